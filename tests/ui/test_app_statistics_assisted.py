"""Statistics show matches played with help apart from those played without, on an 80×24 screen."""

from __future__ import annotations

from app_support import finished_session, open_statistics, pilot_test, text_of
from textual.widgets import DataTable

from sevenbridge.persistence.history import record_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.statistics import StatisticsScreen


@pilot_test
async def test_assisted_and_unassisted_matches_have_rows_of_their_own() -> None:
    record_match(finished_session(seed=5))
    record_match(finished_session(seed=6).with_assistance())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        assert isinstance(app.screen, StatisticsScreen)
        table = app.screen.query_one(DataTable)
        rows = [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]
        assert [row[:2] for row in rows[:3]] == [["All", "2"], ["Without help", "1"], ["Assisted", "1"]]
        assert "Assisted: a hint or an undo was taken" in text_of(pilot, "#statistics-hint")
