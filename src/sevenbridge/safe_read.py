"""Reading a file someone else put there, without trusting what it is.

A path that should name a small file may name a FIFO (opening it would wait
for a writer for ever), a device such as ``/dev/zero`` (endless, with a size of
0), or a folder. ``read_bounded`` opens without blocking, checks the opened
file itself (not the path, which could change in between) and stops reading
past the limit, whatever the file claims its size is.

It imports nothing of the game, so every layer can use it: the engine reads
rule-set files with it, persistence the saved match, settings and history, and
the first menu frame peeks at the theme with it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["NotARegularFile", "TooLarge", "read_bounded"]

_CHUNK = 64 << 10
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotARegularFile(OSError):
    """The path names a folder, a FIFO, a device or a socket, not a file."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} is not a regular file")
        self.strerror = "it is not a regular file"


class TooLarge(OSError):
    """The file holds more than the limit.

    ``size`` is its size, or ``None`` when it grew past the limit as it was read.
    """

    def __init__(self, path: Path, size: int | None) -> None:
        super().__init__(f"{path} is larger than it may be")
        self.strerror = "it is far larger than any real one"
        self.size = size


def read_bounded(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``max_bytes`` of them.

    Raises ``FileNotFoundError`` when there is nothing there, ``NotARegularFile``
    for anything but a regular file, ``TooLarge`` past ``max_bytes``, and any
    other ``OSError`` the system gives.
    """
    descriptor = os.open(path, _FLAGS)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(path)
        if info.st_size > max_bytes:
            raise TooLarge(path, info.st_size)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(descriptor, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise TooLarge(path, None)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
