"""The menu's saved-match line, a bad file's notice, Statistics and the replay list in Japanese at 80×24.

The untranslated-text checks allow the app-wide keys in the footer, which the
app's own bindings describe.
"""

from __future__ import annotations

from app_support import (
    kept_files,
    menu_with_files_read,
    open_replay_list,
    open_statistics,
    pilot_test,
    played_session,
    text_of,
)
from language_support import english_words, screen_text
from rich.cells import cell_len
from textual.app import App
from textual.containers import Vertical
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import DataTable, OptionList, Static

from sevenbridge.choices import Level
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.setup import start_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.statistics import StatisticsScreen
from support import first_legal, play_out

SHOWN_AS_WRITTEN = frozenset({"esc", "Help", "palette"})
"""The footer's key name ``esc``, and the app-wide keys' descriptions, which the app's own bindings translate."""


def record(ruleset: str, levels: list[Level], seed: int) -> None:
    """Add a one-game match of ``ruleset`` against CPUs of ``levels`` to the history."""
    rules = load_ruleset(ruleset).with_changes(games_per_match=1)
    record_match(play_out(start_match("You", levels, rules, seed=seed), first_legal))


def nothing_cut(app: App[None], box: str, table: DataTable[object]) -> None:
    """The screen's box lies inside an 80×24 terminal above the footer, and its table needs no scrolling."""
    region = app.screen.query_one(box, Vertical).region
    assert region.x >= 0
    assert region.right <= 80
    assert region.y >= 0
    assert region.bottom <= 23
    assert app.screen.query_one(box, Vertical).max_scroll_y == 0
    assert table.max_scroll_x == 0
    assert table.virtual_size.width <= table.content_region.width
    assert table.max_scroll_y == 0


def rows(table: DataTable[object]) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]


@pilot_test
async def test_the_menu_sums_up_the_saved_match_in_japanese() -> None:
    save_match(played_session())
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)):
        found = load_match()
        assert isinstance(found, LoadedMatch)
        summary = describe_save(found)
        assert summary.startswith("ラウンド 1/5 · 標準 · 相手 西（かんたん）、北（かんたん）、東（かんたん） · あなた ")
        prompt = str(app.screen.query_one("#menu-options", OptionList).get_option_at_index(0).prompt)
        assert summary in prompt


@pilot_test
async def test_a_bad_save_is_explained_on_the_menu_in_japanese_naming_the_kept_file() -> None:
    path = data_dir() / "match.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"schema_version": 3', encoding="utf-8")
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        kept = kept_files(path.parent, "match.json")
        assert len(kept) == 1
        notice = text_of(pilot, "#menu-notice")
        assert notice == (
            f"保存したマッチを読めませんでした（途中で切れています）。{kept[0].name} として残しました。"
            "新しいマッチを始められます。"
        )
        assert kept[0].name in screen_text(app).replace("\n", "")


async def open_statistics_in_japanese(pilot: Pilot[None]) -> StatisticsScreen:
    await pilot.pause()
    await open_statistics(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, StatisticsScreen)
    return screen


def drawn_rows(widget: Widget) -> list[str]:
    """The rows ``widget`` draws, without the spaces around them."""
    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return [strip.text.strip() for strip in strips]


@pilot_test
async def test_statistics_in_japanese_fit_80_by_24_with_no_english_left() -> None:
    record("standard", ["hard", "normal", "easy"], seed=3)
    record("japanese-classic", ["normal"], seed=4)
    save_settings(Settings(language="ja"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_statistics_in_japanese(pilot)
        table = screen.query_one(DataTable)
        labels = [row[0] for row in rows(table)]
        assert labels == [
            "すべて",
            "ルール: 日本式クラシック",
            "ルール: 標準",
            "相手: かんたん",
            "相手: ふつう",
            "相手: むずかしい",
        ]
        assert [str(column.label) for column in table.columns.values()] == [
            "マッチ",
            "対戦数",
            "勝ち",
            "平均失点",
            "ベスト",
            "ワースト",
        ]
        assert english_words(app, allowed=SHOWN_AS_WRITTEN) == []
        nothing_cut(app, "#statistics-box", table)
        assert text_of(pilot, "#statistics-title") == "成績"
        assert text_of(pilot, "#statistics-hint").endswith("r でリプレイを見られます。")
        hint = drawn_rows(screen.query_one("#statistics-hint", Static))
        assert "（少ないほど良い）。r でリプレイを見られます。" in "".join(hint), hint
        assert [row for row in hint if row[:1] in "、。"] == [], hint


@pilot_test
async def test_the_replay_list_in_japanese_fits_80_by_24_with_no_english_left() -> None:
    record("japanese-classic", ["hard", "normal", "easy", "easy", "hard"], seed=5)
    record("standard", ["easy", "easy", "easy"], seed=6)
    save_settings(Settings(language="ja"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = (await open_replay_list(pilot)).query_one(DataTable)
        headings = [str(column.label) for column in table.columns.values()]
        assert headings == ["マッチ終了日時", "ルール", "ラウンド", "あなたの失点"]
        shown = rows(table)
        assert [row[1:3] for row in shown] == [["標準", "1/1"], ["日本式クラシック", "1/1"]]
        assert all(cell_len(row[0]) == cell_len("2026/12/01 02:17") for row in shown)
        assert text_of(pilot, "#replays-opponents") == "相手: かんたん3人"
        assert english_words(app, allowed=SHOWN_AS_WRITTEN) == []
        nothing_cut(app, "#replays-box", table)
        await pilot.press("down")
        assert text_of(pilot, "#replays-opponents") == "相手: かんたん2人、ふつう、むずかしい2人"
        nothing_cut(app, "#replays-box", table)


@pilot_test
async def test_switching_language_redraws_statistics_at_once() -> None:
    record("standard", ["hard"], seed=7)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_statistics_in_japanese(pilot)
        assert rows(screen.query_one(DataTable))[0][0] == "All"
        app.action_switch_language()
        await pilot.pause()
        assert app.screen is screen
        assert text_of(pilot, "#statistics-title") == "成績"
        assert [row[0] for row in rows(screen.query_one(DataTable))] == [
            "すべて",
            "ルール: 標準",
            "相手: むずかしい",
        ]
        assert english_words(app, allowed=SHOWN_AS_WRITTEN) == []
        app.action_switch_language()
        await pilot.pause()
        assert text_of(pilot, "#statistics-title") == "Statistics"
        assert [row[0] for row in rows(screen.query_one(DataTable))] == ["All", "Rule set: Standard", "Against Hard"]


@pilot_test
async def test_switching_language_redraws_the_replay_list_at_once_on_the_same_game() -> None:
    record("standard", ["hard", "hard"], seed=8)
    record("simple", ["normal"], seed=9)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_replay_list(pilot)
        await pilot.press("down")
        assert text_of(pilot, "#replays-opponents") == "Opponents: Hard ×2"
        assert rows(screen.query_one(DataTable))[1][2] == "1 of 1"
        app.action_switch_language()
        await pilot.pause()
        assert app.screen is screen
        assert rows(screen.query_one(DataTable))[1][2] == "1/1"
        assert screen.query_one(DataTable).cursor_row == 1
        assert text_of(pilot, "#replays-opponents") == "相手: むずかしい2人"
        assert english_words(app, allowed=SHOWN_AS_WRITTEN) == []
