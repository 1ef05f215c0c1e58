"""The status line: what the player can do now, and the answer to the last attempt."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

__all__ = ["StatusLine"]


class StatusLine(Static):
    """Two rows: the hint (always present) and a message (a refusal, an announcement)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.hint = ""
        self.message = Text()

    def show(self, hint: str, message: Text | str | None = None) -> None:
        """Set the hint; a new ``message`` replaces the old one, ``None`` keeps it."""
        self.hint = hint
        if message is not None:
            self.message = Text(message) if isinstance(message, str) else message
        self.update(Text(hint, style="bold").append("\n").append_text(self.message))
