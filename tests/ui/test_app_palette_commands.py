"""The command palette offers a player's commands only: none of Textual's widget maximising."""

from __future__ import annotations

import pytest
from app_support import menu_with_files_read, pilot_test, quick
from table_keys import wait_for_player
from textual.app import App

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import SevenBridgeApp, make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table.hand import HandView

WIDGET_COMMANDS = {
    "en": {"Maximize", "Minimize"},
    "ja": {"最大化", "最小化", "Maximize", "Minimize"},
}
"""Textual's commands that act on the focused widget, as either language would title them."""
KEPT = {
    "en": {"Theme", "Quit", "Screenshot"},
    "ja": {"テーマ", "終了", "スクリーンショット"},
}
"""Textual's commands a player has a use for, as each language titles them."""


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_palette_at_the_table_has_no_command_to_maximise_the_focused_widget(language: Language) -> None:
    save_settings(Settings(cpu_speed="instant", language=language))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_player(pilot)
        assert isinstance(screen.focused, HandView)
        offered = {command.title for command in App.get_system_commands(app, screen)}
        assert "Maximize" in offered, "Textual alone would offer to maximise the focused hand"
        titles = {command.title for command in app.palette_commands(screen)}
        assert not titles & WIDGET_COMMANDS[language]
        assert titles >= KEPT[language]


def main_menu_commands(app: SevenBridgeApp) -> dict[str, str]:
    """The palette's Main menu command over the current screen, by title, with its help."""
    commands = app.palette_commands(app.screen)
    return {command.title: command.help for command in commands if command.title == "Main menu"}


@pilot_test
async def test_the_palette_offers_the_main_menu_only_away_from_it_and_speaks_of_a_saved_match_only_at_a_table() -> None:
    save_settings(Settings(cpu_speed="instant"))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        assert main_menu_commands(app) == {}
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert main_menu_commands(app) == {"Main menu": "Back to the main menu"}
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert main_menu_commands(app) == {"Main menu": "Leave for the main menu (the match stays saved)"}
