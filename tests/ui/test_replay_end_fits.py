"""The end of a six-seat replay at 80×24, opened as ``sevenbridge replay`` opens one: the result shown from its
top, and the last move and how the game ended said apart, in English and Japanese."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Final

import pytest
from app_support import pilot_test, screen_rows
from faces_support import FACE
from replay_support import drawn_six_seat_replay
from textual.app import App
from textual.containers import VerticalScroll

from sevenbridge.play.replay import GameReplay
from sevenbridge.play.setup import shown_name
from sevenbridge.translation import Language, _
from sevenbridge.ui.app import OpenReplay, make_app
from sevenbridge.ui.table.narration import outcome_text

LANGUAGES: Final[tuple[Language, ...]] = ("en", "ja")


@asynccontextmanager
async def at_the_end(replay: GameReplay, language: Language) -> AsyncIterator[App[None]]:
    """The app showing ``replay`` after End was pressed."""
    app = make_app(OpenReplay(replay), language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        await pilot.pause()
        yield app


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_end_shows_the_result_from_its_top(language: Language) -> None:
    replay = drawn_six_seat_replay()
    async with at_the_end(replay, language) as app:
        body = app.screen.query_one("#replay-body", VerticalScroll)
        assert body.scroll_y == 0, "the ending opens at its top"
        rows = screen_rows(app)
        header = next(index for index, row in enumerate(rows) if _("Player") in row and _("Penalty") in row)
        shown = [row.split()[0] for row in rows[header + 1 : header + 1 + len(replay.names)]]
        assert shown == [shown_name(name) for name in replay.names], "the first rows of the result are in view"


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_the_last_move_and_how_the_game_ended_are_said_apart(language: Language) -> None:
    replay = drawn_six_seat_replay()
    async with at_the_end(replay, language) as app:
        names = [shown_name(name) for name in replay.names]
        outcome = outcome_text(replay.end, names, FACE).plain
        rows = [row.strip() for row in screen_rows(app)]
        last_move = next(row for row in rows if row.startswith(names[replay.states[-2].to_act] + ":"))
        assert last_move.endswith(_("the stock is empty")), "the last move alone on its line"
        assert outcome in rows, "the ending on a line of its own, whole"
