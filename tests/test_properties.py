"""Invariants of random legal play over every rule set and 2–6 players.

``SEVENBRIDGE_HYPOTHESIS=long`` runs many more games than the default profile.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sevenbridge import (
    RULESET_NAMES,
    Action,
    Card,
    Chi,
    Discard,
    GameState,
    IllegalAction,
    LayOff,
    Meld,
    Phase,
    Pon,
    RuleSet,
    apply_action,
    hand_penalty,
    legal_actions,
    load_ruleset,
    new_game,
)
from sevenbridge.engine.cards import ACE, JOKER, SEVEN, deck
from sevenbridge.engine.match import new_match
from support import all_cards, full_deck

MAX_ACTIONS = 3000
"""No game comes near this: the stock is rebuilt at most ten times and each claim shrinks a hand."""

CUSTOM_OPTIONS = st.fixed_dictionaries(
    {
        "jokers": st.integers(0, 2),
        "ace_high": st.booleans(),
        "final_discard_required": st.booleans(),
        "claims_open": st.sampled_from(["own-first-turn", "second-round", "immediately"]),
        "chi_min_cards": st.integers(2, 3),
        "face_points": st.sampled_from(["ten", "rank"]),
        "drawn_game_pays": st.booleans(),
        "next_dealer": st.sampled_from(["rotate", "winner"]),
        "first_discard_face_up": st.booleans(),
        "stock_empty": st.sampled_from(["reshuffle", "draw"]),
        "max_reshuffles": st.integers(0, 10),
        "going_out_at_once": st.sampled_from(["double-others", "winner-minus-50", "none"]),
    }
)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    base = load_ruleset(draw(st.sampled_from(RULESET_NAMES)))
    if draw(st.booleans()):
        return base.with_changes(**draw(CUSTOM_OPTIONS))
    return base


def check_invariants(state: GameState) -> None:
    assert all_cards(state) == full_deck(state.rules)
    legal = legal_actions(state)
    assert (state.result is None) == bool(legal)
    assert (state.phase is Phase.GAME_OVER) == (state.result is not None)
    if state.result is None and state.rules.final_discard_required:
        assert all(state.hands), "a hand went empty although a final discard is required"
    if state.phase is not Phase.CLAIM:
        assert state.to_act == state.current


def claims_were_open(state: GameState) -> bool:
    """The rule book's ``claims_open``, written out again: may ``state.to_act`` claim now?"""
    opens = state.rules.claims_open
    if opens == "own-first-turn":
        return state.had_turn[state.to_act]
    if opens == "second-round":
        return all(state.had_turn)
    return True


def check_claim(state: GameState, action: object, after: GameState) -> None:
    """A pon or chi happens only once claims are open, and a chi makes a run as long as the rules ask."""
    if isinstance(action, (Pon, Chi)):
        assert claims_were_open(state)
    if isinstance(action, Chi):
        assert len(after.melds[-1].cards) >= state.rules.chi_min_cards


def reference_penalty(hand: tuple[Card, ...], rules: RuleSet, out_at_once: bool) -> int:
    """The penalty of ``hand`` worked out from the rule book, independently of the engine."""
    points = 0
    factor = 1
    for card in hand:
        if card is JOKER:
            points += rules.joker_points
            factor *= rules.joker_multiplier
        elif card.rank == ACE:
            points += rules.ace_points
        elif card.rank == SEVEN:
            points += rules.seven_points
            factor *= 2 if rules.sevens_double else 1
        elif card.rank > 10:
            points += card.rank if rules.face_points == "rank" else 10
        else:
            points += card.rank
    doubled = 2 if out_at_once and rules.going_out_at_once == "double-others" else 1
    return points * factor * doubled


def check_scoring(state: GameState) -> None:
    result = state.result
    assert result is not None
    rules = state.rules
    if result.winner is None:
        expected = tuple(reference_penalty(hand, rules, False) if rules.drawn_game_pays else 0 for hand in state.hands)
        assert result.penalties == expected
        return
    assert state.hands[result.winner] == ()
    for seat, hand in enumerate(state.hands):
        if seat == result.winner:
            assert result.penalties[seat] == (
                -50 if result.out_at_once and rules.going_out_at_once == "winner-minus-50" else 0
            )
        else:
            assert result.penalties[seat] == reference_penalty(hand, rules, result.out_at_once)
            assert result.penalties[seat] == hand_penalty(hand, rules, out_at_once=result.out_at_once)


def unlisted_actions(state: GameState, rng: random.Random) -> list[Action]:
    """A few actions that look plausible but are not in ``legal_actions``."""
    cards = list(deck(2))
    candidates: list[Action] = [
        Discard(rng.choice(cards)),
        Meld(rng.sample(cards, rng.randint(1, 4))),
        LayOff(rng.choice(cards), rng.randint(0, 6), rng.choice([None, "low", "high"])),
    ]
    legal = set(legal_actions(state))
    return [action for action in candidates if action not in legal]


@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_random_legal_play_keeps_every_invariant_and_ends(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, players, seed=seed, dealer=seed % players)
    assert len(state.discards) == (1 if rules.first_discard_face_up else 0)
    for _ in range(MAX_ACTIONS):
        check_invariants(state)
        if state.result is not None:
            break
        action = rng.choice(legal_actions(state))
        after = apply_action(state, action)
        check_claim(state, action, after)
        state = after
    else:
        raise AssertionError("the game did not end")
    check_scoring(state)


@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_actions_not_listed_are_refused_and_change_nothing(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, players, seed=seed)
    while state.result is None:
        snapshot = (state.phase, state.to_act, state.hands, state.melds, state.discards, state.stock, state.history)
        for action in unlisted_actions(state, rng):
            with pytest.raises(IllegalAction, match=r"\w"):
                apply_action(state, action)
        assert (state.phase, state.to_act, state.hands, state.melds, state.discards, state.stock, state.history) == (
            snapshot
        )
        state = apply_action(state, rng.choice(legal_actions(state)))


@given(seed=st.integers(0, 2**32))
def test_the_same_seed_replays_the_same_game(seed: int) -> None:
    rules = load_ruleset("with-joker")

    def finish() -> GameState:
        rng = random.Random(seed)
        state = new_game(rules, 4, seed=seed)
        while state.result is None:
            state = apply_action(state, rng.choice(legal_actions(state)))
        return state

    assert finish() == finish()


@settings(max_examples=20)
@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_a_match_deals_by_its_next_dealer_rule(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(rules.with_changes(games_per_match=3), players, seed=seed, first_dealer=seed % players)
    dealer = match.dealer
    while not match.is_over:
        state = match.next_game()
        assert state.dealer == dealer
        while state.result is None:
            state = apply_action(state, rng.choice(legal_actions(state)))
        match = match.record(state.result)
        winner = state.result.winner
        dealer = winner if winner is not None and rules.next_dealer == "winner" else (dealer + 1) % players
        if not match.is_over:
            assert match.dealer == dealer
