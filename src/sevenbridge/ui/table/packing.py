"""Lines of whole pieces: entries laid side by side and broken only between two, never inside one.

A seat's melds, a replay's melds and the tracker's seat tags all wrap this way,
so a meld or a name is never split across two lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

__all__ = ["packed"]


def packed(pieces: Sequence[Text], width: int, *, separator: str = " ", indent: str = "") -> list[Text]:
    """``pieces`` side by side in lines of at most ``width`` cells, each line after the first starting with ``indent``.

    A piece wider than a line gets a line of its own (the caller decides whether that fits).
    """
    lines: list[Text] = []
    for piece in pieces:
        if lines and lines[-1].cell_len + len(separator) + piece.cell_len <= width:
            lines[-1].append(separator).append_text(piece)
        else:
            lines.append(Text(indent if lines else "").append_text(piece))
    return lines
