"""Statistics at 80×24 with many rows: the table scrolls, and the title and the note under it stay whole."""

from __future__ import annotations

import pytest
from app_support import open_statistics, pilot_test
from six_seat_history_support import record_six_seat_matches
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from sevenbridge.engine.rules import RULESET_NAMES
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.footer import Footer

SIZE = (80, 24)


@pytest.mark.parametrize("house_rules", [0, 2, 6])
@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_every_row_of_six_seat_statistics_can_be_read_and_the_note_stays_whole(
    language: Language, house_rules: int
) -> None:
    record_six_seat_matches(house_rules)
    save_settings(Settings(language=language))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        await pilot.pause()
        screen = app.screen
        box = screen.query_one("#statistics-box")
        title = screen.query_one("#statistics-title", Static)
        table = screen.query_one(DataTable)
        hint = screen.query_one("#statistics-hint", Static)
        assert box.region.bottom <= screen.query_one(Footer).region.y, "the box ends above the keys line"
        assert title.region.y >= box.region.y
        lines = hint.render_lines(hint.region.reset_offset)
        assert hint.region.bottom <= box.content_region.bottom, "the note is not cut"
        assert len(lines) == hint.region.height == hint.virtual_size.height, "every line of the note shows"
        assert table.region.bottom <= hint.region.y
        rows = 1 + len(RULESET_NAMES) + house_rules + 2 + 3
        assert table.row_count == rows
        if house_rules == 0:
            assert table.max_scroll_y == 0, "six seats and every rule set fit without scrolling"
        assert table.region.height >= 4, "a few rows at least show"
        await last_row_in_view(pilot, rows)


async def last_row_in_view(pilot: Pilot[None], rows: int) -> None:
    """Go to the table's last row, and check it is the last level's and in view."""
    table = pilot.app.screen.query_one(DataTable)
    table.focus()
    await pilot.press("ctrl+end")
    await pilot.pause()
    assert table.cursor_row == rows - 1
    assert table.get_row_at(rows - 1)[0].plain in {"Against Hard", "相手: むずかしい"}
    assert table.scroll_y == table.max_scroll_y, "the last row is in view"


def assert_whole(app: App[None]) -> None:
    """The box ends above the keys line, and the note under the table shows every line."""
    screen = app.screen
    box = screen.query_one("#statistics-box")
    hint = screen.query_one("#statistics-hint", Static)
    assert box.region.bottom <= screen.query_one(Footer).region.y
    assert hint.region.bottom <= box.content_region.bottom
    assert hint.region.height == hint.virtual_size.height


@pilot_test
async def test_the_note_stays_whole_when_the_language_changes_and_the_terminal_shrinks() -> None:
    record_six_seat_matches(6)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        assert_whole(app)
        app.action_switch_language()
        await pilot.pause()
        await pilot.pause()
        assert "成績" in str(app.screen.query_one("#statistics-title", Static).content)
        assert_whole(app)
        await pilot.resize_terminal(80, 20)
        await pilot.pause()
        await pilot.pause()
        assert_whole(app)
        await last_row_in_view(pilot, 1 + len(RULESET_NAMES) + 6 + 2 + 3)
