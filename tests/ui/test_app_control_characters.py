"""Control characters in text from people and files are shown as escapes, never sent to the terminal.

A name or a rule-set name can hold ESC, BEL, a tab or a newline: from the
settings, a seat in a saved match, a seat in the history, a seat in a replay
file or a rule-set file. Sent as they are they would retitle the window, clear
the screen or split a row; every screen shows them as ``printable`` does
(``\\x1b``, ``\\t``), as the command line does.
"""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path

from app_support import at_table, open_first_replay, pilot_test, play_args, screen_text, shown
from textual.app import App
from textual.widgets import Input

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import config_dir
from sevenbridge.persistence.replay_file import write_replay
from sevenbridge.persistence.saves import save_match
from sevenbridge.play.replay import replay_of_session
from sevenbridge.play.session import Session, start_session
from sevenbridge.ui.app import make_app, start_from
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table.replay import ReplayScreen

TITLE = "\x1b]2;PWN\x07Z"
"""An escape sequence that sets the terminal's window title."""
TITLE_SHOWN = "\\x1b]2;PWN\\x07Z"
CLEAR = "A\x1b[2J\tB"
"""An escape sequence that clears the screen, and a tab."""
CLEAR_SHOWN = "A\\x1b[2J\\tB"


def assert_nothing_raw(app: App[None]) -> None:
    """No control character reaches the screen's rows."""
    text = screen_text(app)
    raw = sorted({char for char in text if ord(char) < 32 or 0x7F <= ord(char) < 0xA0} - {"\n"})
    assert not raw, raw


def session_with(name: str, rules_name: str = "Standard", games: int = 5) -> Session:
    rules = load_ruleset("simple").with_changes(name=rules_name, games_per_match=games)
    return start_session(rules, [name, "North"], [None, "easy"], seed=3)


def played(session: Session) -> Session:
    """``session`` at the end of its game."""
    while session.game.result is None:
        game = session.game
        session = session.apply(legal_actions(game)[0] if session.waiting_for_human else session.cpu_choice())
    return session


@pilot_test
async def test_names_in_a_save_are_shown_with_escapes_in_the_menu_and_at_the_table() -> None:
    session = session_with(TITLE, rules_name=CLEAR)
    save_match(session)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert f"Game 1 of 5 · {CLEAR_SHOWN}" in screen_text(app)
        assert_nothing_raw(app)
        await pilot.press("c")
        table = await at_table(pilot)
        assert TITLE_SHOWN in shown(table.query_one("#score"))
        assert CLEAR_SHOWN in shown(table.query_one("#score"))
        assert TITLE_SHOWN in shown(table.query_one("#my-melds"))
        assert_nothing_raw(app)


@pilot_test
async def test_a_rule_set_name_from_a_file_is_shown_with_escapes(tmp_path: Path) -> None:
    path = tmp_path / "odd.toml"
    path.write_text('name = "R\\u001b]2;RULEPWN\\u0007"\ngames_per_match = 1\n', encoding="utf-8")
    app = make_app(start_from(play_args("--rules", str(path))))
    async with app.run_test(size=(100, 30)) as pilot:
        table = await at_table(pilot)
        assert "R\\x1b]2;RULEPWN\\x07" in shown(table.query_one("#score"))
        assert_nothing_raw(app)
        await pilot.press("f1", "r")
        await pilot.pause()
        assert "R\\x1b]2;RULEPWN\\x07" in screen_text(app)
        assert_nothing_raw(app)


@pilot_test
async def test_a_seat_name_in_the_history_is_shown_with_escapes_in_its_replay() -> None:
    record_match(played(session_with(CLEAR, games=1)).finish_game())
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await open_first_replay(pilot)
        assert CLEAR_SHOWN in screen_text(app)
        assert_nothing_raw(app)


@pilot_test
async def test_a_seat_name_in_a_replay_file_is_shown_with_escapes(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    write_replay(replay_of_session(played(session_with(TITLE, games=2))), path)
    app = make_app(start_from(Namespace(command="replay", file=str(path))))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert TITLE_SHOWN in screen_text(app)
        assert_nothing_raw(app)


@pilot_test
async def test_settings_whose_name_holds_a_control_character_are_kept_aside_with_a_notice_in_escapes() -> None:
    folder = config_dir()
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps({"schema_version": 1, "player_name": CLEAR}))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        notice = " ".join(shown(app.screen.query_one("#menu-notice")).split())
        assert "Your settings file could not be read" in notice
        assert "control character (\\x1b)" in notice
        assert_nothing_raw(app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert app.screen.query_one("#name", Input).value == "You"
