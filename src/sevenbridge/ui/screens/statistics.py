"""Statistics from the match history: played, won, average penalty, best and worst match.

One table: all matches first, then each rule set, then each opponent level.
Lower penalties are better, so the best match is the lowest total. ``r``
lists the recorded games to replay one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from ...persistence.statistics import Figures, Statistics

if TYPE_CHECKING:
    from ...persistence.replays import RecordedMatch

__all__ = ["StatisticsScreen"]

_COLUMNS = ("Matches", "Played", "Won", "Per game", "Best", "Worst")
"""Short headings, so a long rule-set name still leaves every column on an 80-column screen."""


def _row(label: str, figures: Figures) -> tuple[str, ...]:
    """One group's figures as table cells."""
    average = figures.average_penalty
    return (
        label,
        str(figures.played),
        str(figures.won),
        "—" if average is None else f"{average:.1f}",
        "—" if figures.best is None else str(figures.best),
        "—" if figures.worst is None else str(figures.worst),
    )


def statistics_rows(stats: Statistics) -> list[tuple[str, ...]]:
    """Every row of the table: overall (apart without help and assisted, once a match was assisted),
    per rule set, per opponent level.

    The cells are plain text: a rule-set name from a file is shown as written,
    never read as markup (the table wraps each cell in ``Text``).
    """
    apart = [_row("Without help", stats.unassisted), _row("Assisted", stats.assisted)] if stats.assisted.played else []
    return [
        _row("All", stats.overall),
        *apart,
        *(_row(f"Rule set: {name}", figures) for name, figures in stats.by_ruleset.items()),
        *(_row(f"Against {level.capitalize()}", figures) for level, figures in stats.by_level.items()),
    ]


class StatisticsScreen(Screen[None]):
    """The player's record, from the finished matches in the history."""

    CSS_PATH = "statistics.tcss"
    BINDINGS = [
        Binding("escape", "close", "Back", id="statistics.back"),
        Binding("r", "replays", "Replays", id="statistics.replays"),
    ]

    def __init__(self, stats: Statistics, notice: str | None = None) -> None:
        """Show ``stats``; ``notice`` explains a history file that could not be read."""
        super().__init__()
        self._stats = stats
        self._notice = notice

    def compose(self) -> ComposeResult:
        with Vertical(id="statistics-box"):
            yield Static("Statistics", id="statistics-title", classes="title")
            if self._notice is not None:
                yield Static(Text(self._notice), id="statistics-notice")
            if self._stats.overall.played:
                yield DataTable(id="statistics-table", cursor_type="row", zebra_stripes=True)
                yield Static(
                    "Penalties: average per game, and the best and worst match total; lower is better. "
                    "r replays a game."
                    + (" Assisted: a hint or an undo was taken in the match." if self._stats.assisted.played else ""),
                    id="statistics-hint",
                )
            else:
                yield Static(
                    "No finished matches yet: play one to the end and it will count here.", id="statistics-empty"
                )
        yield Footer()

    def on_mount(self) -> None:
        if self._stats.overall.played:
            table = self.query_one(DataTable)
            table.add_columns(*_COLUMNS)
            table.add_rows(tuple(map(Text, row)) for row in statistics_rows(self._stats))

    def action_replays(self) -> None:
        """List the recorded games to replay one, once the history is read off the screen's thread."""
        self._read_replays()

    @work(thread=True, exclusive=True, group="replays")
    def _read_replays(self) -> None:
        from ...persistence.replays import recorded_matches

        matches, _ = recorded_matches()
        self.app.call_from_thread(self._list_replays, matches)

    def _list_replays(self, matches: list[RecordedMatch]) -> None:
        """Open the list, unless the player has left Statistics meanwhile."""
        from .replays import ReplaysScreen

        if self.app.screen is self:
            self.app.push_screen(ReplaysScreen(matches))

    def action_close(self) -> None:
        """Back to the main menu."""
        self.dismiss(None)
