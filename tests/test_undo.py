"""Undo: the player's last decision, and every move after it, taken back by replaying the game from its deal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.session import GameReplayed, NothingToUndo, Session, start_session
from support import at_random, step

NAMES = ("You", "West", "North", "East")


def new_session(seed: int, *, games: int = 2) -> Session:
    """A seeded match: the person in seat 0 against three CPUs of mixed levels."""
    rules = load_ruleset("standard").with_changes(games_per_match=games)
    return start_session(rules, NAMES, [None, "easy", "normal", "hard"], seed=seed)


def played(session: Session, moves: int, seed: int) -> Session:
    """``session`` after up to ``moves`` more moves of the current game (the person at random)."""
    person = at_random(seed)
    for _ in range(moves):
        if session.game.result is not None:
            break
        session = step(session, person)
    return session


def decisions(session: Session) -> int:
    """How many decisions the person has made in the current game."""
    state = session.deal
    count = 0
    for action in session.actions:
        count += session.seats[state.to_act].is_human
        state = apply_action(state, action)
    return count


def test_undo_takes_back_the_last_decision_and_the_cpu_moves_after_it() -> None:
    session = played(new_session(4), 40, seed=1)
    assert decisions(session) >= 2
    undone = session.undo()
    assert undone.waiting_for_human
    assert decisions(undone) == decisions(session) - 1
    assert session.actions[: len(undone.actions)] == undone.actions
    taken_back = session.actions[len(undone.actions)]
    assert undone.apply(taken_back).actions == session.actions[: len(undone.actions) + 1]


def test_undo_again_and_again_reaches_the_players_first_decision_then_stops() -> None:
    session = played(new_session(9), 60, seed=2)
    count = decisions(session)
    for _ in range(count):
        session = session.undo()
    assert decisions(session) == 0
    assert session.waiting_for_human
    assert session.actions == ()
    assert session.game == session.match.next_game()
    with pytest.raises(NothingToUndo):
        session.undo()


def test_nothing_to_undo_before_the_players_first_decision() -> None:
    session = new_session(2)
    with pytest.raises(NothingToUndo):
        session.undo()
    assert not session.game_assisted


def test_undo_marks_the_game_assisted_and_the_mark_stays_with_the_match() -> None:
    session = played(new_session(5), 30, seed=3)
    undone = session.undo()
    assert undone.game_assisted
    assert not session.game_assisted
    assert undone.assisted_games == frozenset({0})
    finished = played(undone, 2000, seed=3)
    assert finished.game.result is not None
    next_game = finished.finish_game()
    assert next_game.assisted_games == frozenset({0})
    assert not next_game.game_assisted


def test_marking_assistance_twice_changes_nothing() -> None:
    session = new_session(1).with_assistance()
    assert session.with_assistance() is session
    assert session.game_assisted


def test_undo_from_a_finished_game_goes_back_into_it() -> None:
    session = played(new_session(6), 2000, seed=4)
    assert session.game.result is not None
    undone = session.undo()
    assert undone.game.result is None
    assert undone.waiting_for_human


def test_no_undo_into_a_finished_game_once_its_replay_was_opened() -> None:
    """The replay shows every hand face up: going back into the game after it would be playing with them seen."""
    session = played(new_session(6), 2000, seed=4)
    assert session.game.result is not None
    replayed = session.with_game_replayed()
    with pytest.raises(GameReplayed):
        replayed.undo()
    assert replayed.with_game_replayed() is replayed
    assert not replayed.finish_game().game_replayed, "the next game is a new one"


def test_a_replayed_game_stays_closed_to_undo_through_a_save_on_disk() -> None:
    session = played(new_session(6), 2000, seed=4).with_game_replayed()
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    assert loaded.session == session
    with pytest.raises(GameReplayed):
        loaded.session.undo()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.integers(1, 120), undos=st.integers(1, 6))
def test_undo_then_playing_the_same_moves_again_gives_the_same_game(seed: int, moves: int, undos: int) -> None:
    """The CPUs decide the same again, so replaying the player's moves rebuilds the game exactly."""
    session = played(new_session(seed), moves, seed=seed)
    undone = session
    for _ in range(min(undos, decisions(session))):
        undone = undone.undo()
    redone = undone
    for action in session.actions[len(undone.actions) :]:
        if not redone.waiting_for_human:
            assert redone.cpu_choice() == action
        redone = redone.apply(action)
    assert redone.game == session.game
    assert redone.actions == session.actions
    assert redone.deal == session.deal


def test_undo_survives_a_save_on_disk() -> None:
    session = played(new_session(8), 50, seed=5).undo()
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    assert loaded.session == session
    assert loaded.session.game_assisted
    assert loaded.session.undo() == session.undo()
