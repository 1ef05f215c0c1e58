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

Two finer points set it apart. It keeps pairs for a pon (every opponent may
throw the third card, high cards first) but knows that a pair is dead in a
two-card hand, since a pon or meld may not leave it without a card to throw.
It counts on a chi only for runs the rules let it chi (``chi_min_cards``), and
when a drawn game pays it sheds points as the last stock runs down.
And while it has nothing on the table and every opponent is far from going
out, it holds a hand that is two or three cards from complete (four with the
joker) instead of melding it piecemeal, to go out at once: where the rules
double everyone else's penalty for it, and where they do not, when the joker
is in that hand.
"""

from __future__ import annotations

from ..engine.actions import Action, Discard
from ..engine.cards import JOKER, RANK_CARDS, Card, sorted_cards, without
from ..engine.claims import chi_options
from ..engine.rules import RuleSet
from .cover import Cover, Coverer, coverer
from .danger import CLOSE_HAND, chi_chance, pon_chance
from .knowledge import Knowledge
from .level import LevelPolicy
from .outs import run_neighbours
from .reasons import Notes
from .turn import best_plan, choose_play

__all__ = ["HardJudge", "HardPolicy"]

CARD_COST = 8.0
"""Charge per card left in hand, on top of its points."""
OUT_BONUS = 25
"""What going out is worth beyond an empty hand: the others pay."""
PAIR_CLAIMS_PER_OPPONENT = 1.0
"""Extra chances a pair gets from pon for each opponent (any of them may throw
its third card), on top of drawing it."""
CHI_CLAIMS = 1.0
"""Extra chances a card gets when the previous player's discard of it could be chied."""
HIGH_PAIR = 3.0
"""Further chances for a pair of high cards, which opponents shed first."""
HIGH_CARD = 10
"""Points from which a card counts as high."""
OUT_STAKE = 1.0
"""Share of this seat's leftover penalty at stake when a claim lets an opponent go out."""
HOLD_SAFE = 5
"""Hold melds back for going out at once only while every opponent has this many cards."""
HOLD_DEADWOOD = 3
"""... and only when the hand is this few cards from complete."""
HOLD_DEADWOOD_JOKER = 4
"""... or this few with the joker in it, which fits any meld: such a hand goes out in one turn often enough to
be worth waiting for from one card further away."""
HOLD_TABLE = 4
"""Where going out at once earns nothing, hold only at a table of this many players or fewer:
at a bigger one somebody goes out, or the stock runs dry, before the held hand is complete."""
TIE_DANGER = 3.0
"""Cost of a certain claim by an opponent not yet close to going out: it brings
that opponent three cards nearer, so the safer of two near-equal discards wins."""


def _future_weight(know: Knowledge) -> float:
    """How much the next draw counts: less as an opponent nears going out, and
    less as a stock that cannot be rebuilt runs out when a drawn game pays."""
    weight = _weight_by_cards(know.fewest_opponent_cards)
    rules = know.rules
    view = know.view
    final_stock = rules.stock_empty == "draw" or view.reshuffles >= rules.max_reshuffles
    if rules.drawn_game_pays and final_stock:
        weight = min(weight, _weight_by_cards(view.stock_size // view.players))
    return weight


def _weight_by_cards(fewest: int) -> float:
    """How much the next draw counts when the game may end within ``fewest`` turns."""
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


def _claim_factor(card: Card, pairs: set[int], chi: bool, know: Knowledge, finder: Coverer) -> float:
    """How many times likelier ``card`` is to arrive than by drawing alone: a pair
    may pon it from any opponent, a run the rules let this seat chi from one."""
    factor = 1.0 + CHI_CLAIMS if chi else 1.0
    if card.rank in pairs:
        opponents = know.view.players - 1
        factor += PAIR_CLAIMS_PER_OPPONENT * opponents + (HIGH_PAIR if finder.points[card] >= HIGH_CARD else 0.0)
    return factor


def _ponnable_pairs(deadwood: tuple[Card, ...], hand_size: int, keep_one: bool) -> set[int]:
    """Ranks of the loose pairs a pon could finish; a pon that would leave no
    card to throw is not allowed, so a two-card hand has none."""
    if keep_one and hand_size < 3:
        return set()
    seen: set[int] = set()
    pairs: set[int] = set()
    for card in deadwood:
        if card is JOKER:
            continue
        (pairs if card.rank in seen else seen).add(card.rank)
    return pairs


def _reach(hand: tuple[Card, ...], accepts: frozenset[Card], rules: RuleSet) -> frozenset[Card] | None:
    """The cards whose drawing could change the cover of ``hand`` at all (``None``: any card, since the
    hand holds the joker): the joker, what the table accepts, and each held card's rank and run neighbours."""
    if JOKER in hand:
        return None
    reach = {JOKER, *accepts}
    for held in hand:
        reach.update(RANK_CARDS[held.rank])
        reach.update(run_neighbours(held, rules))
    return frozenset(reach)


class HardJudge:
    """Leftover cost now, less what the next draw is expected to save."""

    def value(self, know: Knowledge, hand: tuple[Card, ...], may_lay_off: bool) -> float:
        """Leftover cost, less the expected saving of one more draw (or claim)."""
        finder = coverer(know.rules)
        accepts = know.accepts
        now = finder.cover(hand, accepts, may_lay_off)
        base = _cost(now)
        total = know.unseen_total
        if not total:
            return base
        rules = know.rules
        keep_one = rules.final_discard_required
        pairs = _ponnable_pairs(now.deadwood, len(hand), keep_one)
        gain = 0.0
        reach = _reach(hand, accepts, rules)
        for card, copies in know.unseen.items():
            if reach is not None and card not in reach:
                continue
            drawn = sorted_cards((*hand, card))
            better = base - _next_turn(finder, drawn, accepts, may_lay_off, keep_one)
            if better > 0:
                chi = bool(chi_options(hand, True, card, rules))
                gain += copies * _claim_factor(card, pairs, chi, know, finder) * better
        return base - _future_weight(know) * gain / total

    def danger(self, know: Knowledge, card: Card) -> float:
        """The expected cost of an opponent claiming ``card``.

        A claim that lets its taker go out at once costs everything this seat
        would pay; any other claim costs a little, enough to prefer the safer
        of two equally good discards.
        """
        if card is JOKER:
            return 0.0
        sizes = know.view.hand_sizes
        exposure = OUT_STAKE * coverer(know.rules).cover(know.view.hand, know.accepts, know.has_meld).penalty
        risk = 0.0
        for seat in know.opponents:
            stake = exposure if sizes[seat] <= CLOSE_HAND else TIE_DANGER
            risk += pon_chance(know, card, seat) * stake
            if seat == know.next_seat:
                risk += chi_chance(know, card) * stake
        return risk


def _next_turn(
    finder: Coverer, drawn: tuple[Card, ...], accepts: frozenset[Card], may_lay_off: bool, keep_one: bool
) -> float:
    """The cost left after a turn with the hand ``drawn``: its melds down, its worst card thrown.

    Going out scores ``-OUT_BONUS``. A hand that melds completely but must keep
    a card to throw (three of a kind in a three-card hand) is not out: it must
    break a meld.
    """
    cover = finder.cover(drawn, accepts, may_lay_off)
    deadwood = cover.deadwood
    if len(deadwood) == 1 or (not deadwood and not keep_one):
        return -OUT_BONUS
    if deadwood:
        rest = list(deadwood)
        rest.remove(max(rest, key=finder.points.__getitem__))
        return float(finder.penalty(rest) + CARD_COST * len(rest))
    best = float("inf")
    for card in dict.fromkeys(drawn):
        left = finder.cover(without(drawn, (card,)), accepts, may_lay_off)
        if not left.deadwood:
            return -OUT_BONUS
        best = min(best, _cost(left))
    return best


class HardPolicy(LevelPolicy):
    """The Hard level."""

    judge = HardJudge()

    def play(self, know: Knowledge, legal: list[Action], notes: Notes | None = None) -> Action:
        """Meld, lay off or discard; or hold a nearly finished hand back to go out at once."""
        if _waits_to_go_out_at_once(know):
            plan = best_plan(know, self.judge, know.view.hand, False, notes)
            if plan.discard is not None and Discard(plan.discard) in legal:
                if notes is not None:
                    notes.held = True
                return Discard(plan.discard)
            if notes is not None:
                notes.weighed.clear()
        return choose_play(know, self.judge, legal, notes)


def _waits_to_go_out_at_once(know: Knowledge) -> bool:
    """Whether to keep this turn's melds in hand, hoping to go out at once later.

    Worth it while nothing is on the table yet to lose, the hand is a few cards
    from complete (one more with the joker, which fits any meld), and every
    opponent is still far from going out. Where
    going out at once pays it is the bonus. Where it does not (``none``) it
    still pays at a table of up to four with the joker in hand: measured deal
    by deal, a held hand with the joker leaves the others paying more than
    melding it would; without the joker they pay no more, and holding only
    puts Hard's own hand at risk.
    """
    if know.has_meld:
        return False
    joker = JOKER in know.view.hand
    if know.rules.going_out_at_once == "none" and (know.view.players > HOLD_TABLE or not joker):
        return False
    if know.fewest_opponent_cards < HOLD_SAFE:
        return False
    plan = best_plan(know, HardPolicy.judge, know.view.hand, False)
    short = HOLD_DEADWOOD_JOKER if joker else HOLD_DEADWOOD
    return plan.cost != float("-inf") and bool(plan.cover.melds) and len(plan.cover.deadwood) <= short
