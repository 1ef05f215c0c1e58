"""What the table tells the player in words: what to do now, what the selection can do, the pon question.

Plain functions of the game, so they are tested without a screen. The moves
they mention come from ``legal_actions``, and every reason for a refusal is
the engine's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text

from ...engine.actions import Action, Chi, Discard, LayOff, Meld
from ...engine.cards import JOKER, Card
from ...engine.explain import why_illegal
from ...engine.melds import chi_runs
from ...engine.rules import RuleSet
from ...engine.state import GameState, Phase
from ...engine.turns import legal_actions
from ...play.session import Waiting
from ...translation import N_, _
from ..host import HandOrder, Speed
from .cards_text import MUTED, SUCCESS, CardFace
from .hand import KEYS
from .narration import discarder, seat_shown_acting
from .offers import made_by
from .wording import HUMAN, sentence

__all__ = [
    "SPEED_NAMES",
    "draw_first_reason",
    "no_chi_reason",
    "order_message",
    "pon_hint",
    "pon_question",
    "selection_hint",
    "speed_message",
    "turn_hint",
]

SPEED_NAMES: Final[dict[Speed, str]] = {
    "slow": N_("slow"),
    "normal": N_("normal"),
    "fast": N_("fast"),
    "instant": N_("instant"),
}
"""Each pace of the CPUs as the table names it (translated where it is said)."""


def turn_hint(
    game: GameState, waiting: Waiting, names: Sequence[str], speed: Speed, selected: tuple[Card, ...] = ()
) -> str:
    """What the player can do now, in one line; with cards ``selected``, only the moves they can make."""
    if waiting == "cpu":
        seat = seat_shown_acting(game)
        pace = _(SPEED_NAMES[speed])
        if seat == HUMAN or seat is None:
            return _("Your turn comes next…  s skip ahead · f pace ({pace})").format(pace=pace)
        return _("{name} is playing…  s skip ahead · f pace ({pace})").format(name=names[seat], pace=pace)
    if waiting != "human":
        return _("The game is over.")
    if game.phase is Phase.CLAIM:
        return _("A discard is on offer: p pon or n pass.")
    legal = legal_actions(game)
    if game.phase is Phase.TURN_START:
        if any(isinstance(action, Chi) for action in legal):
            return _("Your turn: d draw from the stock  ·  c chi the last discard.")
        return _("Your turn: d draw from the stock.")
    offers: dict[type[Action], str] = {
        kind: _(label)
        for kind, label in ((Meld, N_("m meld")), (LayOff, N_("l lay off")), (Discard, N_("x discard")))
        if any(isinstance(action, kind) and made_by(action, selected) for action in legal)
    }
    if not offers:
        return _("The selected cards make no meld: change the selection, or Esc to start again.")
    picks = min(len(game.hands[HUMAN]), len(KEYS))
    if picks == 1:
        return _last_card_hint(offers)
    then = " · ".join(offers.values())
    return _("Select cards (1–{last}, click, or ←→ space), then {moves}.").format(last=picks, moves=then)


def _last_card_hint(offers: dict[type[Action], str]) -> str:
    """The turn's hint for a last card: ``x`` throws it without selecting it (see ``TableScreen.action_discard``);
    a meld or a lay-off of it still needs it selected."""
    others = " · ".join(label for kind, label in offers.items() if kind is not Discard)
    if Discard not in offers:
        return _("Select the card (1, click, or space), then {moves}.").format(moves=others)
    if not others:
        return _("x discards your last card: no need to select it.")
    return _("x discards your last card; or select it (1, click, or space), then {moves}.").format(moves=others)


def selection_hint(cards: tuple[Card, ...], legal: Sequence[Action], face: CardFace) -> Text:
    """What the selected cards (drawn in ``face``) can do now, found among the legal actions."""
    moves = []
    if Meld(cards) in legal:
        moves.append(_("m melds them") if len(cards) > 1 else _("m melds it"))
    if len(cards) == 1:
        if any(isinstance(action, LayOff) and action.card is cards[0] for action in legal):
            moves.append(_("l lays it off"))
        if Discard(cards[0]) in legal:
            moves.append(_("x discards it"))
    text = sentence(_("Selected: {cards}"), cards=face.cards_text(cards))
    if moves:
        text.append_text(face.said(" — " + " · ".join(moves), SUCCESS))
    return text


def pon_question(game: GameState, names: Sequence[str], face: CardFace) -> Text:
    """Who threw which card, and the cards of its rank the player holds, drawn in ``face``."""
    top = game.discards[-1]
    thrower = discarder(game)
    same = [card for card in game.hands[HUMAN] if card.rank == top.rank and not card.is_joker]
    card, pair = face.card_text(top), face.cards_text(same)
    if thrower is None:
        question = sentence(_("{card} was turned up at the deal."), card=card)
    else:
        question = sentence(_("{name} discarded {card}."), name=names[thrower], card=card)
    with_what = _("Pon it with two of your {cards}?") if len(same) > 2 else _("Pon it with your {cards}?")
    return question.append("\n").append_text(sentence(with_what, cards=pair))


def pon_hint(why: str, face: CardFace) -> Text:
    """The pon question's hint (``why``, the advice's reason) in ``face``'s colours, then how to take it."""
    hint = face.said(_("Hint: "), SUCCESS).append(why)
    return hint.append("\n").append_text(face.said(_("h again or Enter plays it."), MUTED))


def _no_run(rules: RuleSet) -> str:
    """That the discard makes no run with the hand, and what a chi's run is under ``rules``, so the player
    who tried ``c`` with a card beside it (8♠ for 9♠) learns why that is not one."""
    if rules.chi_min_cards >= 3:
        return _("{card} makes no run of 3 or more with your cards: d draws from the stock.")
    return _("{card} makes no run with your cards: a chi run is 3 in a row, or 2 with a 7.")


def no_chi_reason(game: GameState) -> str:
    """Why the player cannot chi now, when ``legal_actions`` offers no chi: the engine's reason."""
    top = game.top_discard
    if game.phase is Phase.TURN_START and top is not None and not top.is_joker:
        hand = game.hands[game.current]
        runs = chi_runs(hand, top, game.rules)
        if not runs and JOKER in hand:
            return _("{card} makes no run without the joker, which never helps to chi: d draws.").format(card=top)
        if not runs:
            return _no_run(game.rules).format(card=top)
        return why_illegal(game, Chi(runs[0]))
    return why_illegal(game, Chi(()))


def draw_first_reason(game: GameState) -> str:
    """Why a meld, a lay-off or a discard does nothing at the start of the turn, and the keys that start it.

    The engine's reason names no keys; this one names those the turn's hint offers, chi only when it
    is legal, so a newcomer who pressed ``x`` before drawing learns what to press instead.
    """
    if any(isinstance(action, Chi) for action in legal_actions(game)):
        return _("Draw or chi first: d draws from the stock, c chis the last discard.")
    return _("Draw first: d draws from the stock.")


def order_message(order: HandOrder) -> Text:
    """What the sort key just did."""
    if order == "suit":
        return Text(_("Your hand is sorted by suit; o sorts it by rank."))
    return Text(_("Your hand is sorted by rank; o sorts it by suit."))


def speed_message(speed: Speed) -> Text:
    """What the pace key just did."""
    return Text(_("CPU pace: {pace}; f changes it.").format(pace=_(SPEED_NAMES[speed])))
