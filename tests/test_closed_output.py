"""A command whose output is closed (``sevenbridge simulate | head -1``) ends quietly with status 141, as
a command-line tool ended by SIGPIPE does, instead of printing a traceback.

Each command runs as a real process whose standard output is a pipe with
nobody left to read it, so every write meets a broken pipe at once, as the
last one does after ``head`` has gone; a time limit turns a hang into a failure.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sevenbridge.cli import OUTPUT_CLOSED
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.play.session import start_session
from support import first_legal, play_out

LIMIT_SECONDS = 120


def _into_a_closed_pipe(
    *words: str, stderr_closed: bool = False, buffered: bool = True
) -> subprocess.CompletedProcess[str]:
    """``sevenbridge WORDS`` with its standard output (and standard error, if asked) a pipe nobody reads.

    Python buffers what it writes to a pipe unless ``PYTHONUNBUFFERED`` is set:
    the broken pipe then shows at the last flush rather than at the first write.
    """
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    if not buffered:
        environment["PYTHONUNBUFFERED"] = "1"
    reading, writing = os.pipe()
    os.close(reading)
    try:
        return subprocess.run(
            [sys.executable, "-m", "sevenbridge", *words],
            stdin=subprocess.DEVNULL,
            stdout=writing,
            stderr=writing if stderr_closed else subprocess.PIPE,
            text=True,
            timeout=LIMIT_SECONDS,
            env=environment,
            check=False,
        )
    finally:
        os.close(writing)


@pytest.mark.parametrize(
    "words",
    [
        ("simulate", "--games", "2", "--seats", "easy,easy"),
        ("simulate", "--games", "2", "--seats", "easy,easy", "--json"),
        ("--help",),
        ("simulate", "--help"),
        ("--version",),
    ],
    ids=["simulate", "simulate --json", "--help", "simulate --help", "--version"],
)
@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
def test_a_closed_output_ends_the_command_quietly(words: tuple[str, ...], buffered: bool) -> None:
    done = _into_a_closed_pipe(*words, buffered=buffered)
    assert done.stderr == ""
    assert done.returncode == OUTPUT_CLOSED


def test_a_closed_output_ends_an_export_quietly_once_the_game_is_written(tmp_path: Path) -> None:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    record_match(play_out(start_session(rules, ["Aki", "North"], [None, "easy"], seed=4), first_legal))
    exported = tmp_path / "last.txt"
    done = _into_a_closed_pipe("replay", "--export", str(exported))
    assert done.stderr == ""
    assert done.returncode == OUTPUT_CLOSED
    assert exported.read_text(encoding="utf-8")


def test_progress_lines_into_a_closed_pipe_end_the_command_quietly() -> None:
    done = _into_a_closed_pipe("simulate", "--games", "2", "--seats", "easy,easy", "--progress", stderr_closed=True)
    assert done.returncode == OUTPUT_CLOSED
