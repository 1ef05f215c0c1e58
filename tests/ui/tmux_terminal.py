"""A real terminal for tests: one tmux session on a private server, running one command."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

PATIENCE = 30.0
"""Seconds to wait for the screen to show what is expected."""

SIZE_VARIABLES = ("COLUMNS", "LINES")
"""Variables that would tell the game a size other than the pane's (Textual reads them before the terminal)."""


def sevenbridge_argv() -> list[str]:
    """The installed ``sevenbridge`` command, or the module run by this interpreter."""
    program = shutil.which("sevenbridge")
    return [program] if program else [sys.executable, "-m", "sevenbridge"]


def wrapped(home: Path, pid_file: Path, *args: str) -> str:
    """A shell line that runs ``sevenbridge args`` with its pid in ``pid_file`` and reports its exit status."""
    inner = f"echo $$ > {shlex.quote(str(pid_file))}; exec {shlex.join([*sevenbridge_argv(), *args])}"
    return f"SEVENBRIDGE_HOME={shlex.quote(str(home))} sh -c {shlex.quote(inner)}; echo PROGRAM-ENDED-$?; sleep 60"


class Terminal:
    """One tmux session named ``play`` on a private server of its own.

    Each terminal gets a fresh server socket, named after ``label``: a server
    told to stop may still be exiting when the next test starts, and a new
    session on its socket would fail. The server is started without
    ``COLUMNS`` and ``LINES``, so the program in the pane sees the pane's
    size, whatever the test run's environment says.
    """

    def __init__(self, label: str, command: str, width: int = 100, height: int = 32) -> None:
        self.socket = f"sevenbridge-{label}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.tmux("new-session", "-d", "-s", "play", "-x", str(width), "-y", str(height), command)

    def tmux(self, *args: str) -> str:
        """Run a tmux command on this server; its output."""
        environment = {name: value for name, value in os.environ.items() if name not in SIZE_VARIABLES}
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], check=False, capture_output=True, text=True, env=environment
        )
        if done.returncode != 0:
            raise AssertionError(f"tmux {args[0]} failed with status {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def send(self, *keys: str) -> None:
        """Type ``keys`` one by one, as tmux key names."""
        for key in keys:
            self.tmux("send-keys", "-t", "play", key)
            time.sleep(0.2)

    def screen(self) -> str:
        """The pane as text."""
        return self.tmux("capture-pane", "-p", "-t", "play")

    def flag(self, name: str) -> str:
        """A pane format variable such as ``alternate_on``."""
        return self.tmux("display", "-p", "-t", "play", f"#{{{name}}}").strip()

    def wait_for(self, *texts: str) -> str:
        """The pane once it shows any of ``texts``; fails with the pane if it never does."""
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            pane = self.screen()
            if any(text in pane for text in texts):
                return pane
            time.sleep(0.25)
        raise AssertionError(f"the terminal never showed {texts}:\n{self.screen()}")

    def close(self) -> None:
        """Stop the private tmux server and everything in it."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, check=False)
