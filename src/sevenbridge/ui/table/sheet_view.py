"""The score sheet over the table, at any moment of a game: the games finished so far and the totals.

Its quieter words are drawn in the table's card face, so the sheet follows a
change of theme as the table does (see ``card_screen``).
"""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...play.session import Session
from ...translation import N_, _
from ..drawn_lines import ForgetsDrawnLines
from .card_screen import DrawsCards
from .cards_text import CardFace
from .score_sheet import session_sheet
from .sheet_width import SheetScreen

__all__ = ["ScoreSheetScreen", "sheet_heading"]


def sheet_heading(session: Session, face: CardFace) -> Text:
    """Which game is being played, and whether the player has had help in it (in ``face``'s muted colour)."""
    match = session.match
    number, games = session.game_number + 1, match.rules.games_per_match
    heading = Text(_("Score sheet · game {number} of {games} being played").format(number=number, games=games))
    if session.game_assisted:
        heading.append("\n").append(_("This game is assisted: you took a hint or an undo in it."), style=face.muted)
    return heading


class ScoreSheetScreen(ModalScreen[None], DrawsCards[None], ForgetsDrawnLines[None], SheetScreen[None]):
    """The score sheet in a box over the table; ``g``, ``q`` or Esc closes it."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g,q", "close", N_("Close"), id="score-sheet.close"),
    ]

    def __init__(self, session: Session, face: CardFace) -> None:
        """The sheet of ``session``, drawn in the table's ``face`` (and then in the theme's)."""
        super().__init__(classes="sheet")
        self.session = session
        self.set_reactive(ScoreSheetScreen.face, face)

    def compose(self) -> ComposeResult:
        """The heading, then every finished game's penalties and the totals (lower is better)."""
        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield Static(sheet_heading(self.session, self.face), classes="dialog-title")
                yield Static(self._sheet(), id="running-sheet")
            yield Static(_("g or Esc closes the sheet"), classes="section")

    def _sheet(self) -> Table | str:
        """Every finished game's penalties and the totals, in the current face; or that none has finished."""
        if not self.session.match.sheet:
            return _("No game has finished yet: the sheet fills in as each game ends.")
        return session_sheet(self.session, self.face)

    def watch_face(self, _face: CardFace) -> None:
        """Draw the heading and the sheet in the new theme's colours."""
        if self.is_mounted:
            self.query_one(".dialog-title", Static).update(sheet_heading(self.session, self.face))
            self.query_one("#running-sheet", Static).update(self._sheet())

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
