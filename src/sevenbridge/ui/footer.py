"""Textual's footer, without the memory it keeps of every key it has ever shown.

The footer is rebuilt whenever the keys on offer change, which at the table is
every turn. Each rebuild binds the new key widgets to the footer's ``compact``
setting, and Textual forgets those bindings only when ``compact`` changes,
which it never does: every key widget ever shown stays alive, about 5 MB a
game. This footer drops the bindings of the key widgets a rebuild removed.
"""

from __future__ import annotations

from textual.widgets import Footer as TextualFooter

__all__ = ["Footer"]

_WATCHERS = "__watchers"
"""Where Textual keeps the callbacks bound to a widget's reactive attributes (textual 8)."""


class Footer(TextualFooter):
    """The key bar at the bottom of a screen, in bounded memory."""

    async def recompose(self) -> None:
        await super().recompose()
        watchers: dict[str, list[tuple[object, object]]] = getattr(self, _WATCHERS, {})
        for bound in watchers.values():
            bound[:] = [(node, setter) for node, setter in bound if getattr(node, "is_attached", True)]
