"""Easy: a relaxed player whose every move is easy to follow.

It puts down whatever melds and lay-offs it has and throws the card that
leaves the fewest penalty points in hand; it looks at nothing but its own
cards and the table. It claims a discard only when the claim starts its own
turn: a chi, or a pon of the previous player's discard, never a pon that
jumps the queue. Half the time it throws a card without thinking hard, picking
any card it is not about to meld, so it is beatable by a careful beginner.
"""

from __future__ import annotations

from ..engine.actions import Action, Discard, Pass
from ..engine.cards import Card, sorted_cards
from .cover import coverer
from .knowledge import Knowledge
from .level import LevelPolicy
from .reasons import Notes
from .turn import choose_play

__all__ = ["EasyPolicy"]

CARELESS = 0.5
"""How often Easy throws a random loose card instead of the best one."""


class EasyJudge:
    """Prices a hand by its leftover points alone; never worries about others."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """The hand's leftover points and card count."""
        return coverer(know.rules).cover(hand, know.accepts, may_lay_off).cost

    def danger(self, know: Knowledge, card: Card) -> float:  # noqa: ARG002
        """Easy does not think about what others collect."""
        return 0.0


class EasyPolicy(LevelPolicy):
    """The Easy level."""

    judge = EasyJudge()

    def claim(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:
        """Pon only the previous player's discard: a claim that starts its own turn."""
        view = know.view
        if (view.current + 1) % view.players != view.seat:
            if notes is not None:
                notes.queue = True
            return Pass()
        return super().claim(know, legal, notes)

    def play(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:
        """The plain play; half the time the discard is any loose card instead."""
        action = choose_play(know, self.judge, legal, notes)
        if not isinstance(action, Discard):
            return action
        rng = self.rng(know.view)
        if rng.random() >= CARELESS:
            return action
        cover = coverer(know.rules).cover(know.view.hand, know.accepts, know.has_meld)
        loose = sorted_cards(set(cover.deadwood))
        if len(loose) < 2:
            return action
        careless = Discard(rng.choice(loose))
        if notes is not None:
            notes.careless = careless != action
        return careless
