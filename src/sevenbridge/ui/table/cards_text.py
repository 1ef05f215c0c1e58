"""How cards look at the table: short labels, hearts and diamonds in red.

Every widget that shows a card goes through here, so a card reads the same in
the hand, the melds, the discard pile and the log.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from rich.text import Text

from ...engine.cards import Card
from ...engine.melds import TableMeld
from ..host import HandOrder

__all__ = [
    "BACK",
    "backs_text",
    "card_label",
    "card_style",
    "card_text",
    "cards_text",
    "meld_text",
    "sort_hand",
]

RED: Final = "bold #ff5f5f"
BLACK: Final = "bold"
JOKER_STYLE: Final = "bold magenta"
BACK: Final = "▮"
BACK_STYLE: Final = "#5f87d7"


def card_label(card: Card) -> str:
    """The card in at most three cells: ``10♥``, ``Q♠``, ``JK`` (the card's own text, as the engine writes it)."""
    return card.symbol


def card_style(card: Card) -> str:
    """Red for hearts and diamonds, magenta for the joker, bold otherwise."""
    if card.suit is None:
        return JOKER_STYLE
    return RED if card.suit.is_red else BLACK


def card_text(card: Card) -> Text:
    """One card as styled text."""
    return Text(card_label(card), style=card_style(card))


def cards_text(cards: Iterable[Card], separator: str = " ") -> Text:
    """Several cards as styled text."""
    return Text(separator).join(card_text(card) for card in cards)


def meld_text(meld: TableMeld) -> Text:
    """A meld in table order; a joker shows the card it stands for (``JK=8♥``)."""
    represented = meld.represented()
    parts = []
    for card, code in zip(meld.cards, represented, strict=True):
        part = card_text(card)
        if card.is_joker:
            part.append("=" + _represented_label(code), style="dim")
        parts.append(part)
    return Text("[").append_text(Text(" ").join(parts)).append("]")


def _represented_label(code: str) -> str:
    """``8H`` → ``8♥``; a set's joker code (``9*``) shows only its rank."""
    if code.endswith("*"):
        return code[:-1].replace("T", "10")
    return Card(code).symbol


def backs_text(count: int) -> Text:
    """A hand seen from across the table: one card back per card, then the count."""
    return Text(BACK * count, style=BACK_STYLE).append(f" {count}", style="dim")


def sort_hand(cards: Iterable[Card], order: HandOrder) -> tuple[Card, ...]:
    """The hand sorted by suit (then rank) or by rank (then suit); jokers last."""
    if order == "suit":
        return tuple(sorted(cards, key=lambda card: card.index))
    return tuple(sorted(cards, key=lambda card: (card.is_joker, card.rank, card.index)))
