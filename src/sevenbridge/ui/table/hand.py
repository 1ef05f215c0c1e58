"""The player's hand: cards drawn face up, picked by click, number key or arrows + space.

The widget only knows which cards are selected; what may be done with them is
asked of the engine by the table screen. It follows the table's sorted hand
and card face, and says, at the end of its key row, how the hand is sorted.
The player can move a card along the hand (shift+arrows, ``<`` ``>``, or a
drag with the mouse); the widget asks the table for the new order, and the
selection and cursor stay with their cards.
The cursor and the selection are shown by shape as well as colour (brackets
round the cursor's key, a selected card raised with a mark under it), so
nothing is lost without colour. A card an opponent could claim if it were
thrown carries its warning mark (a letter) beside its key.
"""

from __future__ import annotations

from typing import ClassVar, Final

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...engine.cards import Card
from ...translation import N_, _
from ..host import HandOrder
from .arrangement import moved, same_cards
from .cards_text import CardFace

__all__ = ["CELL", "HandView"]

CELL: Final = 6
"""Columns per card: a five-wide card face and a gap."""
KEYS: Final = "1234567890"
"""The number key that picks each position of the hand."""
SORTED_BY: Final[dict[HandOrder, str]] = {"suit": N_("sorted by suit"), "rank": N_("sorted by rank")}
"""How the key row says the hand is sorted (translated where it is drawn)."""


class HandView(Widget, can_focus=True):
    """The hand as a row of card faces; selected cards are lifted, marked and lit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", N_("Previous card"), show=False, id="hand.previous"),
        Binding("right", "move(1)", N_("Next card"), show=False, id="hand.next"),
        Binding("space", "toggle_cursor", N_("Select card"), show=False, id="hand.select"),
        Binding("shift+left,less_than_sign", "shift(-1)", N_("Move card left"), show=False, id="hand.move-left"),
        Binding("shift+right,greater_than_sign", "shift(1)", N_("Move card right"), show=False, id="hand.move-right"),
    ]

    cards: reactive[tuple[Card, ...]] = reactive(())
    """The hand in the order shown."""
    order: reactive[HandOrder] = reactive("suit")
    """How the hand is sorted."""
    face: reactive[CardFace | None] = reactive(None)
    """How the cards are drawn."""
    marks: reactive[dict[Card, str]] = reactive(dict)
    """The warning mark of each card that has one (see ``tracker.hand_marks``)."""
    arranged: reactive[bool] = reactive(False)
    """Whether the player has put the cards in their own order (the sort order is then not shown)."""

    class SelectionChanged(Message):
        """The set of selected cards changed."""

    class CursorMoved(Message):
        """The cursor went to another card."""

    class Rearranged(Message):
        """The player moved a card: the table should show the hand in this order."""

        def __init__(self, cards: tuple[Card, ...]) -> None:
            super().__init__()
            self.cards = cards

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.selected: set[int] = set()
        self._suggested: set[int] | None = None
        """The selection a hint made, while it stands: the player's first pick replaces it."""
        self.cursor = 0
        self._dragged_from: int | None = None
        """The place in the hand a mouse button went down on, while it is held."""
        self._dragged = False
        """Whether the last press of the mouse moved a card (its click then selects nothing)."""

    @property
    def selected_cards(self) -> tuple[Card, ...]:
        """The selected cards, in hand order."""
        return tuple(self.cards[position] for position in sorted(self.selected))

    def watch_cards(self, old: tuple[Card, ...], cards: tuple[Card, ...]) -> None:
        """A new hand starts with nothing selected; the same cards in a new order keep the selection and cursor."""
        if old and same_cards(old, cards):
            self.cursor = _new_place(old, cards, self.cursor)
            self.selected = {_new_place(old, cards, place) for place in self.selected}
            return
        self.selected.clear()
        self._suggested = None
        self.cursor = min(self.cursor, max(len(cards) - 1, 0))

    def _rearrange(self, start: int, end: int) -> None:
        """Ask the table to show the card at ``start`` at ``end`` instead."""
        end = max(0, min(end, len(self.cards) - 1))
        if 0 <= start < len(self.cards) and start != end:
            self.post_message(self.Rearranged(moved(self.cards, start, end)))

    def action_shift(self, step: int) -> None:
        """Move the card under the cursor one place along the hand; the cursor goes with it."""
        self._rearrange(self.cursor, self.cursor + step)

    def clear_selection(self) -> None:
        """Select nothing."""
        self._suggested = None
        if self.selected:
            self.selected.clear()
            self.refresh()
            self.post_message(self.SelectionChanged())

    def select_cards(self, cards: tuple[Card, ...], *, suggested: bool = False) -> None:
        """Select exactly ``cards`` (one position for each). A ``suggested`` selection, a hint's, is the hint's
        rather than the player's: the next card the player picks starts a selection of their own."""
        chosen: set[int] = set()
        for card in cards:
            position = next((p for p, held in enumerate(self.cards) if held is card and p not in chosen), None)
            if position is not None:
                chosen.add(position)
        self._suggested = set(chosen) if suggested else None
        if chosen != self.selected:
            self.selected = chosen
            if chosen:
                self.cursor = min(chosen)
            self.refresh()
            self.post_message(self.SelectionChanged())

    def toggle(self, position: int) -> None:
        """Select or unselect the card at ``position`` (0-based), and put the cursor on it; after a hint, select
        that card alone, so that picking the hinted card keeps it and picking another replaces it."""
        if not 0 <= position < len(self.cards):
            return
        self.cursor = position
        if self._suggested is not None and self._suggested == self.selected:
            self.selected = {position}
        else:
            self.selected ^= {position}
        self._suggested = None
        self.refresh()
        self.post_message(self.SelectionChanged())

    def action_move(self, step: int) -> None:
        """Move the cursor along the hand."""
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)
            self.refresh()
            self.post_message(self.CursorMoved())

    def action_toggle_cursor(self) -> None:
        """Select or unselect the card under the cursor."""
        self.toggle(self.cursor)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """A press on a card may start a drag."""
        self._dragged = False
        offset = event.get_content_offset(self)
        self._dragged_from = None if offset is None else offset.x // CELL
        self.capture_mouse()

    def on_mouse_up(self, event: events.MouseUp) -> None:
        """Letting go over another place moves the card pressed there."""
        self.release_mouse()
        start, self._dragged_from = self._dragged_from, None
        end = event.get_content_offset_capture(self).x // CELL
        if start is not None and start != end and start < len(self.cards):
            self._dragged = True
            self._rearrange(start, end)

    def on_click(self, event: events.Click) -> None:
        """A click on a card selects or unselects it (not the click that ends a drag)."""
        if self._dragged:
            self._dragged = False
            return
        offset = event.get_content_offset(self)
        if offset is not None and offset.x % CELL < CELL - 1:
            self.toggle(offset.x // CELL)

    def render(self) -> Text:
        """Five rows: four for the card faces (a selected card sits one row higher), then the keys."""
        rows = [Text() for _row in range(5)]
        if self.face is not None:
            for position, card in enumerate(self.cards):
                self._draw_card(rows, position, card, self.face)
        order = _("in your order") if self.arranged else _(SORTED_BY[self.order])
        room = self.content_size.width - rows[4].cell_len
        if room >= cell_len(order) + 2:
            muted = "dim" if self.face is None else self.face.muted
            rows[4].append(" " * (room - cell_len(order)) + order, style=muted)
        return Text("\n").join(rows)

    def _draw_card(self, rows: list[Text], position: int, card: Card, face: CardFace) -> None:
        chosen = position in self.selected
        under_cursor = position == self.cursor and self.has_focus
        style = face.cursor if under_cursor else (face.selected if chosen else face.frame_style)
        shape = face.frame
        middle = Text().append(shape.side, style=style)
        label_style = f"{face.style(card)} {face.selected_face}" if chosen else face.style(card)
        middle.append(f"{face.label(card):>3}", style=label_style).append(shape.side, style=style)
        card_lines = [Text(shape.top, style=style), middle, Text(shape.bottom, style=style)]
        if chosen:
            lines = [*card_lines, Text(f"  {shape.raised}  ", style=face.selected)]
        else:
            lines = [Text(" " * 5), *card_lines]
        for row, line in zip(rows[:4], lines, strict=True):
            row.append_text(line).append(" ")
        key = KEYS[position] if position < len(KEYS) else " "
        rows[4].append(f" [{key}]" if under_cursor else f"  {key} ", style=face.cursor if under_cursor else face.muted)
        rows[4].append(f"{self.marks.get(card, ' ')} ", style=face.cursor)

    def on_focus(self) -> None:
        """Show the cursor."""
        self.refresh()

    def on_blur(self) -> None:
        """Hide the cursor."""
        self.refresh()


def _new_place(old: tuple[Card, ...], new: tuple[Card, ...], place: int) -> int:
    """Where the card at ``place`` of ``old`` is in ``new``, the same cards in another order.

    Equal cards (two jokers) keep their turn: the first of them in ``old`` is the first in ``new``.
    """
    card = old[place]
    turn = old[:place].count(card)
    return [index for index, other in enumerate(new) if other is card][turn]
