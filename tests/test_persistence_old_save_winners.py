"""A match saved before the score sheet kept who went out of each game plays on, is saved and is recorded.

``data/match-v2-no-winners.json`` was written by the last release before the
sheet kept winners (save format 2, from before ``winners`` joined it): a
four-game Standard match against West (Normal) and East (Hard), in its third
game at the person's turn, with its first two games on the sheet and no
winners. ``data/match-claims-in-first-round.json``, from the first release
(format 1), has one game on its sheet, likewise without. Who went out of those
games cannot be told now (a drawn game and a won one can score alike), so they
stay unknown; every game played after them is known.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.session import Session
from support import first_legal, step, stock_out_match

DATA = Path(__file__).parent / "data"
FORMAT_2 = DATA / "match-v2-no-winners.json"
OLD_SAVES = (FORMAT_2, DATA / "match-claims-in-first-round.json")


def continued(path: Path) -> Session:
    """The match saved in ``path``, opened as Continue opens it."""
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, folder / "match.json")
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch), loaded
    return loaded.session


def played_on(session: Session, games: int) -> Session:
    """``session`` played on, saved after every move as the table saves it, until ``games`` more are on the sheet."""
    target = session.match.games_played + games
    while session.match.games_played < target:
        session = step(session, first_legal)
        save_match(session)
    return session


def test_the_fixture_is_a_format_2_save_whose_sheet_has_games_but_no_winners() -> None:
    data = json.loads(FORMAT_2.read_text(encoding="utf-8"))
    assert data["schema_version"] == 2
    assert data["match"]["sheet"] == [[0, 4, 4], [22, 0, 8]]
    assert "winners" not in data["match"]
    assert data["waiting"] == "human"


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_an_old_save_plays_its_game_out_and_the_next_save_loads_again(path: Path) -> None:
    session = continued(path)
    before = session.match.sheet
    assert session.match.winners == ()

    session = played_on(session, 1)

    again = load_match()
    assert isinstance(again, LoadedMatch), again
    match = again.session.match
    assert match == session.match
    assert match.sheet[: len(before)] == before
    assert match.unknown_winners == len(before)
    [winner] = match.winners
    assert match.drawn_games == (frozenset() if winner is not None else {len(before)})


def test_an_old_match_played_to_its_end_is_recorded_with_the_winners_it_knows() -> None:
    session = played_on(continued(FORMAT_2), 2)
    assert session.match_over

    record_match(session)

    [record], problem = load_history()
    assert problem is None
    assert record.sheet == session.match.sheet
    assert record.winners == session.match.winners
    assert len(record.winners) == 2
    assert record.replayable == (False, False, True, True)
    assert record.drawn_games == session.match.drawn_games
    for game, winner in enumerate(record.winners, start=2):
        result = record.game_replay(game).states[-1].result
        assert result is not None
        assert result.winner == winner
    assert not (data_dir() / "match.json").exists()


def test_a_record_knowing_only_its_last_games_winners_calls_only_those_drawn() -> None:
    record_match(stock_out_match(seed=6, games=2))
    path = data_dir() / "history.jsonl"
    header, line = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(line)
    assert data["winners"] == [None, None]
    data["winners"] = [None]
    path.write_text(f"{header}\n{json.dumps(data)}\n", encoding="utf-8")

    [record], problem = load_history()

    assert problem is None
    assert record.drawn_games == {1}, "the first game's winner is unknown: it is not called drawn"
