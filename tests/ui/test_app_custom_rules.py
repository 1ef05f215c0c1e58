"""The Custom rule-set form: every field, validated as the player types, and used for the match."""

from __future__ import annotations

import pytest
from app_support import choose, open_custom_form, open_new_match_form, pilot_test, text_of, type_into
from forms_support import cut_texts
from textual.widgets import Button, Input, Select, Switch

from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table import TableScreen


def usable_rules(screen: CustomRulesScreen) -> RuleSet | None:
    """The rules the form would use now (``None`` while a field is wrong), read afresh after each change."""
    return screen.rules


@pilot_test
async def test_the_form_has_a_control_for_every_rule_set_field_showing_standard() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        standard = load_ruleset("standard")
        for name in RuleSet.model_fields:
            control = screen.query_one(f"#field-{name}")
            assert isinstance(control, Input | Switch | Select), name
            expected = "Custom" if name == "name" else getattr(standard, name)
            assert control.value == (str(expected) if isinstance(control, Input) else expected), name
        assert screen.rules == standard.with_changes(name="Custom")


@pytest.mark.slow
@pilot_test
async def test_an_out_of_range_value_is_explained_in_plain_words_and_blocks_use() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "5")
        assert text_of(pilot, "#problem-jokers") == "Must be at most 2."
        assert screen.query_one("#problem-jokers").display
        assert text_of(pilot, "#custom-status") == (
            "1 field to fix before these rules can be used; the first is “Jokers added to the 52-card deck”."
        )
        assert screen.query_one("#use", Button).disabled
        assert usable_rules(screen) is None
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        await type_into(pilot, "#field-jokers", "2")
        assert text_of(pilot, "#problem-jokers") == ""
        assert not screen.query_one("#problem-jokers").display
        assert not screen.query_one("#use", Button).disabled
        rules = usable_rules(screen)
        assert rules is not None
        assert rules.jokers == 2


@pilot_test
async def test_empty_fields_are_named_and_counted() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await open_custom_form(pilot)
        await type_into(pilot, "#field-ace_points", "")
        await type_into(pilot, "#field-name", "")
        assert text_of(pilot, "#problem-ace_points") == "Must be a whole number."
        assert text_of(pilot, "#problem-name") == "Must not be empty."
        assert text_of(pilot, "#custom-status") == (
            "2 fields to fix before these rules can be used; the first is “Name shown in menus and saves”."
        )


@pilot_test
async def test_starting_from_a_named_rule_set_fills_every_field() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        screen.query_one("#start-from", Select).focus()
        await pilot.press("enter", "w", "enter")
        await pilot.pause()
        assert screen.rules == load_ruleset("with-joker").with_changes(name="Custom")
        assert screen.query_one("#field-jokers", Input).value == "1"


@pytest.mark.slow
@pilot_test
async def test_custom_rules_are_used_for_the_match_and_remembered() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-jokers", "2")
        await type_into(pilot, "#field-name", "Family")
        screen.query_one("#field-sevens_double", Switch).focus()
        await pilot.press("space")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert app.screen.query_one("#ruleset", Select).value == "custom"
        assert app.screen.query_one("#edit-custom", Button).display
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        expected = load_ruleset("standard").with_changes(name="Family", jokers=2, sevens_double=False)
        assert app.screen.session.rules == expected
    settings, _ = load_settings()
    assert (settings.ruleset, settings.custom_rules) == ("custom", expected)


@pilot_test
async def test_every_tab_stop_of_the_form_is_a_control_that_shows_its_focus() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        screen.query_one("#start-from", Select).focus()
        await pilot.press("tab")
        assert app.focused is screen.query_one("#field-name", Input), "no silent stop on the scrolling area"
        stops = len(RuleSet.model_fields) + 2
        for _ in range(stops):
            await pilot.press("tab")
            assert isinstance(app.focused, Input | Switch | Select | Button), app.focused


@pilot_test
async def test_going_out_at_once_earning_nothing_is_said_in_a_players_words() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        await choose(pilot, "#field-going_out_at_once", "n")
        assert screen.query_one("#field-going_out_at_once", Select).value == "none"
        assert text_of(pilot, "#field-going_out_at_once SelectCurrent Static") == "Nothing extra"


@pilot_test
async def test_a_problem_names_its_field_as_the_label_does() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-max_reshuffles", "11")
        await type_into(pilot, "#field-joker_multiplier", "0")
        assert text_of(pilot, "#problem-max_reshuffles") == "Must be at most 10."
        assert text_of(pilot, "#problem-joker_multiplier") == "Must be at least 1."
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen
        label = "Each joker left in hand multiplies the hand's penalty by this number"
        assert [notice.message for notice in app._notifications] == [f"Fix “{label}” first. Must be at least 1."]


@pilot_test
async def test_custom_rules_cannot_take_the_name_of_one_of_the_games_own() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        for name in ("Standard", " with JOKER ", "標準", "Ｓｉｍｐｌｅ"):
            await type_into(pilot, "#field-name", name)
            assert text_of(pilot, "#problem-name") == "Must differ from the names of the game's own rule sets.", name
            assert screen.rules is None
            assert screen.query_one("#use", Button).disabled
        for name in ("Custom", "Standard at home"):
            await type_into(pilot, "#field-name", name)
            assert text_of(pilot, "#problem-name") == "", name
            assert screen.rules is not None


@pilot_test
async def test_custom_rules_kept_under_a_shipped_name_are_shown_as_a_problem() -> None:
    kept = load_ruleset("standard").with_changes(name="Standard", jokers=2)
    save_settings(Settings(ruleset="custom", custom_rules=kept))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        assert text_of(pilot, "#new-problem") == (
            "The Custom rules must not have the name of one of the game's own rule sets: "
            "rename them (Edit custom rules…)."
        )
        assert cut_texts(app.screen) == []
        assert app.screen.query_one("#start", Button).disabled
        await pilot.click("#edit-custom")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CustomRulesScreen)
        assert text_of(pilot, "#problem-name") == "Must differ from the names of the game's own rule sets."
        await type_into(pilot, "#field-name", "Two jokers")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert text_of(pilot, "#new-problem") == ""
        assert not app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_a_name_of_spaces_alone_is_refused() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-name", "   ")
        assert text_of(pilot, "#problem-name") == "spaces alone are not a name."
        assert screen.rules is None
        assert screen.query_one("#use", Button).disabled
