"""The match history and the statistics drawn from it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from sevenbridge.cpu import Level
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import MatchRecord, SeatRecord, load_history, record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.persistence.statistics import Figures, statistics
from sevenbridge.play.session import Session, start_session
from support import at_random, play_out


def short_match(seed: int) -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=2)
    return start_session(rules, ["Aki", "North", "East"], [None, "hard", "easy"], seed=seed)


def test_recording_a_match_appends_it_and_clears_the_save() -> None:
    first = play_out(short_match(1), at_random(0))
    save_match(first)
    assert isinstance(load_match(), LoadedMatch)
    assert record_match(first) is None
    assert load_match() is None
    second = play_out(short_match(2), at_random(0))
    record_match(second)

    records, problem = load_history()

    assert problem is None
    assert [record.totals for record in records] == [first.match.totals, second.match.totals]
    record = records[0]
    assert record.ruleset == "Simple"
    seeds = [seat.seed for seat in first.seats]
    assert record.seats == (
        SeatRecord(name="Aki", level=None),
        SeatRecord(name="North", level="hard", seed=seeds[1]),
        SeatRecord(name="East", level="easy", seed=seeds[2]),
    )
    assert record.sheet == first.match.sheet
    places = {standing.seat: standing.place for standing in first.match.standings()}
    assert record.places == tuple(places[seat] for seat in range(3))
    assert record.player == 0


def test_a_match_recorded_twice_is_kept_once() -> None:
    session = play_out(short_match(4), at_random(0))
    record_match(session)
    save_match(session)
    record_match(session)
    records, _ = load_history()
    assert len(records) == 1
    assert load_match() is None


def test_a_match_still_being_played_is_not_recorded() -> None:
    with pytest.raises(ValueError, match="finished"):
        record_match(short_match(3))
    assert load_history() == ([], None)


def test_a_bad_history_is_kept_aside_and_a_new_one_started() -> None:
    record_match(play_out(short_match(1), at_random(0)))
    history = data_dir() / "history.jsonl"
    history.write_text('{"schema_version": 1, "matches": [', encoding="utf-8")
    load_history()
    problem = record_match(play_out(short_match(2), at_random(0)))
    assert problem is None
    kept = list(data_dir().glob("history.jsonl.corrupt-*"))
    assert [path.read_text(encoding="utf-8") for path in kept] == ['{"schema_version": 1, "matches": [']
    records, again = load_history()
    assert again is None
    assert len(records) == 1


def record(ruleset: str, levels: list[Level | None], sheet: list[list[int]]) -> MatchRecord:
    """A finished match as the history keeps it; places follow from the totals."""
    totals = tuple(sum(game[seat] for game in sheet) for seat in range(len(levels)))
    return MatchRecord(
        finished_at=datetime(2026, 11, 1, tzinfo=UTC),
        seed=len(sheet),
        ruleset=ruleset,
        seats=tuple(SeatRecord(name=f"seat {index}", level=level) for index, level in enumerate(levels)),
        sheet=tuple(tuple(game) for game in sheet),
        totals=totals,
        places=tuple(1 + sum(other < total for other in totals) for total in totals),
    )


KNOWN = [
    record("Standard", [None, "hard", "normal"], [[10, 0, 30], [0, 25, 5]]),  # 10: won
    record("Standard", [None, "hard"], [[40, 0], [20, 0], [0, 10]]),  # 60: lost
    record("Simple", [None, "easy", "easy"], [[0, 7, 20], [7, 0, 20]]),  # 7: shares first place
    record("Simple", ["normal", "hard"], [[0, 99]]),  # no person at the table: left out
]


def test_statistics_of_known_matches() -> None:
    stats = statistics(KNOWN)

    assert stats.overall == Figures(played=3, won=2, games=7, penalty=77, best=7, worst=60)
    assert stats.overall.average_penalty == pytest.approx(11.0)
    assert stats.by_ruleset == {
        "Simple": Figures(played=1, won=1, games=2, penalty=7, best=7, worst=7),
        "Standard": Figures(played=2, won=1, games=5, penalty=70, best=10, worst=60),
    }
    assert list(stats.by_level) == ["easy", "normal", "hard"]
    assert stats.by_level["easy"] == Figures(played=1, won=1, games=2, penalty=7, best=7, worst=7)
    assert stats.by_level["normal"] == Figures(played=1, won=1, games=2, penalty=10, best=10, worst=10)
    assert stats.by_level["hard"] == Figures(played=2, won=1, games=5, penalty=70, best=10, worst=60)


def test_statistics_of_no_matches_have_no_averages() -> None:
    stats = statistics([])
    assert stats.overall == Figures()
    assert stats.overall.average_penalty is None
    assert stats.by_ruleset == {}
    assert stats.by_level == {}


def test_statistics_of_the_recorded_history() -> None:
    sessions = [play_out(short_match(seed), at_random(seed)) for seed in (1, 2, 3)]
    for session in sessions:
        record_match(session)
    stats = statistics(load_history()[0])
    totals = [session.match.totals[0] for session in sessions]
    assert stats.overall.played == 3
    assert stats.overall.games == 6
    assert stats.overall.penalty == sum(totals)
    assert (stats.overall.best, stats.overall.worst) == (min(totals), max(totals))
    assert stats.overall.won == sum(
        session.match.standings()[0].total == total for session, total in zip(sessions, totals, strict=True)
    )
