"""The table speaks to the player as "you", whatever name the player chose, and of everyone else by name.

Whether a sentence is about the player is decided by seat (seat 0 is the
player), so it reads right for a player called "You" and for one called Ann.
"""

from __future__ import annotations

import pytest
from faces_support import FACE
from table_host import stacked_session

from sevenbridge.engine.actions import Action, Discard, Draw, LayOff, Meld, Pass, Pon
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import Match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.ui.table.narration import game_heading, match_outcome, narrate, outcome_text
from sevenbridge.ui.table.wording import HUMAN, seat_list, subject

PLAYER_NAMES = ["You", "Ann"]


def said(session: Session, action: Action, names: list[str]) -> str:
    """The log line for ``action`` played on ``session``."""
    line = narrate(session.game, action, session.apply(action).game, names, FACE)
    assert line is not None
    return line.plain


@pytest.mark.parametrize("player", PLAYER_NAMES)
def test_laying_off_on_your_own_meld_says_your_own(player: str) -> None:
    line = (Draw(), Meld(parse_cards("7H 8H 9H")))
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H", line)
    names = [player, "West"]
    assert said(session, LayOff(Card("TH"), 0), names) == f"{player}: lays off 10♥ on your own [7♥ 8♥ 9♥]"


def test_a_cpu_laying_off_on_the_players_meld_says_your() -> None:
    line = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("2C")), Draw(), Meld(parse_cards("4S 5S 6S")))
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "TH 4S 5S 6S JD QC AS"], "6C 2H", line)
    assert said(session, LayOff(Card("TH"), 0), ["Ann", "West"]) == "West: lays off 10♥ on your [7♥ 8♥ 9♥]"


PON_OVER_THE_PLAYER = (Draw(), Discard(Card("2H")), Draw(), Discard(Card("3H")), Draw(), Discard(Card("9C")))


@pytest.mark.parametrize("player", PLAYER_NAMES)
def test_a_pon_that_skips_the_player_says_you_lose_the_turn(player: str) -> None:
    hands = ["2C 3D 5H 8S JC KD QS", "9S 9D 4C 6C 8H TD AS", "9C 2S 3S 4S 6D 7H KS"]
    session = stacked_session(hands, "2H 3H 4H 5S", PON_OVER_THE_PLAYER)
    assert session.game.to_act == 1
    assert said(session, Pon(), [player, "West", "North"]) == "West: Pon! 9♣ — you lose the turn"


def test_a_cpus_pass_is_never_told_and_the_players_own_is() -> None:
    hands = ["2C 3D 5H 8S JC KD QS", "9S 9D 4C 6C 8H TD AS", "9C 2S 3S 4S 6D 7H KS"]
    session = stacked_session(hands, "2H 3H 4H 5S", PON_OVER_THE_PLAYER)
    after = session.apply(Pass()).game
    assert narrate(session.game, Pass(), after, ["Ann", "West", "North"], FACE) is None
    pon = stacked_session(["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS"], "2H 3H", (Draw(), Discard(Card("2H"))))
    pon = pon.apply(Draw()).apply(Discard(Card("9C")))
    assert pon.game.to_act == HUMAN
    assert said(pon, Pass(), ["Ann", "West"]) == "Ann: passes on 9♣"


@pytest.mark.parametrize("player", PLAYER_NAMES)
def test_the_heading_of_a_game_the_player_deals_says_you_deal(player: str) -> None:
    names = [player, "West", "North"]
    assert game_heading(2, 5, HUMAN, names).plain == "— Game 2 of 5: You deal —"
    assert game_heading(3, 5, 2, names).plain == "— Game 3 of 5: North deals —"


@pytest.mark.parametrize("player", PLAYER_NAMES)
def test_going_out_and_winning_the_match_say_you(player: str) -> None:
    hands = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD"]
    going_out = (Draw(), Meld(parse_cards("7H 8H 9H TH JH QH KH")), Discard(Card("3D")))
    session = stacked_session(hands, "3D 4C", going_out, games=1)
    names = [player, "West"]
    assert outcome_text(session.game, names, FACE).plain == "You went out at once!"
    assert match_outcome(session.finish_game().match, names).plain == "Match over — You win!"


def test_a_shared_first_place_names_you_and_the_others() -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=1)
    match = Match(rules, 3, seed=1, sheet=((0, 12, 0),), winners=(None,))
    assert match_outcome(match, ["Ann", "West", "North"]).plain == "Match over — You and North share first place!"


def test_a_match_every_player_finished_level_is_said_to_be_drawn() -> None:
    hands = ["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"]
    session = stacked_session(hands, "", (), games=1)
    drawn = session.apply(Draw())
    assert drawn.game.result is not None, "an empty stock ends the game as a draw"
    match = drawn.finish_game().match
    assert match_outcome(match, ["Ann", "West"]).plain == "Match over — a draw: every player finished level."


def test_the_words_for_a_seat_follow_the_seat_not_the_name() -> None:
    names = ["West", "You", "North"]
    assert subject(HUMAN, names) == "You"
    assert subject(1, names) == "You", "a CPU called You is still named"
    assert subject(HUMAN, names, start=False) == "you"
    assert subject(2, names, start=False) == "North"


def test_seats_named_together_read_as_a_list() -> None:
    names = ["Ann", "Southwest", "Northwest", "North", "Northeast"]
    assert seat_list([1], names) == "Southwest"
    assert seat_list([1, HUMAN], names, start=False) == "Southwest and you"
    assert seat_list([HUMAN, 3], names) == "You and North"
    assert seat_list([1, 2, 3, 4], names) == "Southwest, Northwest, North and Northeast"


def test_a_lay_off_on_another_seats_meld_names_its_owner() -> None:
    line = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("2C")), Draw(), Meld(parse_cards("4S 5S 6S")))
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "TH 3S 4S 5S 6S JD QC"], "6C 2H 7S 8D", line)
    session = session.apply(Discard(Card("JD"))).apply(Draw())
    assert said(session, LayOff(Card("7S"), 1), ["Ann", "West"]) == "Ann: lays off 7♠ on West's [4♠ 5♠ 6♠]"
