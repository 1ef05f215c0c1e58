"""Claims at the table: the pon prompt, and chi offered at the start of a turn."""

from __future__ import annotations

import pytest
from table_host import CHI_HANDS, WEST_THROWS_9C, TableHostApp, pon_session, run_table, stacked_session
from table_keys import table_of
from textual.pilot import Pilot

from sevenbridge.engine.actions import Chi, Pass
from sevenbridge.engine.cards import parse_cards
from sevenbridge.engine.melds import MeldKind
from sevenbridge.engine.state import Phase
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.status_line import StatusLine


def test_the_pon_prompt_waits_and_pon_takes_the_discard_skipping_the_seat_between() -> None:
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        assert "West discarded 9♣" in str(prompt.question)
        assert "9♠ 9♦" in str(prompt.question)
        await pilot.pause(0.3)
        assert pilot.app.screen is prompt, "the prompt has no time limit"
        await pilot.press("p")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        game = table.session.game
        assert game.phase is Phase.PLAY
        assert game.current == 0
        assert game.melds[-1].owner == 0
        assert game.melds[-1].kind is MeldKind.SET
        assert table.query_one(GameLog).lines_written[-1] == "Ann: Pon! 9♣ — North loses the turn"
        assert "x discard" in table.query_one(StatusLine).hint

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_passing_lets_the_next_player_start() -> None:
    app = TableHostApp(pon_session(), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("n")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.game.phase is Phase.TURN_START
        assert table.session.game.current == 2
        assert table.query_one(GameLog).lines_written[-1] == "Ann: passes on 9♣"
        assert table.waiting == "cpu"
        assert "North is playing" in table.query_one(StatusLine).hint

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_escape_at_the_pon_prompt_passes() -> None:
    """As Esc answers no to every other question."""
    app = TableHostApp(pon_session(), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("escape")
        await pilot.pause()
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.query_one(GameLog).lines_written[-1] == "Ann: passes on 9♣"
        assert table.session.actions[-1] == Pass()

    run_table(app, scenario)


def test_several_chi_runs_are_offered_as_a_choice_of_exactly_the_legal_ones() -> None:
    session = stacked_session(CHI_HANDS, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert "c chi" in table.query_one(StatusLine).hint
        await pilot.press("c")
        dialog = pilot.app.screen
        assert isinstance(dialog, ChoiceDialog)
        legal = [action for action in table._legal() if isinstance(action, Chi)]
        assert dialog.values == legal
        assert len(legal) > 1
        chosen = Chi(parse_cards("TC JC"))
        await pilot.press(str(legal.index(chosen) + 1))
        assert table.is_active
        assert table.session.actions[-1] == chosen
        assert [card.code for card in table.session.game.melds[-1].cards] == ["9C", "TC", "JC"]

    run_table(app, scenario)


def test_escape_closes_the_chi_choice_without_claiming() -> None:
    session = stacked_session(CHI_HANDS, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("c", "escape")
        assert table.is_active
        assert table.session is session

    run_table(app, scenario)


def test_a_single_chi_run_is_claimed_at_once() -> None:
    hands = ["TC JC 2D 5H KS 3S 6S", "9C 4S 6D 8H JD TD AS"]
    session = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("c")
        assert table.is_active
        assert table.session.actions[-1] == Chi(parse_cards("TC JC"))
        assert table.query_one(GameLog).lines_written[-1] == "Ann: Chi! 9♣ with 10♣ J♣"

    run_table(app, scenario)


def test_chi_is_not_offered_when_the_discard_fits_no_run() -> None:
    hands = ["2D 5H KS 3S 6S 8D QH", "9C 4S 6D 8H JD TD AS"]
    session = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert "chi" not in table.query_one(StatusLine).hint
        await pilot.press("c")
        assert table.session is session

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_the_pon_prompt_answers_a_click() -> None:
    app = TableHostApp(pon_session(), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.click("#no")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.actions[-1] == Pass()

    run_table(app, scenario)


def test_a_chi_run_can_be_chosen_with_the_mouse() -> None:
    session = stacked_session(CHI_HANDS, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        await pilot.press("c")
        dialog = pilot.app.screen
        assert isinstance(dialog, ChoiceDialog)
        await pilot.click("#option-0")
        assert isinstance(table, TableScreen)
        assert table.session.actions[-1] == dialog.values[0]

    run_table(app, scenario)
