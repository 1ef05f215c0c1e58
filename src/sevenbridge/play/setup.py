"""Turning the player's choices into a match: seat names, the rule set, the session.

The new-match screen and ``sevenbridge play`` both start matches; this module
is the one place that decides who sits where and which rules apply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..choices import CUSTOM, MAX_OPPONENTS, Level
from ..engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from ..quoting import SHOWN_NAME_LIMIT, printable
from ..translation import N_, _, reads_as_one_of
from .session import Session, start_session

__all__ = [
    "CPU_NAMES",
    "DEFAULT_PLAYER_NAME",
    "HUMAN",
    "MAX_OPPONENTS",
    "OPPONENT_NAMES",
    "is_cpu_name",
    "rules_for",
    "ruleset_choice",
    "same_play",
    "shown_name",
    "start_match",
]

HUMAN: Final = 0
"""The player's seat in a match started here: the first to play, the hand the table shows."""

OPPONENT_NAMES: Final[dict[int, tuple[str, ...]]] = {
    1: (N_("North"),),
    2: (N_("West"), N_("East")),
    3: (N_("West"), N_("North"), N_("East")),
    4: (N_("West"), N_("Northwest"), N_("Northeast"), N_("East")),
    5: (N_("Southwest"), N_("Northwest"), N_("North"), N_("Northeast"), N_("Southeast")),
}
"""The CPUs' names by how many there are: the player sits South, play goes clockwise.

Saved in English, like any name, and shown in the player's language by ``shown_name``.
"""

CPU_NAMES: Final = frozenset(name for names in OPPONENT_NAMES.values() for name in names)
"""Every name a CPU opponent can have, whatever their number."""

DEFAULT_PLAYER_NAME: Final = N_("You")
"""The player's name until they give one."""

_GIVEN_NAMES: Final = frozenset({DEFAULT_PLAYER_NAME, *CPU_NAMES})


def shown_name(name: str) -> str:
    """A seat's name as the player reads it: the names the game gives in the current language, others as
    ``printable`` shows them (control characters as escapes, whole up to ``SHOWN_NAME_LIMIT`` characters).

    A match saved in one language reads right in the other, since the files keep the English. A name
    from a person or a file may hold an escape sequence, a tab or a newline: sent as it is, it would
    retitle the terminal, clear the screen or split a row.
    """
    return _(name) if name in _GIVEN_NAMES else printable(name, SHOWN_NAME_LIMIT)


def is_cpu_name(name: str) -> bool:
    """Whether ``name`` reads as a CPU opponent's name, in either language and however it is typed
    (``west``, ``ＷＥＳＴ``, 西), with any number of opponents.

    The player may not take one: the score, the log, the questions and the
    standings name every seat, and two seats called West cannot be told apart.
    """
    return reads_as_one_of(name, CPU_NAMES)


def rules_for(ruleset: str, custom: RuleSet | None, games_per_match: int | None) -> RuleSet:
    """The rule set chosen by name (or ``CUSTOM``), with the match length the player asked for."""
    if ruleset == CUSTOM:
        rules = custom if custom is not None else load_ruleset("standard").with_changes(name="Custom")
    else:
        rules = load_ruleset(ruleset)
    if games_per_match is None or games_per_match == rules.games_per_match:
        return rules
    return rules.with_changes(games_per_match=games_per_match)


def same_play(one: RuleSet, other: RuleSet) -> bool:
    """Whether two rule sets are one, but for how many games a match has: the same name, the same play."""
    return one == other.with_changes(games_per_match=one.games_per_match)


def ruleset_choice(rules: RuleSet) -> tuple[str, RuleSet | None, int | None]:
    """What ``rules_for`` would be given to make ``rules``: the named rule set that plays the same, else ``CUSTOM``
    and the rules themselves; and the match length, ``None`` where it is the rule set's own."""
    for name in RULESET_NAMES:
        named = load_ruleset(name)
        if same_play(rules, named):
            return name, None, None if rules.games_per_match == named.games_per_match else rules.games_per_match
    return CUSTOM, rules, None


def start_match(player_name: str, levels: Sequence[Level], rules: RuleSet, *, seed: int | None = None) -> Session:
    """A new match: the player in seat ``HUMAN`` (0), then one CPU of each of ``levels``.

    ``ValueError`` if the player's name is a CPU's (``is_cpu_name``): the forms and the command line refuse it first.
    """
    if len(levels) not in OPPONENT_NAMES:
        raise ValueError(f"a match needs 1 to {MAX_OPPONENTS} CPU opponents, not {len(levels)}")
    if is_cpu_name(player_name):
        raise ValueError(f"the player cannot be named like a CPU opponent: {player_name!r}")
    names = (player_name, *OPPONENT_NAMES[len(levels)])
    return start_session(rules, names, (None, *levels), seed=seed)
