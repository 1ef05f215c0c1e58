"""ASCII on every cell of the screen, for terminals and fonts that show nothing else.

With the ASCII card face the player has said (or the terminal has shown) that
anything beyond ASCII may come out as garbage. The cards and the game's own
words are written in ASCII where they are made; this filter is the last step
of drawing and catches everything else: the frames and scrollbars Textual
draws, arrows and marks inside its widgets, dashes in the log, a name typed
with an accent. Each character is replaced by a look-alike of the same width
(``╭─╮`` becomes ``+-+``, ``—`` becomes ``-``, ``é`` becomes ``e``), or by
``?`` when nothing looks alike, so the layout never moves.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Final

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

__all__ = ["AsciiOnly", "ascii_lookalike"]

_GROUPS: Final = {
    "-": "─━═╌╍┄┅┈┉╴╶╸╺▀▄—–―−‐‑‒·•∙",
    "|": "│┃║╎╏┆┇┊┋╵╷╹╻▏▕▎▍▌▐▊▋█",
    "+": "╭╮╰╯┌┐└┘┏┓┗┛╔╗╚╝├┤┬┴┼┣┫┳┻╋╠╣╦╩╬╒╕╘╛╓╖╙╜",
    " ": "▔▁▂▃▅▆▇\u00a0",
    "#": "▮▯▒░▓■□",
    ">": "▶▸►→»",
    "<": "◀◂◄←«",
    "^": "▲▴↑",
    "v": "▼▾↓",
    "x": "×✕✗",
    ".": "…",
    '"': "“”„",
    "'": "‘’‚",
    "S": "♠♤",
    "H": "♥♡",
    "D": "♦♢",
    "C": "♣♧",
}
"""Look-alikes by the ASCII character that stands for them."""
_LOOKALIKES: Final = {char: ascii for ascii, chars in _GROUPS.items() for char in chars}


@cache
def _replacement(char: str) -> str:
    """``char`` in ASCII, as wide on screen as it is: a look-alike, its letter without accents, or ``?``."""
    width = cell_len(char)
    if width == 0:
        return ""
    found = _LOOKALIKES.get(char) or "".join(
        part for part in unicodedata.normalize("NFKD", char) if part.isascii() and part.isprintable()
    )
    return found if len(found) == width else "?" * width


def ascii_lookalike(text: str) -> str:
    """``text`` with every character outside ASCII replaced by a look-alike of the same width."""
    return text if text.isascii() else "".join(char if char.isascii() else _replacement(char) for char in text)


class AsciiOnly(LineFilter):
    """A line filter that leaves only ASCII on screen, each line as wide as it was drawn."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:  # noqa: ARG002
        return [
            segment
            if segment.control or segment.text.isascii()
            else Segment(ascii_lookalike(segment.text), segment.style)
            for segment in segments
        ]
