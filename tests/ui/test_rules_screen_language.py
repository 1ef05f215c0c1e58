"""The Rules and Keys screen speaks the current language, all of it, and follows a switch at once.

Its text comes from Markdown files with one copy per language; a Japanese copy
that loses or gains a section beside its English one is caught here, so the two
cannot drift apart unnoticed.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest
from app_support import pilot_test
from language_support import english_words
from textual.app import App
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Markdown, Select, Tab, TabbedContent

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.translation import use_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.rules_help import RulesScreen, keys_markdown, ruleset_markdown
from sevenbridge.ui.screens.statistics import StatisticsScreen

DOCS = Path(__file__).resolve().parents[2] / "docs"
SHIPPED = resources.files("sevenbridge.ui") / "text"

TYPED_AS_IS = frozenset(
    {"sevenbridge", "play", "replay", "ascii", "COLOR", "TERM", "linux", "Linux", "cons", "UTF", "exports"}
)
"""Words of the key list a player types or reads exactly as written: the command, its options, an
environment variable and its values, an encoding."""
LANGUAGE_COMMAND = frozenset({"English"})
"""The palette's language command is named in the language it switches to."""
FOOTER = frozenset({"esc", "Help", "palette"})
"""The footer's key name ``esc``, and the app-wide keys' descriptions, which the app's own bindings translate."""

HEADING = re.compile(r"^(#{1,6}) ", re.MULTILINE)


def section_levels(text: str) -> dict[int, int]:
    """How many Markdown headings ``text`` has at each level."""
    counts: dict[int, int] = {}
    for marks in HEADING.findall(text):
        counts[len(marks)] = counts.get(len(marks), 0) + 1
    return counts


@pytest.mark.parametrize(
    ("english", "japanese"),
    [
        (DOCS / "rules.md", DOCS / "rules.ja.md"),
        (SHIPPED / "rules.md", SHIPPED / "rules.ja.md"),
        (SHIPPED / "keys.md", SHIPPED / "keys.ja.md"),
    ],
    ids=["docs-rules", "screen-rules", "screen-keys"],
)
def test_a_japanese_text_has_the_sections_of_its_english_one(english: Path, japanese: Path) -> None:
    english_sections = section_levels(english.read_text(encoding="utf-8"))
    assert english_sections[1] == 1
    assert section_levels(japanese.read_text(encoding="utf-8")) == english_sections


@pytest.mark.parametrize(("name", "allowed"), [("rules.ja.md", frozenset()), ("keys.ja.md", TYPED_AS_IS)])
def test_the_japanese_texts_leave_only_names_in_english(name: str, allowed: frozenset[str]) -> None:
    text = (SHIPPED / name).read_text(encoding="utf-8")
    keys = {"Enter", "Esc", "Tab", "Shift", "Ctrl", "Space", "Home", "End", "PgUp", "PgDn", "CPU", "ASCII"}
    words = set(re.findall(r"[A-Za-z]{3,}", text)) - keys - allowed - LANGUAGE_COMMAND
    assert sorted(words) == []


def test_the_tables_the_screen_writes_speak_japanese() -> None:
    use_language("ja")
    assert ruleset_markdown(load_ruleset("japanese-classic")).startswith("## このルール: 日本式クラシック\n")
    assert "| ルール | 設定 |" in ruleset_markdown(load_ruleset("standard"))
    assert "| `x` | 戻る |" in keys_markdown([("x", "Back")])


def test_a_rule_set_name_from_a_file_is_not_translated() -> None:
    use_language("ja")
    assert ruleset_markdown(load_ruleset("standard").with_changes(name="Simple house")).startswith(
        "## このルール: Simple house\n"
    )


def shown_markdown(app: App[None], tab: str) -> str:
    """The Markdown the open Rules screen shows in ``tab``."""
    return app.screen.query_one(f"#{tab}-text", Markdown).source


async def every_page(pilot: Pilot[None], tab: str, allowed: frozenset[str]) -> list[str]:
    """The English words on every page of ``tab``, scrolled through from the top to the end."""
    app = pilot.app
    scroll = app.screen.query_one(f"#{tab}-scroll", VerticalScroll)
    found: set[str] = set()
    pages = 0
    while True:
        await pilot.pause()
        found.update(english_words(app, allowed=allowed))
        if scroll.scroll_y >= scroll.max_scroll_y:
            assert pages > 0, "the tab is longer than the screen, so its later pages are read too"
            return sorted(found)
        pages += 1
        assert pages < 100
        await pilot.press("pagedown")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("tab", "allowed"),
    [("play", FOOTER), ("rules", FOOTER), ("keys", FOOTER | TYPED_AS_IS | LANGUAGE_COMMAND)],
    ids=["play", "rules", "keys"],
)
@pilot_test
async def test_the_rules_and_keys_show_no_english_in_japanese(tab: str, allowed: frozenset[str]) -> None:
    """Opened from Statistics, so the Keys tab lists that screen's keys above the general list."""
    app = make_app(language="ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        await pilot.press("f1")
        await pilot.pause()
        await pilot.press(tab[0])
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == tab
        assert isinstance(app.screen, RulesScreen)
        assert "## 前の画面でいま使えるキー" in shown_markdown(app, "keys")
        assert await every_page(pilot, tab, allowed) == []


@pytest.mark.slow
@pilot_test
async def test_switching_language_redraws_the_open_rules_where_the_player_was() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen(load_ruleset("standard")))
        await pilot.pause()
        app.screen.query_one("#rules-choice", Select).value = 4
        await pilot.pause()
        assert shown_markdown(app, "rules").startswith("## This rule set: Japanese classic\n")
        await pilot.press("k")
        await pilot.pause()

        app.action_switch_language()
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == "keys"
        assert "# キー操作\n" in shown_markdown(app, "keys")
        assert shown_markdown(app, "rules").startswith("## このルール: 日本式クラシック\n")
        assert "# セブンブリッジの遊び方" in shown_markdown(app, "play")
        assert [str(tab.label) for tab in app.screen.query(Tab)] == ["遊び方", "ルール", "キー操作"]
        await pilot.press("pagedown")
        await pilot.pause()
        assert app.screen.query_one("#keys-scroll", VerticalScroll).scroll_y > 0

        app.action_switch_language()
        await pilot.pause()
        assert "# Keys\n" in shown_markdown(app, "keys")
        assert "# How to play Seven Bridge" in shown_markdown(app, "play")
