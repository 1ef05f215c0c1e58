"""Stray values: wrong types in rule sets, junk actions, endless or hidden text in messages, saves and
history records that disagree with themselves. Each is refused with a plain message, never a crash."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge import (
    Action,
    Card,
    Chi,
    Discard,
    Draw,
    GameState,
    IllegalAction,
    InvalidCardError,
    LayOff,
    Meld,
    Pass,
    Pon,
    RuleSetError,
    apply_action,
    legal_actions,
    load_ruleset,
    new_game,
)
from sevenbridge.cli import main
from sevenbridge.engine.cards import NATURALS
from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.persistence.settings import load_settings
from sevenbridge.play.session import Session, start_session
from sevenbridge.quoting import printable, quoted

# Quoting


def test_a_quoted_value_is_short_and_shows_its_control_characters() -> None:
    assert quoted("7X") == "'7X'"
    assert quoted("\x1b[2J") == "'\\x1b[2J'"
    assert quoted("a\nb\u200bc") == "'a\\nb\\u200bc'"
    long = quoted("Z" * 5000)
    assert len(long) < 50
    assert long.endswith("…'")
    assert printable("ok", 10) == "ok"


def test_a_5000_character_card_code_gives_a_short_message() -> None:
    with pytest.raises(InvalidCardError) as refused:
        Card("Q" * 5000)
    assert len(str(refused.value)) < 200


def test_a_bad_card_in_a_save_gives_a_short_one_line_notice() -> None:
    session = start_session(load_ruleset("standard"), ["You", "North"], [None, "easy"], seed=1)
    save_match(session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text())
    data["deal"]["stock"][0] = "\x1b[2J" + "Q" * 5000
    path.write_text(json.dumps(data))
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert len(problem.message) < 400
    assert "\x1b" not in problem.message
    assert "\n" not in problem.message


@pytest.mark.parametrize("version", [10**3000, -(10**3000)])
def test_an_endless_file_format_number_gives_a_short_notice(version: int) -> None:
    config_dir().mkdir(parents=True)
    (config_dir() / "settings.json").write_text(f'{{"schema_version": {version}}}')
    problem = load_settings()[1]
    assert problem is not None
    assert "file format" in problem.message
    assert len(problem.message) < 300


def test_simulate_shows_an_escape_sequence_in_a_rule_set_name_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "clear.toml"
    path.write_text('name = "\\u001b[2JWiped"\n', encoding="utf-8")
    assert main(["simulate", "--games", "2", "--seats", "easy,easy", "--rules", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "rules: \\x1b[2JWiped" in out


def test_a_bad_key_in_a_rule_set_file_is_quoted_safely(tmp_path: Path) -> None:
    path = tmp_path / "keys.toml"
    path.write_text('"\\u001b[2J" = 1\n', encoding="utf-8")
    with pytest.raises(RuleSetError) as refused:
        load_ruleset(path)
    assert "\x1b" not in str(refused.value)
    assert "'\\x1b[2J'" in str(refused.value)


# Rule-set files


def test_deeply_nested_toml_is_a_rule_set_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * 20_000 + "]" * 20_000, encoding="utf-8")
    with pytest.raises(RuleSetError, match=r"deep\.toml: not valid TOML"):
        load_ruleset(path)


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("jokers = true", "jokers"),
        ('ace_points = "15"', "ace_points"),
        ('ace_high = "yes"', "ace_high"),
        ("sevens_double = 0", "sevens_double"),
        ("games_per_match = 5.0", "games_per_match"),
        ("name = 7", "name"),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_not_converted(tmp_path: Path, line: str, field: str) -> None:
    path = tmp_path / "typed.toml"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(RuleSetError, match=rf"typed\.toml: field '{field}'"):
        load_ruleset(path)


def test_custom_copies_are_strict_too() -> None:
    with pytest.raises(ValueError, match="jokers"):
        load_ruleset("standard").with_changes(jokers=True)


# Junk actions

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.floats(allow_nan=True),
    st.text(max_size=5),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
    st.sampled_from([*NATURALS[:5], "7H", "0", "low", "high", "middle"]),
)


def _built(kind: type[Action], fields: dict[str, Any]) -> Action:
    """An action of ``kind`` with exactly ``fields``, past any checks its constructor makes."""
    action = object.__new__(kind)
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


@st.composite
def junk_actions(draw: st.DrawFn) -> Action:
    kind = draw(st.sampled_from([Draw, Pass, Pon, Meld, Chi, LayOff, Discard]))
    if kind in (Draw, Pass, Pon):
        return kind()
    if kind in (Meld, Chi):
        cards = draw(st.one_of(JUNK, st.tuples(JUNK, JUNK), st.tuples(st.sampled_from(NATURALS), JUNK)))
        return _built(kind, {"cards": cards})
    if kind is Discard:
        return _built(Discard, {"card": draw(JUNK)})
    return _built(LayOff, {"card": draw(JUNK), "meld": draw(JUNK), "end": draw(JUNK)})


def _position(seed: int, steps: int) -> GameState:
    rng = random.Random(seed)
    game = new_game(load_ruleset("with-joker"), 3, seed=seed)
    for _ in range(steps):
        if game.result is not None:
            break
        game = apply_action(game, rng.choice(legal_actions(game)))
    return game


@given(seed=st.integers(0, 1000), steps=st.integers(0, 80), action=junk_actions())
def test_anything_not_legal_is_an_illegal_action(seed: int, steps: int, action: Action) -> None:
    game = _position(seed, steps)
    legal = legal_actions(game)
    if action not in legal:
        with pytest.raises(IllegalAction, match=r"\w"):
            apply_action(game, action)
        return
    after = apply_action(game, action)
    assert all(type(done) in (Draw, Pass, Pon, Meld, Chi, LayOff, Discard) for _, done in after.history)


def test_the_known_junk_is_refused_plainly() -> None:
    game = _position(3, 0)
    card = game.hands[game.to_act][0]
    for action in (LayOff(card, "0"), Discard(["7H"]), LayOff(card, 1.5, "middle"), 42, "draw"):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            apply_action(game, action)  # type: ignore[arg-type]


# Saves and history records that disagree with themselves


def _saved(waiting: str | None = None, **seat_levels: Any) -> Path:
    session = start_session(load_ruleset("standard"), ["You", "North", "East"], [None, "easy", "easy"], seed=4)
    save_match(session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text())
    if waiting is not None:
        data["waiting"] = waiting
    for seat, level in seat_levels.items():
        data["seats"][int(seat.removeprefix("seat"))]["level"] = level
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"waiting": "cpu"}, "its field 'waiting' is wrong"),
        ({"seat0": "hard"}, "its first seat is a CPU"),
        ({"seat2": None}, "it seats more than one person"),
    ],
)
def test_a_save_that_disagrees_with_itself_is_kept_aside_and_explained(changes: dict[str, Any], reason: str) -> None:
    path = _saved(**changes)
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert reason in problem.message
    assert not path.exists()
    assert problem.kept_as.exists()
    assert load_match() is None


def test_a_consistent_save_still_loads() -> None:
    _saved()
    assert isinstance(load_match(), LoadedMatch)


def _finished() -> Session:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    session = start_session(rules, ["You", "North"], [None, "easy"], seed=3)
    while session.game.result is None:
        game = session.game
        session = session.apply(legal_actions(game)[0] if session.waiting_for_human else session.cpu_choice())
    return session.finish_game()


@pytest.mark.parametrize(
    ("field", "value", "reason"),
    [
        ("totals", [], "totals are not the sums"),
        ("places", [], "places do not follow"),
        ("totals", [0, 999], "totals are not the sums"),
        ("places", [1, 1, 1], "places do not follow"),
        ("sheet", [[1]], "needs 2 penalties"),
        ("sheet", [], "sheet"),
        ("winners", [0, 1], "more winners than games"),
        ("winners", [2], "a seat from 0 to 1"),
    ],
)
def test_a_history_record_that_disagrees_with_itself_is_kept_aside(field: str, value: Any, reason: str) -> None:
    record_match(_finished())
    path = data_dir() / "history.jsonl"
    header, line = path.read_text().splitlines()
    data = json.loads(line)
    data[field] = value
    path.write_text(f"{header}\n{json.dumps(data)}\n")
    records, problem = load_history()
    assert records == []
    assert problem is not None
    assert reason in problem.message
    assert json.loads(problem.kept_as.read_text()) == data
