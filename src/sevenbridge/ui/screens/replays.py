"""The recorded games, newest first, to choose one to replay.

One row per game of every recorded match. The list holds the matches without
their moves; the chosen game's moves are read from the history on a worker
thread, so a long history never stops the screen from answering keys.
"""

from __future__ import annotations

from typing import ClassVar, Final, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...persistence.replays import RecordedMatch, open_game
from ...play.replay import GameReplay, ReplayError
from ..footer import Footer
from ..host import TableHost
from ..table.cards_text import card_face
from ..table.replay import ReplayScreen

__all__ = ["ReplaysScreen", "game_rows"]

_COLUMNS: Final = ("Finished", "Rule set", "Game", "You", "Opponents")
_NOT_KEPT: Final = "not kept"


def game_rows(matches: list[RecordedMatch]) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """Each game of ``matches``, newest first: its key (match, game, from 0) and its cells as plain text."""
    rows: list[tuple[tuple[int, int], tuple[str, ...]]] = []
    for number in range(len(matches) - 1, -1, -1):
        entry = matches[number]
        record = entry.record
        when = record.finished_at.astimezone().strftime("%d %b %Y %H:%M")
        person = record.player
        opponents = ", ".join(seat.level.capitalize() for seat in record.seats if seat.level is not None)
        games = len(record.sheet)
        for game in range(games - 1, -1, -1):
            you = str(record.sheet[game][person]) if person is not None else "—"
            shown = f"{game + 1} of {games}" + ("" if entry.replayable[game] else f" ({_NOT_KEPT})")
            rows.append(((number, game), (when, record.ruleset, shown, you, opponents)))
    return rows


class ReplaysScreen(Screen[None]):
    """Every recorded game; Enter replays the one under the cursor."""

    CSS_PATH = "replays.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Back", id="replays.back")]

    def __init__(self, matches: list[RecordedMatch]) -> None:
        super().__init__()
        self._matches = matches

    def compose(self) -> ComposeResult:
        with Vertical(id="replays-box"):
            yield Static("Replays", classes="title")
            if self._matches:
                yield DataTable(id="replays-table", cursor_type="row", zebra_stripes=True)
                yield Static("Enter replays the game: every hand face up, move by move.", id="replays-hint")
            else:
                yield Static("No finished matches yet: play one to the end to replay its games.", id="replays-empty")
        yield Footer()

    def on_mount(self) -> None:
        if self._matches:
            table = self.query_one(DataTable)
            table.add_columns(*_COLUMNS)
            for (match, game), cells in game_rows(self._matches):
                table.add_row(*map(Text, cells), key=f"{match}/{game}")

    @on(DataTable.RowSelected)
    def _chosen(self, event: DataTable.RowSelected) -> None:
        """Open the game of the chosen row."""
        assert event.row_key.value is not None
        match, game = map(int, event.row_key.value.split("/"))
        entry = self._matches[match]
        if not entry.replayable[game]:
            self.notify("That game's moves were not kept: it was played with an older version.", markup=False)
            return
        self._open(entry, game)

    @work(thread=True, exclusive=True, group="replay")
    def _open(self, entry: RecordedMatch, game: int) -> None:
        """Read the game's moves and play them through, off the screen's thread."""
        try:
            replay = open_game(entry, game)
        except ReplayError as error:
            self.app.call_from_thread(
                self.notify, f"This game cannot be replayed: {error}.", severity="warning", markup=False
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
