"""The hand in the player's own order: cards moved by hand stay where they were put as the hand changes.

A hand can hold the same card twice (two jokers), so cards are matched by
count, never looked up by value alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ...engine.cards import Card

__all__ = ["kept_order", "moved", "same_cards"]


def kept_order(shown: Sequence[Card], hand: Iterable[Card]) -> tuple[Card, ...]:
    """``hand`` in the order of ``shown``: the cards still held stay in place, new ones go at the right end.

    New cards keep the order ``hand`` gives them, so pass it sorted.
    """
    left = Counter(hand)
    kept = []
    for card in shown:
        if left[card]:
            left[card] -= 1
            kept.append(card)
    held = Counter(kept)
    new = []
    for card in hand:
        if held[card]:
            held[card] -= 1
        else:
            new.append(card)
    return (*kept, *new)


def moved(cards: Sequence[Card], start: int, end: int) -> tuple[Card, ...]:
    """``cards`` with the card at ``start`` taken out and put back at ``end`` (both 0-based)."""
    order = list(cards)
    order.insert(end, order.pop(start))
    return tuple(order)


def same_cards(one: Sequence[Card], other: Sequence[Card]) -> bool:
    """Whether two hands hold the same cards, in any order."""
    return Counter(one) == Counter(other)
