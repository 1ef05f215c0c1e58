"""The names players choose from: CPU levels, the named rule sets, how many opponents.

Kept apart from the modules that implement them (and import nothing), so the
command line and the first menu can offer the choices without loading the
engine, pydantic or the CPU players.
"""

from __future__ import annotations

from typing import Final, Literal

from .translation import N_, _

__all__ = ["CUSTOM", "LEVELS", "MAX_OPPONENTS", "OPPONENT_COUNTS", "RULESET_NAMES", "Level", "shown_level"]

Level = Literal["easy", "normal", "hard"]
"""A CPU opponent's level."""

LEVELS: Final[tuple[Level, ...]] = ("easy", "normal", "hard")

_LEVEL_NAMES: Final[dict[Level, str]] = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def shown_level(level: Level) -> str:
    """A level as the player reads it ("Hard", "むずかしい"); files and the command line keep the word ``hard``."""
    return _(_LEVEL_NAMES[level])


RULESET_NAMES: Final = ("standard", "with-joker", "simple", "ace-low", "japanese-classic")
"""The named rule sets, in the order the menus offer them."""

OPPONENT_COUNTS: Final = (1, 2, 3, 4, 5)
"""How many CPU opponents a match may have: two to six players in all."""
MAX_OPPONENTS: Final = OPPONENT_COUNTS[-1]

CUSTOM: Final = "custom"
"""The rule-set choice that means "the player's own rules", beside the named ones."""
