"""A file's path over the lines of a narrow notice, broken only between its parts.

Textual's notices (toasts) wrap at spaces, and a path has none: a long one was
cut wherever its line ran out (``…/sevenbridge/expor`` then ``ts/…``).
``path_lines`` breaks it after a ``/`` instead, and a name too long for a line
after a ``-``, ``_`` or ``.`` in it; joined, the lines are the path again,
character for character, so the path shown is the true one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from ..cells import cell_width

__all__ = ["path_lines", "toast_width"]

TOAST_CELLS: Final = 60
"""A toast's width in Textual (``width: 60``, at most half its rack), padding and edge included."""
RACK_SCROLLBAR: Final = 2
"""Cells the toasts' rack keeps for its scroll bar, out of the screen's width."""
TOAST_EDGES: Final = 3
"""Cells of a toast that hold no text: its coloured left edge and one cell of padding on each side."""
_FOLDERS: Final = re.compile(r"[^/]*/|[^/]+")
"""A path's parts, each with the ``/`` that ends it."""
_NAME_PARTS: Final = re.compile(r"[^-_.]*[-_.]|[^-_.]+")
"""A name's parts, each with the ``-``, ``_`` or ``.`` that ends it."""


def toast_width(screen_width: int) -> int:
    """Cells of text in a toast on a screen ``screen_width`` wide: 60 cells, or half its rack if less.

    Textual lays toasts out by its own style sheet; the replay's export test
    holds this to what it draws, at 80 columns and wider.
    """
    return max(min(TOAST_CELLS, (screen_width - RACK_SCROLLBAR) // 2) - TOAST_EDGES, 1)


def path_lines(path: str, width: int) -> list[str]:
    """``path`` in lines of at most ``width`` cells, each line as full as the breaks allow.

    >>> path_lines("/home/ann/.local/share/sevenbridge/exports/sevenbridge-80387-game-1.txt", 30)
    ['/home/ann/.local/share/', 'sevenbridge/exports/', 'sevenbridge-80387-game-1.txt']
    """
    return _packed((piece for folder in _FOLDERS.findall(path) for piece in _pieces(folder, width)), width)


def _pieces(folder: str, width: int) -> list[str]:
    """A part of a path as pieces no line may break: whole if it fits a line, else its name's parts,
    and a part still too long cut where its line runs out (a wide character is never split)."""
    if cell_width(folder) <= width:
        return [folder]
    return [cut for part in _NAME_PARTS.findall(folder) for cut in _packed(part, width)]


def _packed(pieces: Iterable[str], width: int) -> list[str]:
    """``pieces`` run together into lines of at most ``width`` cells, each as full as it can be; a piece
    wider than a line stands alone on its line."""
    lines = [""]
    for piece in pieces:
        if lines[-1] and cell_width(lines[-1] + piece) > width:
            lines.append(piece)
        else:
            lines[-1] += piece
    return lines
