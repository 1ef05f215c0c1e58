"""What holding a nearly complete hand back is worth, position by position.

Whole-game averages cannot say which of Hard's holds pay: a hold changes a
game's course, and the game's luck swamps it. This plays duplicate deals with
Hard in every seat in turn and three Normals, and wherever Hard has nothing on
the table and a plan with melds in it, plays the position out both ways, Hard
holding (discarding with the melds kept in hand) and Hard melding, on the same
reshuffled stocks, with the same players afterwards. The difference of the
two is what the choice was worth there: in Hard's penalty, and in what the
others paid.

    python benchmarks/hold_rollouts.py --rules japanese-classic --seed 7 --deals 800

Positions are grouped by whether the hand holds the joker and a 7. "worse"
is how much the hold costs by the strength table's measure (Hard's extra
penalty, less three quarters of the others' extra: their share in the
margin), with its 95% interval over positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import NamedTuple

from rollouts import Difference, both_ways
from sevenbridge.cpu import cpu_player
from sevenbridge.cpu.hard import HardPolicy
from sevenbridge.cpu.knowledge import Knowledge
from sevenbridge.cpu.turn import best_plan, choose_play
from sevenbridge.engine.actions import Discard
from sevenbridge.engine.cards import JOKER, SEVEN
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import apply_action, legal_actions, new_game

Z_95 = 1.96


class Position(NamedTuple):
    """One position where Hard could hold: what it did, and the hold's cost both ways."""

    held: bool
    joker: bool
    seven: bool
    difference: Difference
    """Holding against melding."""


def play_deal(rules_name: str, seed: int, stocks: int, deal: int) -> list[Position]:
    """Every hold position of one deal, Hard taking each seat in turn."""
    rules = load_ruleset(rules_name)
    deal_seed = random.Random(f"{seed}/deal/{deal}").randrange(2**63)
    positions = []
    for hard_seat in range(4):
        policies = [cpu_player("hard" if seat == hard_seat else "normal", seed=seed + seat) for seat in range(4)]
        state = new_game(rules, 4, seed=deal_seed, dealer=deal % 4)
        while state.result is None:
            view = state.view(state.to_act)
            legal = legal_actions(state)
            action = policies[state.to_act].choose(view, legal)
            if state.to_act == hard_seat and view.phase is Phase.PLAY and len(legal) > 1:
                know = Knowledge(view)
                plan = best_plan(know, HardPolicy.judge, view.hand, False)
                if not know.has_meld and plan.cover.melds and plan.discard is not None and plan.cost != float("-inf"):
                    hold = Discard(plan.discard)
                    meld = choose_play(know, HardPolicy.judge, legal)
                    if hold != meld:
                        difference = both_ways(state, hold, meld, policies, hard_seat, stocks)
                        seven = any(card is not JOKER and card.rank == SEVEN for card in view.hand)
                        positions.append(Position(action == hold, JOKER in view.hand, seven, difference))
            state = apply_action(state, action)
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="deals, each played once per seat of Hard (default 400)")
    parser.add_argument("--rules", choices=RULESET_NAMES, default="japanese-classic")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--stocks", type=int, default=16, help="reshuffled stocks per position (default 16)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    play = partial(play_deal, args.rules, args.seed, args.stocks)
    with ProcessPoolExecutor(args.workers) as pool:
        positions = [position for deal in pool.map(play, range(args.deals), chunksize=2) for position in deal]
    groups: dict[tuple[bool, bool, bool], list[Position]] = defaultdict(list)
    for position in positions:
        groups[position.held, position.joker, position.seven].append(position)
    print(f"{args.rules}, seed {args.seed}: {len(positions)} positions, {args.stocks} stocks each")
    print(f"{'Hard':<6} {'joker':<6} {'7':<6} {'positions':>9} {'Hard +':>7} {'others +':>8} {'worse':>14}")
    for (held, joker, seven), group in sorted(groups.items()):
        worse = [p.difference.worse for p in group]
        spread = Z_95 * statistics.stdev(worse) / len(worse) ** 0.5 if len(worse) > 1 else float("nan")
        print(
            f"{'holds' if held else 'melds':<6} {'yes' if joker else 'no':<6} {'yes' if seven else 'no':<6} "
            f"{len(group):>9} {statistics.fmean(p.difference.seat_extra for p in group):>7.2f} "
            f"{statistics.fmean(p.difference.others_extra for p in group):>8.2f} "
            f"{statistics.fmean(worse):>7.2f} ± {spread:<5.2f}"
        )


if __name__ == "__main__":
    main()
