"""A message that takes the status line a row more takes it from the log, which still shows its newest line."""

from __future__ import annotations

from typing import Final

from app_support import pilot_test, played_session, screen_rows
from table_keys import wait_for_player

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.status_line import StatusLine

LONG_HINT_SEED: Final = 10
LONG_HINT_MOVES: Final = 36
"""A match (this seed, this many moves in) where, after the draw, the hint says why to throw J♦ in two rows:
``You: draws 9♦`` is the newest line of a log longer than its panel."""


@pilot_test
async def test_a_two_row_hint_leaves_the_newest_log_line_in_view() -> None:
    save_settings(Settings(cpu_speed="instant"))
    save_match(played_session(seed=LONG_HINT_SEED, moves=LONG_HINT_MOVES))
    app = make_app("continue")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("d")
        await wait_for_player(pilot)
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.query_one(StatusLine).region.height == 3, "the hint's reason takes a second row"
        log = app.screen.query_one(GameLog)
        assert log.lines_written[-1] == "You: draws 9♦"
        assert log.scroll_y == log.max_scroll_y, "the log still shows its end"
        log_rows = [row[log.region.x : log.region.right] for row in screen_rows(app)[log.region.y : log.region.bottom]]
        assert "You: draws 9♦" in log_rows[-2]
