"""The score sheet on `g`, at any moment of a game, with assisted games marked."""

from __future__ import annotations

import pytest
from app_support import finished_session
from table_host import TableHostApp, rendered, run_table, table_session
from table_keys import table_of, wait_for_player
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.match_over import MatchOverScreen
from sevenbridge.ui.table.score_sheet import assisted_note
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen
from support import first_legal, step


def test_g_shows_the_sheet_over_the_table_and_closes_it_again() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("g")
        sheet = pilot.app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        heading = rendered(sheet.query_one(".dialog-title", Static))
        assert "game 1 of 5 being played" in heading
        assert "No game has finished yet" in rendered(sheet.query_one("#running-sheet", Static))
        await pilot.press("g")
        assert isinstance(pilot.app.screen, TableScreen)

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_g_works_while_the_cpus_play() -> None:
    app = TableHostApp(table_session(seed=7), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("d", "1", "x")
        await pilot.pause(0.1)
        assert table_of(pilot).busy
        await pilot.press("g")
        assert isinstance(pilot.app.screen, ScoreSheetScreen)
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, TableScreen)

    run_table(app, scenario)


def test_the_sheet_marks_games_in_which_the_player_had_help() -> None:
    session = table_session(seed=7, games=3).with_assistance()
    while session.match.games_played < 1:
        session = step(session, first_legal)
    while not session.waiting_for_human:
        session = step(session, first_legal)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        await wait_for_player(pilot)
        await pilot.press("g")
        sheet = pilot.app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        table = rendered(sheet.query_one("#running-sheet", Static))
        assert "1 of 3*" in table
        assert assisted_note() in table
        assert "This game is assisted" not in rendered(sheet.query_one(".dialog-title", Static))
        await pilot.press("escape", "d", "u")
        await pilot.press("g")
        assert "This game is assisted" in rendered(pilot.app.screen.query_one(".dialog-title", Static))

    run_table(app, scenario)


def test_the_final_standings_mark_the_assisted_games() -> None:
    app = TableHostApp(finished_session(seed=5).with_assistance())

    async def scenario(pilot: Pilot[None]) -> None:
        standings = await wait_for_player(pilot)
        assert isinstance(standings, MatchOverScreen)
        sheet = rendered(standings.query_one("#final-sheet", Static))
        assert "1 of 1*" in sheet
        assert assisted_note() in sheet

    run_table(app, scenario)
