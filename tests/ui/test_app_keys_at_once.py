"""Keys that reach a form's text field together are done in the order they were typed.

A script, a paste of keys or a fast typist can deliver several keys in one
read; an editing key (Backspace, the arrows) must not be overtaken by the
character typed after it.
"""

from __future__ import annotations

from app_support import open_custom_form, open_new_match_form, pilot_test, press_at_once, text_of
from textual.widgets import Button, Input

from sevenbridge.ui.app import make_app


@pilot_test
async def test_backspace_then_a_digit_at_once_leaves_the_digit_as_the_match_length() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        games = app.screen.query_one("#games", Input)
        games.focus()
        await pilot.pause()
        await press_at_once(pilot, "backspace", "3")
        assert games.value == "3"
        assert text_of(pilot, "#new-problem") == ""
        assert not app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_a_name_typed_with_corrections_at_once_reads_as_typed() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        name = app.screen.query_one("#name", Input)
        assert name.has_focus
        await press_at_once(pilot, "backspace", "H", "a", "n", "x", "backspace", "a", "k", "o", "home", "delete", "h")
        assert name.value == "hanako"


@pilot_test
async def test_a_custom_rule_typed_over_at_once_takes_the_new_number() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        jokers = screen.query_one("#field-jokers", Input)
        jokers.focus()
        await pilot.pause()
        await press_at_once(pilot, "backspace", "2")
        assert jokers.value == "2"
        rules = screen.rules
        assert rules is not None
        assert rules.jokers == 2
