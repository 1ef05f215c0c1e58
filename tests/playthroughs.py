"""Golden playthroughs: seeded games of random legal play, written out step by step.

Each file in ``tests/golden/`` holds three games of one rule set (2, 4 and 6
players): the deal, then per step the seat to act, how many legal actions it
had and the one played (in its text form), then the result. The
actions are random, with a lean towards melding (see ``choose``). The engine's
fast paths (bit masks, caches, states built by position) must leave every
line as it is; ``test_golden_playthroughs.py`` replays them.

After a deliberate change of the engine's behaviour, write them again and
read the diff::

    python tests/playthroughs.py
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Final

from sevenbridge import (
    RULESET_NAMES,
    Action,
    Discard,
    Draw,
    GameState,
    Pass,
    RuleSet,
    apply_action,
    legal_actions,
    load_ruleset,
    new_game,
)

GOLDEN: Final = Path(__file__).parent / "golden"

GAMES: Final = ((2, 1), (4, 2), (6, 3))
"""Each game's players and seed; the seed also drives the random choices."""


def _custom() -> RuleSet:
    """Two jokers, no ace above the king, going out by melding, a dry stock ends the game."""
    return load_ruleset("with-joker").with_changes(
        jokers=2, ace_high=False, final_discard_required=False, stock_empty="draw"
    )


RULE_SETS: Final[dict[str, RuleSet]] = {name: load_ruleset(name) for name in RULESET_NAMES} | {"custom": _custom()}


def _deal(state: GameState) -> list[str]:
    return [f"hand {seat}: {' '.join(card.code for card in hand)}" for seat, hand in enumerate(state.hands)]


def choose(legal: list[Action], rng: random.Random) -> Action:
    """A random legal action, three times in four a meld, lay-off or claim when there is
    one, so that games end by going out and reach the scoring as well as the reshuffles."""
    bold = [action for action in legal if not isinstance(action, Draw | Pass | Discard)]
    if bold and rng.random() < 0.75:
        return rng.choice(bold)
    return rng.choice(legal)


def playthrough(rules: RuleSet, players: int, seed: int) -> list[str]:
    """The lines of one game: ``random.Random(seed)`` picks each action among the legal ones."""
    state = new_game(rules, players, seed=seed, dealer=seed % players)
    lines = [f"game: {players} players, seed {seed}, dealer {state.dealer}", *_deal(state)]
    rng = random.Random(seed)
    step = 0
    while state.result is None:
        legal = legal_actions(state)
        action = choose(legal, rng)
        step += 1
        lines.append(f"{step:3} seat {state.to_act} legal {len(legal):2}  {action}")
        state = apply_action(state, action)
    result = state.result
    assert result is not None
    winner = "nobody" if result.winner is None else f"seat {result.winner}"
    penalties = " ".join(map(str, result.penalties))
    lines.append(f"result: {result.termination.value}, winner {winner}, penalties {penalties}")
    return lines


def golden_text(name: str) -> str:
    """The whole golden file of the rule set ``name``."""
    lines = [f"# Golden playthroughs, rule set {name}: written by tests/playthroughs.py"]
    for players, seed in GAMES:
        lines += ["", *playthrough(RULE_SETS[name], players, seed)]
    return "\n".join(lines) + "\n"


def golden_path(name: str) -> Path:
    """Where the golden file of ``name`` lives."""
    return GOLDEN / f"{name}.txt"


def main() -> None:
    """Write every golden file again."""
    GOLDEN.mkdir(exist_ok=True)
    for name in RULE_SETS:
        golden_path(name).write_text(golden_text(name), encoding="utf-8")


if __name__ == "__main__":
    main()
