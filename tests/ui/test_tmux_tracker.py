"""The card tracker in a real terminal of 80×24 with ``NO_COLOR`` set: seen and unseen read apart as text."""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_terminal import Terminal, sevenbridge_argv

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


@pytest.fixture
def no_colour(tmp_path: Path) -> Iterator[Terminal]:
    play = shlex.join([*sevenbridge_argv(), "play", "--seed", "7"])
    command = f"NO_COLOR=1 SEVENBRIDGE_HOME={shlex.quote(str(tmp_path))} {play} 2>&1; echo PROGRAM-ENDED; sleep 60"
    term = Terminal("tracker", command, width=80, height=24)
    try:
        yield term
    finally:
        term.close()


def test_the_tracker_opens_over_the_table_and_tells_seen_from_unseen_without_colour(no_colour: Terminal) -> None:
    no_colour.wait_for("Your turn")
    no_colour.send("d", "1", "x", "s")
    no_colour.wait_for("Your turn")
    no_colour.send("t")
    pane = no_colour.wait_for("Card tracker")
    rows = {line[2]: line for line in pane.splitlines() if re.match(r"^│ [♠♥♦♣] ", line)}
    assert set(rows) == set("♠♥♦♣"), pane
    cells = " ".join(rows.values())
    assert re.search(r"\bdY\b", cells), "the card you threw: on the pile, by you"
    assert re.search(r"\b(?:[2-9]|10|[AJQK])[♠♥♦♣]", cells), "unseen cards show their faces"
    assert "Y you · 1 West (" in pane
    assert "Draw" in pane.splitlines()[-1], "the footer stays, the table's keys work under the tracker"
    no_colour.send("t")
    pane = no_colour.wait_for("West · Normal")
    assert "Card tracker" not in pane
    no_colour.send("q")
    no_colour.wait_for("New match")
    no_colour.send("q")
    assert "Traceback" not in no_colour.wait_for("PROGRAM-ENDED")
