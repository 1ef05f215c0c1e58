"""An app that shows one replay, as ``sevenbridge replay`` does, for tests of the replay screen."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.pilot import Pilot

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import GameReplay, replay_of_session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import card_face
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.replay import ReplayScreen
from support import at_random, step

__all__ = ["ReplayApp", "drawn_six_seat_replay", "replay_from_the_sheet"]


class ReplayApp(App[None]):
    """Shows one replay, as ``sevenbridge replay`` does."""

    def __init__(self, replay: GameReplay, folder: Path | None = None) -> None:
        super().__init__()
        self.replay = replay
        self.folder = folder

    def on_mount(self) -> None:
        face = card_face(CardFaces(), self.theme_variables)
        self.push_screen(ReplayScreen(self.replay, face, folder=self.folder))


async def replay_from_the_sheet(pilot: Pilot[None]) -> ReplayScreen:
    """On the sheet of the game just played, press ``r``: that game's replay opens."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameOverScreen)
    await pilot.press("r")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ReplayScreen)
    return screen


def drawn_six_seat_replay() -> GameReplay:
    """Game 1 of 2 of a Japanese classic match against five CPUs whose stock running out draws it (seed 0)."""
    rules = load_ruleset("japanese-classic").with_changes(games_per_match=2, stock_empty="draw")
    session = start_match("You", ["easy"] * 5, rules, seed=0)
    while session.game.result is None:
        session = step(session, at_random(0))
    assert session.game.result.winner is None, "nobody went out"
    return replay_of_session(session)
