"""Values from a file or a person, quoted in a message: short, and with nothing hidden in them.

A bad value can be 5,000 characters long, or hold a newline or an escape
sequence that would clear a terminal. Every message that quotes such a value
goes through ``quoted`` (or ``printable`` for text shown without quotes, such as
a path or a name on screen), so a notice stays one readable line and a name
cannot retitle the terminal or split a row. Imports nothing of the game, so
every layer can use it.
"""

from __future__ import annotations

import unicodedata
from typing import Final

__all__ = ["QUOTE_LIMIT", "SHOWN_NAME_LIMIT", "printable", "quoted"]

QUOTE_LIMIT: Final = 40
"""Characters of a quoted value shown before it is cut short with ``…``."""

SHOWN_NAME_LIMIT: Final = 60
"""Characters of a name (a seat's, a rule set's) shown on screen before it is cut short with ``…``: room for
the longest a file may hold (40) with a few of its control characters written as escapes."""


def _escaped(char: str) -> str:
    """``char`` as itself, or as an escape (``\\n``, ``\\x1b``, ``\\u200b``) if it is a control or format character."""
    if unicodedata.category(char)[0] == "C" or unicodedata.category(char) in ("Zl", "Zp"):
        return char.encode("unicode_escape").decode("ascii")
    return char


def printable(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` with control characters escaped, cut to ``limit`` characters (``…`` ends a cut one)."""
    pieces: list[str] = []
    length = 0
    for char in text:
        piece = _escaped(char)
        if length + len(piece) > limit:
            return "".join(pieces) + "…"
        pieces.append(piece)
        length += len(piece)
    return "".join(pieces)


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` in single quotes, as ``printable`` shows it: ``'7X'``, ``'\\x1b[2J'``."""
    return f"'{printable(str(value), limit)}'"
