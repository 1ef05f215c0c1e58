"""A finished game played again, step by step, with every hand face up.

The screen holds a ``GameReplay`` (every position of the game, worked out
through the engine before the screen opens) and the step on show, so stepping
forwards and backwards is only a redraw. The table stays in view at every
step; at the last step the ending (every penalty with its working, and the
score sheet up to this game) is shown below it from its top, and ↑ ↓ scroll it.
``e`` writes the game to a plain text file in the exports folder of the
player's data folder, which ``sevenbridge replay FILE`` opens again.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Final

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.containers import Vertical, VerticalScroll
from textual.reactive import var
from textual.widget import Widget
from textual.widgets import Static

from ...engine.rules import shown_ruleset_name
from ...persistence.paths import exports_dir
from ...persistence.replay_file import write_replay
from ...play.replay import GameReplay
from ...quoting import printable
from ...safe_read import system_reason
from ...translation import N_, _
from ..drawn_lines import ForgetsDrawnLines
from ..footer import Footer
from ..path_lines import path_lines, toast_width
from .card_screen import DrawsCards
from .cards_text import CardFace
from .replay_lines import board, reason_line, step_line
from .score_sheet import penalty_table, sheet_table

__all__ = ["ReplayScreen", "export_name"]


STEPS: Final = Binding.Group(N_("Move"), compact=True)
"""The arrows share one label in the footer (``←→ Move``), so every key fits 80 columns in either language."""


def export_name(replay: GameReplay) -> str:
    """The file name an exported game gets: ``sevenbridge-<seed>-game-<n>.txt``, the same for the same game."""
    return f"sevenbridge-{replay.seed}-game-{replay.number}.txt"


class ReplayScreen(DrawsCards[None], ForgetsDrawnLines[None]):
    """One finished game: ← and → step through it, Home and End jump to its deal and its end."""

    CSS_PATH = "replay.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Back"), key_display="←", priority=True, id="replay.back", group=STEPS),
        Binding("right", "step(1)", N_("Forward"), key_display="→", priority=True, id="replay.forward", group=STEPS),
        Binding("home", "jump(False)", N_("First"), key_display="Home", priority=True, id="replay.deal"),
        Binding("end", "jump(True)", N_("Last"), key_display="End", priority=True, id="replay.end"),
        Binding("e", "export", N_("Export"), id="replay.export"),
        Binding("escape,q", "close", N_("Close"), id="replay.close"),
    ]

    step: var[int] = var(0, init=False)
    """The step on show: 0 is the deal, ``replay.last`` the game's end."""

    def __init__(self, replay: GameReplay, face: CardFace, *, folder: Path | None = None) -> None:
        """Show ``replay`` in ``face`` (and then in the theme's); ``folder`` is where ``e`` writes the game (the
        exports folder by default)."""
        super().__init__()
        self.replay = replay
        self.set_reactive(ReplayScreen.face, face)
        self.folder = folder

    def compose(self) -> ComposeResult:
        """A heading, the table at this step, the ending when it is reached, and the line saying what happened."""
        with Vertical(id="replay"):
            yield Static(id="replay-title")
            yield Static(id="replay-board")
            with VerticalScroll(id="replay-body"):
                yield Static(id="replay-ending")
            yield Static(id="replay-step")
        yield Footer()

    def on_mount(self) -> None:
        self._draw()

    async def recompose(self) -> None:
        """Compose afresh (in a new language) and fill the new widgets in at once."""
        await super().recompose()
        if self.is_attached:
            self._draw()

    def watch_step(self) -> None:
        self._draw()

    def watch_face(self, _face: CardFace) -> None:
        """Draw the cards in the new theme's colours."""
        if self.is_mounted:
            self._draw()

    def on_resize(self) -> None:
        """Lay the melds out again for the new width."""
        self._draw()

    def _draw(self) -> None:
        """Show the table, the step's line and, at the end, the result and the score sheet."""
        replay, step, face = self.replay, self.step, self.face
        rules, games = shown_ruleset_name(replay.rules.name), replay.rules.games_per_match
        heading = _("Replay · {rules} · game {number} of {games}").format(
            rules=rules, number=replay.number, games=games
        )
        if replay.drawn:
            heading += " · " + _("drawn")
        move = _("move {step} of {last}").format(step=step, last=replay.last)
        title = Text(heading, style="bold").append(f"   {move}", style=face.muted)
        self.query_one("#replay-title", Static).update(title)
        _rule_over(self.query_one("#replay-step", Static), face)
        shown = self.query_one("#replay-board", Static)
        shown.update(board(replay, step, face, shown.content_size.width or self.app.size.width - 2))
        reason = reason_line(replay, step, face)
        told = step_line(replay, step, face)
        self.query_one("#replay-step", Static).update(told if reason is None else Text("\n").join([told, reason]))
        ending = self.query_one("#replay-ending", Static)
        body = self.query_one("#replay-body", VerticalScroll)
        body.display = ending.display = step == replay.last
        if step == replay.last:
            body.focus()
            self.call_after_refresh(body.scroll_home, animate=False)
            result = replay.end.result
            assert result is not None
            games = replay.rules.games_per_match
            drawn = {replay.number - 1} if replay.drawn else set()
            ending.update(
                Group(
                    penalty_table(result, replay.rules, replay.names, face, result.hands[0]),
                    Text("\n" + _("Score sheet (penalties: lower is better)"), style="bold"),
                    sheet_table(replay.sheet, replay.names, games, face, replay.assisted_games, drawn),
                )
            )

    def action_step(self, by: int) -> None:
        """One move back or forward; the bell at either end."""
        step = self.step + by
        if 0 <= step <= self.replay.last:
            self.step = step
        else:
            self.app.bell()

    def action_jump(self, to_end: bool) -> None:
        """To the game's end, or back to its deal."""
        self.step = self.replay.last if to_end else 0

    def action_export(self) -> None:
        """Write the game to a text file and say where, in full, the path broken only between its parts
        (see ``path_lines``); a failed write is said, not raised."""
        folder = self.folder or exports_dir()
        path = (folder / export_name(self.replay)).absolute()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_replay(self.replay, path)
        except OSError as error:
            failed = _("The game could not be exported to {path} ({error}).").format(
                path=printable(str(path), 200), error=system_reason(error)
            )
            self.notify(failed, severity="error", markup=False)
            return
        shown = "\n".join(path_lines(str(path), toast_width(self.size.width)))
        self.notify(_("Exported to {path}").format(path=shown), markup=False)

    def action_close(self) -> None:
        """Back to where the replay was opened from."""
        self.dismiss(None)


def _rule_over(step: Widget, face: CardFace) -> None:
    """Draw the line over the step's words in ``face``'s colour for the theme's primary, made to show on the
    background (``CardFace.lines``): flexoki's own primary drew it at 2.9:1.

    In the terminal's own colours the line keeps the CSS's ``$primary``: the terminal decides how it looks.
    """
    line = face.lines.get("primary", "")
    if line.startswith("#"):
        step.styles.border_top = ("solid", Color.parse(line))
    else:
        step.styles.clear_rule("border_top")
