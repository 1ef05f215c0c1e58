"""A player who must keep a card to discard is told so, not that the card fits nowhere.

With ``final_discard_required`` a player goes out only by discarding, so no
lay-off, meld, chi or pon may take the last card from the hand. When that is
what stops a move, the reason says it, for every meld the player might try.
"""

from __future__ import annotations

from sevenbridge.engine.actions import Chi, Draw, LayOff, Meld, Pon
from sevenbridge.engine.explain import why_illegal
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import GameState, Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.translation import use_language
from support import C, P, play, stacked

STANDARD = load_ruleset("standard")
LAST_CARD = "keep it to discard"
KEEP_ONE = "keep a card to discard"


def down_to_the_ace() -> GameState:
    """Ann (seat 0) has her hearts run down and only A♣ left; West has 2♣–7♣ on the table, which A♣ fits."""
    state = stacked(STANDARD, ["7H 8H 9H AC", "2C 3C 4C 5C 6C 7C KS"], "JS 2D TH 4S 5S")
    state = play(state, "draw", "meld 7H 8H 9H", "discard JS", "draw", "meld 2C 3C 4C 5C 6C 7C", "discard 2D")
    state = play(state, "draw", LayOff(C("TH"), 0))
    assert state.hands[0] == (C("AC"),)
    assert state.phase is Phase.PLAY
    return state


def test_the_last_card_may_not_be_laid_off_on_any_meld_and_every_meld_says_why() -> None:
    state = down_to_the_ace()
    assert C("AC") in state.melds[1].accepts
    assert not [action for action in legal_actions(state) if isinstance(action, LayOff)]
    for meld in range(len(state.melds)):
        reason = why_illegal(state, LayOff(C("AC"), meld))
        assert reason == "A♣ is your last card: keep it to discard, as you go out only by discarding."


def test_a_meld_of_the_whole_hand_says_a_card_must_stay_to_discard() -> None:
    state = play(stacked(STANDARD, ["7H 7S", "KS QS"], "7D 2D"), Draw())
    assert KEEP_ONE in why_illegal(state, Meld(P("7H 7S 7D")))
    assert "meld" in why_illegal(state, Meld(P("7H 7S 7D")))


def test_a_chi_of_the_whole_hand_says_a_card_must_stay_to_discard() -> None:
    state = stacked(STANDARD, ["8C 9C", "TC 2H 3D"], "4S 5S 6S")
    state = play(state, "draw", "discard 4S", "draw", "discard TC")
    assert state.current == 0
    assert state.phase is Phase.TURN_START
    assert not [action for action in legal_actions(state) if isinstance(action, Chi)]
    reason = why_illegal(state, Chi(P("8C 9C")))
    assert KEEP_ONE in reason
    assert "chi" in reason


def test_a_pon_the_player_was_not_offered_for_want_of_a_card_to_keep_is_explained() -> None:
    state = stacked(STANDARD, ["9S 9D", "9C 2H 3D"], "4S 5S 6S")
    state = play(state, "draw", "discard 4S", "draw", "discard 9C")
    assert state.current == 0
    assert state.phase is Phase.TURN_START
    assert why_illegal(state, Pon()) == ("You could not pon 9♣: you must keep a card to discard.")


def test_without_the_final_discard_the_last_card_is_refused_only_where_it_does_not_fit() -> None:
    rules = STANDARD.with_changes(final_discard_required=False)
    state = stacked(rules, ["7H 8H 9H AC", "2C 3C 4C 5C 6C 7C KS"], "JS 2D TH 4S 5S")
    state = play(state, "draw", "meld 7H 8H 9H", "discard JS", "draw", "meld 2C 3C 4C 5C 6C 7C", "discard 2D")
    state = play(state, "draw", LayOff(C("TH"), 0))
    assert LayOff(C("AC"), 1) in legal_actions(state) or LayOff(C("AC"), 1, "low") in legal_actions(state)
    assert why_illegal(state, LayOff(C("AC"), 0)) == "A♣ does not fit that meld."


def test_the_reasons_are_told_in_japanese() -> None:
    use_language("ja")
    state = down_to_the_ace()
    reasons = {why_illegal(state, LayOff(C("AC"), meld)) for meld in range(len(state.melds))}
    assert len(reasons) == 1
    (reason,) = reasons
    assert "A♣" in reason
    assert LAST_CARD not in reason
