"""Where every card of the deck has been seen, as one seat can tell from its view.

The card tracker: for each card, whether this seat has seen it (in its own
hand, on the discard pile, in a meld on the table) and who put it there, or
whether it is still unseen (in another hand or in the stock). Which cards are
unseen is ``Knowledge.unseen``, the same count the CPUs play by; this module
only says, for the cards that are seen, where and by whom, read from the
public history. A card that was thrown away and later shuffled back into the
stock is unseen again, and is told apart as such.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum

from ..engine.actions import Chi, Discard, LayOff, Meld, Pon
from ..engine.cards import Card, deck
from .knowledge import Knowledge

__all__ = ["Place", "Sighting", "track"]


class Place(StrEnum):
    """Where a copy of a card is, as far as the seat knows."""

    HAND = "hand"
    """In the seat's own hand."""
    DISCARDS = "discards"
    """On the discard pile, thrown there by ``seat``."""
    MELDED = "melded"
    """In a meld on the table that ``seat`` put down from its hand."""
    LAID_OFF = "laid-off"
    """Laid off from ``seat``'s hand onto a meld on the table."""
    PON = "pon"
    """Taken from the discard pile by ``seat``'s pon."""
    CHI = "chi"
    """Taken from the discard pile by ``seat``'s chi."""
    RESHUFFLED = "reshuffled"
    """Thrown away once, then shuffled back into the stock: unseen again."""
    UNSEEN = "unseen"
    """Never seen by this seat: in another hand or in the stock."""

    @property
    def unseen(self) -> bool:
        """Whether a copy here could be anywhere the seat cannot see."""
        return self in (Place.RESHUFFLED, Place.UNSEEN)


@dataclass(frozen=True, slots=True)
class Sighting:
    """One copy of a card: where it is and, for a seen card, the seat that put it there."""

    card: Card
    place: Place
    seat: int | None


def track(know: Knowledge) -> tuple[Sighting, ...]:
    """Every copy of every card of the game's deck, in deck order, with where it is.

    The unseen copies of each card are exactly ``know.unseen``; every other
    copy is placed by the public record.
    """
    view = know.view
    seen = _table_sightings(know)
    seen.extend(Sighting(card, Place.HAND, view.seat) for card in view.hand)
    by_card: dict[Card, list[Sighting]] = {}
    for sighting in seen:
        by_card.setdefault(sighting.card, []).append(sighting)
    thrown_away = _thrown_away(know)
    sightings: list[Sighting] = []
    for card in dict.fromkeys(deck(know.rules.jokers)):
        sightings.extend(by_card.get(card, ()))
        unseen = know.unseen[card]
        reshuffled = min(unseen, thrown_away[card])
        sightings.extend(Sighting(card, Place.RESHUFFLED, None) for _ in range(reshuffled))
        sightings.extend(Sighting(card, Place.UNSEEN, None) for _ in range(unseen - reshuffled))
    return tuple(sightings)


def _table_sightings(know: Knowledge) -> list[Sighting]:
    """The cards in the melds and on the discard pile, each with who put it there.

    The pile is a stack: a claim takes its top card, and a reshuffle keeps only
    its top card, so the cards on it now are the last discards nobody claimed
    (with ``first_discard_face_up`` the first of them was turned up at the
    deal and has no thrower). A meld's cards are those its owner put down,
    less the one claimed into it and the ones laid off on it since.
    """
    view = know.view
    pile: list[tuple[int | None, Card | None]] = [(None, None)] if know.rules.first_discard_face_up else []
    claims: list[tuple[int, Place, Card | None, tuple[Card, ...]] | None] = []
    laid: list[Sighting] = []
    laid_on: Counter[tuple[int, Card]] = Counter()
    for seat, action in view.history:
        if isinstance(action, Discard):
            pile.append((seat, action.card))
        elif isinstance(action, Pon | Chi):
            _, card = pile.pop() if pile else (None, None)
            if isinstance(action, Pon):
                claims.append((seat, Place.PON, card, ()))
            else:
                claims.append((seat, Place.CHI, card, action.cards))
        elif isinstance(action, Meld):
            claims.append(None)
        elif isinstance(action, LayOff):
            laid.append(Sighting(action.card, Place.LAID_OFF, seat))
            laid_on[action.meld, action.card] += 1
    throwers: list[int | None] = [None] * (len(view.discards) - len(pile))
    throwers.extend(seat for seat, _ in pile)
    top = throwers[len(throwers) - len(view.discards) :]
    sightings = [Sighting(card, Place.DISCARDS, seat) for seat, card in zip(top, view.discards, strict=True)]
    for index, (meld, claim) in enumerate(zip(view.melds, claims, strict=True)):
        own = Counter(meld.cards)
        own.subtract({card: count for (at, card), count in laid_on.items() if at == index})
        if claim is not None:
            seat, place, card, from_hand = claim
            taken = card if card is not None else _claimed(own, from_hand)
            own[taken] -= 1
            sightings.append(Sighting(taken, place, seat))
        sightings.extend(Sighting(card, Place.MELDED, meld.owner) for card in own.elements())
    sightings.extend(laid)
    return sightings


def _claimed(own: Counter[Card], from_hand: tuple[Card, ...]) -> Card:
    """The claimed card of a meld made by claiming the card turned up at the deal.

    The record says which card that was only while it lies on the pile. Once
    claimed, it is the card a chi did not bring from the hand; for a pon, any
    card of the set stands for it, since the record cannot tell them apart.
    """
    left = own - Counter(from_hand)
    return next(iter(left.elements()))


def _thrown_away(know: Knowledge) -> Counter[Card]:
    """How many copies of each card were discarded and are neither on the pile nor claimed."""
    thrown: Counter[Card] = Counter()
    last: Card | None = None
    for _, action in know.view.history:
        if isinstance(action, Discard):
            thrown[action.card] += 1
            last = action.card
        elif isinstance(action, Pon | Chi) and last is not None:
            thrown[last] -= 1
    thrown.subtract(know.view.discards)
    return +thrown
