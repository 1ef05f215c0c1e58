"""Engine throughput: complete games of random legal play per second, on one core.

CPU time is measured (not wall time), so other work on the machine matters less;
the same games are played ``--repeat`` times and the fastest and the median run
are reported, since a busy machine only ever makes a run slower. Every step asks
``legal_actions`` and applies a uniformly chosen one, so this measures the
engine alone (no CPU player logic).

    python benchmarks/engine_throughput.py --games 2000 --players 4 --rules standard
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from sevenbridge import RULESET_NAMES, apply_action, legal_actions, load_ruleset, new_game


def play_random_games(rules_name: str, players: int, games: int, seed: int) -> tuple[float, int]:
    """Play ``games`` random games; return (CPU seconds, actions applied)."""
    rules = load_ruleset(rules_name)
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for number in range(games):
        state = new_game(rules, players, seed=seed + number, dealer=number % players)
        while state.result is None:
            state = apply_action(state, rng.choice(legal_actions(state)))
            actions += 1
    return time.process_time() - start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", choices=RULESET_NAMES, default="standard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    runs = [play_random_games(args.rules, args.players, args.games, args.seed) for _ in range(args.repeat)]
    times = [seconds for seconds, _ in runs]
    best, median, actions = min(times), statistics.median(times), runs[0][1]
    print(
        f"{args.games} games, {args.players} players, {args.rules}, best of {args.repeat}: "
        f"{args.games / best:,.0f} games/s ({best / actions * 1e6:.1f} µs/action, "
        f"{actions / args.games:.0f} actions/game); median run {args.games / median:,.0f} games/s"
    )


if __name__ == "__main__":
    main()
