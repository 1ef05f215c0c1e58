"""Quit in the middle of a match, start again, Continue: the same table, the same question.

The match is played through the real app with key presses; the player's
decisions come from a CPU policy. After quitting, a new app is started from
the files on disk alone.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test
from table_keys import press_action, table_of, wait_for_player
from textual.pilot import Pilot

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.screen import MARKS_EXPLAINED
from sevenbridge.ui.table.status_line import StatusLine

PLAYER_SEED = 1
"""The seed of the policy that makes the player's decisions."""

pytestmark = pytest.mark.usefixtures("instant_cpus")


def pon_seed() -> int:
    """The first match seed in which the player is offered a pon within a few decisions."""
    rules = load_ruleset("standard")
    for seed in range(200):
        session = start_match("You", ["easy"] * 3, rules, seed=seed)
        policy = cpu_player("normal", seed=PLAYER_SEED)
        decisions = 0
        while session.game.result is None and decisions < 8:
            if not session.waiting_for_human:
                session = session.apply(session.cpu_choice())
            elif session.game.phase is Phase.CLAIM:
                return seed
            else:
                session = session.apply(policy.choose(session.game.view(0), legal_actions(session.game)))
                decisions += 1
    raise AssertionError("no seed offers the player an early pon")


async def play_until_pon_prompt(pilot: Pilot[None]) -> Session:
    """Play the player's turns with key presses until the pon prompt waits; returns the table's session."""
    policy = cpu_player("normal", seed=PLAYER_SEED)
    while True:
        screen = await wait_for_player(pilot)
        session = table_of(pilot).session
        if isinstance(screen, PonDialog):
            return session
        await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))


@pilot_test
async def test_a_pending_pon_prompt_is_there_again_after_continue() -> None:
    play = QuickPlay(opponents=3, level="easy", rules=load_ruleset("standard"), seed=pon_seed())
    app = make_app(play)
    async with app.run_test(size=(100, 32)) as pilot:
        before = await play_until_pon_prompt(pilot)
        assert before.actions
        await pilot.press("ctrl+q")
        await pilot.pause()

    again = make_app()
    async with again.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MenuScreen)
        await pilot.press("c")
        screen = await wait_for_player(pilot)
        assert isinstance(screen, PonDialog)
        after = table_of(pilot).session
        assert after.game == before.game
        assert after.actions == before.actions
        assert after.match == before.match
        assert after.seats == before.seats


@pilot_test
async def test_continue_from_the_menu_shows_the_last_step_again_on_the_status_line() -> None:
    app = make_app(QuickPlay(opponents=3, level="easy", rules=load_ruleset("standard"), seed=4))
    policy = cpu_player("normal", seed=PLAYER_SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4):
            await wait_for_player(pilot)
            session = table_of(pilot).session
            await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))
        await wait_for_player(pilot)
        said = table_of(pilot).query_one(GameLog).lines_written[-1]
        shown = table_of(pilot).query_one(StatusLine).message.plain
        assert shown in (said, MARKS_EXPLAINED), "the status line tells the last step, or once what the marks are"
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("c")
        await wait_for_player(pilot)
        table = table_of(pilot)
        assert table.query_one(StatusLine).message.plain == said
        assert table.query_one(GameLog).lines_written[-1] == said
