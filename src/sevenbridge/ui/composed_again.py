"""A screen composed again (in another language) with the same widget focused as before.

Textual's ``recompose`` removes every widget and mounts new ones, the focused
one among them, and gives the focus to none: a list the player was moving
through stops taking Down and Enter until Tab is pressed. The new widget with
the focused one's id takes the focus back. Every widget of the game's screens
that takes the focus has an id, except the rules screen's tabs; that screen
gives the focus to the open tab's text whenever it composes.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

__all__ = ["compose_again"]


async def compose_again(screen: Screen[Any]) -> None:
    """Compose ``screen`` again and give the focus back to the widget with the id of the one that held it."""
    focused = None if screen.focused is None else screen.focused.id
    await screen.recompose()
    found = screen.query(f"#{focused}") if focused is not None else None
    if found:
        screen.set_focus(found.first(), scroll_visible=False)
