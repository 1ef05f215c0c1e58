"""Feeding risk: how likely a discard is to be claimed by an opponent.

A discard can be ponned by any opponent holding two of its rank, and chied by
the next player holding cards that make a run with it. Nobody's hand is known,
so each risk is a probability over the unseen cards, sharpened by what each
opponent did in public: a seat that threw a card of this rank away is
unlikely to be sitting on a pair of it, one that threw a card next to it in
the suit is less likely to hold the run, and one that has already claimed a
card of the suit is likelier to be collecting it.

The same record gives the player's warnings before a discard
(``discard_warnings``): a claim is warned of when it is possible at all on
public information and the claimer has shown a sign of wanting the card, is
likely on the numbers alone, or would let the claimer go out.
"""

from __future__ import annotations

from enum import StrEnum
from math import comb
from typing import NamedTuple

from ..engine.cards import JOKER, SEVEN, Card, Suit
from ..engine.claims import PON_CARDS, claims_opened, may_claim
from .knowledge import Knowledge
from .outs import run_neighbours, run_partners

__all__ = ["CLOSE_HAND", "Claim", "ClaimWarning", "chi_chance", "discard_warnings", "pon_chance"]

THREW_RANK = 0.3
"""How much less likely a pair is in a hand that threw a card of its rank away."""
THREW_NEIGHBOUR = 0.5
"""How much less likely a run is in a hand that threw one of its cards away."""
COLLECTS_SUIT = 1.5
"""How much likelier a run is in a hand that has already claimed a card of its suit."""
CLOSE_HAND = 3
"""An opponent with this many cards or fewer goes out on a claim."""
LIKELY = 0.5
"""A claim at least this likely is warned of even without a sign of interest."""
CLOSE_LIKELY = 0.1
"""... and one that would let its claimer go out, from this likely."""


def _at_least_two(unseen: int, matching: int, hand: int) -> float:
    """Chance that ``hand`` cards drawn from ``unseen`` hold two or more of ``matching``."""
    if matching < PON_CARDS or hand < PON_CARDS or unseen < hand:
        return 0.0
    total = comb(unseen, hand)
    none = comb(unseen - matching, hand)
    one = matching * comb(unseen - matching, hand - 1)
    return 1.0 - (none + one) / total


def _may_claim(know: Knowledge, seat: int, taken: int) -> bool:
    """Whether ``seat`` could claim a discard with ``taken`` cards from its hand."""
    view = know.view
    return may_claim(claims_opened(view.had_turn, seat, know.rules), view.hand_sizes[seat], taken, know.rules)


def pon_chance(know: Knowledge, card: Card, seat: int) -> float:
    """Chance that ``seat`` could pon ``card`` if it were thrown now."""
    if card is JOKER or not _may_claim(know, seat, PON_CARDS):
        return 0.0
    matching = sum(know.unseen[Card.of(card.rank, suit)] for suit in Suit)
    chance = _at_least_two(know.unseen_total, matching, know.view.hand_sizes[seat])
    if any(thrown.rank == card.rank for thrown in know.discarded_by[seat]):
        chance *= THREW_RANK
    return chance


def chi_chance(know: Knowledge, card: Card) -> float:
    """Chance that the next player could chi ``card`` if it were thrown now.

    A run of three takes two cards from the hand, a 7 run one: a hand too small
    to keep a card to throw after the claim cannot make it.
    """
    seat = know.next_seat
    suit = card.suit
    if suit is None or not _may_claim(know, seat, 1):
        return 0.0
    unseen = know.unseen
    share = know.view.hand_sizes[seat] / max(know.unseen_total, 1)
    thrown = know.discarded_by[seat]
    if any(taken.suit is suit for taken in know.claimed_by[seat]):
        share = min(1.0, share * COLLECTS_SUIT)
    miss = 1.0
    for first, second in run_partners(card, know.rules) if _may_claim(know, seat, 2) else ():
        if unseen[first] and unseen[second]:
            doubt = THREW_NEIGHBOUR if first in thrown or second in thrown else 1.0
            miss *= 1.0 - share * share * doubt
    sevens_partners = (
        []
        if know.rules.chi_min_cards > 2
        else [Card.of(SEVEN - 1, suit), Card.of(SEVEN + 1, suit)]
        if card.rank == SEVEN
        else [Card.of(SEVEN, suit)]
        if card.rank in (SEVEN - 1, SEVEN + 1)
        else []
    )
    for partner in sevens_partners:
        if unseen[partner]:
            miss *= 1.0 - share
    return 1.0 - miss


class Claim(StrEnum):
    """The kinds of claim a discard is warned of."""

    CHI = "chi"
    PON = "pon"
    OUT = "out"
    """A pon or chi by an opponent close enough to go out with it."""


class ClaimWarning(NamedTuple):
    """One claim a discard could give an opponent: which seat, and how."""

    claim: Claim
    seat: int


def _showed_rank(know: Knowledge, seat: int, rank: int) -> bool:
    """Whether ``seat`` has picked up, melded or laid off a card of ``rank``: it is playing that rank."""
    return any(card.rank == rank for card in know.shown_by[seat])


def _showed_neighbours(know: Knowledge, seat: int, card: Card) -> bool:
    """Whether ``seat`` has picked up, melded or laid off a card next to ``card`` in its suit."""
    return not run_neighbours(card, know.rules).isdisjoint(know.shown_by[seat])


def discard_warnings(know: Knowledge, card: Card) -> tuple[ClaimWarning, ...]:
    """The claims an opponent could make on ``card`` if this seat threw it now, on public information.

    A claim is possible when the seat may claim and enough of the cards it
    needs are unseen (``pon_chance`` or ``chi_chance`` above nothing). It is
    warned of when the claimer has shown interest (picked up, melded or laid
    off a card of the rank for a pon, of the suit next to it for a chi) or when it is
    ``LIKELY`` on the numbers alone; a claimer down to ``CLOSE_HAND`` cards,
    who would go out with it, is warned of from ``CLOSE_LIKELY``. Each seat is
    warned of once, by its most costly claim. The last card in hand is never
    warned of: throwing it goes out, and the game ends before anyone may claim.
    """
    if card is JOKER or len(know.view.hand) == 1:
        return ()
    warnings = []
    for seat in know.opponents:
        close = know.view.hand_sizes[seat] <= CLOSE_HAND
        enough = CLOSE_LIKELY if close else LIKELY
        pon = pon_chance(know, card, seat)
        chi = chi_chance(know, card) if seat == know.next_seat else 0.0
        if pon and (pon >= enough or _showed_rank(know, seat, card.rank)):
            warnings.append(ClaimWarning(Claim.OUT if close else Claim.PON, seat))
        elif chi and (chi >= enough or _showed_neighbours(know, seat, card)):
            warnings.append(ClaimWarning(Claim.OUT if close else Claim.CHI, seat))
    return tuple(warnings)
