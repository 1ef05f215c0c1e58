"""Assisted games (a hint or an undo taken) in the history and the statistics, apart from the others."""

from __future__ import annotations

from datetime import UTC, datetime

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import (
    HISTORY_NAME,
    HISTORY_VERSION,
    MatchRecord,
    SeatRecord,
    load_history,
    record_match,
)
from sevenbridge.persistence.line_log import header
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.statistics import Figures, statistics
from sevenbridge.play.session import Session, start_session
from sevenbridge.ui.screens.statistics import statistics_rows
from support import at_random, play_out

OLD_RECORD = (
    b'{"finished_at":"2026-10-01T12:00:00Z","seed":5,"ruleset":"Standard",'
    b'"seats":[{"name":"Aki","level":null},{"name":"North","level":"hard"}],'
    b'"sheet":[[10,0],[0,30]],"totals":[10,30],"places":[1,2]}\n'
)
"""A record as the history kept it before assisted games were noted."""


def short_match(seed: int) -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=2)
    return start_session(rules, ["Aki", "North", "East"], [None, "hard", "easy"], seed=seed)


def record(assisted_games: tuple[int, ...], sheet: list[list[int]]) -> MatchRecord:
    """A two-seat match against Hard; places follow from the totals."""
    totals = tuple(sum(game[seat] for game in sheet) for seat in range(2))
    return MatchRecord(
        finished_at=datetime(2026, 11, 1, tzinfo=UTC),
        seed=len(sheet),
        ruleset="Standard",
        seats=(SeatRecord(name="Aki", level=None), SeatRecord(name="North", level="hard")),
        sheet=tuple(tuple(game) for game in sheet),
        totals=totals,
        places=tuple(1 + sum(other < total for other in totals) for total in totals),
        assisted_games=assisted_games,
    )


def test_a_record_from_before_assisted_games_were_kept_loads_as_unassisted() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / HISTORY_NAME).write_bytes(header(HISTORY_VERSION) + OLD_RECORD)
    records, problem = load_history()
    assert problem is None
    assert [(record.totals, record.assisted_games, record.assisted) for record in records] == [((10, 30), (), False)]


def test_the_assisted_games_of_a_finished_match_are_recorded() -> None:
    session = short_match(3).with_assistance()
    finished = play_out(session, at_random(1))
    assert finished.assisted_games == frozenset({0})
    assert record_match(finished) is None
    records, _ = load_history()
    assert [record.assisted_games for record in records] == [(0,)]
    assert records[0].assisted


def test_statistics_show_assisted_and_unassisted_matches_apart() -> None:
    stats = statistics([record((), [[10, 0], [0, 5]]), record((1,), [[0, 20], [0, 3]]), record((0,), [[40, 0]])])
    assert stats.overall.played == 3
    assert stats.unassisted == Figures(played=1, won=0, games=2, penalty=10, best=10, worst=10)
    assert stats.assisted == Figures(played=2, won=1, games=3, penalty=40, best=0, worst=40)
    labels = [row[0] for row in statistics_rows(stats)]
    assert labels[:3] == ["All", "Without help", "Assisted"]


def test_statistics_without_any_assisted_match_show_no_split() -> None:
    stats = statistics([record((), [[10, 0]])])
    assert stats.assisted == Figures()
    assert "Assisted" not in [row[0] for row in statistics_rows(stats)]
