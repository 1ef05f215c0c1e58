"""Table positions the snapshot tests share: a scripted mid-game and the selection drawn on it.

Reached by scripted moves from a seed (not by CPU choices), so a snapshot of
them changes only when the table's look does.
"""

from __future__ import annotations

from table_host import table_session
from textual.pilot import Pilot

from sevenbridge.engine.actions import Action, Chi, Discard, LayOff, Meld, Pon
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session

SIZE = (80, 24)
"""The smallest terminal the table is drawn on."""


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
    """Select the second and third cards of the hand."""
    await pilot.press("2", "3")
