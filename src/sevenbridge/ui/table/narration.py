"""What happened, in words: one log line per step of the game.

A line is told from the public record (the state before and after a step), so
the same words describe a CPU's move and the player's own; the only private
detail is the card the player drew, shown to the player alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from ...engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from ...engine.cards import Card
from ...engine.state import GameState
from .cards_text import card_text, cards_text, meld_text

__all__ = ["discarder", "narrate", "outcome_text"]

HUMAN = 0


def narrate(before: GameState, action: Action, after: GameState, names: Sequence[str]) -> Text:
    """The log line for ``before.to_act`` taking ``action``, e.g. ``North: Pon! 9♣ — West loses the turn``."""
    seat = before.to_act
    line = Text(f"{names[seat]}: ", style="bold")
    if isinstance(action, Draw):
        line.append_text(_draw(before, after, seat))
    elif isinstance(action, Pon):
        line.append("Pon! ", style="bold yellow").append_text(card_text(before.discards[-1]))
        line.append_text(_skipped(before, seat, names))
    elif isinstance(action, Chi):
        line.append("Chi! ", style="bold yellow").append_text(card_text(before.discards[-1]))
        line.append(" with ").append_text(cards_text(action.cards))
    elif isinstance(action, Pass):
        line.append("passes on ").append_text(card_text(before.discards[-1]))
    elif isinstance(action, Meld):
        line.append("melds ").append_text(meld_text(after.melds[-1]))
    elif isinstance(action, LayOff):
        owner = before.melds[action.meld].owner
        line.append("lays off ").append_text(card_text(action.card))
        line.append(f" on {_possessive(names, owner, seat)} ").append_text(meld_text(after.melds[action.meld]))
    elif isinstance(action, Discard):
        line.append("discards ").append_text(card_text(action.card))
    return line


def _draw(before: GameState, after: GameState, seat: int) -> Text:
    """A draw; the card itself only for the player, and a reshuffle or an empty stock when it happens."""
    if after.result is not None and after.result.winner is None:
        return Text("the stock is empty")
    text = Text("draws")
    if after.reshuffles > before.reshuffles:
        text = Text("the discards are shuffled into a new stock; ").append_text(text)
    if seat == HUMAN:
        drawn = _drawn_card(before.hands[seat], after.hands[seat])
        if drawn is not None:
            text.append(" ").append_text(card_text(drawn))
    return text


def _drawn_card(before: tuple[Card, ...], after: tuple[Card, ...]) -> Card | None:
    """The card that is in ``after`` but not in ``before``."""
    remaining = list(before)
    for card in after:
        if card in remaining:
            remaining.remove(card)
        else:
            return card
    return None


def _skipped(before: GameState, ponner: int, names: Sequence[str]) -> Text:
    """The seats between the discarder and the ponner, who lose their turn."""
    players = before.players
    seat = (before.current + 1) % players
    skipped = []
    while seat != ponner:
        skipped.append(names[seat])
        seat = (seat + 1) % players
    if not skipped:
        return Text()
    verb = "loses" if len(skipped) == 1 else "lose"
    return Text(f" — {' and '.join(skipped)} {verb} the turn", style="dim")


def _possessive(names: Sequence[str], owner: int, actor: int) -> str:
    """Whose meld, from the actor's side: ``their own``, ``your`` or ``West's``."""
    if owner == actor:
        return "their own"
    return "your" if names[owner] == "You" else f"{names[owner]}'s"


def outcome_text(state: GameState, names: Sequence[str]) -> Text:
    """How the game ended: who went out (and whether at once), or a draw."""
    result = state.result
    if result is None:
        return Text()
    if result.winner is None:
        return Text("The stock ran out: the game is a draw and nobody scores.", style="bold")
    text = Text(f"{names[result.winner]} went out", style="bold green")
    if result.rummy:
        text.append(" at once!", style="bold yellow")
    else:
        text.append("!", style="bold green")
    return text


def discarder(state: GameState) -> int | None:
    """The seat that threw the top card of the discard pile, from the public record."""
    thrown: list[int] = []
    for seat, action in state.history:
        if isinstance(action, Discard):
            thrown.append(seat)
        elif isinstance(action, (Pon, Chi)) and thrown:
            thrown.pop()
    if not state.discards or not thrown:
        return None
    return thrown[-1]
