"""Invariants of random legal play over every rule set and 2–6 players.

``SEVENBRIDGE_HYPOTHESIS=long`` runs many more games than the default profile.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge import (
    RULESET_NAMES,
    Action,
    Discard,
    GameState,
    IllegalAction,
    LayOff,
    Meld,
    Phase,
    RuleSet,
    apply_action,
    hand_penalty,
    legal_actions,
    load_ruleset,
    new_game,
)
from sevenbridge.engine.cards import deck
from support import all_cards, full_deck

MAX_ACTIONS = 3000
"""No game comes near this: the stock is rebuilt at most ten times and each claim shrinks a hand."""

CUSTOM_OPTIONS = st.fixed_dictionaries(
    {
        "jokers": st.integers(0, 2),
        "ace_high": st.booleans(),
        "final_discard_required": st.booleans(),
        "claims_in_first_round": st.booleans(),
        "stock_empty": st.sampled_from(["reshuffle", "draw"]),
        "max_reshuffles": st.integers(0, 10),
        "going_out_at_once": st.sampled_from(["double-others", "winner-minus-50", "none"]),
    }
)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    base = load_ruleset(draw(st.sampled_from(RULESET_NAMES)))
    if draw(st.booleans()):
        return base.model_copy(update=draw(CUSTOM_OPTIONS))
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


def check_scoring(state: GameState) -> None:
    result = state.result
    assert result is not None
    if result.winner is None:
        assert result.penalties == (0,) * state.players
        return
    assert state.hands[result.winner] == ()
    for seat, hand in enumerate(state.hands):
        if seat == result.winner:
            assert result.penalties[seat] in (0, -50)
        else:
            assert result.penalties[seat] == hand_penalty(hand, state.rules, rummy=result.rummy)


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
    for _ in range(MAX_ACTIONS):
        check_invariants(state)
        if state.result is not None:
            break
        state = apply_action(state, rng.choice(legal_actions(state)))
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
