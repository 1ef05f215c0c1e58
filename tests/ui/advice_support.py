"""Positions and steps the hint tests share."""

from __future__ import annotations

from table_host import stacked_session
from textual.pilot import Pilot

from sevenbridge.engine.actions import parse_action
from sevenbridge.engine.cards import Card
from sevenbridge.play.session import Session
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hand import HandView

LOOSE_JACK_HANDS = ["2S 3S 4S KD 8H 5C QD", "AS 3D 5S 8S TS QS 6D"]
LOOSE_JACK_STOCK = "9C 2H JC 4C 6H 7S"
LOOSE_JACK_MOVES = ("draw", "meld 2S 3S 4S", "discard 9C", "draw", "discard 2H")


def loose_jack() -> Session:
    """Ann has a run down and is to draw the J♣, which connects with nothing in her hand."""
    return stacked_session(LOOSE_JACK_HANDS, LOOSE_JACK_STOCK, tuple(parse_action(move) for move in LOOSE_JACK_MOVES))


async def hint_shown(pilot: Pilot[None]) -> None:
    """Press the hint key and wait for the advice to be worked out and shown."""
    await pilot.press("h")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def drawn_and_hinted(pilot: Pilot[None]) -> tuple[TableScreen, HandView]:
    """At the table, draw, then show the hint: the table and the hand it selected its cards in."""
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    await pilot.press("d")
    await hint_shown(pilot)
    return table, table.query_one(HandView)


async def pick(pilot: Pilot[None], hand: HandView, code: str) -> None:
    """Press the number key of the card ``code`` (``"KD"``) in ``hand``, as a player selects it."""
    await pilot.press(str(hand.cards.index(Card(code)) + 1))
    await pilot.pause()


BROKEN_RUN_HANDS = ["AC 2C 3C 3S 9H TH 8D", "3D 4H 6D 8H JC TD AS", "7C 5C 9S 8S 2H 3H KS"]
BROKEN_RUN_MOVES = ("draw", "discard QH", "draw", "discard 3D")


def pon_would_break_a_run() -> Session:
    """West has thrown 3♦; Ann could pon it with 3♠ 3♣, but her 3♣ is in the run A♣ 2♣ 3♣."""
    moves = tuple(parse_action(move) for move in BROKEN_RUN_MOVES)
    return stacked_session(BROKEN_RUN_HANDS, "QH KH 9D 5D JH", moves)
