"""A sheet over the table never leaves a sliver of the table beside it.

A box a few columns narrower than the terminal would leave the edge of the
table (the log panel's border, the end of a word) showing down its side; so
on a terminal not much wider than the box, the box takes the whole width,
and on a wider one it leaves a clear margin of the table either side.
"""

from __future__ import annotations

import pytest
from app_support import screen_rows
from table_host import TableHostApp, gone_out_at_once, run_table
from textual.containers import Vertical
from textual.pilot import Pilot

from sevenbridge.ui.footer import Footer
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen

CLEAR_MARGIN = 10
"""The fewest columns of the table a box leaves beside it when it does not take the whole width."""


def box_columns(pilot: Pilot[None]) -> tuple[int, int]:
    """The first column of the sheet's box and the first column past it."""
    box = pilot.app.screen.query_one(".dialog", Vertical).region
    return box.x, box.right


def assert_no_sliver(pilot: Pilot[None]) -> None:
    """The box spans the whole width, or leaves at least ``CLEAR_MARGIN`` columns either side."""
    width = pilot.app.size.width
    left, right = box_columns(pilot)
    assert (left, right) == (0, width) or min(left, width - right) >= CLEAR_MARGIN, (left, right, width)


@pytest.mark.parametrize("width", [80, 81, 85, 99, 100, 120, 160])
def test_the_game_over_sheet_leaves_no_sliver_of_the_table(width: int) -> None:
    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert isinstance(pilot.app.screen, GameOverScreen)
        assert_no_sliver(pilot)

    run_table(TableHostApp(gone_out_at_once(games=5)), scenario, size=(width, 24))


def test_at_80_columns_the_game_over_sheet_hides_the_logs_border() -> None:
    """The rows the box covers end with the box's own edge, not the log panel's rounded border."""

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        box = pilot.app.screen.query_one(".dialog", Vertical).region
        rows = [strip.text for strip in pilot.app.screen._compositor.render_strips()]
        assert [rows[y][-1] for y in range(box.y, box.bottom)] == ["█"] * box.height

    run_table(TableHostApp(gone_out_at_once(games=5)), scenario)


@pytest.mark.parametrize("width", [80, 90, 120])
def test_the_running_score_sheet_leaves_no_sliver_of_the_table(width: int) -> None:
    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ScoreSheetScreen)
        assert_no_sliver(pilot)

    run_table(TableHostApp(gone_out_at_once(games=5)), scenario, size=(width, 24))


@pytest.mark.parametrize("width", [80, 99])
def test_a_full_width_sheet_leaves_no_row_of_the_table_above_or_below_it(width: int) -> None:
    """A box across the whole width over a taller table left the table's cut rows above and below it: the
    bottom of the hand's cards and its key row (``[1]   sorted by suit``) under the sheet at 80×24."""

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        app = pilot.app
        assert isinstance(app.screen, GameOverScreen)
        box = app.screen.query_one(".dialog", Vertical).region
        footer = app.screen.query_one(Footer).region
        assert box.height < footer.y
        rows = screen_rows(app)
        outside = [rows[y] for y in range(footer.y) if not box.y <= y < box.bottom]
        assert [row for row in outside if row.strip()] == []

    run_table(TableHostApp(gone_out_at_once(games=5)), scenario, size=(width, 24))
