"""The recorded games, newest first, to choose one to replay.

One row per game of every recorded match. The list holds the matches without
their moves; the chosen game's moves are read from the history on a worker
thread, so a long history never stops the screen from answering keys. The
table is built as the screen composes, so a change of language draws it again.

The opponents of the game under the cursor are told under the table rather
than in a column: their levels can run long (five of them, or three in
Japanese), and the table must fit an 80-column terminal.
"""

from __future__ import annotations

from collections import Counter
from typing import ClassVar, Final, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...choices import LEVELS, shown_level
from ...engine.rules import shown_ruleset_name
from ...persistence.replays import RecordedMatch, open_game
from ...play.replay import GameReplay, ReplayError
from ...translation import N_, _, pgettext
from ..footer import Footer
from ..host import TableHost
from ..line_breaks import BrokenText
from ..table.cards_text import card_face
from ..table.replay import ReplayScreen

__all__ = ["ReplaysScreen", "game_rows"]

_COLUMNS: Final = (N_("Match ended"), N_("Rule set"), N_("Game"), N_("Your penalty"))
"""The list's headings: a game is dated by the end of its match, when the match was recorded."""
_WHEN: Final = N_("%d %b %Y %H:%M")
"""How a match's end is dated: a ``strftime`` format, so each language writes dates its own way."""


def opponents_line(match: RecordedMatch) -> str:
    """The levels of the match's CPU opponents, easiest first, a level shared by several named once with
    its count: "Opponents: Easy, Hard ×2"."""
    counted = Counter(seat.level for seat in match.record.seats if seat.level is not None)
    shown = [
        shown_level(level)
        if counted[level] == 1
        else _("{level} ×{count}").format(level=shown_level(level), count=counted[level])
        for level in LEVELS
        if counted[level]
    ]
    return _("Opponents: {levels}").format(levels=pgettext("list", ", ").join(shown))


def game_rows(matches: list[RecordedMatch]) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """Each game of ``matches``, newest first: its key (match, game, from 0) and its cells as plain text.

    A drawn game says so beside its number, in the word the replay and the
    score sheets use; a match recorded before the history kept who went out
    does not say which of its games were drawn, and none of them is called so.
    """
    rows: list[tuple[tuple[int, int], tuple[str, ...]]] = []
    when_format = _(_WHEN)
    for number in range(len(matches) - 1, -1, -1):
        entry = matches[number]
        record = entry.record
        when = record.finished_at.astimezone().strftime(when_format)
        person = record.player
        games = len(record.sheet)
        for game in range(games - 1, -1, -1):
            you = str(record.sheet[game][person]) if person is not None else "—"
            kept = _("{game} of {games}") if entry.replayable[game] else _("{game} of {games} (not kept)")
            label = kept.format(game=game + 1, games=games)
            if game in record.drawn_games:
                label += " · " + _("drawn")
            rows.append(((number, game), (when, shown_ruleset_name(record.ruleset), label, you)))
    return rows


def _table(rows: list[tuple[tuple[int, int], tuple[str, ...]]]) -> DataTable[Text]:
    """One row per recorded game, filled before it is shown."""
    table: DataTable[Text] = DataTable(id="replays-table", cursor_type="row", zebra_stripes=True)
    table.add_columns(*map(_, _COLUMNS))
    for (match, game), cells in rows:
        table.add_row(*map(Text, cells), key=f"{match}/{game}")
    return table


class ReplaysScreen(Screen[None]):
    """Every recorded game; Enter replays the one under the cursor."""

    CSS_PATH = "replays.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Back"), id="replays.back")]

    def __init__(self, matches: list[RecordedMatch]) -> None:
        super().__init__()
        self._matches = matches
        self._row = 0
        """The row under the cursor, kept when the screen composes itself again."""

    def compose(self) -> ComposeResult:
        with Vertical(id="replays-box"):
            yield Static(_("Replays"), classes="title")
            if self._matches:
                rows = game_rows(self._matches)
                yield _table(rows)
                self.call_after_refresh(self._return_to, self._row)
                yield Static(Text(opponents_line(self._matches[rows[self._row][0][0]])), id="replays-opponents")
                hint = _("Enter replays the game: every hand face up, move by move.")
                yield Static(BrokenText(Text(hint)), id="replays-hint")
            else:
                empty = _(
                    "No finished matches yet: play one to the end to replay its games here. "
                    "A game just played can be replayed at once: r on its score sheet."
                )
                yield Static(BrokenText(Text(empty)), id="replays-empty")
        yield Footer()

    def _return_to(self, row: int) -> None:
        """Put the cursor back on ``row`` once the table is shown again."""
        self.query_one(DataTable).move_cursor(row=row, animate=False)

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        """Tell the opponents of the game under the cursor."""
        assert event.row_key.value is not None
        self._row = event.cursor_row
        match = int(event.row_key.value.split("/")[0])
        self.query_one("#replays-opponents", Static).update(Text(opponents_line(self._matches[match])))

    @on(DataTable.RowSelected)
    def _chosen(self, event: DataTable.RowSelected) -> None:
        """Open the game of the chosen row."""
        assert event.row_key.value is not None
        match, game = map(int, event.row_key.value.split("/"))
        entry = self._matches[match]
        if not entry.replayable[game]:
            self.notify(_("That game's moves were not kept: it was played with an older version."), markup=False)
            return
        self._open(entry, game)

    @work(thread=True, exclusive=True, group="replay")
    def _open(self, entry: RecordedMatch, game: int) -> None:
        """Read the game's moves and play them through, off the screen's thread."""
        try:
            replay = open_game(entry, game)
        except ReplayError as error:
            self.app.call_from_thread(
                self.notify,
                _("This game cannot be replayed: {problem}.").format(problem=error),
                severity="warning",
                markup=False,
            )
            return
        self.app.call_from_thread(self._show, replay)

    def _show(self, replay: GameReplay) -> None:
        """Open the replay, unless the player has left the list meanwhile."""
        if self.app.screen is self:
            face = card_face(cast(TableHost, self.app).card_faces, self.app.theme_variables)
            self.app.push_screen(ReplayScreen(replay, face))

    def action_close(self) -> None:
        """Back to Statistics."""
        self.dismiss(None)
