"""How each card face looks at the table: the standard deck, the four-colour deck and the ASCII face.

The same seeded mid-game table with two cards selected, so the three snapshots
differ only in how the cards are drawn.
"""

from __future__ import annotations

from app_support import SnapCompare
from table_host import TableHostApp
from table_positions import SIZE, mid_game, select_two

from sevenbridge.ui.host import CardFaces


def test_standard_face(snap_compare: SnapCompare) -> None:
    app = TableHostApp(mid_game(), faces=CardFaces())
    assert snap_compare(app, terminal_size=SIZE, run_before=select_two)


def test_four_colour_face(snap_compare: SnapCompare) -> None:
    app = TableHostApp(mid_game(), faces=CardFaces(four_colour=True))
    assert snap_compare(app, terminal_size=SIZE, run_before=select_two)


def test_ascii_face(snap_compare: SnapCompare) -> None:
    app = TableHostApp(mid_game(), faces=CardFaces(ascii=True))
    assert snap_compare(app, terminal_size=SIZE, run_before=select_two)


def test_ascii_face_with_four_colours_on_a_large_terminal(snap_compare: SnapCompare) -> None:
    app = TableHostApp(mid_game(), faces=CardFaces(ascii=True, four_colour=True))
    assert snap_compare(app, terminal_size=(140, 40), run_before=select_two)
