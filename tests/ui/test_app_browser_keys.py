"""Keys a browser keeps for itself (F1, Ctrl+P) have alternatives, and the footer shows them."""

from __future__ import annotations

from app_support import open_new_match_form, pilot_test
from textual.command import CommandPalette
from textual.widgets import Input
from textual.widgets._footer import FooterKey

from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.rules_help import RulesScreen


@pilot_test
async def test_f2_opens_the_help_and_a_colon_the_palette_and_the_footer_says_so() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        shown = {(key.key_display, key.description) for key in app.screen.query(FooterKey)}
        assert {("F1/F2", "Help"), ("^p/:", "palette")} <= shown
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape", "colon")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)


@pilot_test
async def test_a_colon_typed_in_a_text_field_stays_there() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await open_new_match_form(pilot)
        field = app.screen.query_one("#name", Input)
        field.focus()
        await pilot.press("end", "colon")
        await pilot.pause()
        assert field.value.endswith(":")
        assert not isinstance(app.screen, CommandPalette)
