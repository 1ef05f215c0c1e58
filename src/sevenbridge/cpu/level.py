"""The shape every CPU level shares: one decision per call, by phase.

A level is a ``Judge`` (how it prices hands and discards) plus its claim
manners. ``choose`` builds a fresh ``Knowledge`` from the view on every call,
so nothing learned in one decision can change the next: the choice is a pure
function of the seed, the view and the legal actions.

``decide`` makes the same choice as ``choose`` and also says why: the phase
methods take ``Notes`` to record what they weighed, and ``choose`` passes none,
so simulations pay nothing for reasons they never read.
"""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.state import Phase, PlayerView
from .knowledge import Knowledge
from .reasons import Decision, Notes, reason_for
from .turn import Judge, choose_claim, choose_play, choose_start

__all__ = ["LevelPolicy"]


class LevelPolicy:
    """A CPU level: subclasses set ``judge`` and may change how they claim."""

    judge: Judge

    def __init__(self, seed: int | None = None) -> None:
        self.seed = random.SystemRandom().randrange(2**63) if seed is None else seed

    def rng(self, view: PlayerView) -> random.Random:
        """Randomness for one decision, fixed by the seed and the position."""
        return random.Random(f"{self.seed}/{view.seat}/{len(view.history)}")

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        """One of ``legal``, chosen from ``view`` alone."""
        if len(legal) == 1:
            return legal[0]
        return self._by_phase(Knowledge(view), legal, None)

    def decide(self, view: PlayerView, legal: list[Action]) -> Decision:
        """The action ``choose`` would take, with the reason this level took it."""
        know = Knowledge(view)
        notes = Notes()
        action = legal[0] if len(legal) == 1 else self._by_phase(know, legal, notes)
        return Decision(action, reason_for(know, action, notes, legal))

    def _by_phase(self, know: Knowledge, legal: list[Action], notes: Notes | None) -> Action:
        phase = know.view.phase
        if phase is Phase.CLAIM:
            return self.claim(know, legal, notes)
        if phase is Phase.TURN_START:
            return self.start(know, legal, notes)
        return self.play(know, legal, notes)

    def claim(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:  # noqa: ARG002
        """Pon or pass the discard on offer; ``notes`` records a pon that goes out."""
        return choose_claim(know, self.judge, notes)

    def start(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:
        """Draw, or chi the previous player's discard; ``notes`` records a chi that goes out."""
        return choose_start(know, self.judge, legal, notes)

    def play(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:
        """Meld, lay off, or discard; ``notes`` records what was weighed."""
        return choose_play(know, self.judge, legal, notes)
