"""What the table tells the player in words: what to do now, what the selection can do, the pon question.

Plain functions of the game, so they are tested without a screen. The moves
they mention come from ``legal_actions``, and every reason for a refusal is
the engine's own.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from ...engine.actions import Action, Chi, Discard, LayOff, Meld
from ...engine.cards import Card
from ...engine.explain import why_illegal
from ...engine.melds import chi_runs
from ...engine.state import GameState, Phase
from ...engine.turns import legal_actions
from ...play.session import Waiting
from ..host import HandOrder, Speed
from .cards_text import CardFace
from .hand import KEYS
from .narration import discarder, seat_shown_acting
from .wording import HUMAN

__all__ = ["no_chi_reason", "order_message", "pon_question", "selection_hint", "speed_message", "turn_hint"]


def turn_hint(game: GameState, waiting: Waiting, names: Sequence[str], speed: Speed) -> str:
    """What the player can do now, in one line."""
    if waiting == "cpu":
        seat = seat_shown_acting(game)
        who = "Your turn comes next" if seat == HUMAN or seat is None else f"{names[seat]} is playing"
        return f"{who}…  s skip ahead · f pace ({speed})"
    if waiting != "human":
        return "The game is over."
    if game.phase is Phase.CLAIM:
        return "A discard is on offer: p pon or n pass."
    legal = legal_actions(game)
    if game.phase is Phase.TURN_START:
        chi = "  ·  c chi the last discard" if any(isinstance(action, Chi) for action in legal) else ""
        return f"Your turn: d draw from the stock{chi}."
    offers = [
        label
        for kind, label in ((Meld, "m meld"), (LayOff, "l lay off"), (Discard, "x discard"))
        if any(isinstance(action, kind) for action in legal)
    ]
    then = " · ".join(offers)
    picks = min(len(game.hands[HUMAN]), len(KEYS))
    if picks == 1:
        return f"Select the card (1, click, or space), then {then}."
    return f"Select cards (1–{picks}, click, or ←→ space), then {then}."


def selection_hint(cards: tuple[Card, ...], legal: Sequence[Action], face: CardFace) -> Text:
    """What the selected cards (drawn in ``face``) can do now, found among the legal actions."""
    moves = []
    if Meld(cards) in legal:
        moves.append("m melds them" if len(cards) > 1 else "m melds it")
    if len(cards) == 1:
        if any(isinstance(action, LayOff) and action.card is cards[0] for action in legal):
            moves.append("l lays it off")
        if Discard(cards[0]) in legal:
            moves.append("x discards it")
    text = Text("Selected: ").append_text(face.cards_text(cards))
    if moves:
        text.append(" — " + " · ".join(moves), style="bold green")
    return text


def pon_question(game: GameState, names: Sequence[str], face: CardFace) -> Text:
    """Who threw which card, and the cards of its rank the player holds, drawn in ``face``."""
    top = game.discards[-1]
    thrower = discarder(game)
    same = [card for card in game.hands[HUMAN] if card.rank == top.rank and not card.is_joker]
    with_what = "two of your " if len(same) > 2 else "your "
    if thrower is None:
        question = Text().append_text(face.card_text(top)).append(" was turned up at the deal")
    else:
        question = Text(names[thrower]).append(" discarded ").append_text(face.card_text(top))
    question.append(f".\nPon it with {with_what}")
    return question.append_text(face.cards_text(same)).append("?")


def no_chi_reason(game: GameState) -> str:
    """Why the player cannot chi now, when ``legal_actions`` offers no chi: the engine's reason."""
    top = game.top_discard
    if game.phase is Phase.TURN_START and top is not None and not top.is_joker:
        runs = chi_runs(game.hands[game.current], top, game.rules)
        if not runs:
            return f"{top} makes no run with the cards in your hand: d draws from the stock."
        return why_illegal(game, Chi(runs[0]))
    return why_illegal(game, Chi(()))


def order_message(order: HandOrder) -> Text:
    """What the sort key just did."""
    other = "suit" if order == "rank" else "rank"
    return Text(f"Your hand is sorted by {order}; o sorts it by {other}.")


def speed_message(speed: Speed) -> Text:
    """What the pace key just did."""
    return Text(f"CPU pace: {speed}; f changes it.")
