"""The CPUs' reasons in a narrow log: a few words each at 80×24, the whole sentence where there is room."""

from __future__ import annotations

from typing import Final, get_args

from app_support import pilot_test
from table_host import TableHostApp, table_session

from sevenbridge.cpu import Reason, reason_brief, reason_why
from sevenbridge.cpu.reasons import ReasonKind
from sevenbridge.engine.actions import Pass
from sevenbridge.engine.cards import parse_cards
from sevenbridge.play.advice import advise
from sevenbridge.play.session import Session
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import NARROW, GameLog

LOG_WIDTH_AT_80: Final = 23
"""Cells of a line of the log at 80×24."""


def reasons_given(session: Session) -> list[Reason]:
    """Every reason the log writes for the session, in order (a move that was the only one has none)."""
    found = (session.reason(index) for index in range(len(session.actions)))
    return [reason for reason in found if reason is not None and reason.kind != "only"]


def shown_lines(log: GameLog) -> list[str]:
    """The log's lines as drawn, each as the player reads it."""
    return [line.text.rstrip() for line in log.lines]


@pilot_test
async def test_at_80_columns_each_reason_takes_one_line_and_a_wider_log_gives_the_sentence() -> None:
    app = TableHostApp(table_session(seed=5, level="hard"), reasons=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("d", "1", "x")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        log = table.query_one(GameLog)
        assert log.scrollable_content_region.width == LOG_WIDTH_AT_80 < NARROW
        reasons = reasons_given(table.session)
        assert len(reasons) >= 3
        shown = shown_lines(log)
        for reason in reasons:
            assert f"  → {reason_brief(reason)}" in shown, "each reason reads on one line of its own"
        assert sum(line.startswith("  → ") for line in shown) == len(reasons)
        assert [f"  → {reason_why(reason)}" for reason in reasons] == [
            line for line in log.lines_written if line.startswith("  → ")
        ], "the log keeps every sentence"

        await pilot.resize_terminal(200, 40)
        await pilot.pause()
        assert log.scrollable_content_region.width >= NARROW
        shown = shown_lines(log)
        for reason in reasons:
            assert any(line.startswith(f"  → {reason_why(reason)[:20]}") for line in shown)
        assert not any(f"  → {reason_brief(reason)}" == line for reason in reasons for line in shown)


def test_every_brief_reason_fits_a_line_of_the_log_at_80_columns() -> None:
    """Worst cases: ten-cards and two-digit counts (a broken run of four cards or more may take two lines)."""
    pair, run, count = parse_cards("10S 10D"), parse_cards("10C JC QC"), 25
    for kind in get_args(ReasonKind):
        other = run if kind.startswith("pass-breaks") else pair[:1] if kind in ("safer", "draw-not-chi") else pair
        line = f"  → {reason_brief(Reason(kind, (), tuple(other), count))}"
        assert len(line) <= LOG_WIDTH_AT_80, line


@pilot_test
async def test_lines_written_behind_the_tracker_read_as_lines_written_in_view() -> None:
    """The log is hidden while the tracker is shown; what the CPUs did meanwhile is wrapped to the log's width."""
    shown: list[list[str]] = []
    for keys in (["d", "1", "x"], ["t", "d", "1", "x"]):
        app = TableHostApp(table_session(seed=5, level="hard"), reasons=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
            if "t" in keys:
                await pilot.press("t")
                await pilot.pause()
            shown.append(shown_lines(app.screen.query_one(GameLog)))
    assert shown[1] == shown[0]


def up_to_a_cpu_pass() -> tuple[Session, Session]:
    """A match played (the person by the hint) to just before an Easy CPU passes on a pon with a reason
    the log could give, and the same match just after that pass."""
    session = table_session(seed=8, level="easy")
    while True:
        if session.waiting_for_human:
            session = session.apply(advise(session.game).action)
            continue
        decision = session.cpu_decision()
        if isinstance(decision.action, Pass) and decision.reason is not None and decision.reason.kind != "only":
            return session, session.apply(decision.action, decision.reason)
        session = session.apply(decision.action, decision.reason)


@pilot_test
async def test_a_cpus_pass_leaves_no_reason_in_the_log_as_it_is_played_or_retold() -> None:
    before, after = up_to_a_cpu_pass()
    passed = after.reason(len(after.actions) - 1)
    assert passed is not None
    for session in (before, after):
        app = TableHostApp(session, reasons=True)
        async with app.run_test(size=(200, 50)) as pilot:
            await pilot.pause()
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            assert table.session.actions[: len(after.actions)] == after.actions
            written = table.query_one(GameLog).lines_written
            assert any(line.startswith("  → ") for line in written), "other reasons are given"
            assert f"  → {reason_why(passed)}" not in written, "the pass, and that the seat was asked, stay secret"
