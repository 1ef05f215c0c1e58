"""Every screen survives any terminal size down to 1×1: opened, resized and driven by keys, nothing crashes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_support import pilot_test, played_session
from rich.text import Text
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.saves import save_match
from sevenbridge.ui.app import SevenBridgeApp, make_app
from sevenbridge.ui.dialogs import ChoiceDialog, ConfirmDialog
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.menu import MenuScreen

SIZES = [(1, 1), (2, 2), (10, 3), (20, 5), (39, 9), (40, 10), (80, 24)]
KEYS = ["tab", "down", "pagedown", "end", "up", "pageup", "home", "shift+tab", "tab", "down"]


def _menu(app: SevenBridgeApp) -> None:
    """The main menu is where the app opens."""


def _new_match(app: SevenBridgeApp) -> None:
    app.show_new_match()


def _custom_rules(app: SevenBridgeApp) -> None:
    app.show_new_match()
    app.push_screen(CustomRulesScreen(load_ruleset("standard")))


def _rules(app: SevenBridgeApp) -> None:
    app.action_show_rules()


def _statistics(app: SevenBridgeApp) -> None:
    app.post_message(MenuScreen.Chosen("statistics"))


def _confirm(app: SevenBridgeApp) -> None:
    app.push_screen(ConfirmDialog("A new match replaces the saved one.", "Start the new match", "Keep it"))


def _choice(app: SevenBridgeApp) -> None:
    app.push_screen(ChoiceDialog("Which meld?", [(Text("The first one"), 1), (Text("The second one"), 2)]))


def _table(app: SevenBridgeApp) -> None:
    session = played_session()
    save_match(session)
    app.post_message(MenuScreen.Chosen("continue"))


def _palette(app: SevenBridgeApp) -> None:
    app.action_command_palette()


SCREENS: dict[str, Callable[[SevenBridgeApp], None]] = {
    "menu": _menu,
    "new match": _new_match,
    "custom rules": _custom_rules,
    "rules": _rules,
    "statistics": _statistics,
    "confirm dialog": _confirm,
    "choice dialog": _choice,
    "table": _table,
    "command palette": _palette,
}


async def drive_at(pilot: Pilot[None], size: tuple[int, int]) -> None:
    """Resize to ``size``, press every key, grow back to 80×24 and shrink to ``size`` again."""
    await pilot.resize_terminal(*size)
    await pilot.pause()
    for key in KEYS:
        await pilot.press(key)
    await pilot.pause()
    await pilot.resize_terminal(80, 24)
    await pilot.pause()
    await pilot.resize_terminal(*size)
    await pilot.pause()


@pytest.mark.slow
@pytest.mark.parametrize("screen", list(SCREENS))
@pilot_test
async def test_every_screen_survives_every_size(screen: str) -> None:
    """One app goes through every size in turn, from one size straight to the next.

    A size that closed the screen (the palette, below the smallest size it
    works at) has it opened again at 80×24 before the next size. A failure in
    the app stops the app, not the test's key presses, so the app is checked
    after each size, and the failure names the size it happened at.
    """
    app = make_app()
    stage = ""
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            opened: Screen[object] | None = None
            for width, height in SIZES:
                if app.screen is not opened:
                    stage = f"opening the screen before {width}x{height}"
                    await pilot.resize_terminal(80, 24)
                    SCREENS[screen](app)
                    await pilot.pause()
                    opened = app.screen
                stage = f"at {width}x{height}"
                await drive_at(pilot, (width, height))
                assert app.return_code is None, f"the app stopped {stage}"
    except Exception as error:
        error.add_note(f"the {screen} screen failed {stage}")
        raise


def shown(widget: Widget) -> bool:
    """Whether ``widget`` is displayed now (a function, so each check reads it afresh)."""
    return widget.display


@pilot_test
async def test_a_tiny_terminal_shows_the_notice_and_the_menu_comes_back() -> None:
    app = make_app()
    async with app.run_test(size=(10, 3)) as pilot:
        await pilot.pause()
        notice = app.screen.query_one(".too-small-notice", Static)
        assert shown(notice)
        assert "larger" in str(notice.content)
        assert not shown(app.screen.query_one("#menu-box"))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not shown(notice)
        assert shown(app.screen.query_one("#menu-box"))


@pilot_test
async def test_the_palette_at_a_tiny_size_pages_without_failing() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_command_palette()
        await pilot.pause()
        await pilot.resize_terminal(2, 2)
        await pilot.press("pagedown", "pagedown", "ctrl+p", "pagedown")
        await pilot.pause()
        assert not isinstance(app.screen, CommandPalette)


@pilot_test
async def test_the_palette_key_comes_back_to_the_footer_with_the_size() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(20, 8)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        keys = app.screen.query_one(Footer).query(FooterKey)
        assert any(key.has_class("-command-palette") and key.display for key in keys)
