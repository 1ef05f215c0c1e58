"""A question opened on a CPU's step shows the log behind it at its newest line, once the log is longer than
its panel: the log scrolls to its end only after the next refresh, when the question has drawn the table."""

from __future__ import annotations

from typing import Final

from rich.text import Text
from table_host import TableHostApp, chi_session, run_table, table_session
from textual.pilot import Pilot

from sevenbridge.engine.actions import Discard
from sevenbridge.engine.cards import Card
from sevenbridge.play.session import Session
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table.game_log import GameLog
from support import never_melds, step

PON_SEED: Final = 7
PON_MOVES: Final = 61
"""In this match (the player drawing, passing and never melding), East's discard after this many moves is
8♦, which the player can pon."""


def before_easts_discard(seed: int, moves: int, card: str) -> Session:
    """The match of ``seed``, ``moves`` in, just before East throws ``card``."""
    session = table_session(seed=seed)
    while len(session.actions) < moves:
        session = step(session, never_melds)
    assert session.cpu_choice() == Discard(Card(card))
    return session


def drawn_rows(pilot: Pilot[None]) -> list[str]:
    """The rows the screen on top has drawn, with what shows through it of the screen below, as it keeps them."""
    return [strip.text for strip in pilot.app.screen._compositor.render_strips()]


def log_rows_drawn(pilot: Pilot[None]) -> tuple[GameLog, list[str]]:
    """The log on the table below the question, and the rows of it that the question's screen has drawn."""
    log = pilot.app.screen_stack[-2].query_one(GameLog)
    inside = log.scrollable_content_region
    return log, [row[inside.x : inside.right].rstrip() for row in drawn_rows(pilot)[inside.y : inside.bottom]]


def test_the_log_behind_a_pon_question_shows_the_discard_it_asks_about() -> None:
    app = TableHostApp(before_easts_discard(PON_SEED, PON_MOVES, "8D"), speed="normal")

    async def scenario(pilot: Pilot[None]) -> None:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, PonDialog)
        log, shown = log_rows_drawn(pilot)
        assert log.lines_written[-1] == "East: discards 8♦"
        assert log.virtual_size.height > len(shown), "the log is longer than its panel"
        assert shown[-1] == "East: discards 8♦"

    run_table(app, scenario)


def test_a_question_opened_as_a_line_is_logged_shows_that_line_behind_it() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        log = app.screen.query_one(GameLog)
        for number in range(1, 21):
            log.add(Text(f"line {number}"))
        await pilot.pause()
        log.add(Text("the newest line"))
        app.push_screen(ChoiceDialog("Which?", [(Text("this one"), 1), (Text("that one"), 2)], beside=True))
        await pilot.pause()
        _, shown = log_rows_drawn(pilot)
        assert shown[-1] == "the newest line"

    run_table(app, scenario)
