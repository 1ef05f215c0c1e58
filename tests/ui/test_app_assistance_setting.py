"""The "Hints and undo" setting: turned off from the command palette, remembered, their keys then left out of the
footer, and `h` and `u` still saying why they do nothing."""

from __future__ import annotations

import json

import pytest
from app_support import palette_titles, pilot_test, quick
from rich.text import Text
from table_keys import table_of, wait_for_player
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from sevenbridge.persistence.paths import config_dir
from sevenbridge.persistence.settings import Settings, load_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.footer import Footer
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


def footer_keys(pilot: Pilot[None]) -> set[str]:
    """The keys the table's footer offers now."""
    return {key.key for key in table_of(pilot).query_one(Footer).query(FooterKey)}


@pilot_test
async def test_with_hints_and_undo_off_the_footer_leaves_out_their_keys_and_they_still_say_why() -> None:
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert {"h", "u"} <= footer_keys(pilot)
        await palette_titles(pilot, "Hints and undo", "Hints and undo")
        await pilot.press("enter")
        await pilot.pause()
        assert not {"h", "u"} & footer_keys(pilot)
        table = table_of(pilot)
        for key in ("h", "u"):
            table.message = Text()
            await pilot.press(key)
            await pilot.pause()
            assert table.query_one(StatusLine).message.plain == ASSISTANCE_OFF, key
        await palette_titles(pilot, "Hints and undo", "Hints and undo")
        await pilot.press("enter")
        await pilot.pause()
        assert {"h", "u"} <= footer_keys(pilot)
