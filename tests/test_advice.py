"""The hint: the Hard CPU's decision for the player's seat, from what that seat can see."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sevenbridge.cpu import HardPolicy
from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.advice import advise
from support import hidden_cards_dealt_again, random_position

RULE_SETS = [load_ruleset(name) for name in RULESET_NAMES]


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
