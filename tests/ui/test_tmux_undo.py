"""Undo after `kill -9`, in a real terminal: Continue opens the save on disk and `u` still takes moves back."""

from __future__ import annotations

import os
import shutil
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from tmux_terminal import PATIENCE, Terminal, wrapped

from sevenbridge.persistence.saves import LoadedMatch, load_match

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]


def saved_when(ready: Callable[[LoadedMatch], bool]) -> LoadedMatch:
    """The save on disk, once it is ``ready`` (the app saves after every move)."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        loaded = load_match()
        if isinstance(loaded, LoadedMatch) and ready(loaded):
            return loaded
        time.sleep(0.2)
    raise AssertionError(f"the save never got there: {load_match()!r}")


def test_continue_after_kill_9_can_still_undo(home: Path, tmp_path: Path) -> None:
    pid_file = tmp_path / "app.pid"
    first = Terminal("undo", wrapped(home, pid_file, "play", "--seed", "7"), 80, 24)
    try:
        first.wait_for("Your turn")
        first.send("d", "1", "x")
        before = saved_when(lambda loaded: len(loaded.session.actions) > 2 and loaded.session.waiting_for_human)
        os.kill(int(pid_file.read_text()), signal.SIGKILL)
        first.wait_for(f"PROGRAM-ENDED-{128 + signal.SIGKILL}")
    finally:
        first.close()

    second = Terminal("undo2", wrapped(home, pid_file, "--continue"), 80, 24)
    try:
        second.wait_for("Your turn")
        second.send("u")
        second.wait_for("Taken back")
        after = saved_when(lambda loaded: loaded.session.game_assisted)
        assert after.session == before.session.undo()
    finally:
        second.close()
