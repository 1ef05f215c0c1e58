"""The form row that holds the focus, marked so its label can show it by shape rather than by shade.

A shade of background is all Textual gives a focused compact field, and under
256 colours or ``NO_COLOR`` that is next to nothing. The forms mark the row of
the focused widget with the ``-focused`` class and draw its label in reverse
video. (Textual's ``:focus-within`` does not restyle a row's other children
when the focus moves, hence the class.)
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen
from textual.widget import Widget

__all__ = ["mark_focused_row"]


def mark_focused_row(screen: Screen[Any], focused: Widget, rows: str) -> None:
    """Mark the row (matching ``rows``) that holds ``focused``, and no other."""
    for row in screen.query(rows):
        row.set_class(focused in row.query("*"), "-focused")
