"""A seat's name in a file has at most 40 characters: a longer one makes the file (or the history line) bad.

No screen of the game writes a name that long (the player's has at most 20
characters, a CPU's is a compass point), so a 5,000-character name is a
damaged or hand-made file: it is kept aside and explained in one short
sentence, as any other bad value is, instead of flooding the menu and the log.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.frozen import SEAT_NAME_LIMIT
from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.replay_file import ReplayFileError, read_replay, write_replay
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.replay import replay_of_session
from sevenbridge.play.session import Session, start_session
from support import at_random, play_out, step

LONG = "Z" * 5000
LONGEST = "Y" * SEAT_NAME_LIMIT


def match_of(name: str, seed: int = 3, games: int = 1) -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=games)
    return start_session(rules, [name, "North"], [None, "easy"], seed=seed)


def with_name(path: Path, name: str) -> None:
    """Put ``name`` for the person's seat, "Aki", in the file at ``path``, as a hand or a fault might."""
    path.write_text(path.read_text(encoding="utf-8").replace('"Aki"', json.dumps(name)), encoding="utf-8")


def test_a_save_with_a_name_too_long_is_kept_aside_in_a_short_sentence() -> None:
    save_match(match_of("Aki"))
    with_name(data_dir() / "match.json", LONG)
    found = load_match()
    assert not isinstance(found, LoadedMatch)
    assert found is not None
    assert "seats.0.name" in found.message
    assert str(SEAT_NAME_LIMIT) in found.message
    assert LONG[:100] not in found.message
    assert len(found.message) < 300
    assert list(data_dir().glob("match.json.corrupt-*"))


def test_a_save_with_a_name_of_the_longest_length_loads() -> None:
    save_match(match_of("Aki"))
    with_name(data_dir() / "match.json", LONGEST)
    found = load_match()
    assert isinstance(found, LoadedMatch)
    assert found.session.seats[0].name == LONGEST


def test_a_history_line_with_a_name_too_long_is_kept_aside_and_the_others_count() -> None:
    record_match(play_out(match_of("Aki", seed=1), at_random(0)))
    record_match(play_out(match_of("Aki", seed=2), at_random(0)))
    lines = (data_dir() / "history.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    lines[-1] = lines[-1].replace('"Aki"', json.dumps(LONG))
    (data_dir() / "history.jsonl").write_text("".join(lines), encoding="utf-8")
    records, problem = load_history()
    assert [record.seats[0].name for record in records] == ["Aki"]
    assert problem is not None
    assert LONG[:100] not in problem.message
    assert len(problem.message) < 400


def test_a_replay_file_with_a_name_too_long_is_refused_naming_its_line(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    session = match_of("Aki")
    while session.game.result is None:
        session = step(session, at_random(0))
    write_replay(replay_of_session(session), path)
    with_name(path, LONG)
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    message = str(refused.value)
    assert message.startswith(f"{path}, line 3: ")
    assert f"at most {SEAT_NAME_LIMIT} characters" in message
    assert LONG[:100] not in message
