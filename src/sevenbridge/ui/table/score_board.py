"""The match score so far: each seat's total penalty (lower is better)."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ...play.session import Session

__all__ = ["ScoreBoard"]


class ScoreBoard(Static):
    """Game number, rule set and running totals; follows the table's session."""

    session: reactive[Session | None] = reactive(None)

    def watch_session(self, session: Session | None) -> None:
        """Draw the totals of ``session``'s match."""
        if session is None:
            return
        match = session.match
        number = min(match.games_played + 1, session.rules.games_per_match)
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(ratio=1)
        table.add_column(justify="right")
        games = Text(f"Game {number} of {session.rules.games_per_match}", style="bold")
        table.add_row(games, Text(session.rules.name, style="dim"))
        for seat, total in zip(session.seats, match.totals, strict=True):
            table.add_row(Text(seat.name), Text(str(total)))
        self.update(table)
