"""Crash safety: a process killed while autosaving leaves a save that loads.

A child process autosaves a match after every move, over and over; it is
killed with SIGKILL at random moments and the next child continues from the
save. Each time, the save must load and be one of the positions actually
written: never half of one.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time

import pytest

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.session import Session, start_session
from support import first_legal, step

KILLS = 200
START_BEFORE_THE_END = 10
"""The first child starts this many moves before the first game ends, so that even
on a busy machine, where each child makes few moves, the kills reach a second game."""

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="needs fork and SIGKILL")]


def cpu_match() -> Session:
    """A short match of a person and three CPU seats: the person always takes the first legal action."""
    rules = load_ruleset("with-joker").with_changes(games_per_match=2)
    return start_session(rules, ["South", "East", "North", "West"], [None, "normal", "hard", "easy"], seed=77)


def following(session: Session) -> Session:
    """The session one move on, starting the match again once it is over."""
    return cpu_match() if session.match_over else step(session, first_legal)


def every_position() -> dict[tuple[int, int], Session]:
    """Every session the autosaving loop writes, by games played and moves made."""
    session = cpu_match()
    written = {}
    while True:
        written[session.match.games_played, len(session.actions)] = session
        if session.match_over:
            return written
        session = following(session)


def autosave_forever() -> None:
    """The child: continue the saved match, saving after every move, without end."""
    found = load_match()
    assert isinstance(found, LoadedMatch)
    session = found.session
    while True:
        session = following(session)
        save_match(session)


def spawn_autosaver() -> int:
    pid = os.fork()
    if pid == 0:
        try:
            autosave_forever()
        finally:
            os._exit(1)
    return pid


def test_a_save_killed_at_random_moments_always_loads_a_written_position() -> None:
    written = every_position()
    last_of_first_game = max(moves for games, moves in written if games == 0)
    start = written[0, last_of_first_game - START_BEFORE_THE_END]
    save_match(start)
    rng = random.Random(2026)
    seen = set()
    for _ in range(KILLS):
        pid = spawn_autosaver()
        time.sleep(rng.uniform(0.0, 0.04))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        found = load_match()
        assert isinstance(found, LoadedMatch), found
        session = found.session
        key = (session.match.games_played, len(session.actions))
        assert session == written[key]
        seen.add(key)
    leftovers = list(data_dir().glob(".match.json.*.tmp"))
    assert leftovers, "no kill landed during a write: the test proved nothing"
    assert any(games for games, _ in seen), "the kills never reached a second game"
    assert sorted(path.name for path in data_dir().iterdir() if not path.name.startswith(".")) == ["match.json"]
