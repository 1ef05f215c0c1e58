"""One seat at the table: its name and level, its hand as card backs, its melds."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...session import Seat
from ...state import GameState
from .cards_text import backs_text, meld_text

__all__ = ["SeatRow"]


class SeatRow(Static):
    """A seat's row: ``▶ North · Hard  ▮▮▮▮▮▮▮ 7   [7♥] [9♣ 9♠ 9♦]``.

    The player's own row leaves out the backs: the hand is shown face up below.
    """

    def __init__(self, seat: int, *, show_backs: bool, id: str | None = None) -> None:
        super().__init__(id=id, classes="seat-row")
        self.seat = seat
        self.show_backs = show_backs

    def show(self, state: GameState, seat: Seat, dealer_mark: bool) -> None:
        """Draw the row for ``state``."""
        acting = state.result is None and state.to_act == self.seat
        self.set_class(acting, "-acting")
        line = Text("▶ " if acting else "  ", style="bold yellow")
        line.append(seat.name, style="bold")
        if seat.level is not None:
            line.append(f" · {seat.level.capitalize()}", style="italic")
        if dealer_mark:
            line.append(" (D)", style="dim")
        if self.show_backs:
            line.append("  ").append_text(backs_text(len(state.hands[self.seat])))
        melds = [meld_text(meld) for meld in state.melds if meld.owner == self.seat]
        if melds:
            line.append("   ").append_text(Text(" ").join(melds))
        elif not self.show_backs:
            line.append("   no melds yet", style="dim")
        self.update(line)
