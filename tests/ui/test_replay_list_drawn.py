"""The list of recorded games marks a drawn game, in the word the replay and the score sheets use."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from app_support import open_replay_list, pilot_test
from textual.pilot import Pilot
from textual.widgets import DataTable

from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
from support import stock_out_match

FORMAT_3 = Path(__file__).parents[1] / "data" / "history-v3.jsonl"
"""A history written before records kept who went out: its first game was drawn, which it does not say."""


async def games_listed(pilot: Pilot[None]) -> list[str]:
    """Statistics, then its list of recorded games: the Game cell of each row, newest first."""
    table = (await open_replay_list(pilot)).query_one(DataTable)
    return [str(table.get_row_at(row)[2]) for row in range(table.row_count)]


@pytest.mark.parametrize(("language", "games"), [("en", ["2 of 2", "1 of 2 · drawn"]), ("ja", ["2/2", "1/2 · 流局"])])
@pilot_test
async def test_a_drawn_game_is_marked_in_the_list_and_a_game_someone_went_out_of_is_not(
    language: Language, games: list[str]
) -> None:
    record_match(stock_out_match(seed=0, games=2))
    save_settings(Settings(language=language))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert await games_listed(pilot) == games


@pilot_test
async def test_a_game_recorded_before_who_went_out_was_kept_is_not_called_drawn() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    shutil.copy(FORMAT_3, data_dir() / "history.jsonl")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert await games_listed(pilot) == ["2 of 2", "1 of 2"]
