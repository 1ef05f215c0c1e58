"""The CPUs' reasons and the hints in Japanese: one whole sentence for every kind of decision, no English left."""

from __future__ import annotations

import re
from typing import Final, get_args

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sevenbridge.cpu import LEVELS, HardPolicy, Level, Reason, cpu_player, reason_brief, reason_text, reason_why
from sevenbridge.cpu.reasons import ReasonKind
from sevenbridge.engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.translation import use_language
from support import play, random_position, stacked

STANDARD: Final = load_ruleset("standard")

ENGLISH_WORD: Final = re.compile(r"[A-Za-z]{3,}")
"""A word of three or more ASCII letters: no card or suit is written so."""

PAIR: Final = tuple(parse_cards("8C 9C"))
ACTION_OF: Final[dict[ReasonKind, Action]] = {
    "only": Draw(),
    "pon": Pon(),
    "pass-breaks-run": Pass(),
    "pass-breaks-set": Pass(),
    "pass-worse": Pass(),
    "pass-queue": Pass(),
    "chi": Chi(PAIR),
    "draw-not-chi": Draw(),
    "meld": Meld(parse_cards("7H 8H 9H")),
    "meld-out": Meld(parse_cards("7H 8H 9H")),
    "lay-off": LayOff(Card("TH"), 0),
}
"""The action each kind of reason is given for; every other kind is a discard's."""


@pytest.fixture(autouse=True)
def japanese() -> None:
    use_language("ja")


def english(text: str) -> list[str]:
    return ENGLISH_WORD.findall(text)


def test_the_hint_for_a_card_that_connects_with_nothing() -> None:
    state = play(
        stacked(STANDARD, ["2S 3S 4S KD 8H 5C QD", "AS 3D 5S 8S TS QS 6D"], "9C 2H JC 4C"),
        *("draw", "meld 2S 3S 4S", "discard 9C", "draw", "discard 2H", "draw"),
    )
    decision = HardPolicy(1).decide(state.view(0), legal_actions(state))
    advice = reason_text(decision.action, decision.reason)
    assert advice == "J♣ を捨てる: どのカードともつながらず、持っていると10点の失点です"
    told = reason_text(decision.action, decision.reason, "北")
    assert told == "北は J♣ を捨てました: どのカードともつながらず、持っていると10点の失点です"


def test_the_hint_for_a_dead_card_names_the_cards_it_would_have_made_a_meld_with() -> None:
    hands = ["3D AD 2D 8S 9S TS KC", "AS AH 6D 8H JC TD QH"]
    state = play(
        stacked(STANDARD, hands, "QC 2C 9H 4H 5H"),
        *("draw", "discard 3D", "draw", "discard 2C", "draw", "meld 8S 9S TS"),
    )
    decision = HardPolicy(1).decide(state.view(0), legal_actions(state))
    assert reason_text(decision.action, decision.reason) == (
        "A♦ を捨てる: 2♦ と役を作るのに必要なカードはすべて出てしまい、持っていると10点の失点です"
    )
    assert reason_brief(decision.reason) == "2♦ との待ちなし"


def test_a_dead_card_with_several_partners_names_them_as_alternatives() -> None:
    state = random_position(STANDARD, 2, 225, 50)
    decision = HardPolicy(1).decide(state.view(state.current), legal_actions(state))
    assert reason_why(decision.reason) == (
        "4♠ か 5♥ と役を作るのに必要なカードはすべて出てしまい、持っていると5点の失点です"
    )
    assert reason_brief(decision.reason) == "4♠/5♥ との待ちなし"


def test_a_pon_says_which_pair_it_completes() -> None:
    hands = ["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS", "4C 5C 6C 8S 2S 3S KS"]
    state = play(stacked(STANDARD, hands, "2H 3H 4H 5D 6H"), "draw", "discard 2H", "draw", "discard 9C")
    decision = HardPolicy(1).decide(state.view(0), legal_actions(state))
    assert reason_text(decision.action, decision.reason, "西") == (
        "西は 9♣ をポンしました: 9♠ 9♦ と同数の役になり、次に引くより失点が減ります"
    )


def test_a_card_kept_for_its_live_partners_counts_them() -> None:
    reason = Reason("keep", (Card("JC"),), PAIR, 3)
    assert reason_text(Discard(Card("JC")), reason) == "J♣ を捨てて 8♣ 9♣ を残す: つながるカードがまだ3枚残っています"
    assert reason_why(Reason("keep", (Card("JC"),), PAIR, 1)) == "8♣ 9♣ を残す: つながるカードがまだ1枚残っています"
    use_language("en")
    assert reason_why(Reason("keep", (Card("JC"),), PAIR, 1)) == "keeping 8♣ 9♣: one live card connects them"
    assert reason_why(reason) == "keeping 8♣ 9♣: three live cards connect them"


@pytest.mark.parametrize("kind", get_args(ReasonKind))
def test_every_kind_of_reason_is_a_whole_japanese_sentence(kind: ReasonKind) -> None:
    action = ACTION_OF.get(kind, Discard(Card("JC")))
    reason = Reason(kind, (Card("JC"),), PAIR, 2)
    advice, told, why = reason_text(action, reason), reason_text(action, reason, "北西"), reason_why(reason)
    assert (english(advice), english(told), english(why)) == ([], [], [])
    assert told.startswith("北西は")
    because = why.split(": ")[-1]
    assert advice.endswith(f": {because}")
    assert told.endswith(f": {because}")
    use_language("en")
    assert reason_text(action, reason) != advice, "the English differs from the Japanese"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from([load_ruleset(name) for name in RULESET_NAMES]),
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=120),
    level=st.sampled_from(LEVELS),
)
def test_every_decision_a_cpu_makes_is_explained_in_japanese(
    rules: RuleSet, players: int, seed: int, steps: int, level: Level
) -> None:
    use_language("ja")
    state = random_position(rules, players, seed, steps)
    assume(state.result is None)
    decision = cpu_player(level, seed=seed).decide(state.view(state.to_act), legal_actions(state))
    for said in (reason_text(decision.action, decision.reason), reason_text(decision.action, decision.reason, "東")):
        assert english(said) == []
    assert english(reason_why(decision.reason)) == []
