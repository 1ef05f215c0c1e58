"""A smoke test in a real terminal: tmux runs ``sevenbridge play --seed 7`` and keys are sent.

This catches what a headless Pilot cannot: the real driver, the real terminal
size and the installed command. The pane must show the table and the hand, and
never a traceback.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]

WIDTH, HEIGHT = 100, 32
PATIENCE = 30.0
"""Seconds to wait for the screen to show what is expected."""


class Terminal:
    """One tmux session on a private server, running one command."""

    def __init__(self, socket: str, command: str) -> None:
        self.socket = socket
        self._tmux("new-session", "-d", "-s", "play", "-x", str(WIDTH), "-y", str(HEIGHT), command)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True)
        return done.stdout

    def send(self, *keys: str) -> None:
        """Type ``keys`` one by one, as tmux key names."""
        for key in keys:
            self._tmux("send-keys", "-t", "play", key)
            time.sleep(0.2)

    def screen(self) -> str:
        """The pane as text."""
        return self._tmux("capture-pane", "-p", "-t", "play")

    def wait_for(self, *texts: str) -> str:
        """The pane once it shows any of ``texts``; fails with the pane if it never does."""
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            pane = self.screen()
            assert "Traceback" not in pane, pane
            if any(text in pane for text in texts):
                return pane
            time.sleep(0.25)
        raise AssertionError(f"the terminal never showed {texts}:\n{self.screen()}")

    def close(self) -> None:
        """Stop the private tmux server and everything in it."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, check=False)


def _command(home: Path) -> str:
    program = shutil.which("sevenbridge")
    argv = [program] if program else [sys.executable, "-m", "sevenbridge"]
    play = shlex.join([*argv, "play", "--seed", "7"])
    return f"SEVENBRIDGE_HOME={shlex.quote(str(home))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    term = Terminal(f"sevenbridge-test-{os.getpid()}", _command(tmp_path))
    try:
        yield term
    finally:
        term.close()


def test_a_real_terminal_shows_the_table_and_plays_a_turn(terminal: Terminal) -> None:
    pane = terminal.wait_for("Your turn")
    for seat in ("West · Normal", "North · Normal", "East · Normal"):
        assert seat in pane
    assert "stock 24" in pane
    assert pane.count("╭───╮") >= 8, "seven cards of the hand and the stock"
    terminal.send("d")
    pane = terminal.wait_for("Select cards")
    assert pane.count("╭───╮") >= 9
    terminal.send("1", "x", "s")
    pane = terminal.wait_for("Your turn", "Pon?", "went out")
    for line in ("discards", "West: "):
        assert line in pane
    terminal.send("q")
    pane = terminal.wait_for("New match")
    assert "Continue" in pane
    terminal.send("q")
    assert "Traceback" not in terminal.wait_for("PROGRAM-ENDED")
