"""A real terminal for tests: a tmux session on a private server, and the command that plays in it."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

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


def play_command(home: Path, *, term: str | None = None) -> str:
    """The shell command that plays ``sevenbridge play --seed 7`` with its files in ``home`` (and ``TERM``, if given).

    The pane stays open after the program ends, saying so, so a test can read its last screen.
    """
    program = shutil.which("sevenbridge")
    argv = [program] if program else [sys.executable, "-m", "sevenbridge"]
    play = shlex.join([*argv, "play", "--seed", "7"])
    env = f"TERM={shlex.quote(term)} " if term is not None else ""
    return f"{env}SEVENBRIDGE_HOME={shlex.quote(str(home))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"
