"""What happened, in words: one log line per step of the game.

A line is told from the public record (the state before and after a step), so
the same words describe a CPU's move and the player's own; the only private
detail is the card the player drew, shown to the player alone. A CPU's pass
on a pon is never told: it would give away that the seat holds a pair. Names
are always added as plain text, never read as markup.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from ...engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from ...engine.cards import Card
from ...engine.match import Match
from ...engine.state import GameState, Phase
from .cards_text import CardFace
from .wording import HUMAN, joined, possessive, subject, verb

__all__ = ["discarder", "game_heading", "match_outcome", "narrate", "outcome_text", "seat_shown_acting"]


def narrate(before: GameState, action: Action, after: GameState, names: Sequence[str], face: CardFace) -> Text | None:
    """The log line for ``before.to_act`` taking ``action``, e.g. ``North: Pon! 9♣ — West loses the turn``.

    The cards are drawn in ``face``; ``None`` for a CPU's pass, which the table keeps to itself.
    """
    seat = before.to_act
    if isinstance(action, Pass) and seat != HUMAN:
        return None
    line = Text().append(names[seat], style="bold").append(": ", style="bold")
    if isinstance(action, Draw):
        line.append_text(_draw(before, after, seat, face))
    elif isinstance(action, Pon):
        line.append("Pon! ", style="bold yellow").append_text(face.card_text(before.discards[-1]))
        line.append_text(_skipped(before, seat, names))
    elif isinstance(action, Chi):
        line.append("Chi! ", style="bold yellow").append_text(face.card_text(before.discards[-1]))
        line.append(" with ").append_text(face.cards_text(action.cards))
    elif isinstance(action, Pass):
        line.append("passes on ").append_text(face.card_text(before.discards[-1]))
    elif isinstance(action, Meld):
        line.append("melds ").append_text(face.meld_text(after.melds[-1]))
    elif isinstance(action, LayOff):
        owner = before.melds[action.meld].owner
        line.append("lays off ").append_text(face.card_text(action.card))
        whose = possessive(owner, actor=seat, names=names)
        line.append(f" on {whose} ").append_text(face.meld_text(after.melds[action.meld]))
    elif isinstance(action, Discard):
        line.append("discards ").append_text(face.card_text(action.card))
    return line


def _draw(before: GameState, after: GameState, seat: int, face: CardFace) -> Text:
    """A draw; the card itself only for the player, and a reshuffle or an empty stock when it happens."""
    if after.result is not None and after.result.winner is None:
        return Text("the stock is empty")
    text = Text("draws")
    if after.reshuffles > before.reshuffles:
        text = Text("the discards are shuffled into a new stock; ").append_text(text)
    if seat == HUMAN:
        drawn = _drawn_card(before.hands[seat], after.hands[seat])
        if drawn is not None:
            text.append(" ").append_text(face.card_text(drawn))
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
        skipped.append(seat)
        seat = (seat + 1) % players
    if not skipped:
        return Text()
    loses = verb(skipped[0], "loses", "lose") if len(skipped) == 1 else "lose"
    return Text(" — ", style="dim").append(joined(skipped, names, start=False)).append(f" {loses} the turn")


def outcome_text(state: GameState, names: Sequence[str]) -> Text:
    """How the game ended: who went out (and whether at once), or a draw."""
    result = state.result
    if result is None:
        return Text()
    if result.winner is None:
        if state.rules.drawn_game_pays:
            return Text("The stock ran out: the game is a draw, and everyone pays for their hand.", style="bold")
        return Text("The stock ran out: the game is a draw and nobody scores.", style="bold")
    text = Text(style="bold green").append(subject(result.winner, names)).append(" went out")
    if result.out_at_once:
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


def game_heading(number: int, games: int, dealer: int, names: Sequence[str]) -> Text:
    """The log's heading of a new game: ``— Game 2 of 5: West deals —``, or ``You deal``."""
    heading = Text(f"— Game {number} of {games}: ", style="bold cyan")
    return heading.append(subject(dealer, names)).append(f" {verb(dealer, 'deals', 'deal')} —")


def match_outcome(match: Match, names: Sequence[str]) -> Text:
    """Who won the match: ``Match over — You win!``, or those who share first place."""
    winners = [standing.seat for standing in match.standings() if standing.place == 1]
    ending = verb(winners[0], "wins", "win") if len(winners) == 1 else "share first place"
    return Text("Match over — ").append(joined(winners, names)).append(f" {ending}!")


def seat_shown_acting(state: GameState) -> int | None:
    """The seat the table shows as deciding, or ``None`` once the game is over.

    While a CPU is asked whether to pon, the table shows the seat whose turn
    comes next, as it would if nobody could pon: who is being asked stays
    unknown. When the player is asked, the player is shown.
    """
    if state.result is not None:
        return None
    if state.phase is Phase.CLAIM and state.to_act != HUMAN:
        return (state.current + 1) % state.players
    return state.to_act
