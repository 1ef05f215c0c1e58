"""A lock file that is not a file (a FIFO, a link to a device, a folder, a dangling link) is refused at once.

Each attempt runs in a process of its own with a time limit (and a memory
limit), so a lock that blocks on a FIFO or reads a device for ever fails the
test instead of hanging or exhausting the machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.locks import HISTORY_LOCK_NAME, MATCH_LOCK_NAME, FileLock, LockBusy
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.session import start_session
from sevenbridge.safe_read import NotARegularFile
from support import first_legal, play_out

LIMIT_SECONDS = 20

TWO_COPIES = textwrap.dedent(
    """
    import resource, sys
    from sevenbridge.persistence.locks import match_lock

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
    first, second = match_lock(), match_lock()
    for lock in (first, second):
        try:
            lock.acquire()
        except Exception as error:
            print(type(error).__name__, flush=True)
        else:
            print("held", flush=True)
    """
)
"""Two locks on the match in one process, as two copies of the game would take them (``flock`` locks
belong to the open file, so the second conflicts with the first): what each attempt ends in."""


def _lock_path(home: Path) -> Path:
    data = home / "data"
    data.mkdir(exist_ok=True)
    return data / MATCH_LOCK_NAME


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.mkdir()


def _dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "gone" / "match.lock")


def _link_to_a_new_file(path: Path) -> None:
    path.symlink_to(path.parent / "elsewhere.lock")


NOT_FILES: dict[str, Callable[[Path], None]] = {
    "a FIFO": _fifo,
    "a link to /dev/zero": _link_to_zero,
    "a folder": _folder,
    "a dangling link": _dangling_link,
    "a link to where a file could be made": _link_to_a_new_file,
}


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, /dev/zero and links are POSIX things")
@pytest.mark.parametrize("make", NOT_FILES.values(), ids=NOT_FILES.keys())
def test_every_copy_is_refused_a_lock_file_that_is_not_a_file(home: Path, make: Callable[[Path], None]) -> None:
    make(_lock_path(home))
    attempt = subprocess.run(
        [sys.executable, "-c", TWO_COPIES],
        capture_output=True,
        text=True,
        timeout=LIMIT_SECONDS,
        env=dict(os.environ),
        check=False,
    )
    assert attempt.returncode == 0, attempt.stderr
    assert attempt.stdout.split() == ["NotARegularFile", "NotARegularFile"]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX things")
def test_a_refused_lock_file_names_itself(home: Path) -> None:
    path = _lock_path(home)
    os.mkfifo(path)
    with pytest.raises(NotARegularFile) as refused:
        FileLock(path).acquire()
    assert str(path) in str(refused.value)


def test_a_holder_id_far_too_long_is_not_read(home: Path) -> None:
    path = _lock_path(home)
    holder = FileLock(path)
    holder.acquire()
    try:
        with path.open("r+b") as lock_file:
            lock_file.seek(1)
            lock_file.write(b"7" * (1 << 20))
        with pytest.raises(LockBusy) as refused:
            FileLock(path).acquire()
        assert refused.value.holder is None
    finally:
        holder.release()


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX things")
def test_a_history_lock_that_is_not_a_file_keeps_the_finished_match_saved(home: Path) -> None:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    finished = play_out(start_session(rules, ["Aki", "North"], [None, "easy"], seed=4), first_legal)
    save_match(finished)
    os.mkfifo(_lock_path(home).with_name(HISTORY_LOCK_NAME))
    with pytest.raises(NotARegularFile):
        record_match(finished)
    assert isinstance(load_match(), LoadedMatch)
    assert load_history() == ([], None)


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX things")
def test_a_history_to_set_right_under_a_lock_that_is_not_a_file_is_read_and_left_as_it_is(home: Path) -> None:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    record_match(play_out(start_session(rules, ["Aki", "North"], [None, "easy"], seed=4), first_legal))
    history = home / "data" / "history.jsonl"
    with history.open("ab") as lines:
        lines.write(b"not a match\n")
    written = history.read_bytes()
    lock = history.with_name(HISTORY_LOCK_NAME)
    lock.unlink()
    os.mkfifo(lock)
    records, problem = load_history()
    assert len(records) == 1
    assert problem is not None
    assert f"{lock} cannot be used (it is not a regular file)" in problem.message
    assert history.read_bytes() == written
