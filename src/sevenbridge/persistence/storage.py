"""Reading and writing one versioned JSON file, safely.

A ``StoredFile`` describes one kind of file: its name, its pydantic model,
its schema version and migrations, and how large it may be. ``read`` turns
any bad file (too large, not a regular file, not text, cut short, not JSON,
from a newer version, invalid) into a ``FileProblem`` after moving it aside; it
never raises for what is in the file, never blocks on a FIFO or reads a device
without end, and never evaluates or unpickles anything.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from ..quoting import printable, quoted
from ..safe_read import NotARegularFile, TooLarge, read_bounded, system_reason
from ..translation import _, ngettext
from .atomic import write_atomic
from .migrations import Migration, SchemaError, migrate
from .problems import FileKind, FileProblem, quarantine
from .pydantic_words import problem_text

__all__ = ["StoredFile", "describe", "refusal"]

M = TypeVar("M", bound=BaseModel)


class _Unreadable(ValueError):
    """The file's bytes are not one of our files; the message says why."""


def _size(count: int) -> str:
    if count >= 1 << 20:
        return f"{count / (1 << 20):.0f} MB"
    return f"{count / 1024:.0f} KB"


def refusal(error: OSError) -> str:
    """Why the system would not give a file (too large, not a file, refused), as a clause."""
    if isinstance(error, TooLarge):
        if error.size is None:
            return _("it grew far larger than any real one")
        return _("it is {size}, far larger than any real one").format(size=_size(error.size))
    if isinstance(error, NotARegularFile):
        return _("it is not a regular file")
    return _("the system refused: {detail}").format(detail=system_reason(error))


def _decode_json(raw: bytes) -> dict[str, Any]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Unreadable(_("it is not a text file")) from None
    if not text.strip():
        raise _Unreadable(_("it is empty"))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
            raise _Unreadable(_("it is cut short")) from None
        where = _("it is not valid JSON at line {line}, column {column}")
        raise _Unreadable(where.format(line=error.lineno, column=error.colno)) from None
    except (ValueError, RecursionError):
        raise _Unreadable(_("it is not valid JSON")) from None
    if not isinstance(data, dict):
        raise _Unreadable(_("it does not hold a JSON object"))
    return data


def describe(error: ValidationError) -> str:
    """The first validation error, as a clause (one sentence in all), in the player's language."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    text = printable(problem_text(first).rstrip("."), 200)
    problem = f"{text[:1].lower()}{text[1:]}"
    more = error.error_count() - 1
    if not more:
        shape = _("its field {field} is wrong: {problem}") if where else _("it is inconsistent: {problem}")
    elif where:
        shape = ngettext(
            "its field {field} is wrong: {problem}, and {count} more problem",
            "its field {field} is wrong: {problem}, and {count} more problems",
            more,
        )
    else:
        shape = ngettext(
            "it is inconsistent: {problem}, and {count} more problem",
            "it is inconsistent: {problem}, and {count} more problems",
            more,
        )
    return shape.format(field=quoted(where), problem=problem, count=more)


@dataclass(frozen=True)
class StoredFile(Generic[M]):
    """One kind of file the game keeps."""

    name: str
    """The file's name inside its folder, e.g. ``match.json``."""
    model: type[M]
    version: int
    """The schema version this release writes."""
    max_bytes: int
    """Larger files are refused before they are read."""
    kind: FileKind
    """How a notice names it and says what happens instead when it is bad."""
    migrations: Mapping[int, Migration] = field(default_factory=dict)
    indent: int | None = None

    def path(self, folder: Path) -> Path:
        """Where this file lives in ``folder``."""
        return folder / self.name

    def problem(self, folder: Path, reason: str) -> FileProblem:
        """Move the file aside because of ``reason`` and describe that."""
        return quarantine(self.path(folder), self.kind, reason)

    def read(self, folder: Path) -> M | FileProblem | None:
        """The file's contents, a ``FileProblem`` if it is bad, ``None`` if there is none."""
        try:
            raw = read_bounded(self.path(folder), self.max_bytes)
        except FileNotFoundError:
            return None
        except OSError as error:
            return self.problem(folder, refusal(error))
        try:
            data = migrate(_decode_json(raw), self.version, self.migrations)
            return self.model.model_validate(data)
        except (_Unreadable, SchemaError) as error:
            return self.problem(folder, str(error))
        except ValidationError as error:
            return self.problem(folder, describe(error))

    def write(self, folder: Path, content: M) -> None:
        """Replace the file atomically with ``content``.

        Raises ``OSError`` if the system refuses (a full disk, no permission);
        the previous file is then untouched.
        """
        write_atomic(self.path(folder), content.model_dump_json(indent=self.indent) + "\n")

    def remove(self, folder: Path) -> None:
        """Delete the file if it exists (used when it is finished with, never when it is bad)."""
        self.path(folder).unlink(missing_ok=True)
