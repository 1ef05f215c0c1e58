"""The log after a game ends: its last line says who went out, also when the match is continued at the sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import first_game_nearly_over, pilot_test
from table_keys import table_of

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from support import first_legal, step


@pytest.fixture(autouse=True)
def instant_cpus(home: Path) -> None:
    """CPUs play at once."""
    save_settings(Settings(cpu_speed="instant"))


@pilot_test
async def test_continue_at_a_games_sheet_logs_how_the_game_ended() -> None:
    session = step(first_game_nearly_over(5), first_legal)
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        log = table_of(pilot).query_one(GameLog)
        assert log.lines_written[-1] == "North went out!"
