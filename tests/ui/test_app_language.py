"""The app speaks the language the settings, --lang or the system ask for, and changes it at once."""

from __future__ import annotations

import pytest
from app_support import menu_with_files_read, pilot_test, played_session
from language_support import english_words
from textual.app import App
from textual.widgets import Static

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.translation import current_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table import TableScreen

ENGLISH_TAGLINE = "Japanese rummy with pon and chi"
JAPANESE_TAGLINE = "ポンとチーで遊ぶ日本のラミー"


def tagline(app: App[None]) -> str:
    assert isinstance(app.screen, MenuScreen)
    return str(app.screen.query_one("#menu-tagline", Static).content)


@pilot_test
async def test_the_menu_speaks_japanese_when_the_settings_ask_for_it() -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)):
        assert tagline(app) == JAPANESE_TAGLINE


@pilot_test
async def test_the_menu_follows_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)):
        assert tagline(app) == JAPANESE_TAGLINE


@pilot_test
async def test_lang_wins_over_the_settings() -> None:
    save_settings(Settings(language="ja"))
    app = make_app(language="en")
    async with menu_with_files_read(app, size=(80, 24)):
        assert tagline(app) == ENGLISH_TAGLINE


@pilot_test
async def test_switching_language_redraws_the_menu_at_once_and_is_remembered() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        assert tagline(app) == ENGLISH_TAGLINE
        app.action_switch_language()
        await pilot.pause()
        assert tagline(app) == JAPANESE_TAGLINE
        assert load_settings()[0].language == "ja"
        app.action_switch_language()
        await pilot.pause()
        assert tagline(app) == ENGLISH_TAGLINE
    assert load_settings()[0].language == "en"


@pilot_test
async def test_switching_language_at_the_table_keeps_the_game() -> None:
    session = played_session()
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        app.action_switch_language()
        await pilot.pause()
        assert current_language() == "ja"
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.game == session.game


@pilot_test
async def test_english_words_are_found_on_a_screen_still_in_english() -> None:
    app = make_app(language="en")
    async with menu_with_files_read(app, size=(80, 24)):
        assert "Statistics" in english_words(app)
        assert "ラミー" not in " ".join(english_words(app))
