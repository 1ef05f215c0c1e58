"""The log of the game: one line per step, newest at the bottom."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

__all__ = ["GameLog"]


class GameLog(RichLog):
    """A scrolling record of every step, kept for the whole match."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=10)
        self.lines_written: list[str] = []

    def add(self, line: Text) -> None:
        """Append one line."""
        self.lines_written.append(line.plain)
        self.write(line)
