"""What Statistics counts as a won match, read from history files on disk.

A match is won by finishing first, alone or sharing first place with some of
the others. A match in which every seat shares first place (every game drawn,
say) is a drawn match: played, but won by nobody.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sevenbridge.engine.match import places
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import HISTORY_VERSION, MatchRecord, SeatRecord, record_match
from sevenbridge.persistence.line_log import header
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.statistics import history_statistics
from sevenbridge.play.session import start_session
from support import first_legal, play_out, stock_out_match


def test_a_match_in_which_every_game_was_drawn_is_played_but_not_won() -> None:
    drawn = stock_out_match(seed=6, games=2)
    assert drawn.match.winners == (None, None)
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    won = play_out(start_session(rules, ["Aki", "North"], [None, "easy"], seed=0), first_legal)
    assert [standing.seat for standing in won.match.standings() if standing.place == 1] == [0]
    record_match(drawn)
    record_match(won)

    stats, problem = history_statistics()

    assert problem is None
    assert (stats.overall.played, stats.overall.won) == (2, 1)
    assert (stats.by_level["easy"].played, stats.by_level["easy"].won) == (2, 1)


def record(seed: int, sheet: list[list[int]]) -> MatchRecord:
    """A three-seat match of ``sheet`` as the history keeps it, the person in seat 0."""
    totals = tuple(map(sum, zip(*sheet, strict=True)))
    return MatchRecord(
        finished_at=datetime(2026, 11, 1, tzinfo=UTC),
        seed=seed,
        ruleset="Standard",
        seats=(SeatRecord(name="Aki", level=None), *(SeatRecord(name=name, level="normal") for name in ("N", "E"))),
        sheet=tuple(map(tuple, sheet)),
        totals=totals,
        places=places(totals),
    )


def test_first_place_shared_with_some_is_won_and_with_everyone_is_not() -> None:
    shared_with_one = record(1, [[0, 7, 20], [7, 0, 20]])
    shared_with_all = record(2, [[0, 12, 12], [12, 0, 0]])
    lines = [match.model_dump_json().encode() + b"\n" for match in (shared_with_one, shared_with_all)]
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "history.jsonl").write_bytes(header(HISTORY_VERSION) + b"".join(lines))

    stats, problem = history_statistics()

    assert problem is None
    assert (stats.overall.played, stats.overall.won) == (2, 1)
    assert stats.by_ruleset["Standard"].won == 1
