"""The middle of the table: the stock and the discard pile.

The top discard is drawn as a large card with who threw it; the few cards
under it are listed beside, most recent first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text
from textual.widgets import Static

from ...engine.state import GameState
from .cards_text import BACK_STYLE, card_label, card_style, cards_text
from .narration import discarder

__all__ = ["PileView"]

UNDER: Final = 6
"""How many cards under the top discard are listed."""


class PileView(Static):
    """Stock count and discard pile in three rows."""

    def show(self, state: GameState, names: Sequence[str]) -> None:
        """Draw the stock and the discard pile of ``state``."""
        frame = "#808080"
        stock = Text("╭───╮ ", style=BACK_STYLE), Text("│▒▒▒│ ", style=BACK_STYLE), Text("╰───╯ ", style=BACK_STYLE)
        rows = [
            stock[0].copy(),
            stock[1].copy().append(f"stock {state.stock_size:>2}  ", style="bold"),
            stock[2].copy().append(" " * 11),
        ]
        top = state.top_discard
        if top is None:
            rows[1].append("no discard yet", style="dim")
            self.update(Text("\n").join(rows))
            return
        rows[0].append(" " * 11).append("╭───╮ ", style=frame)
        rows[1].append("│", style=frame).append(f"{card_label(top):>3}", style=card_style(top))
        rows[1].append("│ ", style=frame)
        rows[2].append("╰───╯ ", style=frame)
        thrower = discarder(state)
        if thrower is not None:
            rows[1].append(f"thrown by {names[thrower]}")
        under = state.discards[-1 - UNDER : -1][::-1]
        if under:
            rows[2].append("under it: ", style="dim").append_text(cards_text(under))
        self.update(Text("\n").join(rows))
