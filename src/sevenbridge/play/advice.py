"""The hint: what the strongest CPU would do in the player's place, and why.

The advice is the Hard policy's own decision, asked of the player's
``PlayerView`` exactly as a Hard opponent in that seat would be asked: it sees
the player's hand, the table and the public record, never a hidden card, so
two positions that differ only in cards the player cannot see get the same
advice. Hard uses no randomness, so the advice for a position never changes.
"""

from __future__ import annotations

from typing import Final

from ..cpu import Decision, HardPolicy
from ..engine.state import GameState
from ..engine.turns import legal_actions

__all__ = ["ADVISER", "advise"]

ADVISER: Final = HardPolicy(seed=0)
"""The policy that gives the advice: the Hard level (its seed plays no part in its decisions)."""


def advise(game: GameState) -> Decision:
    """What the Hard CPU would do as the seat to act in ``game``, from that seat's view alone."""
    if game.result is not None:
        raise ValueError("the game is over: there is nothing to advise")
    return ADVISER.decide(game.view(game.to_act), legal_actions(game))
