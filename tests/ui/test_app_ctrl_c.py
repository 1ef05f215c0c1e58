"""Ctrl+C does not quit (in a text field it copies): the app says how to quit instead, in the player's language."""

from __future__ import annotations

import pytest
from app_support import menu_with_files_read, pilot_test
from textual.app import App

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app

SAID = {
    "en": ("Do you want to quit?", "Press Ctrl+Q to quit."),
    "ja": ("終了しますか？", "終了するには Ctrl+Q を押してください。"),
}


def toasts(app: App[None]) -> list[tuple[str, str]]:
    """The title and words of every notification the app shows."""
    return [(toast.title, toast.message) for toast in app._notifications]


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_ctrl_c_says_how_to_quit_in_the_players_language(language: Language) -> None:
    save_settings(Settings(language=language))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert toasts(app) == [SAID[language]]
        assert app.is_running, "Ctrl+C never quits"
