"""The card tracker and the discard warnings, drawn from the player's view of the game.

What is known comes from the CPUs' own reading of a view (``cpu.tracker`` for
where each card is, ``cpu.danger`` for which discards an opponent could
claim); this module only draws it. The tracker is a grid of the deck, a row a
suit and a column a rank: a card nobody has seen shows its face, a card seen
shows a letter for where it is and a tag for who put it there (``d2``: on the
pile, thrown by the second seat after you), so seen and unseen differ in shape,
not only in colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...cpu.danger import Claim, ClaimWarning, discard_warnings
from ...cpu.knowledge import Knowledge
from ...cpu.tracker import Place, Sighting, track
from ...engine.cards import JOKER, RANK_CODES, Card, Suit
from ...engine.state import Phase, PlayerView
from ...play.session import Session
from ...play.setup import shown_name
from ...translation import N_, _
from ..backdrop import redraw_backdrop
from .cards_text import SUIT_LETTERS, CardFace
from .packing import packed
from .wording import HUMAN

__all__ = ["MARKS", "TrackerPanel", "hand_marks", "selection_warning", "tracker_text", "warning_text"]

PLACE_LETTERS: Final = {
    Place.HAND: "h",
    Place.DISCARDS: "d",
    Place.MELDED: "m",
    Place.LAID_OFF: "l",
    Place.PON: "p",
    Place.CHI: "c",
}
"""The letter of each place a seen card can be."""
RESHUFFLED_MARK: Final = "~"
"""Follows the face of a card that was thrown away and shuffled back into the stock."""
MARKS: Final = {Claim.OUT: "!", Claim.PON: "P", Claim.CHI: "C"}
"""The mark beside the key of a card of the hand, by the most costly claim it is warned of."""
SEVERITY: Final = (Claim.OUT, Claim.PON, Claim.CHI)
"""The claims from the most costly."""
CELL: Final = 5
"""Columns per card in the grid: up to four characters and a gap."""
LABEL: Final = 3
"""Columns of a row's suit label."""
LEGEND: Final = (
    N_("h your hand · d on the pile · m melded · l laid off · p pon · c chi"),
    N_("A card's face: not seen yet · {mark} after it: shuffled back into the stock"),
)
"""What the grid's letters and marks mean, a line each (translated where drawn; ``{mark}`` is ``RESHUFFLED_MARK``)."""
PARAPHRASE: Final = {
    Claim.OUT: N_("{name} could go out with it"),
    Claim.PON: N_("{name} may pon it"),
    Claim.CHI: N_("{name} may chi it"),
}
"""Who could claim a card and how, a sentence for each kind of claim (translated where said)."""


def seat_tag(seat: int, view: PlayerView) -> str:
    """How the grid names a seat: ``Y`` for the viewer, else its place after the viewer in turn order."""
    return "Y" if seat == view.seat else str((seat - view.seat) % view.players)


def _cell(sighting: Sighting, view: PlayerView, face: CardFace) -> Text:
    """One copy of a card in the grid: its face when unseen, else where and by whom (no one
    for the card turned up at the deal)."""
    if sighting.place is Place.UNSEEN:
        return face.card_text(sighting.card)
    if sighting.place is Place.RESHUFFLED:
        return face.card_text(sighting.card).append(RESHUFFLED_MARK)
    who = "" if sighting.seat is None else seat_tag(sighting.seat, view)
    return Text(PLACE_LETTERS[sighting.place] + who, style="dim")


def _row(label: Text, cells: Sequence[Text], unseen: int) -> Text:
    """A row of the grid: the label, the cells in their columns and how many are unseen."""
    row = Text().append_text(label)
    row.pad_right(LABEL - label.cell_len)
    for cell in cells:
        row.append_text(cell).pad_right(CELL - cell.cell_len)
    row.pad_right(LABEL + len(RANK_CODES) * CELL - row.cell_len)
    return row.append(_("{count:>2} unseen").format(count=unseen), style="dim")


def tracker_text(view: PlayerView, names: Sequence[str], face: CardFace, width: int | None = None) -> Text:
    """The grid of the deck as ``view`` sees it, the warnings on the hand, where the unseen cards
    can be, each seat's tag, and the legend.

    Given the ``width`` it is shown in, the seat tags break only between two tags, never inside one.
    """
    sightings = track(Knowledge(view))
    by_card: dict[Card, list[Sighting]] = {}
    for sighting in sightings:
        by_card.setdefault(sighting.card, []).append(sighting)
    header = Text(" " * LABEL)
    for code in RANK_CODES:
        header.append(("10" if code == "T" else code).ljust(CELL), style="bold")
    lines = [header]
    for suit in Suit:
        cards = [Card.of(rank, suit) for rank in range(1, 14)]
        label = Text(SUIT_LETTERS[suit] if face.ascii else suit.symbol, style=face.suit_styles[suit])
        unseen = sum(by_card[card][0].place.unseen for card in cards)
        lines.append(_row(label, [_cell(by_card[card][0], view, face) for card in cards], unseen))
    jokers = by_card.get(JOKER, [])
    if jokers:
        cells = [_cell(sighting, view, face) for sighting in jokers]
        lines.append(_row(Text("JK", style=face.joker), cells, sum(s.place.unseen for s in jokers)))
    warnings = warning_text(view, names, face)
    if warnings.plain:
        lines.append(warnings)
    lines.extend(_whereabouts(view, names, sum(s.place.unseen for s in sightings), width))
    lines.extend(Text(_(line).format(mark=RESHUFFLED_MARK), style="dim") for line in LEGEND)
    return Text("\n").join(lines)


def _whereabouts(view: PlayerView, names: Sequence[str], unseen: int, width: int | None) -> list[Text]:
    """How many cards are unseen and where they can be, and each seat's tag with its hand's size,
    on as many lines of ``width`` as the tags need."""
    in_hands = sum(size for seat, size in enumerate(view.hand_sizes) if seat != view.seat)
    count = Text(
        _("Not seen: {unseen} ({stock} in the stock, {hands} in the other hands)").format(
            unseen=unseen, stock=view.stock_size, hands=in_hands
        )
    )
    tags = [Text("Y " + (_("you") if view.seat == HUMAN else names[view.seat]))]
    for step in range(1, view.players):
        seat = (view.seat + step) % view.players
        tags.append(Text(f"{step} ").append(names[seat]).append(f" ({view.hand_sizes[seat]})", style="dim"))
    if width is None:
        return [count, Text(" · ").join(tags)]
    return [count, *packed([tag.append(" ·") for tag in tags[:-1]] + tags[-1:], width)]


def _warnings(view: PlayerView) -> dict[Card, tuple[ClaimWarning, ...]]:
    """The claims each card of the hand would be open to, while the seat is to discard; none otherwise."""
    if view.phase is not Phase.PLAY or view.current != view.seat or view.result is not None:
        return {}
    know = Knowledge(view)
    found = {card: discard_warnings(know, card) for card in dict.fromkeys(view.hand)}
    return {card: warnings for card, warnings in found.items() if warnings}


def hand_marks(view: PlayerView) -> dict[Card, str]:
    """The mark under each card of the hand an opponent could claim if it were thrown now."""
    return {card: MARKS[_worst(warnings)] for card, warnings in _warnings(view).items()}


def _worst(warnings: Sequence[ClaimWarning]) -> Claim:
    return min((warning.claim for warning in warnings), key=SEVERITY.index)


def warning_phrase(warnings: Sequence[ClaimWarning], names: Sequence[str]) -> str:
    """Who could claim a card and how: ``North may pon it; East could go out with it``."""
    return "; ".join(_(PARAPHRASE[warning.claim]).format(name=names[warning.seat]) for warning in warnings)


def selection_warning(view: PlayerView, cards: Sequence[Card], names: Sequence[str]) -> str:
    """Who could claim the one selected card if it were thrown now; nothing for any other selection."""
    if len(cards) != 1:
        return ""
    return warning_phrase(_warnings(view).get(cards[0], ()), names)


def warning_text(view: PlayerView, names: Sequence[str], face: CardFace) -> Text:
    """One line per marked card of the hand: its mark, the card, and who could claim it how."""
    lines = []
    for card, warnings in _warnings(view).items():
        line = Text(f"{MARKS[_worst(warnings)]} ", style="bold").append_text(face.card_text(card))
        lines.append(line.append(": ").append(warning_phrase(warnings, names)))
    return Text("\n").join(lines)


class TrackerPanel(Static):
    """The tracker over the table: every card, seen or not, as the player's view tells it."""

    session: reactive[Session | None] = reactive(None)
    face: reactive[CardFace | None] = reactive(None)

    def on_mount(self) -> None:
        """Say what the panel is and how to close it."""
        self.border_title = _("Card tracker · t back to the table")

    def watch_session(self) -> None:
        self._draw()

    def watch_face(self) -> None:
        self._draw()

    def _draw(self) -> None:
        session, face = self.session, self.face
        if session is None or face is None:
            return
        names = [shown_name(seat.name) for seat in session.seats]
        width = self.scrollable_content_region.width or None
        self.update(tracker_text(session.game.view(HUMAN), names, face, width))

    def on_resize(self) -> None:
        """Break the seat tags afresh for the new width."""
        self._draw()
        redraw_backdrop(self)
