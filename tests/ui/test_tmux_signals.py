"""SIGTERM and SIGHUP close the app as cleanly as its own Quit, in a real terminal, with the save intact."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_terminal import Terminal, wrapped

from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.ui.app import STOP_GRACE

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]


@pytest.fixture
def pid_file(tmp_path: Path) -> Path:
    return tmp_path / "app.pid"


@pytest.fixture
def terminal(home: Path, pid_file: Path) -> Iterator[Terminal]:
    command = wrapped(home, pid_file, "play", "--seed", "7", "--opponents", "1")
    term = Terminal("signals", command)
    try:
        yield term
    finally:
        term.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_stop_signal_restores_the_terminal_and_keeps_the_save(
    terminal: Terminal, pid_file: Path, number: signal.Signals
) -> None:
    terminal.wait_for("Your turn")
    assert terminal.flag("alternate_on") == "1"
    terminal.send("d")
    terminal.wait_for("Select cards")
    before = load_match()
    assert isinstance(before, LoadedMatch)
    os.kill(int(pid_file.read_text()), number)
    pane = terminal.wait_for("PROGRAM-ENDED")
    assert f"PROGRAM-ENDED-{128 + number}" in pane
    assert "Traceback" not in pane
    assert terminal.flag("alternate_on") == "0"
    assert terminal.flag("mouse_any_flag") == "0"
    assert terminal.flag("cursor_flag") == "1"
    after = load_match()
    assert isinstance(after, LoadedMatch)
    assert after.session.game == before.session.game


def running(pid: int) -> bool:
    """Whether process ``pid`` is still running (a process that has ended but is not yet reaped is not)."""
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (ProcessLookupError, FileNotFoundError):
        return False
    return state != "Z"


@pytest.mark.parametrize("delay", [0.0, 0.03, 0.08])
def test_a_terminal_closed_while_the_app_draws_leaves_no_process_behind(
    home: Path, pid_file: Path, delay: float
) -> None:
    """Closing the terminal sends SIGHUP and SIGCONT at once; caught in the middle of drawing New match, the
    program used to hang on its way out, writing to a terminal that was gone, and stay forever."""
    terminal = Terminal("closed", wrapped(home, pid_file, "--ascii"), width=80, height=24)
    try:
        terminal.wait_for("New match")
        terminal.tmux("send-keys", "-t", "play", "n")
        time.sleep(delay)
    finally:
        terminal.close()
    pid = int(pid_file.read_text())
    try:
        deadline = time.monotonic() + STOP_GRACE + 5
        while running(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not running(pid), "the program is still running with its terminal gone"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
