"""Statistics from the match history, from the person's side of the table.

The same figures are given overall, per rule set and per opponent level. A
match counts once under each level among its CPU opponents, so a match
against a Hard and two Normal opponents counts under both Hard and Normal.
Matches with no person at the table are left out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..choices import LEVELS, Level
from .history import MatchRecord

__all__ = ["Figures", "Statistics", "statistics"]


@dataclass(frozen=True)
class Figures:
    """One group of matches, seen from the person's seat."""

    played: int = 0
    won: int = 0
    """Matches finished in first place, shared first place included."""
    games: int = 0
    penalty: int = 0
    """Total penalty over every game."""
    best: int | None = None
    """Lowest match total (lower is better)."""
    worst: int | None = None
    """Highest match total."""

    @property
    def average_penalty(self) -> float | None:
        """Average penalty per game, or ``None`` before any game."""
        return self.penalty / self.games if self.games else None

    def adding(self, total: int, games: int, won: bool) -> Figures:
        """These figures with one more match."""
        return Figures(
            played=self.played + 1,
            won=self.won + won,
            games=self.games + games,
            penalty=self.penalty + total,
            best=total if self.best is None else min(self.best, total),
            worst=total if self.worst is None else max(self.worst, total),
        )


@dataclass(frozen=True)
class Statistics:
    """Figures overall, per rule set name and per opponent level."""

    overall: Figures = Figures()
    by_ruleset: dict[str, Figures] = field(default_factory=dict)
    """By rule set name, in alphabetical order."""
    by_level: dict[Level, Figures] = field(default_factory=dict)
    """By opponent level, easiest first; levels never played are absent."""


def statistics(records: Iterable[MatchRecord]) -> Statistics:
    """The figures of ``records``."""
    overall = Figures()
    by_ruleset: dict[str, Figures] = {}
    by_level: dict[Level, Figures] = {}
    for record in records:
        seat = record.player
        if seat is None:
            continue
        figures = (record.totals[seat], len(record.sheet), record.places[seat] == 1)
        overall = overall.adding(*figures)
        by_ruleset[record.ruleset] = by_ruleset.get(record.ruleset, Figures()).adding(*figures)
        for level in record.opponent_levels:
            by_level[level] = by_level.get(level, Figures()).adding(*figures)
    return Statistics(
        overall=overall,
        by_ruleset=dict(sorted(by_ruleset.items())),
        by_level={level: by_level[level] for level in LEVELS if level in by_level},
    )
