"""Two copies of the game in real terminals, with a FIFO where the match's lock should be.

Neither copy may freeze reading it (a main thread stuck in a read is beyond
the reach of every key and of SIGTERM), and neither may play unlocked: each
says why on its menu, and each still ends on SIGTERM with 143.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_support import played_session
from tmux_terminal import PATIENCE, Terminal, wrapped

from sevenbridge.persistence.locks import MATCH_LOCK_NAME
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
    pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX things"),
]


def _showing(terminal: Terminal, text: str) -> str:
    """The pane, its lines joined and its frames left out, once it shows ``text`` (which the menu may wrap
    inside a frame); fails if it never does."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        joined = " ".join(terminal.screen().replace("│", " ").split())
        if text in joined:
            return joined
        time.sleep(0.25)
    raise AssertionError(f"the terminal never showed {text!r}:\n{terminal.screen()}")


@pytest.fixture
def copies(home: Path, tmp_path: Path) -> Iterator[list[tuple[Terminal, Path]]]:
    """Two terminals, each with a copy of the game at its main menu, and the file holding each one's pid."""
    started: list[tuple[Terminal, Path]] = []
    try:
        for number in (1, 2):
            pid_file = tmp_path / f"copy{number}.pid"
            started.append((Terminal(f"lockfifo{number}", wrapped(home, pid_file)), pid_file))
        yield started
    finally:
        for terminal, _pid_file in started:
            terminal.close()


def test_neither_copy_freezes_on_a_fifo_lock_nor_plays_unlocked(
    home: Path, copies: list[tuple[Terminal, Path]]
) -> None:
    session = played_session()
    save_match(session)
    os.mkfifo(home / "data" / MATCH_LOCK_NAME)
    for terminal, _pid_file in copies:
        _showing(terminal, "Continue")
        terminal.send("c")
        _showing(terminal, "is not a regular file")
    second, pid_file = copies[1]
    os.kill(int(pid_file.read_text()), signal.SIGTERM)
    assert f"PROGRAM-ENDED-{128 + signal.SIGTERM}" in _showing(second, "PROGRAM-ENDED")
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    assert loaded.session.game == session.game
