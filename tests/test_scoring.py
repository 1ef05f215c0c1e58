"""Penalty cases for every scoring field, written from the rule book."""

from __future__ import annotations

import pytest

from sevenbridge import hand_penalty, load_ruleset
from sevenbridge.engine.scoring import game_penalties, penalty_working
from support import P

STANDARD = load_ruleset("standard")
JOKER_RULES = load_ruleset("with-joker")
SIMPLE = load_ruleset("simple")
ACE_LOW = load_ruleset("ace-low")


@pytest.mark.parametrize(
    ("cards", "standard", "with_joker", "simple", "ace_low"),
    [
        ("2S 3H 9D", 14, 14, 14, 14),
        ("JS QH KD", 30, 30, 30, 30),
        ("AS", 10, 10, 10, 1),
        ("TS", 10, 10, 10, 10),
        ("7S", 14, 14, 7, 20),
        ("7S 7H 2C", 64, 64, 16, 42),
        ("", 0, 0, 0, 0),
    ],
)
def test_hand_penalty_per_rule_set(cards: str, standard: int, with_joker: int, simple: int, ace_low: int) -> None:
    hand = P(cards)
    assert hand_penalty(hand, STANDARD) == standard
    assert hand_penalty(hand, JOKER_RULES) == with_joker
    assert hand_penalty(hand, SIMPLE) == simple
    assert hand_penalty(hand, ACE_LOW) == ace_low


def test_a_joker_counts_its_points_and_multiplies_the_hand() -> None:
    assert hand_penalty(P("JK 3S"), JOKER_RULES) == (20 + 3) * 5
    assert hand_penalty(P("JK 7S"), JOKER_RULES) == (20 + 7) * 2 * 5
    custom = JOKER_RULES.with_changes(jokers=2, joker_points=0, joker_multiplier=3)
    assert hand_penalty(P("JK JK 4S"), custom) == 4 * 3 * 3


def test_going_out_at_once_doubles_the_others_only_under_double_others() -> None:
    assert hand_penalty(P("KS 2S"), STANDARD, out_at_once=True) == 24
    assert hand_penalty(P("KS 2S"), SIMPLE, out_at_once=True) == 12
    assert hand_penalty(P("KS 7S"), ACE_LOW, out_at_once=True) == 60


def test_custom_ace_points() -> None:
    assert hand_penalty(P("AS AH"), STANDARD.with_changes(ace_points=15)) == 30


def test_the_winner_scores_zero_or_minus_fifty() -> None:
    hands = [P("KS"), P(""), P("2S 3S")]
    assert game_penalties(hands, 1, STANDARD, out_at_once=False) == (10, 0, 5)
    assert game_penalties(hands, 1, STANDARD, out_at_once=True) == (20, 0, 10)
    minus = STANDARD.with_changes(going_out_at_once="winner-minus-50")
    assert game_penalties(hands, 1, minus, out_at_once=True) == (10, -50, 5)
    assert game_penalties(hands, 1, minus, out_at_once=False) == (10, 0, 5)


def test_the_working_shows_each_multiplier() -> None:
    working = penalty_working(P("JK 7S 3H"), JOKER_RULES, out_at_once=True)
    assert (working.points, working.sevens_factor, working.joker_factor, working.out_at_once_factor) == (30, 2, 5, 2)
    assert working.total == 600
    assert working.explain() == "30 ×2 (7s) ×5 (joker) ×2 (out at once) = 600"
