"""The middle of the table: the stock and the discard pile.

The top discard is drawn as a large card with who threw it; the few cards
under it are listed beside, most recent first.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...play.session import Session
from ...play.setup import shown_name
from ...translation import _
from .cards_text import CardFace
from .narration import discarder
from .wording import HUMAN

__all__ = ["PileView"]

UNDER: Final = 6
"""How many cards under the top discard are listed."""


class PileView(Static):
    """Stock count and discard pile in three rows; follows the table's session and card face."""

    session: reactive[Session | None] = reactive(None)
    face: reactive[CardFace | None] = reactive(None)

    def watch_session(self) -> None:
        self._draw()

    def watch_face(self) -> None:
        self._draw()

    def _draw(self) -> None:
        """Draw the stock and the discard pile of the game on the table."""
        session, face = self.session, self.face
        if session is None or face is None:
            return
        state = session.game
        frame, shape = face.frame_style, face.frame
        rows = [
            Text().append(shape.top + " ", style=face.back),
            Text().append(shape.side + shape.stock + shape.side + " ", style=face.back),
            Text().append(shape.bottom + " ", style=face.back),
        ]
        rows[1].append(_("stock {count:>2}").format(count=state.stock_size) + "  ", style="bold")
        gap = " " * (rows[1].cell_len - rows[0].cell_len)
        rows[2].append(gap)
        top = state.top_discard
        if top is None:
            rows[1].append(_("no discard yet"), style=face.muted)
            self.update(Text("\n").join(rows))
            return
        rows[0].append(gap).append(shape.top + " ", style=frame)
        rows[1].append(shape.side, style=frame).append(f"{face.label(top):>3}", style=face.style(top))
        rows[1].append(shape.side + " ", style=frame)
        rows[2].append(shape.bottom + " ", style=frame)
        thrower = discarder(state)
        if thrower == HUMAN:
            rows[1].append(_("thrown by you"))
        elif thrower is not None:
            rows[1].append(_("thrown by {name}").format(name=shown_name(session.seats[thrower].name)))
        else:
            rows[1].append(_("turned up at the deal"), style=face.muted)
        under = state.discards[-1 - UNDER : -1][::-1]
        if under:
            rows[2].append(_("under it:") + " ", style=face.muted).append_text(face.cards_text(under))
        self.update(Text("\n").join(rows))
