"""The menu, New match and the Custom form in Japanese: no English left, nothing cut at 80×24, and a change of
language redraws each at once, keeping what the player has typed."""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib import resources

import pytest
from app_support import (
    menu_with_files_read,
    open_new_match_form,
    palette_titles,
    pilot_test,
    played_session,
    text_of,
    type_into,
)
from forms_support import cut_texts, every_rule_changed, japanese_custom_match, open_custom_form
from language_support import ALLOWED, english_words
from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.widgets import Button, Input, Label, OptionList, Select, Static
from textual.widgets._footer import FooterKey

from sevenbridge.choices import CUSTOM
from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.translation import Language, current_language, use_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.ascii_screen import AsciiOnly
from sevenbridge.ui.dialogs import ConfirmDialog
from sevenbridge.ui.screens import custom_rules
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.rules_help import ruleset_summary

SIZE = (80, 24)
_WORD = re.compile(r"[A-Za-z]{3,}")


def words_of(texts: Iterable[str]) -> frozenset[str]:
    """The English words in ``texts``."""
    return frozenset(word for text in texts for word in _WORD.findall(text))


@pilot_test
async def test_the_menu_in_japanese_has_no_english_and_nothing_cut() -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE):
        assert isinstance(app.screen, MenuScreen)
        assert english_words(app) == ["English"], "only the switch back to English, named in both languages"
        assert cut_texts(app.screen) == []
        assert text_of_menu_title(app.screen) == "セブンブリッジ"


def text_of_menu_title(screen: MenuScreen) -> str:
    return "".join(str(title.content) for title in screen.query(".title").results(Static))


@pilot_test
async def test_switching_language_redraws_the_menu_with_its_footer_and_keeps_the_highlight() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await pilot.press("down", "down")
        app.action_switch_language()
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MenuScreen)
        assert english_words(app) == ["English"], "only the switch back to English, named in both languages"
        keys = [str(key.description) for key in screen.query(FooterKey)]
        assert keys[:2] == ["新規", "成績"]
        assert screen.query_one("#menu-options", OptionList).highlighted == 2
        assert text_of_menu_title(screen) == "セブンブリッジ"


@pilot_test
async def test_new_match_in_japanese_with_five_cpus_and_custom_rules_has_no_english_and_fits() -> None:
    japanese_custom_match()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_new_match_form(pilot)
        screen = app.screen
        summary = ruleset_summary(every_rule_changed())
        assert english_words(app, allowed=words_of([summary])) == []
        assert cut_texts(screen) == []
        levels = [str(label.content) for label in screen.query(".level-row .row-label").results(Label)]
        assert levels == ["南西のレベル", "北西のレベル", "北のレベル", "北東のレベル", "南東のレベル"]
        assert screen.query_one("#name", Input).value == "あなた"
        for button in screen.query(Button):
            assert button.region.bottom <= SIZE[1] - 1, f"{button.label} runs under the footer"
        assert not screen.scrollbars_enabled[0], "the form needs no scrollbar"
        screen.query_one("#level-0", Select).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert english_words(app, allowed=words_of([summary])) == [], "an open list's keys too"


@pilot_test
async def test_the_custom_form_in_japanese_has_no_english_of_its_own_and_nothing_cut() -> None:
    japanese_custom_match()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        assert english_words(app) == []
        assert cut_texts(screen) == []
        headings = [str(heading.content) for heading in screen.query(".group-title").results(Static)]
        assert headings[:2] == ["デッキと役", "ポンとチー"]
        assert str(screen.query_one("#state-ace_high", Label).content) == "オフ"
        assert screen.query_one("#field-name", Input).value == "カスタム"
        choice = screen.query_one("#field-going_out_at_once", Select)
        assert choice.selection == "winner-minus-50"
        assert "上がった人が −50点" in text_of(pilot, "#field-going_out_at_once SelectCurrent Static")


@pilot_test
async def test_going_out_at_once_earning_nothing_is_said_in_a_players_words_in_japanese() -> None:
    japanese_custom_match()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        screen.query_one("#field-going_out_at_once", Select).value = "none"
        await pilot.pause()
        assert text_of(pilot, "#field-going_out_at_once SelectCurrent Static") == "特になし"


@pilot_test
async def test_problems_are_said_in_japanese() -> None:
    japanese_custom_match()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#name", "")
        assert text_of(pilot, "#new-problem") == "あなたの名前を入力してください。"
        await type_into(pilot, "#name", "西")
        assert text_of(pilot, "#new-problem") == "あなたの名前はCPUの名前と別のものにしてください。"
        await type_into(pilot, "#name", "Ann")
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "3")
        assert text_of(pilot, "#problem-jokers") == "2以下にしてください。"
        status = text_of(pilot, "#custom-status")
        assert status.startswith("このルールを使うには、1か所を直す必要があります。")
        assert screen.rules is None
        await type_into(pilot, "#field-name", "標準")
        assert text_of(pilot, "#problem-name") == "ゲームに付いているルールとは別の名前にしてください。"
        await type_into(pilot, "#field-name", "カスタム")
        await type_into(pilot, "#field-jokers", "2")
        await type_into(pilot, "#field-max_reshuffles", "11")
        assert text_of(pilot, "#problem-max_reshuffles") == "10以下にしてください。"
        await pilot.press("ctrl+s")
        await pilot.pause()
        notices = [notice.message for notice in app._notifications]
        assert notices == ["先に「1ラウンドで山札を作り直せる回数」を直してください。10以下にしてください。"]


@pilot_test
async def test_custom_rules_kept_under_a_shipped_name_are_a_problem_said_in_japanese() -> None:
    kept = load_ruleset("standard").with_changes(name="Standard", jokers=2)
    save_settings(Settings(language="ja", ruleset=CUSTOM, custom_rules=kept))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_new_match_form(pilot)
        assert text_of(pilot, "#new-problem") == (
            "カスタムルールの名前がゲームに付いているルールと同じです。「カスタムを編集…」で名前を変えてください。"
        )
        assert cut_texts(app.screen) == []
        assert app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_the_default_name_is_kept_in_english_when_started_in_japanese() -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await open_new_match_form(pilot)
        assert app.screen.query_one("#name", Input).value == "あなた"
        await pilot.press("ctrl+s")
        await pilot.pause()
    assert load_settings()[0].player_name == "You"


@pilot_test
async def test_switching_language_redraws_new_match_at_once_and_keeps_what_was_typed() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#name", "Ann")
        await type_into(pilot, "#games", "7")
        app.screen.query_one("#opponents", Select).value = 3
        await pilot.pause()
        app.screen.query_one("#games", Input).focus()
        app.action_switch_language()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        assert screen.query_one("#new-form").border_title == "新しいマッチ"
        assert text_of(pilot, "#level-label-0") == "西のレベル"
        assert screen.query_one("#name", Input).value == "Ann"
        assert screen.query_one("#games", Input).value == "7"
        assert screen.query_one("#opponents", Select).value == 3
        assert [row.display for row in screen.query(".level-row")] == [True, True, True, False, False]
        assert app.focused is screen.query_one("#games", Input)
        summary = ruleset_summary(load_ruleset("standard"))
        assert english_words(app, allowed=words_of([summary, "Ann"])) == []
        app.action_switch_language()
        await pilot.pause()
        assert app.screen.query_one("#new-form").border_title == "New match"
        assert text_of(pilot, "#level-label-2") == "East's level"


@pilot_test
async def test_the_default_name_follows_the_language_until_the_player_changes_it() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await open_new_match_form(pilot)
        assert app.screen.query_one("#name", Input).value == "You"
        app.action_switch_language()
        await pilot.pause()
        assert app.screen.query_one("#name", Input).value == "あなた"
        app.action_switch_language()
        await pilot.pause()
        assert app.screen.query_one("#name", Input).value == "You"


@pilot_test
async def test_switching_language_redraws_the_custom_form_at_once_and_keeps_its_values() -> None:
    save_settings(Settings(ruleset=CUSTOM, custom_rules=every_rule_changed()))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "5")
        assert text_of(pilot, "#problem-jokers") == "Must be at most 2."
        app.action_switch_language()
        await pilot.pause()
        assert app.screen is screen
        assert str(screen.query_one("#custom-title", Static).content) == "カスタムルール"
        assert screen.query_one("#field-jokers", Input).value == "5"
        assert text_of(pilot, "#problem-jokers") == "2以下にしてください。"
        assert app.focused is screen.query_one("#field-jokers", Input)
        assert str(screen.query_one("#state-ace_high", Label).content) == "オフ"
        assert screen.query_one("#field-name", Input).value == "カスタム"
        await type_into(pilot, "#field-jokers", "1")
        assert screen.rules is not None
        assert (screen.rules.jokers, screen.rules.max_reshuffles, screen.rules.name) == (1, 5, "Custom")
        await type_into(pilot, "#field-name", "Ann's rules")
        app.action_switch_language()
        await pilot.pause()
        assert screen.query_one("#field-name", Input).value == "Ann's rules"


@pilot_test
async def test_the_language_switch_is_found_in_the_palette_in_either_language() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        for typed, language in (
            ("japanese", "ja"),
            ("english", "en"),
            ("日本語", "ja"),
            ("英語", "en"),
            ("lang", "ja"),
            ("言語", "en"),
        ):
            title = "日本語 (Japanese)" if language == "ja" else "English (英語)"
            assert (await palette_titles(pilot, typed, title))[:1] == [title], typed
            await pilot.press("down", "enter")
            await pilot.pause()
            assert current_language() == language, typed
            assert isinstance(app.screen, MenuScreen)
        assert load_settings()[0].language == "en"


@pilot_test
async def test_the_palette_speaks_japanese() -> None:
    save_settings(Settings(language="ja"))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE):
        commands = [(command.title, command.help) for command in app.palette_commands(app.screen)]
        titles = [title for title, _help in commands]
        assert titles[:3] == ["ルール", "キー操作", "新しいマッチ"], "no Main menu on the main menu"
        assert ("テーマ", "配色テーマを変える") in commands
        assert "English (英語)" in titles
        english = words_of(text for pair in commands for text in pair) - ALLOWED
        assert english == {"English", "Show", "the", "game", "SVG"}, "only the switch back to English is in English"


def test_the_ascii_filter_keeps_japanese_while_japanese_is_spoken() -> None:
    segments = [Segment("╭─ 新しいマッチ ─╮"), Segment("10♥ 「あなた」、ＡＢ。")]
    assert [segment.text for segment in AsciiOnly().apply(segments, Color(0, 0, 0))] == [
        "+- " + "?" * 12 + " -+",
        "10H " + "?" * 18,
    ]
    use_language("ja")
    assert [segment.text for segment in AsciiOnly().apply(segments, Color(0, 0, 0))] == [
        "+- 新しいマッチ -+",
        "10H 「あなた」、ＡＢ。",
    ]


@pilot_test
async def test_the_question_before_replacing_a_saved_match_is_asked_in_japanese() -> None:
    save_match(played_session())
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    save_settings(Settings(language="ja"))
    use_language("ja")
    summary = describe_save(loaded)
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await open_new_match_form(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        replaced = "新しいマッチを始めると、保存したマッチは上書きされます。"
        assert dialog.question == f"保存したマッチがあります: {summary}。{replaced}"
        assert english_words(app, allowed=words_of([summary])) == []
        assert cut_texts(dialog) == []
        labels = [str(button.label) for button in dialog.query(Button)]
        assert labels == ["新しいマッチを始める (y)", "保存したマッチを残す (n)"]


def test_every_rule_choice_has_words_to_translate() -> None:
    choices = {choice for info in RuleSet.model_fields.values() for choice in custom_rules._choices(info) or ()}
    labels = custom_rules._choice_labels()
    assert set(labels) == choices
    reworded = {"none": "Nothing extra", "own-first-turn": "After own first turn"}
    assert labels == {choice: custom_rules._label(choice) for choice in choices} | reworded
    use_language("ja")
    japanese = custom_rules._choice_labels()
    assert all(japanese[choice] != labels[choice] for choice in choices)


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_menu_with_a_saved_match_keeps_help_whole_in_its_footer(language: Language) -> None:
    """With Continue on offer every menu key and F1/F2 Help show whole at 80 columns (New match is "New" there)."""
    save_match(played_session())
    save_settings(Settings(language=language))
    app = make_app()
    async with menu_with_files_read(app, size=SIZE) as pilot:
        await pilot.pause()
        keys = list(app.screen.query(FooterKey))
        palette = next(key for key in keys if key.has_class("-command-palette"))
        whole = [
            key.key
            for key in keys
            if key is not palette
            and key.display
            and key.region.right <= palette.region.x
            and key.region.width >= cell_len(f"{key.key_display} {key.description}")
        ]
        assert whole == ["c", "n", "s", "r", "q", "f1"]


JUMP_EXAMPLE = re.compile(r"「(?P<entry>[^」]+)」なら「(?P<typed>[^」]+)」")
"""The key list's example of jumping in an open list: ``「ふつう」なら「ふ」`` (the entry, then what is typed)."""


@pilot_test
async def test_typing_in_an_open_japanese_list_jumps_as_the_japanese_key_list_says() -> None:
    key_list = (resources.files("sevenbridge.ui") / "text" / "keys.ja.md").read_text(encoding="utf-8")
    enter_line = next(line for line in key_list.splitlines() if line.startswith("- `Enter`：一覧を開く"))
    example = JUMP_EXAMPLE.search(enter_line)
    assert example is not None, enter_line
    save_settings(Settings(language="ja"))
    async with menu_with_files_read(make_app(), size=SIZE) as pilot:
        await open_new_match_form(pilot)
        levels = pilot.app.screen.query_one("#level-0", Select)
        levels.focus()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press(*example["typed"])
        await pilot.press("enter")
        await pilot.pause()
        shown = {value: label for label, value in levels._options}
        assert shown[levels.value] == example["entry"]


@pilot_test
async def test_every_custom_rule_label_fits_on_one_line_beside_its_value_in_japanese() -> None:
    """A label wrapped beside its value reads on into it (``…失点にこの 5`` / ``数を掛ける``): each one fits."""
    japanese_custom_match()
    async with menu_with_files_read(make_app(), size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        labels = screen.query(".field-row > .field-label").results(Label)
        wrapped = {str(label.content): label.region.height for label in labels if label.region.height != 1}
        assert wrapped == {}
