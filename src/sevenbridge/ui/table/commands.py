"""The table's moves in the command palette: whatever the footer offers now, by name, in either language."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from ...translation import _
from ..palette import match_either

__all__ = ["TableCommands"]


class TableCommands(Provider):
    """Offers each of the table's shown key bindings that is enabled at this moment, and the score sheet."""

    def _offered(self) -> Iterator[tuple[str, str, str, str]]:
        """(description, English description, action, key) of each binding of the table the footer shows as
        working now, and of those it has no room for (``PALETTE_EXTRAS``), the key named as the footer names
        it (``?``, not ``question_mark``)."""
        screen = self.screen
        extras: frozenset[str] = getattr(screen, "PALETTE_EXTRAS", frozenset())
        for active in screen.active_bindings.values():
            binding = active.binding
            if active.node is screen and active.enabled and (binding.show or binding.action in extras):
                yield _(binding.description), binding.description, binding.action, self.app.get_key_display(binding)

    async def discover(self) -> Hits:
        """Every move available now, before anything is typed."""
        for description, _english, action, key in self._offered():
            yield DiscoveryHit(
                description, partial(self.screen.run_action, action), help=_("key {key}").format(key=key)
            )

    async def search(self, query: str) -> Hits:
        """Moves whose name, as shown or in English, matches what was typed."""
        matcher = self.matcher(query)
        for description, english, action, key in self._offered():
            score = match_either(matcher, description, english)
            if score > 0:
                command = partial(self.screen.run_action, action)
                yield Hit(score, matcher.highlight(description), command, help=_("key {key}").format(key=key))
