"""Why the system refused a file, in the player's language.

The system explains a refusal in English (``error.strerror``), and in words
that differ from one platform to another. The refusals a player meets with
the game's files are said in our own words, so they can be translated; any
other keeps the system's. Imports nothing of the game but the language, so
every layer can use it.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from typing import Final

from .translation import N_, _

__all__ = ["system_words"]

_WORDS: Final[Mapping[int, str]] = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Permission denied"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
}


def system_words(error: OSError) -> str:
    """What went wrong, as a short phrase: "Permission denied", or the system's own words for a rarer refusal."""
    words = _WORDS.get(error.errno) if error.errno is not None else None
    return _(words) if words is not None else str(error.strerror or error)
