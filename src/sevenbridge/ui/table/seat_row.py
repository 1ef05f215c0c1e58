"""One seat at the table: its name and level, its hand as card backs, its melds.

On a terminal with rows to spare the melds are drawn in boxes under the name;
otherwise everything fits on one line that wraps.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual import events
from textual.widgets import Static

from ...engine.state import GameState
from ...play.session import Seat
from .cards_text import backs_text, meld_text

__all__ = ["SeatRow"]

BOXED_HEIGHT: Final = 4
"""Rows a seat needs to show its melds boxed: a header and a three-row box."""


class SeatRow(Static):
    """A seat's row: ``▶ North · Hard  ▮▮▮▮▮▮▮ 7   [7♥] [9♣ 9♠ 9♦]``.

    The player's own row leaves out the backs: the hand is shown face up below.
    """

    def __init__(self, seat: int, *, show_backs: bool, id: str | None = None) -> None:
        super().__init__(id=id, classes="seat-row")
        self.seat = seat
        self.show_backs = show_backs
        self._shown: tuple[GameState, Seat, bool] | None = None

    def show(self, state: GameState, seat: Seat, dealer_mark: bool) -> None:
        """Draw the row for ``state``."""
        self._shown = (state, seat, dealer_mark)
        acting = state.result is None and state.to_act == self.seat
        self.set_class(acting, "-acting")
        self._draw()

    def on_resize(self, _: events.Resize) -> None:
        """Choose between boxed and one-line melds for the new size."""
        self._draw()

    def _draw(self) -> None:
        if self._shown is None:
            return
        state, seat, dealer_mark = self._shown
        header = self._header(state, seat, dealer_mark)
        melds = [meld_text(meld) for meld in state.melds if meld.owner == self.seat]
        boxes = _boxes(melds)
        if melds and self.size.height >= BOXED_HEIGHT and boxes[0].cell_len <= self.content_size.width:
            self.update(Text("\n").join([header, *boxes]))
        elif melds:
            self.update(header.append("   ").append_text(Text(" ").join(melds)))
        else:
            self.update(header.append("   no melds yet", style="dim") if not self.show_backs else header)

    def _header(self, state: GameState, seat: Seat, dealer_mark: bool) -> Text:
        acting = state.result is None and state.to_act == self.seat
        line = Text("▶ " if acting else "  ", style="bold yellow")
        line.append(seat.name, style="bold")
        if seat.level is not None:
            line.append(f" · {seat.level.capitalize()}", style="italic")
        if dealer_mark:
            line.append(" (D)", style="dim")
        if self.show_backs:
            line.append("  ").append_text(backs_text(len(state.hands[self.seat])))
        return line


def _boxes(melds: list[Text]) -> list[Text]:
    """The melds side by side, each in a rounded box: three rows of text."""
    rows = [Text("  "), Text("  "), Text("  ")]
    for meld in melds:
        inner = meld[1:-1]
        width = inner.cell_len + 2
        rows[0].append("╭" + "─" * width + "╮ ", style="dim")
        rows[1].append("│ ", style="dim").append_text(inner).append(" │ ", style="dim")
        rows[2].append("╰" + "─" * width + "╯ ", style="dim")
    return rows
