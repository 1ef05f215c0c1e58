"""Tables of results: each hand's penalty with its working, and the match sheet game by game.

Names are cells of ``Text``: a table reads a plain string as markup.
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
from .cards_text import CardFace
from .wording import HUMAN

__all__ = ["ASSISTED_MARK", "ASSISTED_NOTE", "penalty_table", "sheet_table", "standings_table"]


def penalty_table(
    result: Result, rules: RuleSet, names: Sequence[str], face: CardFace, own_hand: Sequence[Card]
) -> Table:
    """Every hand left at the end of a game (drawn in ``face``), and how its penalty was worked out.

    The player's own hand is ``own_hand``: their cards in the order the table
    showed them, so the sheet reads as the hand they were looking at.
    """
    table = Table(expand=True, box=None, padding=(0, 1), header_style="bold")
    table.add_column("Player", no_wrap=True)
    table.add_column("Hand left")
    table.add_column("Working")
    table.add_column("Penalty", justify="right")
    hands = [own_hand if seat == HUMAN else hand for seat, hand in enumerate(result.hands)]
    for seat, (name, hand, penalty) in enumerate(zip(names, hands, result.penalties, strict=True)):
        if seat == result.winner:
            bonus = f": {penalty} instead of 0" if penalty else ""
            working = Text(("went out at once" if result.out_at_once else "went out") + bonus, style="green")
            table.add_row(Text(name), Text("—", style="dim"), working, str(penalty))
        elif result.winner is None and not rules.drawn_game_pays:
            table.add_row(Text(name), face.cards_text(hand), Text("drawn game", style="dim"), str(penalty))
        else:
            table.add_row(
                Text(name), face.cards_text(hand), _working(hand, rules, out_at_once=result.out_at_once), str(penalty)
            )
    return table


def _working(hand: Sequence[Card], rules: RuleSet, *, out_at_once: bool) -> str:
    """The multipliers applied to the cards' sum, or just that the cards were added up."""
    working = penalty_working(hand, rules, out_at_once=out_at_once)
    if working.total == working.points:
        return "sum of the cards"
    return working.explain()


ASSISTED_MARK: Final = "*"
"""Beside a game's number on the sheet: the player took a hint or an undo in it."""
ASSISTED_NOTE: Final = f"{ASSISTED_MARK} assisted: a hint or an undo was taken in that game"


def sheet_table(
    sheet: Sequence[Sequence[int]], names: Sequence[str], games: int, assisted: Collection[int] = ()
) -> Table:
    """The score sheet: one row per game played, then the totals (lower is better).

    Games in ``assisted`` (numbered from 0) are marked, and a note under the table says what the mark means.
    """
    table = Table(expand=True, box=None, padding=(0, 1), header_style="bold")
    table.add_column("Game")
    for name in names:
        table.add_column(Text(name), justify="right")
    for number, penalties in enumerate(sheet, start=1):
        mark = ASSISTED_MARK if number - 1 in assisted else ""
        table.add_row(f"{number} of {games}{mark}", *(str(points) for points in penalties))
    if any(game < len(sheet) for game in assisted):
        table.caption = ASSISTED_NOTE
        table.caption_justify = "left"
    totals = [sum(game[seat] for game in sheet) for seat in range(len(names))]
    table.add_row(Text("Total", style="bold"), *(Text(str(total), style="bold") for total in totals))
    return table


def standings_table(match: Match, names: Sequence[str]) -> Table:
    """Places and totals at the end of a match; equal totals share a place."""
    table = Table(expand=True, box=None, padding=(0, 2), header_style="bold")
    table.add_column("Place")
    table.add_column("Player")
    table.add_column("Total penalty", justify="right")
    for standing in match.standings():
        style = "bold yellow" if standing.place == 1 else ""
        table.add_row(Text(_ordinal(standing.place), style=style), Text(names[standing.seat]), str(standing.total))
    return table


def _ordinal(place: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
