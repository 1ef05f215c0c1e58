"""Locks between copies of Seven Bridge that share one data folder.

A lock is an exclusive lock on a small file (``match.lock``, ``history.lock``)
taken with ``flock`` on POSIX and ``msvcrt.locking`` on Windows. Both belong to
the open file, so the system drops the lock the moment its owner ends, however
it ends (``kill -9``, a power cut): a lock left by a dead copy is never in the
way, and no age or process check is needed to tell that it is stale. The
files themselves are never deleted, as deleting a lock file while another copy
waits on it would let two copies in at once.

The owner writes its process id into the file, so a refusal can say which copy
holds it (on POSIX; Windows keeps locked bytes from being read by others).

A lock file is only ever a regular file of the game's own. Whatever else
stands at its name (a FIFO, a device, a folder, a link, dangling or not) is
refused with ``NotARegularFile`` by every copy alike, never used as a lock
and never taken for a missing one: the file is opened without waiting and
without following a link, and the opened file itself is checked, so a FIFO
cannot hang the game and a device is never read. The holder's id is read
through ``read_bounded`` for the same reasons.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from ..safe_read import NotARegularFile, read_bounded
from .paths import data_dir

__all__ = ["HISTORY_LOCK_NAME", "MATCH_LOCK_NAME", "FileLock", "LockBusy", "held", "match_lock"]

MATCH_LOCK_NAME: Final = "match.lock"
"""Held by the copy that has the saved match open at its table."""
HISTORY_LOCK_NAME: Final = "history.lock"
"""Held for the moment a finished match is added to the history."""

_OPEN_FLAGS: Final = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)
"""Create the lock file if need be, but never wait on a FIFO, follow a link or take a terminal."""
_HOLDER_MAX_BYTES: Final = 64
"""A lock file holds one byte and a process id; anything longer was not written by a copy of the game."""


class LockBusy(Exception):
    """Another running copy holds the lock."""

    def __init__(self, holder: int | None) -> None:
        super().__init__(f"held by process {holder}" if holder else "held by another process")
        self.holder = holder
        """The process id of the copy that holds it, when it can be known."""


if sys.platform == "win32":
    import msvcrt

    def _lock(descriptor: int, wait: bool) -> bool:
        os.lseek(descriptor, 0, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
        except OSError:
            if wait:
                raise
            return False
        return True

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(descriptor: int, wait: bool) -> bool:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


class FileLock:
    """An exclusive lock on one file, held until ``release`` or the end of the process."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._descriptor is not None

    def acquire(self, *, wait: bool = False) -> None:
        """Take the lock (waiting for it with ``wait``); ``LockBusy`` if another copy holds it.

        Raises ``NotARegularFile`` if something other than a regular file is
        at its name, and ``OSError`` if the lock file cannot be created at all.
        """
        if self._descriptor is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = _open_lock_file(self.path)
        try:
            locked = _lock(descriptor, wait)
        except BaseException:
            os.close(descriptor)
            raise
        if not locked:
            os.close(descriptor)
            raise LockBusy(self._holder())
        self._descriptor = descriptor
        with contextlib.suppress(OSError):
            os.lseek(descriptor, 1, os.SEEK_SET)
            os.ftruncate(descriptor, 1)
            os.write(descriptor, f"{os.getpid()}\n".encode())

    def release(self) -> None:
        """Give the lock up (nothing if it is not held)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            _unlock(descriptor)
        finally:
            os.close(descriptor)

    def _holder(self) -> int | None:
        """The process id the holder wrote, if it can be read."""
        try:
            text = read_bounded(self.path, _HOLDER_MAX_BYTES)[1:].decode("ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return int(text) if text.isdigit() else None


def _open_lock_file(path: Path) -> int:
    """A descriptor of the regular file at ``path``, created if there is nothing there.

    Raises ``NotARegularFile`` for anything else at ``path``, and the
    system's ``OSError`` when no file can be opened or created there.
    """
    try:
        descriptor = os.open(path, _OPEN_FLAGS, 0o644)
    except OSError as error:
        if _something_else_at(path):
            raise NotARegularFile(path) from error
        raise
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFile(path)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _something_else_at(path: Path) -> bool:
    """Whether ``path`` names something that is not a regular file (a folder, a link, dangling or not)."""
    try:
        return not stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


@contextlib.contextmanager
def held(path: Path) -> Iterator[None]:
    """Hold the lock at ``path`` for the ``with`` block, waiting for it if another copy has it."""
    lock = FileLock(path)
    lock.acquire(wait=True)
    try:
        yield
    finally:
        lock.release()


def match_lock() -> FileLock:
    """The lock on the saved match, in the data folder."""
    return FileLock(data_dir() / MATCH_LOCK_NAME)
