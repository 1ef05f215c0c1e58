"""History speed: recording one more match and loading the statistics from a long history.

A finished match is recorded while the player looks at the final score
sheet, and Statistics reads the whole history, so both must stay quick when
the history is long. The benchmark writes a history of ``--matches``
matches in the first format (one ``history.json``) into a temporary folder,
lets the game read it once (which converts it, where the game keeps another
format), then times recording one more match and loading the statistics.
Wall time is measured, since recording includes an fsync.

    python benchmarks/history_speed.py --matches 75000 --repeat 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from functools import partial

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.atomic import write_atomic
from sevenbridge.persistence.history import MatchRecord, SeatRecord, load_history, record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.statistics import history_statistics
from sevenbridge.play.session import Session, start_session


def finished(seed: int) -> Session:
    """A standard three-seat match played to its end by the CPU."""
    session = start_session(load_ruleset("standard"), ["You", "North", "East"], ["normal", "hard", "easy"], seed=seed)
    while not session.match_over:
        session = session.finish_game() if session.game.result is not None else session.apply(session.cpu_choice())
    return session


def write_first_format(matches: int) -> None:
    """A ``history.json`` of ``matches`` records with a person in the first seat, as the first format kept it
    (without the moves of the games, which only format 3 keeps)."""
    played = MatchRecord.of(finished(0))
    record = played.model_copy(update={"seats": (SeatRecord(name="You", level=None), *played.seats[1:])})
    lines = ",".join(
        record.model_copy(update={"seed": 1_000_000 + number}).model_dump_json(exclude={"replay"})
        for number in range(matches)
    )
    write_atomic(data_dir() / "history.json", f'{{"schema_version":1,"matches":[{lines}]}}\n')


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=75_000)
    parser.add_argument("--repeat", type=int, default=3, help="matches recorded (and loads timed) one after another")
    args = parser.parse_args()
    sessions = [finished(seed) for seed in range(1, args.repeat + 1)]
    with tempfile.TemporaryDirectory() as home:
        os.environ["SEVENBRIDGE_HOME"] = home
        write_first_format(args.matches)
        first = _timed(load_history)
        records = [_timed(partial(record_match, session)) for session in sessions]
        loads = [_timed(history_statistics) for _ in range(args.repeat)]
        size = sum(path.stat().st_size for path in data_dir().glob("history.json*"))
        if len(load_history()[0]) != args.matches + args.repeat:
            raise SystemExit("a record went missing")
    print(f"{args.matches} matches in the history, {size / (1 << 20):.1f} MB on disk")
    print(f"first read        {first:9.1f} ms")
    print(f"record one more   median {statistics.median(records):9.1f} ms  max {max(records):9.1f} ms")
    print(f"load statistics   median {statistics.median(loads):9.1f} ms  max {max(loads):9.1f} ms")


if __name__ == "__main__":
    main()
