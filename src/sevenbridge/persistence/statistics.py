"""Statistics from the match history, from the person's side of the table.

The same figures are given overall, per rule set and per opponent level. A
match counts once under each level among its CPU opponents, so a match
against a Hard and two Normal opponents counts under both Hard and Normal.
Matches with no person at the table are left out. Overall figures are also
given apart for matches played without help and for assisted ones, where the
person took a hint or an undo in at least one game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..choices import LEVELS, Level
from ..engine.match import won
from .history import MatchRecord, summarise_history
from .problems import FileProblem

__all__ = ["Figures", "Statistics", "history_statistics", "statistics"]


@dataclass(frozen=True)
class Figures:
    """One group of matches, seen from the person's seat."""

    played: int = 0
    won: int = 0
    """Matches finished in first place, shared first place included, unless every seat shared it (a drawn
    match: see ``engine.match.won``)."""
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


@dataclass(frozen=True)
class Statistics:
    """Figures overall, per rule set name and per opponent level."""

    overall: Figures = Figures()
    unassisted: Figures = Figures()
    """Matches in which the person took no hint and no undo."""
    assisted: Figures = Figures()
    """Matches in which the person took a hint or an undo in at least one game."""
    by_ruleset: dict[str, Figures] = field(default_factory=dict)
    """By rule set name, in alphabetical order."""
    by_level: dict[Level, Figures] = field(default_factory=dict)
    """By opponent level, easiest first; levels never played are absent."""


class _Tally:
    """Figures being added up, one match at a time, without a new object per match."""

    __slots__ = ("best", "games", "penalty", "played", "won", "worst")

    def __init__(self) -> None:
        self.played = self.won = self.games = self.penalty = 0
        self.best: int | None = None
        self.worst: int | None = None

    def add(self, total: int, games: int, won: bool) -> None:
        self.played += 1
        self.won += won
        self.games += games
        self.penalty += total
        self.best = total if self.best is None else min(self.best, total)
        self.worst = total if self.worst is None else max(self.worst, total)

    def figures(self) -> Figures:
        return Figures(self.played, self.won, self.games, self.penalty, self.best, self.worst)


def statistics(records: Iterable[MatchRecord]) -> Statistics:
    """The figures of ``records``, read once, so they may come straight from the file."""
    overall = _Tally()
    helped = {False: _Tally(), True: _Tally()}
    by_ruleset: dict[str, _Tally] = {}
    by_level: dict[Level, _Tally] = {}
    for record in records:
        seat = record.player
        if seat is None:
            continue
        figures = (record.totals[seat], len(record.sheet), won(record.places, seat))
        overall.add(*figures)
        helped[record.assisted].add(*figures)
        by_ruleset.setdefault(record.ruleset, _Tally()).add(*figures)
        for level in record.opponent_levels:
            by_level.setdefault(level, _Tally()).add(*figures)
    return Statistics(
        overall=overall.figures(),
        unassisted=helped[False].figures(),
        assisted=helped[True].figures(),
        by_ruleset={name: tally.figures() for name, tally in sorted(by_ruleset.items())},
        by_level={level: by_level[level].figures() for level in LEVELS if level in by_level},
    )


def history_statistics() -> tuple[Statistics, FileProblem | None]:
    """The figures of the recorded history, summed while it is read, and the problem with the file if there was one."""
    return summarise_history(statistics)
