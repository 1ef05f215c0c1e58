"""The status line: what the player can do now, and the one thing just said.

Everything transient (a refusal, what the selection can do, the pace just
chosen, how the game ended) is said on the second row, each message replacing
the last, so nothing piles up over the table. The message's cards are drawn
in the table's card face of the moment, whatever face it was written in.
"""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from .cards_text import CardFace

__all__ = ["StatusLine"]


class StatusLine(Static):
    """Two rows: the hint (always present) and a message (a refusal, an announcement)."""

    DEFAULT_CSS = """
    StatusLine {
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    hint: reactive[str] = reactive("")
    message: reactive[Text] = reactive(Text)
    face: reactive[CardFace | None] = reactive(None)

    def watch_hint(self) -> None:
        self._draw()

    def watch_message(self) -> None:
        self._draw()

    def watch_face(self) -> None:
        self._draw()

    def _draw(self) -> None:
        message = self.message if self.face is None else self.face.recolour(self.message)
        self.update(Text(self.hint, style="bold", no_wrap=True, overflow="ellipsis").append("\n").append_text(message))
