"""Normal: a sound player who makes the most of its own cards.

It melds as soon as it can (a 7 goes down at once, alone if need be), lays
off everything the table takes, and pons or chis whenever the hand the claim
leaves beats drawing. When it must throw a card it weighs two things: the
points the card would cost if someone went out, and whether it belongs to a
near-meld (a pair, or two cards of a suit a step or two apart) whose missing
cards are still live. A near-meld waiting on cards it has already seen is
dead weight, and goes.
"""

from __future__ import annotations

from ..cards import Card
from .cover import CARD_WEIGHT, coverer
from .knowledge import Knowledge
from .level import LevelPolicy
from .outs import near_melds

__all__ = ["NormalJudge", "NormalPolicy"]

OUT_CHANCE = 0.12
"""Rough chance that one live out of a near-meld arrives in time."""
MAX_CHANCE = 0.6
"""A near-meld is never counted as more likely than this to be finished."""
PAIR_BOOST = 1.5
"""A pair can also be finished by pon from any opponent's discard."""


class NormalJudge:
    """Leftover points, less what live near-melds are likely to save."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """Leftover cost, discounted for near-melds that can still be finished."""
        finder = coverer(know.rules)
        cover = finder.cover(hand, know.accepts, may_lay_off)
        unseen = know.unseen
        hope: dict[Card, float] = {}
        for first, second, outs in near_melds(cover.deadwood, know.rules):
            live = sum(unseen[card] for card in outs)
            chance = live * OUT_CHANCE * (PAIR_BOOST if first.rank == second.rank else 1.0)
            chance = min(chance, MAX_CHANCE)
            for card in (first, second):
                hope[card] = max(hope.get(card, 0.0), chance)
        saved = sum(chance * (finder.points[card] + CARD_WEIGHT) for card, chance in hope.items())
        return cover.cost - saved

    def danger(self, know: Knowledge, card: Card) -> float:  # noqa: ARG002
        """Normal plays its own hand and does not read the others'."""
        return 0.0


class NormalPolicy(LevelPolicy):
    """The Normal level."""

    judge = NormalJudge()
