"""The list of recorded games dates each game by the end of its match, and its heading says so."""

from __future__ import annotations

import pytest
from app_support import open_replay_list, pilot_test
from textual.widgets import DataTable

from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
from support import stock_out_match


@pytest.mark.parametrize(("language", "heading"), [("en", "Match ended"), ("ja", "マッチ終了日時")])
@pilot_test
async def test_the_games_of_a_match_share_its_end_and_the_heading_names_the_match(
    language: Language, heading: str
) -> None:
    record_match(stock_out_match(seed=0, games=2))
    save_settings(Settings(language=language))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = (await open_replay_list(pilot)).query_one(DataTable)
        assert str(table.ordered_columns[0].label) == heading
        dates = {str(table.get_row_at(row)[0]) for row in range(table.row_count)}
        assert table.row_count == 2
        assert len(dates) == 1
