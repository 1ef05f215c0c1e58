"""The table's moves in the command palette: whatever the keys offer now, by name."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

if TYPE_CHECKING:
    from .screen import TableScreen

__all__ = ["TableCommands"]


class TableCommands(Provider):
    """Offers each shown key binding of the table that is enabled at this moment."""

    def _offered(self) -> Iterator[tuple[str, str, str]]:
        """(description, action, key) of each binding the table would act on now."""
        screen: TableScreen = self.screen  # type: ignore[assignment]
        for binding in screen.BINDINGS:
            if not isinstance(binding, Binding) or not binding.show:
                continue
            name, _, _ = binding.action.partition("(")
            if screen.check_action(name, ()):
                yield binding.description, binding.action, binding.key_display or binding.key

    async def discover(self) -> Hits:
        """Every move available now, before anything is typed."""
        for description, action, key in self._offered():
            yield DiscoveryHit(description, partial(self.screen.run_action, action), help=f"key {key}")

    async def search(self, query: str) -> Hits:
        """Moves whose name matches what was typed."""
        matcher = self.matcher(query)
        for description, action, key in self._offered():
            score = matcher.match(description)
            if score > 0:
                command = partial(self.screen.run_action, action)
                yield Hit(score, matcher.highlight(description), command, help=f"key {key}")
