"""Where two levels part ways, and which of them was right.

The strength table says how much less one level pays than another over
whole games; this says where that difference comes from. It plays duplicate
deals with the tested level in every seat in turn and the other level in the
rest, and at each of the tested seat's decisions asks the other level what it
would do from the same view. Where the two differ, the position is played out
both ways on the same reshuffled stocks (see ``rollouts.py``), everyone
playing on as before, and the difference is what the tested level's choice
was worth there.

    python benchmarks/level_divergence.py --rules japanese-classic --seed 5 --deals 300

Decisions are grouped by what each level did (a discard against a discard,
a discard against a meld: holding a hand back, a pon against a pass, ...).
"better" is how much the tested level's choice saved by the strength table's
measure (its own penalty, less three quarters of the others'), with its 95%
interval over positions; "a game" is that saving spread over every game.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import NamedTuple, cast

from rollouts import both_ways
from sevenbridge.cpu import LEVELS, Level, cpu_player
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.engine.turns import apply_action, legal_actions, new_game

Z_95 = 1.96
PLAYERS = 4


class Parting(NamedTuple):
    """One decision where the levels differ, and what the tested level's choice saved."""

    kind: str
    better: float


def play_deal(rules_name: str, tested: Level, other: Level, seed: int, stocks: int, deal: int) -> list[Parting]:
    """Every parting of one deal, the tested level taking each seat in turn."""
    rules = load_ruleset(rules_name)
    deal_seed = random.Random(f"{seed}/deal/{deal}").randrange(2**63)
    partings = []
    for seat in range(PLAYERS):
        policies = [cpu_player(tested if each == seat else other, seed=seed + each) for each in range(PLAYERS)]
        advisor = cpu_player(other, seed=seed + seat)
        state = new_game(rules, PLAYERS, seed=deal_seed, dealer=deal % PLAYERS)
        while state.result is None:
            view = state.view(state.to_act)
            legal = legal_actions(state)
            action = policies[state.to_act].choose(view, legal)
            if state.to_act == seat and len(legal) > 1:
                advice = advisor.choose(view, legal)
                if advice != action:
                    kind = f"{type(action).__name__.lower()} / {type(advice).__name__.lower()}"
                    partings.append(Parting(kind, both_ways(state, advice, action, policies, seat, stocks).worse))
            state = apply_action(state, action)
    return partings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tested", choices=LEVELS, default="hard")
    parser.add_argument("--against", choices=LEVELS, default="normal")
    parser.add_argument("--deals", type=int, default=300, help="deals, each played once per seat (default 300)")
    parser.add_argument("--rules", choices=RULESET_NAMES, default="japanese-classic")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--stocks", type=int, default=10, help="reshuffled stocks per position (default 10)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    tested, other = cast(Level, args.tested), cast(Level, args.against)
    play = partial(play_deal, args.rules, tested, other, args.seed, args.stocks)
    with ProcessPoolExecutor(args.workers) as pool:
        partings = [parting for deal in pool.map(play, range(args.deals), chunksize=2) for parting in deal]
    games = args.deals * PLAYERS
    groups: dict[str, list[float]] = defaultdict(list)
    for parting in partings:
        groups[parting.kind].append(parting.better)
    groups["all"] = [parting.better for parting in partings]
    print(f"{args.rules}, seed {args.seed}: {tested} against {other}, {games} games, {args.stocks} stocks a position")
    print(f"{tested} / {other:<20} {'positions':>9} {'a game':>7} {'better':>14} {'a game':>7}")
    for kind, saved in sorted(groups.items(), key=lambda item: -len(item[1])):
        spread = Z_95 * statistics.stdev(saved) / len(saved) ** 0.5 if len(saved) > 1 else float("nan")
        print(
            f"{kind:<{len(tested) + 23}} {len(saved):>9} {len(saved) / games:>7.2f} "
            f"{statistics.fmean(saved):>6.2f} ± {spread:<5.2f} {sum(saved) / games:>7.2f}"
        )


if __name__ == "__main__":
    main()
