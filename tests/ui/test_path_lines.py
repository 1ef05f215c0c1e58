"""A path over a notice's lines: broken only between its parts, and the true path once joined."""

from __future__ import annotations

import pytest

from sevenbridge.cells import cell_width
from sevenbridge.ui.path_lines import path_lines, toast_width

PATHS = (
    "/home/ann/.local/share/sevenbridge/exports/sevenbridge-8038773414338818524-game-1.txt",
    "/tmp/playtest/data/sevenbridge/exports/sevenbridge-8038773414338818524-game-1.txt",
    "C:/Users/Ann/AppData/Local/sevenbridge/exports/sevenbridge-1-game-12.txt",
    "/home/花子/ドキュメント/セブンブリッジ/書き出し/sevenbridge-42-game-3.txt",
    "/" + "x" * 90,
    "relative/name.txt",
)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("width", [10, 20, 36, 57])
def test_the_lines_fit_and_join_into_the_path_again(path: str, width: int) -> None:
    lines = path_lines(path, width)
    assert "".join(lines) == path
    assert all(0 < cell_width(line) <= width for line in lines)


def test_a_path_breaks_after_a_slash_and_a_name_too_long_for_a_line_after_a_dash() -> None:
    assert path_lines(PATHS[1], 36) == [
        "/tmp/playtest/data/sevenbridge/",
        "exports/sevenbridge-",
        "8038773414338818524-game-1.txt",
    ]
    assert path_lines(PATHS[0], 57) == [
        "/home/ann/.local/share/sevenbridge/exports/",
        "sevenbridge-8038773414338818524-game-1.txt",
    ]


def test_a_name_with_nowhere_to_break_is_cut_where_its_line_runs_out_a_wide_character_whole() -> None:
    assert path_lines("/" + "x" * 25, 10) == ["/", "x" * 10, "x" * 10, "x" * 5]
    assert path_lines("/花子花子花子", 5) == ["/花子", "花子", "花子"]


def test_a_toast_holds_up_to_57_cells_of_text_and_at_least_one() -> None:
    assert (toast_width(80), toast_width(200), toast_width(0)) == (36, 57, 1)
