"""The status line: what the player can do now, and the one thing just said.

Everything transient (a refusal, what the selection can do, a hint and its
reason, the pace just chosen, how the game ended) is said below the hint, each
message replacing the last, so nothing piles up over the table. The hint keeps
its one row; a message too long for one row (a hint's whole reason, in
Japanese above all) goes on to the next, broken between words as the log
breaks its lines, and the table above gives up that row while it is shown.
The message's cards are drawn in the table's card face of the moment,
whatever face it was written in.
"""

from __future__ import annotations

from rich.console import Group
from rich.styled import Styled
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ..line_breaks import BrokenText
from .cards_text import CardFace

__all__ = ["StatusLine"]


class StatusLine(Static):
    """The hint (always present, one row) and a message under it (a refusal, an announcement, a hint's reason)."""

    DEFAULT_CSS = """
    StatusLine {
        height: auto;
        min-height: 2;
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
        """Both in bold, as the table has always said them."""
        message = self.message if self.face is None else self.face.recolour(self.message)
        hint = Text(self.hint, no_wrap=True, overflow="ellipsis")
        self.update(Styled(Group(hint, BrokenText(message)), "bold"))
