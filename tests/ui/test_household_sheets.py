"""The table under the household variants: a drawn game that pays, face cards by rank, a face-up first card."""

from __future__ import annotations

from faces_support import FACE
from table_host import TableHostApp, rendered, run_table, stacked_session, table_session
from table_keys import wait_for_player
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.engine.actions import Discard, Draw
from sevenbridge.engine.cards import Card
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import replay_of_session
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.replay_lines import step_line
from support import first_legal, step

HANDS = ["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"]


def test_a_drawn_game_that_pays_says_so_and_shows_the_working() -> None:
    rules = load_ruleset("standard").with_changes(stock_empty="draw", drawn_game_pays=True, face_points="rank")
    session = stacked_session(HANDS, "4C", (Draw(), Discard(Card("4C"))), rules=rules)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        await wait_for_player(pilot)
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        title = rendered(sheet.query_one(".dialog-title", Static))
        assert "everyone pays for their hand" in title
        assert "nobody scores" not in title
        penalties = rendered(sheet.query_one("#penalties", Static))
        assert "drawn game" not in penalties
        assert str(2 + 4 + 6 + 8 + 10 + 12 + 10) in penalties
        assert f"{3 + 5 + 7 + 9 + 11 + 13 + 2} ×2 (7s) = {(3 + 5 + 7 + 9 + 11 + 13 + 2) * 2}" in penalties

    run_table(app, scenario)


def test_a_card_dealt_face_up_is_offered_as_the_deals_and_said_so() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True, claims_open="immediately")
    hands = ["5S 5H 2S 9D", "KD QD 3D 8C", "KS QS 3S 8H", "6C 7C JH 4D"]
    app = TableHostApp(stacked_session(hands, "5C QH JS TD 2H 2C", rules=rules))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, PonDialog)
        question = str(dialog.question)
        assert "5♣ was turned up at the deal." in question
        assert "Pon it with your 5♠ 5♥?" in question

    run_table(app, scenario)


def test_the_pile_says_where_a_face_up_first_card_came_from() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True, claims_open="second-round")
    hands = ["5S 5H 2S 9D", "KD QD 3D 8C", "KS QS 3S 8H", "6C 7C JH 4D"]
    app = TableHostApp(stacked_session(hands, "5C QH JS TD 2H 2C", rules=rules))

    async def scenario(pilot: Pilot[None]) -> None:
        await wait_for_player(pilot)
        assert "turned up at the deal" in rendered(pilot.app.screen.query_one("#pile", Static))

    run_table(app, scenario)


def test_the_log_tells_the_card_turned_up_at_the_deal_and_tells_it_again_on_continue() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True, claims_open="second-round")
    hands = ["5S 5H 2S 9D", "KD QD 3D 8C", "KS QS 3S 8H", "6C 7C JH 4D"]
    dealt = stacked_session(hands, "5C QH JS TD 2H 2C", rules=rules)
    continued = dealt.apply(Draw()).apply(Discard(Card("QH")))

    for session in (dealt, continued):
        app = TableHostApp(session)

        async def scenario(pilot: Pilot[None]) -> None:
            await pilot.pause()
            lines = pilot.app.screen.query_one(GameLog).lines_written
            assert lines[:3] == ["— Game 1 of 5: East deals —", "5♣ was turned up at the deal.", *lines[2:3]]
            assert lines.count("5♣ was turned up at the deal.") == 1

        run_table(app, scenario)


def test_a_replay_tells_the_card_turned_up_at_the_deal_with_its_heading() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True)
    session = table_session(rules=rules)
    turned_up = session.game.discards[0]
    while session.game.result is None:
        session = step(session, first_legal)
    heading, told = step_line(replay_of_session(session), 0, FACE).plain.split("\n")
    assert heading == "— Game 1 of 5: East deals —"
    assert told == f"{FACE.label(turned_up)} was turned up at the deal."
