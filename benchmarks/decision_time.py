"""Decision time per CPU level: median and 99th percentile of one ``choose`` call.

Each level plays a duplicate tournament against itself (4 seats) so every
decision it makes is timed in realistic positions, on one core.

    python benchmarks/decision_time.py --games 400 --rules standard
"""

from __future__ import annotations

import argparse

from sevenbridge.cpu import LEVELS
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.play.tournament import run_tournament

TARGET_MS = {"easy": (2.0, None), "normal": (2.0, None), "hard": (100.0, 500.0)}
"""Per level: the median and 99th-percentile limits, in milliseconds."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--rules", choices=RULESET_NAMES, default="standard")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rules = load_ruleset(args.rules)
    print("| level | rules | decisions | median ms | p99 ms | max median | max p99 |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for level in LEVELS:
        report = run_tournament(rules, (level,) * 4, args.games, seed=args.seed, duplicate=True)
        figures = report.decision_ms[level]
        median_limit, p99_limit = TARGET_MS[level]
        print(
            f"| {level} | {args.rules} | {int(figures['decisions'])} | {figures['median']:.3f} | {figures['p99']:.3f} "
            f"| {median_limit} | {p99_limit or '-'} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
