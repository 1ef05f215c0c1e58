"""The notice a screen shows in place of itself while the terminal is smaller than it needs.

One message on every screen and in both languages, made here alone: first the
size the screen needs and the size the terminal has, in a few words, so that
even a terminal of a few cells shows them; then what to do about it. The table
needs more room than the screens around it, so each notice names the size of
the screen it is on, and says the terminal's size again whenever it changes.
"""

from __future__ import annotations

from typing import Any, Final

from rich.text import Text
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from ..translation import N_, _
from .line_breaks import BrokenText

__all__ = ["SMALLEST", "SizeNotice", "room_needed", "size_notice", "too_small"]

SMALLEST: Final = (40, 10)
"""The smallest terminal (columns, rows) the screens around the table are drawn in; below it they show a notice."""
_CLASS: Final = "too-small-notice"
"""The class of every notice: below the app's own size, ``app.tcss`` shows it and hides the rest of its screen."""
_SIZES: Final = N_("Needs {columns}×{rows}, has {width}×{height}.")
_ADVICE: Final = N_("Make the terminal larger to see Seven Bridge.")


def too_small(needed: tuple[int, int], size: Size) -> bool:
    """Whether a terminal of ``size`` is too small for a screen that needs ``needed`` (columns, rows)."""
    return size.width < needed[0] or size.height < needed[1]


def room_needed(screen: Screen[Any]) -> tuple[int, int]:
    """What ``screen`` needs: the size its own notice names (the table's, a question's over it), else ``SMALLEST``."""
    return max((notice.needed for notice in screen.query_children(SizeNotice)), default=SMALLEST)


def size_notice(needed: tuple[int, int], size: Size) -> str:
    """What a screen that needs ``needed`` (columns, rows) says in a terminal of ``size``: the sizes first."""
    columns, rows = needed
    sizes = _(_SIZES).format(columns=columns, rows=rows, width=size.width, height=size.height)
    return f"{sizes}\n{_(_ADVICE)}"


class SizeNotice(Static):
    """The notice of a screen that needs ``needed`` (columns, rows), saying the terminal's size as it changes.

    Hidden until its screen (or, below the app's own size, the app) shows it.
    """

    DEFAULT_CSS = """
    SizeNotice {
        display: none;
        width: 1fr;
        height: 1fr;
        content-align: center middle;
        text-align: center;
    }
    """

    def __init__(self, needed: tuple[int, int], *, id: str | None = None) -> None:
        super().__init__(id=id, classes=_CLASS, markup=False)
        self.needed = needed

    def on_mount(self) -> None:
        self.show_size(self.app.size)

    def on_resize(self) -> None:
        """The notice fills its screen, so it is resized (or first laid out) whenever the terminal is."""
        self.show_size(self.app.size)

    def show_size(self, size: Size) -> None:
        """Say what this screen needs, and that the terminal is ``size``."""
        self.update(BrokenText(Text(size_notice(self.needed, size), justify="center")))
