"""Playing one position out two ways, for the benchmarks that judge single decisions.

A whole game's result says little about any one decision in it: the rest of
the game's luck swamps it. Played out from the same position many times, on
reshuffled stocks, once after each of two actions and with the same players
afterwards, the difference of the results is what choosing one action over
the other was worth there. The stock is the only thing reshuffled; the hands
stay as dealt, so the measure is the referee's, not something a seat could
compute.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from sevenbridge.cpu import Policy
from sevenbridge.engine.actions import Action
from sevenbridge.engine.state import GameState
from sevenbridge.engine.turns import apply_action, legal_actions

OTHERS_WEIGHT = 0.75
"""How much a point the others pay counts against a point the seat pays: near
the seat's penalty over theirs in the strength table, so this is their share
in the margin."""


class Difference(NamedTuple):
    """What the first action cost over the second, averaged over the stocks."""

    seat_extra: float
    """The seat's penalty after the first action, less after the second."""
    others_extra: float
    """Each other seat's penalty after the first action, less after the second."""

    @property
    def worse(self) -> float:
        """How much worse the first action is, by the strength table's measure."""
        return self.seat_extra - OTHERS_WEIGHT * self.others_extra


def finish(state: GameState, policies: list[Policy]) -> tuple[int, ...]:
    """The penalties once ``policies`` have played ``state`` to its end."""
    while state.result is None:
        state = apply_action(state, policies[state.to_act].choose(state.view(state.to_act), legal_actions(state)))
    return state.result.penalties


def both_ways(
    state: GameState, first: Action, second: Action, policies: list[Policy], seat: int, stocks: int
) -> Difference:
    """``first`` against ``second`` for ``seat``, over ``stocks`` reshuffles of the stock."""
    seat_extra = others_extra = 0.0
    for index in range(stocks):
        stock = list(state.stock)
        random.Random(f"{len(state.history)}/{seat}/{index}").shuffle(stock)
        dealt = state.replace(stock=tuple(stock))
        one = finish(apply_action(dealt, first), policies)
        other = finish(apply_action(dealt, second), policies)
        seat_extra += one[seat] - other[seat]
        others_extra += (sum(one) - one[seat] - sum(other) + other[seat]) / (len(one) - 1)
    return Difference(seat_extra / stocks, others_extra / stocks)
