"""A match saved in an older file format continues exactly where it stopped."""

from __future__ import annotations

import json

import pytest

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import SAVE_VERSION, LoadedMatch, load_match, save_match
from sevenbridge.play.session import Session, Waiting, start_session
from support import at_random, step


def session_waiting_for(waiting: Waiting) -> Session:
    """A two-seat match played at random until its table waits for ``waiting``."""
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    session = start_session(rules, ["You", "North"], [None, "easy"], seed=6)
    person = at_random(3)
    while session.waiting != waiting:
        session = step(session, person)
    return session


def as_format_2(session: Session) -> None:
    """Rewrite the saved match as format 2 wrote it: the table's waiting stored, ``rummy`` for going out at once."""
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["schema_version"] = 2
    data["waiting"] = session.waiting
    result = data["game"]["result"]
    if result is not None:
        result["rummy"] = result.pop("out_at_once")
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("waiting", ["human", "cpu", "game-over", "match-over"])
def test_a_format_2_save_loads_as_the_same_match(waiting: Waiting) -> None:
    session = session_waiting_for(waiting)
    save_match(session)
    as_format_2(session)
    resumed = load_match()
    assert isinstance(resumed, LoadedMatch)
    assert resumed.session == session
    assert resumed.session.waiting == waiting


def test_a_save_stores_no_waiting_of_its_own() -> None:
    save_match(session_waiting_for("game-over"))
    data = json.loads((data_dir() / "match.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == SAVE_VERSION == 3
    assert "waiting" not in data
    assert set(data["game"]["result"]) >= {"out_at_once", "penalties"}
