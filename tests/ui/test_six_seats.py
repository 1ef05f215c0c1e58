"""A full table: six seats (and two) at 80×24, with every name, meld and score in view.

The six-seat positions are dealt by hand and reached by fixed moves, so a
snapshot changes only when the table's look does.
"""

from __future__ import annotations

import pytest
from app_support import choose, open_new_match_form, open_statistics, pilot_test
from faces_support import FACE
from pydantic import ValidationError
from six_seat_history_support import finished_match
from six_seats_support import first_round, full_table
from table_host import TableHostApp
from table_positions import scripted
from textual.widgets import Button, DataTable, Label, Static

from sevenbridge.cli import _parser
from sevenbridge.engine.actions import Discard, Draw, LayOff, Meld, Pon
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.settings import Settings, load_settings
from sevenbridge.play.session import Session
from sevenbridge.play.setup import OPPONENT_NAMES, start_match
from sevenbridge.ui.app import QuickPlay, make_app, start_from
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.narration import narrate
from sevenbridge.ui.table.score_board import ScoreBoard
from sevenbridge.ui.table.seat_row import SeatRow

SIZE = (80, 24)


def two_seats() -> Session:
    """A seeded match against one CPU, played by script to the player's third turn."""
    session = start_match("Hanako", ["hard"], load_ruleset("japanese-classic"), seed=5)
    turns = 0
    while True:
        if session.waiting_for_human and session.game.phase is Phase.TURN_START:
            turns += 1
        session = session.apply(scripted(session))
        if turns == 3 and session.waiting_for_human and session.game.phase is Phase.PLAY:
            return session


def test_six_seats_at_the_start(snap_compare: object) -> None:
    assert snap_compare(TableHostApp(full_table()), terminal_size=SIZE)  # type: ignore[operator]


def test_six_seats_with_two_melds_each(snap_compare: object) -> None:
    assert snap_compare(TableHostApp(full_table(first_round())), terminal_size=SIZE)  # type: ignore[operator]


def test_two_seats(snap_compare: object) -> None:
    assert snap_compare(TableHostApp(two_seats()), terminal_size=SIZE)  # type: ignore[operator]


@pilot_test
async def test_at_six_seats_no_row_is_cut_and_none_overlaps() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        game = table.session.game
        rows = list(table.query(SeatRow))
        assert len(rows) == 6
        for row in rows:
            lines = row.render_lines(row.region.reset_offset)
            assert lines, row.id
            assert row.content_region.height >= 1
            text = "\n".join(str(line.text) for line in lines)
            if row.id != "my-melds":
                melds = [meld for meld in game.melds if meld.owner == row.seat]
                shown = "".join(text.split())
                for meld in melds:
                    assert "".join(str(card) for card in meld.cards) in shown, (row.id, text)
        regions = [row.region for row in rows]
        for index, region in enumerate(regions):
            assert all(not region.overlaps(other) for other in regions[index + 1 :])
        board = app.screen.query_one(ScoreBoard)
        assert isinstance(board, Static)
        shown = "\n".join(str(line.text) for line in board.render_lines(board.region.reset_offset))
        for name in ("Hanako", *OPPONENT_NAMES[5]):
            assert name in shown
        assert "Game 1 of 5" in shown
        assert "Japanese" in shown
        assert "classic" in shown


@pilot_test
async def test_the_form_offers_five_opponents_and_starts_a_six_seat_japanese_classic_match() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_new_match_form(pilot)
        await choose(pilot, "#opponents", "5")
        labels = [
            str(label.content)
            for label in app.screen.query(".level-row Label").results(Label)
            if label.parent is not None and label.parent.display
        ]
        assert labels == [f"{name}'s level" for name in OPPONENT_NAMES[5]]
        await choose(pilot, "#level-4", "h")
        await choose(pilot, "#ruleset", "j")
        summary = app.screen.query_one("#ruleset-summary", Static)
        assert "claims from the second round" in str(summary.content)
        start = app.screen.query_one("#start", Button)
        assert start.region.bottom <= SIZE[1] - 1, "the Start button is on screen"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        session = app.screen.session
        assert [seat.name for seat in session.seats] == ["You", *OPPONENT_NAMES[5]]
        assert [seat.level for seat in session.seats] == [None, "normal", "normal", "normal", "normal", "hard"]
        assert session.rules == load_ruleset("japanese-classic")
    settings, problem = load_settings()
    assert problem is None
    assert (settings.opponents, settings.levels[4], settings.ruleset) == (5, "hard", "japanese-classic")


def test_play_takes_up_to_five_opponents_and_japanese_classic(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["play", "--opponents", "5", "--rules", "japanese-classic"])
    assert start_from(args) == QuickPlay(5, "normal", load_ruleset("japanese-classic"), None, None)
    with pytest.raises(SystemExit):
        _parser().parse_args(["play", "--opponents", "6"])
    assert "invalid choice: 6" in capsys.readouterr().err


def test_settings_from_three_opponent_days_name_a_level_for_every_seat() -> None:
    settings = Settings.model_validate({"opponents": 3, "levels": ["hard", "easy", "hard"]})
    assert settings.levels == ("hard", "easy", "hard", "normal", "normal")
    with pytest.raises(ValidationError, match="opponents"):
        Settings.model_validate({"opponents": 6})


@pilot_test
async def test_statistics_of_every_rule_set_and_six_seat_matches_fit_80_columns() -> None:
    for number, name in enumerate(RULESET_NAMES):
        assert record_match(finished_match(name, 5 if number % 2 else 1, number)) is None
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        table = app.screen.query_one(DataTable)
        assert table.row_count == 1 + len(RULESET_NAMES) + 3
        assert table.virtual_size.width <= table.region.width
        assert table.region.right <= SIZE[0]


def test_a_pon_across_the_table_names_everyone_who_loses_the_turn() -> None:
    rules = load_ruleset("standard").with_changes(claims_open="immediately")
    hands = ["5C 9D 2S", "KD QD 3D", "KS QS 3S", "KH QH 3H", "KC QC 3C", "5S 5H JC"]
    before = apply_action(new_game(rules, 6, dealer=5, hands=[parse_cards(h) for h in hands]), Draw())
    before = apply_action(before, Discard(Card("5C")))
    after = apply_action(before, Pon())
    names = ("Hanako", *OPPONENT_NAMES[5])
    line = narrate(before, Pon(), after, names, FACE)
    assert line is not None
    assert line.plain == "Southeast: Pon! 5♣ — Southwest, Northwest, North and Northeast lose the turn"


def test_laying_off_on_ones_own_meld_reads_your_own_for_the_player() -> None:
    rules = load_ruleset("standard")
    hands = ["7H 8H 2S 4D", "KD QD 3D 9C"]
    state = apply_action(new_game(rules, 2, dealer=1, hands=[parse_cards(h) for h in hands]), Draw())
    state = apply_action(state, Meld((Card("7H"),)))
    after = apply_action(state, LayOff(Card("8H"), 0, None))
    line = narrate(state, LayOff(Card("8H"), 0, None), after, ("You", "North"), FACE)
    assert line is not None
    assert line.plain.startswith("You: lays off 8♥ on your own")


@pilot_test
async def test_at_six_seats_every_seat_row_fits_its_lines_and_the_score_heading_takes_one() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        for row in table.query(SeatRow):
            lines = [str(line.text).strip() for line in row.render_lines(row.region.reset_offset)]
            lines = lines[1:] if row.id == "my-melds" else lines  # under the dashed line above your melds
            assert 1 <= len([line for line in lines if line]) <= row.content_size.height, (row.id, lines)
            assert not any(line.endswith("…") for line in lines), (row.id, lines)
            assert row.seat == 0 or table.names[row.seat] in lines[0], (row.id, lines)
        board = table.query_one(ScoreBoard)
        shown = [str(line.text) for line in board.render_lines(board.region.reset_offset)]
        assert "Japanese classic" in shown[0], shown
        assert "Game 1 of 5" in shown[1], shown
        assert "Hanako" in shown[2], "the seats follow the one-line heading"
