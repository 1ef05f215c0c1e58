"""At the table, the last card: ``x`` throws it with nothing selected, and trying to lay it off
says that it must stay to discard, not that it fits nowhere."""

from __future__ import annotations

import pytest
from table_host import WEST_THROWS_9C, TableHostApp, run_table, stacked_session
from table_keys import table_of, wait_for_player
from textual.pilot import Pilot

from sevenbridge.engine.actions import Chi, Discard, parse_action
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.play.session import Session
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.status_line import StatusLine

MOVES = (
    "draw",
    "meld 7H 8H 9H",
    "discard JS",
    "draw",
    "meld 2C 3C 4C 5C 6C 7C",
    "discard 2D",
    "draw",
    "lay-off TH on 0",
)
"""Ann melds 7♥ 8♥ 9♥; West melds 2♣–7♣; Ann draws 10♥ and lays it off, keeping only A♣."""


def down_to_the_ace() -> Session:
    """Ann's hand is A♣ alone, which West's 2♣–7♣ would take but for the final discard."""
    return stacked_session(
        ["7H 8H 9H AC", "2C 3C 4C 5C 6C 7C KS"],
        "JS 2D TH 4S 5S",
        tuple(parse_action(move) for move in MOVES),
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "A♣ is your last card: keep it to discard, as you go out only by discarding."),
        ("ja", "A♣ は最後の1枚です。上がりは捨てて決めるので、残してください。"),
    ],
)
def test_laying_off_the_last_card_says_it_is_kept_to_discard(language: Language, expected: str) -> None:
    use_language(language)
    session = down_to_the_ace()
    assert session.game.hands[0] == (Card("AC"),)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("1", "l")
        assert screen.query_one(StatusLine).message.plain == expected
        assert screen.session is session

    run_table(app, scenario)


def test_x_with_nothing_selected_throws_the_one_card_left_after_a_chi() -> None:
    """Ann chis 9♣ into 8♣ 9♣ 10♣, which leaves her 5♥ alone: the only discard, so ``x`` needs no selection."""
    session = stacked_session(["8C TC 5H", "9C 4S 6D"], "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("c")
        assert table.session.game.hands[0] == (Card("5H"),)
        assert not table.query_one(HandView).selected
        await pilot.press("x")
        await wait_for_player(pilot)
        assert table.session.actions[-2:] == (Chi(parse_cards("8C TC")), Discard(Card("5H")))
        assert table.session.game.result is not None, "the last card thrown, Ann is out"

    run_table(app, scenario)
