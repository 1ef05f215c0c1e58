"""Tables of results: each hand's penalty with its working, and the match sheet game by game.

Names are cells of ``Text``: a table reads a plain string as markup. Every
table is drawn in a card face's colours, made to read on the theme (see
``CardFace``): the sheet's quieter words in the face's muted colour, where dim
read at 2.5:1 under solarized-light, and the match's winner in its warning
colour, where a fixed yellow read at 2.1:1 under atom-one-light.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final

from rich.table import Table
from rich.text import Text

from ...engine.cards import Card
from ...engine.match import Match
from ...engine.rules import RuleSet
from ...engine.scoring import penalty_working
from ...engine.state import Result
from ...play.session import Session
from ...play.setup import shown_name
from ...translation import N_, _
from .cards_text import WARNING, CardFace
from .wording import HUMAN

__all__ = [
    "ASSISTED_MARK",
    "assisted_note",
    "drawn_games",
    "penalty_table",
    "session_sheet",
    "sheet_table",
    "standings_table",
]


def penalty_table(
    result: Result, rules: RuleSet, names: Sequence[str], face: CardFace, own_hand: Sequence[Card]
) -> Table:
    """Every hand left at the end of a game (drawn in ``face``), and how its penalty was worked out.

    The player's own hand is ``own_hand``: their cards in the order the table
    showed them, so the sheet reads as the hand they were looking at.
    """
    table = Table(expand=True, box=None, padding=(0, 1), header_style="bold")
    table.add_column(_("Player"), no_wrap=True)
    table.add_column(_("Hand left"))
    table.add_column(_("Working"))
    table.add_column(_("Penalty"), justify="right")
    hands = [own_hand if seat == HUMAN else hand for seat, hand in enumerate(result.hands)]
    for seat, (name, hand, penalty) in enumerate(zip(names, hands, result.penalties, strict=True)):
        shown = Text(shown_name(name))
        if seat == result.winner:
            working = Text(_winner_working(penalty, out_at_once=result.out_at_once), style=face.success)
            table.add_row(shown, Text("—", style=face.muted), working, str(penalty))
        elif result.winner is None and not rules.drawn_game_pays:
            table.add_row(shown, face.cards_text(hand), Text(_("drawn game"), style=face.muted), str(penalty))
        else:
            table.add_row(
                shown, face.cards_text(hand), _working(hand, rules, out_at_once=result.out_at_once), str(penalty)
            )
    return table


def _winner_working(penalty: int, *, out_at_once: bool) -> str:
    """How the player who went out scored: nothing, or a bonus for going out at once."""
    if not penalty:
        return _("went out at once") if out_at_once else _("went out")
    if out_at_once:
        return _("went out at once: {penalty} instead of 0").format(penalty=penalty)
    return _("went out: {penalty} instead of 0").format(penalty=penalty)


FACTOR_NAMES: Final = (N_("7s"), N_("joker"), N_("out at once"))
"""What each multiplier of a penalty is for, in the order the working lists them."""


def _working(hand: Sequence[Card], rules: RuleSet, *, out_at_once: bool) -> str:
    """The multipliers applied to the cards' sum, or just that the cards were added up: ``27 ×2 (7s) = 54``."""
    working = penalty_working(hand, rules, out_at_once=out_at_once)
    if working.total == working.points:
        return _("sum of the cards")
    factors = (working.sevens_factor, working.joker_factor, working.out_at_once_factor)
    parts = [str(working.points)]
    parts += [f"×{factor} ({_(why)})" for factor, why in zip(factors, FACTOR_NAMES, strict=True) if factor != 1]
    return " ".join(parts) + f" = {working.total}"


ASSISTED_MARK: Final = "*"
"""Beside a game's number on the sheet: the player took a hint or an undo in it."""


def assisted_note() -> str:
    """Under a sheet with an assisted game: what its mark means."""
    return _("{mark} assisted: a hint or an undo was taken in that game").format(mark=ASSISTED_MARK)


def drawn_games(match: Match, result: Result | None = None) -> frozenset[int]:
    """The games of ``match`` (numbered from 0) that ended in a draw, and the game just ended if ``result`` is one.

    A game played before the sheet kept who went out (in a match saved by an
    earlier version) is left unmarked rather than guessed.
    """
    if result is not None and result.winner is None:
        return match.drawn_games | {match.games_played}
    return match.drawn_games


def sheet_table(
    sheet: Sequence[Sequence[int]],
    names: Sequence[str],
    games: int,
    face: CardFace,
    assisted: Collection[int] = (),
    drawn: Collection[int] = (),
) -> Table:
    """The score sheet: one row per game played, then the totals (lower is better).

    Games in ``assisted`` (numbered from 0) are marked, and a note under the
    table says what the mark means. Games in ``drawn`` say so beside their
    number: a draw that scores nothing would otherwise read like a game where
    everyone went out with nothing left. Both say less than the penalties, in
    ``face``'s muted colour.
    """
    table = Table(expand=True, box=None, padding=(0, 1), header_style="bold")
    table.add_column(_("Game"))
    for name in names:
        table.add_column(Text(shown_name(name)), justify="right")
    for number, penalties in enumerate(sheet, start=1):
        mark = ASSISTED_MARK if number - 1 in assisted else ""
        game = Text(_("{number} of {games}").format(number=number, games=games) + mark)
        if number - 1 in drawn:
            game.append(" ").append(_("drawn"), style=face.muted)
        table.add_row(game, *(str(points) for points in penalties))
    if any(game < len(sheet) for game in assisted):
        table.caption = Text(assisted_note(), style=f"italic {face.muted}")
        table.caption_justify = "left"
    totals = [sum(game[seat] for game in sheet) for seat in range(len(names))]
    table.add_row(Text(_("Total"), style="bold"), *(Text(str(total), style="bold") for total in totals))
    return table


def session_sheet(session: Session, face: CardFace, result: Result | None = None) -> Table:
    """``session``'s match sheet in ``face``: every finished game, then the game ``result`` just ended, if given,
    with its assisted and drawn games marked."""
    match = session.match
    sheet = match.sheet if result is None else (*match.sheet, result.penalties)
    names = [seat.name for seat in session.seats]
    games = match.rules.games_per_match
    return sheet_table(sheet, names, games, face, session.assisted_games, drawn_games(match, result))


def standings_table(match: Match, names: Sequence[str], face: CardFace) -> Table:
    """Places and totals at the end of a match; equal totals share a place.

    The first place is said in bold in ``face``'s warning colour: drawn in
    greys (``NO_COLOR``), the bold still marks it.
    """
    table = Table(expand=True, box=None, padding=(0, 2), header_style="bold")
    table.add_column(_("Place"))
    table.add_column(_("Player"))
    table.add_column(_("Total penalty"), justify="right")
    for standing in match.standings():
        ordinal = _ordinal(standing.place)
        place = face.said(ordinal, WARNING) if standing.place == 1 else Text(ordinal)
        table.add_row(place, Text(shown_name(names[standing.seat])), str(standing.total))
    return table


def _ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``… (a place is never beyond the seventh)."""
    ordinals = {1: _("1st"), 2: _("2nd"), 3: _("3rd")}
    return ordinals.get(place, _("{place}th").format(place=place))
