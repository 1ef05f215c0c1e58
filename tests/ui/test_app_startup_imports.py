"""A plain start draws the menu from Textual and a few light modules: no pydantic, engine, CPU or save format.

Each test starts the app in a fresh interpreter, built as the ``sevenbridge``
command builds it (its parser, ``start_from``, ``make_app``), and lists the
modules loaded at the moment the menu reports that it is drawn, footer
included. What the files hold (settings, the saved match) must follow right
after, so the tests also check that it does, and that the player's theme is
on screen from the first frame.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from app_support import played_session

from sevenbridge.persistence.paths import HOME_VARIABLE, config_dir
from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.persistence.settings import Settings, save_settings

FIRST_FRAME_MODULES = {
    "sevenbridge",
    "sevenbridge.cells",
    "sevenbridge.choices",
    "sevenbridge.cli",
    "sevenbridge.persistence",
    "sevenbridge.persistence.paths",
    "sevenbridge.persistence.peek",
    "sevenbridge.persistence.problems",
    "sevenbridge.safe_read",
    "sevenbridge.translation",
    "sevenbridge.ui",
    "sevenbridge.ui.app",
    "sevenbridge.ui.contrast",
    "sevenbridge.ui.drawn_lines",
    "sevenbridge.ui.footer",
    "sevenbridge.ui.language_switch",
    "sevenbridge.ui.line_breaks",
    "sevenbridge.ui.palette",
    "sevenbridge.ui.screens",
    "sevenbridge.ui.screens.menu",
    "sevenbridge.ui.size_notice",
    "sevenbridge.ui.wide_characters",
}
"""Our modules the first menu frame may use: the command line (and how it measures its help), file names,
the theme's and language's bounded peek, the language, the app shell and its legible colours (the footer's
keys), its palette commands (light: Textual's palette is loaded with the app anyway), the menu, its switch to
the other language, its line breaking, its footer, the notice a terminal too small for it gets, and the
drawing that keeps Japanese characters whole under a pop-up (light: Textual's own compositor, loaded with
the app anyway)."""

START = """\
import asyncio, json, sys

from textual.widgets import OptionList, Static

from sevenbridge.cli import _parser
from sevenbridge.ui.app import make_app, start_from
from sevenbridge.ui.screens.menu import MenuScreen


def ours():
    return sorted(m for m in sys.modules if m.split(".")[0] in ("sevenbridge", "pydantic", "pydantic_core"))


async def main():
    app = make_app(start_from(_parser().parse_args([])))
    seen = {}

    def menu():
        options = app.screen.query_one("#menu-options", OptionList)
        return [(option.id, str(option.prompt)) for option in options.options]

    def notice():
        found = app.screen.query("#menu-notice").results(Static)
        return [str(static.content) for static in found if static.display]

    def hook(message):
        if isinstance(message, MenuScreen.Drawn) and "drawn" not in seen:
            seen["drawn"] = {"modules": ours(), "menu": menu(), "theme": app.theme, "notice": notice()}

    async with app.run_test(size=(80, 24), message_hook=hook) as pilot:
        await pilot.pause()
        seen["after"] = {"modules": ours(), "menu": menu(), "theme": app.theme, "notice": notice()}
    print(json.dumps(seen))


asyncio.run(main())
"""


def start_the_menu(home: Path) -> dict[str, Any]:
    """Start the app in a new interpreter with its files under ``home``: modules and menu when drawn, and after."""
    env = {**os.environ, HOME_VARIABLE: str(home)}
    command = [sys.executable, "-c", START]
    done = subprocess.run(command, check=False, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout)
    assert "drawn" in seen, "the menu never reported that it was drawn"
    return seen


def beyond_the_first_frame(modules: list[str]) -> list[str]:
    return sorted(set(modules) - FIRST_FRAME_MODULES)


def test_a_first_start_draws_the_menu_before_loading_pydantic_or_the_engine(home: Path) -> None:
    seen = start_the_menu(home)
    assert beyond_the_first_frame(seen["drawn"]["modules"]) == []
    assert [entry for entry, _ in seen["drawn"]["menu"]] == ["new", "statistics", "rules", "language", "quit"]
    assert {"pydantic", "sevenbridge.persistence.settings"} <= set(seen["after"]["modules"])


def test_with_a_saved_match_continue_keeps_its_place_until_the_summary_is_read(home: Path) -> None:
    session = played_session()
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    seen = start_the_menu(home)
    assert beyond_the_first_frame(seen["drawn"]["modules"]) == []
    entry, prompt = seen["drawn"]["menu"][0]
    assert (entry, prompt.split()) == ("continue", ["▶", "Continue"]), "Continue holds its place, summary to come"
    assert "sevenbridge.persistence.saves" in seen["after"]["modules"]
    entry, prompt = seen["after"]["menu"][0]
    assert (entry, prompt.split("\n")) == ("continue", ["▶ Continue", f"  {describe_save(loaded)}"])
    assert [entry for entry, _ in seen["after"]["menu"]] == [
        "continue",
        "new",
        "statistics",
        "rules",
        "language",
        "quit",
    ]


def test_the_players_theme_is_on_screen_from_the_first_frame(home: Path) -> None:
    save_settings(Settings(theme="nord"))
    seen = start_the_menu(home)
    assert beyond_the_first_frame(seen["drawn"]["modules"]) == []
    assert (seen["drawn"]["theme"], seen["after"]["theme"]) == ("nord", "nord")


def test_a_bad_settings_file_still_has_the_last_word_on_the_theme(home: Path) -> None:
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"schema_version": 1, "theme": "nord", "opponents": 9}', encoding="utf-8")
    seen = start_the_menu(home)
    assert seen["drawn"]["theme"] == "nord"
    assert seen["after"]["theme"] == "textual-dark"
    assert not path.exists()
    assert seen["drawn"]["notice"] == []
    [notice] = seen["after"]["notice"]
    assert notice.startswith("Your settings file could not be read")
