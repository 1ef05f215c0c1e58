"""After an undo the log tells the game as it stands: nothing of the moves taken back.

An undone move, and every CPU move after it, never happened for the table:
the log must not keep them, or it shows the player a future they have not
played into (what an opponent held, who went out). The matches are played
through the real app with key presses; the player's decisions come from a CPU
policy, and the log at each of them is kept to compare with after undoing.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test
from table_host import TableHostApp, rendered, run_table, table_session
from table_keys import press_action, table_of, wait_for_player
from textual.pilot import Pilot

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.actions import Discard, Pass
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, legal_actions
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.narration import game_heading, narrate, outcome_text
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.tracker import TrackerPanel

PASSED_PON_SEED = 84
"""Japanese classic against five Normal CPUs: the player's eighth decision is a pass on a pon,
after which the CPUs play the game out (Northeast goes out) before the player decides again."""

pytestmark = pytest.mark.usefixtures("instant_cpus")


def logged(table: TableScreen) -> list[str]:
    """The log's entries, as plain text."""
    return table.query_one(GameLog).lines_written


def shown(table: TableScreen) -> dict[str, object]:
    """What the table shows of the game's history: the log, the card tracker, the piles and the seats' melds."""
    return {
        "log": list(logged(table)),
        "tracker": rendered(table.query_one(TrackerPanel)),
        "pile": rendered(table.query_one(PileView)),
        "seats": [rendered(row) for row in table.query(SeatRow)],
    }


def logged_at(seen: dict[str, object]) -> list[str]:
    """The log's entries in what ``shown`` kept."""
    log = seen["log"]
    assert isinstance(log, list)
    return log


def without_reasons(lines: list[str]) -> list[str]:
    """The log's entries other than the CPUs' reasons."""
    return [line for line in lines if not line.startswith("  → ")]


def told_from_history(table: TableScreen) -> list[str]:
    """The log of the game on the table as its actions tell it, from the deal: its heading,
    a line for each step the table shows, and how it ended."""
    session, names, face = table.session, table.names, table.face
    number = session.match.games_played + 1
    lines = [game_heading(number, session.rules.games_per_match, session.game.dealer, names).plain]
    state = session.deal
    for action in session.actions:
        after = apply_action(state, action)
        line = narrate(state, action, after, names, face)
        if line is not None:
            lines.append(line.plain)
        state = after
    if state.result is not None:
        lines.append(outcome_text(state, names, face).plain)
    return lines


@pytest.mark.parametrize("reasons", [False, True], ids=["plain", "with-reasons"])
@pilot_test
async def test_undo_from_the_sheet_and_back_to_the_deal_leaves_no_undone_line_in_the_log(reasons: bool) -> None:
    save_settings(Settings(cpu_speed="instant", show_reasons=reasons))
    play = QuickPlay(opponents=5, level="normal", rules=load_ruleset("japanese-classic"), seed=PASSED_PON_SEED)
    policy = cpu_player("easy", seed=2)
    app = make_app(play)
    async with app.run_test(size=(80, 24)) as pilot:
        at_decision: dict[int, dict[str, object]] = {}
        while True:
            screen = await wait_for_player(pilot)
            table = table_of(pilot)
            if isinstance(screen, GameOverScreen):
                break
            session = table.session
            at_decision[len(session.actions)] = shown(table)
            await press_action(pilot, policy.choose(session.game.view(0), legal_actions(session.game)))
        assert isinstance(table.session.actions[len(session.actions)], Pass), "the player passed on a pon"
        ended = list(logged(table))
        assert ended[-1] == "Northeast went out!"
        assert any(line.startswith("  → ") for line in ended) == reasons

        undone = set(ended) - set(logged_at(at_decision[len(session.actions)]))
        await pilot.press("u")
        assert isinstance(await wait_for_player(pilot), PonDialog)
        assert not undone & set(logged(table)), "the moves taken back are still in the log"
        assert shown(table) == at_decision[len(table.session.actions)]
        assert without_reasons(logged(table)) == told_from_history(table)

        while table.session.actions:
            await pilot.press("u")
            await wait_for_player(pilot)
            assert shown(table) == at_decision[len(table.session.actions)]
            assert without_reasons(logged(table)) == told_from_history(table)


def test_undo_while_the_cpus_play_leaves_the_log_as_it_was_at_the_players_move() -> None:
    app = TableHostApp(table_session(seed=7), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("d")
        drawn = shown(table)
        await press_action(pilot, Discard(table.hand[-1]))
        await pilot.pause(1.5)
        assert table.busy
        assert len(logged(table)) > len(logged_at(drawn)) + 1, "a CPU has moved"
        await pilot.press("u")
        await wait_for_player(pilot)
        assert shown(table) == drawn
        assert logged(table) == told_from_history(table)

    run_table(app, scenario)
