"""Bad files: moved aside under a new name, never deleted, and explained in one sentence."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..safe_read import system_reason
from ..translation import _

__all__ = ["FileKind", "FileProblem", "quarantine", "set_aside"]


@dataclass(frozen=True)
class FileKind:
    """The two sentences that explain a bad file of one kind, marked with ``N_`` and translated when said.

    Each is a whole sentence naming the file ("Your saved match") and what
    happens instead ("a new match can be started"), so a translation may
    order it as its language does.
    """

    unreadable: str
    """The file was moved aside: fills in ``{reason}`` and ``{kept}`` (the name it was kept under)."""
    unmovable: str
    """The file could not even be moved: fills in ``{reason}`` and ``{detail}`` (the system's words)."""


@dataclass(frozen=True)
class FileProblem:
    """A file that could not be used, and where it was kept."""

    path: Path
    """Where the file was."""
    kept_as: Path
    """Where it is now (``<name>.corrupt-<timestamp>``), or ``path`` if it could not be moved."""
    message: str
    """One plain sentence for the player."""


def _free_name(path: Path) -> Path:
    """``path`` with ``.corrupt-<UTC timestamp>`` added, numbered if that name is taken."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    return candidate


def quarantine(path: Path, kind: FileKind, reason: str) -> FileProblem:
    """Move the bad file at ``path`` aside and say so in the sentences of its ``kind``.

    ``reason`` says what is wrong with it ("it is cut short"), already in the player's language.
    """
    kept = _free_name(path)
    try:
        os.replace(path, kept)
    except OSError as error:
        return FileProblem(path, path, _(kind.unmovable).format(reason=reason, detail=system_reason(error)))
    return FileProblem(path, kept, _(kind.unreadable).format(reason=reason, kept=kept.name))


def set_aside(path: Path, content: bytes) -> Path:
    """Keep ``content``, cut out of the file at ``path``, beside it under a ``.corrupt-`` name; that name.

    Used when only part of a file is bad (a line of the history), so the rest
    stays where it is. The copy is synced to disk before the caller removes
    the bad part from the file.
    """
    kept = _free_name(path)
    with kept.open("xb") as stream:
        stream.write(content)
        stream.flush()
        os.fsync(stream.fileno())
    return kept
