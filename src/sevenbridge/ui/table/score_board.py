"""The match score so far: each seat's total penalty (lower is better)."""

from __future__ import annotations

from rich.table import Table
from textual.widgets import Static

from ...play.session import Session

__all__ = ["ScoreBoard"]


class ScoreBoard(Static):
    """Game number, rule set and running totals."""

    def show(self, session: Session) -> None:
        """Draw the totals of ``session``'s match."""
        match = session.match
        number = min(match.games_played + 1, session.rules.games_per_match)
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(ratio=1)
        table.add_column(justify="right")
        table.add_row(f"[b]Game {number} of {session.rules.games_per_match}[/b]", f"[dim]{session.rules.name}[/dim]")
        for seat, total in zip(session.seats, match.totals, strict=True):
            table.add_row(seat.name, str(total))
        self.update(table)
