"""Penalty points: what a hand left in play costs when someone goes out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import ACE, JOKER, SEVEN, Card
from .rules import RuleSet

__all__ = [
    "WINNER_MINUS",
    "Penalty",
    "card_points",
    "drawn_penalties",
    "game_penalties",
    "hand_penalty",
    "penalty_working",
]

WINNER_MINUS = -50
"""The winner's score for going out at once under ``winner-minus-50``."""

FACE_POINTS = 10
"""What a J, Q or K counts under ``face_points = "ten"`` (and the most a 2-10 does)."""


def card_points(card: Card, rules: RuleSet) -> int:
    """What one card left in hand counts before multipliers."""
    if card is JOKER:
        return rules.joker_points
    if card.rank == ACE:
        return rules.ace_points
    if card.rank == SEVEN:
        return rules.seven_points
    if rules.face_points == "rank":
        return card.rank
    return min(card.rank, FACE_POINTS)


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty with its working, for the score sheet."""

    points: int
    """Sum of the cards' points."""
    sevens_factor: int
    joker_factor: int
    out_at_once_factor: int
    total: int

    def explain(self) -> str:
        """The working in one line, e.g. ``27 ×2 (7) ×2 (out at once) = 108``."""
        parts = [str(self.points)]
        for factor, why in (
            (self.sevens_factor, "7s"),
            (self.joker_factor, "joker"),
            (self.out_at_once_factor, "out at once"),
        ):
            if factor != 1:
                parts.append(f"×{factor} ({why})")
        return " ".join(parts) + f" = {self.total}"


def penalty_working(cards: Iterable[Card], rules: RuleSet, *, out_at_once: bool = False) -> Penalty:
    """The penalty of a hand, with each multiplier shown."""
    hand = tuple(cards)
    points = sum(card_points(card, rules) for card in hand)
    sevens = 2 ** sum(card.rank == SEVEN for card in hand) if rules.sevens_double else 1
    jokers = rules.joker_multiplier ** hand.count(JOKER)
    doubled = 2 if out_at_once and rules.going_out_at_once == "double-others" else 1
    return Penalty(points, sevens, jokers, doubled, points * sevens * jokers * doubled)


def hand_penalty(cards: Iterable[Card], rules: RuleSet, *, out_at_once: bool = False) -> int:
    """The penalty of a hand left when someone else went out (``out_at_once``: that player went out at once)."""
    return penalty_working(cards, rules, out_at_once=out_at_once).total


def game_penalties(
    hands: Sequence[Sequence[Card]], winner: int, rules: RuleSet, *, out_at_once: bool
) -> tuple[int, ...]:
    """Every seat's penalty for a game that ``winner`` went out of."""
    winner_score = WINNER_MINUS if out_at_once and rules.going_out_at_once == "winner-minus-50" else 0
    return tuple(
        winner_score if seat == winner else hand_penalty(hand, rules, out_at_once=out_at_once)
        for seat, hand in enumerate(hands)
    )


def drawn_penalties(hands: Sequence[Sequence[Card]], rules: RuleSet) -> tuple[int, ...]:
    """Every seat's penalty for a drawn game: nothing, or under ``drawn_game_pays``
    each hand as if someone else had gone out (never at once)."""
    if not rules.drawn_game_pays:
        return (0,) * len(hands)
    return tuple(hand_penalty(hand, rules) for hand in hands)
