"""ASCII on every cell of the screen, for terminals and fonts that show nothing else.

With the ASCII card face the player has said (or the terminal has shown) that
anything beyond ASCII may come out as garbage. The cards and the game's own
words are written in ASCII where they are made; this filter is the last step
of drawing and catches everything else: the frames and scrollbars Textual
draws, arrows and marks inside its widgets, dashes in the log, a name typed
with an accent. Each character is replaced by a look-alike of the same width
(``╭─╮`` becomes ``+-+``, ``—`` becomes ``-``, ``é`` becomes ``e``), or by
``?`` when nothing looks alike, so the layout never moves.

Japanese cannot be written in ASCII: while the game speaks Japanese, Japanese
script (kana, kanji, and the full-width punctuation and letters written with
them) is left as it is, and only the rest (frames, suit symbols, arrows) is
replaced. A player who chose Japanese reads it on a terminal that shows it;
one whose terminal shows nothing but ASCII chooses English (docs/table.md).
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Final

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from ..translation import current_language

__all__ = ["AsciiOnly", "ascii_lookalike", "is_japanese_script"]

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
_JAPANESE_BLOCKS: Final = (
    (0x3000, 0x303F),  # CJK symbols and punctuation: 、。「」
    (0x3040, 0x30FF),  # hiragana and katakana (with ー and ・)
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3400, 0x4DBF),  # CJK unified ideographs extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # full-width letters and punctuation, half-width katakana
)
"""The Unicode blocks Japanese text is written in."""


def is_japanese_script(char: str) -> bool:
    """Whether ``char`` belongs to the script Japanese is written in."""
    code = ord(char)
    return any(low <= code <= high for low, high in _JAPANESE_BLOCKS)


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


def ascii_lookalike(text: str, *, keep_japanese: bool = False) -> str:
    """``text`` with every character outside ASCII replaced by a look-alike of the same width.

    With ``keep_japanese``, Japanese script is kept as it is.
    """
    if text.isascii():
        return text
    return "".join(
        char if char.isascii() or (keep_japanese and is_japanese_script(char)) else _replacement(char) for char in text
    )


class AsciiOnly(LineFilter):
    """A line filter that leaves only ASCII on screen (and Japanese, while it is spoken), each line as wide as it was
    drawn."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:  # noqa: ARG002
        keep_japanese = current_language() == "ja"
        return [
            segment
            if segment.control or segment.text.isascii()
            else Segment(ascii_lookalike(segment.text, keep_japanese=keep_japanese), segment.style)
            for segment in segments
        ]
