"""The actions a seat can take: small frozen values that compare by meaning.

``Meld`` and ``Chi`` hold their cards sorted, so the order a caller gives them
in never matters. Actions of every kind sort together (by kind, then fields),
which keeps ``legal_actions`` and anything built on it deterministic.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card, sorted_cards
from .melds import End

__all__ = ["Action", "Chi", "Discard", "Draw", "IllegalAction", "LayOff", "Meld", "Pass", "Pon"]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class Action:
    """Base of every action; subclasses are frozen dataclasses."""

    __slots__ = ()
    _order: ClassVar[int]

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __lt__(self, other: Action) -> bool:
        return (self._order, self._key()) < (other._order, other._key())

    def describe(self) -> str:
        """The action in words, e.g. ``discard 9♣``."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the stock to start the turn."""

    _order = 0

    def describe(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Chi(Action):
    """Take the previous player's discard and meld it in a run with ``cards``.

    ``cards`` are the cards from the hand only, not the discard.
    """

    cards: tuple[Card, ...]
    _order = 1

    def __init__(self, cards: Iterable[Card]) -> None:
        object.__setattr__(self, "cards", sorted_cards(cards))

    def _key(self) -> tuple[Any, ...]:
        return tuple(card.index for card in self.cards)

    def describe(self) -> str:
        return "chi with " + " ".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class Pon(Action):
    """Take the discard and meld it with two cards of its rank."""

    _order = 2

    def describe(self) -> str:
        return "pon"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline to pon."""

    _order = 3

    def describe(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Put ``cards`` from the hand on the table as a new meld."""

    cards: tuple[Card, ...]
    _order = 4

    def __init__(self, cards: Iterable[Card]) -> None:
        object.__setattr__(self, "cards", sorted_cards(cards))

    @classmethod
    def of_sorted(cls, cards: tuple[Card, ...]) -> Meld:
        """A meld of ``cards`` already sorted by card (the engine's fast path)."""
        meld = object.__new__(cls)
        object.__setattr__(meld, "cards", cards)
        return meld

    def _key(self) -> tuple[Any, ...]:
        return tuple(card.index for card in self.cards)

    def describe(self) -> str:
        return "meld " + " ".join(map(str, self.cards))


@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """Add ``card`` to ``state.melds[meld]``; ``end`` only where either end fits."""

    card: Card
    meld: int
    end: End | None = None
    _order = 5

    def _key(self) -> tuple[Any, ...]:
        return (self.card.index, self.meld, self.end or "")

    def describe(self) -> str:
        where = f" at the {self.end} end" if self.end else ""
        return f"lay off {self.card}{where}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put ``card`` face up on the discard pile, ending the turn."""

    card: Card
    _order = 6

    def _key(self) -> tuple[Any, ...]:
        return (self.card.index,)

    def describe(self) -> str:
        return f"discard {self.card}"
