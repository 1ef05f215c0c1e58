"""Older saves still load: format 1 (actions as tagged JSON objects) becomes format 2 (actions as text).

``data/match-v1.json`` was written by the release that stored format 1: a
Custom four-seat match (two jokers) in its first game, where every kind of
action has been played, a lay-off with a chosen end among them.
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sevenbridge import parse_action
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.migrations import save_actions_as_text
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.saves import SAVE_VERSION, LoadedMatch, load_match, save_match

VERSION_1 = Path(__file__).parent / "data" / "match-v1.json"

MOVES = (
    "draw, discard 5H, draw, meld 7H, discard AS, draw, meld 7C 8C 9C, discard QS, pass, draw, meld 4C 5C JK,"
    " discard 9H, chi 8H TH, lay-off JK on 1 low, discard 3C, pon, discard TS, draw, discard TD, draw,"
    " lay-off TC on 1, discard 4H"
)
"""The fixture's moves, written by hand from its objects."""


def _install(data: dict[str, Any] | None = None) -> Path:
    path = data_dir() / "match.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    if data is None:
        shutil.copyfile(VERSION_1, path)
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _version_1() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(VERSION_1.read_text(encoding="utf-8"))
    return data


def test_the_fixture_is_a_format_1_save_with_every_kind_of_action() -> None:
    data = _version_1()
    assert data["schema_version"] == 1
    assert {action["type"] for action in data["actions"]} == {
        "draw",
        "chi",
        "pon",
        "pass",
        "meld",
        "lay-off",
        "discard",
    }


def test_a_format_1_save_loads_with_the_same_moves_and_position() -> None:
    _install()
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch), loaded
    session = loaded.session
    assert [str(action) for action in session.actions] == MOVES.split(", ")
    assert session.waiting == "human"
    assert session.rules.jokers == 2
    expected_hand = _version_1()["game"]["hands"][0]
    assert [card.code for card in session.game.hands[0]] == expected_hand
    assert legal_actions(session.game)


def test_a_loaded_format_1_save_is_written_back_in_the_current_format_with_moves_as_text() -> None:
    _install()
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch), loaded
    save_match(loaded.session)
    data = json.loads((data_dir() / "match.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == SAVE_VERSION
    assert data["actions"] == MOVES.split(", ")
    assert [event["action"] for event in data["game"]["history"]] == MOVES.split(", ")
    again = load_match()
    assert isinstance(again, LoadedMatch), again
    assert again.session == loaded.session


def test_the_step_turns_every_action_into_its_text_and_leaves_the_rest() -> None:
    data = _version_1()
    upgraded = save_actions_as_text(data)
    assert upgraded["actions"] == MOVES.split(", ")
    assert [parse_action(text) for text in upgraded["actions"]]
    assert [event["seat"] for event in upgraded["game"]["history"]] == [
        event["seat"] for event in data["game"]["history"]
    ]
    assert {key: value for key, value in upgraded.items() if key not in ("actions", "game")} == {
        key: value for key, value in data.items() if key not in ("actions", "game")
    }
    assert data == _version_1(), "the step does not change its input"


def _spoil_action(action: object) -> Callable[[dict[str, Any]], None]:
    def spoil(data: dict[str, Any]) -> None:
        data["actions"][3] = action

    return spoil


@pytest.mark.parametrize(
    ("spoil", "says"),
    [
        (_spoil_action({"type": "discard"}), "its field 'actions.3' is wrong"),
        (_spoil_action({"type": "teleport", "card": "4C"}), "its field 'actions.3' is wrong"),
        (_spoil_action({"type": "discard", "card": "4X"}), "'4X' is not a card"),
        (_spoil_action({"type": "meld", "cards": "7H"}), "its field 'actions.3' is wrong"),
        (_spoil_action({"type": "lay-off", "card": "8H", "meld": True}), "its field 'actions.3' is wrong"),
        (_spoil_action(7), "its field 'actions.3' is wrong"),
        (lambda data: data.update(actions="draw"), "its field 'actions' is wrong"),
        (lambda data: data["game"]["history"].__setitem__(0, 5), "its field 'game.history.0' is wrong"),
        (lambda data: data.pop("game"), "its field 'game' is wrong"),
    ],
)
def test_a_broken_format_1_save_is_set_aside_with_a_reason(spoil: Callable[[dict[str, Any]], None], says: str) -> None:
    data = _version_1()
    spoil(data)
    path = _install(data)
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert says in problem.message
    assert problem.kept_as.exists()
    assert not path.exists()


@pytest.mark.parametrize(
    ("text", "says"),
    [("discard 4X", "'4X' is not a card"), ("lay-off 8H on two", "is not an action"), ("fly", "is not an action")],
)
def test_a_current_save_with_a_malformed_move_is_set_aside(text: str, says: str) -> None:
    _install()
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    save_match(loaded.session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][random.Random(1).randrange(len(data["actions"]))] = text
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert says in problem.message
