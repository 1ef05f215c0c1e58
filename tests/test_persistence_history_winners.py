"""The history keeps who went out of each game (format 4), and reads the format-3 files written before it.

``tests/data/history-v3.jsonl`` is a history written by the release that wrote
format 3: one Standard match whose first game was drawn (the stock ran out)
and whose second North went out of.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from sevenbridge.persistence.history import HISTORY_VERSION, load_history, record_match
from sevenbridge.persistence.line_log import header
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.statistics import history_statistics
from support import stock_out_match

FORMAT_3 = Path(__file__).parent / "data" / "history-v3.jsonl"


def history() -> Path:
    return data_dir() / "history.jsonl"


def test_a_record_keeps_who_went_out_of_each_game_and_none_for_a_drawn_one() -> None:
    session = stock_out_match(seed=0, games=2)
    assert session.match.winners == (None, 1)
    record_match(session)

    records, problem = load_history()

    assert problem is None
    assert [record.winners for record in records] == [(None, 1)]
    assert history().read_bytes().startswith(header(HISTORY_VERSION))


def test_a_format_3_history_loads_with_its_games_not_known_to_be_drawn() -> None:
    history().parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FORMAT_3, history())

    records, problem = load_history()

    assert problem is None
    [record] = records
    assert record.winners == ()
    assert record.game_replay(0).drawn, "its first game was drawn, though the record does not say"
    stats, problem = history_statistics()
    assert problem is None
    assert (stats.overall.played, stats.overall.won) == (1, 0)


def test_recording_into_a_format_3_history_keeps_its_records_under_the_new_header() -> None:
    history().parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FORMAT_3, history())
    [old], _ = load_history()

    record_match(stock_out_match(seed=6, games=2))

    records, problem = load_history()
    assert problem is None
    assert records[0] == old
    assert records[1].winners == (None, None)
    assert history().read_bytes().startswith(header(HISTORY_VERSION))
    assert HISTORY_VERSION == 4
