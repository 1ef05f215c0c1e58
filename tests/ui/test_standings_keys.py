"""The final standings take the keys every sheet before them took: Enter goes on (to a new match), q or Esc goes
back to the menu; the footer says so."""

from __future__ import annotations

import pytest
from table_host import TableHostApp, gone_out_at_once, run_table
from textual.pilot import Pilot
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from sevenbridge.ui.table.match_over import MatchOverScreen


async def at_the_standings(pilot: Pilot[None]) -> MatchOverScreen:
    """From the one game's sheet on to the standings."""
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, MatchOverScreen)
    return screen


@pytest.mark.parametrize(
    ("key", "where"),
    [("enter", "new-match"), ("n", "new-match"), ("q", "main-menu"), ("escape", "main-menu"), ("m", "main-menu")],
)
def test_the_standings_keys(key: str, where: str) -> None:
    app = TableHostApp(gone_out_at_once(games=1))

    async def scenario(pilot: Pilot[None]) -> None:
        await at_the_standings(pilot)
        await pilot.press(key)
        await pilot.pause()
        assert app.went_to == [where]

    run_table(app, scenario)


def test_the_standings_footer_offers_enter_and_q() -> None:
    app = TableHostApp(gone_out_at_once(games=1))

    async def scenario(pilot: Pilot[None]) -> None:
        standings = await at_the_standings(pilot)
        shown = {(key.key, key.description) for key in standings.query_one(Footer).query(FooterKey)}
        assert {("enter", "New match"), ("q", "Menu")} <= shown

    run_table(app, scenario)


def test_enter_on_the_focused_main_menu_button_goes_to_the_menu() -> None:
    app = TableHostApp(gone_out_at_once(games=1))

    async def scenario(pilot: Pilot[None]) -> None:
        standings = await at_the_standings(pilot)
        standings.query_one("#main-menu").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.went_to == ["main-menu"]

    run_table(app, scenario)
