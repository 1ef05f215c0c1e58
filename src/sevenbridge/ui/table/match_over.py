"""The end of a match: places and totals, then a new match or the main menu.

The winner's place and the sheet's quieter words are drawn in the table's
card face, so they follow a change of theme as the table does (see
``card_screen``).
"""

from __future__ import annotations

from typing import ClassVar, cast

from rich.table import Table
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from ...play.session import Session
from ...translation import N_, _
from ..asked_in_view import AskedInView
from ..drawn_lines import ForgetsDrawnLines
from ..footer import Footer
from ..host import TableHost
from .card_screen import DrawsCards
from .cards_text import CardFace
from .narration import match_outcome
from .score_sheet import session_sheet, standings_table
from .sheet_width import SheetScreen

__all__ = ["MatchOverScreen"]


class MatchOverScreen(DrawsCards[None], AskedInView[None], ForgetsDrawnLines[None], SheetScreen[None]):
    """Final standings of a finished match; Enter sets up a new match, q or Esc goes back to the menu."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,n", "new_match", N_("New match"), id="standings.new-match"),
        Binding("q,escape,m", "main_menu", N_("Menu"), id="standings.menu"),
    ]
    """As on every sheet before it, Enter goes on (the match is over: to another, the highlighted button) and q or
    Esc leaves for the menu; ``n`` and ``m`` still work. Enter is not a priority key: on a button it presses that
    button."""

    WHILE_HIDDEN: ClassVar[frozenset[str]] = frozenset({"main_menu"})
    """Unseen, the standings still leave for the menu, as the table does; a new match waits to be seen."""

    def __init__(self, session: Session, face: CardFace) -> None:
        """The standings of ``session``'s finished match, drawn in the table's ``face`` (and then in the theme's)."""
        super().__init__(classes="sheet")
        self.session = session
        self.set_reactive(MatchOverScreen.face, face)

    def compose(self) -> ComposeResult:
        """Winner, standings, the sheet game by game, and where to go next."""
        names = [seat.name for seat in self.session.seats]
        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield Static(match_outcome(self.session.match, names), classes="dialog-title")
                yield Static(self._standings(), id="standings")
                yield Static(_("Score sheet"), classes="section")
                yield Static(self._sheet(), id="final-sheet")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("New match (Enter)"), id="new-match", variant="primary", compact=True)
                yield Button(_("Main menu (q)"), id="main-menu", compact=True)
        yield Footer()

    def _standings(self) -> Table:
        """Places and totals, in the current face."""
        return standings_table(self.session.match, [seat.name for seat in self.session.seats], self.face)

    def _sheet(self) -> Table:
        """The sheet game by game, in the current face."""
        return session_sheet(self.session, self.face)

    def watch_face(self, _face: CardFace) -> None:
        """Draw the standings and the sheet in the new theme's colours."""
        if self.is_mounted:
            self.query_one("#standings", Static).update(self._standings())
            self.query_one("#final-sheet", Static).update(self._sheet())

    @on(Button.Pressed, "#new-match")
    def action_new_match(self) -> None:
        """Set up another match, starting from this one."""
        cast(TableHost, self.app).show_new_match(self.session)

    @on(Button.Pressed, "#main-menu")
    def action_main_menu(self) -> None:
        """Back to the main menu."""
        cast(TableHost, self.app).show_main_menu()
