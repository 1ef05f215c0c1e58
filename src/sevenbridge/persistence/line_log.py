"""An append-only file of JSON lines, headed by its schema version.

Adding a line costs the same however long the file is: one ``write`` of the
whole line to the end of the file, then an ``fsync``, while the caller holds
the file's lock. Earlier bytes are never rewritten. A copy killed in the
middle of that write leaves an unfinished last line (no newline); readers
skip it, and the next writer sets it aside before adding its own line.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..safe_read import read_bounded
from ..translation import _
from .migrations import no_version_problem

__all__ = ["TAIL_BYTES", "LineLog", "NotALog", "append", "cut_torn", "header", "last_lines", "open_log"]

TAIL_BYTES: Final = 64 << 10
"""How much of the end of the file a writer reads: many lines, and only those."""

_CREATE: Final = os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class NotALog(ValueError):
    """The whole file is unusable; the message says why, as a clause."""


def header(version: int) -> bytes:
    """The first line of a log in format ``version``."""
    return json.dumps({"schema_version": version}, separators=(",", ":")).encode() + b"\n"


@dataclass(frozen=True)
class LineLog:
    """The lines of one log file: the finished ones, and an unfinished last one."""

    version: int
    lines: list[tuple[int, bytes]]
    """Each finished line after the header, with its line number (the header is line 1)."""
    torn: bytes
    """What follows the last newline: an append cut short, or one in progress."""
    end: int
    """Where the finished lines end, in bytes."""

    @classmethod
    def parse(cls, raw: bytes) -> LineLog:
        """The log in ``raw``; ``NotALog`` if its header is missing or unreadable."""
        first, newline, _rest = raw.partition(b"\n")
        if not newline:
            raise NotALog(_("it is empty") if not raw.strip() else _("it is cut short"))
        try:
            found = json.loads(first.decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            raise NotALog(_("its first line is not the history's header")) from None
        version = found.get("schema_version") if isinstance(found, dict) else None
        if not isinstance(version, int) or isinstance(version, bool):
            raise NotALog(no_version_problem(found if isinstance(found, dict) else {}))
        end = raw.rfind(b"\n") + 1
        body = raw[len(first) + 1 : end].split(b"\n")[:-1]
        lines = [(number, line) for number, line in enumerate(body, start=2) if line.strip()]
        return cls(version, lines, raw[end:], end)

    @classmethod
    def read(cls, path: Path, max_bytes: int) -> LineLog:
        """The log at ``path`` (``OSError`` subclasses as ``read_bounded`` raises them)."""
        return cls.parse(read_bounded(path, max_bytes))


def _last_newline(descriptor: int, size: int) -> int:
    """Where the bytes after the last newline start (0 if there is none)."""
    position = size
    while position > 0:
        start = max(0, position - TAIL_BYTES)
        chunk = os.pread(descriptor, position - start, start)
        found = chunk.rfind(b"\n")
        if found >= 0:
            return start + found + 1
        position = start
    return 0


def open_log(path: Path) -> int:
    """A descriptor to append to the log at ``path``, created if missing; ``NotALog`` for anything but a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, _CREATE, 0o600)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise NotALog(_("it is not a regular file"))
    return descriptor


def last_lines(descriptor: int) -> list[bytes]:
    """The last finished lines of the open log (as many as ``TAIL_BYTES`` holds; never the header)."""
    end = _last_newline(descriptor, os.fstat(descriptor).st_size)
    start = max(0, end - TAIL_BYTES)
    return os.pread(descriptor, end - start, start).split(b"\n")[1:-1]


def cut_torn(descriptor: int) -> bytes:
    """Remove an unfinished last line from the open log, and give it back."""
    size = os.fstat(descriptor).st_size
    end = _last_newline(descriptor, size)
    torn = os.pread(descriptor, size - end, end)
    if torn:
        os.ftruncate(descriptor, end)
        os.fsync(descriptor)
    return torn


def append(descriptor: int, data: bytes) -> None:
    """Add ``data`` (whole lines) to the end of the open log in one write, and sync it to disk."""
    written = os.write(descriptor, data)
    while written < len(data):
        written += os.write(descriptor, data[written:])
    os.fsync(descriptor)
