"""The log keeps the game on the table and the one before it, each whole; older games are let go as a game is dealt."""

from __future__ import annotations

import pytest
from app_support import pilot_test
from rich.text import Text
from textual.app import App, ComposeResult

from sevenbridge.ui.table.game_log import GAMES_KEPT, GameLog


class LogApp(App[None]):
    """The log alone, wide enough for every entry to fit one line."""

    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def _game(number: int, steps: int) -> list[str]:
    """A game's entries: its heading, then ``steps`` steps."""
    return [f"— Game {number} —", *(f"game {number}, step {step}" for step in range(steps))]


@pytest.mark.parametrize("games", [1, 2, 3, 7])
@pilot_test
async def test_the_log_keeps_the_last_two_games_whole(games: int) -> None:
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        written = [_game(number, steps=3 + 5 * number % 11) for number in range(1, games + 1)]
        for entries in written:
            heading, *steps = entries
            log.start_game(Text(heading))
            for step in steps:
                log.add(Text(step))
            await pilot.pause()
        kept = [line for entries in written[-GAMES_KEPT:] for line in entries]
        assert log.lines_written == kept
        assert len(log.lines) == len(kept), "the lines drawn for the games let go are let go too"
        assert log.max_scroll_y == log.scroll_y, "the newest step is in view"
