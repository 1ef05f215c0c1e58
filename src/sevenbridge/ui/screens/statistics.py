"""Statistics from the match history: played, won, average penalty, best and worst match.

One table: all matches first, then each rule set, then each opponent level.
Lower penalties are better, so the best match is the lowest total. ``r``
lists the recorded games to replay one. The table is built as the screen
composes, so a change of language draws it again in the new one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Static

from ...choices import shown_level
from ...engine.rules import shown_ruleset_name
from ...persistence.statistics import Figures, Statistics
from ...translation import N_, _
from ..footer import Footer
from ..line_breaks import BrokenText

if TYPE_CHECKING:
    from ...persistence.replays import RecordedMatch

__all__ = ["FiguresTable", "StatisticsScreen"]

_FEWEST_ROWS: Final = 4
"""The table keeps its heading and a few rows however small the screen: it scrolls for the rest."""

_COLUMNS: Final = (N_("Matches"), N_("Played"), N_("Won"), N_("Per game"), N_("Best"), N_("Worst"))
"""Short headings, so a long rule-set name still leaves every column on an 80-column screen."""
_HINT: Final = N_("Penalties: average per game, and the best and worst match total; lower is better. r replays a game.")
_ASSISTED_HINT: Final = N_(
    "Penalties: average per game, and the best and worst match total; lower is better. r replays a game. "
    "Assisted: a hint or an undo was taken in the match."
)
"""What the figures mean, told once a match was played with help."""


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
    never read as markup (the table wraps each cell in ``Text``). Labels are
    in the current language, the game's own rule-set names too.
    """
    apart = []
    if stats.assisted.played:
        apart = [_row(_("Without help"), stats.unassisted), _row(_("Assisted"), stats.assisted)]
    return [
        _row(_("All"), stats.overall),
        *apart,
        *(
            _row(_("Rule set: {name}").format(name=shown_ruleset_name(name)), figures)
            for name, figures in stats.by_ruleset.items()
        ),
        *(
            _row(_("Against {level}").format(level=shown_level(level)), figures)
            for level, figures in stats.by_level.items()
        ),
    ]


class FiguresTable(DataTable[Text]):
    """The figures, given only the rows the title, the notice and the note leave on screen.

    Without that a long history (every rule set, a few of one's own) grows the
    box past the screen and cuts off the note under the table; with it the
    table scrolls and everything else stays whole. It fits itself whenever it
    is laid out (first shown, or composed again in another language), and its
    screen asks it again when the terminal changes size.
    """

    def on_resize(self, _event: events.Resize) -> None:
        """Fit once laid out: what the rest of the box takes is known only then."""
        self.call_after_refresh(self.fit_to_screen)

    def fit_to_screen(self) -> None:
        """Lower the max-height to the rows left by the box's other lines, its frame and the keys line."""
        box = self.parent
        if not isinstance(box, Widget):
            return
        others = sum(child.outer_size.height + child.styles.margin.height for child in box.children if child != self)
        footer = sum(footer.outer_size.height for footer in self.screen.query(Footer))
        room = self.screen.size.height - footer - box.styles.gutter.height - others - self.styles.margin.height
        self.styles.max_height = max(_FEWEST_ROWS, room)


def _table(stats: Statistics) -> FiguresTable:
    """The figures as a table, filled before it is shown."""
    table = FiguresTable(id="statistics-table", cursor_type="row", zebra_stripes=True)
    table.add_columns(*map(_, _COLUMNS))
    table.add_rows(tuple(map(Text, row)) for row in statistics_rows(stats))
    return table


class StatisticsScreen(Screen[None]):
    """The player's record, from the finished matches in the history."""

    CSS_PATH = "statistics.tcss"
    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="statistics.back"),
        Binding("r", "replays", N_("Replays"), id="statistics.replays"),
    ]

    def __init__(self, stats: Statistics, notice: str | None = None) -> None:
        """Show ``stats``; ``notice`` explains a history file that could not be read."""
        super().__init__()
        self._stats = stats
        self._notice = notice

    def compose(self) -> ComposeResult:
        with Vertical(id="statistics-box"):
            yield Static(_("Statistics"), id="statistics-title", classes="title")
            if self._notice is not None:
                yield Static(BrokenText(Text(self._notice)), id="statistics-notice")
            if self._stats.overall.played:
                yield _table(self._stats)
                hint = _(_ASSISTED_HINT if self._stats.assisted.played else _HINT)
                yield Static(BrokenText(Text(hint)), id="statistics-hint")
            else:
                empty = _("No finished matches yet: play one to the end and it will count here.")
                yield Static(BrokenText(Text(empty)), id="statistics-empty")
        yield Footer()

    def on_resize(self, _event: events.Resize) -> None:
        """Fit the table to the terminal's new height."""
        for table in self.query(FiguresTable):
            table.call_after_refresh(table.fit_to_screen)

    def action_replays(self) -> None:
        """List the recorded games to replay one, once the history is read off the screen's thread."""
        self._read_replays()

    @work(thread=True, exclusive=True, group="replays")
    def _read_replays(self) -> None:
        from ...persistence.replays import recorded_matches

        matches, _problem = recorded_matches()
        self.app.call_from_thread(self._list_replays, matches)

    def _list_replays(self, matches: list[RecordedMatch]) -> None:
        """Open the list, unless the player has left Statistics meanwhile."""
        from .replays import ReplaysScreen

        if self.app.screen is self:
            self.app.push_screen(ReplaysScreen(matches))

    def action_close(self) -> None:
        """Back to the main menu."""
        self.dismiss(None)
