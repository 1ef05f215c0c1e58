"""Undo survives leaving the table: a match continued from the save on disk can still take moves back."""

from __future__ import annotations

import pytest
from app_support import pilot_test, quick
from table_keys import press_action, table_of, wait_for_player

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen

pytestmark = pytest.mark.usefixtures("instant_cpus")


@pilot_test
async def test_continue_after_leaving_for_the_menu_can_still_undo_to_the_start() -> None:
    app = make_app(quick(seed=4))
    policy = cpu_player("normal", seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await wait_for_player(pilot)
            session = table_of(pilot).session
            await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))
        await wait_for_player(pilot)
        before = table_of(pilot).session
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
    saved = load_match()
    assert isinstance(saved, LoadedMatch)
    assert saved.session == before

    again = make_app("continue")
    async with again.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("u")
        await wait_for_player(pilot)
        assert table_of(pilot).session == before.undo()
        for _ in range(4):
            await pilot.press("u")
            await wait_for_player(pilot)
        table = table_of(pilot)
        assert table.session.actions == ()
        assert table.session.game == before.deal
        await pilot.press("ctrl+q")
        await pilot.pause()

    resumed = load_match()
    assert isinstance(resumed, LoadedMatch)
    assert resumed.session.actions == ()
    assert resumed.session.game_assisted
