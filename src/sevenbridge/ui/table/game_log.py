"""The log of the match: one line per step, newest at the bottom, the game on the table and the one before it.

Rich's log keeps lines as they were wrapped when written; this one keeps each
entry's text too, and wraps them all again when its width changes, so a line
written in a narrow terminal reads as one line once the terminal is wider.
An entry may come with a shorter form (a CPU's reason in a few words), which
is shown while the log is narrower than ``NARROW``: at 80×24 a round of CPU
turns with their reasons then stays in view.

Entries are kept as they were written and drawn in the table's card face of
the moment (``recolour``): when the theme or the card choices change, every
line is drawn again in the new colours, as the rest of the table is.

Every line shown costs a few kilobytes (Textual keeps each one drawn, cropped
and styled), so a 20-game match would hold over a thousand of them. As a game
is dealt, the log lets go of the games before the previous one; the games it
keeps are always whole, and the score sheet has every game's result. An undo
has the table tell the game on it again, so the log never keeps a move taken back.

A new line is scrolled to only after the next refresh (Textual's way, so the
scroll sees the rows the step left the log). A question opened on the same
step (a CPU's discard the player can pon) has drawn the table by then, and
Textual keeps showing that drawing: the question stood over a log one line
short of the card it asked about. So every scroll of the log while another
screen is over it has that screen draw again (``redraw_backdrop``). Watching
the scroll, rather than scrolling at once on writing, covers every way the log
moves behind a question, whichever question it is; it costs one check of the
screen per scroll, and a redraw of the question only when it is open.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual import events
from textual.reactive import reactive
from textual.widgets import RichLog

from ..backdrop import redraw_backdrop
from ..line_breaks import BrokenText
from .cards_text import CardFace

__all__ = ["GAMES_KEPT", "NARROW", "GameLog"]

GAMES_KEPT: Final = 2
"""Games the log shows: the one on the table and the one before it."""
NARROW: Final = 32
"""Below this many cells of width the log shows the shorter form of an entry that has one."""


class GameLog(RichLog):
    """A scrolling record of every step of the latest games."""

    face: reactive[CardFace | None] = reactive(None)
    """The face the entries' cards are drawn in; they are written in whichever face was current."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=10)
        self.entries: list[Text] = []
        self._shorter: list[Text | None] = []
        """Each entry's shorter form, if it has one."""
        self._game_starts: list[int] = []
        """Where each game kept begins in ``entries``."""
        self._wrapped_at = 0
        self._rows_shown = 0
        """How many rows the log showed when it was last laid out: none before it is first shown."""

    @property
    def lines_written(self) -> list[str]:
        """Every entry kept, as plain text, oldest first."""
        return [entry.plain for entry in self.entries]

    def start_game(self, heading: Text) -> None:
        """Head a new game's part of the log, letting go of the games before the previous one."""
        self._game_starts.append(len(self.entries))
        if len(self._game_starts) > GAMES_KEPT:
            first = self._game_starts[-GAMES_KEPT]
            self.entries = self.entries[first:]
            self._shorter = self._shorter[first:]
            self._game_starts = [start - first for start in self._game_starts[-GAMES_KEPT:]]
            self._write_all()
        self.add(heading)

    def forget_game(self) -> None:
        """Let go of the game on the table's part of the log, heading and all, for it to be told
        again from its deal: after an undo, the moves taken back never happened."""
        if not self._game_starts:
            return
        start = self._game_starts.pop()
        del self.entries[start:]
        del self._shorter[start:]
        self._write_all()

    def add(self, line: Text, shorter: Text | None = None) -> None:
        """Append one entry to the game on the table, with the ``shorter`` form a narrow log shows instead."""
        self.entries.append(line)
        self._shorter.append(shorter)
        self._write(self._form(line, shorter))

    @property
    def narrow(self) -> bool:
        """Whether entries are shown in their shorter form (as they are before the log has a width)."""
        return self._wrapped_at < NARROW

    def on_resize(self, _: events.Resize) -> None:
        """Wrap every entry again for a new width, in the form that width takes; a log that showed its newest
        line shows it still, however many rows it lost (the status line takes one for a long message)."""
        region = self.scrollable_content_region
        at_end = self._rows_shown > 0 and self.scroll_y + self._rows_shown >= self.virtual_size.height
        self._rows_shown = region.height
        if region.width != self._wrapped_at and self.entries:
            self._wrapped_at = region.width
            self._write_all()
        self._wrapped_at = region.width
        if at_end:
            self.scroll_end(animate=False, immediate=True, x_axis=False)
        redraw_backdrop(self)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Show the rows scrolled to, also behind a question, which has drawn the log as it was."""
        super().watch_scroll_y(old_value, new_value)
        redraw_backdrop(self)

    def watch_face(self) -> None:
        """Draw every entry again in the new face."""
        if self.entries:
            self._write_all()

    def _form(self, line: Text, shorter: Text | None) -> Text:
        return shorter if shorter is not None and self.narrow else line

    def _write(self, entry: Text) -> None:
        """Write one entry in the current face, wrapped to the log's width, the last one it had while it
        is hidden (behind the card tracker, say): it is not told its width again when it shows."""
        hidden = not self.scrollable_content_region.width
        shown = entry if self.face is None else self.face.recolour(entry)
        self.write(BrokenText(shown), width=self._wrapped_at if hidden and self._wrapped_at else None)

    def _write_all(self) -> None:
        """Draw the entries kept afresh."""
        self.clear()
        for entry, shorter in zip(self.entries, self._shorter, strict=True):
            self._write(self._form(entry, shorter))
