"""The pon question and the chi list at 80×24 hide nothing the player weighs them by: the melds, the
piles and the hand.

They stand beside the table, where the score and the log are, with six seats
or two, in English and in Japanese, and the pon question still does when its
hint is on show.
"""

from __future__ import annotations

import pytest
from six_seats_support import HANDS, STOCK
from table_host import TableHostApp, chi_session, run_table, stacked_session
from textual.containers import Vertical
from textual.pilot import Pilot
from textual.widgets import Button

from sevenbridge.engine.actions import Action, Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import new_match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.session import Seat, Session
from sevenbridge.play.setup import OPPONENT_NAMES
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow

SIX_HANDS = ("2S 4S 6S AD 3D 8S 8D", *HANDS[1:])
"""Hanako holds 8♠ 8♦; the others are dealt as at the full table."""
SIX_STOCK = STOCK.replace("8S", "5D")


def six_seats_with_a_pon() -> Session:
    """Six seats of Japanese classic: every CPU has melded a set and a run; Southeast has just thrown 8♥."""
    rules = load_ruleset("japanese-classic")
    match = new_match(rules, 6, seed=1, first_dealer=5)
    dealt = new_game(rules, 6, dealer=5, hands=[parse_cards(hand) for hand in SIX_HANDS], stock=parse_cards(SIX_STOCK))
    game = dealt
    actions: list[Action] = [Draw(), Discard(Card("KC"))]
    for hand, thrown in zip(SIX_HANDS[1:], ["7S", "3S", "5S", "5D", "8H"], strict=True):
        cards = parse_cards(hand)
        actions += [Draw(), Meld(cards[:3]), Meld(cards[3:6]), Discard(Card(thrown))]
    for action in actions:
        game = apply_action(game, action)
    names = ("Hanako", *OPPONENT_NAMES[5])
    seats = tuple(Seat(name, None if seat == 0 else "normal", seat) for seat, name in enumerate(names))
    return Session(seats, match, game, tuple(actions), dealt)


def two_seats_with_a_pon() -> Session:
    """Two seats; West has just thrown 9♣ and Ann holds 9♠ 9♦."""
    hands = ["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS"]
    return stacked_session(hands, "2H 3H 4H", (Draw(), Discard(Card("2H")), Draw(), Discard(Card("9C"))))


async def assert_nothing_needed_is_hidden(pilot: Pilot[None]) -> None:
    """The question's box overlaps no seat's row, neither pile, and not the hand; its buttons are in it."""
    dialog = pilot.app.screen
    assert isinstance(dialog, PonDialog | ChoiceDialog)
    table = pilot.app.screen_stack[-2]
    assert isinstance(table, TableScreen)
    frame = dialog.query_one(".dialog", Vertical)
    box = frame.region
    needed = [*table.query(SeatRow), table.query_one(PileView), table.query_one(HandView)]
    for widget in needed:
        assert not box.overlaps(widget.region), (widget, widget.region, box)
    for button in dialog.query(Button):
        assert frame.content_region.contains_region(button.region), button


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("session", [six_seats_with_a_pon, two_seats_with_a_pon])
def test_the_pon_question_hides_no_meld_pile_or_hand(session: object, language: Language) -> None:
    use_language(language)
    assert callable(session)
    app = TableHostApp(session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await assert_nothing_needed_is_hidden(pilot)
        await pilot.press("h")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert pilot.app.screen.query("#pon-hint")
        await assert_nothing_needed_is_hidden(pilot)

    run_table(app, scenario)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_chi_list_hides_no_meld_pile_or_hand(language: Language) -> None:
    use_language(language)
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ChoiceDialog)
        await assert_nothing_needed_is_hidden(pilot)

    run_table(app, scenario)
