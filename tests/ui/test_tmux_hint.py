"""In a real terminal: the hint key shows its advice under the hand, and pressing it again plays it."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_support import played_session
from tmux_terminal import Terminal, wrapped

from sevenbridge.cpu import reason_text
from sevenbridge.engine.actions import Draw
from sevenbridge.engine.state import Phase
from sevenbridge.persistence.paths import SAVE_NAME, data_dir
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.advice import advise
from sevenbridge.play.session import Session

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


def at_a_turn_start() -> Session:
    """A seeded match stopped where the player is to start a turn with a draw."""
    moves = 12
    while True:
        session = played_session(moves=moves)
        if session.game.phase is Phase.TURN_START:
            return session
        moves += 1


@pytest.fixture
def session() -> Session:
    return at_a_turn_start()


@pytest.fixture
def terminal(home: Path, session: Session) -> Iterator[Terminal]:
    save_settings(Settings(cpu_speed="instant"))
    save_match(session)
    command = "unset COLUMNS LINES; " + wrapped(home, home / "app.pid")
    term = Terminal("hint", command, width=80, height=24)
    try:
        yield term
    finally:
        term.close()


def test_the_hint_is_shown_then_played(terminal: Terminal, session: Session) -> None:
    drawn = session.apply(Draw())
    advice = advise(drawn.game)
    sentence = reason_text(advice.action, advice.reason)
    terminal.wait_for("Continue")
    terminal.send("c")
    terminal.wait_for("d draw from the stock")
    terminal.send("d")
    terminal.wait_for("x Discard")
    terminal.send("h")
    pane = terminal.wait_for(sentence)
    assert "h again or Enter plays it" in pane
    terminal.send("h")
    deadline = time.monotonic() + 10
    while "h again" in terminal.screen() and time.monotonic() < deadline:
        time.sleep(0.25)
    assert "h again" not in terminal.screen(), "the hint was played and left the status line"
    saved = json.loads((data_dir() / SAVE_NAME).read_text(encoding="utf-8"))
    assert saved["actions"][len(drawn.actions)] == str(advice.action)
