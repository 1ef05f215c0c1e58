"""The Rules screen scrolls at once, and shows only the values that apply; summaries name every change."""

from __future__ import annotations

import pytest
from app_support import pilot_test
from textual.containers import VerticalScroll

from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.rules_help import RulesScreen, ruleset_markdown, ruleset_summary


@pytest.mark.parametrize("tab", ["play", "rules", "keys"])
@pilot_test
async def test_arrows_and_page_down_scroll_the_open_tab_at_once(tab: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen(load_ruleset("standard"), tab=tab))
        await pilot.pause()
        scroll = app.screen.query_one(f"#{tab}-scroll", VerticalScroll)
        assert scroll.max_scroll_y > 0
        await pilot.press("down")
        await pilot.pause()
        assert scroll.scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 5


@pilot_test
async def test_switching_tabs_lets_the_new_tab_scroll() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen(load_ruleset("standard")))
        await pilot.pause()
        await pilot.press("k")
        await pilot.pause()
        await pilot.press("pagedown")
        await pilot.pause()
        assert app.screen.query_one("#keys-scroll", VerticalScroll).scroll_y > 0


def test_a_deck_without_jokers_lists_no_joker_penalty() -> None:
    standard = load_ruleset("standard")
    assert standard.jokers == 0
    text = ruleset_markdown(standard)
    assert "joker left in hand" not in text
    assert "Jokers added" in text
    joker = ruleset_markdown(load_ruleset("with-joker"))
    assert "Penalty for a joker left in hand" in joker


def test_named_rule_sets_name_no_change_from_themselves() -> None:
    extras = ("final discard", "empty stock", "rebuilt at most", "joker left counts", "multiplies the penalty")
    for name in RULESET_NAMES:
        summary = ruleset_summary(load_ruleset(name))
        assert not any(extra in summary for extra in extras), summary


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"final_discard_required": False}, "no final discard needed"),
        ({"stock_empty": "draw"}, "an empty stock ends the game in a draw"),
        ({"max_reshuffles": 5}, "rebuilt at most 5 times"),
        ({"jokers": 1, "joker_points": 35}, "a joker left counts 35"),
        ({"jokers": 2, "joker_multiplier": 3}, "multiplies the penalty by 3"),
    ],
)
def test_a_custom_summary_names_every_change_from_its_base(change: dict[str, object], words: str) -> None:
    custom = RuleSet.model_validate({**load_ruleset("standard").model_dump(), "name": "Custom", **change})
    assert words in ruleset_summary(custom)
