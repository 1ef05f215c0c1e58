"""The command palette offers a player's commands only: none of Textual's widget maximising."""

from __future__ import annotations

import pytest
from app_support import pilot_test, quick
from table_keys import wait_for_player
from textual.app import App

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
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
        titles = {command.title for command in app.get_system_commands(screen)}
        assert not titles & WIDGET_COMMANDS[language]
        assert titles >= KEPT[language]
