"""The footer offers the moves the status line offers: the selected cards' moves, or any, with none selected."""

from __future__ import annotations

from table_host import TableHostApp, run_table, stacked_session
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from sevenbridge.engine.actions import Draw
from sevenbridge.engine.cards import Card
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.status_line import StatusLine

MELD_HANDS = ["7H 8H 9H 2D 5C KS QC", "9C 4S 6D 8S JD TD AS"]
"""Ann holds the run 7♥ 8♥ 9♥ and four loose cards."""


def footer_keys(pilot: Pilot[None]) -> set[str]:
    """The keys the footer shows now."""
    return {key.key for key in pilot.app.screen.query(FooterKey)}


def hint(pilot: Pilot[None]) -> str:
    """The status line's first row: what the player can do now."""
    return str(pilot.app.screen.query_one(StatusLine).hint)


def test_the_footer_offers_meld_only_while_the_status_line_does() -> None:
    app = TableHostApp(stacked_session(MELD_HANDS, "3D 4C 6C", (Draw(),)))

    async def scenario(pilot: Pilot[None]) -> None:
        hand = pilot.app.screen.query_one(HandView)
        assert "m" in footer_keys(pilot)
        assert "m meld" in hint(pilot)
        await pilot.press(str(hand.cards.index(Card("2D")) + 1))
        await pilot.pause()
        assert "m meld" not in hint(pilot)
        assert "m" not in footer_keys(pilot)
        await pilot.press("escape")
        for card in ("7H", "8H", "9H"):
            await pilot.press(str(hand.cards.index(Card(card)) + 1))
        await pilot.pause()
        assert "m meld" in hint(pilot)
        assert "m" in footer_keys(pilot)

    run_table(app, scenario)
