"""Reading a file someone else put there, without trusting what it is.

A path that should name a small file may name a FIFO (opening it would wait
for a writer for ever), a device such as ``/dev/zero`` (endless, with a size of
0), or a folder. ``read_bounded`` opens without blocking, checks the opened
file itself (not the path, which could change in between) and stops reading
past the limit, whatever the file claims its size is.

``system_reason`` says why reading (or writing) a file failed, in the player's language.

It imports nothing of the game but the language, so every layer can use it: the engine reads
rule-set files with it, persistence the saved match, settings and history, and
the first menu frame peeks at the theme with it.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Final

from .translation import N_, _

__all__ = ["NotARegularFile", "TooLarge", "read_bounded", "system_reason"]

_REASONS: Final = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENOSPC: N_("No space left on device"),
}
"""The system's words for the failures a player meets most, as the C library writes them in English."""

_CHUNK = 64 << 10
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotARegularFile(OSError):
    """The path names a folder, a FIFO, a device or a socket, not a file."""

    def __init__(self, path: Path) -> None:
        super().__init__(_("{path} is not a regular file").format(path=path))
        self.strerror = _("it is not a regular file")


class TooLarge(OSError):
    """The file holds more than the limit.

    ``size`` is its size, or ``None`` when it grew past the limit as it was read.
    """

    def __init__(self, path: Path, size: int | None) -> None:
        super().__init__(_("{path} is larger than it may be").format(path=path))
        self.strerror = _("it is far larger than any real one")
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


def system_reason(error: OSError) -> str:
    """Why a file could not be read or written, in the current language, for a message that names the file.

    The system's own words (``strerror``) are in English whatever the game
    speaks; the common failures are said in the player's language, the rest as
    the system says them. ``NotARegularFile`` and ``TooLarge`` give their
    reason in the language spoken when they were raised.
    """
    known = _REASONS.get(error.errno or 0)
    return _(known) if known is not None else str(error.strerror or error)
