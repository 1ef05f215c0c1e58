"""In Japanese the command palette finds each command by its English name too, and lists it once, in Japanese.

A player on an English keyboard, or one who knows Textual's English names
("theme", "quit"), types those; the palette shows the command as the game
names it in Japanese.
"""

from __future__ import annotations

import pytest
from app_support import menu_with_files_read, palette_titles, pilot_test, quick
from table_keys import wait_for_player

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app


@pytest.mark.parametrize(
    ("typed", "title"),
    [("theme", "テーマ"), ("quit", "終了"), ("new match", "新しいマッチ"), ("rules", "ルール"), ("テーマ", "テーマ")],
)
@pilot_test
async def test_a_command_is_found_by_its_english_name_and_shown_once_in_japanese(typed: str, title: str) -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        titles = await palette_titles(pilot, typed, title)
        assert titles[:1] == [title]
        assert titles.count(title) == 1


@pilot_test
async def test_a_move_at_the_table_is_found_by_its_english_name_and_shown_in_japanese() -> None:
    save_settings(Settings(cpu_speed="instant", language="ja"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        titles = await palette_titles(pilot, "hint", "ヒント")
        assert titles[:1] == ["ヒント"]
        assert titles.count("ヒント") == 1


@pilot_test
async def test_in_english_a_search_finds_the_english_name_alone() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        titles = await palette_titles(pilot, "theme", "Theme")
        assert titles == ["Theme"]


@pytest.mark.parametrize(("language", "title"), [("en", "Score sheet"), ("ja", "得点表")])
@pilot_test
async def test_the_score_sheet_is_found_at_the_table_though_the_footer_has_no_room_for_its_key(
    language: Language, title: str
) -> None:
    save_settings(Settings(cpu_speed="instant", language=language))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        titles = await palette_titles(pilot, "score", title)
        assert titles[:1] == [title]
