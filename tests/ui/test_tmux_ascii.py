"""A real terminal that lacks the suit symbols: under ``TERM=linux`` the game picks the ASCII face by itself."""

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
def linux_console(tmp_path: Path) -> Iterator[Terminal]:
    play = shlex.join([*sevenbridge_argv(), "play", "--seed", "7"])
    command = f"TERM=linux SEVENBRIDGE_HOME={shlex.quote(str(tmp_path))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"
    term = Terminal("ascii", command)
    try:
        yield term
    finally:
        term.close()


def test_the_linux_console_gets_ascii_cards_and_plays_a_turn(linux_console: Terminal) -> None:
    pane = linux_console.wait_for("Your turn")
    assert "West - Normal 7#" in pane
    assert pane.count("+---+") >= 8, "seven cards of the hand and the stock"
    assert not set(pane) & set("♠♥♦♣▮╭╮╰╯")
    assert "[1]" in pane, "the cursor is shown by brackets"
    linux_console.send("d", "1")
    pane = linux_console.wait_for("Selected:")
    assert "    ^   +---+" in pane, "the selected card is raised with a mark under it"
    linux_console.send("x", "q")
    linux_console.wait_for("New match")
    linux_console.send("q")
    assert "Traceback" not in linux_console.wait_for("PROGRAM-ENDED")
