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
from ...engine.melds import TableMeld
from ...engine.state import GameState, Phase
from ...translation import _
from .cards_text import MUTED, SUCCESS, WARNING, CardFace
from .wording import HUMAN, name_of, seat_list, sentence

__all__ = [
    "discarder",
    "game_heading",
    "match_outcome",
    "narrate",
    "outcome_text",
    "seat_shown_acting",
    "turned_up_line",
]


def narrate(
    before: GameState, action: Action, after: GameState, names: Sequence[str], face: CardFace, *, reveal: bool = False
) -> Text | None:
    """The log line for ``before.to_act`` taking ``action``, e.g. ``North: Pon! 9♣ — West loses the turn``.

    The cards are drawn in ``face``; ``None`` for a CPU's pass, which the table keeps to itself.
    A card drawn is named for the player's own draws, and for everyone's when ``reveal`` (a replay).
    """
    seat = before.to_act
    if isinstance(action, Pass) and seat != HUMAN:
        return None
    line = Text().append(name_of(seat, names), style="bold").append(": ", style="bold")
    return line.append_text(_doing(before, action, after, names, face, reveal=reveal))


def _doing(
    before: GameState, action: Action, after: GameState, names: Sequence[str], face: CardFace, *, reveal: bool
) -> Text:
    """What the seat to act did, in words that follow its name."""
    seat = before.to_act
    if isinstance(action, Draw):
        return _draw(before, after, seat, face, reveal=reveal)
    if isinstance(action, Pon):
        claim = face.said(_("Pon!"), WARNING)
        told = sentence(_("{claim} {card}"), claim=claim, card=face.card_text(before.discards[-1]))
        return told.append_text(_skipped(before, seat, names, face))
    if isinstance(action, Chi):
        claim = face.said(_("Chi!"), WARNING)
        top, cards = face.card_text(before.discards[-1]), face.cards_text(action.cards)
        return sentence(_("{claim} {card} with {cards}"), claim=claim, card=top, cards=cards)
    if isinstance(action, Pass):
        return sentence(_("passes on {card}"), card=face.card_text(before.discards[-1]))
    if isinstance(action, Meld):
        return sentence(_("melds {meld}"), meld=face.meld_text(after.melds[-1]))
    if isinstance(action, LayOff):
        return _lay_off(before, action, after, names, face)
    assert isinstance(action, Discard)
    return sentence(_("discards {card}"), card=face.card_text(action.card))


def _lay_off(before: GameState, action: LayOff, after: GameState, names: Sequence[str], face: CardFace) -> Text:
    """A card laid off, saying whose meld it joined from the actor's side: ``your own``, ``West's``.

    The meld is shown as it was before the card joined it (``lays off 10♥ on [7♥ 8♥ 9♥]``), as a player
    says it; a joker is named with the card it stands for there (``JK=6♥``).
    """
    owner, actor = before.melds[action.meld].owner, before.to_act
    if owner == actor == HUMAN:
        message = _("lays off {card} on your own {meld}")
    elif owner == actor:
        message = _("lays off {card} on their own {meld}")
    elif owner == HUMAN:
        message = _("lays off {card} on your {meld}")
    else:
        message = _("lays off {card} on {owner}'s {meld}")
    card = _laid_card(before.melds[action.meld], after.melds[action.meld], action.card, face)
    meld = face.meld_text(before.melds[action.meld])
    return sentence(message, card=card, meld=meld, owner=name_of(owner, names))


def _laid_card(meld: TableMeld, grown: TableMeld, card: Card, face: CardFace) -> Text:
    """The card laid off on ``meld`` (making ``grown``); a joker with the card it stands for, which a joker
    laid off on a run takes at its low end (the run then starts lower) or at its high end."""
    if not card.is_joker:
        return face.card_text(card)
    at = 0 if grown.low < meld.low else len(grown.cards) - 1
    return face.meld_cards(grown)[at]


def _draw(before: GameState, after: GameState, seat: int, face: CardFace, *, reveal: bool) -> Text:
    """A draw; the card itself only for the player (or in a replay), and a reshuffle or an empty stock."""
    if after.result is not None and after.result.winner is None:
        return Text(_("the stock is empty"))
    drawn = _drawn_card(before.hands[seat], after.hands[seat]) if seat == HUMAN or reveal else None
    if after.reshuffles > before.reshuffles:
        if drawn is None:
            return Text(_("the discards are shuffled into a new stock; draws"))
        return sentence(_("the discards are shuffled into a new stock; draws {card}"), card=face.card_text(drawn))
    if drawn is None:
        return Text(_("draws"))
    return sentence(_("draws {card}"), card=face.card_text(drawn))


def _drawn_card(before: tuple[Card, ...], after: tuple[Card, ...]) -> Card | None:
    """The card that is in ``after`` but not in ``before``."""
    remaining = list(before)
    for card in after:
        if card in remaining:
            remaining.remove(card)
        else:
            return card
    return None


def _skipped(before: GameState, ponner: int, names: Sequence[str], face: CardFace) -> Text:
    """The seats between the discarder and the ponner, who lose their turn."""
    players = before.players
    seat = (before.current + 1) % players
    skipped = []
    while seat != ponner:
        skipped.append(seat)
        seat = (seat + 1) % players
    if not skipped:
        return Text()
    if skipped == [HUMAN]:
        told = _("you lose the turn")
    elif len(skipped) == 1:
        told = _("{name} loses the turn").format(name=name_of(skipped[0], names))
    else:
        told = _("{names} lose the turn").format(names=seat_list(skipped, names, start=False))
    return face.said(" — ", MUTED).append(told)


def outcome_text(state: GameState, names: Sequence[str], face: CardFace) -> Text:
    """How the game ended: who went out (and whether at once) in ``face``'s colours for good news, or a draw."""
    result = state.result
    if result is None:
        return Text()
    if result.winner is None:
        if state.rules.drawn_game_pays:
            return Text(_("The stock ran out: the game is a draw, and everyone pays for their hand."), style="bold")
        return Text(_("The stock ran out: the game is a draw and nobody scores."), style="bold")
    ending = face.said(_(" at once!"), WARNING) if result.out_at_once else face.said(_("!"), SUCCESS)
    message = _("You went out{ending}") if result.winner == HUMAN else _("{name} went out{ending}")
    told = sentence(message, name=name_of(result.winner, names), ending=ending)
    return face.said("", SUCCESS).append_text(told)


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
    if dealer == HUMAN:
        heading = _("— Game {number} of {games}: You deal —").format(number=number, games=games)
    else:
        heading = _("— Game {number} of {games}: {name} deals —").format(
            number=number, games=games, name=name_of(dealer, names)
        )
    return Text(heading, style="bold")


def turned_up_line(deal: GameState, face: CardFace) -> Text | None:
    """The log's line for the card a deal turns up as the first discard (``first_discard_face_up``), which
    nobody threw: ``5♣ was turned up at the deal.``; ``None`` for a deal that turns up nothing."""
    if not deal.discards:
        return None
    return sentence(_("{card} was turned up at the deal."), card=face.card_text(deal.discards[0]))


def match_outcome(match: Match, names: Sequence[str]) -> Text:
    """Who won the match: ``Match over — You win!``, those who share first place, or that nobody did: a match
    every player finished level is drawn (see ``engine.match.won``), and the statistics count it as such."""
    winners = [standing.seat for standing in match.standings() if standing.place == 1]
    if len(winners) == match.players:
        return Text(_("Match over — a draw: every player finished level."))
    if winners == [HUMAN]:
        return Text(_("Match over — You win!"))
    if len(winners) == 1:
        return Text(_("Match over — {name} wins!").format(name=name_of(winners[0], names)))
    return Text(_("Match over — {names} share first place!").format(names=seat_list(winners, names)))


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
