"""A CPU's reason about the joker says what the joker costs where it is weighed: it joins any meld,
so a joker thrown or melded is about its multiplier (or its points), never "connects with nothing"."""

from __future__ import annotations

import pytest

from sevenbridge.cpu import LEVELS, Reason, cpu_player, reason_brief, reason_text
from sevenbridge.cpu.knowledge import Knowledge
from sevenbridge.cpu.reasons import Notes, Weighed, reason_for
from sevenbridge.engine.actions import Action, Discard, Meld
from sevenbridge.engine.cards import JOKER
from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.engine.state import GameState
from sevenbridge.engine.turns import apply_action, legal_actions, new_game
from sevenbridge.translation import use_language
from support import C, P, play, stacked

CLASSIC = load_ruleset("japanese-classic")
WITH_JOKER = load_ruleset("with-joker")
TWO_JOKERS = WITH_JOKER.with_changes(jokers=2)
NOT_ABOUT_A_JOKER = {"loose", "dead", "keep", "cheapest", "meld", "lay-off"}
"""Kinds that speak of a card's neighbours or points alone, which say nothing true of a joker under a multiplier."""
GAMES = 6
"""Whole games per rule set, enough for every level to throw and meld jokers."""


def drawn(rules: RuleSet, hand: str) -> GameState:
    """Seat 0 holds ``hand`` and has drawn 4♠; seat 1 holds little."""
    return play(stacked(rules, [hand, "2D 6D TD QC"], "4S 5S 6S 8S"), "draw")


def weighed_joker_first(state: GameState) -> Notes:
    """Notes where throwing the joker leaves the cheapest hand and every discard is as safe."""
    hand = state.hands[0]
    return Notes(
        weighed=[Weighed(card, 0.0 if card is JOKER else 10.0 + index, 0.0) for index, card in enumerate(hand)]
    )


def joker_discard(rules: RuleSet) -> tuple[Action, Reason]:
    state = drawn(rules, "JK 2S 5H 9D KC QH")
    action = Discard(JOKER)
    know = Knowledge(state.view(0))
    return action, reason_for(know, action, weighed_joker_first(state), legal_actions(state))


def test_a_joker_thrown_under_a_multiplier_says_the_multiplier_not_that_it_connects_with_nothing() -> None:
    action, reason = joker_discard(CLASSIC)
    assert reason == Reason("joker-risk", (JOKER,), count=0, factor=5)
    assert reason_text(action, reason, "Southwest") == (
        "Southwest discards JK: it joins any meld, but left in hand it would multiply the penalty by 5"
    )
    assert reason_brief(reason) == "avoids ×5"


def test_a_joker_thrown_without_a_multiplier_says_its_points() -> None:
    action, reason = joker_discard(WITH_JOKER.with_changes(joker_multiplier=1))
    assert reason == Reason("joker-points", (JOKER,), count=20)
    assert reason_text(action, reason) == "Discard JK: it joins any meld, but left in hand it would cost 20"


def test_a_meld_with_the_joker_says_it_takes_the_multiplier_out_of_the_hand_too() -> None:
    state = drawn(WITH_JOKER, "AH AC JK 9D KC QH")
    action = Meld((C("AH"), C("AC"), JOKER))
    reason = reason_for(Knowledge(state.view(0)), action, Notes(), legal_actions(state))
    assert reason.kind == "meld-joker"
    assert reason_text(action, reason) == (
        f"Meld A♥ A♣ JK: it takes {reason.count} points out of the hand, and the joker, "
        "which left in hand would multiply the penalty by 5"
    )


def test_a_meld_without_the_joker_says_its_points_alone() -> None:
    state = drawn(WITH_JOKER, "AH AC AD JK KC QH")
    action = Meld(tuple(P("AH AC AD")))
    reason = reason_for(Knowledge(state.view(0)), action, Notes(), legal_actions(state))
    assert reason.kind == "meld"


def test_the_joker_reasons_are_told_in_japanese() -> None:
    use_language("ja")
    action, reason = joker_discard(CLASSIC)
    said = reason_text(action, reason, "南西")
    assert "5" in said
    assert "multiply" not in said
    assert "×5" in reason_brief(reason)


@pytest.mark.parametrize(
    "rules", [CLASSIC, WITH_JOKER, WITH_JOKER.with_changes(jokers=2)], ids=["classic", "one", "two"]
)
def test_no_cpu_says_a_joker_connects_with_nothing_or_counts_only_its_points(rules: RuleSet) -> None:
    """Whole games of Easy, Normal and Hard: every joker they throw or meld is given a joker's reason."""
    about_jokers = 0
    for seed in range(GAMES):
        state = new_game(rules, len(LEVELS), seed=seed, dealer=seed % len(LEVELS))
        players = [cpu_player(level, seed=seed) for level in LEVELS]
        while state.result is None:
            legal = legal_actions(state)
            decision = players[state.to_act].decide(state.view(state.to_act), legal)
            action = decision.action
            if len(legal) > 1 and (action == Discard(JOKER) or (isinstance(action, Meld) and JOKER in action.cards)):
                about_jokers += 1
                assert decision.reason.kind not in NOT_ABOUT_A_JOKER, (seed, action, decision.reason)
            state = apply_action(state, action)
    assert about_jokers > 0
