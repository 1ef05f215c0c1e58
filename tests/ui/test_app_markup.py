"""Text from people and files is shown as written, never read as Rich markup.

Markup reaches the app through several doors: a name on the command line or
in the new-match form (kept in the settings), the name of a rule-set file, a
seat name in a saved match, a rule-set name in the history, and a bad value
quoted in the notice about a bad file. Through each door the real app must
neither crash (``[/]`` closes nothing) nor style anything (``[bold red]`` is
text), and must show the characters themselves.
"""

from __future__ import annotations

import json
from pathlib import Path

from app_support import at_table, open_statistics, pilot_test, play_args, screen_text, shown
from textual.pilot import Pilot
from textual.widgets import Input

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.saves import clear_match, save_match
from sevenbridge.persistence.settings import load_settings
from sevenbridge.play.session import Session, start_session
from sevenbridge.ui.app import make_app, start_from
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.rules_help import RulesScreen
from sevenbridge.ui.screens.statistics import StatisticsScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen

BROKEN = "Ann [/]"
"""Markup that cannot be parsed: a closing tag with nothing to close."""
STYLED = "[bold red]Bob[/]"
"""Markup that parses: it must not turn the name bold red."""


@pilot_test
async def test_a_name_on_the_command_line_is_shown_as_written() -> None:
    for name in (BROKEN, STYLED):
        app = make_app(start_from(play_args("--name", name)))
        async with app.run_test(size=(100, 30)) as pilot:
            table = await at_table(pilot)
            assert name in shown(table.query_one("#score"))
            assert name in shown(table.query_one("#my-melds"))
        clear_match()


async def start_from_form(pilot: Pilot[None], name: str) -> None:
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewMatchScreen)
    pilot.app.screen.query_one("#name", Input).focus()
    await pilot.press("end", "ctrl+u", *name)
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()


@pilot_test
async def test_a_name_typed_in_the_form_is_kept_and_shown_as_written_every_time() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start_from_form(pilot, BROKEN)
        table = await at_table(pilot)
        assert BROKEN in shown(table.query_one("#score"))
        await pilot.press("d")
        await pilot.pause()
    assert load_settings()[0].player_name == BROKEN

    again = make_app()
    async with again.run_test(size=(100, 30)) as pilot:
        await start_from_form(pilot, BROKEN)
        assert "You have a saved match" in screen_text(again)
        await pilot.press("y")
        table = await at_table(pilot)
        assert BROKEN in shown(table.query_one("#score"))


def markup_rules(tmp_path: Path) -> Path:
    path = tmp_path / "markup.toml"
    path.write_text('name = "[/]"\ngames_per_match = 1\n', encoding="utf-8")
    return path


@pilot_test
async def test_a_rule_set_name_from_a_file_is_shown_as_written(tmp_path: Path) -> None:
    app = make_app(start_from(play_args("--rules", str(markup_rules(tmp_path)))))
    async with app.run_test(size=(100, 30)) as pilot:
        table = await at_table(pilot)
        assert "[/]" in shown(table.query_one("#score"))
        await pilot.press("f1", "r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "This rule set: [/]" in screen_text(app)


def save_with_markup() -> Session:
    rules = load_ruleset("standard").with_changes(name="[/]")
    session = start_session(rules, [STYLED, "North"], [None, "easy"], seed=2)
    save_match(session)
    return session


@pilot_test
async def test_a_seat_name_in_a_save_is_shown_as_written() -> None:
    save_with_markup()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Game 1 of 5 · [/]" in screen_text(app)
        await pilot.press("c")
        table = await at_table(pilot)
        assert STYLED in shown(table.query_one("#score"))

    again = make_app("continue")
    async with again.run_test(size=(100, 30)) as pilot:
        table = await at_table(pilot)
        assert STYLED in shown(table.query_one("#score"))


@pilot_test
async def test_a_new_match_over_a_save_with_markup_asks_in_plain_words() -> None:
    save_with_markup()
    app = make_app(start_from(play_args()))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "You have a saved match: Game 1 of 5 · [/]" in screen_text(app)


def finished_with_markup() -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=1, name="[/]")
    session = start_session(rules, [BROKEN, "North"], [None, "easy"], seed=3)
    while session.game.result is None:
        game = session.game
        session = session.apply(legal_actions(game)[0] if session.waiting_for_human else session.cpu_choice())
    return session.finish_game()


@pilot_test
async def test_a_rule_set_name_in_the_history_is_shown_as_written() -> None:
    record_match(finished_with_markup())
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        assert isinstance(app.screen, StatisticsScreen)
        assert "Rule set: [/]" in screen_text(app)


@pilot_test
async def test_a_bad_value_quoted_in_a_notice_is_shown_as_written() -> None:
    folder = config_dir()
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps({"schema_version": 1, "ruleset": "[/]"}))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "unknown rule set '[/]'" in shown(app.screen.query_one("#menu-notice"))


@pilot_test
async def test_a_bad_save_reported_as_a_match_starts_is_shown_as_written() -> None:
    save_with_markup()
    path = data_dir() / "match.json"
    data = json.loads(path.read_text())
    data["deal"]["stock"][0] = "[/]"
    path.write_text(json.dumps(data))
    app = make_app(start_from(play_args()))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await at_table(pilot)
        await pilot.pause()
        toasts = [shown(toast) for toast in app.screen.query("Toast")]
        assert any("'[/]' is not a card" in toast for toast in toasts), toasts


def game_over_with_markup() -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    session = start_session(rules, [STYLED, "North"], [None, "easy"], seed=3)
    while session.game.result is None:
        game = session.game
        session = session.apply(legal_actions(game)[0] if session.waiting_for_human else session.cpu_choice())
    return session


@pilot_test
async def test_the_end_of_game_and_match_sheets_show_names_as_written() -> None:
    session = game_over_with_markup()
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert screen_text(app).count(STYLED) >= 2, "in the penalties and as the sheet's column"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        assert screen_text(app).count(STYLED) >= 2, "in the standings and as the sheet's column"
