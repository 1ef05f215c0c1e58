"""Bad files never stop the game: each is moved aside, kept, and explained in one sentence."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import FIRST_FORMAT, FirstFormat, MatchRecord, load_history
from sevenbridge.persistence.migrations import SchemaError, migrate
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.problems import FileKind, FileProblem, quarantine
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.persistence.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from sevenbridge.persistence.storage import StoredFile
from sevenbridge.play.session import Session, start_session
from support import at_random, play_out

KEPT_NAME = re.compile(r"^(match|settings|history)\.json\.corrupt-\d{8}T\d{6}(-\d+)?$")


def finished_match() -> Session:
    """A one-game match between a random person and an Easy CPU, played to the end."""
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    return play_out(start_session(rules, ["You", "North"], [None, "easy"], seed=3), at_random(0))


Loaded = tuple[bool, FileProblem | None]
"""Whether the good file came back, and the problem reported."""


@dataclass(frozen=True)
class Kind:
    """One kind of file: how to write a good one, where it is, and how to load it."""

    name: str
    write_good: Callable[[], object]
    path: Callable[[], Path]
    load: Callable[[], Loaded]
    limit: int
    invalid: Callable[[dict[str, Any]], None]
    """Break one field of the file's data so validation fails."""


def _write_save() -> None:
    save_match(start_session(load_ruleset("standard"), ["You", "North"], [None, "hard"], seed=1))


def _load_save() -> Loaded:
    found = load_match()
    return isinstance(found, LoadedMatch), found if isinstance(found, FileProblem) else None


def _load_settings() -> Loaded:
    settings, problem = load_settings()
    return settings == Settings(player_name="Aki"), problem


def _load_history() -> Loaded:
    records, problem = load_history()
    return len(records) == 1, problem


def _bad_level(data: dict[str, Any]) -> None:
    data["seats"][1]["level"] = "grandmaster"


def _too_many_opponents(data: dict[str, Any]) -> None:
    data["opponents"] = 7


def _unknown_field(data: dict[str, Any]) -> None:
    data["colour"] = "blue"


def _write_first_format_history() -> None:
    """A ``history.json`` in format 1, which the game converts when it reads it."""
    record = MatchRecord.of(finished_match()).model_dump(mode="json")
    FIRST_FORMAT.write(data_dir(), FirstFormat(matches=(record,)))


KINDS = [
    Kind("save", _write_save, lambda: data_dir() / "match.json", _load_save, 4 << 20, _bad_level),
    Kind(
        "settings",
        lambda: save_settings(Settings(player_name="Aki")),
        lambda: config_dir() / "settings.json",
        _load_settings,
        64 << 10,
        _too_many_opponents,
    ),
    Kind(
        "history",
        _write_first_format_history,
        lambda: data_dir() / "history.json",
        _load_history,
        32 << 20,
        _unknown_field,
    ),
]


def _json_with(change: Callable[[dict[str, Any]], None]) -> Callable[[Kind, bytes], bytes]:
    def spoil(kind: Kind, good: bytes) -> bytes:
        data = json.loads(good)
        change(data)
        return json.dumps(data).encode()

    return spoil


def _newer(data: dict[str, Any]) -> None:
    data["schema_version"] = 99


def _older_than_any(data: dict[str, Any]) -> None:
    data["schema_version"] = 0


def _unversioned(data: dict[str, Any]) -> None:
    del data["schema_version"]


def _version_in_words(data: dict[str, Any]) -> None:
    data["schema_version"] = "three"


BREAKAGES: dict[str, tuple[Callable[[Kind, bytes], bytes], str]] = {
    "cut short": (lambda kind, good: good[: len(good) // 2], "it is cut short"),
    "cut inside a string": (lambda kind, good: good[: good.index(b'":') - 2], "it is cut short"),
    "empty": (lambda kind, good: b"", "it is empty"),
    "not JSON": (lambda kind, good: b"<html>{not a save}</html>\n", "it is not valid JSON at line 1, column 1"),
    "JSON but no object": (lambda kind, good: b"[1, 2, 3]", "it does not hold a JSON object"),
    "not text": (lambda kind, good: b"\x80\x04\x95pickled\x00", "it is not a text file"),
    "fails validation": (lambda kind, good: _json_with(kind.invalid)(kind, good), "is wrong"),
    "newer version": (_json_with(_newer), "written by a newer version of Seven Bridge"),
    "unknown older version": (_json_with(_older_than_any), "its file format 0 is unknown"),
    "no version": (_json_with(_unversioned), "it has no schema version"),
    "version in words": (_json_with(_version_in_words), "its schema version 'three' is not a number the game knows"),
    "absurdly large": (lambda kind, good: good + b" " * kind.limit, "far larger than any real one"),
}


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.name)
@pytest.mark.parametrize("breakage", list(BREAKAGES))
def test_a_bad_file_is_kept_aside_and_explained(kind: Kind, breakage: str) -> None:
    kind.write_good()
    path = kind.path()
    spoil, reason = BREAKAGES[breakage]
    bad = spoil(kind, path.read_bytes())
    path.write_bytes(bad)

    good, problem = kind.load()

    assert not good
    assert isinstance(problem, FileProblem)
    assert problem.path == path
    assert not path.exists()
    assert problem.kept_as.parent == path.parent
    assert KEPT_NAME.match(problem.kept_as.name)
    assert problem.kept_as.read_bytes() == bad
    assert reason in problem.message
    assert problem.kept_as.name in problem.message
    assert problem.message.endswith(".")
    assert ". " not in problem.message
    if kind.name == "settings":
        assert problem.message.startswith("Your settings file could not be read (")
    assert kind.load() == (False, None)
    kind.write_good()
    assert kind.load() == (True, None)


def test_the_player_can_start_anew_after_a_bad_save() -> None:
    path = data_dir() / "match.json"
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert problem.message.startswith("Your saved match could not be read (it is cut short); it was kept as match.json")
    assert problem.message.endswith("and a new match can be started.")
    _write_save()
    assert isinstance(load_match(), LoadedMatch)
    assert problem.kept_as.read_text(encoding="utf-8") == "{"


def test_a_save_whose_parts_disagree_says_how() -> None:
    _write_save()
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["sheet"] = [[1, 2, 3]]
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert "(it is inconsistent: every game on the score sheet needs 2 penalties);" in problem.message


def test_settings_edited_by_hand_with_a_byte_order_mark_are_read() -> None:
    save_settings(Settings(player_name="Aki"))
    path = config_dir() / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_settings() == (Settings(player_name="Aki"), None)


def test_bad_files_moved_aside_in_the_same_second_keep_distinct_names(tmp_path: Path) -> None:
    kept = []
    for number in range(3):
        path = tmp_path / "settings.json"
        path.write_text(f"bad {number}", encoding="utf-8")
        kept.append(quarantine(path, SETTINGS_FILE.kind, "it is not valid JSON").kept_as)
    assert len(set(kept)) == 3
    assert [path.read_text(encoding="utf-8") for path in kept] == ["bad 0", "bad 1", "bad 2"]


def test_a_save_that_cannot_be_written_leaves_the_old_one(home: Path) -> None:
    _write_save()
    before = (data_dir() / "match.json").read_bytes()
    (data_dir() / "match.json").rename(data_dir() / "kept.json")
    (data_dir() / "match.json").mkdir()
    session = start_session(load_ruleset("simple"), ["You", "East"], [None, "easy"], seed=2)
    with pytest.raises(OSError, match="directory") as refused:
        save_match(session)
    assert refused.value.strerror
    assert (data_dir() / "kept.json").read_bytes() == before
    assert sorted(path.name for path in data_dir().iterdir()) == ["kept.json", "match.json"]


class Note(BaseModel):
    """A file at format 2, where format 1 called its text ``body``."""

    schema_version: Literal[2] = 2
    text: str


def _body_to_text(data: dict[str, Any]) -> dict[str, Any]:
    rest = {key: value for key, value in data.items() if key != "body"}
    return {**rest, "text": data["body"]}


NOTE = StoredFile(
    name="note.json",
    model=Note,
    version=2,
    max_bytes=1024,
    kind=FileKind(
        unreadable="Your note could not be read ({reason}); it was kept as {kept} and a blank one is used.",
        unmovable="Your note could not be read ({reason}) nor moved aside ({detail}); a blank one is used.",
    ),
    migrations={1: _body_to_text},
)


def test_an_older_file_is_migrated_one_step_at_a_time(tmp_path: Path) -> None:
    (tmp_path / "note.json").write_text('{"schema_version": 1, "body": "hello"}', encoding="utf-8")
    assert NOTE.read(tmp_path) == Note(text="hello")


def test_migrate_refuses_a_newer_version_and_runs_each_step() -> None:
    steps = {1: lambda data: {**data, "one": True}, 2: lambda data: {**data, "two": True}}
    assert migrate({"schema_version": 1}, 3, steps) == {"schema_version": 3, "one": True, "two": True}
    with pytest.raises(SchemaError, match="newer version"):
        migrate({"schema_version": 4}, 3, steps)
    with pytest.raises(SchemaError, match="its schema version 'True' is not a number the game knows"):
        migrate({"schema_version": True}, 3, steps)
    with pytest.raises(SchemaError, match="no schema version"):
        migrate({}, 3, steps)
