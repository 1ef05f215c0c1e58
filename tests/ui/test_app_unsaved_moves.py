"""A match whose latest moves could not be saved: leaving the table says so, and Continue in the same run
picks up the match where it is, not where the file left it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from app_support import menu_entries, menu_with_files_read, pilot_test, played_session, text_of
from table_keys import table_of, wait_for_player
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table import TableScreen


def data_made_unwritable(home: Path) -> Path:
    """Put an ordinary file where the data folder was, so no save can be written; the folder is kept aside."""
    data = home / "data"
    kept = data.rename(home / "data-kept")
    data.write_text("not a folder\n", encoding="utf-8")
    return kept


@asynccontextmanager
async def continued(app: App[None]) -> AsyncIterator[Pilot[None]]:
    """``app`` at the table of a saved match continued from the menu, waiting for the player."""
    save_match(played_session(moves=12))
    async with menu_with_files_read(app) as pilot:
        await pilot.press("c")
        await wait_for_player(pilot)
        yield pilot


async def draw_unsaved(pilot: Pilot[None], home: Path) -> Path:
    """Make saving fail, then draw: a move played but not saved. Where the data folder was kept."""
    kept = data_made_unwritable(home)
    await pilot.press("d")
    await pilot.pause()
    return kept


@pilot_test
async def test_continue_after_a_failed_save_picks_up_the_latest_moves(home: Path) -> None:
    app = make_app()
    async with continued(app) as pilot:
        await draw_unsaved(pilot, home)
        played = table_of(pilot).session
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        notice = text_of(pilot, "#menu-notice")
        assert "Your latest moves could not be saved" in notice
        assert "quitting loses them" in notice
        assert "continue" in menu_entries(app)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert table_of(pilot).session == played


@pilot_test
async def test_once_saving_works_again_the_match_is_saved_and_the_warning_goes(home: Path) -> None:
    app = make_app()
    async with continued(app) as pilot:
        kept = await draw_unsaved(pilot, home)
        await pilot.press("q")
        await pilot.pause()
        (home / "data").unlink()
        kept.rename(home / "data")
        await pilot.press("c")
        await wait_for_player(pilot)
        played = table_of(pilot).session
        loaded = load_match()
        assert isinstance(loaded, LoadedMatch)
        assert loaded.session == played
        await pilot.press("q")
        await pilot.pause()
        notices = [str(notice.content) for notice in app.screen.query("#menu-notice").results(Static)]
        assert not any("could not be saved" in notice for notice in notices)


@pilot_test
async def test_the_palette_does_not_say_the_match_stays_saved_when_it_is_not(home: Path) -> None:
    app = make_app()
    async with continued(app) as pilot:
        leave = {command.title: command.help for command in app.palette_commands(app.screen)}
        assert "stays saved" in leave["Main menu"]
        await draw_unsaved(pilot, home)
        leave = {command.title: command.help for command in app.palette_commands(app.screen)}
        assert "stays saved" not in leave["Main menu"]
        assert "not saved" in leave["Main menu"]
