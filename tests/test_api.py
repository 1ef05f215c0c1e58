"""The public engine API, point by point as documented in docs/api.md."""

from __future__ import annotations

import pytest

import sevenbridge
from sevenbridge import (
    RULESET_NAMES,
    Chi,
    Discard,
    Draw,
    GameState,
    IllegalAction,
    LayOff,
    Meld,
    Pass,
    Phase,
    Pon,
    is_valid_meld,
    legal_actions,
    load_ruleset,
    new_game,
    parse_cards,
)
from support import C, P, play, stacked

STANDARD = load_ruleset("standard")


def test_the_api_is_importable_from_the_package() -> None:
    for name in ("parse_cards", "load_ruleset", "RULESET_NAMES", "is_valid_meld", "hand_penalty", "new_game"):
        assert name in sevenbridge.__all__
    assert RULESET_NAMES == ("standard", "with-joker", "simple", "ace-low", "japanese-classic")


def test_card_order_never_matters_in_an_action() -> None:
    assert Meld(P("7H 7S")) == Meld(P("7S 7H"))
    assert hash(Chi(P("TS JS"))) == hash(Chi(P("JS TS")))
    assert len({Meld(P("7H 7S")), Meld(P("7S 7H"))}) == 1


def test_actions_are_frozen_hashable_and_sortable_across_kinds() -> None:
    actions = [Discard(C("2S")), Meld(P("7H")), Draw(), Pass(), Pon(), LayOff(C("8H"), 0), Chi(P("6H"))]
    assert sorted(actions) == [Draw(), Chi(P("6H")), Pon(), Pass(), Meld(P("7H")), LayOff(C("8H"), 0), Discard(C("2S"))]
    with pytest.raises(AttributeError):
        Discard(C("2S")).card = C("3S")  # type: ignore[misc]


def test_chi_holds_only_the_hand_cards() -> None:
    state = stacked(STANDARD, ["9S 2H 3H", "TS JS 2D"], "4C 5C")
    state = play(state, Draw(), Discard(C("4C")), Draw(), Discard(C("5C")), Draw(), Discard(C("9S")))
    assert Chi(P("TS JS")) in legal_actions(state)


def test_meld_indices_never_change() -> None:
    state = stacked(STANDARD, ["7H 7S 2C 3C", "KD QD JD 5S"], "8H 4D 6H", dealer=1)
    state = play(state, Draw(), Meld(P("7H")), Meld(P("7S")), LayOff(C("8H"), 0))
    assert [meld.cards for meld in state.melds] == [tuple(P("7H 8H")), tuple(P("7S"))]


def test_only_seats_that_can_claim_are_asked_and_current_is_the_discarder() -> None:
    hands = ["9S 2H 3H", "4D 5D 6C", "9H 9D 2C"]
    state = stacked(STANDARD, hands, "KS KH KD QC")
    state = play(state, Draw(), Discard(C("KS")), Draw(), Discard(C("KH")), Draw(), Discard(C("KD")))
    state = play(state, Draw(), Discard(C("9S")))
    assert (state.phase, state.current, state.to_act) == (Phase.CLAIM, 0, 2)
    assert legal_actions(state) == [Pon(), Pass()]
    state = play(state, Pass())
    assert Pass() not in legal_actions(state)
    assert legal_actions(state) == [Draw()]


def test_lay_off_end_is_asked_only_where_both_ends_fit() -> None:
    rules = load_ruleset("with-joker")
    state = stacked(rules, ["8C 9C TC JK 2D", "KD QD JD 5S"], "3H 4H", dealer=1)
    state = play(state, Draw(), Meld(P("8C 9C TC")))
    offers = [action for action in legal_actions(state) if isinstance(action, LayOff)]
    assert offers == [LayOff(C("JK"), 0, "low"), LayOff(C("JK"), 0, "high")]
    with pytest.raises(IllegalAction, match="either end"):
        sevenbridge.apply_action(state, LayOff(C("JK"), 0))


def test_custom_rule_sets_validate() -> None:
    with pytest.raises(ValueError, match="ace_points"):
        STANDARD.model_copy(update={"ace_points": 0})


def test_state_is_immutable_and_apply_leaves_its_input_untouched() -> None:
    state = new_game(STANDARD, 3, seed=5)
    before = state.hands, state.stock, state.phase
    after = sevenbridge.apply_action(state, Draw())
    assert (state.hands, state.stock, state.phase) == before
    assert after != state
    with pytest.raises(AttributeError):
        state.current = 2  # type: ignore[misc]


def test_a_view_hides_other_hands_and_the_stock() -> None:
    state = new_game(STANDARD, 4, seed=9)
    view = state.view(2)
    assert view.hand == state.hands[2]
    assert view.hand_sizes == (7, 7, 7, 7)
    assert view.stock_size == 24
    fields = set(type(view).__slots__)
    assert not {"hands", "stock", "seed"} & fields


def test_new_game_deals_from_the_dealers_left() -> None:
    state = new_game(STANDARD, 5, seed=3, dealer=4)
    assert (state.current, state.to_act, state.phase) == (0, 0, Phase.TURN_START)
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game(STANDARD, 7)
    with pytest.raises(ValueError, match="given twice"):
        new_game(STANDARD, 2, hands=[P("7H"), P("7H")])


def test_is_valid_meld_and_parse_cards_examples() -> None:
    assert is_valid_meld(parse_cards("6H 7H"), STANDARD)
    assert not is_valid_meld(parse_cards("KS AS 2S"), STANDARD)
    assert isinstance(new_game(STANDARD, 2, seed=1), GameState)


def test_every_public_name_resolves() -> None:
    for name in sevenbridge.__all__:
        assert getattr(sevenbridge, name) is not None
    with pytest.raises(AttributeError, match="no attribute 'Board'"):
        sevenbridge.Board  # noqa: B018 - the attribute access is the test
