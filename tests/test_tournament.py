"""The headless tournament, driven through the real ``sevenbridge simulate`` command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from sevenbridge.cli import main
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.tournament import parse_seats, run_tournament


def test_simulate_prints_a_table_with_every_seat_and_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "6", "--seats", "hard,normal,easy", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "6 games" in out
    assert "penalty/game" in out
    assert "95% CI" in out
    for level in ("hard", "normal", "easy"):
        assert level in out
    assert "games/s" in out
    assert "median ms" in out


def test_simulate_json_is_one_object_with_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--games", "8", "--seats", "normal,easy,easy,easy", "--seed", "2", "--duplicate", "--json"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 8
    assert report["deals"] == 2
    assert report["duplicate"] is True
    assert [seat["level"] for seat in report["seats"]] == ["normal", "easy", "easy", "easy"]
    assert sum(seat["win_share"] for seat in report["seats"]) + report["draws"] / 8 == pytest.approx(1.0, abs=1e-3)
    assert set(report["decision_ms"]) == {"normal", "easy"}
    assert report["decision_ms"]["easy"]["median"] <= report["decision_ms"]["easy"]["p99"]


def test_simulate_runs_as_a_real_command_without_a_progress_bar_when_piped() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sevenbridge", "simulate", "--games", "4", "--seats", "easy,easy", "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(done.stdout)["games"] == 4
    assert "playing" not in done.stdout + done.stderr


def test_duplicate_rounds_games_up_to_whole_rotations_and_each_entry_plays_every_seat() -> None:
    report = run_tournament(load_ruleset("simple"), parse_seats("normal,easy,easy"), 5, seed=3, duplicate=True)
    assert report.games == 6
    assert report.deals == 2


def test_the_same_seed_gives_the_same_results() -> None:
    rules = load_ruleset("with-joker")
    first = run_tournament(rules, parse_seats("hard,easy"), 6, seed=9)
    second = run_tournament(rules, parse_seats("hard,easy"), 6, seed=9)
    assert first.entries == second.entries


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "hard,expert"], "unknown level 'expert'"),
        (["--seats", "hard"], "2 to 6 levels"),
        (["--rules", "nonsense"], "not a rule set"),
        (["--games", "0"], "at least 1"),
    ],
)
def test_bad_options_get_a_clear_message(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args]) == 2
    assert message in capsys.readouterr().err
