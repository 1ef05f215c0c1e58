"""Replay opening speed: from a long history on disk to the replay screen drawn.

``sevenbridge replay`` reads the history, finds the last game whose moves were
kept and plays it through the engine before the screen opens; Statistics'
list of games reads the history the same way. The benchmark writes a history
of ``--matches`` real matches (each with its moves) into a temporary folder,
then times, wall clock: reading the last game, reading the list of every
game, reading the statistics (which read past the moves too), and the whole
way from the history to the replay screen drawn in a headless 80×24 app,
beside an empty Textual app drawn the same way.

    python benchmarks/replay_open.py --matches 1000 --repeat 7
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from collections.abc import Callable

from textual.app import App

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import MatchRecord, record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.replays import last_game, recorded_matches
from sevenbridge.persistence.statistics import history_statistics
from sevenbridge.play.replay import GameReplay
from sevenbridge.play.session import Session, start_session
from sevenbridge.ui.app import OpenReplay, SevenBridgeApp
from sevenbridge.ui.table.replay import ReplayScreen

DISTINCT = 20
"""Matches actually played; the history repeats them under other seeds, as the real one would hold others."""


def finished(seed: int) -> Session:
    """A standard four-seat match played to its end by the CPUs, the person's seat included."""
    names = ["You", "North", "East", "West"]
    session = start_session(load_ruleset("standard"), names, ["normal", "hard", "normal", "easy"], seed=seed)
    while not session.match_over:
        session = session.finish_game() if session.game.result is not None else session.apply(session.cpu_choice())
    return session


def write_history(matches: int) -> None:
    """A history of ``matches`` recorded matches, each with the moves of its games."""
    played = [finished(seed) for seed in range(DISTINCT)]
    record_match(played[0])
    lines = [MatchRecord.of(played[number % DISTINCT]).model_dump_json() for number in range(1, matches)]
    with (data_dir() / "history.jsonl").open("a", encoding="utf-8") as history:
        history.write("".join(line + "\n" for line in lines))


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


async def _to_screen() -> None:
    """The replay the command line opens, from reading the history to the screen drawn."""
    app = SevenBridgeApp(OpenReplay(_last()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)


async def _bare() -> None:
    """A Textual app with nothing in it, drawn the same way: what every app pays before its first screen."""
    async with App[None]().run_test(size=(80, 24)) as pilot:
        await pilot.pause()


def _last() -> GameReplay:
    replay = last_game()
    if replay is None:
        raise SystemExit("no game to replay")
    return replay


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["SEVENBRIDGE_HOME"] = home
        write_history(args.matches)
        size = (data_dir() / "history.jsonl").stat().st_size
        last = [_timed(last_game) for _ in range(args.repeat)]
        listed = [_timed(recorded_matches) for _ in range(args.repeat)]
        figures = [_timed(history_statistics) for _ in range(args.repeat)]
        bare = [_timed(lambda: asyncio.run(_bare())) for _ in range(args.repeat)]
        shown = [_timed(lambda: asyncio.run(_to_screen())) for _ in range(args.repeat)]
    each = size / args.matches
    print(f"{args.matches} matches in the history, {size / (1 << 20):.1f} MB on disk ({each:.0f} B each)")
    rows = (
        ("last game read", last),
        ("list of games", listed),
        ("statistics", figures),
        ("bare app on screen", bare),
        ("replay on screen", shown),
    )
    for label, times in rows:
        median, best = statistics.median(times), min(times)
        print(f"{label:18} median {median:7.1f} ms  best {best:7.1f} ms  max {max(times):7.1f} ms")


if __name__ == "__main__":
    main()
