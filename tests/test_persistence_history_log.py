"""The history as an append-only log: cheap to add to, converted once from format 1, never losing a record."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import HISTORY_VERSION, FirstFormat, MatchRecord, load_history, record_match
from sevenbridge.persistence.line_log import header
from sevenbridge.persistence.paths import data_dir
from sevenbridge.play.session import Session, start_session
from support import at_random, play_out

FIXTURE = Path(__file__).parent / "data" / "history-v1.json"
HEADER = header(HISTORY_VERSION)


def finished(seed: int) -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=2)
    return play_out(start_session(rules, ["Aki", "North", "East"], [None, "hard", "easy"], seed=seed), at_random(seed))


def log_path() -> Path:
    return data_dir() / "history.jsonl"


def lines_of(count: int) -> list[bytes]:
    """``count`` distinct records as the log keeps them, one line each."""
    played = MatchRecord.of(finished(1))
    copies = (played.model_copy(update={"seed": 10_000 + number}) for number in range(count))
    return [copy.model_dump_json().encode() + b"\n" for copy in copies]


def write_log(content: bytes) -> Path:
    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def kept_beside(name: str) -> list[Path]:
    return sorted(data_dir().glob(f"{name}.corrupt-*"))


def test_recording_into_a_long_history_appends_without_rewriting_it() -> None:
    before = HEADER + b"".join(lines_of(3000))
    path = write_log(before)
    inode = path.stat().st_ino
    session = finished(2)

    assert record_match(session) is None

    after = path.read_bytes()
    assert path.stat().st_ino == inode
    assert after.startswith(before)
    assert MatchRecord.model_validate_json(after[len(before) :]).sheet == session.match.sheet
    records, problem = load_history()
    assert problem is None
    assert len(records) == 3001
    assert records[-1].totals == session.match.totals


def test_the_first_record_starts_the_log_with_its_header() -> None:
    record_match(finished(3))
    content = log_path().read_bytes()
    assert content.startswith(HEADER)
    assert content.count(b"\n") == 2


def test_a_format_1_history_is_converted_once_and_kept_aside() -> None:
    old = data_dir() / "history.json"
    old.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURE, old)
    first_format = FirstFormat.model_validate_json(FIXTURE.read_bytes())
    expected = [MatchRecord.model_validate(match) for match in first_format.matches]

    records, problem = load_history()

    assert problem is None
    assert records == expected
    assert not old.exists()
    assert (data_dir() / "history.json.v1").read_bytes() == FIXTURE.read_bytes()
    assert log_path().read_bytes().startswith(HEADER)
    session = finished(4)
    record_match(session)
    records, problem = load_history()
    assert problem is None
    assert records[:-1] == expected
    assert records[-1].totals == session.match.totals


def test_recording_converts_a_format_1_history_first() -> None:
    old = data_dir() / "history.json"
    old.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURE, old)
    record_match(finished(5))
    records, problem = load_history()
    assert problem is None
    assert len(records) == 4
    assert [record.seed for record in records[:3]] == [11, 12, 13]


def test_a_conversion_cut_short_is_finished_without_counting_a_match_twice() -> None:
    old = data_dir() / "history.json"
    old.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURE, old)
    load_history()
    shutil.copyfile(FIXTURE, old)
    records, problem = load_history()
    assert problem is None
    assert [record.seed for record in records] == [11, 12, 13]
    assert (data_dir() / "history.json.v1-2").read_bytes() == FIXTURE.read_bytes()


def test_a_bad_match_in_a_format_1_history_is_kept_aside_and_the_others_converted() -> None:
    data = json.loads(FIXTURE.read_bytes())
    data["matches"][1]["totals"] = [1, 2]
    old = data_dir() / "history.json"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps(data), encoding="utf-8")

    records, problem = load_history()

    assert [record.seed for record in records] == [11, 13]
    assert problem is not None
    assert problem.message.startswith("Your match history had 1 match that could not be read (match 2: ")
    assert "it is inconsistent" in problem.message
    assert problem.kept_as.name in problem.message
    assert json.loads(problem.kept_as.read_bytes()) == data["matches"][1]
    assert load_history() == (records, None)


def test_a_last_line_cut_short_by_a_killed_copy_loses_no_other_record() -> None:
    good = lines_of(5)
    torn = good[0][:40]
    write_log(HEADER + b"".join(good[1:]) + torn)

    records, problem = load_history()
    assert problem is None, "an unfinished last line may be an append in progress"
    assert len(records) == 4

    problem = record_match(finished(6))

    assert problem is not None
    assert "ended in a record cut short" in problem.message
    assert problem.kept_as.name in problem.message
    assert problem.kept_as.read_bytes() == torn
    records, again = load_history()
    assert again is None
    assert len(records) == 5
    assert log_path().read_bytes().startswith(HEADER + b"".join(good[1:]) + b'{"finished_at"')


def test_a_bad_line_is_kept_aside_and_the_other_records_kept() -> None:
    good = lines_of(3)
    write_log(HEADER + good[0] + b'{"seed": "not a match"}\n' + good[1] + good[2])

    records, problem = load_history()

    assert len(records) == 3
    assert problem is not None
    assert problem.message.startswith("Your match history had 1 line that could not be read (line 3: ")
    assert problem.message.endswith("and the other 3 matches are kept.")
    assert [path.read_bytes() for path in kept_beside("history.jsonl")] == [b'{"seed": "not a match"}\n']
    assert load_history() == (records, None)


def test_a_log_from_a_newer_version_is_kept_aside_whole() -> None:
    newer = HISTORY_VERSION + 1
    content = header(newer) + b"".join(lines_of(2))
    write_log(content)
    records, problem = load_history()
    assert records == []
    assert problem is not None
    assert f"written by a newer version of Seven Bridge, in file format {newer}" in problem.message
    assert problem.kept_as.read_bytes() == content
    assert not log_path().exists()


def test_a_match_already_at_the_end_of_the_log_is_not_added_again() -> None:
    session = finished(7)
    record_match(session)
    record_match(finished(8))
    record_match(session)
    records, _ = load_history()
    assert [record.seed for record in records] == [7, 8]
