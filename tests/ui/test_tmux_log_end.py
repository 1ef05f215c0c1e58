"""In a real terminal, the log behind a game's sheet is drawn scrolled to its last line."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_support import first_game_nearly_over
from tmux_terminal import PATIENCE, Terminal, wrapped

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


def _last_log_line(pane: str) -> str:
    """The last line of the game log, the right-hand panel of the 200-column pane."""
    right_pane = [line.rstrip() for line in pane.splitlines() if len(line.rstrip()) > 150]
    return [line.split("│")[-2].strip() for line in right_pane if line.endswith("│")][-1]


def test_the_log_behind_a_games_sheet_shows_who_went_out(terminal: Terminal) -> None:
    """Read until the screen settles: a capture taken while the sheet's frame is still being written may
    catch the log half redrawn, but a log left scrolled short of its end never shows the last line."""
    terminal.wait_for("Continue")
    terminal.send("c")
    pane = terminal.wait_for("Next game")
    deadline = time.monotonic() + PATIENCE
    while _last_log_line(pane) != "North went out!" and time.monotonic() < deadline:
        time.sleep(0.25)
        pane = terminal.wait_for("Next game")
    assert _last_log_line(pane) == "North went out!", pane
