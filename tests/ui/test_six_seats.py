"""A full table: six seats (and two) at 80×24, with every name, meld and score in view.

The six-seat positions are dealt by hand and reached by fixed moves, so a
snapshot changes only when the table's look does.
"""

from __future__ import annotations

from app_support import pilot_test
from table_host import TableHostApp
from test_snapshots_table import scripted
from textual.widgets import Static

from sevenbridge.engine.actions import Action, Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import new_match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.session import Seat, Session
from sevenbridge.play.setup import OPPONENT_NAMES, start_match
from sevenbridge.ui.table.score_board import ScoreBoard
from sevenbridge.ui.table.seat_row import SeatRow

SIZE = (80, 24)
HANDS = (
    "2S 4S 6S AD 3D 5D 8D",
    "9S 9H 9D AC 2C 3C 4C",
    "TS TH TD 5C 6C 7C 8C",
    "JS JH JD 9C TC JC QC",
    "QS QH QD AH 2H 3H 4H",
    "KS KH KD 5H 6H 7H 8H",
)
STOCK = "KC 7S 3S 5S 8S AS 7D 2D 4D 6D"


def first_round() -> tuple[Action, ...]:
    """You draw and throw the K♣; every CPU draws, melds a set and a run, and throws what it drew."""
    actions: list[Action] = [Draw(), Discard(Card("KC"))]
    for hand, drawn in zip(HANDS[1:], ["7S", "3S", "5S", "8S", "AS"], strict=True):
        cards = parse_cards(hand)
        actions += [Draw(), Meld(cards[:3]), Meld(cards[3:6]), Discard(Card(drawn))]
    return tuple(actions)


def full_table(actions: tuple[Action, ...] = ()) -> Session:
    """Six seats of Japanese classic: you and five CPUs, dealt by hand, after ``actions``."""
    rules = load_ruleset("japanese-classic")
    match = new_match(rules, 6, seed=1, first_dealer=5)
    game = new_game(rules, 6, dealer=5, hands=[parse_cards(hand) for hand in HANDS], stock=parse_cards(STOCK))
    for action in actions:
        game = apply_action(game, action)
    names = ("Hanako", *OPPONENT_NAMES[5])
    seats = tuple(Seat(name, None if seat == 0 else "normal", seat) for seat, name in enumerate(names))
    return Session(seats, match, game, actions)


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
        rows = list(app.screen.query(SeatRow))
        assert len(rows) == 6
        for row in rows:
            lines = row.render_lines(row.region.reset_offset)
            assert lines, row.id
            assert row.content_region.height >= 1
            text = "\n".join(str(line.text) for line in lines)
            if row.id != "my-melds":
                melds = [meld for meld in app.screen.session.game.melds if meld.owner == row.seat]
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
