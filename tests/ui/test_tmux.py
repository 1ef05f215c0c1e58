"""A smoke test in a real terminal: tmux runs ``sevenbridge play --seed 7`` and keys are sent.

This catches what a headless Pilot cannot: the real driver, the real terminal
size and the installed command. The pane must show the table and the hand, and
never a traceback.
"""

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


def _command(home: Path) -> str:
    play = shlex.join([*sevenbridge_argv(), "play", "--seed", "7"])
    return f"SEVENBRIDGE_HOME={shlex.quote(str(home))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    term = Terminal("test", _command(tmp_path))
    try:
        yield term
    finally:
        term.close()


def shown(terminal: Terminal, *texts: str) -> str:
    """The pane once it shows any of ``texts``, which must hold no traceback."""
    pane = terminal.wait_for(*texts)
    assert "Traceback" not in pane, pane
    return pane


def test_a_real_terminal_shows_the_table_and_plays_a_turn(terminal: Terminal) -> None:
    pane = shown(terminal, "Your turn")
    for seat in ("West · Normal", "North · Normal", "East · Normal"):
        assert seat in pane
    assert "stock 24" in pane
    assert pane.count("╭───╮") >= 8, "seven cards of the hand and the stock"
    terminal.send("d")
    pane = shown(terminal, "Select cards")
    assert pane.count("╭───╮") >= 9
    terminal.send("1", "x", "s")
    pane = shown(terminal, "Your turn", "Pon?", "went out")
    for line in ("discards", "West: "):
        assert line in pane
    terminal.send("q")
    pane = shown(terminal, "New match")
    assert "Continue" in pane
    terminal.send("q")
    shown(terminal, "PROGRAM-ENDED")
