"""Autosave and Continue speed: how long saving and loading a match takes, and how large the file is.

The table saves after every move, so a save must cost far less than a frame.
Positions are taken every few moves through CPU-only matches; each is saved
and loaded (replaying every move from the deal) into a temporary folder.
Wall time is measured, since the write includes an fsync.

    python benchmarks/save_speed.py --matches 3 --every 5
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

from sevenbridge.engine.actions import Action
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.advice import advise
from sevenbridge.play.session import Session, start_session


def positions(matches: int, every: int) -> list[Session]:
    """Every ``every``-th position of ``matches`` four-seat matches with jokers.

    The person's seat (a save always has one, first) plays the hint's move, so
    the games run as long as real ones.
    """
    rules = load_ruleset("with-joker")
    found = []
    for seed in range(matches):
        session = start_session(rules, ["You", "E", "S", "W"], [None, "normal", "easy", "normal"], seed=seed)
        moves = 0
        while not session.match_over:
            session = session.finish_game() if session.game.result is not None else session.apply(_move(session))
            moves += 1
            if moves % every == 0:
                found.append(session)
    return found


def _move(session: Session) -> Action:
    """The next move: the CPU's own, or for the person the hint's."""
    return advise(session.game).action if session.waiting_for_human else session.cpu_choice()


def measure(sessions: list[Session]) -> tuple[list[float], list[float], list[int]]:
    """Milliseconds to save and to load each session, and the file's size in bytes."""
    saves, loads, sizes = [], [], []
    for session in sessions:
        start = time.perf_counter()
        save_match(session)
        middle = time.perf_counter()
        loaded = load_match()
        end = time.perf_counter()
        if not isinstance(loaded, LoadedMatch) or loaded.session != session:
            raise SystemExit(f"a save did not load back equal: {loaded!r}")
        saves.append((middle - start) * 1000)
        loads.append((end - middle) * 1000)
        sizes.append((data_dir() / "match.json").stat().st_size)
    return saves, loads, sizes


def _summary(label: str, values: list[float], unit: str) -> str:
    ordered = sorted(values)
    p95 = ordered[int(len(ordered) * 0.95)]
    median = statistics.median(values)
    return f"{label:<6} median {median:8.2f} {unit}  p95 {p95:8.2f} {unit}  max {ordered[-1]:8.2f} {unit}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--every", type=int, default=5, help="measure every n-th position")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["SEVENBRIDGE_HOME"] = home
        sessions = positions(args.matches, args.every)
        saves, loads, sizes = measure(sessions)
    print(f"{len(sessions)} positions from {args.matches} matches")
    print(_summary("save", saves, "ms"))
    print(_summary("load", loads, "ms"))
    print(_summary("size", [size / 1024 for size in sizes], "KB"))


if __name__ == "__main__":
    main()
