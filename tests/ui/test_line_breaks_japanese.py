"""Lines we wrap ourselves, as drawn at 80×24: the Continue entry, the New-match summary, the game log,
and the paragraphs of the Rules and Keys screens.

None may start with closing punctuation or a separator, a name stays with
its level, a number is never left alone, and the Continue entry's wrapped
lines hang under its first summary line.
"""

from __future__ import annotations

import re
from typing import Final

from app_support import menu_with_files_read, open_new_match_form, pilot_test, quick
from rich.cells import cell_len
from rich.text import Text
from table_host import TableHostApp, run_table
from table_keys import table_of
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList, Static

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.setup import start_match
from sevenbridge.translation import use_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog

SIZE: Final = (80, 24)
NO_LINE_START: Final = "、。，．）」』：；！？・·,.:;!?)"
"""Characters the player should never see at the start of a line."""
LEVELS: Final = ("hard", "easy", "hard", "normal", "easy")


def drawn_lines(widget: Widget) -> list[str]:
    """The rows ``widget`` draws, without the spaces around them (its scrolled-off rows included)."""
    height = max(widget.virtual_size.height, widget.size.height)
    strips = widget.render_lines(Region(0, 0, widget.size.width, height))
    return [strip.text.rstrip() for strip in strips]


def assert_no_bad_line_start(lines: list[str]) -> None:
    for line in lines:
        assert line.strip()[:1] not in NO_LINE_START or not line.strip(), lines


def summary_rows(rows: list[str]) -> list[str]:
    """The Continue entry's rows after its name, until the next entry."""
    after = rows[1:]
    ends = [index for index, row in enumerate(after) if row.strip() in ("New match", "新しいマッチ")]
    return after[: ends[0]]


def save_a_five_cpu_match() -> None:
    save_match(start_match("You", list(LEVELS), load_ruleset("japanese-classic"), seed=5))


@pilot_test
async def test_the_continue_entry_hangs_its_wrapped_lines_and_keeps_names_with_levels() -> None:
    save_a_five_cpu_match()
    for language in ("en", "ja"):
        save_settings(Settings(language=language))
        app = make_app()
        async with menu_with_files_read(app, size=SIZE) as pilot:
            rows = summary_rows(drawn_lines(pilot.app.screen.query_one("#menu-options", OptionList)))
        assert len(rows) > 1, rows
        indents = {len(row) - len(row.lstrip()) for row in rows}
        assert len(indents) == 1, rows
        assert_no_bad_line_start(rows)
        assert all(not re.fullmatch(r"\s*\d+\S?", row) for row in rows), rows
        japanese = ("南西（むずかしい）", "北東（ふつう）")
        names = ("Southwest (Hard)", "Northeast (Normal)") if language == "en" else japanese
        for name in names:
            assert any(name in row for row in rows), rows


@pilot_test
async def test_the_new_match_summary_breaks_between_its_items_in_japanese() -> None:
    save_settings(Settings(language="ja", ruleset="japanese-classic"))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await open_new_match_form(pilot)
        rows = [row.strip() for row in drawn_lines(pilot.app.screen.query_one("#ruleset-summary", Static))]
    rows = [row for row in rows if row]
    assert len(rows) > 1, rows
    assert_no_bad_line_start(rows)
    items = " ".join(rows).split(" · ")
    for row in rows:
        assert any(row.rstrip(" ·").endswith(item) for item in items), f"{row!r} ends inside an item: {rows}"


LOG_LINES: Final = (
    "南東: 山札から引きました",
    "北西: 4♦ を北東の役 [4♦ 5♦ 6♦ 7♦] に付け札しました",
    "北東(むずかしい)が 10♣ を捨てました。手札でいちばん役に立たず、持っていると10点の失点です",
    "— ラウンド 2/5: 南西が親です —",
)
"""Entries of the kinds the log tells, with names, cards and punctuation where Rich would break them badly."""


def test_the_game_log_breaks_japanese_lines_by_the_rules() -> None:
    use_language("ja")
    session = start_match("You", list(LEVELS), load_ruleset("japanese-classic"), seed=5)

    async def scenario(pilot: Pilot[None]) -> None:
        log = table_of(pilot).query_one(GameLog)
        log.clear()
        for line in LOG_LINES:
            log.add(Text(line))
        await pilot.pause()
        rows = [strip.text.strip() for strip in log.lines]
        assert len(rows) > len(LOG_LINES), rows
        assert "".join(rows).replace(" ", "") == "".join(LOG_LINES).replace(" ", "")
        assert_no_bad_line_start(rows)
        assert not any(re.fullmatch(r"\S{1,3}:", row) for row in rows), rows
        assert any("北東(むずかしい)" in row for row in rows), rows

    run_table(TableHostApp(session), scenario, size=SIZE)


@pilot_test
async def test_the_rules_and_keys_paragraphs_break_by_the_rules_in_japanese() -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await pilot.press("r")
        await pilot.pause()
        for tab, key in (("play", "h"), ("keys", "k")):
            await pilot.press(key)
            await pilot.pause()
            paragraphs = list(pilot.app.screen.query(f"#{tab}-text MarkdownParagraph"))
            assert len(paragraphs) > 5
            for paragraph in paragraphs:
                assert_no_bad_line_start(drawn_lines(paragraph)[1:])


@pilot_test
async def test_the_game_log_leaves_no_final_kana_alone_on_a_line() -> None:
    app = make_app(quick(), language="ja")
    async with app.run_test(size=SIZE) as pilot:
        while not isinstance(app.screen, TableScreen):
            await pilot.pause()
        log = app.screen.query_one(GameLog)
        log.clear()
        for line in LAST_KANA:
            log.add(Text(line))
        await pilot.pause()
        rows = [strip.text.strip() for strip in log.lines]
        assert len(rows) > len(LAST_KANA), rows
        assert [row for row in rows if cell_len(row) <= 2] == [], rows


LAST_KANA: Final = (
    "あなた: 10♠ を捨てました",
    "北西: 4♦ を北東の役 [4♦ 5♦ 6♦ 7♦] に付け札しました",
    "あなた: 7♥ を東の役 [4♥ 5♥ 6♥] に付け札しました",
    "南東: 10♠ を北の役 [J♠ Q♠ K♠] に付け札しました",
)
"""Moves told in the log, whose last word could leave its final kana alone at the log's width."""
