"""Normal: a sound player who makes the most of its own cards.

It melds as soon as it can (a 7 goes down at once, alone if need be), lays
off everything the table takes, and pons or chis whenever the hand the claim
leaves beats drawing. When it must throw a card it weighs the points the card
would cost if someone went out, and keeps cards that are a step or two from a
run (two of a suit one or two apart). It does not track the cards it has seen,
so it keeps a near-run whose finishing cards are all gone; nor does it hold
pairs back in the hope of a pon or read the opponents: those are Hard's.
"""

from __future__ import annotations

from ..engine.cards import Card
from .cover import CARD_WEIGHT, coverer
from .knowledge import Knowledge
from .level import LevelPolicy
from .outs import near_melds

__all__ = ["NormalJudge", "NormalPolicy"]

RUN_HOPE = 0.25
"""Share of a near-run's cost Normal expects to save by keeping it."""


class NormalJudge:
    """Leftover points, less a little for near-runs."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """Leftover cost, discounted for near-runs, live or not."""
        finder = coverer(know.rules)
        cover = finder.cover(hand, know.accepts, may_lay_off)
        hopeful: set[Card] = set()
        for first, second, _outs in near_melds(cover.deadwood, know.rules):
            if first.rank != second.rank:
                hopeful.update((first, second))
        return cover.cost - RUN_HOPE * sum(finder.points[card] + CARD_WEIGHT for card in hopeful)

    def danger(self, know: Knowledge, card: Card) -> float:  # noqa: ARG002
        """Normal plays its own hand and does not read the others'."""
        return 0.0


class NormalPolicy(LevelPolicy):
    """The Normal level."""

    judge = NormalJudge()
