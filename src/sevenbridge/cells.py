"""How wide text is in a terminal, and where its lines may break.

A wide (East Asian) character such as 日 takes two cells, so Japanese text
must be measured and wrapped by cells, not by characters; and since Japanese
has no spaces between words, it must be broken by Japanese line-breaking
rules, not only at spaces. ``--help`` and the simulate report use this
module directly; the screen's own wrapping (``ui.line_breaks``,
``ui.broken_markdown``) draws the lines ``line_spans`` finds. Imports only
the standard library, so the command line can use it before anything else is
loaded.
"""

from __future__ import annotations

import itertools
import unicodedata
from typing import Final

__all__ = ["cell_width", "line_spans", "pad_left", "pad_right", "wrap_cells"]

_NO_LINE_START: Final = frozenset(
    "、。，．）」』】〕〉》・ー：；！？ぁぃぅぇぉっゃゅょァィゥェォッャュョ々…,.:;!?)]}·—"
)
"""Characters a line may not begin with (Japanese line-breaking rules): closing punctuation, small kana and
the separators ``·`` and ``—`` stay with what comes before."""
_NO_LINE_END: Final = frozenset("（「『【〔〈《([{")
"""Characters a line may not end with: opening brackets stay with what follows."""
_CLOSING: Final = {
    "(": ")",
    "（": "）",
    "[": "]",
    "「": "」",
    "『": "』",
    "【": "】",
    "〔": "〕",
    "〈": "〉",
    "《": "》",
    "{": "}",
}

_NAME_CELLS: Final = 12
"""The widest name kept on one line with the bracketed aside after it."""
_ASIDE_CELLS: Final = 16
"""The widest bracketed aside kept whole with its name: a level such as ``(むずかしい)`` or ``(Normal)``."""

_NUMBER_CELLS: Final = 5
"""The widest figure kept with the word before it, so that it is never left alone on a line."""

_NEVER: Final = 0
"""A break that may not be made (inside an English word, before closing punctuation) unless one character
is wider than the line."""
_AVOIDED: Final = 1
"""A break made only when what it keeps together is wider than a line: before a word's bracketed
aside (``北東(むずかしい)``, ``North (Hard)``), inside that aside, before a short figure (``you 100``),
inside a word written in katakana (``ジョーカー``), between the cards of a meld (``[6♣ 7♣ 8♣]``)."""
_IN_ITEM: Final = 2
"""A break beside a wide character inside one item of a list joined by `` · ``: made only when the item is
wider than a line, so that ``一発上がり`` is not cut in a summary such as ``Aは10点 · 一発上がりで…``."""
_ALLOWED: Final = 3
"""A break at a space, or beside a wide character."""


def cell_width(text: str) -> int:
    """How many terminal cells ``text`` takes: two for each wide character, one for any other."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def pad_right(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` cells (left-aligned in a column)."""
    return text + " " * max(0, width - cell_width(text))


def pad_left(text: str, width: int) -> str:
    """``text`` after spaces up to ``width`` cells (right-aligned in a column)."""
    return " " * max(0, width - cell_width(text)) + text


def line_spans(text: str, width: int, later_width: int | None = None) -> list[tuple[int, int]]:
    """Where ``text`` is cut into lines of at most ``width`` cells (``later_width`` for every line after the first).

    Each line is a ``(start, end)`` slice of ``text``; the spaces where a line
    breaks belong to no line, and any whitespace counts as a space. Japanese
    lines may break between any two characters except where the line-breaking
    rules forbid it (see ``_NO_LINE_START``, ``_NO_LINE_END``); English words
    stay whole, and so do katakana words where they fit. A word or aside too
    wide for a line is cut where the next weaker rule allows, and at last
    between any two characters.
    """
    later = width if later_width is None else later_width
    lines: list[tuple[int, int]] = []
    line: tuple[int, int] | None = None
    pending = [(start, end, _ALLOWED) for start, end in _units(text, _ALLOWED)]
    pending.reverse()
    while pending:
        start, end, level = pending.pop()
        room = width if not lines else later
        if cell_width(text[line[0] if line else start : end]) <= room:
            line = (line[0] if line else start, end)
        elif line is not None and cell_width(text[start:end]) <= later:
            lines.append(line)
            line = (start, end)
        elif level > _NEVER:
            pending.extend(reversed([(*unit, level - 1) for unit in _units(text[:end], level - 1, start)]))
        else:
            if line is not None:
                lines.append(line)
            line = (start, end)
    if line is not None:
        lines.append(line)
    return _without_a_lone_last_character(text, lines, later)


def _without_a_lone_last_character(text: str, lines: list[tuple[int, int]], width: int) -> list[tuple[int, int]]:
    """``lines``, the last character of the line before the last moved down when the last line would hold a
    single Japanese character (closing punctuation aside): ``付け札しまし`` / ``た`` reads as a fault.

    The move is made only where the line may break before that character, the
    line it leaves keeps two characters or more, and the last line still fits
    in ``width`` cells; English lines never end with one wide character alone.
    """
    if len(lines) < 2:
        return lines
    (start, end), (last_start, last_end) = lines[-2], lines[-1]
    alone = text[last_start:last_end].rstrip("".join(_NO_LINE_START))
    moved = end - 1
    if (
        len(alone) != 1
        or cell_width(alone) != 2
        or last_start != end
        or moved - start < 2
        or _break_strengths(text).get(moved, _NEVER) < _IN_ITEM
        or cell_width(text[moved:last_end]) > width
    ):
        return lines
    kept = len(text[:moved].rstrip())
    return [*lines[:-2], (start, kept), (moved, last_end)]


def _units(text: str, level: int, start: int = 0) -> list[tuple[int, int]]:
    """The pieces of ``text[start:]`` between the breaks at least as strong as ``level`` (``_NEVER``: characters)."""
    units: list[tuple[int, int]] = []
    first: int | None = None
    last = start
    strengths = _break_strengths(text)
    for index in range(start, len(text)):
        if text[index].isspace():
            continue
        if first is None:
            first = index
        elif level == _NEVER or strengths.get(index, _NEVER) >= level:
            units.append((first, last + 1))
            first = index
        last = index
    if first is not None:
        units.append((first, last + 1))
    return units


def _break_strengths(text: str) -> dict[int, int]:
    """How freely a line may break before each visible character of ``text`` but the first, by its index."""
    visible = [index for index, char in enumerate(text) if not char.isspace()]
    glued = _glued(text) | _in_melds(text)
    listed = " · " in text
    return {
        index: _strength(text, before, index, glued=index in glued, listed=listed)
        for before, index in itertools.pairwise(visible)
    }


def _strength(text: str, before: int, index: int, *, glued: bool, listed: bool) -> int:
    """How freely a line may break between the visible characters at ``before`` and ``index``."""
    left, right, spaced = text[before], text[index], index > before + 1
    if right in _NO_LINE_START or left in _NO_LINE_END:
        return _NEVER
    if not spaced and cell_width(left) == 1 and cell_width(right) == 1:
        return _NEVER
    if glued or (right.isdigit() and _short_number(text, index)) or (left.isdigit() and not spaced):
        return _AVOIDED
    if not spaced and _katakana(left) and _katakana(right):
        return _AVOIDED
    return _IN_ITEM if listed and not spaced else _ALLOWED


def _katakana(char: str) -> bool:
    """Whether ``char`` is written in katakana (the long-vowel mark ``ー`` included, the separator ``・`` not):
    a run of them is one loanword (``ジョーカー``, ``ラウンド``), kept whole like an English word where it fits."""
    return "ァ" <= char <= "ヺ" or char == "ー"


def _short_number(text: str, index: int) -> bool:
    """Whether a short figure starts at ``index`` (``100``, ``1/5``, ``10点``): kept with the word before it."""
    end = index
    while end < len(text) and not text[end].isspace():
        end += 1
    return cell_width(text[index:end]) <= _NUMBER_CELLS


def _glued(text: str) -> set[int]:
    """The indices before which a break is avoided to keep a short bracketed aside with the name it follows.

    ``北東(むずかしい)`` and ``North (Hard)`` stay whole: the aside up to its
    closing bracket (one of at most ``_ASIDE_CELLS`` cells with no space in it;
    a longer one is part of a sentence and breaks as the sentence does), and
    the name back to a space or punctuation (up to ``_NAME_CELLS`` cells; a
    longer run is a sentence, which breaks before the bracket).
    """
    glued: set[int] = set()
    for opening, char in enumerate(text):
        end = _aside_end(text, opening) if char in _CLOSING else None
        if end is None or cell_width(text[opening : end + 1]) > _ASIDE_CELLS:
            continue
        glued.update(range(opening + 1, end + 1))
        name_end = opening
        while name_end and text[name_end - 1].isspace():
            name_end -= 1
        name_start = name_end
        while name_start and _in_name(text[name_start - 1]):
            name_start -= 1
        if name_start < name_end and cell_width(text[name_start:name_end]) <= _NAME_CELLS:
            glued.update(range(name_start + 1, opening + 1))
    return glued


def _in_melds(text: str) -> set[int]:
    """The indices inside a meld written in square brackets (``[9♠ 9♥ 9♣ JK=9♦]``), before which a break is
    avoided: a meld moves whole to the next line where it fits there, as its cards are read together."""
    inside: set[int] = set()
    opening: int | None = None
    for index, char in enumerate(text):
        if char == "[":
            opening = index
        elif char == "]" and opening is not None:
            inside.update(range(opening + 1, index + 1))
            opening = None
    return inside


def _in_name(char: str) -> bool:
    """Whether ``char`` may be part of a name (no space, punctuation or bracket)."""
    return not (char.isspace() or char in _NO_LINE_START or char in _NO_LINE_END or char in "、。,")


def _aside_end(text: str, opening: int) -> int | None:
    """Where the bracketed aside opened at ``opening`` closes, if it closes before any space."""
    closing = _CLOSING[text[opening]]
    for index in range(opening + 1, len(text)):
        if text[index] == closing:
            return index
        if text[index].isspace():
            return None
    return None


def wrap_cells(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` cells, by the rules of ``line_spans``."""
    return [text[start:end] for start, end in line_spans(text, width)]
