"""CPU turns at the table: paced step by step, logged, skippable, never blocking the keys."""

from __future__ import annotations

import pytest
from table_host import TableHostApp, run_table, table_session
from table_keys import wait_for_player
from textual.pilot import Pilot

from sevenbridge.engine.actions import Discard, Draw, Pass
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.status_line import StatusLine


@pytest.mark.usefixtures("held_cpus")
def test_slow_cpu_turns_wait_on_screen_and_skip_plays_them_out_to_the_players_turn() -> None:
    session = table_session(seed=7, level="hard")
    app = TableHostApp(session, speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "1", "x")
        await pilot.pause(0.2)
        assert table.waiting == "cpu"
        assert len(table.session.actions) == 2, "the first CPU step is still on its pause"
        assert "West is playing" in table.query_one(StatusLine).hint
        await pilot.press("s")
        await wait_for_player(pilot)
        log = table.query_one(GameLog).lines_written
        for name in ("West", "North", "East"):
            assert any(line.startswith(f"{name}: ") for line in log), name
        assert table.session.waiting_for_human

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_keys_answer_while_a_cpu_is_playing() -> None:
    app = TableHostApp(table_session(seed=7), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "1", "x")
        hand = table.query_one(HandView)
        await pilot.press("o")
        assert table.waiting == "cpu"
        assert [card.rank for card in hand.cards] == sorted(card.rank for card in hand.cards)
        assert app.order == "rank"

    run_table(app, scenario)


def test_the_speed_key_cycles_and_is_remembered_by_the_app() -> None:
    app = TableHostApp(table_session(seed=7), speed="normal")

    async def scenario(pilot: Pilot[None]) -> None:
        seen = []
        for _ in range(4):
            await pilot.press("f")
            seen.append(app.speed)
        assert seen == ["fast", "instant", "slow", "normal"]

    run_table(app, scenario)


def test_every_cpu_step_is_saved_and_logged_in_order() -> None:
    session = table_session(seed=9, level="normal")
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "1", "x")
        await wait_for_player(pilot)
        played = table.session.actions
        assert [saved.actions for saved in app.saves] == [played[: n + 1] for n in range(len(played))]
        log = table.query_one(GameLog).lines_written
        seats = [seat for seat, _ in table.session.game.history]
        told = [action for seat, action in zip(seats, played, strict=True) if seat == 0 or not isinstance(action, Pass)]
        assert len(log) == 1 + len(told), "one heading, then one line per step, a CPU's pass untold"
        assert played[:2] == (Draw(), Discard(session.apply(Draw()).game.hands[0][0]))

    run_table(app, scenario)
