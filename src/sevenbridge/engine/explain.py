"""Why an action is not allowed, in words a player understands.

Only called once ``legal_actions`` has already said no, so it may take its
time; it asks the same rule helpers the engine uses, in the order a player
would check them. Every reason is a whole sentence in the current language;
cards are shown as the game shows them in either language (``K♦``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..translation import _
from .actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from .cards import JOKER, Card
from .claims import PON_CARDS, claims_opened, may_claim, pon_cards, seat_chi_options
from .melds import chi_runs, classify
from .state import GameState, Phase

__all__ = ["why_illegal"]

_KINDS = frozenset({Chi, Discard, Draw, LayOff, Meld, Pass, Pon})


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)


def _missing(hand: tuple[Card, ...], cards: Sequence[Card]) -> str | None:
    lacking = Counter(cards) - Counter(hand)
    if lacking:
        return _("{cards} is not in the hand.").format(cards=_cards(list(lacking.elements())))
    return None


def _wrong_phase(state: GameState, action: Action) -> str:
    if state.phase is Phase.CLAIM:
        return _("{card} is on offer: choose Pon or Pass first.").format(card=state.discards[-1])
    if state.phase is Phase.TURN_START:
        if isinstance(action, Pon) and _pon_would_empty_hand(state):
            return _("You could not pon {card}: you must keep a card to discard.").format(card=state.discards[-1])
        chi = _chi_possible(state)
        if isinstance(action, (Pon, Pass)):
            if chi:
                return _("Nothing is on offer to pon: draw, or chi the last discard.")
            return _("Nothing is on offer to pon: draw from the stock.")
        if chi:
            return _("Start your turn first: draw from the stock, or chi the last discard.")
        return _("Start your turn first: draw from the stock.")
    if isinstance(action, (Draw, Chi)):
        return _("You have already started this turn: meld, lay off, or discard.")
    return _("No discard is on offer now: meld, lay off, or discard.")


def _chi_possible(state: GameState) -> bool:
    """Whether the seat starting its turn may chi the last discard, so that a reason names chi only then."""
    seat = state.current
    return bool(seat_chi_options(state.hands[seat], state.had_turn, seat, state.top_discard, state.rules))


def _pon_would_empty_hand(state: GameState) -> bool:
    """Whether the seat to act held a pair for the last discard but was not asked,
    because the pon would have left it no card to discard."""
    top, seat, rules = state.top_discard, state.current, state.rules
    hand = state.hands[seat]
    if top is None or not pon_cards(hand, top):
        return False
    return claims_opened(state.had_turn, seat, rules) and not may_claim(True, len(hand), PON_CARDS, rules)


def _why_chi(state: GameState, action: Chi) -> str:
    rules = state.rules
    seat = state.current
    hand = state.hands[seat]
    discard = state.top_discard
    if discard is None:
        return _("There is no discard to chi.")
    if discard is JOKER:
        return _("A discarded joker can never be claimed.")
    if JOKER in action.cards:
        return _("A joker never helps to chi.")
    missing = _missing(hand, action.cards)
    if missing:
        return missing
    if action.cards not in chi_runs(hand, discard, rules):
        return _("{cards} is not a run.").format(cards=_cards((*action.cards, discard)))
    opened = claims_opened(state.had_turn, seat, rules)
    if not may_claim(opened, len(hand), len(action.cards), rules):
        if not opened and rules.claims_open == "second-round":
            return _("Nobody may claim a discard until everyone has had a first turn.")
        if not opened:
            return _("Nobody may claim a discard until they have had a first turn of their own.")
        return _("This chi would empty your hand: you must keep a card to discard.")
    if len(action.cards) + 1 < rules.chi_min_cards:
        return _("A chi must make a run of {count} or more cards.").format(count=rules.chi_min_cards)
    return _("That chi is not allowed.")


def _why_play(state: GameState, action: Action) -> str:
    rules = state.rules
    seat = state.current
    hand = state.hands[seat]
    keep_one = rules.final_discard_required
    if isinstance(action, Discard):
        return _missing(hand, (action.card,)) or _("That discard is not allowed.")
    if isinstance(action, Meld):
        missing = _missing(hand, action.cards)
        if missing:
            return missing
        if classify(action.cards, rules) is None:
            if not action.cards:
                return _("Nothing is not a meld.")
            return _(
                "{cards} is not a meld: a meld is 3 or 4 of a rank, 3 or more in a row of one suit,"
                " or 7s (alone, together, or with the 6 or 8 of their suit)."
            ).format(cards=_cards(action.cards))
        if keep_one and len(action.cards) >= len(hand):
            return _("This meld would empty your hand: you must keep a card to discard.")
        return _("That meld is not allowed.")
    if isinstance(action, LayOff):
        return _why_lay_off(state, action)
    return _("That is not an action of this game.")


def _why_lay_off(state: GameState, action: LayOff) -> str:
    seat = state.current
    hand = state.hands[seat]
    if not 0 <= action.meld < len(state.melds):
        return _("There is no meld number {number} on the table.").format(number=action.meld)
    if not any(meld.owner == seat for meld in state.melds):
        return _("You may lay off only once you have a meld of your own on the table.")
    missing = _missing(hand, (action.card,))
    if missing:
        return missing
    if state.rules.final_discard_required and len(hand) < 2:
        return _("{card} is your last card: keep it to discard, as you go out only by discarding.").format(
            card=action.card
        )
    ends = state.melds[action.meld].accepts.get(action.card, ())
    if not ends:
        if not any(action.card in meld.accepts for meld in state.melds):
            return _("{card} fits no meld on the table.").format(card=action.card)
        return _("{card} does not fit that meld.").format(card=action.card)
    if len(ends) == 1:
        return _("{card} fits only one way: leave the end unset.").format(card=action.card)
    if action.end is None:
        return _("{card} fits at either end: choose low or high.").format(card=action.card)
    if action.end == "low":
        return _("{card} does not fit at the low end.").format(card=action.card)
    return _("{card} does not fit at the high end.").format(card=action.card)


def _malformed(action: object) -> str | None:
    """What is wrong with the shape of ``action`` (not one of ours, a field of the wrong type), if anything.

    The fields are read as plain objects: a caller may have put anything in them.
    """
    if type(action) not in _KINDS:
        return _("That is not an action of this game.")
    if isinstance(action, Meld | Chi):
        cards: object = action.cards
        if not (isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards)):
            return _("The cards of a meld or chi must be cards.")
    if isinstance(action, LayOff | Discard):
        card: object = action.card
        if not isinstance(card, Card):
            return _("The card of a lay-off or discard must be a card.")
    if isinstance(action, LayOff):
        meld: object = action.meld
        end: object = action.end
        if type(meld) is not int:
            return _("A lay-off names its meld by its number on the table.")
        if end is not None and end not in ("low", "high"):
            return _("A lay-off's end is low, high, or unset.")
    return None


def why_illegal(state: GameState, action: Action) -> str:
    """A one-sentence reason why ``state.to_act`` may not take ``action``."""
    malformed = _malformed(action)
    if malformed is not None:
        return malformed
    if state.result is not None:
        return _("The game is over.")
    phase = state.phase
    if phase is Phase.CLAIM:
        return _wrong_phase(state, action)
    if phase is Phase.TURN_START:
        return _why_chi(state, action) if isinstance(action, Chi) else _wrong_phase(state, action)
    if isinstance(action, (Draw, Chi, Pon, Pass)):
        return _wrong_phase(state, action)
    return _why_play(state, action)
