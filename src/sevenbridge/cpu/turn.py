"""How a CPU seat plays a turn, given a way to judge the hand it would keep.

The levels differ in judgement, not in mechanics: each provides a ``Judge``
that prices a hand left waiting for the next turn, and the price of throwing a
card away. From that this module picks the discard first, then plays the melds
and lay-offs that hand allows, one action per call (the engine asks for one
action at a time), and finally the discard. Claims are priced the same way: a
pon or chi is taken when the hand it leaves is worth more than drawing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from ..engine.cards import Card, without
from ..engine.claims import pon_cards
from .cover import Cover, coverer
from .knowledge import Knowledge
from .reasons import Notes, Weighed

__all__ = ["Judge", "Plan", "best_plan", "choose_claim", "choose_play", "choose_start"]


class Judge(Protocol):
    """A level's judgement of hands and discards."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """The cost of waiting with ``hand`` (lower is better)."""
        ...

    def danger(self, know: Knowledge, card: Card) -> float:
        """The extra cost of putting ``card`` on the discard pile."""
        ...


@dataclass(frozen=True, slots=True)
class Plan:
    """What to do with a hand this turn: make ``cover``, then discard ``discard``
    (``None`` when the cover empties the hand and no final discard is needed)."""

    discard: Card | None
    cover: Cover
    cost: float


def best_plan(
    know: Knowledge, judge: Judge, hand: tuple[Card, ...], may_lay_off: bool, notes: Notes | None = None
) -> Plan:
    """The cheapest discard for ``hand`` and the cover of what stays; ``notes``
    (when given) records every discard weighed and the plan chosen.

    A plan that goes out (nothing left after the discard) always wins.
    """
    plan = _cheapest_plan(know, judge, hand, may_lay_off, notes)
    if notes is not None:
        notes.plan_cover = plan.cover
        notes.goes_out = plan.cost == float("-inf")
    return plan


def _cheapest_plan(
    know: Knowledge, judge: Judge, hand: tuple[Card, ...], may_lay_off: bool, notes: Notes | None
) -> Plan:
    finder = coverer(know.rules)
    accepts = know.accepts
    best: Plan | None = None
    if not know.rules.final_discard_required:
        whole = finder.cover(hand, accepts, may_lay_off)
        if not whole.deadwood:
            return Plan(None, whole, float("-inf"))
    for card in dict.fromkeys(hand):
        rest = without(hand, (card,))
        cover = finder.cover(rest, accepts, may_lay_off)
        if not cover.deadwood:
            return Plan(card, cover, float("-inf"))
        keep = judge.value(know, rest, may_lay_off)
        danger = judge.danger(know, card)
        if notes is not None:
            notes.weighed.append(Weighed(card, keep, danger))
        cost = keep + danger
        if best is None or cost < best.cost:
            best = Plan(card, cover, cost)
    assert best is not None
    return best


def choose_play(know: Knowledge, judge: Judge, legal: list[Action], notes: Notes | None = None) -> Action:
    """The next step of the play phase: a meld, a lay-off, or the discard."""
    plan = best_plan(know, judge, know.view.hand, know.has_meld, notes)
    allowed = set(legal)
    for cards in plan.cover.melds:
        meld = Meld(cards)
        if meld in allowed:
            return meld
    if know.has_meld:
        for card in plan.cover.lay_offs:
            lay_off = next((a for a in legal if isinstance(a, LayOff) and a.card is card), None)
            if lay_off is not None:
                return lay_off
    if plan.discard is not None and Discard(plan.discard) in allowed:
        return Discard(plan.discard)
    return next(action for action in legal if isinstance(action, Discard))


def _claim_cost(know: Knowledge, judge: Judge, hand: tuple[Card, ...]) -> float:
    """The cost of the hand a claim leaves, once its melds are down and a card thrown."""
    return best_plan(know, judge, hand, True).cost


def choose_start(know: Knowledge, judge: Judge, legal: list[Action], notes: Notes | None = None) -> Action:
    """Draw, or the chi whose resulting hand beats waiting for the draw; ``notes`` records a chi that goes out."""
    hand = know.view.hand
    best: Action = Draw()
    best_cost = judge.value(know, hand, know.has_meld)
    for action in legal:
        if isinstance(action, Chi):
            cost = _claim_cost(know, judge, without(hand, action.cards))
            if cost < best_cost:
                best, best_cost = action, cost
    if notes is not None:
        notes.goes_out = best_cost == float("-inf")
    return best


def choose_claim(know: Knowledge, judge: Judge, notes: Notes | None = None) -> Action:
    """Pon when the hand it leaves beats waiting for a draw; ``notes`` records a pon that goes out."""
    view = know.view
    discard = view.top_discard
    if discard is None:
        return Pass()
    pair = pon_cards(view.hand, discard)
    if not pair:
        return Pass()
    after = _claim_cost(know, judge, without(view.hand, pair))
    if notes is not None:
        notes.goes_out = after == float("-inf")
    if after < judge.value(know, view.hand, know.has_meld):
        return Pon()
    return Pass()
