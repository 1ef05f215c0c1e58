"""The log of the game: one line per step, newest at the bottom.

Rich's log keeps lines as they were wrapped when written; this one keeps each
entry's text too, and wraps them all again when its width changes, so a line
written in a narrow terminal reads as one line once the terminal is wider.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widgets import RichLog

__all__ = ["GameLog"]


class GameLog(RichLog):
    """A scrolling record of every step, kept for the whole match."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=10)
        self.entries: list[Text] = []
        self._wrapped_at = 0

    @property
    def lines_written(self) -> list[str]:
        """Every entry as plain text, oldest first."""
        return [entry.plain for entry in self.entries]

    def add(self, line: Text) -> None:
        """Append one entry."""
        self.entries.append(line)
        self.write(line)

    def on_resize(self, _: events.Resize) -> None:
        """Wrap every entry again for a new width."""
        width = self.scrollable_content_region.width
        if self._wrapped_at and width != self._wrapped_at:
            self.clear()
            for entry in self.entries:
                self.write(entry)
        self._wrapped_at = width
