"""Where ``e`` in a replay writes the game: the player's own data folder, never the folder the program runs in."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import first_game_nearly_over, pilot_test
from textual.app import App
from textual.widgets._toast import Toast

from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import data_dir, exports_dir
from sevenbridge.persistence.replay_file import read_replay
from sevenbridge.persistence.replays import last_game
from sevenbridge.play.replay import GameReplay
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import card_face
from sevenbridge.ui.table.replay import ReplayScreen, export_name
from support import first_legal, play_out


def recorded_replay() -> GameReplay:
    """The last game of a recorded two-seat match."""
    record_match(play_out(first_game_nearly_over(seed=8), first_legal))
    replay = last_game()
    assert replay is not None
    return replay


class ReplayApp(App[None]):
    """Shows one replay as the game does, with no folder given for exports."""

    def __init__(self, replay: GameReplay) -> None:
        super().__init__()
        self.replay = replay

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.replay, card_face(CardFaces(), self.theme_variables)))


def test_exports_go_to_a_folder_of_the_data_folder(home: Path) -> None:
    assert exports_dir() == data_dir() / "exports"
    assert exports_dir().is_relative_to(home)


@pilot_test
async def test_e_writes_to_the_players_exports_folder_and_names_it_in_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Served in a browser, the program's current folder is the server's: nothing may land there."""
    server_folder = tmp_path / "server"
    server_folder.mkdir()
    monkeypatch.chdir(server_folder)
    monkeypatch.setenv("SEVENBRIDGE_HOME", "player")
    replay = recorded_replay()
    app = ReplayApp(replay)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        written = (server_folder / "player" / "data" / "exports" / export_name(replay)).resolve()
        assert read_replay(written) == replay
        assert [path.name for path in server_folder.iterdir()] == ["player"]
        shown = " ".join(" ".join(str(toast.render()) for toast in app.screen.query(Toast)).split())
        assert f"Exported to {written}" in shown
