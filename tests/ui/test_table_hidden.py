"""While the terminal is too small, the table is hidden and nothing happens on it unseen."""

from __future__ import annotations

from table_host import TableHostApp, run_table, table_session
from textual.pilot import Pilot

from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hand import HandView


def test_no_game_key_acts_while_the_table_is_hidden() -> None:
    session = table_session(seed=7)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "c", "1", "space", "o", "f")
        await pilot.pause()
        assert table.session is session, "no move was made unseen"
        assert table.query_one(HandView).selected == set()
        assert (app.order, app.speed) == ("suit", "instant")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("d")
        assert len(table.session.actions) == 1, "the keys work again once the table shows"

    run_table(app, scenario, size=(60, 20))


def test_cpus_wait_while_the_table_is_hidden() -> None:
    app = TableHostApp(table_session(seed=7), speed="fast")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "1", "x")
        await pilot.resize_terminal(60, 20)
        played = len(table.session.actions)
        await pilot.pause(0.6)
        assert len(table.session.actions) == played
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.6)
        assert len(table.session.actions) > played

    run_table(app, scenario)
