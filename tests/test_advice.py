"""The hint: the Hard CPU's decision for the player's seat, from what that seat can see."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sevenbridge.cpu import HardPolicy
from sevenbridge.engine.cards import sorted_cards
from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.engine.state import GameState
from sevenbridge.engine.turns import apply_action, legal_actions, new_game
from sevenbridge.play.advice import advise

RULE_SETS = [load_ruleset(name) for name in RULESET_NAMES]


def random_position(rules: RuleSet, players: int, seed: int, steps: int) -> GameState:
    """A position reached by ``steps`` random legal actions, or the game's end."""
    rng = random.Random(seed)
    state = new_game(rules, players, seed=seed, dealer=seed % players)
    for _ in range(steps):
        if state.result is not None:
            break
        state = apply_action(state, rng.choice(legal_actions(state)))
    return state


def hidden_cards_dealt_again(state: GameState, seed: int) -> GameState:
    """The same position for the seat to act, with every card it cannot see (other hands, the stock) moved about."""
    seat = state.to_act
    others = [index for index in range(state.players) if index != seat]
    hidden = [card for index in others for card in state.hands[index]] + list(state.stock)
    random.Random(seed).shuffle(hidden)
    hands = list(state.hands)
    for index in others:
        size = len(hands[index])
        hands[index] = sorted_cards(hidden[:size])
        hidden = hidden[size:]
    return state.replace(hands=tuple(hands), stock=tuple(hidden))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULE_SETS),
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=120),
)
def test_the_hint_is_the_same_whatever_the_cards_the_player_cannot_see(
    rules: RuleSet, players: int, seed: int, steps: int
) -> None:
    state = random_position(rules, players, seed, steps)
    assume(state.result is None)
    other = hidden_cards_dealt_again(state, seed + 1)
    assume(other.hands != state.hands or other.stock != state.stock)
    assert advise(other) == advise(state)


def test_the_hint_is_what_a_hard_cpu_in_that_seat_would_do() -> None:
    state = random_position(load_ruleset("standard"), 4, 11, 17)
    assert state.result is None
    decision = advise(state)
    assert decision == HardPolicy(seed=12345).decide(state.view(state.to_act), legal_actions(state))
    assert decision.action in legal_actions(state)


def test_a_finished_game_has_no_hint() -> None:
    state = random_position(load_ruleset("standard"), 2, 1, 10_000)
    assert state.result is not None
    with pytest.raises(ValueError, match="over"):
        advise(state)
