"""CPU levels: they play only legal actions, see only their own seat, and repeat themselves."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sevenbridge import (
    RULESET_NAMES,
    Action,
    Discard,
    GameState,
    Meld,
    Pass,
    Phase,
    Pon,
    RuleSet,
    apply_action,
    legal_actions,
    load_ruleset,
    new_game,
    parse_cards,
)
from sevenbridge.cpu import LEVELS, EasyPolicy, HardPolicy, Level, NormalPolicy, cpu_player
from sevenbridge.play.session import start_session
from support import hidden_cards_dealt_again, random_position

CUSTOM_OPTIONS = (
    {"jokers": 2},
    {"final_discard_required": False},
    {"claims_open": "immediately"},
    {"jokers": 2, "final_discard_required": False, "claims_open": "immediately", "ace_high": False},
    {"stock_empty": "draw"},
    {"max_reshuffles": 0, "sevens_double": False, "going_out_at_once": "winner-minus-50"},
)


def _rule_sets() -> list[RuleSet]:
    named = [load_ruleset(name) for name in RULESET_NAMES]
    custom = [load_ruleset("with-joker").with_changes(**options) for options in CUSTOM_OPTIONS]
    return named + custom


RULE_SETS = _rule_sets()
NAMES = ("North", "East", "South", "West")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULE_SETS),
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=120),
    level=st.sampled_from(LEVELS),
)
def test_a_policy_only_returns_legal_actions(rules: RuleSet, players: int, seed: int, steps: int, level: Level) -> None:
    state = random_position(rules, players, seed, steps)
    if state.result is not None:
        return
    policy = cpu_player(level, seed=seed)
    legal = legal_actions(state)
    assert policy.choose(state.view(state.to_act), legal) in legal


@pytest.mark.parametrize(
    "rules", RULE_SETS, ids=lambda rules: f"{rules.name}-{rules.jokers}-{rules.final_discard_required}"
)
def test_every_level_finishes_whole_games_under_every_rule_set(rules: RuleSet) -> None:
    levels: list[Level] = ["easy", "normal", "hard", "normal"]
    policies = [cpu_player(level, seed=index) for index, level in enumerate(levels)]
    for seed in range(3):
        state = new_game(rules, 4, seed=seed, dealer=seed % 4)
        while state.result is None:
            action = policies[state.to_act].choose(state.view(state.to_act), legal_actions(state))
            state = apply_action(state, action)
        assert state.phase is Phase.GAME_OVER


@pytest.mark.parametrize("level", LEVELS)
@given(
    rules=st.sampled_from(RULE_SETS),
    players=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=120),
)
def test_a_cpu_decides_alike_whatever_the_cards_its_seat_cannot_see(
    level: Level, rules: RuleSet, players: int, seed: int, steps: int
) -> None:
    """Deal the other hands and the stock differently: the CPU to act must be shown, and choose, the same.

    The decision is asked for the way the table asks it, through the session,
    which holds the whole game; a CPU that read another hand or the stock
    would, over many positions, choose differently somewhere.
    """
    state = random_position(rules, players, seed, steps)
    assume(state.result is None)
    other = hidden_cards_dealt_again(state, seed + 1)
    assume(other != state)
    seat = state.to_act
    assert other.view(seat) == state.view(seat)
    assert legal_actions(other) == legal_actions(state)
    session = start_session(rules, NAMES[:players], [level] * players, seed=seed)
    assert replace(session, game=other).cpu_choice() == replace(session, game=state).cpu_choice()


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_plays_the_same_game(level: Level) -> None:
    rules = load_ruleset("with-joker")

    def play(seed: int) -> list[Action]:
        policies = [cpu_player(level, seed=seed + seat) for seat in range(4)]
        state = new_game(rules, 4, seed=99)
        chosen: list[Action] = []
        while state.result is None:
            action = policies[state.to_act].choose(state.view(state.to_act), legal_actions(state))
            chosen.append(action)
            state = apply_action(state, action)
        return chosen

    assert play(5) == play(5)


def test_cpu_player_builds_the_real_levels_and_refuses_unknown_ones() -> None:
    assert isinstance(cpu_player("easy", seed=1), EasyPolicy)
    assert isinstance(cpu_player("normal", seed=1), NormalPolicy)
    assert isinstance(cpu_player("hard", seed=1), HardPolicy)
    with pytest.raises(ValueError, match="unknown CPU level"):
        cpu_player("expert", seed=1)  # type: ignore[arg-type]


def _stacked(rules: RuleSet, hands: list[str], stock: str) -> GameState:
    return new_game(
        rules, len(hands), dealer=len(hands) - 1, hands=[parse_cards(hand) for hand in hands], stock=parse_cards(stock)
    )


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_seven_goes_down_at_once(level: Level) -> None:
    state = _stacked(load_ruleset("standard"), ["7H 2S 5D 9C JD QS KH", "AS 3S", "AH 3H", "AD 3D"], "4C 6C 8C TC")
    state = apply_action(state, legal_actions(state)[0])
    assert state.phase is Phase.PLAY
    action = cpu_player(level, seed=1).choose(state.view(0), legal_actions(state))
    assert action == Meld(parse_cards("7H"))


def _pon_offered_by_seat(discarder: int) -> GameState:
    """Seat 0 holds a pair of kings; ``discarder`` throws the third."""
    rules = load_ruleset("standard").with_changes(claims_open="immediately")
    hands = ["KS KH 2C 4C 9S 3H 5C", "2S 4S 6S 8S TS QS AH", "2H 4H 6H 8H TH QH AD", "2D 4D 6D 8D TD QD AC"]
    hands[discarder] = "KD 3S 5S 9H JH 3D 5D"
    state = new_game(rules, 4, dealer=discarder - 1, seed=3, hands=[parse_cards(hand) for hand in hands])
    state = apply_action(state, legal_actions(state)[0])
    state = apply_action(state, Discard(parse_cards("KD")[0]))
    assert state.phase is Phase.CLAIM
    assert state.to_act == 0
    return state


def test_easy_pons_only_the_previous_players_discard() -> None:
    across = _pon_offered_by_seat(2)
    assert EasyPolicy(1).choose(across.view(0), legal_actions(across)) == Pass()
    previous = _pon_offered_by_seat(3)
    assert EasyPolicy(1).choose(previous.view(0), legal_actions(previous)) == Pon()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_pon_out_of_turn(level: Level) -> None:
    across = _pon_offered_by_seat(2)
    assert cpu_player(level, seed=1).choose(across.view(0), legal_actions(across)) == Pon()


def _nearly_complete(rules: RuleSet, third_hand: str) -> GameState:
    """Seat 0 has a set, a run and two loose cards, and draws another loose card."""
    hands = ["9S 9D 9C 2H 3H 4H KD", "AS 3S 5S 8S TS QS 6D", third_hand, "2D 4D 6C 8D TD AC 3C"]
    state = new_game(rules, 4, dealer=3, hands=[parse_cards(hand) for hand in hands], stock=parse_cards("JC 5C"))
    return apply_action(state, legal_actions(state)[0])


def test_hard_holds_a_nearly_complete_hand_while_nobody_is_close() -> None:
    """Where going out at once pays, for the bonus."""
    state = _nearly_complete(load_ruleset("standard"), "AH 6H 8H TH QH AD 3D")
    assert isinstance(HardPolicy(1).choose(state.view(0), legal_actions(state)), Discard)
    assert isinstance(NormalPolicy(1).choose(state.view(0), legal_actions(state)), Meld)


@pytest.mark.parametrize(("joker", "holds"), [(True, True), (False, False)])
def test_where_going_out_at_once_earns_nothing_hard_holds_only_with_the_joker(joker: bool, holds: bool) -> None:
    """A held hand with the joker catches the others with more; without it, only Hard's own hand is at risk."""
    hand = "9S 9D 9C 2H 3H JK KD" if joker else "9S 9D 9C 2H 3H 4H KD"
    hands = [hand, "AS 3S 5S 8S TS QS 6D", "AH 6H 8H TH QH AD 3D", "2D 4D 6C 8D TD AC 3C"]
    rules = load_ruleset("japanese-classic")
    state = new_game(rules, 4, dealer=3, hands=[parse_cards(cards) for cards in hands], stock=parse_cards("JC 5C"))
    state = apply_action(state, legal_actions(state)[0])
    choice = HardPolicy(1).choose(state.view(0), legal_actions(state))
    assert isinstance(choice, Discard if holds else Meld)


@pytest.mark.parametrize(("hand", "holds"), [("9S 9D JK 2H 5D 8C QS", True), ("9S 9D 9C 2H 5D 8C QS", False)])
def test_with_the_joker_hard_holds_a_hand_one_card_further_from_complete(hand: str, holds: bool) -> None:
    """Four loose cards besides a meld: held with the joker in the meld, which fits any other, not without it."""
    hands = [hand, "AS 3S 5S 8S TS QH 6D", "AH 6H 8H TH KH AD 3D", "2D 4D 6C 8D TD AC 3C"]
    for rules in (load_ruleset("japanese-classic"), load_ruleset("with-joker")):
        state = new_game(rules, 4, dealer=3, hands=[parse_cards(cards) for cards in hands], stock=parse_cards("JC 5C"))
        state = apply_action(state, legal_actions(state)[0])
        choice = HardPolicy(1).choose(state.view(0), legal_actions(state))
        assert isinstance(choice, Discard if holds else Meld), rules.name


@pytest.mark.parametrize("rules_name", ["standard", "japanese-classic"])
def test_hard_melds_at_once_when_someone_is_close(rules_name: str) -> None:
    state = _nearly_complete(load_ruleset(rules_name), "AH 6H 8H TH")
    assert isinstance(HardPolicy(1).choose(state.view(0), legal_actions(state)), Meld)


@pytest.mark.parametrize(("rules_name", "holds"), [("standard", True), ("japanese-classic", False)])
def test_at_six_seats_hard_holds_back_only_for_a_bonus(rules_name: str, holds: bool) -> None:
    hands = [
        "9S 9D 9C 2H 3H 4H KD",
        "AS 3S 5S 8S TS QS 6D",
        "AH 6H 8H TH QH AD 3D",
        "2D 4D 6C 8D TD AC 3C",
        "2S 4S 6S 7S JS KS 5D",
        "5H 7H 9H JH KH 7D JD",
    ]
    rules = load_ruleset(rules_name)
    state = new_game(rules, 6, dealer=5, hands=[parse_cards(hand) for hand in hands], stock=parse_cards("JC 5C"))
    state = apply_action(state, legal_actions(state)[0])
    choice = HardPolicy(1).choose(state.view(0), legal_actions(state))
    assert isinstance(choice, Discard if holds else Meld)
