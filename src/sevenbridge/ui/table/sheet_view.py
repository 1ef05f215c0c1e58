"""The score sheet over the table, at any moment of a game: the games finished so far and the totals."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...play.session import Session
from ...translation import N_, _
from ..drawn_lines import ForgetsDrawnLines
from .score_sheet import drawn_games, sheet_table
from .sheet_width import SheetScreen

__all__ = ["ScoreSheetScreen", "sheet_heading"]


def sheet_heading(session: Session) -> Text:
    """Which game is being played, and whether the player has had help in it."""
    match = session.match
    number, games = session.game_number + 1, match.rules.games_per_match
    heading = Text(_("Score sheet · game {number} of {games} being played").format(number=number, games=games))
    if session.game_assisted:
        heading.append("\n").append(_("This game is assisted: you took a hint or an undo in it."), style="dim")
    return heading


class ScoreSheetScreen(ModalScreen[None], ForgetsDrawnLines[None], SheetScreen[None]):
    """The score sheet in a box over the table; ``g``, ``q`` or Esc closes it."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g,q", "close", N_("Close"), id="score-sheet.close"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__(classes="sheet")
        self.session = session

    def compose(self) -> ComposeResult:
        """The heading, then every finished game's penalties and the totals (lower is better)."""
        session = self.session
        match = session.match
        names = [seat.name for seat in session.seats]
        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield Static(sheet_heading(session), classes="dialog-title")
                if match.sheet:
                    assisted, drawn = session.assisted_games, drawn_games(match)
                    table = sheet_table(match.sheet, names, match.rules.games_per_match, assisted, drawn)
                    yield Static(table, id="running-sheet")
                else:
                    empty = _("No game has finished yet: the sheet fills in as each game ends.")
                    yield Static(empty, id="running-sheet")
            yield Static(_("g or Esc closes the sheet"), classes="section")

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
