"""A six-seat replay at 80×24: every frame, the last with its ending, shows every seat whole."""

from __future__ import annotations

from app_support import pilot_test
from replay_support import ReplayApp
from textual.containers import VerticalScroll
from textual.widgets import Static

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import GameReplay, replay_of_session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.table.replay import ReplayScreen
from support import at_random, step

SIZE = (80, 24)
LEVELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}


def six_seat_replay(seed: int) -> GameReplay:
    """The first game of a seeded six-seat Japanese classic match: you at random, the CPUs by their level."""
    rules = load_ruleset("japanese-classic")
    session = start_match("You", ["easy", "hard", "normal", "normal", "hard"], rules, seed=seed)
    person = at_random(seed)
    while session.game.result is None:
        session = step(session, person)
    return replay_of_session(session)


@pilot_test
async def test_every_frame_of_a_six_seat_replay_shows_every_seat_whole() -> None:
    replay = six_seat_replay(1)
    seats = [seat.name + (f" · {LEVELS[seat.level]}" if seat.level else "") for seat in replay.seats]
    app = ReplayApp(replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for step in range(replay.last + 1):
            assert screen.step == step
            board = screen.query_one("#replay-board", Static)
            told = screen.query_one("#replay-step", Static)
            assert board.region.y >= 1, "under the heading"
            assert board.region.bottom <= told.region.y, (step, board.region, told.region)
            assert told.region.bottom <= SIZE[1] - 1, "above the footer"
            lines = [str(line.text) for line in board.render_lines(board.region.reset_offset)]
            for seat in seats:
                assert any(seat in line for line in lines), (step, seat, lines)
            assert not any("…" in line for line in lines), (step, lines)
            await pilot.press("right")
        ending = screen.query_one("#replay-ending", Static)
        assert ending.region.height > 0, "the ending is shown"
        assert ending.region.y >= board.region.bottom, "the ending scrolls below the table"


@pilot_test
async def test_the_six_seat_ending_opens_on_the_penalties_and_scrolls_down_to_the_total() -> None:
    replay = six_seat_replay(2)
    app = ReplayApp(replay)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        body = app.screen.query_one("#replay-body", VerticalScroll)
        assert body.max_scroll_y > 0, "the ending is taller than the room below the table"
        assert body.scroll_y == 0, "opened at the top of the penalties"
        await pilot.press("pagedown")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y, "the keys scroll the ending down to the sheet's total"
