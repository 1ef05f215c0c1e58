"""``--ascii`` in a real terminal: the menu, the table mid-game and a game's sheet show ASCII characters only."""

from __future__ import annotations

import shlex
import shutil
from pathlib import Path

import pytest
from tmux_terminal import Terminal, sevenbridge_argv

from sevenbridge.ui.ascii_screen import is_japanese_script

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


def non_ascii(pane: str) -> set[str]:
    return {char for char in pane if not char.isascii()}


def start(home: Path, *args: str) -> Terminal:
    program = shlex.join([*sevenbridge_argv(), "--ascii", *args])
    command = f"SEVENBRIDGE_HOME={shlex.quote(str(home))} {program} 2>&1; echo PROGRAM-ENDED; sleep 60"
    return Terminal("ascii-screens", command, width=80, height=24)


def test_the_menu_and_new_match_are_ascii(tmp_path: Path) -> None:
    terminal = start(tmp_path)
    try:
        pane = terminal.wait_for("New match")
        assert "Seven Bridge" in pane
        assert non_ascii(pane) == set(), pane
        terminal.send("n")
        pane = terminal.wait_for("Games per match")
        assert non_ascii(pane) == set(), pane
    finally:
        terminal.close()


def test_the_table_mid_game_and_a_games_sheet_are_ascii(tmp_path: Path) -> None:
    terminal = start(tmp_path, "play", "--seed", "7", "--level", "easy", "--games", "1")
    try:
        pane = terminal.wait_for("Your turn")
        assert non_ascii(pane) == set(), pane
        for _ in range(40):
            terminal.send("d", "1", "x", "s")
            pane = terminal.wait_for("Your turn", "Pon?", "Hand left")
            if "Pon?" in pane:
                terminal.send("n")
            if "Hand left" in pane:
                break
            assert non_ascii(pane) == set(), pane
        pane = terminal.wait_for("Hand left")
        assert "Score sheet" in pane
        assert non_ascii(pane) == set(), pane
    finally:
        terminal.close()


def test_in_japanese_the_menu_and_new_match_keep_the_japanese_and_the_rest_is_ascii(tmp_path: Path) -> None:
    terminal = start(tmp_path, "--lang", "ja")
    try:
        pane = terminal.wait_for("新しいマッチ")
        assert "セブンブリッジ" in pane
        terminal.send("n")
        pane = terminal.wait_for("マッチのラウンド数")
        assert "+- 新しいマッチ -" in pane
        assert {char for char in non_ascii(pane) if not is_japanese_script(char)} == set(), pane
    finally:
        terminal.close()
