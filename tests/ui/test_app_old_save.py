"""Continue a match saved before the score sheet kept who went out: play its game to the end, and on.

The save is ``tests/data/match-v2-no-winners.json`` (see
``tests/test_persistence_old_save_winners.py``), in its third game of four. The
game is played out through the real app with key presses, the player's
decisions coming from a CPU policy; then the next game is dealt and saved.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from app_support import menu_with_files_read, pilot_test, screen_rows
from table_keys import press_action, table_of, wait_for_player

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.screen import TableScreen

OLD_SAVE = Path(__file__).parent.parent / "data" / "match-v2-no-winners.json"

pytestmark = pytest.mark.usefixtures("instant_cpus")


@pilot_test
async def test_an_old_save_plays_past_its_game_and_the_next_game_is_saved() -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(OLD_SAVE, folder / "match.json")
    policy = cpu_player("normal", seed=1)
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        await pilot.press("c")
        while not isinstance(await wait_for_player(pilot), GameOverScreen):
            session = table_of(pilot).session
            await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))
        old_games = [row for row in screen_rows(app) if "1 of 4" in row or "2 of 4" in row]
        assert len(old_games) == 2, "the sheet shows the games saved before, neither called drawn"
        assert not any("drawn" in row for row in old_games)
        await pilot.press("enter")
        await wait_for_player(pilot)
        assert isinstance(app.screen, TableScreen)
        played = table_of(pilot).session.match

    assert played.games_played == 3
    assert played.unknown_winners == 2
    saved = load_match()
    assert isinstance(saved, LoadedMatch), saved
    assert saved.session.match == played
    assert not list(folder.glob("crash*"))
