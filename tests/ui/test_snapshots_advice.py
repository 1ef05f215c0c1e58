"""How a hint looks at the smallest table: the advised card raised, the advice on the status line."""

from __future__ import annotations

from advice_support import hint_shown, loose_jack
from app_support import SnapCompare
from table_host import TableHostApp
from table_positions import SIZE
from textual.pilot import Pilot


async def draw_then_ask(pilot: Pilot[None]) -> None:
    """Draw the J♣, then ask for the hint."""
    await pilot.press("d")
    await hint_shown(pilot)


def test_hint_at_the_table(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(loose_jack()), terminal_size=SIZE, run_before=draw_then_ask)
