"""Snapshots of the screens around the table, at fixed sizes, from fixed files and seeds.

Update them with ``pytest tests/ui/test_snapshots_menu.py --snapshot-update``
after checking the new pictures by eye.
"""

from __future__ import annotations

import pytest
from app_support import SnapCompare, played_session
from textual.pilot import Pilot
from textual.widgets import OptionList

from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.ui.app import make_app


def test_main_menu(snap_compare: SnapCompare) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24))


def test_main_menu_with_a_saved_match(snap_compare: SnapCompare) -> None:
    session = played_session(seed=11, moves=30)
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    summary = describe_save(loaded)

    async def until_the_summary_shows(pilot: Pilot[None]) -> None:
        """The save is read once the menu is drawn: the picture waits for Continue's summary line."""
        for _ in range(500):
            options = pilot.app.screen.query_one("#menu-options", OptionList)
            if summary in str(options.get_option_at_index(0).prompt):
                return
            await pilot.pause()
        raise AssertionError("the menu never showed the saved match's summary")

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=until_the_summary_shows)


def test_new_match_form(snap_compare: SnapCompare) -> None:
    assert snap_compare(make_app(), press=["n"], terminal_size=(80, 24))


def test_custom_rules_form_with_a_problem(snap_compare: SnapCompare) -> None:
    async def open_form_and_overreach(pilot: Pilot[None]) -> None:
        await pilot.press("n")
        await pilot.pause()
        pilot.app.screen.query_one("#ruleset").focus()
        await pilot.press("enter", "c", "enter")
        await pilot.pause()
        pilot.app.screen.query_one("#field-jokers").focus()
        await pilot.press("end", "backspace", "3", "tab")
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=open_form_and_overreach)


@pytest.mark.slow
def test_rules_screen(snap_compare: SnapCompare) -> None:
    assert snap_compare(make_app(), press=["r"], terminal_size=(100, 32))
