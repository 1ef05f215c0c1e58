"""Headless tournaments: CPU levels play many games and the results are measured.

``run_tournament`` plays games with no screen, the dealer moving one seat each
game as in a match, and reports each entry of the seat list: its average
penalty per game with a 95% confidence interval, its share of games won, its
wins by going out at once, the games played per second and how long each
level took per decision.

With ``duplicate`` every deal is played once per rotation of the entries
round the table, so each entry plays each hand from each seat and the luck of
the deal cancels out; the confidence interval then treats each deal (all its
rotations together) as one sample.

A tournament of any length runs in bounded memory: games are handed out in
small chunks, only a few chunks are in flight at once, each chunk comes back
as running sums (never as a list of games), and decision times go into a
fixed-size histogram (``DecisionTimes``). Interrupted (Ctrl+C), it stops
handing out games and reports those finished.

The command line (``cli.py``) reads and checks the arguments; this module
takes typed values.
"""

from __future__ import annotations

import math
import random
import signal
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Final

from ..cells import cell_width, pad_left, pad_right
from ..choices import LEVELS, Level
from ..cpu import Policy, cpu_player
from ..engine.rules import RuleSet, shown_ruleset_name
from ..engine.turns import apply_action, legal_actions, new_game
from ..quoting import printable
from ..translation import _, ngettext
from .decision_times import DecisionTimes

__all__ = [
    "EntryReport",
    "TournamentReport",
    "format_report",
    "run_tournament",
]

Z_95: Final = 1.96
"""Normal quantile of a two-sided 95% confidence interval."""
CHUNK: Final = 10
"""Games handed to a worker process at a time (whole deals with ``duplicate``)."""
IN_FLIGHT_PER_WORKER: Final = 2
"""Chunks queued per worker: enough to keep every worker busy, few enough to bound memory."""


@dataclass(slots=True)
class _Sums:
    """Running sums of one series of integer samples: count, sum and sum of squares, exact."""

    count: int = 0
    total: int = 0
    squares: int = 0

    def add(self, value: int) -> None:
        self.count += 1
        self.total += value
        self.squares += value * value

    def merge(self, other: _Sums) -> None:
        self.count += other.count
        self.total += other.total
        self.squares += other.squares

    def mean_ci(self, scale: int = 1) -> tuple[float, float]:
        """Mean of the samples divided by ``scale``, and the half-width of its 95% confidence interval."""
        if self.count == 0:
            return math.nan, math.inf
        mean = self.total / self.count / scale
        if self.count < 2:
            return mean, math.inf
        variance = (self.squares - self.total * self.total / self.count) / (self.count - 1) / (scale * scale)
        return mean, Z_95 * math.sqrt(max(variance, 0.0) / self.count)


@dataclass(slots=True)
class _Entry:
    """One entry's results so far."""

    penalties: _Sums = field(default_factory=_Sums)
    """One sample per game."""
    samples: _Sums = field(default_factory=_Sums)
    """The confidence interval's samples: per game, or per deal (its rotations' sum) with ``duplicate``."""
    wins: int = 0
    out_at_once: int = 0

    def merge(self, other: _Entry) -> None:
        self.penalties.merge(other.penalties)
        self.samples.merge(other.samples)
        self.wins += other.wins
        self.out_at_once += other.out_at_once


@dataclass(slots=True)
class _Tally:
    """Everything measured over some games, in space that does not grow with them."""

    entries: list[_Entry]
    games: int = 0
    deals: int = 0
    draws: int = 0
    times: dict[str, DecisionTimes] = field(default_factory=dict)

    @classmethod
    def empty(cls, players: int) -> _Tally:
        return cls([_Entry() for _seat in range(players)])

    def merge(self, other: _Tally) -> None:
        for mine, theirs in zip(self.entries, other.entries, strict=True):
            mine.merge(theirs)
        self.games += other.games
        self.deals += other.deals
        self.draws += other.draws
        for level, times in other.times.items():
            self.times.setdefault(level, DecisionTimes()).merge(times)


@dataclass(frozen=True, slots=True)
class EntryReport:
    """The results of one entry of the seat list."""

    entry: int
    level: str
    mean_penalty: float
    ci95: float
    """Half-width of the 95% confidence interval of ``mean_penalty``."""
    win_share: float
    out_at_once_wins: int


@dataclass(frozen=True, slots=True)
class TournamentReport:
    """Everything ``sevenbridge simulate`` prints."""

    rules: str
    games: int
    """Games played (fewer than asked if the tournament was interrupted)."""
    deals: int
    duplicate: bool
    seed: int
    seconds: float
    draws: int
    entries: tuple[EntryReport, ...]
    decision_ms: dict[str, dict[str, float]]
    """Per level: ``median`` and ``p99`` milliseconds per decision (within 2.2%), and ``decisions``."""
    planned: int
    """Games the tournament was to play."""

    @property
    def interrupted(self) -> bool:
        """Whether the tournament stopped before playing every planned game."""
        return self.games < self.planned

    @property
    def games_per_second(self) -> float:
        """Games finished per second of wall time."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """The report as plain data, for ``--json``."""
        return {
            "rules": self.rules,
            "games": self.games,
            "planned_games": self.planned,
            "interrupted": self.interrupted,
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
                    "out_at_once_wins": entry.out_at_once_wins,
                }
                for entry in self.entries
            ],
            "decision_ms": self.decision_ms,
        }


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

    @property
    def rotations(self) -> int:
        """Games per deal."""
        return len(self.levels) if self.duplicate else 1


def _play_deals(setup: _Setup, deals: range) -> _Tally:
    """Play every rotation of ``deals`` and measure them."""
    players = len(setup.levels)
    policies: list[Policy] = [cpu_player(level, seed=_cpu_seed(setup.seed, i)) for i, level in enumerate(setup.levels)]
    tally = _Tally.empty(players)
    tally.times = {level: DecisionTimes() for level in set(setup.levels)}
    clock = time.perf_counter_ns
    for deal in deals:
        deal_totals = [0] * players
        for shift in range(setup.rotations):
            entry_at = [(seat - shift) % players for seat in range(players)]
            state = new_game(setup.rules, players, seed=_deal_seed(setup.seed, deal), dealer=deal % players)
            while state.result is None:
                entry = entry_at[state.to_act]
                view = state.view(state.to_act)
                legal = legal_actions(state)
                started = clock()
                action = policies[entry].choose(view, legal)
                tally.times[setup.levels[entry]].add(clock() - started)
                state = apply_action(state, action)
            result = state.result
            winner = None if result.winner is None else entry_at[result.winner]
            for entry in range(players):
                penalty = result.penalties[(entry + shift) % players]
                deal_totals[entry] += penalty
                tally.entries[entry].penalties.add(penalty)
                if not setup.duplicate:
                    tally.entries[entry].samples.add(penalty)
            if winner is None:
                tally.draws += 1
            else:
                tally.entries[winner].wins += 1
                tally.entries[winner].out_at_once += result.out_at_once
            tally.games += 1
        if setup.duplicate:
            for entry, total in enumerate(deal_totals):
                tally.entries[entry].samples.add(total)
        tally.deals += 1
    return tally


def _play_chunk(job: tuple[_Setup, int, int]) -> _Tally:
    setup, start, stop = job
    return _play_deals(setup, range(start, stop))


def _ignore_interrupts() -> None:
    """Workers leave Ctrl+C to the main process, which stops handing out work and reports."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold Ctrl+C back from this thread while it hands out work, which is when workers start.

    A worker inherits the blocked signal, so Ctrl+C cannot reach it even while
    it is still importing, before ``_ignore_interrupts`` runs; this process
    gets a held Ctrl+C the moment the block ends. Where threads have no
    signal mask, the initializer alone guards the workers.
    """
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _chunks(setup: _Setup, deals: int) -> Iterator[tuple[_Setup, int, int]]:
    """The work, made as it is handed out (never all at once)."""
    size = max(1, CHUNK // setup.rotations)
    for start in range(0, deals, size):
        yield setup, start, min(start + size, deals)


def _tallies(setup: _Setup, deals: int, workers: int) -> Generator[_Tally, None, None]:
    """Play every deal, chunk by chunk, on ``workers`` processes (1: this one), with few chunks in flight."""
    jobs = _chunks(setup, deals)
    if workers <= 1:
        yield from map(_play_chunk, jobs)
        return
    context = get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupts) as pool:
        pending: set[Future[_Tally]] = set()
        try:
            for job in jobs:
                with _interrupts_held():
                    pending.add(pool.submit(_play_chunk, job))
                if len(pending) >= workers * IN_FLIGHT_PER_WORKER:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    yield from (future.result() for future in done)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                yield from (future.result() for future in done)
        finally:
            for future in pending:
                future.cancel()


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
    """Play ``games`` games (rounded up to whole rotations with ``duplicate``).

    Ctrl+C (``KeyboardInterrupt``) stops the tournament: the report covers
    the games finished so far, and says it was interrupted.
    """
    if games < 1:
        raise ValueError("a tournament needs at least one game")
    if workers < 1:
        raise ValueError("a tournament needs at least one worker")
    setup = _Setup(rules, tuple(levels), seed, duplicate)
    deals = math.ceil(games / setup.rotations)
    tally = _Tally.empty(len(setup.levels))
    started = time.perf_counter()
    played = _tallies(setup, deals, workers)
    try:
        for chunk in played:
            tally.merge(chunk)
            if on_progress is not None:
                on_progress(chunk.games)
    except KeyboardInterrupt:
        played.close()
    seconds = time.perf_counter() - started
    return _report(setup, tally, seconds, planned=deals * setup.rotations)


def _report(setup: _Setup, tally: _Tally, seconds: float, *, planned: int) -> TournamentReport:
    entries = []
    for number, (level, entry) in enumerate(zip(setup.levels, tally.entries, strict=True)):
        mean, _spread = entry.penalties.mean_ci()
        _sample_mean, ci = entry.samples.mean_ci(setup.rotations)
        share = entry.wins / tally.games if tally.games else 0.0
        entries.append(EntryReport(number, level, mean, ci, share, entry.out_at_once))
    decision_ms: dict[str, dict[str, float]] = {
        level: tally.times[level].summary_ms() for level in LEVELS if level in tally.times and tally.times[level].count
    }
    return TournamentReport(
        rules=setup.rules.name,
        games=tally.games,
        deals=tally.deals,
        duplicate=setup.duplicate,
        seed=setup.seed,
        seconds=seconds,
        draws=tally.draws,
        entries=tuple(entries),
        decision_ms=decision_ms,
        planned=planned,
    )


def _widths(headings: Sequence[str], least: Sequence[int]) -> list[int]:
    """Each column's width: its usual one, widened to keep a space before a heading longer in this language."""
    return [max(usual, cell_width(heading) + 1) for heading, usual in zip(headings, least, strict=True)]


def _seat_table(report: TournamentReport) -> list[str]:
    """Each entry's results under a heading."""
    headings = [_("seat"), _("level"), _("penalty/game"), _("95% CI"), _("won"), _("at once")]
    seat, level, penalty, ci, won, at_once = _widths(headings, (5, 8, 14, 10, 8, 9))
    lines = [
        pad_right(headings[0], seat)
        + pad_right(headings[1], level)
        + pad_left(headings[2], penalty)
        + pad_left(headings[3], ci)
        + pad_left(headings[4], won)
        + pad_left(headings[5], at_once)
    ]
    for entry in report.entries:
        lines.append(
            f"{entry.entry:<{seat}}{entry.level:<{level}}{entry.mean_penalty:>{penalty}.2f}"
            f"{'±' + format(entry.ci95, '.2f'):>{ci}}{entry.win_share:>{won}.1%}{entry.out_at_once_wins:>{at_once}}"
        )
    return lines


def _timing_table(report: TournamentReport) -> list[str]:
    """How long each level took per decision, under a heading."""
    headings = [_("level"), _("decisions"), _("median ms"), _("p99 ms")]
    level, decisions, median, p99 = _widths(headings, (8, 10, 11, 9))
    lines = [
        pad_right(headings[0], level)
        + pad_left(headings[1], decisions)
        + pad_left(headings[2], median)
        + pad_left(headings[3], p99)
    ]
    for name, figures in report.decision_ms.items():
        lines.append(
            f"{name:<{level}}{int(figures['decisions']):>{decisions}}{figures['median']:>{median}.3f}"
            f"{figures['p99']:>{p99}.3f}"
        )
    return lines


def format_report(report: TournamentReport) -> str:
    """The report as a plain-text table, in the current language; levels stay as ``--seats`` writes them."""
    summary = (
        ngettext(
            "{games} game ({deals} deals, duplicate deals), rules: {rules}, seed {seed}",
            "{games} games ({deals} deals, duplicate deals), rules: {rules}, seed {seed}",
            report.games,
        )
        if report.duplicate
        else ngettext(
            "{games} game ({deals} deals, single deals), rules: {rules}, seed {seed}",
            "{games} games ({deals} deals, single deals), rules: {rules}, seed {seed}",
            report.games,
        )
    )
    rules = printable(shown_ruleset_name(report.rules))
    lines = [summary.format(games=report.games, deals=report.deals, rules=rules, seed=report.seed)]
    if report.interrupted:
        interrupted = _("interrupted: {played} of {planned} games played")
        lines.append(interrupted.format(played=report.games, planned=report.planned))
    speed = _("speed: {rate} games/s").format(rate=f"{report.games_per_second:.1f}")
    lines += ["", *_seat_table(report), "", _("drawn games: {draws}").format(draws=report.draws), speed, ""]
    lines += _timing_table(report)
    return "\n".join(lines)
