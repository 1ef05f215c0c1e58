"""Hard: a careful player who reads the whole table.

Hard rebuilds, from the public record, every card it has seen: its hand, the
melds, the discard pile and what each opponent picked up or threw away. The
rest are the unseen cards, and they drive three judgements:

* **What a hand is worth.** Besides the points it would cost now, a hand is
  worth what the next draw can do for it: for every unseen card, how much
  cheaper the hand gets if that card arrives and the worst card goes. A card
  that connects with many live cards is kept; one whose partners are all gone
  is thrown, however promising it looks.
* **What a discard gives away.** Each discard is priced by the chance that an
  opponent pons it (holding two of its rank) or the next player chis it,
  weighted by how close that player is to going out.
* **When to stop building.** Once an opponent is down to one or two cards the
  next draw is worth little, so Hard melds and lays off everything, dumps its
  high cards and 7s, and keeps no joker it cannot place.
"""

from __future__ import annotations

from ..cards import JOKER, Card
from .cover import Cover, Coverer, coverer
from .danger import chi_chance, pon_chance
from .knowledge import Knowledge
from .level import LevelPolicy
from .outs import near_melds

__all__ = ["HardJudge", "HardPolicy"]

CARD_COST = 3.0
"""Charge per card left in hand, on top of its points."""
OUT_BONUS = 25
"""What going out is worth beyond an empty hand: the others pay."""
PAIR_CLAIMS = 3.0
"""Extra chances a pair gets from pon, on top of drawing its third card."""
HIGH_PAIR = 0.0
"""Further chances for a pair of high cards, which opponents shed first."""
CHI_CLAIMS = 0.0
"""Extra chances a near-run gets from chi of the previous player's discard."""
TIE_DANGER = 1.5
"""Cost of a certain claim: enough to choose the safer of two equal discards."""


def _future_weight(fewest: int) -> float:
    """How much the next draw counts when the closest opponent holds ``fewest`` cards."""
    if fewest <= 1:
        return 0.3
    if fewest == 2:
        return 0.55
    if fewest == 3:
        return 0.8
    return 1.0


def _cost(cover: Cover) -> float:
    """Leftover penalty plus Hard's charge per card left."""
    return cover.penalty + CARD_COST * len(cover.deadwood)


def _claim_factor(card: Card, pairs: set[int], runs: set[Card], finder: Coverer) -> float:
    """How many times likelier ``card`` is to arrive than by drawing alone."""
    factor = 1.0
    if card.rank in pairs:
        factor += PAIR_CLAIMS + (HIGH_PAIR if finder.points[card] >= 10 else 0.0)
    if card in runs:
        factor += CHI_CLAIMS
    return factor


def _connects(card: Card, hand: tuple[Card, ...], accepts: frozenset[Card]) -> bool:
    """Whether drawing ``card`` could change the cover of ``hand`` at all."""
    if card is JOKER or card in accepts:
        return True
    for held in hand:
        if held is JOKER or held.rank == card.rank:
            return True
        if held.suit is card.suit and (abs(held.rank - card.rank) <= 2 or held.rank + card.rank in (14, 15)):
            return True
    return False


class HardJudge:
    """Leftover cost now, less what the next draw is expected to save."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """Leftover cost, less the expected saving of one more draw."""
        finder = coverer(know.rules)
        accepts = know.accepts
        now = finder.cover(hand, accepts, may_lay_off)
        weight = _future_weight(know.fewest_opponent_cards)
        unseen = know.unseen
        total = know.unseen_total
        if not total:
            return _cost(now)
        pairs: set[int] = set()
        runs: set[Card] = set()
        for first, second, outs in near_melds(now.deadwood, know.rules):
            if first.rank == second.rank:
                pairs.add(first.rank)
            else:
                runs.update(outs)
        gain = 0.0
        for card, copies in unseen.items():
            if not _connects(card, hand, accepts):
                continue
            drawn = tuple(sorted((*hand, card)))
            better = _cost(now) - _after_throwing_worst(finder.cover(drawn, accepts, may_lay_off), finder)
            if better > 0:
                chances = copies * _claim_factor(card, pairs, runs, finder)
                gain += chances * better
        return _cost(now) - weight * gain / total

    def danger(self, know: Knowledge, card: Card) -> float:
        """The expected cost of an opponent claiming ``card``."""
        if card is JOKER:
            return 0.0
        sizes = know.view.hand_sizes
        risk = 0.0
        for seat in know.opponents:
            urgency = 2.0 if sizes[seat] <= 3 else 1.0
            risk += pon_chance(know, card, seat) * urgency
            if seat == know.next_seat:
                risk += chi_chance(know, card) * urgency
        return TIE_DANGER * risk


def _after_throwing_worst(cover: Cover, finder: Coverer) -> float:
    """The cost of a drawn-into cover once its most expensive leftover is thrown."""
    deadwood = cover.deadwood
    if not deadwood:
        return -OUT_BONUS
    rest = list(deadwood)
    penalty = finder.penalty
    worst = max(rest, key=lambda card: penalty((card,)))
    rest.remove(worst)
    if not rest:
        return -OUT_BONUS
    return float(penalty(rest) + CARD_COST * len(rest))


class HardPolicy(LevelPolicy):
    """The Hard level."""

    judge = HardJudge()
