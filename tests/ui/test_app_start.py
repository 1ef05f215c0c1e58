"""Where the app opens: ``sevenbridge``, ``sevenbridge play ...`` and ``sevenbridge --continue``."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pytest
from app_support import pilot_test, played_session, text_of

from sevenbridge.cli import _parser, main
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.saves import clear_match, save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import QuickPlay, make_app, start_from
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table import TableScreen


@pilot_test
async def test_play_goes_straight_to_a_table_with_those_opponents() -> None:
    save_settings(Settings(player_name="Hanako"))
    app = make_app(QuickPlay(opponents=2, level="hard", rules=load_ruleset("with-joker"), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        session = app.screen.session
        assert [seat.name for seat in session.seats] == ["Hanako", "West", "East"]
        assert [seat.level for seat in session.seats] == [None, "hard", "hard"]
        assert session.rules == load_ruleset("with-joker")
        assert session.match.seed == 7


@pilot_test
async def test_the_same_seed_deals_the_same_match() -> None:
    hands = []
    for _ in range(2):
        app = make_app(QuickPlay(opponents=3, level="easy", rules=load_ruleset("standard"), seed=7, name="Ann"))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            hands.append(app.screen.session.game.hands)
            assert app.screen.session.seats[0].name == "Ann"
        clear_match()
    assert hands[0] == hands[1]


@pilot_test
async def test_continue_opens_the_saved_match_at_once() -> None:
    session = played_session(moves=20)
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.game == session.game
        assert app.screen.session.actions == session.actions


@pilot_test
async def test_continue_without_a_save_says_so_on_the_menu() -> None:
    app = make_app("continue")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert text_of(pilot, "#menu-notice") == "There is no saved match to continue: start a new one."


def test_an_unusable_rule_set_is_refused_before_the_app_starts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--rules", "house-rules"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("sevenbridge: house-rules: not a rule set")


def test_a_rule_set_file_with_a_bad_value_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text('name = "House"\njokers = 7\n', encoding="utf-8")
    assert main(["play", "--rules", str(rules)]) == 2
    assert "field 'jokers'" in capsys.readouterr().err


def test_the_command_line_chooses_where_the_app_opens() -> None:
    play = Namespace(
        command="play", resume=False, opponents=2, level="hard", rules="with-joker", games=None, seed=9, name="Ann"
    )
    assert start_from(play) == QuickPlay(2, "hard", load_ruleset("with-joker"), 9, "Ann")
    assert start_from(Namespace(command=None, resume=True)) == "continue"
    assert start_from(Namespace(command=None, resume=False)) == "menu"


def test_play_takes_the_number_of_games(capsys: pytest.CaptureFixture[str]) -> None:
    play = Namespace(
        command="play", resume=False, opponents=1, level="easy", rules="standard", games=2, seed=1, name=None
    )
    start = start_from(play)
    assert isinstance(start, QuickPlay)
    assert start.rules.games_per_match == 2
    assert main(["play", "--games", "21"]) == 2
    assert "--games: must be from 1 to 20, not 21" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "option", "commands"),
    [
        (["--rules", "japanese-classic"], "--rules", "play, simulate"),
        (["--level=hard", "play"], "--level", "play"),
        (["--ascii", "--games", "3"], "--games", "play, simulate"),
    ],
)
def test_an_option_of_a_command_given_before_it_says_where_it_belongs(
    argv: list[str], option: str, commands: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: sevenbridge [-h]")
    assert f"error: {option} is an option of {commands}: write it after the command" in error
    assert "invalid choice" not in error


def test_a_level_is_taken_as_the_screens_write_it() -> None:
    assert _parser().parse_args(["play", "--level", "Hard"]).level == "hard"


def test_a_seed_that_is_not_a_number_is_refused_as_the_counts_are(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--seed", "x"]) == 2
    assert "argument --seed: 'x' is not a whole number" in capsys.readouterr().err


def test_an_unknown_option_of_a_command_is_refused_with_that_commands_usage(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "--bogus"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: sevenbridge play")
    assert "sevenbridge play: error: unrecognized arguments: --bogus" in error


def test_an_option_before_its_command_is_explained_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ja", "--rules", "standard", "play"]) == 2
    assert "--rules は play, simulate のオプションです。コマンドのあとに書いてください" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["West", " northeast ", "ＥＡＳＴ", "南東"])
def test_a_cpu_opponents_name_is_refused_as_yours(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--name", name]) == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: sevenbridge play")
    assert "error: argument --name: " in error
    assert "is a CPU opponent's name: choose another" in error


def test_a_cpu_opponents_name_is_refused_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ja", "play", "--name", "North"]) == 2
    assert "'North' はCPUの名前です。別の名前にしてください" in capsys.readouterr().err


@pilot_test
async def test_play_without_a_name_leaves_out_a_cpu_opponents_name_kept_in_older_settings() -> None:
    save_settings(Settings(player_name="West"))
    app = make_app(QuickPlay(opponents=3, level="easy", rules=load_ruleset("standard"), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert [seat.name for seat in app.screen.session.seats] == ["You", "West", "North", "East"]
