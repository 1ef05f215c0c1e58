"""The Rules screen scrolls at once, and shows only the values that apply; summaries name every change."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from app_support import pilot_test
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Select
from textual.widgets._select import SelectCurrent

from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.ui.app import SevenBridgeApp, make_app
from sevenbridge.ui.screens.rules_help import RulesScreen, rule_set_choices, ruleset_markdown, ruleset_summary


@asynccontextmanager
async def rules_screen(tab: str = "play") -> AsyncIterator[Pilot[None]]:
    """The app at 80×24 with the Rules screen open on ``tab``, for Standard."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen(load_ruleset("standard"), tab=tab))
        await pilot.pause()
        yield pilot


@pytest.mark.parametrize("tab", ["play", "rules", "keys"])
@pilot_test
async def test_arrows_and_page_down_scroll_the_open_tab_at_once(tab: str) -> None:
    async with rules_screen(tab) as pilot:
        scroll = pilot.app.screen.query_one(f"#{tab}-scroll", VerticalScroll)
        assert scroll.max_scroll_y > 0
        await pilot.press("down")
        await pilot.pause()
        assert scroll.scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 5


@pilot_test
async def test_switching_tabs_lets_the_new_tab_scroll() -> None:
    async with rules_screen() as pilot:
        app = pilot.app
        await pilot.press("k")
        await pilot.pause()
        await pilot.press("pagedown")
        await pilot.pause()
        assert app.screen.query_one("#keys-scroll", VerticalScroll).scroll_y > 0


@pilot_test
async def test_tab_reaches_the_rule_set_list_and_a_pick_goes_back_to_the_values() -> None:
    async with rules_screen("rules") as pilot:
        app = pilot.app
        choice = app.screen.query_one("#rules-choice", Select)
        await pilot.press("tab")
        await pilot.pause()
        assert choice.has_focus, "Tab reaches the list, as the keys say"
        assert "reverse" in str(choice.query_one(SelectCurrent).rich_style), "the focus shows by more than a shade"
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert choice.value == 1
        scroll = app.screen.query_one("#rules-scroll", VerticalScroll)
        assert scroll.has_focus, "the values of the rule set picked scroll at once"
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 0


@pilot_test
async def test_tab_still_reaches_the_list_after_the_language_changes() -> None:
    async with rules_screen("rules") as pilot:
        app = pilot.app
        assert isinstance(app, SevenBridgeApp)
        app.action_switch_language()
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        assert app.screen.query_one("#rules-choice", Select).has_focus


def test_a_deck_without_jokers_lists_no_joker_penalty() -> None:
    standard = load_ruleset("standard")
    assert standard.jokers == 0
    text = ruleset_markdown(standard)
    assert "joker left in hand" not in text
    assert "Jokers added" in text
    joker = ruleset_markdown(load_ruleset("with-joker"))
    assert "Penalty for a joker left in hand" in joker


def test_named_rule_sets_name_no_change_from_themselves() -> None:
    extras = ("final discard", "empty stock", "rebuilt at most")
    for name in RULESET_NAMES:
        summary = ruleset_summary(load_ruleset(name))
        assert not any(extra in summary for extra in extras), summary


@pytest.mark.parametrize(
    ("name", "joker"),
    [
        ("standard", "No joker · Q-K-A"),
        ("with-joker", "1 joker · a joker left counts 20 and multiplies the penalty by 5 · Q-K-A"),
        ("japanese-classic", "1 joker · a joker left multiplies the penalty by 5 · Q-K-A"),
    ],
)
def test_a_summary_says_what_a_joker_left_in_hand_costs(name: str, joker: str) -> None:
    """Under Japanese classic a joker counts nothing itself but multiplies the whole hand: the rule a
    newcomer most needs before the first game."""
    assert ruleset_summary(load_ruleset(name)).startswith(joker)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"final_discard_required": False}, "no final discard needed"),
        ({"stock_empty": "draw"}, "an empty stock ends the game in a draw"),
        ({"max_reshuffles": 5}, "rebuilt at most 5 times"),
        ({"max_reshuffles": 0}, "the stock is never rebuilt"),
        ({"jokers": 1, "joker_points": 35}, "a joker left counts 35"),
        ({"jokers": 2, "joker_multiplier": 3}, "multiplies the penalty by 3"),
    ],
)
def test_a_custom_summary_names_every_change_from_its_base(change: dict[str, object], words: str) -> None:
    custom = RuleSet.model_validate({**load_ruleset("standard").model_dump(), "name": "Custom", **change})
    assert words in ruleset_summary(custom)


def test_the_match_rules_replace_the_shipped_set_they_differ_from_only_in_length() -> None:
    simple = load_ruleset("simple")
    match = simple.model_copy(update={"games_per_match": 3})
    choices = rule_set_choices(match)
    assert choices[0] == match
    assert [rules.name for rules in choices].count(simple.name) == 1, "one Simple, the match's"
    assert len(choices) == len(RULESET_NAMES)


def test_the_players_custom_rules_are_offered_beside_the_shipped_ones() -> None:
    custom = load_ruleset("standard").model_copy(update={"name": "Our table", "jokers": 2})
    choices = rule_set_choices(load_ruleset("simple"), custom)
    assert choices[0] == load_ruleset("simple")
    assert choices[-1] == custom
    assert rule_set_choices(custom, custom) == [custom, *map(load_ruleset, RULESET_NAMES)]


@pilot_test
async def test_the_rule_set_list_names_each_entry_once() -> None:
    custom = load_ruleset("standard").model_copy(update={"name": "Our table", "jokers": 2})
    match = load_ruleset("simple").model_copy(update={"games_per_match": 3})
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen(match, tab="rules", custom=custom))
        await pilot.pause()
        names = [str(label) for label, _value in app.screen.query_one("#rules-choice", Select)._options]
        assert names == ["Simple", "Standard", "With joker", "Ace low", "Japanese classic", "Our table"]
