"""Actions written as text: one canonical form per action, read back exactly."""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import sevenbridge
from sevenbridge import (
    Action,
    Chi,
    Discard,
    Draw,
    IllegalAction,
    InvalidActionError,
    LayOff,
    Meld,
    Pass,
    Pon,
    RuleSet,
    apply_action,
    legal_actions,
    load_ruleset,
    new_game,
    parse_action,
)
from sevenbridge.engine import actions as actions_module
from sevenbridge.engine import cards
from support import C, P, play, stacked

STANDARD = load_ruleset("standard")
TWO_JOKERS = load_ruleset("with-joker").with_changes(jokers=2, final_discard_required=False)
DECK = cards.deck(1)


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Draw(), "draw"),
        (Pass(), "pass"),
        (Pon(), "pon"),
        (Discard(C("4C")), "discard 4C"),
        (Discard(C("JK")), "discard JK"),
        (Meld(P("7D 7H 7S")), "meld 7S 7H 7D"),
        (Meld(P("JK 5C 4C")), "meld 4C 5C JK"),
        (Chi(P("8H 6H")), "chi 6H 8H"),
        (LayOff(C("8H"), 2), "lay-off 8H on 2"),
        (LayOff(C("JK"), 0, "low"), "lay-off JK on 0 low"),
        (LayOff(C("AS"), 11, "high"), "lay-off AS on 11 high"),
    ],
)
def test_each_action_has_one_text_form_and_reads_back(action: Action, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action
    assert type(parse_action(text)) is type(action)


def test_the_repr_is_a_call_that_makes_the_action_again() -> None:
    action = Meld(P("7D 7H 7S"))
    assert repr(action) == "parse_action('meld 7S 7H 7D')"
    assert repr([Draw(), LayOff(C("8H"), 2)]) == "[parse_action('draw'), parse_action('lay-off 8H on 2')]"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("  Discard   4c ", Discard(C("4C"))),
        (", pass,", Pass()),
        ("MELD 7h,7s,7d", Meld(P("7S 7H 7D"))),
        ("discard 10♥", Discard(C("TH"))),
        ("lay-off jk on 3 HIGH", LayOff(C("JK"), 3, "high")),
        ("chi TS 9S", Chi(P("9S TS"))),
    ],
)
def test_case_spacing_commas_and_card_order_do_not_matter(text: str, action: Action) -> None:
    assert parse_action(text) == action


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "should begin with draw, chi"),
        ("fold", "should begin with draw, chi"),
        ("draw 4C", "'draw' alone"),
        ("pass now", "'pass' alone"),
        ("discard", "discard and one card"),
        ("discard 4C 5C", "discard and one card"),
        ("discard 4X", "'4X' is not a card"),
        ("meld", "meld and its cards"),
        ("meld 7H 7Q", "'7Q' is not a card"),
        ("chi", "the cards from the hand"),
        ("lay-off 8H", "the meld's number"),
        ("lay-off 8H on", "the meld's number"),
        ("lay-off 8H to 2", "the meld's number"),
        ("lay-off 8H on two", "the meld's number"),
        ("lay-off 8H on -1", "the meld's number"),
        ("lay-off 8H on ²", "the meld's number"),
        ("lay-off 8H on 2 middle", "'low' or 'high'"),
        ("lay-off 8H on 2 low high", "'low' or 'high'"),
    ],
)
def test_text_that_is_not_an_action_says_what_to_write(text: str, says: str) -> None:
    with pytest.raises(InvalidActionError, match="is not an action") as raised:
        parse_action(text)
    assert says in str(raised.value)
    assert not isinstance(raised.value, IllegalAction)
    assert isinstance(raised.value, ValueError)


def test_a_long_text_is_cut_short_in_the_message() -> None:
    with pytest.raises(InvalidActionError) as raised:
        parse_action("meld " + "7H " * 200 + "7Q")
    assert len(str(raised.value)) < 200


def test_a_well_formed_action_against_the_rules_is_illegal_not_invalid() -> None:
    state = stacked(STANDARD, ["9S 2H 3H", "TS JS 2D"], "4C 5C")
    action = parse_action("discard 4C")
    with pytest.raises(IllegalAction):
        apply_action(state, action)


def test_positions_can_be_written_as_text() -> None:
    state = stacked(STANDARD, ["9S 2H 3H", "TS JS 2D"], "4C 5C")
    by_text = play(state, "draw", "discard 4C", "draw", "discard 5C")
    by_value = play(state, Draw(), Discard(C("4C")), Draw(), Discard(C("5C")))
    assert by_text == by_value
    assert [str(action) for _, action in by_text.history] == ["draw", "discard 4C", "draw", "discard 5C"]


def test_the_examples_in_the_actions_module_hold() -> None:
    outcome = doctest.testmod(actions_module)
    assert outcome.attempted >= 2
    assert outcome.failed == 0


def test_the_package_root_exports_the_parser() -> None:
    assert {"parse_action", "InvalidActionError"} <= set(sevenbridge.__all__)
    assert sevenbridge.parse_action is parse_action


card_lists = st.lists(st.sampled_from(DECK), min_size=1, max_size=6)
actions = st.one_of(
    st.just(Draw()),
    st.just(Pon()),
    st.just(Pass()),
    st.builds(Discard, st.sampled_from(DECK)),
    st.builds(Meld, card_lists),
    st.builds(Chi, card_lists),
    st.builds(LayOff, st.sampled_from(DECK), st.integers(0, 40), st.sampled_from([None, "low", "high"])),
)


@given(actions)
def test_every_action_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert repr(action) == f"parse_action({str(action)!r})"


@given(actions, st.permutations(range(6)))
def test_the_text_form_does_not_depend_on_card_order(action: Action, order: list[int]) -> None:
    if isinstance(action, Meld | Chi):
        shuffled = [action.cards[i] for i in order if i < len(action.cards)]
        assert str(type(action)(shuffled)) == str(action)


@pytest.mark.parametrize("rules", [STANDARD, TWO_JOKERS], ids=["standard", "two jokers"])
def test_every_legal_action_of_random_games_round_trips(rules: RuleSet) -> None:
    rng = random.Random(5)
    for seed in range(15):
        state = new_game(rules, 2 + seed % 5, seed=seed)
        while state.result is None:
            legal = legal_actions(state)
            assert [parse_action(str(action)) for action in legal] == legal
            state = apply_action(state, rng.choice(legal))
