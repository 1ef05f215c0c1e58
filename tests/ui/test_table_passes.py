"""A CPU's pass on a pon stays secret: it is not told, and the seat asked is not shown as deciding."""

from __future__ import annotations

import pytest
from table_host import TableHostApp, run_table, table_session
from table_keys import wait_for_player
from textual.pilot import Pilot

from sevenbridge.engine.actions import Pass
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.status_line import StatusLine


def east_asked_after_wests_discard() -> Session:
    """Seed 3, the player taking the first legal action: West discards, and East (not North, next in turn) is asked."""
    session = table_session(seed=3, level="easy")
    while len(session.actions) < 23:
        if session.waiting_for_human:
            session = session.apply(legal_actions(session.game)[0])
        else:
            session = session.apply(session.cpu_choice())
    game = session.game
    assert (game.phase, game.current, game.to_act) == (Phase.CLAIM, 1, 3)
    assert isinstance(session.cpu_choice(), Pass)
    return session


@pytest.mark.usefixtures("held_cpus")
def test_the_seat_asked_is_not_shown_and_its_pass_is_not_told() -> None:
    app = TableHostApp(east_asked_after_wests_discard(), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        acting = [row.seat for row in table.query(SeatRow) if row.has_class("-acting")]
        assert acting == [2], "North, next in turn, is shown deciding, as if nobody could pon"
        assert "North is playing" in table.query_one(StatusLine).hint
        await pilot.pause()
        assert table.session.actions[23:] == (Pass(),), "East's pass is played at once, without a pause of its own"
        assert table.session.game.current == 2
        await pilot.press("s")
        await wait_for_player(pilot)
        assert Pass() in table.session.actions[23:]
        log = table.query_one(GameLog).lines_written
        assert not [line for line in log if "passes" in line], log

    run_table(app, scenario)
