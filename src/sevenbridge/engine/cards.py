"""Cards, suits and the deck.

Every card is an interned value: ``Card("7H") is Card("7H")``, so cards compare
by identity and hash at C speed, and can be used freely as dictionary keys. The
text form round-trips: ``Card(card.code) is card``. The two jokers a Custom rule
set may use are the same value, so a hand is a multiset of cards.

Cards have no ``<``: a Python-level ordering would slow every ``==`` between
cards, and the engine compares cards in its inner loop. ``sorted_cards`` and
the ``CARD_ORDER`` key give hand order instead.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from enum import StrEnum
from operator import attrgetter
from typing import Any, Final

from ..quoting import quoted
from ..translation import _

__all__ = [
    "CARD_ORDER",
    "JOKER",
    "NATURALS",
    "RANK_CARDS",
    "Card",
    "InvalidCardError",
    "Suit",
    "deck",
    "hand_mask",
    "parse_cards",
    "shuffled",
    "sorted_cards",
    "without",
]


class InvalidCardError(ValueError):
    """Text that does not name a card."""


class Suit(StrEnum):
    """The four suits, in the order cards are sorted within a rank."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit's symbol, e.g. ``♥``."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_ORDER: Final = {suit: position for position, suit in enumerate(Suit)}
_SUIT_SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_FROM_TEXT: Final = {
    **{suit.value: suit for suit in Suit},
    **{symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}
ACE: Final = 1
SEVEN: Final = 7
KING: Final = 13
"""Rank values with a rule of their own; the rest are plain numbers (J 11, Q 12)."""

SUIT_BITS: Final = 14
"""Bits per suit in a hand mask: the ranks ace to king, then one spare bit, where
the ace goes when it ranks above the king. A mask is the sum of its cards' ``bit``."""

RANK_CODES: Final = "A23456789TJQK"
"""Rank codes by rank value: ``RANK_CODES[rank - 1]``; the ace is rank 1."""

_RANK_FROM_TEXT: Final = {code: value for value, code in enumerate(RANK_CODES, start=1)} | {"10": 10}
_JOKER_CODE: Final = "JK"
_TOKEN: Final = re.compile(r"[\s,]+")


class Card:
    """One playing card or the joker.

    ``rank`` is 1 (ace) to 13 (king), 0 for the joker; ``suit`` is ``None`` for
    the joker. ``index`` orders cards by suit, then rank, with the joker last.
    ``bit`` is the card's place in a hand mask (see ``SUIT_BITS``); 0 for the joker.
    """

    __slots__ = ("bit", "code", "index", "rank", "suit", "symbol")

    bit: int
    code: str
    index: int
    rank: int
    suit: Suit | None
    symbol: str

    def __new__(cls, code: str) -> Card:
        """Return the card named by ``code`` (``"7H"``, ``"10♥"``, ``"JK"``)."""
        return _card_from_text(code)

    @classmethod
    def _make(cls, rank: int, suit: Suit | None) -> Card:
        card = object.__new__(cls)
        if suit is None:
            code, symbol, index, bit = _JOKER_CODE, _JOKER_CODE, 52, 0
        else:
            rank_code = RANK_CODES[rank - 1]
            code = rank_code + suit.value
            symbol = ("10" if rank == 10 else rank_code) + suit.symbol
            index = _SUIT_ORDER[suit] * 13 + rank - 1
            bit = 1 << (_SUIT_ORDER[suit] * SUIT_BITS + rank - 1)
        fields = {"bit": bit, "code": code, "index": index, "rank": rank, "suit": suit, "symbol": symbol}
        for name, value in fields.items():
            object.__setattr__(card, name, value)
        return card

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        """The natural card of ``rank`` (1–13) and ``suit``."""
        return NATURALS[_SUIT_ORDER[suit] * 13 + rank - 1]

    @property
    def is_joker(self) -> bool:
        """Whether this card is the joker."""
        return self.suit is None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.symbol

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


NATURALS: Final[tuple[Card, ...]] = tuple(Card._make(rank, suit) for suit in Suit for rank in range(1, 14))
"""The 52 natural cards in ``index`` order."""

RANK_CARDS: Final = {rank: NATURALS[rank - 1 :: KING] for rank in range(ACE, KING + 1)}
"""The four natural cards of each rank, in suit order."""

JOKER: Final = Card._make(0, None)
_BY_CODE: Final = {card.code: card for card in (*NATURALS, JOKER)}


def _card_from_text(text: str) -> Card:
    token = text.strip().upper()
    card = _BY_CODE.get(token)
    if card is not None:
        return card
    if token in ("JOKER", "🃏"):
        return JOKER
    rank = _RANK_FROM_TEXT.get(token[:-1])
    suit = _SUIT_FROM_TEXT.get(token[-1:])
    if rank is None or suit is None:
        raise InvalidCardError(
            _("{card} is not a card: write a rank (A 2-9 T J Q K) and a suit (S H D C), or JK for a joker").format(
                card=quoted(text)
            )
        )
    return NATURALS[_SUIT_ORDER[suit] * 13 + rank - 1]


def parse_cards(text: str) -> list[Card]:
    """Read cards written as ``"7H 8H TH JK"``; commas may separate them too."""
    return [_card_from_text(token) for token in _TOKEN.split(text.strip()) if token]


CARD_ORDER: Final = attrgetter("index")
"""The sort key of hand order: by suit, then rank, the joker last."""


_BIT: Final = attrgetter("bit")


def hand_mask(cards: Iterable[Card]) -> int:
    """The mask of ``cards``: one bit per natural card (see ``SUIT_BITS``); jokers add nothing."""
    return sum(map(_BIT, cards))


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in hand order: by suit, then rank, the joker last."""
    return tuple(sorted(cards, key=CARD_ORDER))


def without(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...]:
    """``hand`` with one copy of each of ``cards`` taken out, the rest in order.

    A card missing from ``hand`` raises ``ValueError``: callers take out only
    cards they know are there.
    """
    remaining = list(hand)
    for card in cards:
        remaining.remove(card)
    return tuple(remaining)


def deck(jokers: int = 0) -> tuple[Card, ...]:
    """A fresh, ordered deck: the 52 naturals followed by ``jokers`` jokers."""
    return NATURALS + (JOKER,) * jokers


def shuffled(cards: tuple[Card, ...], rng: random.Random) -> tuple[Card, ...]:
    """``cards`` in an order drawn from ``rng`` (never from global randomness)."""
    order = list(cards)
    rng.shuffle(order)
    return tuple(order)
