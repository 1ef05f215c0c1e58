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
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from .paths import data_dir

__all__ = ["HISTORY_LOCK_NAME", "MATCH_LOCK_NAME", "FileLock", "LockBusy", "held", "match_lock"]

MATCH_LOCK_NAME: Final = "match.lock"
"""Held by the copy that has the saved match open at its table."""
HISTORY_LOCK_NAME: Final = "history.lock"
"""Held for the moment a finished match is added to the history."""


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

        Raises ``OSError`` if the lock file cannot be created at all.
        """
        if self._descriptor is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
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
            text = self.path.read_bytes()[1:].decode("ascii").strip()
        except (OSError, UnicodeDecodeError):
            return None
        return int(text) if text.isdigit() else None


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
