"""The end of a game: every hand left, each penalty with its working, the sheet so far.

The sheet answers the table with where the player goes next: on to the next
game (Enter), back to the menu (q or Esc), or back into the game with the
player's last move taken back (u). The match stays saved on its
sheet, so Continue opens the same sheet again. ``r`` replays the game just
played, from the session itself, and comes back to the sheet. The replay shows
every hand face up, so once it has been opened ``u`` no longer goes back into
the game: it says why, and the sheet stays (the table remembers it, and the
save with it, so Continue does not reopen the game either).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Literal

from rich.table import Table
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...engine.cards import Card
from ...play.replay import ReplayError, replay_of_session
from ...play.session import Session
from ...translation import N_, _
from ..asked_in_view import AskedInView
from ..drawn_lines import ForgetsDrawnLines
from ..footer import Footer
from .assistance import REPLAYED_NO_UNDO
from .card_screen import DrawsCards
from .cards_text import CardFace
from .narration import outcome_text
from .replay import ReplayScreen
from .score_sheet import penalty_table, session_sheet
from .sheet_width import SheetScreen

__all__ = ["GameOverScreen", "SheetChoice"]

SheetChoice = Literal["next", "menu", "undo"]
"""Where the player goes from a game's sheet: the next game (or the standings), the main menu, or back into
the game to take back their last move."""


class GameOverScreen(
    ModalScreen[SheetChoice],
    DrawsCards[SheetChoice],
    AskedInView[SheetChoice],
    ForgetsDrawnLines[SheetChoice],
    SheetScreen[SheetChoice],
):
    """Shown over the table once a game has ended; Enter deals the next game, q or Esc leaves for the menu."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", N_("Continue"), priority=True, id="sheet.continue"),
        Binding("q,escape", "leave", N_("Menu"), id="sheet.menu"),
        Binding("r", "replay", N_("Replay"), id="sheet.replay"),
        Binding("u", "undo", N_("Undo"), id="sheet.undo"),
    ]

    WHILE_HIDDEN: ClassVar[frozenset[str]] = frozenset({"leave"})
    """Unseen, the sheet still leaves for the menu, as the table does; the next game waits to be seen."""

    def __init__(
        self,
        session: Session,
        face: CardFace,
        own_hand: Sequence[Card],
        replayed: Callable[[], None] = lambda: None,
    ) -> None:
        """The sheet of ``session``'s ended game; ``own_hand`` is the player's hand in the order the table showed it.

        ``replayed`` is called when the game's replay opens, for the table to close the game to undo.
        """
        super().__init__(classes="sheet")
        self.session = session
        self.replayed = replayed
        self.set_reactive(GameOverScreen.face, face)
        self.own_hand = tuple(own_hand)

    def compose(self) -> ComposeResult:
        """Outcome, penalties with their working, and the score sheet including this game."""
        session = self.session
        names = [seat.name for seat in session.seats]
        last = session.match.games_played + 1 >= session.rules.games_per_match
        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield Static(outcome_text(session.game, names, self.face), id="outcome", classes="dialog-title")
                yield Static(self._penalties(), id="penalties")
                yield Static(_("Score sheet (penalties: lower is better)"), classes="section")
                yield Static(self._sheet(), id="sheet")
            label = _("Final standings (Enter)") if last else _("Next game (Enter)")
            yield Button(label, id="continue", variant="primary", compact=True)
        yield Footer()

    def _penalties(self) -> Table:
        """Each hand left, with its penalty and working, in the current face."""
        result = self.session.game.result
        assert result is not None
        names = [seat.name for seat in self.session.seats]
        return penalty_table(result, self.session.rules, names, self.face, self.own_hand)

    def _sheet(self) -> Table:
        """The score sheet including this game, in the current face."""
        result = self.session.game.result
        assert result is not None
        return session_sheet(self.session, self.face, result)

    def watch_face(self, _face: CardFace) -> None:
        """Draw the outcome, the hands left and the sheet in the new theme's colours."""
        if self.is_mounted:
            names = [seat.name for seat in self.session.seats]
            self.query_one("#outcome", Static).update(outcome_text(self.session.game, names, self.face))
            self.query_one("#penalties", Static).update(self._penalties())
            self.query_one("#sheet", Static).update(self._sheet())

    @on(Button.Pressed, "#continue")
    def action_close(self) -> None:
        """On to the next game, or to the standings after the last one."""
        self.dismiss("next")

    def action_replay(self) -> None:
        """Play the game just finished again, step by step, over the sheet."""
        try:
            replay = replay_of_session(self.session)
        except ReplayError as error:
            self.notify(
                _("This game cannot be replayed: {error}.").format(error=error), severity="warning", markup=False
            )
            return
        self.session = self.session.with_game_replayed()
        self.replayed()
        self.app.push_screen(ReplayScreen(replay, self.face))

    def action_leave(self) -> None:
        """Back to the main menu; the match is saved at this sheet."""
        self.dismiss("menu")

    def action_undo(self) -> None:
        """Back into the game, with the player's last move taken back; after its replay, say why not."""
        if self.session.game_replayed:
            self.notify(_(REPLAYED_NO_UNDO), severity="warning", markup=False)
            return
        self.dismiss("undo")
