"""The log in Japanese: every kind of move told in whole Japanese sentences, and a whole game's log with no English.

The lines come from the real engine: each position is dealt by hand and played
through the rules, then told by the table's own narration.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test
from faces_support import FACE
from language_support import english_words_in
from table_host import PON_HANDS, PON_STOCK, WEST_THROWS_9C, TableHostApp, chi_session, stacked_session

from sevenbridge.engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from sevenbridge.translation import use_language
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.narration import game_heading, match_outcome, narrate, outcome_text
from sevenbridge.ui.table.wording import HUMAN
from support import first_legal

NAMES = ["You", "West", "North"]
"""The names the game gives, which Japanese shows as あなた, 西 and 北."""

PON_OVER_THE_PLAYER = (Draw(), Discard(Card("2H")), Draw(), Discard(Card("3H")), Draw(), Discard(Card("9C")))
SHORT_STOCK = (Draw(), Discard(Card("2H")), Draw(), Discard(Card("3H")))
"""Two seats and a stock of two cards: the next draw shuffles the discards into a new stock."""


@pytest.fixture(autouse=True)
def japanese() -> None:
    use_language("ja")


def told(session: Session, action: Action, names: list[str] = NAMES) -> str:
    """The log line for ``action`` played on ``session``, in Japanese, checked for English left in it."""
    line = narrate(session.game, action, session.apply(action).game, names, FACE)
    assert line is not None
    assert english_words_in(line.plain) == []
    return line.plain


def test_a_draw_names_the_card_for_the_player_alone() -> None:
    session = stacked_session(["2C 3D 5H 8S JC KD QS", "9S 9D 4C 6C 8H TD AS"], "2H 3H 4H")
    assert told(session, Draw()) == "あなた: 山札から 2♥ を引きました"
    west = session.apply(Draw()).apply(Discard(Card("2H")))
    assert told(west, Draw()) == "西: 山札から引きました"


def test_a_draw_from_an_empty_stock_says_the_discards_were_shuffled_or_the_stock_ran_out() -> None:
    session = stacked_session(["2C 3D 5H 8S JC KD QS", "9S 9D 4C 6C 8H TD AS"], "2H 3H", SHORT_STOCK)
    assert told(session, Draw()).startswith("あなた: 捨て札を切り直して山札にし、山札から ")
    west = session.apply(Draw()).apply(Discard(Card("KD")))
    assert told(west, Draw()) == "西: 捨て札を切り直して山札にし、山札から引きました"
    empty = stacked_session(["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"], "", ())
    assert told(empty, Draw()) == "あなた: 山札がなくなりました"


def test_a_pon_says_who_loses_the_turn() -> None:
    ponned = stacked_session(PON_HANDS, PON_STOCK, WEST_THROWS_9C)
    assert told(ponned, Pon()) == "あなた: 9♣ をポン — 北は手番を飛ばされます"
    hands = ["2C 3D 5H 8S JC KD QS", "9S 9D 4C 6C 8H TD AS", "9C 2S 3S 4S 6D 7H KS"]
    over_you = stacked_session(hands, "2H 3H 4H 5S", PON_OVER_THE_PLAYER)
    assert told(over_you, Pon()) == "西: 9♣ をポン — あなたは手番を飛ばされます"


def test_a_pon_over_several_seats_names_them_all() -> None:
    hands = ["2C 3D 5H 8S JC KD QS", "9S 9D 3C 6C 8H TD AS", "9C 2S 3S 4S 6D 7H KS", "4C 2D 4D 6H 8D TH QH"]
    thrown = (Draw(), Discard(Card("2H")), Draw(), Discard(Card("3C")), Draw(), Discard(Card("9C")))
    session = stacked_session(hands, "2H 5C 4H 5S", thrown)
    assert session.game.to_act == 1, "West may pon North's 9♣"
    names = ["You", "West", "North", "East"]
    assert told(session, Pon(), names) == "西: 9♣ をポン — 東とあなたは手番を飛ばされます"


def test_a_chi_a_pass_a_meld_and_a_discard() -> None:
    chi = chi_session()
    assert told(chi, Chi(parse_cards("7C 8C"))) == "あなた: 9♣ をチー（7♣ 8♣ と）"
    offered = stacked_session(["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS"], "2H 3H", (Draw(), Discard(Card("2H"))))
    offered = offered.apply(Draw()).apply(Discard(Card("9C")))
    assert told(offered, Pass()) == "あなた: 9♣ をパスしました"
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H", (Draw(),))
    assert told(session, Meld(parse_cards("7H 8H 9H"))) == "あなた: 役 [7♥ 8♥ 9♥] を出しました"
    assert told(session, Discard(Card("KS"))) == "あなた: K♠ を捨てました"


def test_a_lay_off_says_whose_meld_it_joins() -> None:
    line = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("2C")), Draw(), Meld(parse_cards("4S 5S 6S")))
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "TH 3S 4S 5S 6S JD QC"], "6C 2H 7S 8D", line)
    assert told(session, LayOff(Card("TH"), 0)) == "西: 10♥ をあなたの役 [7♥ 8♥ 9♥] に付け札しました"
    assert told(session, LayOff(Card("3S"), 1)) == "西: 3♠ を自分の役 [4♠ 5♠ 6♠] に付け札しました"
    yours = session.apply(Discard(Card("JD"))).apply(Draw())
    assert told(yours, LayOff(Card("7S"), 1)) == "あなた: 7♠ を西の役 [4♠ 5♠ 6♠] に付け札しました"


def test_headings_endings_and_the_match_winner() -> None:
    assert game_heading(2, 5, HUMAN, NAMES).plain == "— ラウンド 2/5: あなたが親です —"
    assert game_heading(3, 5, 2, NAMES).plain == "— ラウンド 3/5: 北が親です —"
    hands = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD"]
    going_out = (Draw(), Meld(parse_cards("7H 8H 9H TH JH QH KH")), Discard(Card("3D")))
    session = stacked_session(hands, "3D 4C", going_out, games=1)
    assert outcome_text(session.game, NAMES, FACE).plain == "あなたが上がりました — 一発上がり！"
    assert match_outcome(session.finish_game().match, NAMES).plain == "マッチ終了 — あなたの勝ちです！"
    drawn = stacked_session(["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"], "", (), games=1).apply(Draw())
    assert match_outcome(drawn.finish_game().match, NAMES).plain == "マッチ終了 — 引き分け：全員が同点でした。"
    assert english_words_in(outcome_text(drawn.game, NAMES, FACE).plain) == []


def first_game_played(seed: int) -> Session:
    """A four-seat Standard match whose first game has just ended, every CPU move kept with its reason."""
    session = start_match("You", ["easy", "normal", "hard"], load_ruleset("standard"), seed=seed)
    while session.game.result is None:
        if session.waiting_for_human:
            session = session.apply(first_legal(session))
        else:
            decision = session.cpu_decision()
            session = session.apply(decision.action, decision.reason)
    return session


@pilot_test
async def test_a_whole_games_log_is_japanese_with_the_cpus_reasons() -> None:
    """The table opened on a game just ended tells its whole log again, the CPUs' reasons included."""
    session = first_game_played(seed=6)
    app = TableHostApp(session, reasons=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        lines = app.screen_stack[-2].query_one(GameLog).lines_written
        assert lines[0] == "— ラウンド 1/5: 東が親です —"
        assert lines[-1] == "あなたが上がりました！"
        assert sum("→" in line for line in lines) >= 5, "the CPUs' reasons are told"
        assert len(lines) > 30
        assert [(line, english_words_in(line)) for line in lines if english_words_in(line)] == []
