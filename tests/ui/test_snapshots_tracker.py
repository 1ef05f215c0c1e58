"""How the card tracker looks at 80×24: with warnings on the hand, at two and six seats, and in ASCII.

Every position is dealt by hand or reached by scripted moves from a seed, so a
snapshot changes only when the tracker's look does.
"""

from __future__ import annotations

from app_support import SnapCompare
from table_host import TableHostApp
from table_positions import SIZE
from textual.pilot import Pilot
from tracker_positions import seeded, three_seats

from sevenbridge.ui.host import CardFaces


async def open_tracker(pilot: Pilot[None]) -> None:
    """Show the tracker."""
    await pilot.press("t")


def test_tracker_with_warnings_on_the_hand(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(three_seats()), terminal_size=SIZE, run_before=open_tracker)


def test_tracker_at_two_seats_with_a_joker(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(seeded(1)), terminal_size=SIZE, run_before=open_tracker)


def test_tracker_at_six_seats(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(seeded(5)), terminal_size=SIZE, run_before=open_tracker)


def test_tracker_in_ascii(snap_compare: SnapCompare) -> None:
    app = TableHostApp(three_seats(), faces=CardFaces(ascii=True))
    assert snap_compare(app, terminal_size=SIZE, run_before=open_tracker)


def test_warning_marks_under_the_hand(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(three_seats()), terminal_size=SIZE)
