"""Japanese text stays whole where a pop-up covers the edges of the widgets beneath it.

A drop-down list or a notification lies over other widgets; the edges of
those widgets must not cut the pop-up's own double-width characters into
blanks (``自  の最初の  番から``).
"""

from __future__ import annotations

from app_support import menu_with_files_read, pilot_test, screen_rows, type_into
from forms_support import japanese_custom_match, open_custom_form
from rich.cells import cell_len
from textual.geometry import Region
from textual.widgets import Select
from textual.widgets._toast import Toast

from sevenbridge.translation import pgettext
from sevenbridge.ui.app import make_app

SIZE = (80, 24)


def cut_cells(row: str, start: int, end: int) -> str:
    """The characters of ``row`` that start between columns ``start`` and ``end``."""
    kept, column = [], 0
    for char in row:
        if start <= column < end:
            kept.append(char)
        column += cell_len(char)
    return "".join(kept)


def squeezed(rows: list[str], region: Region) -> str:
    """The text shown in ``region`` of the screen, its spaces and borders taken out, so a word reads on across lines."""
    shown = (cut_cells(row, region.x, region.right) for row in rows[region.y : region.bottom])
    return "".join(char for line in shown for char in line if char not in " ▌▐▊")


@pilot_test
async def test_an_open_list_over_the_custom_form_shows_its_choices_whole() -> None:
    japanese_custom_match()
    async with menu_with_files_read(make_app(), size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        claims = screen.query_one("#field-claims_open", Select)
        claims.focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        rows = screen_rows(pilot.app)
        choice = pgettext("rule choice", "After own first turn")
        assert choice == "自分の最初の手番のあと"
        assert any(choice in row for row in rows), "\n".join(rows)


@pilot_test
async def test_the_custom_forms_warning_reads_whole_over_the_form() -> None:
    japanese_custom_match()
    async with menu_with_files_read(make_app(), size=SIZE, notifications=True) as pilot:
        await open_custom_form(pilot)
        await type_into(pilot, "#field-max_reshuffles", "11")
        await pilot.press("ctrl+s")
        await pilot.pause()
        toast = pilot.app.screen.query_one(Toast)
        said = squeezed(screen_rows(pilot.app), toast.region)
        assert "10以下にしてください" in said, said
