"""The positional builders of ``GameState`` agree with building by name, field for field."""

from __future__ import annotations

import random
from pathlib import Path

import sevenbridge
from sevenbridge import GameState, Phase, apply_action, legal_actions, load_ruleset, new_game
from support import P

SOURCE = Path(sevenbridge.__file__).parent


def states() -> list[GameState]:
    """Positions of random games in every phase, with jokers and without."""
    found = []
    rng = random.Random(4)
    for rules in (load_ruleset("standard"), load_ruleset("with-joker")):
        for seed in range(4):
            state = new_game(rules, 2 + seed, seed=seed)
            while state.result is None:
                found.append(state)
                state = apply_action(state, rng.choice(legal_actions(state)))
            found.append(state)
    return found[::7]


def test_turn_started_sets_exactly_the_named_fields() -> None:
    hands = (tuple(P("2S 3S")), tuple(P("4H")))
    discards = tuple(P("KD"))
    history = ((1, sevenbridge.Draw()),)
    for state in states():
        built = state.turn_started(1, hands, discards, history)
        assert type(built) is GameState
        assert built == state.replace(
            phase=Phase.TURN_START,
            current=1,
            to_act=1,
            hands=hands,
            discards=discards,
            claimants=(),
            history=history,
        )


def test_card_drawn_sets_exactly_the_named_fields() -> None:
    hands = (tuple(P("2S 3S")), tuple(P("4H")))
    stock = tuple(P("9C TC"))
    had_turn = (True, False)
    history = ((0, sevenbridge.Draw()),)
    for state in states():
        built = state.card_drawn(hands, stock, had_turn, True, history)
        assert type(built) is GameState
        assert built == state.replace(
            phase=Phase.PLAY,
            to_act=state.current,
            hands=hands,
            stock=stock,
            had_turn=had_turn,
            claimants=(),
            turn_had_meld=True,
            result=None,
            history=history,
        )


def test_only_the_state_module_builds_a_state_by_position() -> None:
    modules = sorted(SOURCE.rglob("*.py"))
    builders = [path.relative_to(SOURCE).as_posix() for path in modules if "tuple.__new__" in path.read_text()]
    assert builders == ["engine/state.py"]
