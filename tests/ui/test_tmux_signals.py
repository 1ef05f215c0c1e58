"""SIGTERM and SIGHUP close the app as cleanly as its own Quit, in a real terminal, with the save intact."""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_terminal import Terminal, wrapped

from sevenbridge.persistence.saves import LoadedMatch, load_match

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
