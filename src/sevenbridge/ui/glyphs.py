"""Whether cards are drawn with suit symbols and box frames, or in plain ASCII.

The rule, also written in docs/keys.md: ``--ascii`` or the ``ascii`` setting
always give ASCII, the ``unicode`` setting always gives symbols, and ``auto``
(the default) gives ASCII when the terminal is unlikely to show ♠♥♦♣ and box
lines: its output encoding is not UTF-8, or ``TERM`` names a console known to
lack them (the Linux virtual console, DEC VT terminals, the BSD syscons).
A browser (``sevenbridge serve``) always has the glyphs, and a headless run
(the tests) has no terminal to ask.
"""

from __future__ import annotations

import codecs
import os
import sys
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..persistence.settings import CardGlyphs

__all__ = ["ASCII_TERMS", "lacks_glyphs", "terminal_lacks_glyphs", "use_ascii"]

ASCII_TERMS: Final = ("linux", "cons25", "vt52", "vt100", "vt102", "vt220", "vt320", "vt420")
"""``TERM`` values (or their beginnings) of consoles whose fonts lack the suit symbols."""


def lacks_glyphs(encoding: str | None, term: str | None) -> bool:
    """Whether a terminal with this output ``encoding`` and ``TERM`` should get the ASCII face."""
    if encoding is not None:
        try:
            if codecs.lookup(encoding).name != "utf-8":
                return True
        except LookupError:
            return True
    return term is not None and term.strip().lower().startswith(ASCII_TERMS)


def terminal_lacks_glyphs() -> bool:
    """``lacks_glyphs`` for the terminal this process draws on (Textual writes to standard error)."""
    stream = sys.__stderr__
    return lacks_glyphs(getattr(stream, "encoding", None), os.environ.get("TERM"))


def use_ascii(setting: CardGlyphs, *, forced: bool, lacking: bool) -> bool:
    """Whether to draw ASCII faces: asked for on the command line or in the settings, or ``auto`` and ``lacking``."""
    return forced or setting == "ascii" or (setting == "auto" and lacking)
