"""The switch to the other language, as the main menu and the command palette offer it.

It is named in both languages ("日本語 (Japanese)" while English is spoken,
"English (英語)" while Japanese is), so a player who cannot read the language
on screen still finds the way to their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..translation import Language

__all__ = ["LANGUAGE_SEARCHED", "LANGUAGE_SWITCH"]

LANGUAGE_SWITCH: Final[Mapping[Language, tuple[str, str]]] = {
    "en": ("日本語 (Japanese)", "ゲームを日本語で表示する (Show the game in Japanese)"),
    "ja": ("English (英語)", "Show the game in English (英語で表示する)"),
}
"""By the language spoken now: the switch's title, and the line that says what it does."""
LANGUAGE_SEARCHED: Final = "Language 言語"
"""Words a palette search finds the switch by besides its title: a player looking for it types "language"."""
