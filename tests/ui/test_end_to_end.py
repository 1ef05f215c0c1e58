"""Whole matches played through the real table with key presses only.

The player's decisions come from a CPU policy and are turned into the keys a
person would press; the same match replayed without any screen must end with
the same score sheet and standings.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from table_host import TableHostApp, table_session
from table_keys import press_action, table_of, wait_for_player

from sevenbridge.cpu import Policy, cpu_player
from sevenbridge.engine.actions import Action
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.paths import HOME_VARIABLE
from sevenbridge.persistence.saves import load_match
from sevenbridge.play.session import Session
from sevenbridge.play.setup import HUMAN, start_match
from sevenbridge.ui.app import QuickPlay, SevenBridgeApp, make_app
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen
from support import play_out

pytestmark = pytest.mark.slow

PLAYER_SEED = 2024


def player_choice(policy: Policy, session: Session) -> Action:
    """What the player decides in this position: a CPU policy playing seat 0."""
    game = session.game
    return policy.choose(game.view(HUMAN), legal_actions(game))


def replay(session: Session, policy: Policy) -> Session:
    """The same match played without a screen, the player's decisions from ``policy``."""
    return play_out(session, lambda position: player_choice(policy, position))


async def play_through(app: SevenBridgeApp | TableHostApp) -> Session:
    """Play the app's match to the final standings with key presses; returns the final session."""
    policy = cpu_player("normal", seed=PLAYER_SEED)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        while app.cpu_speed != "instant":
            await pilot.press("f")
        while True:
            screen = await wait_for_player(pilot)
            if isinstance(screen, MatchOverScreen):
                return table_of(pilot).session
            if isinstance(screen, GameOverScreen):
                await pilot.press("enter")
                continue
            table = table_of(pilot)
            session = table.session
            action = player_choice(policy, session)
            await press_action(pilot, action)
            await pilot.pause()
            assert table.session.game is not session.game, f"{action!r} was not taken"
            assert table.session.actions[len(session.actions)] == action
    raise AssertionError("unreachable")


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_one_game_match_through_the_keys_matches_the_engine(name: str) -> None:
    session = table_session(seed=11, level="normal", rules=load_ruleset(name), games=1)
    app = TableHostApp(session)
    final = asyncio.run(play_through(app))
    expected = replay(session, cpu_player("normal", seed=PLAYER_SEED))
    assert final.match.sheet == expected.match.sheet
    assert final.match.standings() == expected.match.standings()
    assert app.finished == [final]


def test_five_game_match_against_three_hard_cpus_matches_the_engine() -> None:
    session = table_session(seed=5, level="hard")
    app = TableHostApp(session)
    final = asyncio.run(play_through(app))
    expected = replay(session, cpu_player("normal", seed=PLAYER_SEED))
    assert final.match.games_played == 5
    assert final.match.sheet == expected.match.sheet
    assert final.match.standings() == expected.match.standings()
    assert app.saves, "every change of the match is saved"


def test_a_match_through_the_real_app_is_saved_as_it_goes_and_cleared_at_the_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    rules = load_ruleset("with-joker").with_changes(games_per_match=2)
    app = make_app(QuickPlay(3, "hard", rules, seed=13, name="Ann"))
    final = asyncio.run(play_through(app))
    first = start_match("Ann", ["hard"] * 3, rules, seed=13)
    expected = replay(first, cpu_player("normal", seed=PLAYER_SEED))
    assert final.match.sheet == expected.match.sheet
    assert final.match.standings() == expected.match.standings()
    assert load_match() is None, "a finished match leaves nothing to continue"
