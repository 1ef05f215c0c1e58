"""How the table looks: snapshots of a mid-game table, the pon prompt and the game-over sheet.

Every position is fixed by a seed or dealt by hand and reached by scripted moves
(not by CPU choices), so a snapshot changes only when the table's look does.
"""

from __future__ import annotations

from app_support import SnapCompare
from table_host import TableHostApp, gone_out_at_once, pon_session, table_session
from textual.pilot import Pilot

from sevenbridge.engine.actions import Action, Chi, Discard, LayOff, Meld, Pon
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session

SIZE = (80, 24)


def scripted(session: Session) -> Action:
    """A plain, fixed way to play any seat: claim, meld and lay off when possible, else shed the highest card."""
    legal = legal_actions(session.game)
    for kind in (Pon, Chi, Meld, LayOff):
        found = [action for action in legal if isinstance(action, kind)]
        if found:
            return found[-1]
    discards = [action for action in legal if isinstance(action, Discard)]
    if discards:
        return max(discards, key=lambda action: (action.card.rank, action.card.index))
    return legal[0]


def mid_game() -> Session:
    """A seeded four-seat game played by script to the player's third turn, after the draw."""
    session = table_session(seed=21, level="hard")
    turns = 0
    while True:
        if session.waiting_for_human and session.game.phase is Phase.TURN_START:
            turns += 1
        action = scripted(session)
        session = session.apply(action)
        if turns == 3 and session.waiting_for_human and session.game.phase is Phase.PLAY:
            return session


async def select_two(pilot: Pilot[None]) -> None:
    await pilot.press("2", "3")


def test_mid_game_table(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(mid_game()), terminal_size=SIZE, run_before=select_two)


def test_pon_prompt(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(pon_session()), terminal_size=SIZE)


def test_game_over_sheet(snap_compare: SnapCompare) -> None:
    app = TableHostApp(gone_out_at_once(games=5), waiting="game-over")
    assert snap_compare(app, terminal_size=SIZE)


def test_too_small_terminal(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(table_session(seed=7)), terminal_size=(60, 20))


def test_mid_game_table_on_a_large_terminal(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(mid_game()), terminal_size=(140, 40))
