"""Table positions for the card tracker's tests: hand-dealt, or seeded and played by script.

Reached by scripted moves (never by CPU choices), so what the tracker shows on
them changes only when the tracker does.
"""

from __future__ import annotations

from table_host import stacked_session
from table_positions import scripted

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from tracker_support import ROUND, STOCK, THREE_SEATS


def three_seats() -> Session:
    """You are to discard after a round in which West and North both melded (see ``tracker_support``)."""
    return stacked_session(THREE_SEATS, STOCK, ROUND)


def seeded(opponents: int, *, turns: int = 4, seed: int = 5) -> Session:
    """A Japanese classic match (a joker in the deck) against ``opponents`` CPUs, played by script
    to the player's ``turns``-th turn, after the draw."""
    session = start_match("Hanako", ["normal"] * opponents, load_ruleset("japanese-classic"), seed=seed)
    started = 0
    while True:
        if session.waiting_for_human and session.game.phase is Phase.TURN_START:
            started += 1
        session = session.apply(scripted(session))
        if started == turns and session.waiting_for_human and session.game.phase is Phase.PLAY:
            return session
