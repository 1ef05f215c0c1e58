"""Strength table: each CPU level against a field of weaker or equal players.

Every row is a duplicate tournament (each deal played once per rotation of the
seats, so every player gets every hand) of 4 players, or ``--players``. The
figure that matters is how many fewer penalty points per game the tested level
averages than the players it sits with.

    python benchmarks/strength.py --games 2000 --workers 2
    python benchmarks/strength.py --games 2000 --workers 2 --rules with-joker ace-low --rows hard-normal normal-easy
    python benchmarks/strength.py --games 2000 --workers 2 --rules japanese-classic --players 6
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from sevenbridge.cpu import Level
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.play.tournament import TournamentReport, run_tournament

ROWS: dict[str, tuple[Level, Level]] = {
    "hard-normal": ("hard", "normal"),
    "normal-easy": ("normal", "easy"),
    "hard-easy": ("hard", "easy"),
}
"""Row name: the level tested, and the level of the seats around it."""
TARGET = 0.25
"""The tested level should average at least this much less than its table."""


def row(report: TournamentReport) -> dict[str, object]:
    """The figures of one row: the tested seat against the mean of the others."""
    tested, *others = report.entries
    field = statistics.fmean(entry.mean_penalty for entry in others)
    fewer = 1 - tested.mean_penalty / field if field else 0.0
    return {
        "rules": report.rules,
        "level": tested.level,
        "field": others[0].level,
        "games": report.games,
        "penalty": round(tested.mean_penalty, 2),
        "ci95": round(tested.ci95, 2),
        "field_penalty": round(field, 2),
        "fewer": round(fewer, 3),
        "won": round(tested.win_share, 3),
        "field_won": round(statistics.fmean(entry.win_share for entry in others), 3),
        "target_met": fewer >= TARGET,
        "games_per_second": round(report.games_per_second, 1),
        "decision_ms": report.decision_ms,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per row (default 2000)")
    parser.add_argument("--rules", nargs="+", choices=RULESET_NAMES, default=["standard"])
    parser.add_argument("--rows", nargs="+", choices=sorted(ROWS), default=list(ROWS))
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, choices=range(2, 7), default=4, help="seats at the table (default 4)")
    parser.add_argument("--json", action="store_true", help="one JSON object per row instead of a table")
    args = parser.parse_args()
    if not args.json:
        print(
            f"| rules | level | vs {args.players - 1}× | games | its penalty/game | theirs | fewer "
            "| won (theirs) | target | seconds |"
        )
        print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    for rules_name in args.rules:
        for name in args.rows:
            tested, field = ROWS[name]
            started = time.perf_counter()
            report = run_tournament(
                load_ruleset(rules_name),
                (tested, *(field,) * (args.players - 1)),
                args.games,
                seed=args.seed,
                duplicate=True,
                workers=args.workers,
            )
            figures = {**row(report), "players": args.players}
            if args.json:
                print(json.dumps(figures), flush=True)
                continue
            print(
                f"| {rules_name} | {tested} | {field} | {figures['games']} | {figures['penalty']} ± {figures['ci95']} "
                f"| {figures['field_penalty']} | {figures['fewer']:.0%} | {figures['won']:.1%} "
                f"({figures['field_won']:.1%}) | {'met' if figures['target_met'] else 'NOT met'} "
                f"| {time.perf_counter() - started:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
