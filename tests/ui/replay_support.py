"""An app that shows one replay, as ``sevenbridge replay`` does, for tests of the replay screen."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from sevenbridge.play.replay import GameReplay
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import card_face
from sevenbridge.ui.table.replay import ReplayScreen

__all__ = ["ReplayApp"]


class ReplayApp(App[None]):
    """Shows one replay, as ``sevenbridge replay`` does."""

    def __init__(self, replay: GameReplay, folder: Path | None = None) -> None:
        super().__init__()
        self.replay = replay
        self.folder = folder

    def on_mount(self) -> None:
        face = card_face(CardFaces(), self.theme_variables)
        self.push_screen(ReplayScreen(self.replay, face, folder=self.folder))
