"""The engine's refusal quoted inside another message: one full stop, and about the seat whose move it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sevenbridge.engine.actions import Discard
from sevenbridge.engine.cards import Card, deck
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.replay_file import ReplayFileError, read_replay, replay_text
from sevenbridge.persistence.saves import load_match, save_match
from sevenbridge.play.replay import GameReplay, replay_of_session
from sevenbridge.play.session import Session, start_session
from sevenbridge.translation import Language, use_language
from support import at_random, step


def _session() -> Session:
    """A game against two CPUs, just dealt."""
    rules = load_ruleset("standard").with_changes(games_per_match=1)
    return start_session(rules, ["Aki", "North", "East"], [None, "hard", "easy"], seed=4)


def _finished() -> GameReplay:
    session = _session()
    person = at_random(4)
    while session.game.result is None:
        session = step(session, person)
    return replay_of_session(session)


def _cpu_discard(replay: GameReplay) -> tuple[int, str, Card]:
    """The first discard of a CPU (its index among the moves), the CPU's name, and a card not in its hand then."""
    for index, action in enumerate(replay.actions):
        seat = replay.states[index].to_act
        if isinstance(action, Discard) and replay.seats[seat].level is not None:
            hand = replay.states[index].hands[seat]
            absent = next(card for card in deck(replay.rules.jokers) if card not in hand)
            return index, replay.seats[seat].name, absent
    raise AssertionError("no CPU discarded")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_replay_files_illegal_cpu_move_is_one_sentence_about_that_seat(tmp_path: Path, language: Language) -> None:
    replay = _finished()
    index, name, absent = _cpu_discard(replay)
    lines = replay_text(replay).splitlines()
    moves = lines.index("") + 1
    lines[moves + index] = f"discard {absent.code}"
    path = tmp_path / "game.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    use_language(language)
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    message = str(refused.value)
    assert str(absent) in message
    assert name in message
    assert ".." not in message
    assert "。。" not in message
    assert not message.endswith((".", "。"))
    assert "your hand" not in message


def test_a_save_whose_move_is_refused_quotes_the_reason_without_its_full_stop() -> None:
    session = _session()
    person = at_random(4)
    states = []
    while len(session.actions) < 12:
        states.append(session.game)
        session = step(session, person)
    save_match(session)
    index = next(number for number, action in enumerate(session.actions) if isinstance(action, Discard))
    hand = states[index].hands[states[index].to_act]
    absent = next(card for card in deck(session.rules.jokers) if card not in hand)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][index] = f"discard {absent.code}"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert str(absent) in problem.message
    assert ".)" not in problem.message
    assert "your hand" not in problem.message
