"""A change of language keeps the focus where it was: the keys go on working on the same list or field.

Every screen but the table composes itself again in the new language, which
takes away the widget that held the focus; the list or field that held it
must hold it again, or Down and Enter do nothing until Tab is pressed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from app_support import menu_with_files_read, open_new_match_form, open_replay_list, open_statistics, pilot_test
from language_support import switch_language_in_palette
from textual.pilot import Pilot
from textual.widgets import DataTable

from sevenbridge.persistence.history import record_match
from sevenbridge.translation import current_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.replay import ReplayScreen
from support import stock_out_match

SIZE = (80, 24)


@pilot_test
async def test_the_replay_list_takes_down_and_enter_after_a_change_of_language() -> None:
    record_match(stock_out_match(seed=0, games=2))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        screen = await open_replay_list(pilot)
        table = screen.query_one(DataTable)
        assert app.focused is table
        await switch_language_in_palette(pilot, "japanese")
        assert current_language() == "ja"
        table = screen.query_one(DataTable)
        assert app.focused is table
        await pilot.press("down")
        assert table.cursor_row == 1
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.replay.number == 1


async def on_menu(pilot: Pilot[None]) -> str:
    """The main menu, as the app starts: its entries focused."""
    return "#menu-options"


async def on_statistics(pilot: Pilot[None]) -> str:
    """Statistics, from the menu: the table focused."""
    await open_statistics(pilot)
    return "#statistics-table"


async def on_new_match_games(pilot: Pilot[None]) -> str:
    """New match, the number of games focused (a field below the first)."""
    await open_new_match_form(pilot)
    pilot.app.screen.query_one("#games").focus()
    await pilot.pause()
    return "#games"


@pytest.mark.parametrize("open_screen", [on_menu, on_statistics, on_new_match_games])
@pilot_test
async def test_a_change_of_language_keeps_the_focus_on_the_same_widget(
    open_screen: Callable[[Pilot[None]], Awaitable[str]],
) -> None:
    record_match(stock_out_match(seed=0, games=2))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        focused = await open_screen(pilot)
        screen = app.screen
        assert app.focused is screen.query_one(focused)
        for typed, language in (("japanese", "ja"), ("english", "en")):
            await switch_language_in_palette(pilot, typed)
            assert current_language() == language
            assert app.screen is screen
            assert app.focused is screen.query_one(focused), typed
