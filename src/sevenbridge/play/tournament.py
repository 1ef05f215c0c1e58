"""Headless tournaments: CPU levels play many games and the results are measured.

``sevenbridge simulate`` plays games with no screen, the dealer moving one seat
each game as in a match, and reports each entry of ``--seats``: its average
penalty per game with a 95% confidence interval, its share of games won, its
wins by going out at once, the games played per second and how long each
level took per decision.

With ``--duplicate`` every deal is played once per rotation of the entries
round the table, so each entry plays each hand from each seat and the luck of
the deal cancels out; the confidence interval then treats each deal (all its
rotations together) as one sample.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from ..cpu import LEVELS, Level, Policy, cpu_player
from ..engine.rules import RuleSet, RuleSetError, load_ruleset
from ..engine.turns import MAX_PLAYERS, MIN_PLAYERS, apply_action, legal_actions, new_game
from ..quoting import printable, quoted

__all__ = [
    "EntryReport",
    "GameRecord",
    "TournamentReport",
    "format_report",
    "parse_seats",
    "run_tournament",
    "run_tournament_cli",
]

Z_95 = 1.96
"""Normal quantile of a two-sided 95% confidence interval."""
CHUNK = 10
"""Games handed to a worker process at a time."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game, seen per entry of the seat list (not per physical seat)."""

    deal: int
    penalties: tuple[int, ...]
    winner: int | None
    """The entry that went out, or ``None`` for a drawn game."""
    rummy: bool


@dataclass(slots=True)
class _Batch:
    """Games played by one worker, with every decision's time per level."""

    games: list[GameRecord] = field(default_factory=list)
    timings: dict[str, list[int]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EntryReport:
    """The results of one entry of the seat list."""

    entry: int
    level: str
    mean_penalty: float
    ci95: float
    """Half-width of the 95% confidence interval of ``mean_penalty``."""
    win_share: float
    rummy_wins: int


@dataclass(frozen=True, slots=True)
class TournamentReport:
    """Everything ``sevenbridge simulate`` prints."""

    rules: str
    games: int
    deals: int
    duplicate: bool
    seed: int
    seconds: float
    draws: int
    entries: tuple[EntryReport, ...]
    decision_ms: dict[str, dict[str, float]]
    """Per level: ``median`` and ``p99`` milliseconds per decision, and ``decisions``."""

    @property
    def games_per_second(self) -> float:
        """Games finished per second of wall time."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """The report as plain data, for ``--json``."""
        return {
            "rules": self.rules,
            "games": self.games,
            "deals": self.deals,
            "duplicate": self.duplicate,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 2),
            "draws": self.draws,
            "seats": [
                {
                    "entry": entry.entry,
                    "level": entry.level,
                    "mean_penalty": round(entry.mean_penalty, 3),
                    "ci95": round(entry.ci95, 3),
                    "win_share": round(entry.win_share, 4),
                    "rummy_wins": entry.rummy_wins,
                }
                for entry in self.entries
            ],
            "decision_ms": self.decision_ms,
        }


def parse_seats(text: str) -> tuple[Level, ...]:
    """Read ``hard,normal,normal,normal``; raises ``ValueError`` with the reason."""
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in LEVELS]
    if unknown:
        raise ValueError(f"unknown level {quoted(unknown[0])} in --seats: use {', '.join(LEVELS)}")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"--seats needs {MIN_PLAYERS} to {MAX_PLAYERS} levels, not {len(names)}")
    return tuple(cast(Level, name) for name in names)


def _deal_seed(seed: int, deal: int) -> int:
    return random.Random(f"{seed}/deal/{deal}").randrange(2**63)


def _cpu_seed(seed: int, entry: int) -> int:
    return random.Random(f"{seed}/cpu/{entry}").randrange(2**63)


@dataclass(frozen=True, slots=True)
class _Setup:
    """What every worker needs to play any game of the tournament."""

    rules: RuleSet
    levels: tuple[Level, ...]
    seed: int
    duplicate: bool


def _placement(setup: _Setup, game: int) -> tuple[int, int]:
    """The deal a game plays and how far the entries are rotated round the table."""
    players = len(setup.levels)
    if setup.duplicate:
        return game // players, game % players
    return game, 0


def _play_games(setup: _Setup, games: range) -> _Batch:
    """Play ``games`` (tournament game numbers) and time every decision."""
    players = len(setup.levels)
    policies: list[Policy] = [cpu_player(level, seed=_cpu_seed(setup.seed, i)) for i, level in enumerate(setup.levels)]
    batch = _Batch(timings={level: [] for level in set(setup.levels)})
    clock = time.perf_counter_ns
    for game in games:
        deal, shift = _placement(setup, game)
        entry_at = [(seat - shift) % players for seat in range(players)]
        state = new_game(setup.rules, players, seed=_deal_seed(setup.seed, deal), dealer=deal % players)
        while state.result is None:
            entry = entry_at[state.to_act]
            view = state.view(state.to_act)
            legal = legal_actions(state)
            started = clock()
            action = policies[entry].choose(view, legal)
            batch.timings[setup.levels[entry]].append(clock() - started)
            state = apply_action(state, action)
        result = state.result
        penalties = tuple(result.penalties[(entry + shift) % players] for entry in range(players))
        winner = None if result.winner is None else entry_at[result.winner]
        batch.games.append(GameRecord(deal, penalties, winner, result.rummy))
    return batch


def _play_chunk(job: tuple[_Setup, int, int]) -> _Batch:
    setup, start, stop = job
    return _play_games(setup, range(start, stop))


def _batches(setup: _Setup, games: int, workers: int) -> Iterator[_Batch]:
    """Play every game, in chunks, on ``workers`` processes (1: this process)."""
    jobs = [(setup, start, min(start + CHUNK, games)) for start in range(0, games, CHUNK)]
    if workers <= 1:
        yield from map(_play_chunk, jobs)
        return
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        yield from pool.imap_unordered(_play_chunk, jobs)


def _mean_ci(samples: Sequence[float]) -> tuple[float, float]:
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.inf
    return mean, Z_95 * statistics.stdev(samples) / math.sqrt(len(samples))


def _percentile(sorted_values: Sequence[int], share: float) -> int:
    index = min(len(sorted_values) - 1, math.ceil(share * len(sorted_values)) - 1)
    return sorted_values[max(index, 0)]


def _decision_ms(timings: dict[str, list[int]]) -> dict[str, dict[str, float]]:
    summary: dict[str, dict[str, float]] = {}
    for level in LEVELS:
        values = sorted(timings.get(level, ()))
        if values:
            summary[level] = {
                "median": round(statistics.median(values) / 1e6, 4),
                "p99": round(_percentile(values, 0.99) / 1e6, 4),
                "decisions": len(values),
            }
    return summary


def _entry_reports(setup: _Setup, records: list[GameRecord]) -> tuple[EntryReport, ...]:
    reports = []
    for entry, level in enumerate(setup.levels):
        if setup.duplicate:
            per_deal: dict[int, list[int]] = {}
            for record in records:
                per_deal.setdefault(record.deal, []).append(record.penalties[entry])
            samples = [statistics.fmean(values) for values in per_deal.values()]
        else:
            samples = [record.penalties[entry] for record in records]
        mean, _ = _mean_ci([record.penalties[entry] for record in records])
        _, ci = _mean_ci(samples)
        wins = sum(record.winner == entry for record in records)
        rummy = sum(record.winner == entry and record.rummy for record in records)
        reports.append(EntryReport(entry, level, mean, ci, wins / len(records), rummy))
    return tuple(reports)


def run_tournament(
    rules: RuleSet,
    levels: Sequence[Level],
    games: int,
    *,
    seed: int = 1,
    duplicate: bool = False,
    workers: int = 1,
    on_progress: Callable[[int], None] | None = None,
) -> TournamentReport:
    """Play ``games`` games (rounded up to whole rotations with ``duplicate``)."""
    if games < 1:
        raise ValueError("--games must be at least 1")
    setup = _Setup(rules, tuple(levels), seed, duplicate)
    players = len(setup.levels)
    if duplicate:
        games = math.ceil(games / players) * players
    records: list[GameRecord] = []
    timings: dict[str, list[int]] = {}
    started = time.perf_counter()
    for batch in _batches(setup, games, workers):
        records.extend(batch.games)
        for level, values in batch.timings.items():
            timings.setdefault(level, []).extend(values)
        if on_progress is not None:
            on_progress(len(batch.games))
    seconds = time.perf_counter() - started
    records.sort(key=lambda record: record.deal)
    return TournamentReport(
        rules=rules.name,
        games=games,
        deals=len({record.deal for record in records}),
        duplicate=duplicate,
        seed=seed,
        seconds=seconds,
        draws=sum(record.winner is None for record in records),
        entries=_entry_reports(setup, records),
        decision_ms=_decision_ms(timings),
    )


def format_report(report: TournamentReport) -> str:
    """The report as a plain-text table."""
    mode = "duplicate deals" if report.duplicate else "single deals"
    lines = [
        f"{report.games} games ({report.deals} deals, {mode}), rules: {printable(report.rules)}, seed {report.seed}",
        "",
        f"{'seat':<5}{'level':<8}{'penalty/game':>14}{'95% CI':>10}{'won':>8}{'rummy':>7}",
    ]
    for entry in report.entries:
        lines.append(
            f"{entry.entry:<5}{entry.level:<8}{entry.mean_penalty:>14.2f}{'±' + format(entry.ci95, '.2f'):>10}"
            f"{entry.win_share:>8.1%}{entry.rummy_wins:>7}"
        )
    lines += ["", f"drawn games: {report.draws}", f"speed: {report.games_per_second:.1f} games/s", ""]
    lines.append(f"{'level':<8}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}")
    for level, figures in report.decision_ms.items():
        lines.append(f"{level:<8}{int(figures['decisions']):>10}{figures['median']:>11.3f}{figures['p99']:>9.3f}")
    return "\n".join(lines)


def _run_with_bar(run: Callable[[Callable[[int], None] | None], TournamentReport], games: int) -> TournamentReport:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn("playing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True) as progress:
        task = progress.add_task("games", total=games)
        return run(lambda done: progress.advance(task, done))


def run_tournament_cli(args: argparse.Namespace) -> int:
    """``sevenbridge simulate``: play, then print the table (or JSON)."""
    try:
        levels = parse_seats(args.seats)
        rules = load_ruleset(args.rules)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
    except (ValueError, RuleSetError) as error:
        print(f"sevenbridge simulate: {error}", file=sys.stderr)
        return 2
    workers = max(1, getattr(args, "workers", 1))
    total = math.ceil(args.games / len(levels)) * len(levels) if args.duplicate else args.games

    def run(on_progress: Callable[[int], None] | None) -> TournamentReport:
        return run_tournament(
            rules,
            levels,
            args.games,
            seed=args.seed,
            duplicate=args.duplicate,
            workers=workers,
            on_progress=on_progress,
        )

    report = _run_with_bar(run, total) if sys.stdout.isatty() and not args.json else run(None)
    print(json.dumps(report.as_dict()) if args.json else format_report(report))
    return 0
