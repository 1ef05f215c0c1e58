"""The "Hints and undo" setting: turned off from the command palette, remembered, and `u` then says so."""

from __future__ import annotations

import json

import pytest
from app_support import palette_titles, pilot_test, quick
from table_keys import table_of, wait_for_player

from sevenbridge.persistence.paths import config_dir
from sevenbridge.persistence.settings import Settings, load_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.assistance import ASSISTANCE_OFF
from sevenbridge.ui.table.status_line import StatusLine

pytestmark = pytest.mark.usefixtures("instant_cpus")


def test_settings_from_before_the_setting_offer_hints_and_undo() -> None:
    assert Settings.model_validate({"schema_version": 1, "player_name": "Ann"}).assistance


@pilot_test
async def test_the_palette_turns_hints_and_undo_off_and_u_then_says_so() -> None:
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert (await palette_titles(pilot, "Hints and undo", "Hints and undo"))[:1] == ["Hints and undo"]
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(pilot)
        await pilot.press("d")
        drawn = table.session
        await pilot.press("u")
        await pilot.pause()
        assert table.query_one(StatusLine).message.plain == ASSISTANCE_OFF
        assert table.session == drawn
    assert json.loads((config_dir() / "settings.json").read_text())["assistance"] is False
    settings, _ = load_settings()
    assert not settings.assistance
