"""The forms read without colour: focus shown by shape, switches by words; problems are found for the player."""

from __future__ import annotations

import pytest
from app_support import open_custom_form, pilot_test, played_session, type_into
from textual.app import App
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, Label, Select, Static, Switch

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import load_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table import TableScreen


def focused_id(app: App[None]) -> str | None:
    """The id of the focused widget."""
    return None if app.focused is None else app.focused.id


def _reversed(widget: Widget) -> bool:
    """Whether ``widget`` is drawn in reverse video, which no colour filter can take away."""
    return bool(widget.rich_style.reverse)


def _row_label(widget: Widget) -> Label:
    parent = widget.parent
    assert parent is not None
    return parent.query_children(Label).first()


@pytest.fixture(params=[False, True], ids=["colour", "no-colour"])
def no_color(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if request.param:
        monkeypatch.setenv("NO_COLOR", "1")
    return bool(request.param)


@pilot_test
async def test_new_match_opens_on_its_first_field_even_with_a_saved_match(no_color: bool) -> None:
    session = played_session()
    save_match(session)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.no_color is no_color
        await pilot.press("n")
        await pilot.pause()
        name = app.screen.query_one("#name", Input)
        assert focused_id(app) == "name"
        assert _reversed(_row_label(name))
        await pilot.press("tab")
        await pilot.pause()
        opponents = app.screen.query_one("#opponents", Select)
        assert focused_id(app) == "opponents"
        assert _reversed(_row_label(opponents))
        assert not _reversed(_row_label(name))
        await pilot.press("enter", "escape")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)


@pilot_test
async def test_the_cpu_pace_is_chosen_in_the_form_and_remembered() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        speed = app.screen.query_one("#speed", Select)
        speed.value = "instant"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.cpu_speed == "instant"
    assert load_settings()[0].cpu_speed == "instant"


@pilot_test
async def test_custom_switches_say_yes_or_no_and_focus_shows_by_shape(no_color: bool) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_custom_form(pilot)
        switch = screen.query_one("#field-sevens_double", Switch)
        state = screen.query_one("#state-sevens_double", Label)
        assert str(state.content) == ("yes" if switch.value else "no")
        switch.focus()
        await pilot.pause()
        assert _reversed(_row_label(switch))
        before = switch.value
        await pilot.press("space")
        await pilot.pause()
        assert switch.value is not before
        assert str(state.content) == ("yes" if switch.value else "no")


@pilot_test
async def test_using_rules_with_a_problem_goes_to_it_and_says_which() -> None:
    app = make_app()
    async with app.run_test(size=(100, 24)) as pilot:
        screen = await open_custom_form(pilot)
        await type_into(pilot, "#field-max_reshuffles", "99")
        fields = screen.query_one("#custom-fields", VerticalScroll)
        fields.scroll_home(animate=False)
        screen.query_one("#field-jokers", Input).focus()
        await pilot.pause()
        problem = screen.query_one("#problem-max_reshuffles", Static)
        assert "the first is" in str(screen.query_one("#custom-status", Static).content)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, type(screen))
        assert focused_id(app) == "field-max_reshuffles"
        assert fields.region.contains_region(problem.region)
        assert any("Fix" in notice.message for notice in app._notifications)
