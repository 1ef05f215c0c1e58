"""The headless tournament, driven through the real ``sevenbridge simulate`` command."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from sevenbridge.cli import main
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play import decision_times, tournament
from sevenbridge.play.decision_times import BUCKETS, DecisionTimes
from sevenbridge.play.tournament import run_tournament


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
    report = run_tournament(load_ruleset("simple"), ("normal", "easy", "easy"), 5, seed=3, duplicate=True)
    assert report.games == 6
    assert report.deals == 2


def test_the_same_seed_gives_the_same_results() -> None:
    rules = load_ruleset("with-joker")
    first = run_tournament(rules, ("hard", "easy"), 6, seed=9)
    second = run_tournament(rules, ("hard", "easy"), 6, seed=9)
    assert first.entries == second.entries


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "hard,expert"], "unknown level 'expert'"),
        (["--seats", "hard"], "2 to 6 levels"),
        (["--rules", "nonsense"], "not a rule set"),
        (["--games", "0"], "argument --games: must be at least 1, not 0"),
        (["--games", "many"], "argument --games: 'many' is not a whole number"),
        (["--workers", "0"], "argument --workers: must be from 1 to"),
        (["--workers", "100000"], "processor"),
        (["--workers", "-3"], "argument --workers: must be from 1 to"),
        (["--seed", "-1"], "argument --seed: must be at least 0"),
    ],
)
def test_bad_options_get_a_clear_message(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args]) == 2
    assert message in capsys.readouterr().err


def test_the_tournament_module_takes_typed_values_and_leaves_arguments_to_the_command_line() -> None:
    source = (Path(tournament.__file__)).read_text(encoding="utf-8")
    assert "argparse" not in source
    assert "sys.argv" not in source


def test_decision_times_keep_bounded_space_and_percentiles_within_their_accuracy() -> None:
    times = DecisionTimes()
    samples = [int(1000 * 1.001**n) for n in range(5000)]
    for value in samples:
        times.add(value)
    for value in samples:
        times.add(value)
    assert times.count == 2 * len(samples)
    assert len(times.counts) == BUCKETS
    ordered = sorted(samples)
    for share in (0.5, 0.99):
        exact = ordered[math.ceil(share * len(ordered)) - 1]
        assert times.percentile(share) == pytest.approx(exact, rel=0.023)


def test_halves_merged_give_the_same_histogram_as_the_whole() -> None:
    whole, first, second = DecisionTimes(), DecisionTimes(), DecisionTimes()
    for value in range(1, 5000, 7):
        whole.add(value * 911)
        (first if value % 2 else second).add(value * 911)
    first.merge(second)
    assert first == whole


def _bookkeeping_bytes() -> int:
    """Memory held now by objects the tournament's own modules allocated."""
    mine = [tracemalloc.Filter(True, tournament.__file__), tracemalloc.Filter(True, decision_times.__file__)]
    snapshot = tracemalloc.take_snapshot().filter_traces(mine)
    return sum(stat.size for stat in snapshot.statistics("filename"))


@pytest.mark.slow
def test_the_tournament_keeps_no_record_per_game_or_decision() -> None:
    """What the tournament keeps grows by less from game 20 to game 200 than 10 games' timings used to take.

    The only growth left is counts passing 256, which become objects of their own (640 at most).
    """
    held: list[int] = []
    played = 0

    def measure(games: int) -> None:
        nonlocal played
        played += games
        if played in (20, 200):
            held.append(_bookkeeping_bytes())

    tracemalloc.start()
    try:
        run_tournament(load_ruleset("simple"), ("easy", "easy"), 200, seed=5, on_progress=measure)
    finally:
        tracemalloc.stop()
    early, late = held
    assert late < early + 32 * 1024


ENDLESS = [sys.executable, "-m", "sevenbridge", "simulate", "--games", "1000000000", "--seats", "easy,easy", "--json"]
"""A simulation that runs until it is stopped."""


@contextmanager
def _children_hear_ctrl_c() -> Iterator[None]:
    """Processes started here are interrupted by Ctrl+C, as at a terminal, even when this test run was started
    with Ctrl+C ignored (as a shell starts a background job): an ignored signal stays ignored across exec, a
    handled one starts at its default."""
    before = signal.getsignal(signal.SIGINT)
    if before is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


@contextmanager
def endless_simulation(*options: str) -> Iterator[subprocess.Popen[str]]:
    """An endless ``simulate --json`` in a session of its own; whatever of it is still running at the end,
    workers included, is killed, so a failing test leaves nothing behind."""
    with _children_hear_ctrl_c():
        process = subprocess.Popen(
            [*ENDLESS, *options],
            env={**os.environ, "PYTHONFAULTHANDLER": "1"},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
    try:
        yield process
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def interrupted_simulation(*options: str) -> tuple[subprocess.Popen[str], str, str]:
    """Start an endless ``simulate --json --progress``, wait until it reports a game played, then press Ctrl+C.

    Waiting for the progress line rather than for a fixed time keeps the test
    honest on a busy machine: the interrupt always comes after real games. If
    the run does not stop, it is aborted with Python's fault handler on, so
    the failure shows where it was stuck.
    """
    with endless_simulation("--progress", *options) as process:
        assert process.stderr is not None
        seen = process.stderr.readline()
        while seen and not seen.startswith("playing:"):
            seen = process.stderr.readline()
        assert seen.startswith("playing:"), "simulate ended before it reported a game"
        os.killpg(process.pid, signal.SIGINT)
        try:
            out, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGABRT)
            out, err = process.communicate(timeout=30)
            pytest.fail(f"simulate went on after Ctrl+C; where each of its threads was:\n{err[-4000:]}")
    return process, out, seen + err


def test_ctrl_c_stops_the_simulation_with_the_report_so_far() -> None:
    process, out, err = interrupted_simulation()
    assert process.returncode == 130, err
    assert "Traceback" not in err
    report = json.loads(out)
    assert report["interrupted"] is True
    assert report["planned_games"] == 1_000_000_000
    assert 0 < report["games"] < 1_000_000_000
    assert report["decision_ms"]["easy"]["decisions"] > 0


@pytest.mark.slow
def test_ctrl_c_with_workers_stops_cleanly_too() -> None:
    process, out, err = interrupted_simulation("--workers", "2")
    assert process.returncode == 130, err
    assert "Traceback" not in err
    report = json.loads(out)
    assert report["interrupted"] is True
    assert report["games"] > 0


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid``, read from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to see worker processes start")
@pytest.mark.parametrize("delay", [0.0, 0.05, 0.1])
def test_ctrl_c_while_workers_are_still_starting_stops_cleanly(delay: float) -> None:
    """Ctrl+C a moment after the first worker process appears, while workers are still importing."""
    with endless_simulation("--workers", "2") as process:
        while not children_of(process.pid) and process.poll() is None:
            pass
        time.sleep(delay)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=120)
    assert process.returncode == 130, err
    assert "Traceback" not in err
    assert json.loads(out)["interrupted"] is True


def test_progress_is_shown_on_stderr_when_asked_even_with_json() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sevenbridge",
            "simulate",
            "--games",
            "4",
            "--seats",
            "easy,easy",
            "--json",
            "--progress",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(done.stdout)["games"] == 4
    assert "playing" in done.stderr
