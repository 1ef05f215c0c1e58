"""Deal-by-deal comparison of two versions of a CPU level on the same duplicate deals.

Averages over 2,000 games carry an interval of nearly a point a game, wider
than most changes to a level's judgement. Two versions that play the same
deals make the same moves until their first different decision, so the
per-deal difference of their penalties is far less noisy. Run this once on
the code before a change, saving the penalties, and once after, comparing:

    python benchmarks/paired_strength.py --rules japanese-classic --seed 2026 --save /tmp/before.json
    (change the code)
    python benchmarks/paired_strength.py --rules japanese-classic --seed 2026 --against /tmp/before.json

Each deal is played once per rotation of the seats, the tested level (first
in ``--seats``) taking every seat in turn, as in ``strength.py``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import cast

from sevenbridge.cpu import LEVELS, Level, cpu_player
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.engine.turns import apply_action, legal_actions, new_game

Z_95 = 1.96


def play_deal(rules_name: str, seats: tuple[Level, ...], seed: int, deal: int) -> list[int]:
    """Each entry's total penalty over every rotation of one deal."""
    rules = load_ruleset(rules_name)
    players = len(seats)
    deal_seed = random.Random(f"{seed}/deal/{deal}").randrange(2**63)
    totals = [0] * players
    for shift in range(players):
        policies = [cpu_player(seats[(seat - shift) % players], seed=seed + seat) for seat in range(players)]
        state = new_game(rules, players, seed=deal_seed, dealer=deal % players)
        while state.result is None:
            state = apply_action(state, policies[state.to_act].choose(state.view(state.to_act), legal_actions(state)))
        for seat, penalty in enumerate(state.result.penalties):
            totals[(seat - shift) % players] += penalty
    return totals


def margin(deals: list[list[int]]) -> tuple[float, float]:
    """The tested entry's penalty per game, and how much lower it is than the others' average."""
    players = len(deals[0])
    games = len(deals) * players
    tested = sum(totals[0] for totals in deals) / games
    others = sum(sum(totals[1:]) for totals in deals) / (players - 1) / games
    return tested, 1 - tested / others if others else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="deals, each played once per rotation (default 500)")
    parser.add_argument("--rules", choices=RULESET_NAMES, default="standard")
    parser.add_argument("--seats", default="hard,normal,normal,normal", help="levels, the tested one first")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--save", type=Path, help="write the per-deal penalties to this JSON file")
    parser.add_argument("--against", type=Path, help="compare with per-deal penalties saved earlier")
    args = parser.parse_args()
    names = args.seats.split(",")
    if not 2 <= len(names) <= 6 or any(name not in LEVELS for name in names):
        parser.error(f"--seats wants two to six of {', '.join(LEVELS)}, separated by commas")
    seats = tuple(cast(Level, name) for name in names)
    saved = json.loads(args.against.read_text()) if args.against else {}
    if saved and (saved["rules"], saved["seats"], saved["seed"]) != (args.rules, args.seats, args.seed):
        parser.error(f"{args.against} holds other deals: {saved['rules']}, {saved['seats']}, seed {saved['seed']}")
    play = partial(play_deal, args.rules, seats, args.seed)
    with ProcessPoolExecutor(args.workers) as pool:
        deals = list(pool.map(play, range(args.deals), chunksize=5))
    tested, fewer = margin(deals)
    print(f"{seats[0]}: {tested:.2f} a game, {fewer:.1%} fewer than the others")
    if args.save:
        args.save.write_text(json.dumps({"rules": args.rules, "seats": args.seats, "seed": args.seed, "deals": deals}))
    if args.against:
        before: list[list[int]] = saved["deals"][: len(deals)]
        players = len(seats)
        change = [(now[0] - then[0]) / players for now, then in zip(deals, before, strict=False)]
        spread = Z_95 * statistics.stdev(change) / math.sqrt(len(change)) if len(change) > 1 else math.inf
        then_tested, then_fewer = margin(before)
        print(
            f"before: {then_tested:.2f} a game, {then_fewer:.1%} fewer; "
            f"change {statistics.fmean(change):+.2f} ± {spread:.2f} a game over {len(change)} deals"
        )


if __name__ == "__main__":
    main()
