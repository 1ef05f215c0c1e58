"""How the table looks: snapshots of a mid-game table, the pon prompt and the game-over sheet.

Every position is fixed by a seed or dealt by hand and reached by scripted moves
(not by CPU choices), so a snapshot changes only when the table's look does.
"""

from __future__ import annotations

from app_support import SnapCompare
from table_host import TableHostApp, gone_out_at_once, pon_session, table_session
from table_positions import SIZE, mid_game, select_two


def test_mid_game_table(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(mid_game()), terminal_size=SIZE, run_before=select_two)


def test_pon_prompt(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(pon_session()), terminal_size=SIZE)


def test_game_over_sheet(snap_compare: SnapCompare) -> None:
    app = TableHostApp(gone_out_at_once(games=5))
    assert snap_compare(app, terminal_size=SIZE)


def test_too_small_terminal(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(table_session(seed=7)), terminal_size=(60, 20))


def test_mid_game_table_on_a_large_terminal(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(mid_game()), terminal_size=(140, 40))
