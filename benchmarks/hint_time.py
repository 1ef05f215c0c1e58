"""Hint latency: how long the ``h`` key takes to work out its advice, median and 99th percentile.

Whole matches are played by CPUs, the player's seat by a Hard CPU (so the
positions are those a good player reaches: melds down, pons, long games). At
every decision of the player's seat the hint is worked out exactly as the
table's worker does it, advice and sentence, and timed on one core. The
player's seat then plays its own move, so the game goes on as it would.

    python benchmarks/hint_time.py --games 40 --rules standard
"""

from __future__ import annotations

import argparse
import statistics
import time

from sevenbridge.cpu import Level, reason_text
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.play.advice import advise
from sevenbridge.play.session import Session, start_session

TARGET_MS = (200.0, 1000.0)
"""The median and 99th-percentile limits, in milliseconds."""
OPPONENTS: tuple[Level, ...] = ("hard", "normal", "easy")
"""The levels of the seats around the player."""


def hint_times(session: Session, games: int) -> list[float]:
    """Milliseconds per hint at every decision of seat 0, over ``games`` games of ``session``'s match and the next."""
    times: list[float] = []
    played = 0
    while played < games:
        if session.game.result is not None:
            played += 1
            session = session.finish_game()
            if session.match_over:
                seats = session.seats
                levels = [seat.level for seat in seats]
                rules = session.rules
                session = start_session(rules, [seat.name for seat in seats], levels, seed=played)
            continue
        if session.seat_to_act is session.seats[0]:
            start = time.perf_counter()
            decision = advise(session.game)
            reason_text(decision.action, decision.reason)
            times.append((time.perf_counter() - start) * 1000)
        session = session.apply(session.cpu_choice())
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rules", choices=RULESET_NAMES, default="standard")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rules = load_ruleset(args.rules)
    session = start_session(rules, ["You", "West", "North", "East"], ["hard", *OPPONENTS], seed=args.seed)
    times = sorted(hint_times(session, args.games))
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    median_limit, p99_limit = TARGET_MS
    print("| rules | games | hints | median ms | p99 ms | max ms | max median | max p99 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print(
        f"| {args.rules} | {args.games} | {len(times)} | {statistics.median(times):.2f} | {p99:.2f} "
        f"| {times[-1]:.2f} | {median_limit:.0f} | {p99_limit:.0f} |"
    )


if __name__ == "__main__":
    main()
