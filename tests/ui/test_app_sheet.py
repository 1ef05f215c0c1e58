"""Leaving a game's sheet for the menu, and coming back to it with Continue."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import pilot_test
from table_keys import table_of

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_over import GameOverScreen


@pytest.fixture(autouse=True)
def instant_cpus(home: Path) -> None:
    """CPUs play at once."""
    save_settings(Settings(cpu_speed="instant"))


def first_game_over() -> Session:
    """A seeded five-game match whose first game has just ended, the player taking the first legal action."""
    session = start_match("You", ["easy"], load_ruleset("standard"), seed=4)
    while session.game.result is None:
        chooser = legal_actions(session.game)[0] if session.waiting_for_human else session.cpu_choice()
        session = session.apply(chooser)
    return session


@pilot_test
async def test_q_on_a_games_sheet_goes_to_the_menu_and_continue_brings_the_sheet_back() -> None:
    session = first_game_over()
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), "Continue opens the same sheet"
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(pilot)
        assert isinstance(app.screen, TableScreen)
        assert table.session.match.games_played == 1
        assert table.session.match.sheet == (session.game.result.penalties,)  # type: ignore[union-attr]
