"""The Custom form while it is edited: a rule that no longer applies is switched off and says why, and edits
are not thrown away on Esc without asking."""

from __future__ import annotations

from typing import Any

from app_support import choose, open_custom_form, pilot_test, text_of, type_into
from forms_support import cut_texts, every_rule_changed, japanese_custom_match
from forms_support import open_custom_form as open_custom_form_in_japanese
from language_support import english_words
from textual.app import App
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Select, Static

from sevenbridge.choices import CUSTOM
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.dialogs import ConfirmDialog
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen

SIZE = (80, 24)


def on_top(app: App[None]) -> Screen[Any]:
    """The screen shown now, read afresh after each key."""
    return app.screen


def switched_off(widget: Widget) -> bool:
    """Whether ``widget`` is switched off now, read afresh after each change."""
    return widget.disabled


def displayed(widget: Widget) -> bool:
    """Whether ``widget`` is shown now, read afresh after each change."""
    return widget.display


@pilot_test
async def test_the_rebuild_count_is_switched_off_and_says_why_while_an_empty_stock_is_a_draw() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        count = screen.query_one("#field-max_reshuffles", Input)
        note = screen.query_one("#note-max_reshuffles", Static)
        assert not switched_off(count)
        assert not displayed(note)
        await choose(pilot, "#field-stock_empty", "d")
        assert screen.query_one("#field-stock_empty", Select).value == "draw"
        assert switched_off(count)
        assert displayed(note)
        assert text_of(pilot, "#note-max_reshuffles") == "Applies only when an empty stock is reshuffled."
        assert cut_texts(screen) == []
        rules = screen.rules
        assert rules is not None
        assert rules.stock_empty == "draw"
        assert rules.max_reshuffles == load_ruleset("standard").max_reshuffles
        await choose(pilot, "#field-stock_empty", "r")
        assert not switched_off(count)
        assert not displayed(note)


@pilot_test
async def test_a_wrong_rebuild_count_stays_open_to_fix_whatever_an_empty_stock_does() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-max_reshuffles", "")
        await choose(pilot, "#field-stock_empty", "d")
        assert not screen.query_one("#field-max_reshuffles", Input).disabled


@pilot_test
async def test_esc_leaves_an_unchanged_form_without_asking() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "2")
        await type_into(pilot, "#field-jokers", "0")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)


@pilot_test
async def test_esc_after_a_change_asks_before_throwing_the_change_away() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "2")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Custom rules" in text_of(pilot, "#question")
        await pilot.press("n")
        await pilot.pause()
        assert on_top(app) is screen
        assert screen.query_one("#field-jokers", Input).value == "2"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        await pilot.pause()
        form = on_top(app)
        assert isinstance(form, NewMatchScreen)
        assert form.query_one("#ruleset", Select).value == "standard"


@pilot_test
async def test_the_cancel_button_asks_too() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form(pilot)
        await choose(pilot, "#field-stock_empty", "d")
        await pilot.click("#cancel")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        await pilot.pause()
        assert not isinstance(on_top(app), CustomRulesScreen)
        assert screen.rules is not None


@pilot_test
async def test_the_question_is_asked_in_japanese() -> None:
    japanese_custom_match()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_custom_form_in_japanese(pilot)
        await type_into(pilot, "#field-jokers", "0")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert english_words(app) == []
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(on_top(app), NewMatchScreen)


@pilot_test
async def test_the_note_of_a_rule_switched_off_is_in_japanese_and_whole() -> None:
    rules = every_rule_changed().with_changes(stock_empty="draw")
    save_settings(Settings(language="ja", ruleset=CUSTOM, custom_rules=rules))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_custom_form_in_japanese(pilot)
        note = screen.query_one("#note-max_reshuffles", Static)
        assert displayed(note)
        assert switched_off(screen.query_one("#field-max_reshuffles", Input))
        screen.query_one("#custom-fields").scroll_to_widget(note, animate=False)
        await pilot.pause()
        assert text_of(pilot, "#note-max_reshuffles") == "山札が尽きたときに切り直す場合だけ使います。"
        assert english_words(app) == []
        assert cut_texts(screen) == []
