"""How wide text is in a terminal, for plain-text layouts outside the screen (``--help``, the simulate report).

A wide (East Asian) character such as 日 takes two cells, so Japanese text
must be measured and wrapped by cells, not by characters. The screen itself
is laid out by Rich and Textual, which measure for themselves. Imports only
the standard library, so the command line can use it before anything else is
loaded.
"""

from __future__ import annotations

import unicodedata
from typing import Final

__all__ = ["cell_width", "pad_left", "pad_right", "wrap_cells"]

_NO_LINE_START: Final = frozenset("、。，．）」』】〕・ー：；！？,.:;!?)]}")
"""Characters a line may not begin with (Japanese line-breaking rules): they stay with what comes before."""
_NO_LINE_END: Final = frozenset("（「『【〔([{")
"""Characters a line may not end with: they stay with what comes after."""


def cell_width(text: str) -> int:
    """How many terminal cells ``text`` takes: two for each wide character, one for any other."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def pad_right(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` cells (left-aligned in a column)."""
    return text + " " * max(0, width - cell_width(text))


def pad_left(text: str, width: int) -> str:
    """``text`` after spaces up to ``width`` cells (right-aligned in a column)."""
    return " " * max(0, width - cell_width(text)) + text


def _pieces(text: str) -> list[tuple[str, bool]]:
    """``text`` cut where a line may break: each piece and whether a space came before it.

    A line may break at a space, and before or after a wide character; an
    English word stays whole, and closing punctuation stays with what comes
    before it, opening brackets with what follows.
    """
    pieces: list[tuple[str, bool]] = []
    spaced = False
    for char in text:
        if char.isspace():
            spaced = bool(pieces)
            continue
        if pieces and not spaced and _joins(pieces[-1][0][-1], char):
            pieces[-1] = (pieces[-1][0] + char, pieces[-1][1])
        else:
            pieces.append((char, spaced))
        spaced = False
    return pieces


def _joins(before: str, char: str) -> bool:
    """Whether no line may break between ``before`` and ``char`` (with no space between them)."""
    if char in _NO_LINE_START or before in _NO_LINE_END:
        return True
    return cell_width(before) == 1 and cell_width(char) == 1


def wrap_cells(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` cells (a piece longer than that gets a line of its own)."""
    lines: list[str] = []
    line = ""
    for piece, spaced in _pieces(text):
        joined = f"{line} {piece}" if spaced and line else line + piece
        if line and cell_width(joined) > width:
            lines.append(line)
            joined = piece
        line = joined
    if line:
        lines.append(line)
    return lines
