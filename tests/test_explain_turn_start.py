"""A play tried before the turn has started is answered with the ways to start it.

The reason names a chi only when the player could chi the last discard: a
newcomer told to "chi the last discard" goes looking for a claim that the
rules do not give them.
"""

from __future__ import annotations

from sevenbridge.engine.actions import Chi, Discard, Meld, Pass, Pon
from sevenbridge.engine.explain import why_illegal
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import GameState, Phase
from sevenbridge.engine.turns import legal_actions
from support import C, P, play, stacked

STANDARD = load_ruleset("standard")


def at_turn_start(first_hand: str) -> GameState:
    """Seat 0 to start its second turn, after seat 1 threw 5♠ (drawn from the stock)."""
    state = stacked(STANDARD, [first_hand, "TC 2H 3D KD"], "9D 5S 6D 8D")
    state = play(state, "draw", "discard 9D", "draw", "discard 5S")
    assert state.current == 0
    assert state.phase is Phase.TURN_START
    return state


def can_chi(state: GameState) -> bool:
    return any(isinstance(action, Chi) for action in legal_actions(state))


def test_without_a_chi_the_reason_names_only_the_draw() -> None:
    state = at_turn_start("2C 3C 4C KH")
    assert not can_chi(state)
    for action in (Discard(C("KH")), Meld(P("2C 3C 4C")), Pon(), Pass()):
        reason = why_illegal(state, action)
        assert "draw" in reason
        assert "chi" not in reason, reason


def test_with_a_chi_the_reason_names_it_too() -> None:
    state = at_turn_start("6S 7S 4C KH")
    assert can_chi(state)
    for action in (Discard(C("KH")), Pon(), Pass()):
        reason = why_illegal(state, action)
        assert "draw" in reason
        assert "chi" in reason, reason
