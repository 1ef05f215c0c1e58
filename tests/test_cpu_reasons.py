"""CPU reasons: the same decisions as ``choose``, reasons drawn from what the policy weighed, one sentence each."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sevenbridge.cpu import (
    LEVELS,
    HardPolicy,
    Level,
    NormalPolicy,
    Reason,
    cpu_player,
    reason_brief,
    reason_text,
    reason_why,
)
from sevenbridge.engine.actions import Chi, Discard, Draw, LayOff, Meld, Pass, Pon, parse_action
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.engine.state import GameState
from sevenbridge.engine.turns import apply_action, legal_actions, new_game
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.advice import advise
from sevenbridge.play.session import Session, start_session
from support import random_position

RULE_SETS = [load_ruleset(name) for name in RULESET_NAMES]
DISCARD_KINDS = {"out", "hold", "careless", "safer", "loose", "dead", "keep", "joker-risk", "joker-points", "cheapest"}
KINDS_OF = {
    Discard: DISCARD_KINDS,
    Meld: {"meld", "meld-joker", "meld-out"},
    LayOff: {"lay-off", "lay-off-joker"},
    Pon: {"pon", "claim-out"},
    Pass: {"pass-breaks-run", "pass-breaks-set", "pass-worse", "pass-queue"},
    Chi: {"chi", "claim-out"},
    Draw: {"draw-not-chi"},
}
"""The kinds of reason each action may be given, besides ``only`` when it was the one legal action."""


def stacked(hands: list[str], stock: str, actions: list[str]) -> GameState:
    """A standard game dealt by hand (seat 0 first), played through ``actions``."""
    players = len(hands)
    state = new_game(
        load_ruleset("standard"),
        players,
        dealer=players - 1,
        hands=[parse_cards(hand) for hand in hands],
        stock=parse_cards(stock),
    )
    for action in actions:
        state = apply_action(state, parse_action(action))
    return state


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULE_SETS),
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=120),
    level=st.sampled_from(LEVELS),
)
def test_decide_takes_the_action_choose_takes_with_a_reason_of_its_kind(
    rules: RuleSet, players: int, seed: int, steps: int, level: Level
) -> None:
    state = random_position(rules, players, seed, steps)
    assume(state.result is None)
    policy = cpu_player(level, seed=seed)
    view, legal = state.view(state.to_act), legal_actions(state)
    decision = policy.decide(view, legal)
    assert decision.action == policy.choose(view, legal)
    allowed = {"only"} if len(legal) == 1 else KINDS_OF[type(decision.action)]
    assert decision.reason.kind in allowed
    assert reason_text(decision.action, decision.reason, "North").startswith("North ")


def test_a_card_that_connects_with_nothing_is_thrown_for_it() -> None:
    """Seat 0 has a run down and holds 8♥ Q♦ K♦ 5♣ J♣: the J♣ has no neighbour and no partner."""
    state = stacked(
        ["2S 3S 4S KD 8H 5C QD", "AS 3D 5S 8S TS QS 6D"],
        "9C 2H JC 4C",
        ["draw", "meld 2S 3S 4S", "discard 9C", "draw", "discard 2H", "draw"],
    )
    for policy in (HardPolicy(1), NormalPolicy(1)):
        decision = policy.decide(state.view(0), legal_actions(state))
        assert decision.action == Discard(Card("JC"))
        assert decision.reason == Reason("loose", (Card("JC"),), count=10)
        assert reason_text(decision.action, decision.reason) == "Discard J♣: it connects with nothing and costs 10"


def test_a_dead_card_names_the_cards_it_would_have_made_a_meld_with() -> None:
    """Seat 0 threw 3♦ and holds A♦ 2♦: the run is dead, but A♠ A♥ A♣ are unseen, so only the run may be called dead.

    The hint (Hard's advice) throws A♦ and says so. Normal, which does not track
    the cards it has seen, keeps the dead near-run and throws another card."""
    state = stacked(
        ["3D AD 2D 8S 9S TS KC", "AS AH 6D 8H JC TD QH"],
        "QC 2C 9H 4H 5H",
        ["draw", "discard 3D", "draw", "discard 2C", "draw", "meld 8S 9S TS"],
    )
    decision = advise(state)
    assert decision.action == Discard(Card("AD"))
    assert decision.reason == Reason("dead", (Card("AD"),), (Card("2D"),), count=10)
    why = "the cards that would make a meld of it with 2♦ are all gone, and it costs 10"
    assert reason_text(decision.action, decision.reason) == f"Discard A♦: {why}"
    assert reason_why(decision.reason) == why
    assert reason_brief(decision.reason) == "dead with 2♦"
    normal = NormalPolicy(1).choose(state.view(0), legal_actions(state))
    assert isinstance(normal, Discard)
    assert normal.card not in parse_cards("AD 2D")


def test_a_pon_says_which_pair_it_completes() -> None:
    state = stacked(
        ["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS", "4C 5C 6C 8S 2S 3S KS"],
        "2H 3H 4H 5D 6H",
        ["draw", "discard 2H", "draw", "discard 9C"],
    )
    decision = HardPolicy(1).decide(state.view(0), legal_actions(state))
    assert decision.action == Pon()
    assert reason_text(decision.action, decision.reason, "Ann") == (
        "Ann pons 9♣: the set with 9♠ 9♦ leaves a cheaper hand than waiting for a draw"
    )


def test_a_pon_that_goes_out_says_so() -> None:
    """Seat 0 has melded four 9s and holds 5♠ 5♥ 8♣; West throws 5♣: pon, meld, throw 8♣ and out."""
    state = stacked(
        ["5S 5H 8C 9D 9H 9S 9C", "5C 4S 6D 8H JC TD AS", "2C 3C 4D 8S 2S 3S KS"],
        "KD 2H 3H 4H",
        ["draw", "meld 9D 9H 9S 9C", "discard KD", "draw", "discard 5C"],
    )
    for decision in (advise(state), NormalPolicy(1).decide(state.view(0), legal_actions(state))):
        assert decision.action == Pon()
        assert decision.reason == Reason("claim-out", (Card("5C"),), tuple(parse_cards("5S 5H")))
    assert reason_text(decision.action, decision.reason) == "Pon 5♣: it is a step to going out this turn"
    assert reason_brief(decision.reason) == "on its way out"


def test_a_chi_that_goes_out_says_so() -> None:
    """Seat 0 holds 5♠ 6♠ 8♣ after its meld; East, before it, throws 7♠: chi, throw 8♣ and out."""
    state = stacked(
        ["5S 6S 8C 9D 9H 9S 9C", "2D 4S 6D 8H JC TD AS", "2C 3C 4D 7S 2S 3S KS"],
        "KD 2H 3H 4H",
        ["draw", "meld 9D 9H 9S 9C", "discard KD", "draw", "discard 2H", "draw", "discard 7S"],
    )
    decision = advise(state)
    assert isinstance(decision.action, Chi)
    assert decision.reason == Reason("claim-out", tuple(parse_cards("5S 6S")), (Card("7S"),))
    assert reason_text(decision.action, decision.reason) == "Chi 7♠ with 5♠ 6♠: it is a step to going out this turn"


def test_easy_says_it_passes_a_pon_that_would_jump_the_queue() -> None:
    """Seat 2 throws the third king of seat 0's pair: a pon would skip seat 3."""
    rules = load_ruleset("standard").with_changes(claims_open="immediately")
    hands = ["KS KH 2C 4C 9S 3H 5C", "2S 4S 6S 8S TS QS AH", "KD 3S 5S 9H JH 3D 5D", "2D 4D 6D 8D TD QD AC"]
    state = new_game(rules, 4, dealer=1, seed=3, hands=[parse_cards(hand) for hand in hands])
    state = apply_action(apply_action(state, Draw()), Discard(Card("KD")))
    assert state.to_act == 0
    decision = cpu_player("easy", seed=1).decide(state.view(0), legal_actions(state))
    assert decision.action == Pass()
    assert reason_text(decision.action, decision.reason, "Ann") == (
        "Ann passes on K♦: it claims only a discard that starts its own turn"
    )


def test_hard_says_when_it_holds_its_melds_back() -> None:
    state = stacked(
        ["9S 9D 9C 2H 3H 4H KD", "AS 3S 5S 8S TS QS 6D", "AH 6H 8H TH QH AD 3D", "2D 4D 6C 8D TD AC 3C"],
        "JC 5C",
        ["draw"],
    )
    decision = HardPolicy(1).decide(state.view(0), legal_actions(state))
    assert isinstance(decision.action, Discard)
    assert decision.reason.kind == "hold"
    assert set(decision.reason.other) == set(parse_cards("9S 9D 9C 2H 3H 4H"))


def test_a_saved_match_gives_back_the_reasons_it_was_played_with() -> None:
    """Reasons are not written to the save: loading asks each CPU again, and it says the same."""
    session: Session = start_session(load_ruleset("standard"), ["Ann", "W", "N"], [None, "hard", "easy"], seed=3)
    while len(session.actions) < 30 and session.game.result is None:
        if session.waiting_for_human:
            session = session.apply(legal_actions(session.game)[0])
        else:
            decision = session.cpu_decision()
            session = session.apply(decision.action, decision.reason)
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    assert loaded.session.reasons == session.reasons
    assert sum(reason is not None for reason in session.reasons) >= 10


@pytest.mark.parametrize("level", LEVELS)
def test_a_reason_costs_choose_nothing(level: Level) -> None:
    """``choose`` leaves no notes behind: a second ``decide`` on the same policy gives the same reason."""
    state = random_position(load_ruleset("standard"), 4, 5, 9)
    policy = cpu_player(level, seed=2)
    view, legal = state.view(state.to_act), legal_actions(state)
    first = policy.decide(view, legal)
    policy.choose(view, legal)
    assert policy.decide(view, legal) == first


def test_reasons_stay_beside_their_actions_when_the_actions_are_cut_short() -> None:
    """A session whose actions were cut back (as taking moves back does) pairs new moves with their own reasons."""
    session = start_session(load_ruleset("standard"), ["Ann", "W"], [None, "hard"], seed=4)
    session = session.apply(Draw())
    session = session.apply(Discard(session.game.hands[0][0]))
    decision = session.cpu_decision()
    played = session.apply(decision.action, decision.reason)
    assert played.reason(2) == decision.reason
    cut = replace(played, game=session.game, actions=session.actions)
    assert cut.reason(2) is None
    again = cut.apply(decision.action)
    assert again.reasons == (None, None, None)
    assert again.reason(2) is None


def test_a_dead_card_with_several_partners_names_them_as_alternatives() -> None:
    """West (seat 1) holds 5♠ beside 4♠ and 5♥: every card that would make a meld of either is seen."""
    state = random_position(load_ruleset("standard"), 2, 225, 50)
    decision = HardPolicy(1).decide(state.view(state.current), legal_actions(state))
    assert decision.reason == Reason("dead", (Card("5S"),), (Card("4S"), Card("5H")), count=5)
    assert (
        reason_why(decision.reason)
        == "the cards that would make a meld of it with 4♠ or 5♥ are all gone, and it costs 5"
    )
    assert reason_brief(decision.reason) == "dead with 4♠/5♥"
