"""Turning the player's choices into a match: seat names, the rule set, the session.

The new-match screen and ``sevenbridge play`` both start matches; this module
is the one place that decides who sits where and which rules apply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..choices import CUSTOM, MAX_OPPONENTS, Level
from ..engine.rules import RuleSet, load_ruleset
from .session import Session, start_session

__all__ = ["HUMAN", "MAX_OPPONENTS", "OPPONENT_NAMES", "rules_for", "start_match"]

HUMAN: Final = 0
"""The player's seat in a match started here: the first to play, the hand the table shows."""

OPPONENT_NAMES: Final[dict[int, tuple[str, ...]]] = {
    1: ("North",),
    2: ("West", "East"),
    3: ("West", "North", "East"),
    4: ("West", "Northwest", "Northeast", "East"),
    5: ("Southwest", "Northwest", "North", "Northeast", "Southeast"),
}
"""The CPUs' names by how many there are: the player sits South, play goes clockwise."""


def rules_for(ruleset: str, custom: RuleSet | None, games_per_match: int | None) -> RuleSet:
    """The rule set chosen by name (or ``CUSTOM``), with the match length the player asked for."""
    if ruleset == CUSTOM:
        rules = custom if custom is not None else load_ruleset("standard").with_changes(name="Custom")
    else:
        rules = load_ruleset(ruleset)
    if games_per_match is None or games_per_match == rules.games_per_match:
        return rules
    return rules.with_changes(games_per_match=games_per_match)


def start_match(player_name: str, levels: Sequence[Level], rules: RuleSet, *, seed: int | None = None) -> Session:
    """A new match: the player in seat ``HUMAN`` (0), then one CPU of each of ``levels``."""
    if len(levels) not in OPPONENT_NAMES:
        raise ValueError(f"a match needs 1 to {MAX_OPPONENTS} CPU opponents, not {len(levels)}")
    names = (player_name, *OPPONENT_NAMES[len(levels)])
    return start_session(rules, names, (None, *levels), seed=seed)
