"""The log of the match: one line per step, newest at the bottom, the game on the table and the one before it.

Rich's log keeps lines as they were wrapped when written; this one keeps each
entry's text too, and wraps them all again when its width changes, so a line
written in a narrow terminal reads as one line once the terminal is wider.

Every line shown costs a few kilobytes (Textual keeps each one drawn, cropped
and styled), so a 20-game match would hold over a thousand of them. As a game
is dealt, the log lets go of the games before the previous one; the games it
keeps are always whole, and the score sheet has every game's result.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual import events
from textual.widgets import RichLog

__all__ = ["GAMES_KEPT", "GameLog"]

GAMES_KEPT: Final = 2
"""Games the log shows: the one on the table and the one before it."""


class GameLog(RichLog):
    """A scrolling record of every step of the latest games."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=10)
        self.entries: list[Text] = []
        self._game_starts: list[int] = []
        """Where each game kept begins in ``entries``."""
        self._wrapped_at = 0

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
            self._game_starts = [start - first for start in self._game_starts[-GAMES_KEPT:]]
            self._write_all()
        self.add(heading)

    def add(self, line: Text) -> None:
        """Append one entry to the game on the table."""
        self.entries.append(line)
        self.write(line)

    def on_resize(self, _: events.Resize) -> None:
        """Wrap every entry again for a new width."""
        width = self.scrollable_content_region.width
        if self._wrapped_at and width != self._wrapped_at:
            self._write_all()
        self._wrapped_at = width

    def _write_all(self) -> None:
        """Draw the entries kept afresh."""
        self.clear()
        for entry in self.entries:
            self.write(entry)
