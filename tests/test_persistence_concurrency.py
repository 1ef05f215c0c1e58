"""Copies of the game sharing one data folder, as real processes: no history record is lost, one table per match."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from sevenbridge.persistence.history import load_history
from sevenbridge.persistence.locks import LockBusy, match_lock

WRITERS = 4
MATCHES_EACH = 30

RECORDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from sevenbridge.engine.rules import load_ruleset
    from sevenbridge.persistence.history import record_match
    from sevenbridge.play.session import start_session

    writer, count, go = int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    finished = []
    for number in range(count):
        session = start_session(rules, ["North", "South"], ["easy", "easy"], seed=writer * 1000 + number)
        while not session.match_over:
            session = session.finish_game() if session.game.result is not None else session.apply(session.cpu_choice())
        finished.append(session)
    print("ready", flush=True)
    while not go.exists():
        time.sleep(0.001)
    for session in finished:
        record_match(session)
    """
)

HOLDER = textwrap.dedent(
    """
    import time
    from sevenbridge.persistence.locks import match_lock

    lock = match_lock()
    lock.acquire()
    print("holding", flush=True)
    time.sleep(60)
    """
)


def _python(code: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )


@pytest.mark.slow
def test_copies_recording_at_the_same_moment_lose_no_record(tmp_path: Path) -> None:
    go = tmp_path / "go"
    writers = [_python(RECORDER, str(writer), str(MATCHES_EACH), str(go)) for writer in range(WRITERS)]
    try:
        for process in writers:
            assert process.stdout is not None
            assert process.stdout.readline().strip() == "ready"
        go.touch()
        for process in writers:
            assert process.wait(timeout=120) == 0
    finally:
        for process in writers:
            process.kill()
    records, problem = load_history()
    assert problem is None
    assert len(records) == WRITERS * MATCHES_EACH
    assert len({record.seed for record in records}) == WRITERS * MATCHES_EACH


def _holding() -> subprocess.Popen[str]:
    holder = _python(HOLDER)
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "holding"
    return holder


def test_a_second_copy_is_refused_the_match_and_told_who_has_it() -> None:
    holder = _holding()
    try:
        with pytest.raises(LockBusy) as refused:
            match_lock().acquire()
        assert refused.value.holder == holder.pid
    finally:
        holder.kill()
        holder.wait()


def test_the_lock_of_a_killed_copy_is_free_at_once() -> None:
    holder = _holding()
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    lock = match_lock()
    started = time.monotonic()
    lock.acquire()
    assert lock.held
    assert time.monotonic() - started < 1
    lock.release()
    assert not lock.held
