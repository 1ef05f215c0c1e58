"""The hand's warning marks are explained where a newcomer first meets them: on the status line, once.

A mark (``!``, ``P``, ``C``) beside a card's key is easy to take for a key.
The first time a step played at the table brings one, the status line says
what the marks are; after that the mark under the cursor, a selected card
and the key list (``?``) explain them, so the line is never said twice.
"""

from __future__ import annotations

import pytest
from advice_support import hint_shown
from app_support import pilot_test
from rich.cells import cell_len
from table_host import TableHostApp, stacked_session
from table_keys import table_of, wait_for_player
from table_positions import SIZE
from tracker_positions import three_seats

from sevenbridge.engine.cards import Card
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.table.hand import KEYS, HandView
from tracker_support import ROUND, STOCK, THREE_SEATS

EXPLAINED = {
    "en": "Marks beside keys warn of claims if thrown: ! to go out, P pon, C chi.",
    "ja": "キーの横の印は、捨てると取られるおそれの警告です（! 上がり・P ポン・C チー）",
}


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_first_marks_shown_are_explained_on_the_status_line_once(language: Language) -> None:
    use_language(language)
    app = TableHostApp(stacked_session(THREE_SEATS, STOCK, ROUND[:-1]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = table_of(pilot)
        assert not table.marks, "no mark before the draw"
        await pilot.press("d")
        await pilot.pause()
        assert table.marks, "the hand shows marks"
        assert table.message.plain == EXPLAINED[language]
        assert cell_len(EXPLAINED[language]) <= SIZE[0], "one row of the status line at 80 columns"
        hand = table.query_one(HandView)
        await pilot.press(KEYS[hand.cards.index(Card("KH"))], "x")
        await wait_for_player(pilot)
        assert EXPLAINED[language] not in table_of(pilot).message.plain


@pilot_test
async def test_a_table_opened_on_marks_says_the_last_step_again_instead() -> None:
    """As Continue does: the player who left the match there has met the marks."""
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = table_of(pilot)
        assert table.marks
        assert table.message.plain == "Ann: draws K♥"


@pilot_test
async def test_marks_explained_are_said_again_when_a_hint_covered_them_at_once() -> None:
    """A player who asks for a hint right after the draw never read the line: the next step says it."""
    app = TableHostApp(stacked_session(THREE_SEATS, STOCK, ROUND[:-1]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = table_of(pilot)
        await pilot.press("d")
        await pilot.pause()
        assert table.message.plain == EXPLAINED["en"]
        await hint_shown(pilot)
        assert EXPLAINED["en"] not in table.message.plain
        hand = table.query_one(HandView)
        await pilot.press(KEYS[hand.cards.index(Card("KH"))], "x")
        await wait_for_player(pilot)
        await pilot.press("d")
        await pilot.pause()
        assert table.marks
        assert table.message.plain == EXPLAINED["en"]
