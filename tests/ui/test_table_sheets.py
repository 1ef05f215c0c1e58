"""The end of a game and of a match: the sheets, the next deal, and resuming a saved table."""

from __future__ import annotations

import pytest
from table_host import TableHostApp, gone_out_at_once, rendered, run_table, stacked_session, table_session
from table_keys import table_of, wait_for_player
from textual.pilot import Pilot
from textual.widgets import Button, Static

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen


def test_a_saved_game_over_opens_on_its_sheet_and_continuing_deals_the_next_game() -> None:
    session = gone_out_at_once(games=5)
    result = session.game.result
    assert result is not None
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        assert "You went out at once!" in rendered(sheet.query_one(".dialog-title", Static))
        score = rendered(sheet.query_one("#sheet", Static))
        assert "1 of 5" in score
        assert "400" in score
        await pilot.press("enter")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.match.sheet == (result.penalties,)
        assert table.session.game.dealer == 0, "the deal moves on to Ann"
        new_game_saves = [saved for saved in app.saves if saved.match.games_played == 1]
        assert new_game_saves
        assert new_game_saves[0].actions == ()
        assert app.saves[-1] is table.session
        assert "— Game 2 of 5: You deal —" in table.query_one(GameLog).lines_written

    run_table(app, scenario)


def test_the_last_game_leads_to_the_standings_and_records_the_match() -> None:
    app = TableHostApp(gone_out_at_once(games=1))

    async def scenario(pilot: Pilot[None]) -> None:
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        assert "Final standings" in str(sheet.query_one("#continue", Button).label)
        await pilot.press("enter")
        standings = pilot.app.screen
        assert isinstance(standings, MatchOverScreen)
        assert app.finished == [standings.session]
        assert standings.session.match_over
        text = rendered(standings.query_one("#standings", Static))
        assert text.index("1st") < text.index("Ann") < text.index("2nd") < text.index("West")
        assert "Match over — You win!" in rendered(standings.query_one(".dialog-title", Static))
        await pilot.press("n")
        await pilot.press("m")
        assert app.went_to == ["new-match", "main-menu"]

    run_table(app, scenario)


def test_a_saved_match_over_opens_on_the_standings() -> None:
    session = gone_out_at_once(games=1).finish_game()
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(pilot.app.screen, MatchOverScreen)
        await pilot.click("#main-menu")
        assert app.went_to == ["main-menu"]

    run_table(app, scenario)


def test_a_continued_game_logs_the_steps_already_played() -> None:
    fresh = table_session(seed=3)
    drawn = fresh.game.stock[0]
    session = fresh.apply(Draw()).apply(Discard(drawn))
    app = TableHostApp(session, speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        lines = table.query_one(GameLog).lines_written
        assert lines[:3] == ["— Game 1 of 5: East deals —", f"Ann: draws {drawn}", f"Ann: discards {drawn}"]
        assert not any(line.startswith("Ann:") for line in lines[3:]), "West plays next, after a pause"

    run_table(app, scenario)


def test_a_drawn_game_says_nobody_scores() -> None:
    rules = load_ruleset("standard").with_changes(stock_empty="draw")
    hands = ["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"]
    session = stacked_session(hands, "4C", (Draw(), Discard(Card("4C"))), rules=rules)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        await wait_for_player(pilot)
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        assert "the game is a draw and nobody scores" in rendered(sheet.query_one(".dialog-title", Static))
        penalties = rendered(sheet.query_one("#penalties", Static))
        assert penalties.count("drawn game") == 2

    run_table(app, scenario)


@pytest.mark.parametrize("key", ["q", "escape"])
def test_q_or_escape_on_a_games_sheet_leaves_for_the_menu_and_keeps_the_game_unrecorded(key: str) -> None:
    session = gone_out_at_once(games=5)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(pilot.app.screen, GameOverScreen)
        await pilot.press(key)
        await pilot.pause()
        assert app.went_to == ["main-menu"]
        assert table_of(pilot).session is session, "the game is recorded only when the player goes on"
        assert app.saves == []

    run_table(app, scenario)


def test_the_sheet_shows_the_players_hand_left_in_the_order_they_sorted_it() -> None:
    hands = ["KS 2H 9C 5D AS 3H QC", "7H 8H 9H TH JH QH KH"]
    west_goes_out = (
        Draw(),
        Discard(Card("4C")),
        Draw(),
        Meld(parse_cards("7H 8H 9H TH JH QH KH")),
        Discard(Card("3D")),
    )
    app = TableHostApp(stacked_session(hands, "4C 3D", west_goes_out))
    app.order = "rank"

    async def scenario(pilot: Pilot[None]) -> None:
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        penalties = rendered(sheet.query_one("#penalties", Static))
        assert "A♠ 2♥ 3♥ 5♦ 9♣ Q♣ K♠" in penalties

    run_table(app, scenario)
