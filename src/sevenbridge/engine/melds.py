"""Melds: which groups of cards may go on the table, and what may be added.

A run is stored by the rank value of its first card (``low``): 1 is the ace
below the 2, 14 the ace above the king. A joker in a run stands for the card
its position gives, so the table order of a run's cards is its meaning.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import combinations, groupby
from operator import attrgetter
from typing import Final, Literal

from .cards import (
    ACE,
    JOKER,
    KING,
    NATURALS,
    RANK_CARDS,
    RANK_CODES,
    SEVEN,
    SUIT_BITS,
    Card,
    Suit,
    hand_mask,
    sorted_cards,
)
from .rules import RuleSet

__all__ = [
    "End",
    "MeldKind",
    "TableMeld",
    "chi_runs",
    "hand_melds",
    "is_valid_meld",
    "lay_off",
    "layoff_ends",
    "make_meld",
]

End = Literal["low", "high"]
ACE_LOW: Final = ACE
"""The ace's place in a run below the 2."""
ACE_HIGH: Final = KING + 1
"""The ace's place in a run above the king."""
MAX_SET: Final = 4
RUN_MEMORY: Final = 4096
"""Runs remembered per kind of suit pattern: a suit holds few patterns, but a long game of many hands holds more."""
_SUIT: Final = attrgetter("suit")
_SUITS: Final = range(len(Suit))
_ONE_SUIT: Final = (1 << KING) - 1
"""Mask bits of one suit's ace to king."""
_IN_SUIT: Final = sum(_ONE_SUIT << suit * SUIT_BITS for suit in _SUITS)
_LOW_ACES: Final = sum(1 << suit * SUIT_BITS for suit in _SUITS)
_SEVEN_RANK: Final = 1 << (SEVEN - 1)
_SEVEN_PAIRS: Final = sum(0b11 << (suit * SUIT_BITS + SEVEN - 2) for suit in _SUITS)
"""Where a pair of neighbours (6-7 or 7-8) makes a two-card run."""


class MeldKind(StrEnum):
    """What a meld on the table is."""

    SET = "set"
    RUN = "run"
    SEVEN = "seven"
    """A lone 7: it grows into a run with the 6 or 8 of its suit, or a set with a 7."""


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table.

    ``cards`` are in table order; for a run, the card at position ``i`` stands
    for rank value ``low + i``. For a set or a lone 7, ``low`` is the rank.
    ``accepts`` maps each card that could be laid off here to the ends it fits;
    ``accept_mask`` is the ``hand_mask`` of those cards, to test a hand at once.
    """

    owner: int
    cards: tuple[Card, ...]
    kind: MeldKind
    low: int
    accepts: dict[Card, tuple[End | None, ...]] = field(compare=False, repr=False, hash=False)
    accept_mask: int = field(compare=False, repr=False, hash=False)

    def __hash__(self) -> int:
        return hash((self.owner, self.cards, self.kind, self.low))

    @property
    def suit(self) -> Suit | None:
        """The suit of a run or lone 7; ``None`` for a set."""
        if self.kind is MeldKind.SET:
            return None
        return next(card.suit for card in self.cards if card is not JOKER)

    @property
    def high(self) -> int:
        """Rank value of the last position of a run (``low`` for a set)."""
        return self.low + len(self.cards) - 1 if self.kind is MeldKind.RUN else self.low

    def represented(self) -> tuple[str, ...]:
        """Each position's card as a code, jokers replaced by what they stand for."""
        if self.kind is MeldKind.RUN:
            suit = self.suit
            assert suit is not None
            return tuple(_code(self.low + i, suit) for i in range(len(self.cards)))
        rank = RANK_CODES[self.low - 1]
        return tuple(card.code if card is not JOKER else rank + "*" for card in self.cards)


def _code(value: int, suit: Suit) -> str:
    return RANK_CODES[(value - 1) % 13] + suit.value


def _run_cap(low: int, ace_high: bool) -> int:
    """The highest rank value a run starting at ``low`` may reach (no wrap, one ace)."""
    return ACE_HIGH if ace_high and low > ACE_LOW else KING


def _accepts(kind: MeldKind, cards: tuple[Card, ...], low: int, rules: RuleSet) -> dict[Card, tuple[End | None, ...]]:
    size = len(cards)
    if kind is MeldKind.SEVEN:
        suit = cards[0].suit
        assert suit is not None
        others = [Card.of(SEVEN, other) for other in Suit if other is not suit]
        return {
            Card.of(SEVEN - 1, suit): ("low",),
            Card.of(SEVEN + 1, suit): ("high",),
            **dict.fromkeys(others, (None,)),
        }
    if kind is MeldKind.SET:
        if size >= MAX_SET:
            return {}
        present = set(cards)
        rank_suits = [Card.of(low, suit) for suit in Suit]
        accepts: dict[Card, tuple[End | None, ...]] = {card: (None,) for card in rank_suits if card not in present}
        accepts[JOKER] = (None,)
        return accepts
    suit = next(card.suit for card in cards if card is not JOKER)
    assert suit is not None
    high = low + size - 1
    ends: dict[Card, list[End]] = {}
    if low > ACE_LOW and not (low - 1 == ACE_LOW and high == ACE_HIGH):
        ends.setdefault(Card.of(low - 1, suit), []).append("low")
        ends.setdefault(JOKER, []).append("low")
    if high < _run_cap(low, rules.ace_high):
        ends.setdefault(Card.of(high % 13 + 1, suit), []).append("high")
        ends.setdefault(JOKER, []).append("high")
    return {card: (sides[0],) if len(sides) == 1 else tuple(sides) for card, sides in ends.items()}


def make_meld(owner: int, kind: MeldKind, cards: tuple[Card, ...], low: int, rules: RuleSet) -> TableMeld:
    """A table meld with its lay-off targets worked out once."""
    accepts = _accepts(kind, cards, low, rules)
    if not rules.jokers:
        accepts.pop(JOKER, None)
    return TableMeld(owner, cards, kind, low, accepts, hand_mask(accepts))


def _as_run(naturals: Sequence[Card], jokers: int, ace_high: bool) -> tuple[int, tuple[Card, ...]] | None:
    """``low`` and table order of the highest legal run of these same-suit cards, if any."""
    count = len(naturals)
    total = count + jokers
    if total < 2 or (total == 2 and (jokers or all(card.rank != SEVEN for card in naturals))):
        return None
    placements = [{card.rank: card for card in naturals}]
    if ace_high and ACE_LOW in placements[0]:
        placements.append({(ACE_HIGH if card.rank == ACE_LOW else card.rank): card for card in naturals})
    best: tuple[int, int, dict[int, Card]] | None = None
    for by_value in placements:
        if len(by_value) != count:
            return None
        low, high = min(by_value), max(by_value)
        spare = jokers - (high - low + 1 - count)
        if spare < 0:
            continue
        top = min(high + spare, _run_cap(low, ace_high))
        bottom = low - (spare - (top - high))
        if bottom < ACE_LOW or (bottom == ACE_LOW and top == ACE_HIGH):
            continue
        if best is None or top > best[1]:
            best = (bottom, top, by_value)
    if best is None:
        return None
    bottom, top, by_value = best
    return bottom, tuple(by_value.get(value, JOKER) for value in range(bottom, top + 1))


def classify(cards: Iterable[Card], rules: RuleSet) -> tuple[MeldKind, tuple[Card, ...], int] | None:
    """Kind, table order and ``low`` of a meld made of ``cards``, or ``None``.

    Where a joker could stand at either end of a run, it takes the end that
    keeps the run legal and higher.
    """
    group = tuple(cards)
    naturals = [card for card in group if card is not JOKER]
    jokers = len(group) - len(naturals)
    if not naturals or jokers > rules.jokers or (jokers and len(naturals) < 2):
        return None
    first = naturals[0]
    if len(group) == 1:
        return (MeldKind.SEVEN, group, SEVEN) if first.rank == SEVEN else None
    if all(card.rank == first.rank for card in naturals):
        if len(set(naturals)) != len(naturals) or len(group) > MAX_SET:
            return None
        if len(group) < 3 and first.rank != SEVEN:
            return None
        ordered = sorted_cards(naturals) + (JOKER,) * jokers
        return MeldKind.SET, ordered, first.rank
    if any(card.suit is not first.suit for card in naturals):
        return None
    run = _as_run(naturals, jokers, rules.ace_high)
    if run is None:
        return None
    return MeldKind.RUN, run[1], run[0]


def is_valid_meld(cards: Iterable[Card], rules: RuleSet) -> bool:
    """Whether ``cards``, taken from a hand, may be melded together."""
    return classify(cards, rules) is not None


def layoff_ends(meld: TableMeld, card: Card) -> tuple[End | None, ...]:
    """Where ``card`` may be laid off on ``meld``: the run ends it fits, ``(None,)``
    for a set, ``()`` where it does not fit. Only with two ends is there a choice."""
    return meld.accepts.get(card, ())


def lay_off(meld: TableMeld, card: Card, end: End | None, rules: RuleSet) -> TableMeld:
    """``meld`` with ``card`` added at ``end`` (which must be one of ``layoff_ends``)."""
    ends = meld.accepts[card]
    side = end if end is not None else ends[0]
    if meld.kind is MeldKind.SEVEN:
        if card.rank == SEVEN:
            return make_meld(meld.owner, MeldKind.SET, sorted_cards((*meld.cards, card)), SEVEN, rules)
        low = SEVEN - 1 if side == "low" else SEVEN
        cards = (card, *meld.cards) if side == "low" else (*meld.cards, card)
        return make_meld(meld.owner, MeldKind.RUN, cards, low, rules)
    if meld.kind is MeldKind.SET:
        naturals = sorted_cards(c for c in (*meld.cards, card) if c is not JOKER)
        jokers = len(meld.cards) + 1 - len(naturals)
        return make_meld(meld.owner, MeldKind.SET, (*naturals, *(JOKER,) * jokers), meld.low, rules)
    if side == "low":
        return make_meld(meld.owner, MeldKind.RUN, (card, *meld.cards), meld.low - 1, rules)
    return make_meld(meld.owner, MeldKind.RUN, (*meld.cards, card), meld.low, rules)


def _intervals(values: list[int]) -> Iterator[tuple[int, int]]:
    """Every interval of consecutive values in sorted, distinct ``values``."""
    start = 0
    for stop in range(1, len(values) + 1):
        if stop == len(values) or values[stop] != values[stop - 1] + 1:
            for i in range(start, stop):
                for j in range(i + 1, stop):
                    yield values[i], values[j]
            start = stop


@lru_cache(maxsize=RUN_MEMORY)
def _natural_runs(suited: tuple[Card, ...], ace_high: bool) -> tuple[tuple[Card, ...], ...]:
    """Every run of natural cards in ``suited`` (one suit, sorted by card), without jokers."""
    by_value = {card.rank: card for card in suited}
    if ace_high and ACE_LOW in by_value:
        by_value[ACE_HIGH] = by_value[ACE_LOW]
    runs = []
    for low, high in _intervals(sorted(by_value)):
        if low == ACE_LOW and high == ACE_HIGH:
            continue
        if high - low >= 2 or low <= SEVEN <= high:
            runs.append(sorted_cards(by_value[value] for value in range(low, high + 1)))
    return tuple(runs)


def _may_hold_run(mask: int, ace_high: bool) -> bool:
    """Whether the cards of ``mask`` hold a natural run: three in a row, or a 7
    beside its 6 or 8. A quick test that spares most hands the search."""
    if ace_high:
        mask |= (mask & _LOW_ACES) << KING
    pairs = mask & (mask >> 1) & _IN_SUIT
    return bool(pairs & (pairs >> 1) or pairs & _SEVEN_PAIRS)


def _set_ranks(mask: int, jokers: int) -> int:
    """The ranks a set can be made of, as bits (bit ``rank - 1``): three cards of the
    rank (two, with a joker to hand), or a 7, which is a meld on its own."""
    a = mask & _ONE_SUIT
    b = mask >> SUIT_BITS & _ONE_SUIT
    c = mask >> 2 * SUIT_BITS & _ONE_SUIT
    d = mask >> 3 * SUIT_BITS
    sevens = (a | b | c | d) & _SEVEN_RANK
    if jokers:
        return (a & (b | c | d)) | (b & (c | d)) | (c & d) | sevens
    return (a & b & (c | d)) | ((a | b) & c & d) | sevens


def _sets(mask: int, jokers: int, ranks: int) -> list[tuple[Card, ...]]:
    """Every set (and lone 7) of the cards in ``mask`` with ``jokers`` to hand, of the
    ranks set in ``ranks`` (see ``_set_ranks``), lowest rank first."""
    melds: list[tuple[Card, ...]] = []
    while ranks:
        lowest = ranks & -ranks
        ranks ^= lowest
        rank = lowest.bit_length()
        same = tuple(card for card in RANK_CARDS[rank] if card.bit & mask)
        if rank == SEVEN:
            melds.extend((seven,) for seven in same)
        smallest = 2 if rank == SEVEN else 3
        for size in range(2, min(len(same), MAX_SET) + 1):
            for group in combinations(same, size):
                for wild in range(min(jokers, MAX_SET - size) + 1):
                    if size + wild >= smallest:
                        melds.append(group + (JOKER,) * wild)
    return melds


@lru_cache(maxsize=RUN_MEMORY)
def _runs_with_jokers(suited: tuple[Card, ...], jokers: int, ace_high: bool) -> tuple[tuple[Card, ...], ...]:
    """Every run of some of ``suited`` (one suit, sorted by card) with up to ``jokers``
    jokers, each once. Remembered like ``_natural_runs``: a suit holds few patterns."""
    found: dict[tuple[Card, ...], None] = {}
    for size in range(2, len(suited) + 1):
        for group in combinations(suited, size):
            for wild in range(jokers + 1):
                if _as_run(group, wild, ace_high) is not None:
                    found[group + (JOKER,) * wild] = None
    return tuple(found)


def hand_melds(hand: tuple[Card, ...], rules: RuleSet) -> list[tuple[Card, ...]]:
    """Every distinct meld that can be made from ``hand``, each sorted by card.

    The order is deterministic: sets by rank, then runs by suit and position.
    """
    ordered = sorted_cards(hand)
    jokers = ordered.count(JOKER)
    if jokers:
        mask = hand_mask(ordered)
        melds = _sets(mask, jokers, _set_ranks(mask, jokers))
        for _, group in groupby(ordered[:-jokers], _SUIT):
            suited = tuple(group)
            if len(suited) >= 2:
                melds.extend(_runs_with_jokers(suited, jokers, rules.ace_high))
        return melds
    return natural_melds(ordered, hand_mask(ordered), rules.ace_high)


def natural_melds(hand: tuple[Card, ...], mask: int, ace_high: bool) -> list[tuple[Card, ...]]:
    """``hand_melds`` for a hand sorted by card, holding no joker, whose ``hand_mask``
    is ``mask``: the engine's inner loop."""
    ranks = _set_ranks(mask, 0)
    melds = _sets(mask, 0, ranks) if ranks else []
    if not _may_hold_run(mask, ace_high):
        return melds
    for _, group in groupby(hand, _SUIT):
        suited = tuple(group)
        if len(suited) >= 2:
            melds.extend(_natural_runs(suited, ace_high))
    return melds


def _neighbours(card: Card, ace_high: bool) -> tuple[Card, ...]:
    """The cards a run may hold next to ``card``: its suit's rank below and above."""
    assert card.suit is not None
    values = [card.rank - 1, card.rank + 1]
    if ace_high and card.rank in (ACE, KING):
        values.append(ACE if card.rank == KING else KING)
    return tuple(Card.of(value, card.suit) for value in values if ACE <= value <= KING)


_NEIGHBOURS: Final = {ace_high: {card: _neighbours(card, ace_high) for card in NATURALS} for ace_high in (False, True)}


def chi_runs(hand: tuple[Card, ...], discard: Card, rules: RuleSet) -> list[tuple[Card, ...]]:
    """The groups of natural cards from ``hand`` that make a run with ``discard``."""
    if discard is JOKER:
        return []
    for neighbour in _NEIGHBOURS[rules.ace_high][discard]:
        if neighbour in hand:
            break
    else:
        return []
    suited = [card for card in hand if card.suit is discard.suit]
    suited.append(discard)
    runs = _natural_runs(sorted_cards(suited), rules.ace_high)
    return [tuple(card for card in run if card is not discard) for run in runs if discard in run]
