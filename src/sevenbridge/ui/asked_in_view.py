"""Questions and sheets that are answered only in view: nothing is played or decided unseen.

A question or sheet opened over a screen (the table's pon question, its chi and
lay-off choices, a game's sheet, the final standings, a confirmation over the
menu) needs the room the screen below it needs: over the table, the table's.
A question may need more room of its own (``room_of_its_own``): the
confirmation's two answers side by side. While the terminal is smaller, it
shows the size notice on top of itself, in
place of the question, and takes none of its keys but those it names in
``WHILE_HIDDEN``: the way to the menu, which works unseen at the table too
(``table.offers.ALWAYS``). Its widgets are disabled meanwhile, so no button
keeps the focus to be pressed, or is clicked, unseen. Once the terminal is
large enough again they come back as they were, the focus where it was, and
the question still waits for its answer.

The look (the notice alone, over an opaque ground, and the footer with the
keys that still work) is in ``dialogs.tcss``, which every such screen loads.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.reactive import var
from textual.screen import Screen, ScreenResultType
from textual.widget import Widget
from textual.widgets import Footer

from .size_notice import SMALLEST, SizeNotice, room_needed, too_small

__all__ = ["AskedInView"]


class AskedInView(Screen[ScreenResultType]):
    """A question or sheet hidden behind the size notice, its keys off, while the terminal is too small for the
    screen it was opened over.

    A modal screen names ``ModalScreen`` first among its bases (see ``ForgetsDrawnLines``). A subclass that
    checks its own actions leaves the rest to ``check_action`` here.
    """

    WHILE_HIDDEN: ClassVar[frozenset[str]] = frozenset()
    """The actions whose keys work while the screen is hidden: only ways to leave, never a decision."""

    too_small: var[bool] = var(False, init=False, toggle_class="-too-small", bindings=True)
    """Whether the terminal is too small to show the question; the footer follows it."""

    needed: tuple[int, int] = SMALLEST
    """The room the screen needs (columns, rows): that of the screen it was opened over, taken as it is mounted."""

    _focused: Widget | None = None
    """The widget that had the focus when the screen was hidden, to have it again when the screen shows."""

    def room_of_its_own(self) -> tuple[int, int]:
        """The room (columns, rows) the question itself needs, whatever the screen below needs: by default no
        more than the smallest screen; a question whose answers must show side by side needs their width."""
        return SMALLEST

    @on(events.Mount)
    def _take_the_room_needed(self) -> None:
        """Need what the screen below needs, or the question itself if more, and say so in a notice of its
        own (one the app gave it, if any)."""
        stack = self.app.screen_stack
        place = stack.index(self) if self in stack else 0
        below = room_needed(stack[place - 1]) if place else SMALLEST
        own = self.room_of_its_own()
        self.needed = (max(below[0], own[0]), max(below[1], own[1]))
        notices = self.query_children(SizeNotice)
        if notices:
            for notice in notices:
                notice.needed = self.needed
                notice.show_size(self.app.size)
        else:
            self.mount(SizeNotice(self.needed))
        self._follow_size()

    @on(events.Resize)
    @on(events.ScreenResume)
    def _follow_size(self) -> None:
        """Hide the question while the terminal is too small for it, and show it again once it is not."""
        self.too_small = too_small(self.needed, self.app.size)

    def _watch_too_small(self, hidden: bool) -> None:
        """Disable everything but the notice and the footer while hidden; then give the focus back."""
        if hidden:
            self._focused = self.focused
        for child in self.children:
            if not isinstance(child, SizeNotice | Footer):
                child.disabled = hidden
        if not hidden and self._focused is not None and self._focused.is_attached:
            self._focused.focus()
            self._focused = None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:  # noqa: ARG002
        """While hidden, only the keys in ``WHILE_HIDDEN`` work (and show in the footer)."""
        return not self.too_small or action in self.WHILE_HIDDEN
