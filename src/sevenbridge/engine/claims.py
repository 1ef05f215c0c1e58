"""The claim window: who may pon a discard, and which chi runs are open.

Pon is offered first, seat by seat in turn order after the discarder; if
nobody takes it, the next player may chi it instead of drawing. Whether a seat
may claim at all (first-round rule, keeping a card to discard) is decided here
and nowhere else.
"""

from __future__ import annotations

from typing import Final

from .cards import JOKER, NATURALS, RANK_CARDS, Card
from .melds import chi_runs
from .rules import RuleSet

__all__ = ["PON_CARDS", "chi_options", "may_claim", "pon_cards", "pon_claimants"]

PON_CARDS = 2
"""Cards of the discard's rank a seat needs in hand to pon."""

_FELLOWS: Final = {card: tuple(other for other in RANK_CARDS[card.rank] if other is not card) for card in NATURALS}
"""The other three cards of each card's rank, in suit order: the cards that pon it."""


def may_claim(had_turn: bool, hand_size: int, taken_from_hand: int, rules: RuleSet) -> bool:
    """Whether a seat may claim at all: its first turn is behind it (unless the
    rules allow claims in the first round), and the claim leaves it a card to
    discard when the rules demand a final discard."""
    if not (had_turn or rules.claims_in_first_round):
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
        if held >= PON_CARDS and may_claim(had_turn[seat], len(hand), PON_CARDS, rules):
            seats.append(seat)
    return tuple(seats)


def chi_options(hand: tuple[Card, ...], had_turn: bool, discard: Card | None, rules: RuleSet) -> list[tuple[Card, ...]]:
    """The groups of hand cards the next player may chi ``discard`` with."""
    if discard is None or discard is JOKER or not may_claim(had_turn, len(hand), 1, rules):
        return []
    return [run for run in chi_runs(hand, discard, rules) if may_claim(had_turn, len(hand), len(run), rules)]
