"""Stacked deals that walk through every claim rule, going out, and the stock.

Seat 0 plays first in each deal unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from sevenbridge import (
    Chi,
    Discard,
    Draw,
    GameState,
    IllegalAction,
    LayOff,
    Meld,
    MeldKind,
    Pass,
    Phase,
    Pon,
    Termination,
    apply_action,
    legal_actions,
    load_ruleset,
)
from support import C, P, all_cards, full_deck, play, stacked

STANDARD = load_ruleset("standard")
JOKER_RULES = load_ruleset("with-joker")


def first_round(state: GameState, *discards: str) -> GameState:
    """Each seat in turn draws and discards the named card."""
    for card in discards:
        state = play(state, Draw(), Discard(C(card)))
    return state


class TestPon:
    HANDS = ("2S 4S 6S 8S TS", "2H 4H 6H 8H 9C", "2D 4D 6D 8D TD", "9S 9H KD QC JC")
    STOCK = "3C 5C KS KH 4C 3D 5D 5H"

    def opened(self) -> GameState:
        state = stacked(STANDARD, list(self.HANDS), self.STOCK)
        state = first_round(state, "3C", "5C", "KS", "KH")
        return play(state, Draw(), Discard(C("4C")), Draw(), Discard(C("9C")))

    def test_only_seats_that_can_pon_are_asked(self) -> None:
        state = self.opened()
        assert (state.phase, state.current, state.to_act) == (Phase.CLAIM, 1, 3)
        assert legal_actions(state) == [Pon(), Pass()]

    def test_pon_jumps_the_turn_order(self) -> None:
        state = apply_action(self.opened(), Pon())
        assert (state.phase, state.current, state.to_act) == (Phase.PLAY, 3, 3)
        assert state.melds[-1].cards == tuple(P("9S 9H 9C"))
        assert state.melds[-1].owner == 3
        assert state.hands[3] == tuple(P("KD JC QC"))
        state = apply_action(state, Discard(C("QC")))
        assert (state.phase, state.current) == (Phase.TURN_START, 0)

    def test_passing_moves_on_to_the_next_player(self) -> None:
        state = apply_action(self.opened(), Pass())
        assert (state.phase, state.current, state.to_act) == (Phase.TURN_START, 2, 2)
        assert legal_actions(state) == [Draw()]


class TestPonBeatsChi:
    HANDS = ("8H 2S 4S 6S", "7H 9H 2D 4D", "8S 8D 2C 4C")
    STOCK = "KS KH KD QS 5S"

    def offered(self) -> GameState:
        state = first_round(stacked(STANDARD, list(self.HANDS), self.STOCK), "KS", "KH", "KD")
        return play(state, Draw(), Discard(C("8H")))

    def test_the_pon_is_asked_before_the_chi(self) -> None:
        state = self.offered()
        assert (state.phase, state.to_act) == (Phase.CLAIM, 2)

    def test_pon_takes_the_card_and_the_chi_player_loses_the_turn(self) -> None:
        state = apply_action(self.offered(), Pon())
        assert (state.current, state.melds[-1].kind) == (2, MeldKind.SET)
        state = apply_action(state, Discard(C("2C")))
        assert state.current == 0

    def test_without_the_pon_the_next_player_may_chi(self) -> None:
        state = apply_action(self.offered(), Pass())
        assert legal_actions(state) == [Draw(), Chi(P("7H")), Chi(P("7H 9H"))]
        state = apply_action(state, Chi(P("9H 7H")))
        assert state.melds[-1].cards == tuple(P("7H 8H 9H"))
        assert (state.phase, state.current, state.discards) == (Phase.PLAY, 1, tuple(P("KS KH KD")))

    def test_only_the_next_player_may_chi(self) -> None:
        state = apply_action(self.offered(), Pass())
        state = play(state, Draw(), Discard(C("5S")))
        assert (state.phase, state.current, state.to_act) == (Phase.TURN_START, 2, 2)
        assert {C("4S"), C("6S")} <= set(state.hands[0])
        assert legal_actions(state) == [Draw()]


class TestFirstRound:
    HANDS = ("5C 2S 4S", "5S 5H 6C 7C")

    def test_nobody_claims_before_their_first_turn(self) -> None:
        state = play(stacked(STANDARD, list(self.HANDS), "KD QD"), Draw(), Discard(C("5C")))
        assert (state.phase, state.current) == (Phase.TURN_START, 1)
        assert legal_actions(state) == [Draw()]
        with pytest.raises(IllegalAction, match="until they have had a first turn of their own"):
            apply_action(state, Chi(P("6C 7C")))

    def test_claims_open_immediately_allows_pon_then_chi(self) -> None:
        rules = STANDARD.with_changes(claims_open="immediately")
        state = play(stacked(rules, list(self.HANDS), "KD QD"), Draw(), Discard(C("5C")))
        assert (state.phase, state.to_act) == (Phase.CLAIM, 1)
        state = apply_action(state, Pass())
        assert legal_actions(state) == [Draw(), Chi(P("6C 7C"))]


class TestJoker:
    def test_a_discarded_joker_is_never_claimed(self) -> None:
        hands = ["JK 2S 4S", "QH KH 9D"]
        state = first_round(stacked(JOKER_RULES, hands, "3D 3C 5D"), "3D", "3C")
        state = play(state, Draw(), Discard(C("JK")))
        assert (state.phase, state.current) == (Phase.TURN_START, 1)
        assert legal_actions(state) == [Draw()]

    def test_a_joker_in_hand_never_helps_to_pon_or_chi(self) -> None:
        hands = ["9H 8S 2D", "9S JK 7S 4C"]
        state = first_round(stacked(JOKER_RULES, hands, "3D 3C 5D"), "3D", "3C")
        state = play(state, Draw(), Discard(C("9H")))
        assert state.phase is Phase.TURN_START
        state = play(state, Draw(), Discard(C("4C")))
        state = play(state, Draw(), Discard(C("8S")))
        assert legal_actions(state) == [Draw(), Chi(P("7S")), Chi(P("7S 9S"))]


class TestGoingOut:
    def test_going_out_needs_the_final_discard(self) -> None:
        state = stacked(STANDARD, ["7H", "KS QS"], "3C 2D")
        state = play(state, Draw(), Meld(P("7H")))
        assert legal_actions(state) == [Discard(C("3C"))]
        state = apply_action(state, Discard(C("3C")))
        assert state.result is not None
        assert (state.result.winner, state.result.out_at_once, state.result.termination) == (
            0,
            True,
            Termination.WENT_OUT,
        )
        assert state.result.penalties == (0, 40)
        assert legal_actions(state) == []

    def test_melding_may_not_empty_the_hand_when_a_discard_is_required(self) -> None:
        state = play(stacked(STANDARD, ["7H 7S", "KS QS"], "7D 2D"), Draw())
        assert Meld(P("7H 7S 7D")) not in legal_actions(state)
        with pytest.raises(IllegalAction, match="keep a card to discard"):
            apply_action(state, Meld(P("7H 7S 7D")))

    def test_without_the_final_discard_melding_everything_goes_out_at_once(self) -> None:
        rules = STANDARD.with_changes(final_discard_required=False)
        state = play(stacked(rules, ["7H 7S", "KS QS"], "7D 2D"), Draw(), Meld(P("7H 7S 7D")))
        assert state.result is not None
        assert (state.result.winner, state.result.out_at_once, state.result.penalties) == (0, True, (0, 40))

    def test_winner_minus_fifty(self) -> None:
        rules = STANDARD.with_changes(going_out_at_once="winner-minus-50")
        state = play(stacked(rules, ["7H", "KS QS"], "3C 2D"), Draw(), Meld(P("7H")), Discard(C("3C")))
        assert state.result is not None
        assert state.result.penalties == (-50, 20)

    def test_going_out_after_an_earlier_meld_is_not_out_at_once(self) -> None:
        state = stacked(STANDARD, ["7H 9D", "KS QS 2H"], "3C 2D 8H")
        state = play(state, Draw(), Meld(P("7H")), Discard(C("9D")), Draw(), Discard(C("2D")))
        state = play(state, Draw(), LayOff(C("8H"), 0), Discard(C("3C")))
        assert state.result is not None
        assert (state.result.winner, state.result.out_at_once, state.result.penalties) == (0, False, (0, 22))

    def test_a_pon_that_empties_the_hand_needs_the_final_discard_rule_off(self) -> None:
        hands = ["9S 4C", "9H 9D"]
        state = first_round(stacked(STANDARD, hands, "3D 3C 5D"), "3D", "3C")
        state = play(state, Draw(), Discard(C("9S")))
        assert state.phase is Phase.TURN_START
        rules = STANDARD.with_changes(final_discard_required=False)
        state = first_round(stacked(rules, hands, "3D 3C 5D"), "3D", "3C")
        state = play(state, Draw(), Discard(C("9S")))
        assert state.phase is Phase.CLAIM
        state = apply_action(state, Pon())
        assert state.result is not None
        assert (state.result.winner, state.result.out_at_once, state.result.penalties) == (1, True, (18, 0))


class TestLayingOff:
    def opened(self) -> GameState:
        state = stacked(STANDARD, ["6H 2C 3C QD", "7H 8H 9S KD"], "4D 5D 7S JS", dealer=0)
        return play(state, Draw(), Meld(P("7H")), Discard(C("9S")), Draw())

    def test_no_lay_off_before_ones_own_meld(self) -> None:
        state = self.opened()
        assert state.current == 0
        assert not any(isinstance(action, LayOff) for action in legal_actions(state))
        with pytest.raises(IllegalAction, match="meld of your own"):
            apply_action(state, LayOff(C("6H"), 0))

    def test_a_lone_seven_grows_into_a_run_on_the_owners_turn(self) -> None:
        state = play(self.opened(), Discard(C("QD")), Draw())
        assert LayOff(C("8H"), 0) in legal_actions(state)
        state = apply_action(state, LayOff(C("8H"), 0))
        assert (state.melds[0].kind, state.melds[0].cards) == (MeldKind.RUN, tuple(P("7H 8H")))

    def test_a_lone_seven_grows_into_a_set(self) -> None:
        state = play(self.opened(), Discard(C("QD")), Draw())
        assert state.hands[1] == tuple(P("7S 8H 4D KD"))
        state = apply_action(state, LayOff(C("7S"), 0))
        assert (state.melds[0].kind, state.melds[0].cards) == (MeldKind.SET, tuple(P("7S 7H")))

    def test_an_illegal_action_changes_nothing(self) -> None:
        state = self.opened()
        before = (state.hands, state.melds, state.discards, state.stock, state.phase)
        with pytest.raises(IllegalAction, match="not in the hand"):
            apply_action(state, Discard(C("AS")))
        assert (state.hands, state.melds, state.discards, state.stock, state.phase) == before


class TestStock:
    def test_the_discards_are_reshuffled_then_the_game_is_drawn(self) -> None:
        state = stacked(STANDARD, ["2S 4S 6S", "2D 4D 6D"], "KS QH")
        state = play(state, Draw(), Discard(C("KS")), Draw(), Discard(C("QH")))
        assert state.stock_size == 0
        state = apply_action(state, Draw())
        assert (state.reshuffles, state.stock_size, state.discards) == (1, 0, tuple(P("QH")))
        assert C("KS") in state.hands[0]
        state = play(state, Discard(C("KS")), Draw())
        assert (state.reshuffles, state.discards) == (2, tuple(P("KS")))
        state = play(state, Discard(C("QH")), Draw())
        assert state.result is not None
        assert (state.result.winner, state.result.termination) == (None, Termination.STOCK_EXHAUSTED)
        assert state.result.penalties == (0, 0)

    def test_stock_empty_draw_ends_the_game_at_the_next_draw(self) -> None:
        rules = STANDARD.with_changes(stock_empty="draw")
        state = play(stacked(rules, ["2S 4S 6S", "2D 4D 6D"], "KS QH"), Draw(), Discard(C("KS")), Draw())
        state = play(state, Discard(C("QH")), Draw())
        assert state.result is not None
        assert state.result.winner is None

    def test_a_dealt_game_holds_every_card(self) -> None:
        from sevenbridge import new_game

        state = new_game(JOKER_RULES, 4, seed=11)
        assert all_cards(state) == full_deck(JOKER_RULES)
        assert [len(hand) for hand in state.hands] == [7, 7, 7, 7]
        assert state.stock_size == 53 - 28
        assert new_game(JOKER_RULES, 4, seed=11) == state
