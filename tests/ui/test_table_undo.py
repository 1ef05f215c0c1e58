"""Undo at the table: `u` takes back the player's last move and the CPUs' moves after it."""

from __future__ import annotations

import pytest
from app_support import first_game_nearly_over
from replay_support import replay_from_the_sheet
from table_host import TableHostApp, gone_out_at_once, pon_session, run_table, table_session
from table_keys import press_action, table_of, wait_for_player
from textual.pilot import Pilot

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.actions import Discard, Draw
from sevenbridge.engine.cards import Card
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.assistance import ASSISTANCE_OFF, NOTHING_TO_UNDO, REPLAYED_NO_UNDO
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.status_line import StatusLine
from support import first_legal, step


def status(table: TableScreen) -> str:
    """The status line's message, as plain text."""
    return table.query_one(StatusLine).message.plain


async def play_turns(pilot: Pilot[None], turns: int) -> None:
    """Play ``turns`` of the player's decisions with key presses, as a Normal CPU would choose them."""
    policy = cpu_player("normal", seed=3)
    for _ in range(turns):
        await wait_for_player(pilot)
        session = table_of(pilot).session
        await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))
    await wait_for_player(pilot)


def test_u_takes_back_the_last_discard_and_the_cpu_moves_after_it() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("d")
        drawn = table.session
        told = list(table.query_one(GameLog).lines_written)
        card = table.hand[0]
        await press_action(pilot, Discard(card))
        await wait_for_player(pilot)
        assert len(table.session.actions) > len(drawn.actions) + 1, "the CPUs have played"
        await pilot.press("u")
        await wait_for_player(pilot)
        assert table.session.game == drawn.game
        assert table.session.actions == drawn.actions
        assert table.session.game_assisted
        assert card in table.hand
        assert status(table).startswith(f"Taken back: Ann: discards {card}")
        assert table.query_one(GameLog).lines_written == told, "the log holds nothing of the moves taken back"
        assert app.saves[-1] == table.session

    run_table(app, scenario)


def test_u_again_and_again_goes_back_to_the_start_of_the_game() -> None:
    app = TableHostApp(table_session(seed=11))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await play_turns(pilot, 8)
        dealt = table.session.deal
        for _ in range(8):
            await pilot.press("u")
            await wait_for_player(pilot)
        assert table.session.actions == ()
        assert table.session.game == dealt
        await pilot.press("u")
        await pilot.pause()
        assert status(table) == NOTHING_TO_UNDO
        assert table.session.game == dealt
        assert table.session.game_assisted

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_u_while_the_cpus_play_stops_them_and_goes_back() -> None:
    app = TableHostApp(table_session(seed=7), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("d")
        drawn = table.session
        await press_action(pilot, Discard(table.hand[-1]))
        await pilot.pause(0.2)
        assert table.busy
        await pilot.press("u")
        await pilot.pause(1.2)
        assert table.session == drawn.with_assistance()
        assert table.session.waiting_for_human
        assert not table.busy

    run_table(app, scenario)


def test_u_at_the_pon_prompt_takes_back_the_players_discard() -> None:
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(pilot.app.screen, PonDialog)
        await pilot.press("u")
        await wait_for_player(pilot)
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.actions == (Draw(),)
        assert table.session.game.phase is Phase.PLAY
        assert Card("2H") in table.hand

    run_table(app, scenario)


def test_u_on_a_games_sheet_goes_back_into_the_game() -> None:
    app = TableHostApp(gone_out_at_once(games=2))

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(await wait_for_player(pilot), GameOverScreen)
        await pilot.press("u")
        await wait_for_player(pilot)
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.game.result is None
        assert table.session.match.games_played == 0
        assert table.session.game_assisted
        assert app.finished == []

    run_table(app, scenario)


def test_u_on_a_games_sheet_after_its_replay_says_the_game_is_closed_and_stays() -> None:
    app = TableHostApp(step(first_game_nearly_over(seed=8), first_legal))

    async def scenario(pilot: Pilot[None]) -> None:
        sheet = await wait_for_player(pilot)
        assert isinstance(sheet, GameOverScreen)
        await replay_from_the_sheet(pilot)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert pilot.app.screen is sheet
        assert [str(notice.message) for notice in pilot.app._notifications] == [REPLAYED_NO_UNDO]
        session = table_of(pilot).session
        assert session.game.result is not None
        assert session.game_replayed
        assert app.saves[-1] == session, "the save remembers it, so Continue cannot reopen the game either"

    run_table(app, scenario)


def test_with_assistance_off_u_says_so_and_changes_nothing() -> None:
    app = TableHostApp(table_session(seed=7))
    app.helped = False

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("d")
        drawn = table.session
        await pilot.press("u")
        await pilot.pause()
        assert status(table) == ASSISTANCE_OFF
        assert table.session == drawn
        assert not table.session.game_assisted

    run_table(app, scenario)


def test_with_assistance_off_u_on_a_sheet_leaves_the_sheet_up() -> None:
    app = TableHostApp(gone_out_at_once(games=2))
    app.helped = False

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(await wait_for_player(pilot), GameOverScreen)
        await pilot.press("u")
        assert isinstance(await wait_for_player(pilot), GameOverScreen)
        assert table_of(pilot).session.game.result is not None

    run_table(app, scenario)
