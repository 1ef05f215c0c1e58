"""The match score so far: each seat's total penalty (lower is better)."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...engine.rules import shown_ruleset_name
from ...play.session import Session
from ...play.setup import shown_name
from ...translation import _

__all__ = ["ScoreBoard"]


class ScoreBoard(Static):
    """Game number, rule set and running totals; follows the table's session.

    The rule set's name is the frame's title and the game number a line of its
    own, so the heading takes one line and a long rule-set name never narrows
    the names column: with six seats on an 80-column terminal every name fits
    (a name longer than the frame ends with an ellipsis there).
    """

    session: reactive[Session | None] = reactive(None)

    def watch_session(self, session: Session | None) -> None:
        """Draw the totals of ``session``'s match."""
        if session is None:
            return
        match = session.match
        number = min(match.games_played + 1, session.rules.games_per_match)
        self.border_title = Text(shown_ruleset_name(session.rules.name))
        heading = Text(
            _("Game {number} of {games}").format(number=number, games=session.rules.games_per_match),
            style="bold",
            no_wrap=True,
        )
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(ratio=1, overflow="ellipsis", no_wrap=True)
        table.add_column(justify="right", no_wrap=True)
        for seat, total in zip(session.seats, match.totals, strict=True):
            table.add_row(Text(shown_name(seat.name)), Text(str(total)))
        self.update(Group(heading, table))
