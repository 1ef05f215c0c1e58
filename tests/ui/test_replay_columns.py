"""The replay's table keeps its columns where they are as it steps through a game, in English and Japanese.

Each hand grows and shrinks move by move; were the hands' column only as wide
as the longest hand of the moment, the melds' column would jump sideways at
every long hand (``東 · ふつう (親) 8♠ 4♥ 10♥ 9♦ 2♣ Q♣ JK [7♥]``).
"""

from __future__ import annotations

import pytest
from app_support import pilot_test, screen_rows
from rich.cells import cell_len

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import GameReplay, replay_of_session
from sevenbridge.play.setup import start_match
from sevenbridge.translation import Language
from sevenbridge.ui.app import OpenReplay, make_app
from sevenbridge.ui.table.replay import ReplayScreen
from support import at_random, step


def joker_replay() -> GameReplay:
    """A four-seat game with a joker, played to its end by seeded random moves."""
    session = start_match("You", ["normal", "easy", "hard"], load_ruleset("with-joker"), seed=2)
    while session.game.result is None:
        session = step(session, at_random(2))
    return replay_of_session(session)


def meld_columns(rows: list[str], seats: int) -> set[int]:
    """The cells before the first meld in each seat's row that shows one."""
    board = rows[2 : 2 + seats]
    return {cell_len(row[: row.index("[")]) for row in board if "[" in row}


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_melds_column_stays_put_from_the_deal_to_the_end(language: Language) -> None:
    replay = joker_replay()
    app = make_app(OpenReplay(replay), language=language)
    columns: set[int] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, ReplayScreen):
            await pilot.pause()
        for _move in range(replay.last):
            rows = screen_rows(app)
            columns |= meld_columns(rows, len(replay.seats))
            await pilot.press("right")
            await pilot.pause()
    assert len(columns) == 1, columns
