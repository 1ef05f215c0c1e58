"""In a real terminal, the log behind a game's sheet is drawn scrolled to its last line."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_support import first_game_nearly_over
from tmux_terminal import Terminal, wrapped

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


@pytest.fixture
def terminal(home: Path) -> Iterator[Terminal]:
    save_settings(Settings(cpu_speed="normal"))
    save_match(first_game_nearly_over(6))
    # The test runner sets a terminal size of its own, which the app would take over the pane's.
    command = "unset COLUMNS LINES; " + wrapped(home, home / "app.pid")
    term = Terminal("log-end", command, width=200, height=60)
    try:
        yield term
    finally:
        term.close()


def test_the_log_behind_a_games_sheet_shows_who_went_out(terminal: Terminal) -> None:
    terminal.wait_for("Continue")
    terminal.send("c")
    pane = terminal.wait_for("Next game")
    right_pane = [line.rstrip() for line in pane.splitlines() if len(line.rstrip()) > 150]
    log_lines = [line.split("│")[-2].strip() for line in right_pane if line.endswith("│")]
    assert log_lines[-1] == "North went out!", pane
