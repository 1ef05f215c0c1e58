"""One seat at the table: its name and level, its hand as card backs, its melds.

On a terminal with rows to spare the melds are drawn in boxes under the name;
otherwise the row is one line, never wrapped. When the melds do not fit beside
the full header, the header shrinks to the name, the level and a card count;
when they still do not fit, runs of four or more cards show only their two
ends, and then the level only its initial (``North·H``): the level always
stays, as a player judges a CPU's moves by it. Only a row that cannot fit
even then is ended with an ellipsis.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text
from textual import events
from textual.reactive import reactive
from textual.widgets import Static

from ...choices import shown_level
from ...engine.melds import MeldKind, TableMeld
from ...play.session import Session
from ...play.setup import shown_name
from ...translation import N_, _
from .cards_text import CardFace
from .narration import seat_shown_acting

__all__ = ["SeatRow"]

BOXED_HEIGHT: Final = 4
"""Rows a seat needs to show its melds boxed: a header and a three-row box."""
DEALER_MARK: Final = N_("(D)")
"""Follows the dealer's name."""


class SeatRow(Static):
    """A seat's row: ``▶ North · Hard  ▮▮▮▮▮▮▮ 7   [7♥] [9♣ 9♠ 9♦]``.

    The player's own row leaves out the backs: the hand is shown face up below.
    The row follows the table's session.
    """

    session: reactive[Session | None] = reactive(None)
    face: reactive[CardFace | None] = reactive(None)

    def __init__(self, seat: int, *, show_backs: bool, id: str | None = None) -> None:
        super().__init__(id=id, classes="seat-row")
        self.seat = seat
        self.show_backs = show_backs

    def watch_session(self) -> None:
        """Draw the row for the game on the table."""
        self._draw()

    def watch_face(self) -> None:
        """Draw the row in the new card face."""
        self._draw()

    def on_resize(self, _event: events.Resize) -> None:
        """Choose between boxed and one-line melds for the new size."""
        self._draw()

    def _draw(self) -> None:
        session, face = self.session, self.face
        if session is None or face is None:
            return
        state = session.game
        acting = seat_shown_acting(state) == self.seat
        self.set_class(acting, "-acting")
        header = self._header(session, acting, face)
        own = [meld for meld in state.melds if meld.owner == self.seat]
        melds = [face.meld_text(meld) for meld in own]
        boxes = _boxes(melds, face)
        if melds and self.size.height >= BOXED_HEIGHT and boxes[0].cell_len <= self.content_size.width:
            self.update(Text("\n").join([header, *boxes]))
        elif melds:
            compact = self._compact_header(session, acting, face, initial=False)
            tightest = self._compact_header(session, acting, face, initial=True)
            shortened = Text(" ").join(_shortened(meld, text) for meld, text in zip(own, melds, strict=True))
            self.update(
                self._one_line(
                    [
                        header.append("   ").append_text(Text(" ").join(melds)),
                        compact.copy().append(" ").append_text(Text(" ").join(melds)),
                        compact.append(" ").append_text(shortened),
                        tightest.append(" ").append_text(shortened),
                    ]
                )
            )
        else:
            self.update(header.append("   " + _("no melds yet"), style="dim") if not self.show_backs else header)

    def _one_line(self, lines: list[Text]) -> Text:
        """The first of ``lines`` that fits the row's width, else the last, ended with an ellipsis: never wrapped."""
        width = self.content_size.width
        line = next((line for line in lines if width <= 0 or line.cell_len <= width), lines[-1])
        line.no_wrap = True
        line.overflow = "ellipsis"
        return line

    def _compact_header(self, session: Session, acting: bool, face: CardFace, *, initial: bool) -> Text:
        """The header in few cells: ``▶ North · Hard (D) 4▮``, or with the level's ``initial``: ``▶ North·H (D) 4▮``."""
        state = session.game
        line = Text(face.frame.acting + " " if acting else "  ", style=face.cursor)
        line.append(shown_name(session.seats[self.seat].name), style="bold")
        self._append_level(line, session, face, initial=initial)
        if state.dealer == self.seat:
            line.append(" " + _(DEALER_MARK), style="dim")
        if self.show_backs:
            line.append(f" {len(state.hands[self.seat])}{face.frame.back}", style="dim")
        return line

    def _header(self, session: Session, acting: bool, face: CardFace) -> Text:
        state = session.game
        seat = session.seats[self.seat]
        line = Text(face.frame.acting + " " if acting else "  ", style=face.cursor)
        line.append(shown_name(seat.name), style="bold")
        self._append_level(line, session, face)
        if state.dealer == self.seat:
            line.append(" " + _(DEALER_MARK), style="dim")
        if self.show_backs:
            line.append("  ").append_text(face.backs_text(len(state.hands[self.seat])))
        return line

    def _append_level(self, line: Text, session: Session, face: CardFace, *, initial: bool = False) -> None:
        """A CPU's level after its name: ``North · Hard``, or only its ``initial``: ``North·H``."""
        level = session.seats[self.seat].level
        if level is None:
            return
        word = shown_level(level)
        separator = face.frame.separator
        line.append(f"{separator}{word[0]}" if initial else f" {separator} {word}", style="italic")


def _shortened(meld: TableMeld, text: Text) -> Text:
    """A run of four or more cards as its two ends (``[3♥..10♥]``); any other meld as it is."""
    if meld.kind is not MeldKind.RUN or len(meld.cards) < 4:
        return text
    parts = text.split(" ")
    return Text("..").join([parts[0], parts[-1]])


def _boxes(melds: list[Text], face: CardFace) -> list[Text]:
    """The melds side by side, each in a box drawn with the face's frame: three rows of text."""
    shape = face.frame
    (top_left, line, top_right), (bottom_left, _bottom, bottom_right) = shape.box_top, shape.box_bottom
    side = shape.box_side
    rows = [Text("  "), Text("  "), Text("  ")]
    for meld in melds:
        inner = meld[1:-1]
        width = inner.cell_len + 2
        rows[0].append(top_left + line * width + top_right + " ", style="dim")
        rows[1].append(side + " ", style="dim").append_text(inner).append(" " + side + " ", style="dim")
        rows[2].append(bottom_left + line * width + bottom_right + " ", style="dim")
    return rows
