"""The game's sheet, the match's standings, the score sheet on g and the replay, in Japanese with no English left.

Each screen is opened on its own, over an empty app, so what is checked is the
screen itself; the games come from the real engine.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from app_support import SnapCompare, finished_session, pilot_test
from faces_support import FACE
from language_support import english_words, screen_text
from table_host import stacked_session
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import replay_of_session
from sevenbridge.play.session import Seat, Session
from sevenbridge.play.setup import start_match
from sevenbridge.translation import use_language
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen
from sevenbridge.ui.table.replay import ReplayScreen
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen
from support import first_legal, step

OUT_AT_ONCE_HANDS = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD", "3S 4S 6D 8C JD KS 2H"]
OUT_AT_ONCE = (Draw(), Meld(parse_cards("7H 8H 9H TH JH QH KH")), Discard(Card("3D")))


class ScreenApp(App[None]):
    """Opens one screen over an empty app (with no command palette, whose key is the app's, not the screen's)."""

    ENABLE_COMMAND_PALETTE = False

    def __init__(self, screen: Screen[Any]) -> None:
        super().__init__()
        self.shown = screen

    def on_mount(self) -> None:
        self.push_screen(self.shown)


def out_at_once() -> Session:
    """Three seats named as the game names them; the player has just gone out at once, West holding two 7s."""
    session = stacked_session(OUT_AT_ONCE_HANDS, "3D 4C 5H", OUT_AT_ONCE)
    names = ("You", "West", "North")
    seats = tuple(Seat(name, seat.level, seat.seed) for name, seat in zip(names, session.seats, strict=True))
    return replace(session, seats=seats)


def four_seat_game_over(seed: int = 6) -> Session:
    """A four-seat Standard match whose first game has just ended, played by first legal actions."""
    session = start_match("You", ["easy", "normal", "hard"], load_ruleset("standard"), seed=seed)
    while session.game.result is None:
        session = step(session, first_legal)
    return session


def game_over_screen(session: Session) -> GameOverScreen:
    result = session.game.result
    assert result is not None
    return GameOverScreen(session, FACE, result.hands[0])


@pytest.fixture
def japanese() -> None:
    use_language("ja")


@pytest.mark.usefixtures("japanese")
@pilot_test
async def test_the_game_over_sheet_shows_each_penalty_working_in_japanese() -> None:
    app = ScreenApp(game_over_screen(out_at_once()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert english_words(app) == []
        shown = screen_text(app)
        assert "あなたが上がりました" in shown
        assert "一発上がり！" in shown
        assert "50 ×4 (7) ×2 (一発上がり) = 400" in shown


@pytest.mark.usefixtures("japanese")
@pilot_test
async def test_a_four_seat_game_over_and_the_standings_of_a_match_are_japanese() -> None:
    app = ScreenApp(game_over_screen(four_seat_game_over()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert english_words(app) == []
    standings = ScreenApp(MatchOverScreen(finished_session(), FACE))
    async with standings.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert english_words(standings) == []
        assert "マッチ終了" in screen_text(standings)


@pytest.mark.usefixtures("japanese")
@pilot_test
async def test_the_score_sheet_on_g_is_japanese_before_and_after_a_game_with_help() -> None:
    fresh = start_match("You", ["easy", "easy"], load_ruleset("standard"), seed=2)
    app = ScreenApp(ScoreSheetScreen(fresh, FACE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert english_words(app) == []
    helped = four_seat_game_over().with_assistance().finish_game().with_assistance()
    app = ScreenApp(ScoreSheetScreen(helped, FACE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert english_words(app) == []
        assert "ヒント・取り消しあり" in screen_text(app)


@pytest.mark.usefixtures("japanese")
@pilot_test
async def test_every_step_of_a_replay_is_japanese() -> None:
    replay = replay_of_session(four_seat_game_over())
    screen = ReplayScreen(replay, FACE)
    app = ScreenApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for at in range(replay.last + 1):
            screen.step = at
            await pilot.pause()
            assert (at, english_words(app)) == (at, [])


@pilot_test
async def test_the_sheet_changes_language_at_once() -> None:
    app = ScreenApp(game_over_screen(out_at_once()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Score sheet" in screen_text(app)
        await switch_to_japanese(pilot)
        assert english_words(app) == []


@pilot_test
async def test_the_replay_changes_language_at_once_where_it_stands() -> None:
    screen = ReplayScreen(replay_of_session(four_seat_game_over()), FACE)
    app = ScreenApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert "Score sheet" in screen_text(app)
        await switch_to_japanese(pilot)
        assert screen.step == screen.replay.last
        assert english_words(app) == []
        assert "得点表" in screen_text(app)


async def switch_to_japanese(pilot: Pilot[None]) -> None:
    """What the app's language switch does to an open screen: Japanese from now on, and the screen composed again."""
    use_language("ja")
    pilot.app.screen.refresh(recompose=True)
    await pilot.pause()
    await pilot.pause()


def test_the_game_over_sheet_in_japanese(snap_compare: SnapCompare) -> None:
    use_language("ja")
    assert snap_compare(ScreenApp(game_over_screen(out_at_once())), terminal_size=(80, 24))
