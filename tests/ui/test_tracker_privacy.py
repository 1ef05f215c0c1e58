"""The tracker and the warning marks show the public record and nothing more.

Two positions that differ only in what the player cannot see (the other hands
and the order of the stock) must give the same tracker, the same warnings and
the same marks under the hand; a difference would tell the player a hidden card.
"""

from __future__ import annotations

import random

from faces_support import FACE
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge import RULESET_NAMES, GameState, Phase, RuleSet, apply_action, legal_actions, load_ruleset, new_game
from sevenbridge.cpu.danger import discard_warnings
from sevenbridge.cpu.knowledge import Knowledge
from sevenbridge.cpu.tracker import track
from sevenbridge.ui.table.tracker import hand_marks, tracker_text, warning_text
from tracker_support import hidden_shuffled

NAMES = ("You", "Southwest", "Northwest", "North", "Northeast", "Southeast")


def a_decision(rules: RuleSet, players: int, seed: int, turn: int) -> GameState:
    """A game played at random until seat 0 is about to discard for the ``turn``-th time (or as late as it gets)."""
    rng = random.Random(seed)
    state = new_game(rules, players, dealer=rng.randrange(players), seed=seed)
    found = state
    turns = 0
    while state.result is None and turns < turn:
        if state.phase is Phase.PLAY and state.current == 0:
            found = state
            turns += 1
        state = apply_action(state, rng.choice(legal_actions(state)))
    return found


@given(
    ruleset=st.sampled_from(RULESET_NAMES),
    face_up=st.booleans(),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    turn=st.integers(1, 12),
    reshuffle=st.integers(0, 2**32),
)
def test_tracker_and_warnings_depend_only_on_what_the_player_can_see(
    ruleset: str, face_up: bool, players: int, seed: int, turn: int, reshuffle: int
) -> None:
    rules = load_ruleset(ruleset).with_changes(first_discard_face_up=face_up) if face_up else load_ruleset(ruleset)
    state = a_decision(rules, players, seed, turn)
    other = hidden_shuffled(state, random.Random(reshuffle))
    assert other.hands[0] == state.hands[0]
    assert other.stock_size == state.stock_size
    names = NAMES[:players]
    mine, theirs = state.view(0), other.view(0)
    assert track(Knowledge(mine)) == track(Knowledge(theirs))
    for card in set(state.hands[0]):
        assert discard_warnings(Knowledge(mine), card) == discard_warnings(Knowledge(theirs), card)
    assert hand_marks(mine) == hand_marks(theirs)
    assert tracker_text(mine, names, FACE) == tracker_text(theirs, names, FACE)
    assert warning_text(mine, names, FACE) == warning_text(theirs, names, FACE)
