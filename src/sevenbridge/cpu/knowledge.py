"""What one seat knows about a game, rebuilt from its view alone.

Everything here comes from ``PlayerView``: the seat's own hand, the melds and
the discard pile on the table, the public history and the card counts. The
unseen cards are the deck minus everything this seat can see; cards reshuffled
back into the stock count as unseen again, since nobody knows where they are.
Nothing is carried from one decision to the next, so a decision depends only
on the view it was made from.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..engine.actions import Chi, Discard, LayOff, Meld, Pon
from ..engine.cards import Card, deck
from ..engine.rules import RuleSet
from ..engine.state import PlayerView

__all__ = ["Knowledge"]


@dataclass(frozen=True)
class Knowledge:
    """The public record of a game as one seat reads it."""

    view: PlayerView

    @property
    def rules(self) -> RuleSet:
        """The game's rule set."""
        return self.view.rules

    @cached_property
    def has_meld(self) -> bool:
        """Whether this seat has a meld on the table, and so may lay off."""
        return any(meld.owner == self.view.seat for meld in self.view.melds)

    @cached_property
    def accepts(self) -> frozenset[Card]:
        """Every card some meld on the table would take as a lay-off."""
        return frozenset(card for meld in self.view.melds for card in meld.accepts)

    @cached_property
    def unseen(self) -> Counter[Card]:
        """Cards this seat has not seen: in other hands or in the stock."""
        remaining = Counter(deck(self.rules.jokers))
        remaining.subtract(self.view.hand)
        remaining.subtract(card for meld in self.view.melds for card in meld.cards)
        remaining.subtract(self.view.discards)
        return +remaining

    @cached_property
    def unseen_total(self) -> int:
        """How many cards are unseen."""
        return sum(self.unseen.values())

    @cached_property
    def discarded_by(self) -> tuple[frozenset[Card], ...]:
        """Every card each seat has thrown away this game (claimed or not)."""
        thrown: list[set[Card]] = [set() for _ in range(self.view.players)]
        for seat, action in self.view.history:
            if isinstance(action, Discard):
                thrown[seat].add(action.card)
        return tuple(frozenset(cards) for cards in thrown)

    @cached_property
    def claimed_by(self) -> tuple[frozenset[Card], ...]:
        """The discards each seat took by pon or chi: what it collects."""
        taken: list[set[Card]] = [set() for _ in range(self.view.players)]
        last: Card | None = None
        for seat, action in self.view.history:
            if isinstance(action, Discard):
                last = action.card
            elif isinstance(action, Pon | Chi) and last is not None:
                taken[seat].add(last)
        return tuple(frozenset(cards) for cards in taken)

    @cached_property
    def shown_by(self) -> tuple[frozenset[Card], ...]:
        """The cards each seat chose to play with: claimed, melded from its hand or laid off.

        A pon's own pair is left out: it is there because of the claimed card.
        """
        shown: list[set[Card]] = [set() for _ in range(self.view.players)]
        for seat, action in self.view.history:
            if isinstance(action, Meld | Chi):
                shown[seat].update(action.cards)
            elif isinstance(action, LayOff):
                shown[seat].add(action.card)
        for seat, taken in enumerate(self.claimed_by):
            shown[seat].update(taken)
        return tuple(frozenset(cards) for cards in shown)

    @property
    def next_seat(self) -> int:
        """The seat that plays after this one (and may chi its discard)."""
        return (self.view.seat + 1) % self.view.players

    @cached_property
    def opponents(self) -> tuple[int, ...]:
        """The other seats, in turn order after this one."""
        players = self.view.players
        return tuple((self.view.seat + step) % players for step in range(1, players))

    @cached_property
    def fewest_opponent_cards(self) -> int:
        """The smallest hand among the opponents: how close someone is to going out."""
        sizes = self.view.hand_sizes
        return min(sizes[seat] for seat in self.opponents)
