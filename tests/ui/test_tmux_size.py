"""A real terminal's size is the pane's: ``COLUMNS`` and ``LINES`` in the test run's environment never reach the game.

Textual reads those variables before it asks the terminal, so a test run
started from a shell that exports them (or from a tool that sets them) would
otherwise draw a screen of another size into the pane.
"""

from __future__ import annotations

import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_terminal import Terminal, sevenbridge_argv

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


@pytest.fixture
def terminal_with_stray_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Terminal]:
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("LINES", "40")
    play = shlex.join([*sevenbridge_argv(), "play", "--seed", "7"])
    command = f"SEVENBRIDGE_HOME={shlex.quote(str(tmp_path))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"
    term = Terminal("size", command, width=80, height=24)
    try:
        yield term
    finally:
        term.close()


def test_the_game_draws_for_the_pane_not_for_columns_and_lines(terminal_with_stray_size: Terminal) -> None:
    pane = terminal_with_stray_size.wait_for("Your turn")
    lines = pane.splitlines()
    assert lines[0].rstrip().endswith("╮"), "the score board's right edge is on the pane's last column"
    assert "Menu" in lines[-1], "the footer is on the pane's last line"
