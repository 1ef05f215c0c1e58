"""One seat at the table: its name and level, its hand's size, its melds.

On a terminal with rows to spare the melds are drawn in boxes under the name.
Otherwise the melds follow the name on the row's lines: whole on one line if
they fit, else wrapped onto the row's further lines (a meld is never split),
else shortened one meld at a time, only as many as the row needs
(``compact_melds``: a run to its ends and jokers, a set to its rank and
suits), and last the level to its initial (``North·H``): the level always
stays, as a player judges a CPU's moves by it.
A hand's size is always written one way, ``7▮``. Only a row that cannot fit
even then is ended with an ellipsis.
"""

from __future__ import annotations

from typing import Final

from rich.style import Style
from rich.text import Text
from textual import events
from textual.reactive import reactive
from textual.widgets import Static

from ...choices import shown_level
from ...play.session import Session
from ...play.setup import shown_name
from ...translation import N_, _
from ..backdrop import redraw_backdrop
from .cards_text import CardFace
from .compact_melds import shortened
from .narration import seat_shown_acting
from .packing import packed

__all__ = ["SeatRow"]

BOXED_HEIGHT: Final = 4
"""Rows a seat needs to show its melds boxed: a header and a three-row box."""
DEALER_MARK: Final = N_("(D)")
"""Follows the dealer's name."""
INDENT: Final = "    "
"""Starts a row's second and further lines of melds, under the name."""


class SeatRow(Static):
    """A seat's row: ``▶ North · Hard 7▮ [7♥] [9♣ 9♠ 9♦]``.

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
        """Lay the melds out again (boxed, on one line, wrapped or shortened) for the new size."""
        self._draw()
        redraw_backdrop(self)

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
            ways = shortened(own, face)
            initial = self._header(session, acting, face, initial=True)
            self.update(self._fitted([*((header, way) for way in ways), (initial, ways[-1])]))
        else:
            self.update(header.append("   " + _("no melds yet"), style=face.muted) if not self.show_backs else header)

    def _fitted(self, choices: list[tuple[Text, list[Text]]]) -> Text:
        """The first of the (header, melds) ``choices`` whose lines fit the row's width and height, else
        the last on one line ended with an ellipsis; never wrapped by the terminal."""
        width, height = self.content_size.width, max(self.content_size.height, 1)
        layouts = [packed([header, *melds], width, indent=INDENT) for header, melds in choices]
        header, melds = choices[-1]
        last = [Text(" ").join([header, *melds])]
        chosen = next((lines for lines in layouts if width <= 0 or _fits(lines, width, height)), last)
        text = Text("\n").join(chosen)
        text.no_wrap = True
        text.overflow = "ellipsis"
        return text

    def _header(self, session: Session, acting: bool, face: CardFace, *, initial: bool = False) -> Text:
        """``▶ North · Hard (D) 4▮``, or with the level's ``initial``: ``▶ North·H (D) 4▮``.

        The line's style is given parsed: Textual reads a line's style written
        as a string in its own syntax, which has no name for the terminal's
        colours as Rich writes them (``color(5)``), and would drop it.
        """
        state = session.game
        line = Text(face.frame.acting + " " if acting else "  ", style=Style.parse(face.cursor))
        line.append(shown_name(session.seats[self.seat].name), style="bold")
        self._append_level(line, session, face, initial=initial)
        if state.dealer == self.seat:
            line.append(" " + _(DEALER_MARK), style=face.muted)
        if self.show_backs:
            line.append(f" {len(state.hands[self.seat])}{face.frame.back}", style=face.muted)
        return line

    def _append_level(self, line: Text, session: Session, face: CardFace, *, initial: bool = False) -> None:
        """A CPU's level after its name: ``North · Hard``, or only its ``initial``: ``North·H``."""
        level = session.seats[self.seat].level
        if level is None:
            return
        word = shown_level(level)
        separator = face.frame.separator
        line.append(f"{separator}{word[0]}" if initial else f" {separator} {word}", style="italic")


def _fits(lines: list[Text], width: int, height: int) -> bool:
    """Whether ``lines`` fit a row of ``width`` cells and ``height`` lines."""
    return len(lines) <= height and all(line.cell_len <= width for line in lines)


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
