"""The claim window: who may pon a discard, and which chi runs are open.

Pon is offered first, seat by seat in turn order after the discarder; if
nobody takes it, the next player may chi it instead of drawing. Whether a seat
may claim at all (when claims open, keeping a card to discard) and how long a
chi run must be are decided here and nowhere else.
"""

from __future__ import annotations

from typing import Final

from .cards import JOKER, NATURALS, RANK_CARDS, Card
from .melds import chi_runs
from .rules import RuleSet

__all__ = [
    "PON_CARDS",
    "chi_options",
    "claims_opened",
    "may_claim",
    "pon_cards",
    "pon_claimants",
    "seat_chi_options",
]

PON_CARDS = 2
"""Cards of the discard's rank a seat needs in hand to pon."""

_FELLOWS: Final = {card: tuple(other for other in RANK_CARDS[card.rank] if other is not card) for card in NATURALS}
"""The other three cards of each card's rank, in suit order: the cards that pon it."""


def claims_opened(had_turn: tuple[bool, ...], seat: int, rules: RuleSet) -> bool:
    """Whether claims are open to ``seat`` under ``rules.claims_open``: after its own
    first turn, once every seat has had one, or from the deal."""
    opens = rules.claims_open
    if opens == "own-first-turn":
        return had_turn[seat]
    if opens == "second-round":
        return all(had_turn)
    return True


def may_claim(opened: bool, hand_size: int, taken_from_hand: int, rules: RuleSet) -> bool:
    """Whether a seat may claim at all: claims are ``opened`` to it (see
    ``claims_opened``), and the claim leaves it a card to discard when the rules
    demand a final discard."""
    if not opened:
        return False
    return hand_size > taken_from_hand or not rules.final_discard_required


def pon_cards(hand: tuple[Card, ...], discard: Card) -> tuple[Card, ...]:
    """The two cards a pon of ``discard`` melds from ``hand`` (the first two by
    suit order), or ``()`` when the hand cannot pon it. Jokers never help."""
    if discard is JOKER:
        return ()
    matching = [card for card in _FELLOWS[discard] if card in hand]
    return tuple(matching[:PON_CARDS]) if len(matching) >= PON_CARDS else ()


def pon_claimants(
    hands: tuple[tuple[Card, ...], ...], had_turn: tuple[bool, ...], discarder: int, discard: Card, rules: RuleSet
) -> tuple[int, ...]:
    """The seats that may pon ``discard``, in the order they are asked."""
    if discard is JOKER:
        return ()
    first, second, third = _FELLOWS[discard]
    players = len(hands)
    seats = []
    for step in range(1, players):
        seat = (discarder + step) % players
        hand = hands[seat]
        held = (first in hand) + (second in hand) + (third in hand)
        if held >= PON_CARDS and may_claim(claims_opened(had_turn, seat, rules), len(hand), PON_CARDS, rules):
            seats.append(seat)
    return tuple(seats)


def chi_options(hand: tuple[Card, ...], opened: bool, discard: Card | None, rules: RuleSet) -> list[tuple[Card, ...]]:
    """The groups of hand cards the next player may chi ``discard`` with, when
    claims are ``opened`` to them: runs of at least ``rules.chi_min_cards`` cards."""
    if discard is None or discard is JOKER:
        return []
    return _claimable(hand, chi_runs(hand, discard, rules), opened, rules)


def seat_chi_options(
    hand: tuple[Card, ...], had_turn: tuple[bool, ...], seat: int, discard: Card | None, rules: RuleSet
) -> list[tuple[Card, ...]]:
    """``chi_options`` for ``seat`` at the start of its turn. Whether claims are open
    is worked out only once a run exists: most turns have none, and every turn asks."""
    if discard is None or discard is JOKER:
        return []
    runs = chi_runs(hand, discard, rules)
    if not runs:
        return runs
    return _claimable(hand, runs, claims_opened(had_turn, seat, rules), rules)


def _claimable(
    hand: tuple[Card, ...], runs: list[tuple[Card, ...]], opened: bool, rules: RuleSet
) -> list[tuple[Card, ...]]:
    """The ``runs`` a seat may chi: long enough, and leaving a card to discard."""
    if not runs or not may_claim(opened, len(hand), 1, rules):
        return []
    shortest = rules.chi_min_cards - 1
    return [run for run in runs if len(run) >= shortest and may_claim(opened, len(hand), len(run), rules)]
