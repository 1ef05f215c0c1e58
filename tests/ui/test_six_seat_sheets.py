"""The sheets of a six-seat, five-game match at 80×24: the last game's, the standings, g's, in both languages.

The match is built from a sheet written by hand and a last game dealt by hand,
so every screen shows the same numbers: game 2 was drawn and assisted, and in
game 5 the player goes out at once.
"""

from __future__ import annotations

from typing import Any

import pytest
from app_support import SnapCompare, pilot_test
from language_support import english_words, screen_text
from table_host import TableHostApp
from textual.app import App
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import Match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.session import Seat, Session
from sevenbridge.play.setup import OPPONENT_NAMES
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen
from sevenbridge.ui.table.score_sheet import assisted_note
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen

SIZE = (80, 24)

HANDS = (
    "7H 8H 9H TH JH QH KH",
    "9S 9D AC 2C 3C 4C AS",
    "TS TD 5C 6C 7C 8C 2D",
    "JS JD 9C TC JC QC 4D",
    "QS QD AH 2H 3H 4H 5D",
    "KS KD 5H 6H 7D 8D 6D",
)
GOING_OUT = (Draw(), Meld(parse_cards("7H 8H 9H TH JH QH KH")), Discard(Card("3D")))
STOCK_RUNS_OUT = (Draw(), Discard(Card("3D")), Draw())
"""With a stock of one card and a draw when it runs out: you draw and throw it, Southwest finds the stock empty."""
SHEET = ((0, 25, 30, 10, 40, 20), (0, 0, 0, 0, 0, 0), (35, 0, 10, 5, 60, 40), (20, 14, 0, 5, 27, 3))
WINNERS = (0, None, 1, 2)
"""Who went out of each game on the sheet: game 2 (index 1) was drawn."""


def last_game(actions: tuple[Draw | Meld | Discard, ...] = GOING_OUT) -> Session:
    """You and five CPUs in game 5 of 5 of Japanese classic, after ``actions`` (by default you go out at once).

    The stock is the one card 3♦, and a stock that runs out draws the game.
    """
    rules = load_ruleset("japanese-classic").with_changes(stock_empty="draw")
    match = Match(rules, 6, seed=1, first_dealer=1, sheet=SHEET, winners=WINNERS)
    dealt = new_game(rules, 6, dealer=5, hands=[parse_cards(hand) for hand in HANDS], stock=parse_cards("3D"))
    game = dealt
    for action in actions:
        game = apply_action(game, action)
    names = ("You", *OPPONENT_NAMES[5])
    seats = tuple(Seat(name, None if seat == 0 else "normal", seat) for seat, name in enumerate(names))
    return Session(seats, match, game, actions, dealt if actions else None, assisted_games=frozenset({1}))


def lines_of(app: App[Any]) -> list[str]:
    """The screen's rows as plain text."""
    return [line.rstrip() for line in screen_text(app).splitlines()]


def assert_fits(app: App[Any], last: Widget) -> None:
    """Nothing on the screen's dialog scrolls, and ``last`` (what ends the dialog) is inside the terminal."""
    for scroll in app.screen.query(VerticalScroll):
        assert scroll.max_scroll_y == 0, f"{scroll.virtual_size.height} lines in {scroll.size.height}"
    assert last.region.bottom <= SIZE[1] - 1, "the dialog ends above the keys line"


def sheet_rows(app: App[Any], sheet_id: str) -> list[str]:
    """The score sheet's rows as the screen shows them, heading first."""
    sheet = app.screen.query_one(sheet_id, Static)
    return [str(strip.text).strip() for strip in sheet.render_lines(sheet.region.reset_offset)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_last_games_sheet_of_six_seats_fits_with_its_footnote(language: Language) -> None:
    use_language(language)
    app = TableHostApp(last_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert_fits(app, app.screen.query_one("#continue"))
        shown = "\n".join(lines_of(app))
        assert assisted_note() in shown
        rows = sheet_rows(app, "#sheet")
        assert len(rows) == 1 + 5 + 1 + 1, rows
        assert rows[-1] == assisted_note()
        assert rows[-2].split()[1:] == ["55", "86", "136", "83", "171", "167"], "the Total row, unhidden"


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_final_standings_of_six_seats_fit_with_the_winner_and_the_footnote(language: Language) -> None:
    use_language(language)
    app = TableHostApp(last_game().finish_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        assert_fits(app, app.screen.query_one("#new-match"))
        shown = lines_of(app)
        winner = "マッチ終了 — あなたの勝ちです！" if language == "ja" else "Match over — You win!"
        assert any(winner in line for line in shown), shown
        assert any(assisted_note() in line for line in shown), shown
        assert app.screen.query_one("#standings").region.height == 1 + 6, "a heading and a row per seat"


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_sheet_on_g_fits_during_the_last_game_of_six_seats(language: Language) -> None:
    use_language(language)
    app = TableHostApp(last_game(()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert_fits(app, app.screen.query_one(".section"))
        rows = sheet_rows(app, "#running-sheet")
        assert rows[-1] == assisted_note()
        assert [("流局" if language == "ja" else "drawn") in row for row in rows[1:5]] == [False, True, False, False]


@pytest.mark.parametrize(("language", "word"), [("en", "drawn"), ("ja", "流局")])
@pilot_test
async def test_a_drawn_game_says_so_on_the_sheet(language: Language, word: str) -> None:
    use_language(language)
    app = TableHostApp(last_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        rows = sheet_rows(app, "#sheet")
        played = rows[1:6]
        assert [word in row for row in played] == [False, True, False, False, False], rows
        assert played[1].split()[-6:] == ["0"] * 6
        if language == "ja":
            assert english_words(app) == []


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_a_last_game_that_ends_in_a_draw_is_marked_on_its_sheet_and_the_standings(language: Language) -> None:
    use_language(language)
    session = last_game(STOCK_RUNS_OUT)
    assert session.game.result is not None
    assert session.game.result.winner is None
    app = TableHostApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert_fits(app, app.screen.query_one("#continue"))
        game_over = [("流局" if language == "ja" else "drawn") in row for row in sheet_rows(app, "#sheet")[1:6]]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        assert_fits(app, app.screen.query_one("#new-match"))
        standings = [("流局" if language == "ja" else "drawn") in row for row in sheet_rows(app, "#final-sheet")[1:6]]
    assert game_over == standings == [False, True, False, False, True]


def test_the_last_games_sheet_of_six_seats(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableHostApp(last_game()), terminal_size=SIZE)


def test_the_final_standings_of_six_seats_in_japanese(snap_compare: SnapCompare) -> None:
    use_language("ja")
    assert snap_compare(TableHostApp(last_game().finish_game()), terminal_size=SIZE)
