"""A baseline that picks uniformly among the legal actions."""

from __future__ import annotations

import random

from ..actions import Action
from ..state import PlayerView


class RandomPolicy:
    """Chooses any legal action at random: the floor every level must beat."""

    def __init__(self, seed: int | None = None) -> None:
        self._seed = random.SystemRandom().randrange(2**63) if seed is None else seed

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        """A uniformly random legal action, repeatable for the same seed and position."""
        rng = random.Random(f"{self._seed}/{view.seat}/{len(view.history)}")
        return rng.choice(legal)
