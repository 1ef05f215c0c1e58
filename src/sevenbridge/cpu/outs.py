"""Near-melds and their outs: which cards would finish them.

A pair waits for a third card of its rank; two cards of a suit one or two
apart wait for the card that closes the gap or extends them. An out that the
seat has already seen (in its hand, a meld or the discard pile) is dead, so a
near-meld whose outs are all gone is worth nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ..engine.cards import JOKER, Card, Suit
from ..engine.melds import ACE_HIGH, ACE_LOW
from ..engine.rules import RuleSet

__all__ = ["NearMeld", "near_melds", "run_neighbours", "run_partners"]

NearMeld = tuple[Card, Card, tuple[Card, ...]]
"""Two cards that are one card short of a meld, and the cards that would finish them."""


def _values(card: Card, ace_high: bool) -> tuple[int, ...]:
    """The positions a card may take in a run (an ace has two with ``ace_high``)."""
    if card.rank == ACE_LOW and ace_high:
        return (ACE_LOW, ACE_HIGH)
    return (card.rank,)


def _at(value: int, suit: Suit, ace_high: bool) -> Card | None:
    """The card of ``suit`` at run position ``value``, if the rules have one."""
    top = ACE_HIGH if ace_high else ACE_HIGH - 1
    if not ACE_LOW <= value <= top:
        return None
    return Card.of(ACE_LOW if value == ACE_HIGH else value, suit)


def _run_outs(first: Card, second: Card, rules: RuleSet) -> tuple[Card, ...]:
    """The cards that would make a run of two same-suit cards, if they are close."""
    suit = first.suit
    assert suit is not None
    ace_high = rules.ace_high
    for a in _values(first, ace_high):
        for b in _values(second, ace_high):
            low, high = min(a, b), max(a, b)
            if high - low == 1:
                ends = (_at(low - 1, suit, ace_high), _at(high + 1, suit, ace_high))
                return tuple(card for card in ends if card is not None)
            if high - low == 2:
                middle = _at(low + 1, suit, ace_high)
                return (middle,) if middle is not None else ()
    return ()


def run_neighbours(card: Card, rules: RuleSet) -> frozenset[Card]:
    """The cards of ``card``'s suit close enough to make a run with it: one or two run
    positions away, the queen and king beside an ace where the rules run Q-K-A."""
    return _neighbourhood(card, rules.ace_high)


@cache
def _neighbourhood(card: Card, ace_high: bool) -> frozenset[Card]:
    suit = card.suit
    if suit is None:
        return frozenset()
    found = (_at(value + step, suit, ace_high) for value in _values(card, ace_high) for step in (-2, -1, 1, 2))
    return frozenset(near for near in found if near is not None)


def near_melds(cards: tuple[Card, ...], rules: RuleSet) -> Iterator[NearMeld]:
    """Every near-meld among ``cards``, with its outs (seen or not)."""
    naturals = [card for card in cards if card is not JOKER]
    for i, first in enumerate(naturals):
        for second in naturals[i + 1 :]:
            if first.rank == second.rank:
                others = tuple(Card.of(first.rank, suit) for suit in Suit if suit not in (first.suit, second.suit))
                yield first, second, others
            elif first.suit is second.suit:
                outs = _run_outs(first, second, rules)
                if outs:
                    yield first, second, outs


def run_partners(card: Card, rules: RuleSet) -> list[tuple[Card, Card]]:
    """The pairs of same-suit cards that make a three-card run with ``card``."""
    suit = card.suit
    if suit is None:
        return []
    ace_high = rules.ace_high
    partners = []
    for value in _values(card, ace_high):
        for first, second in ((value - 2, value - 1), (value - 1, value + 1), (value + 1, value + 2)):
            low, high = _at(first, suit, ace_high), _at(second, suit, ace_high)
            if low is not None and high is not None and min(first, value) >= ACE_LOW:
                partners.append((low, high))
    return partners
