"""Saved matches round-trip: save, load, and play on exactly as if never stopped."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge.cpu import LEVELS
from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.engine.state import GameState, Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.saves import SAVE_VERSION, LoadedMatch, clear_match, describe_save, load_match, save_match
from sevenbridge.persistence.snapshot import GameSnapshot
from sevenbridge.play.session import Session, start_session
from support import Person, at_random, step

CUSTOM = load_ruleset("with-joker").with_changes(name="Custom", jokers=2, games_per_match=2)
HOUSEHOLD = load_ruleset("japanese-classic").with_changes(
    name="Household",
    first_discard_face_up=True,
    next_dealer="winner",
    drawn_game_pays=True,
    face_points="rank",
    games_per_match=2,
)
"""Every household variant that changes the deal or the next game's dealer."""
RULE_SETS: list[RuleSet] = [*(load_ruleset(name) for name in RULESET_NAMES), CUSTOM, HOUSEHOLD]
NAMES = ("You", "North", "East", "West")


def advance(session: Session, steps: int, person: Person) -> Session:
    """``steps`` moves on, or fewer if the match ends."""
    for _ in range(steps):
        if session.match_over:
            break
        session = step(session, person)
    return session


def play_on(session: Session, seed: int) -> Session:
    """Play the current game to its end and record it, dealing the next one if the match goes on."""
    person = at_random(seed)
    while not session.match_over:
        finishing = session.game.result is not None
        session = step(session, person)
        if finishing:
            break
    return session


@st.composite
def positions(draw: st.DrawFn, rules: RuleSet) -> Session:
    """A match of ``rules`` some way in: 2 to 4 seats, any levels."""
    opponents = draw(st.integers(1, 3))
    levels = [None, *draw(st.lists(st.sampled_from(LEVELS), min_size=opponents, max_size=opponents))]
    session = start_session(rules, NAMES[: opponents + 1], levels, seed=draw(st.integers(0, 2**63 - 1)))
    return advance(session, draw(st.integers(0, 300)), at_random(draw(st.integers(0, 2**32))))


def loaded() -> LoadedMatch:
    """The saved match, which must load."""
    found = load_match()
    assert isinstance(found, LoadedMatch), found
    return found


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.name)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_a_saved_match_loads_equal_and_plays_on_identically(rules: RuleSet, data: st.DataObject, seed: int) -> None:
    session = data.draw(positions(rules))
    save_match(session)
    resumed = loaded()
    assert resumed.session == session
    assert resumed.session.game == session.game
    assert play_on(resumed.session, seed) == play_on(session, seed)


@pytest.mark.parametrize("moves", [0, 1, 2, 40])
def test_a_match_dealt_with_a_face_up_card_loads_equal(moves: int) -> None:
    session = start_session(HOUSEHOLD, NAMES[:2], [None, "normal"], seed=11)
    assert session.game.discards, "the deal turns a card up"
    session = advance(session, moves, at_random(3))
    save_match(session)
    assert loaded().session == session


RESUME_IN_A_FRESH_PROCESS = """
import random, sys
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.saves import load_match, save_match

session = load_match().session
rng = random.Random(int(sys.argv[1]))
while not session.match_over and session.game.result is None:
    if session.waiting_for_human:
        session = session.apply(rng.choice(legal_actions(session.game)))
    else:
        session = session.apply(session.cpu_choice())
save_match(session)
"""


def test_a_match_resumed_in_a_fresh_process_plays_on_identically(home: Path) -> None:
    rules = load_ruleset("with-joker")
    session = start_session(rules, NAMES, [None, "hard", "normal", "easy"], seed=21)
    session = advance(session, 90, at_random(5))
    assert session.game.result is None
    save_match(session)
    env = {**os.environ, "SEVENBRIDGE_HOME": str(home)}
    subprocess.run([sys.executable, "-c", RESUME_IN_A_FRESH_PROCESS, "7"], env=env, check=True)
    uninterrupted = session
    person = at_random(7)
    while uninterrupted.game.result is None:
        uninterrupted = step(uninterrupted, person)
    assert len(uninterrupted.actions) > len(session.actions)
    assert loaded().session == uninterrupted


def test_the_snapshot_holds_every_field_of_a_game_state_but_the_rules() -> None:
    fields = set(inspect.signature(GameState).parameters)
    assert set(GameSnapshot.model_fields) == fields - {"rules"}


def test_the_save_is_plain_json_with_cards_and_actions_as_text() -> None:
    session = start_session(load_ruleset("standard"), NAMES, [None, "easy", "normal", "hard"], seed=11)
    session = advance(session, 30, at_random(3))
    save_match(session)
    data = json.loads((data_dir() / "match.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == SAVE_VERSION
    assert data["rules"] == session.rules.model_dump(mode="json")
    assert [seat["level"] for seat in data["seats"]] == [None, "easy", "normal", "hard"]
    assert data["game"]["hands"][0] == [card.code for card in session.game.hands[0]]
    assert data["deal"]["hands"][1] == [card.code for card in session.match.next_game().hands[1]]
    assert data["actions"] == [str(action) for action in session.actions]
    assert data["actions"][0] == "draw"
    assert {action.split()[0] for action in data["actions"]} >= {"draw", "discard"}
    assert data["game"]["history"][1] == {"seat": 0, "action": data["actions"][1]}


def test_a_custom_rule_set_survives_in_full() -> None:
    rules = CUSTOM.with_changes(ace_points=15, max_reshuffles=0)
    session = start_session(rules, NAMES[:2], [None, "hard"], seed=4)
    save_match(session)
    assert loaded().session.rules == rules


def test_a_pending_pon_resumes_as_the_same_prompt() -> None:
    person = at_random(0)
    session = start_session(load_ruleset("standard"), NAMES, [None, "normal", "normal", "normal"], seed=2)
    while not (session.game.phase is Phase.CLAIM and session.waiting_for_human):
        session = step(session, person)
    save_match(session)
    resumed = loaded()
    assert resumed.session.waiting == "human"
    assert resumed.session.game.phase is Phase.CLAIM
    assert legal_actions(resumed.session.game) == legal_actions(session.game)


def test_a_finished_match_round_trips_with_its_last_game() -> None:
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    session = advance(start_session(rules, NAMES[:3], [None, "easy", "hard"], seed=9), 10_000, at_random(1))
    assert session.match_over
    save_match(session)
    resumed = loaded()
    assert resumed.session == session
    assert resumed.session.waiting == "match-over"


def test_describe_save_names_the_game_rules_opponents_and_score() -> None:
    rules = load_ruleset("standard")
    session = start_session(rules, NAMES[:3], [None, "hard", "normal"], seed=5)
    person = at_random(2)
    while session.match.games_played < 2:
        session = step(session, person)
    save_match(session)
    total = session.match.totals[0]
    assert describe_save(loaded()) == f"Game 3 of 5 · Standard · vs North (Hard), East (Normal) · you {total}"


def test_describe_save_counts_a_game_whose_sheet_is_still_open_and_says_it_is_over() -> None:
    session = start_session(load_ruleset("standard"), NAMES[:2], [None, "hard"], seed=5)
    person = at_random(2)
    while session.game.result is None:
        session = step(session, person)
    save_match(session)
    penalty = session.game.result.penalties[0]
    assert describe_save(loaded()) == f"Game 1 of 5 over · Standard · vs North (Hard) · you {penalty}"


def test_a_save_whose_moves_do_not_lead_to_its_position_is_set_aside() -> None:
    session = advance(start_session(load_ruleset("standard"), NAMES[:2], [None, "easy"], seed=8), 12, at_random(0))
    save_match(session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["stock"] = list(reversed(data["game"]["stock"]))
    original = json.dumps(data)
    path.write_text(original, encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert "does not follow from its moves" in problem.message
    assert problem.kept_as.read_text(encoding="utf-8") == original
    assert load_match() is None


def test_a_move_against_the_rules_in_a_save_is_set_aside() -> None:
    session = advance(start_session(load_ruleset("standard"), NAMES[:2], [None, "easy"], seed=8), 6, at_random(0))
    save_match(session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"].insert(0, "pon")
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert problem.kept_as.exists()


def test_a_deal_with_cards_from_another_deck_is_set_aside() -> None:
    session = start_session(load_ruleset("standard"), NAMES[:2], [None, "easy"], seed=8)
    save_match(session)
    path = data_dir() / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["deal"]["stock"][0] = "JK"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert "cards not in this deck" in problem.message


def test_clear_match_removes_the_save_and_no_save_is_none() -> None:
    assert load_match() is None
    save_match(start_session(load_ruleset("standard"), NAMES[:2], [None, "easy"], seed=1))
    clear_match()
    assert load_match() is None
    assert list(data_dir().iterdir()) == []
