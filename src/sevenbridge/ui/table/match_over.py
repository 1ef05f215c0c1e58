"""The end of a match: places and totals, then a new match or the main menu."""

from __future__ import annotations

from typing import ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from ...play.session import Session
from ...translation import N_, _
from ..drawn_lines import ForgetsDrawnLines
from ..footer import Footer
from ..host import TableHost
from .narration import match_outcome
from .score_sheet import drawn_games, sheet_table, standings_table
from .sheet_width import SheetScreen

__all__ = ["MatchOverScreen"]


class MatchOverScreen(ForgetsDrawnLines[None], SheetScreen[None]):
    """Final standings of a finished match."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_match", N_("New match"), id="standings.new-match"),
        Binding("m", "main_menu", N_("Main menu"), id="standings.menu"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__(classes="sheet")
        self.session = session

    def compose(self) -> ComposeResult:
        """Winner, standings, the sheet game by game, and where to go next."""
        match = self.session.match
        names = [seat.name for seat in self.session.seats]
        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield Static(match_outcome(match, names), classes="dialog-title")
                yield Static(standings_table(match, names), id="standings")
                yield Static(_("Score sheet"), classes="section")
                assisted, drawn = self.session.assisted_games, drawn_games(match)
                sheet = sheet_table(match.sheet, names, match.rules.games_per_match, assisted, drawn)
                yield Static(sheet, id="final-sheet")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("New match (n)"), id="new-match", variant="primary", compact=True)
                yield Button(_("Main menu (m)"), id="main-menu", compact=True)
        yield Footer()

    @on(Button.Pressed, "#new-match")
    def action_new_match(self) -> None:
        """Set up another match."""
        cast(TableHost, self.app).show_new_match()

    @on(Button.Pressed, "#main-menu")
    def action_main_menu(self) -> None:
        """Back to the main menu."""
        cast(TableHost, self.app).show_main_menu()
