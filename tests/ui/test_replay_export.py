"""Where ``e`` in a replay writes the game (the player's own data folder, never the folder the program runs in),
and that what it writes opens again with ``sevenbridge replay FILE``."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pytest
from app_support import first_game_nearly_over, pilot_test
from replay_support import replay_from_the_sheet
from table_host import TableHostApp
from textual.app import App
from textual.widgets._toast import Toast

from sevenbridge.cli import main
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import data_dir, exports_dir
from sevenbridge.persistence.replay_file import read_replay
from sevenbridge.persistence.replays import last_game
from sevenbridge.play.replay import GameReplay
from sevenbridge.ui.app import make_app, start_from
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import card_face
from sevenbridge.ui.table.replay import ReplayScreen, export_name
from support import first_legal, play_out, step


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


def exported_path_lines(toast: Toast) -> list[str]:
    """The lines of the path in an ``Exported to`` toast, as drawn on the screen (no padding, no coloured edge)."""
    left, right = toast.content_region.x - toast.region.x, toast.content_region.right - toast.region.x
    drawn = ["".join(segment.text for segment in strip) for strip in toast.render_lines(toast.outer_size.region)]
    first, *rest = [line[left:right].rstrip() for line in drawn if line[left:right].strip()]
    assert first.startswith("Exported to")
    head = first.removeprefix("Exported to").lstrip()
    return [head, *rest] if head else rest


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
        (toast,) = app.screen.query(Toast)
        assert "".join(exported_path_lines(toast)) == str(written)


@pytest.mark.parametrize("size", [(80, 24), (101, 30), (140, 40)])
@pilot_test
async def test_a_long_exported_path_is_shown_whole_broken_only_between_its_parts(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Toasts wrap at spaces, and a path has none: it was cut mid-name (``…/expor`` then ``ts/…``)."""
    long_name = "a-folder-name-longer-than-a-line-of-the-toast-at-80-columns"
    monkeypatch.setenv("SEVENBRIDGE_HOME", str(tmp_path / "playtest" / long_name))
    replay = recorded_replay()
    app = ReplayApp(replay)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        written = str(exports_dir() / export_name(replay))
        assert len(written) > 80
        (toast,) = app.screen.query(Toast)
        lines = exported_path_lines(toast)
        assert "".join(lines) == written, "the path is shown as it is, nothing left out or added"
        assert all(line[-1] in "/-_." for line in lines[:-1]), lines


@pilot_test
async def test_a_game_exported_from_its_sheet_in_a_match_still_on_opens_with_sevenbridge_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The match is started as the menu starts one; the person's seat is written without a seed, as the file wants."""
    session = step(first_game_nearly_over(seed=8), first_legal)
    app = TableHostApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = (await replay_from_the_sheet(pilot)).replay
        await pilot.press("e")
        await pilot.pause()
    exported = exports_dir() / export_name(replay)
    copy = tmp_path / "copy.txt"
    assert main(["replay", str(exported), "--export", str(copy)]) == 0, capsys.readouterr().err
    assert read_replay(copy) == replay
    assert f'seat: person "{session.seats[0].name}"\n' in exported.read_text(encoding="utf-8")
    opened = make_app(start_from(Namespace(command="replay", file=str(exported))))
    async with opened.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(opened.screen, ReplayScreen)
        assert opened.screen.replay == replay
