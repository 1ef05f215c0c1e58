"""The best way to put a hand on the table: melds, lay-offs and what is left.

Every level asks the same question before it discards: if I kept these cards,
which of them could go down as melds or lay-offs, and what would the rest cost
me if someone went out now? ``Coverer.cover`` answers it by searching every
partition of the hand into melds (never greedily taking the first meld found),
so a hand like 5♥6♥7♥7♠7♣ is read as a run plus two lone 7s and not the
other way round.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ..engine.cards import JOKER, NATURALS, SEVEN, Card
from ..engine.melds import hand_melds
from ..engine.rules import RuleSet
from ..engine.scoring import card_points

__all__ = ["CARD_WEIGHT", "Cover", "Coverer", "coverer"]

CARD_WEIGHT = 3
"""Extra cost of every card left over, on top of its points: a shorter hand is
closer to going out even when its points are the same."""


@dataclass(frozen=True, slots=True)
class Cover:
    """One way to lay a hand down: ``melds`` to make, cards to ``lay_off`` on the
    table as it stands, and the ``deadwood`` left in hand."""

    melds: tuple[tuple[Card, ...], ...]
    lay_offs: tuple[Card, ...]
    deadwood: tuple[Card, ...]
    penalty: int
    """What ``deadwood`` would cost if another player went out now."""

    @property
    def cost(self) -> int:
        """Penalty plus a charge per card left: what every level minimises."""
        return self.penalty + CARD_WEIGHT * len(self.deadwood)


COVER_MEMORY: Final = 4_000
"""Covers remembered per rule set before the memory starts again: under 2 MB, the hands of about half a game."""


class Coverer:
    """Finds covers under one rule set, remembering hands it has seen.

    The memory only saves time: a cover is a pure function of the hand, the
    cards the table accepts and whether the seat may lay off.
    """

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.points: dict[Card, int] = {card: card_points(card, rules) for card in (*NATURALS, JOKER)}
        self._cache: dict[tuple[tuple[Card, ...], frozenset[Card], bool], Cover] = {}

    def penalty(self, cards: Iterable[Card]) -> int:
        """The penalty of ``cards`` left in hand, with the 7 and joker multipliers."""
        rules = self.rules
        total = 0
        factor = 1
        for card in cards:
            total += self.points[card]
            if card is JOKER:
                factor *= rules.joker_multiplier
            elif card.rank == SEVEN and rules.sevens_double:
                factor *= 2
        return total * factor

    def cover(self, hand: tuple[Card, ...], accepts: frozenset[Card], may_lay_off: bool) -> Cover:
        """The cheapest cover of ``hand`` (sorted); ``accepts`` are the cards the
        table's melds take, usable once the seat has a meld (``may_lay_off``)
        or makes one here."""
        key = (hand, accepts, may_lay_off)
        found = self._cache.get(key)
        if found is None:
            found = self._search(hand, accepts, may_lay_off)
            if len(self._cache) >= COVER_MEMORY:
                self._cache.clear()
            self._cache[key] = found
        return found

    def _search(self, hand: tuple[Card, ...], accepts: frozenset[Card], may_lay_off: bool) -> Cover:
        melds = hand_melds(hand, self.rules)
        best: list[Cover] = []

        def leaf(chosen: tuple[tuple[Card, ...], ...], rest: list[Card]) -> None:
            if chosen or may_lay_off:
                lay_offs = tuple(card for card in rest if card in accepts)
                deadwood = tuple(card for card in rest if card not in accepts)
            else:
                lay_offs, deadwood = (), tuple(rest)
            candidate = Cover(chosen, lay_offs, deadwood, self.penalty(deadwood))
            if not best or (candidate.cost, len(candidate.melds)) < (best[0].cost, len(best[0].melds)):
                best[:] = [candidate]

        def walk(start: int, chosen: tuple[tuple[Card, ...], ...], rest: list[Card]) -> None:
            leaf(chosen, rest)
            for position in range(start, len(melds)):
                meld = melds[position]
                remaining = _take(rest, meld)
                if remaining is not None:
                    walk(position + 1, (*chosen, meld), remaining)

        walk(0, (), list(hand))
        return best[0]


def _take(cards: list[Card], meld: tuple[Card, ...]) -> list[Card] | None:
    """``cards`` without ``meld``'s cards, or ``None`` if any is missing."""
    remaining = list(cards)
    for card in meld:
        if card not in remaining:
            return None
        remaining.remove(card)
    return remaining


@lru_cache(maxsize=16)
def coverer(rules: RuleSet) -> Coverer:
    """The shared ``Coverer`` of ``rules``."""
    return Coverer(rules)
