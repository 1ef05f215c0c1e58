"""Normal: a sound player who makes the most of its own cards.

It melds as soon as it can (a 7 goes down at once, alone if need be), lays
off everything the table takes, and pons or chis whenever the hand the claim
leaves beats drawing. When it must throw a card it weighs the points the card
would cost if someone went out, and keeps cards that are a step or two from a
run (two of a suit one or two apart) as long as a card that finishes the run
is still live; a near-run waiting only on cards it has seen is thrown like any
loose card. It does not hold pairs back in the hope of a pon, nor count how
many finishing cards are left, nor read the opponents: those are Hard's.
"""

from __future__ import annotations

from ..engine.cards import Card
from .cover import CARD_WEIGHT, coverer
from .knowledge import Knowledge
from .level import LevelPolicy
from .outs import near_melds

__all__ = ["NormalJudge", "NormalPolicy"]

LIVE_HOPE = 0.25
"""Share of a live near-run's cost Normal expects to save by keeping it."""


class NormalJudge:
    """Leftover points, less a little for near-runs that can still be finished."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """Leftover cost, discounted for near-runs that can still be finished."""
        finder = coverer(know.rules)
        cover = finder.cover(hand, know.accepts, may_lay_off)
        unseen = know.unseen
        hopeful: set[Card] = set()
        for first, second, outs in near_melds(cover.deadwood, know.rules):
            if first.rank != second.rank and any(unseen[card] for card in outs):
                hopeful.update((first, second))
        return cover.cost - LIVE_HOPE * sum(finder.points[card] + CARD_WEIGHT for card in hopeful)

    def danger(self, know: Knowledge, card: Card) -> float:  # noqa: ARG002
        """Normal plays its own hand and does not read the others'."""
        return 0.0


class NormalPolicy(LevelPolicy):
    """The Normal level."""

    judge = NormalJudge()
