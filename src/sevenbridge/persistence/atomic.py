"""Atomic file writes: a crash at any moment leaves the old file or the new one.

The text goes to a temporary file in the same folder, is flushed and synced to
disk, and then takes the target's name with ``os.replace``, which is atomic on
every platform we run on. A write that is interrupted leaves only a hidden
``.<name>.*.tmp`` file, which later writes sweep away.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path
from typing import Final

__all__ = ["write_atomic"]

STALE_SECONDS: Final = 600.0
"""Age after which a leftover temporary file is certainly from an interrupted write."""


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no folder handles)."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:
        return
    descriptor = os.open(folder, os.O_RDONLY | flags)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _sweep(path: Path) -> None:
    """Remove temporary files that interrupted writes of ``path`` left behind."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > STALE_SECONDS:
                leftover.unlink()


def write_atomic(path: Path, text: str) -> None:
    """Replace the file at ``path`` with ``text`` (UTF-8), all or nothing."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    _sweep(path)
    descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)
