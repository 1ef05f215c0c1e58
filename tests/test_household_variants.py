"""Stacked deals for each household variant field, one value at a time and together.

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
    Meld,
    Pass,
    Phase,
    Pon,
    RuleSet,
    Termination,
    apply_action,
    hand_penalty,
    legal_actions,
    load_ruleset,
    new_game,
)
from sevenbridge.engine.match import new_match
from sevenbridge.engine.state import Result
from support import C, P, all_cards, full_deck, play, stacked

STANDARD = load_ruleset("standard")
CLASSIC = load_ruleset("japanese-classic")


def custom(**changes: object) -> RuleSet:
    """Standard with ``changes``, validated."""
    return STANDARD.with_changes(name="Custom", **changes)


def first_round(state: GameState, *discards: str) -> GameState:
    """Each seat in turn draws and discards the named card."""
    for card in discards:
        state = play(state, Draw(), Discard(C(card)))
    return state


class TestClaimsOpen:
    def test_second_round_waits_until_every_seat_has_had_a_turn(self) -> None:
        hands = ["6C 7C 2S 4S", "5S 5H 9D JD", "KD QH 3H 8C"]
        state = stacked(custom(claims_open="second-round"), hands, "5C 4H TD TS")
        state = play(state, Draw(), Discard(C("5C")))
        assert (state.phase, state.current) == (Phase.TURN_START, 1), "seat 1's pair of 5s may not pon yet"
        state = play(state, Draw(), Discard(C("9D")), Draw(), Discard(C("8C")))
        assert all(state.had_turn)
        assert (state.phase, state.current) == (Phase.TURN_START, 0)
        assert set(legal_actions(state)) == {Draw(), Chi(P("7C")), Chi(P("6C 7C"))}

    def test_second_round_refuses_a_chi_in_the_first_round_and_says_why(self) -> None:
        hands = ["5C 9D 2S", "6C 7C KD"]
        state = play(stacked(custom(claims_open="second-round"), hands, "QH QS JD"), Draw(), Discard(C("5C")))
        assert state.had_turn == (True, False)
        assert legal_actions(state) == [Draw()]
        with pytest.raises(IllegalAction, match="until everyone has had a first turn"):
            apply_action(state, Chi(P("6C 7C")))

    @pytest.mark.parametrize(
        ("opens", "phase"),
        [("own-first-turn", Phase.CLAIM), ("second-round", Phase.TURN_START), ("immediately", Phase.CLAIM)],
    )
    def test_a_seat_that_has_played_may_pon_unless_someone_has_not(self, opens: str, phase: Phase) -> None:
        hands = ["5S 5H 2S", "5C 9D 3D", "KD QH JC"]
        state = stacked(custom(claims_open=opens), hands, "TS TD TH 4C")
        state = play(state, Draw(), Discard(C("2S")), Draw(), Discard(C("5C")))
        assert state.had_turn == (True, True, False)
        assert state.phase is phase

    def test_immediately_lets_a_seat_pon_before_its_first_turn(self) -> None:
        hands = ["5C QH 2S", "KD 9D 3D", "5S 5H JC"]
        state = play(stacked(custom(claims_open="immediately"), hands, "TS TD TH"), Draw(), Discard(C("5C")))
        assert (state.phase, state.to_act) == (Phase.CLAIM, 2)

    def test_second_round_opens_pon_once_the_dealer_has_played(self) -> None:
        hands = ["5C QH 2S", "KD 9D 3D", "5S 5H JC"]
        state = stacked(custom(claims_open="second-round"), hands, "TS TD TH 4C")
        state = first_round(state, "TS", "TD", "TH")
        state = play(state, Draw(), Discard(C("5C")))
        assert (state.phase, state.to_act) == (Phase.CLAIM, 2)
        state = apply_action(state, Pon())
        assert (state.current, state.melds[-1].cards) == (2, tuple(P("5S 5H 5C")))


class TestChiMinCards:
    HANDS = ("8H 2S 4S 6S", "7H 9H 2D 4D")
    STOCK = "KS KH QS 5S"

    def offered(self, rules: RuleSet) -> GameState:
        state = first_round(stacked(rules, list(self.HANDS), self.STOCK), "KS", "KH")
        return play(state, Draw(), Discard(C("8H")))

    def test_two_allows_a_two_card_run_with_a_seven(self) -> None:
        state = self.offered(custom(chi_min_cards=2))
        assert legal_actions(state) == [Draw(), Chi(P("7H")), Chi(P("7H 9H"))]
        state = apply_action(state, Chi(P("7H")))
        assert state.melds[-1].cards == tuple(P("7H 8H"))

    def test_three_offers_only_runs_of_three_and_says_why_not_two(self) -> None:
        state = self.offered(custom(chi_min_cards=3))
        assert legal_actions(state) == [Draw(), Chi(P("7H 9H"))]
        with pytest.raises(IllegalAction, match="run of 3 or more cards"):
            apply_action(state, Chi(P("7H")))

    def test_a_two_card_seven_run_may_still_be_melded_from_the_hand(self) -> None:
        state = play(stacked(custom(chi_min_cards=3), ["7H 8H 2S", "KD 9D 3D"], "QH"), Draw())
        assert Meld(P("7H 8H")) in legal_actions(state)


class TestFacePoints:
    @pytest.mark.parametrize(("face", "expected"), [("ten", 30), ("rank", 36)])
    def test_face_cards(self, face: str, expected: int) -> None:
        assert hand_penalty(P("JS QH KD"), custom(face_points=face)) == expected

    def test_rank_points_go_through_the_multipliers(self) -> None:
        rules = custom(face_points="rank", jokers=1, joker_points=0, joker_multiplier=5)
        assert hand_penalty(P("KS 7S JK"), rules) == (13 + 7 + 0) * 2 * 5
        assert hand_penalty(P("QS 2C"), rules, out_at_once=True) == (12 + 2) * 2

    def test_a_game_gone_out_of_scores_rank_points(self) -> None:
        state = stacked(custom(face_points="rank"), ["7H", "KS QS"], "3C 2D")
        state = play(state, Draw(), Meld(P("7H")), Discard(C("3C")))
        assert state.result is not None
        assert state.result.penalties == (0, (13 + 12) * 2)


class TestDrawnGamePays:
    HANDS = ("JK 7S 2H 4D", "7C 9D KS 3C")

    def drawn(self, rules: RuleSet) -> GameState:
        state = stacked(rules, list(self.HANDS), "5H QD")
        state = play(state, Draw(), Discard(C("5H")), Draw(), Discard(C("QD")), Draw())
        assert state.result is not None
        assert (state.result.winner, state.result.termination) == (None, Termination.STOCK_EXHAUSTED)
        return state

    def test_false_scores_nothing(self) -> None:
        state = self.drawn(CLASSIC.with_changes(stock_empty="draw"))
        assert state.result is not None
        assert state.result.penalties == (0, 0)

    def test_true_scores_every_hand_with_jokers_and_sevens(self) -> None:
        rules = CLASSIC.with_changes(stock_empty="draw", drawn_game_pays=True)
        state = self.drawn(rules)
        assert state.result is not None
        assert state.result.penalties == ((0 + 7 + 2 + 4) * 2 * 5, (7 + 9 + 10 + 3) * 2)
        assert state.result.out_at_once is False

    def test_going_out_at_once_never_doubles_a_drawn_game(self) -> None:
        rules = custom(jokers=1, stock_empty="draw", drawn_game_pays=True, going_out_at_once="double-others")
        state = self.drawn(rules)
        assert state.result is not None
        assert state.result.penalties == ((20 + 7 + 2 + 4) * 2 * 5, (7 + 9 + 10 + 3) * 2)

    def test_a_game_drawn_after_reshuffles_pays_too(self) -> None:
        rules = custom(drawn_game_pays=True, max_reshuffles=0)
        state = stacked(rules, ["2S 4S 6S", "2D 4D 6D"], "KS")
        state = play(state, Draw(), Discard(C("KS")), Draw())
        assert state.result is not None
        assert state.result.penalties == (12, 12)


def result(winner: int | None, players: int = 4) -> Result:
    """A finished game's result: ``winner`` went out (``None``: drawn), every other seat scored 5."""
    penalties = tuple(0 if seat == winner else 5 for seat in range(players))
    termination = Termination.STOCK_EXHAUSTED if winner is None else Termination.WENT_OUT
    return Result(winner, penalties, False, termination, ((),) * players)


class TestNextDealer:
    def test_rotate_moves_the_deal_one_seat_whoever_wins(self) -> None:
        match = new_match(custom(next_dealer="rotate"), 4, seed=1, first_dealer=3)
        dealers = [match.dealer]
        for winner in (2, 2, None):
            match = match.record(result(winner))
            dealers.append(match.dealer)
        assert dealers == [3, 0, 1, 2]

    def test_winner_deals_and_a_drawn_game_rotates(self) -> None:
        match = new_match(custom(next_dealer="winner", games_per_match=10), 4, seed=1, first_dealer=3)
        dealers = [match.dealer]
        for winner in (2, 2, None, 0, None):
            match = match.record(result(winner))
            dealers.append(match.dealer)
        assert dealers == [3, 2, 2, 3, 0, 1]
        assert match.next_game().dealer == 1
        assert match.next_game().current == 2

    def test_the_player_who_went_out_deals_the_next_game(self) -> None:
        rules = custom(next_dealer="winner")
        state = stacked(rules, ["9C 3S", "7H", "2C 3D"], "3C 2D", dealer=2)
        state = play(state, Draw(), Discard(C("3C")), Draw(), Meld(P("7H")), Discard(C("2D")))
        assert state.result is not None
        assert state.result.winner == 1
        match = new_match(rules, 3, seed=5, first_dealer=2).record(state.result)
        assert (match.dealer, match.next_game().current) == (1, 2)


class TestFirstDiscardFaceUp:
    def test_a_dealt_game_turns_up_the_top_of_the_stock(self) -> None:
        rules = custom(first_discard_face_up=True)
        state = new_game(rules, 6, seed=3)
        assert len(state.discards) == 1
        assert state.stock_size == 52 - 6 * 7 - 1
        assert all_cards(state) == full_deck(rules)
        plain = new_game(STANDARD, 6, seed=3)
        assert state.discards == plain.stock[:1]
        assert state.stock == plain.stock[1:]

    def test_the_first_player_may_chi_it_when_claims_are_open(self) -> None:
        state = stacked(
            custom(first_discard_face_up=True, claims_open="immediately"), ["6C 7C 2S", "KD 9D 3D"], "5C QH"
        )
        assert (state.phase, state.current, state.discards) == (Phase.TURN_START, 0, tuple(P("5C")))
        assert legal_actions(state) == [Draw(), Chi(P("6C 7C"))]
        state = apply_action(state, Chi(P("6C 7C")))
        assert (state.discards, state.melds[-1].cards) == ((), tuple(P("5C 6C 7C")))

    @pytest.mark.parametrize("opens", ["own-first-turn", "second-round"])
    def test_nobody_may_claim_it_before_claims_open(self, opens: str) -> None:
        rules = custom(first_discard_face_up=True, claims_open=opens)
        state = stacked(rules, ["6C 7C 2S", "KD 9D 3D", "5S 5H JC"], "5C QH")
        assert (state.phase, state.current) == (Phase.TURN_START, 0)
        assert legal_actions(state) == [Draw()]
        with pytest.raises(IllegalAction, match="first turn"):
            apply_action(state, Chi(P("6C 7C")))

    def test_under_second_round_it_stays_under_the_pile(self) -> None:
        rules = custom(first_discard_face_up=True, claims_open="second-round")
        state = stacked(rules, ["6C 8C 2S", "KD 9D 3D"], "7C QH JS")
        assert legal_actions(state) == [Draw()]
        state = play(state, Draw(), Discard(C("2S")), Draw(), Discard(C("3D")))
        assert state.discards == tuple(P("7C 2S 3D"))
        assert state.stock == ()

    def test_anyone_with_a_pair_may_pon_it_as_if_the_dealer_threw_it(self) -> None:
        rules = custom(first_discard_face_up=True, claims_open="immediately")
        state = stacked(rules, ["6C 7C 2S", "5S 5H JC", "KD 9D 3D"], "5C QH JS")
        assert (state.phase, state.current, state.to_act, state.claimants) == (Phase.CLAIM, 2, 1, (1,))
        assert legal_actions(state) == [Pon(), Pass()]
        ponned = apply_action(state, Pon())
        assert (ponned.phase, ponned.current, ponned.melds[-1].cards) == (Phase.PLAY, 1, tuple(P("5S 5H 5C")))
        passed = apply_action(state, Pass())
        assert (passed.phase, passed.current) == (Phase.TURN_START, 0)
        assert legal_actions(passed) == [Draw(), Chi(P("6C 7C"))]

    def test_japanese_classic_with_a_face_up_start_plays_to_the_end(self) -> None:
        rules = CLASSIC.with_changes(first_discard_face_up=True)
        state = new_game(rules, 4, seed=8)
        assert legal_actions(state) == [Draw()]
        while state.result is None:
            state = apply_action(state, legal_actions(state)[-1])
        assert all_cards(state) == full_deck(rules)
