"""The card tracker at the table (``t``) and the warning marks under the hand, driven through Pilot."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from advice_support import hint_shown
from app_support import pilot_test
from table_host import TableHostApp, stacked_session
from table_keys import table_keys_text, table_of
from table_positions import SIZE
from textual.pilot import Pilot
from tracker_positions import seeded, three_seats

from sevenbridge.engine.cards import Card
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.translation import Language, _, use_language
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.hand import KEYS, HandView
from sevenbridge.ui.table.status_line import StatusLine
from sevenbridge.ui.table.tracker import LEGEND, MARKS, RESHUFFLED_MARK, TrackerPanel
from tracker_support import hidden_shuffled


def panel_lines(pilot: Pilot[None]) -> list[str]:
    """The tracker's lines as drawn on the screen, border included."""
    panel = table_of(pilot).query_one(TrackerPanel)
    return [line.text.rstrip() for line in panel.render_lines(panel.region.reset_offset)]


def grid_row(lines: list[str], label: str) -> list[str]:
    """The cells of the grid row that starts with ``label`` (a suit or ``JK``), in rank order."""
    row = next(line for line in lines if line[2:].startswith(label + " "))
    return row[2 + 3 :].rstrip("│|").split()


@pilot_test
async def test_t_shows_the_tracker_in_place_of_the_table_and_t_again_brings_the_table_back() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(pilot)
        panel = screen.query_one(TrackerPanel)
        top = screen.query_one("#top")
        assert (panel.display, top.display) == (False, True)
        assert "t" in screen.active_bindings
        await pilot.press("t")
        await pilot.pause()
        assert (panel.display, top.display) == (True, False)
        assert screen.query_one(HandView).display, "the hand stays in view under the tracker"
        assert "Card tracker" in panel_lines(pilot)[0]
        await pilot.press("t")
        await pilot.pause()
        assert (panel.display, top.display) == (False, True)


@pilot_test
async def test_the_tracker_shows_who_threw_and_melded_what_and_what_is_still_unseen() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        lines = panel_lines(pilot)
        spades, hearts, diamonds, clubs = (grid_row(lines, suit) for suit in "♠♥♦♣")
        assert spades[:3] == ["dY", "2♠", "3♠"], "you threw A♠; 2♠ and 3♠ are unseen"
        assert hearts[6:9] == ["m1", "m1", "m1"], "West (1) melded 7♥ 8♥ 9♥"
        assert diamonds[8] == "d1", "West threw 9♦"
        assert diamonds[11] == "d2", "North threw Q♦"
        assert clubs[1:5] == ["m2"] * 4
        assert spades[-2:] == ["9", "unseen"], "nine spades unseen"
        text = "\n".join(lines)
        assert "Y you · 1 West (4) · 2 North (3)" in text
        assert "d on the pile" in text


@pilot_test
async def test_the_tracker_follows_the_game_as_it_goes_on() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert grid_row(panel_lines(pilot), "♥")[12] == "hY"
        hand = table_of(pilot).query_one(HandView)
        await pilot.press(KEYS[hand.cards.index(Card("KH"))], "x")
        await pilot.pause()
        while table_of(pilot).busy or not table_of(pilot).session.waiting_for_human:
            await pilot.pause(0.05)
        assert grid_row(panel_lines(pilot), "♥")[12] in ("dY", "p1", "p2", "c1", "K♥~"), "thrown, claimed or reshuffled"


async def check_fits(pilot: Pilot[None]) -> None:
    """With the tracker open, everything is on the 80×24 screen and nothing in the panel needs scrolling."""
    await pilot.press("t")
    await pilot.pause()
    screen = table_of(pilot)
    panel = screen.query_one(TrackerPanel)
    assert panel.region.right <= SIZE[0]
    assert panel.region.bottom <= SIZE[1]
    lines = panel_lines(pilot)
    assert any(LEGEND[-1].format(mark=RESHUFFLED_MARK) in line for line in lines), (
        "the last line is in view: nothing needs scrolling"
    )
    assert screen.query_one(HandView).region.bottom <= SIZE[1]
    assert all(len(grid_row(lines, suit)) == 15 for suit in "♠♥♦♣"), "thirteen cells and the count, uncut"


@pilot_test
async def test_the_tracker_fits_80_by_24_with_two_seats() -> None:
    session = seeded(1)
    app = TableHostApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await check_fits(pilot)
        assert grid_row(panel_lines(pilot), "JK"), "the joker has its row"


@pilot_test
async def test_the_tracker_fits_80_by_24_with_six_seats() -> None:
    session = seeded(5)
    app = TableHostApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await check_fits(pilot)
        text = " ".join(line[1:-1].strip() for line in panel_lines(pilot))
        for step, seat in enumerate(session.seats[1:], start=1):
            assert f"{step} {seat.name}" in text


@pilot_test
async def test_ascii_cards_draw_the_tracker_with_suit_letters() -> None:
    app = TableHostApp(three_seats(), faces=CardFaces(ascii=True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        lines = panel_lines(pilot)
        assert lines[0].startswith("+"), "an ASCII border"
        assert grid_row(lines, "S")[:3] == ["dY", "2S", "3S"]
        assert not any(symbol in "\n".join(lines) for symbol in "♠♥♦♣")


def marks_row(hand: HandView) -> dict[str, str]:
    """The character beside each card's key in the hand's key row, by card code."""
    keys = hand.render().plain.splitlines()[4]
    return {card.code: keys[position * 6 + 4] for position, card in enumerate(hand.cards)}


@pilot_test
async def test_cards_an_opponent_could_claim_carry_a_mark_beside_their_key() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        marks = marks_row(table_of(pilot).query_one(HandView))
        assert marks["8S"] == "P"
        assert marks["TH"] == "C"
        assert marks["5S"] == "!"
        assert marks["KH"] == " "
        assert marks["QS"] == " "


async def said_of_8s(pilot: Pilot[None]) -> str:
    """Select 8♠, which West could pon, and return what the status line says of it."""
    await pilot.pause()
    hand = table_of(pilot).query_one(HandView)
    await pilot.press(KEYS[hand.cards.index(Card("8S"))])
    await pilot.pause()
    return table_of(pilot).query_one(StatusLine).message.plain


@pilot_test
async def test_selecting_a_marked_card_says_who_could_claim_it() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        message = await said_of_8s(pilot)
        assert "West may pon it" in message
        assert "x discards it" in message


@pilot_test
async def test_the_marks_are_a_help_never_a_block() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(pilot)
        hand = screen.query_one(HandView)
        await pilot.press(KEYS[hand.cards.index(Card("5S"))], "x")
        await pilot.pause()
        assert Card("5S") in screen.session.game.discards


@pilot_test
async def test_no_marks_while_it_is_not_your_discard() -> None:
    session = three_seats()
    app = TableHostApp(Session(session.seats, session.match, session.match.next_game(), ()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(pilot)
        assert screen.marks == {}
        assert set(marks_row(screen.query_one(HandView)).values()) == {" "}


@pilot_test
async def test_the_table_draws_the_same_tracker_and_marks_whatever_the_hidden_cards_are() -> None:
    session = three_seats()
    other = replace(session, game=hidden_shuffled(session.game, random.Random(3)))
    assert other.game.hands[1] != session.game.hands[1]
    drawn = []
    for shown in (session, other):
        app = TableHostApp(shown)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("t")
            await pilot.pause()
            drawn.append((panel_lines(pilot), table_of(pilot).query_one(HandView).render().plain))
    assert drawn[0] == drawn[1]


@pilot_test
async def test_the_card_turned_up_at_the_deal_shows_on_the_pile_with_no_thrower() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True, claims_open="second-round")
    hands = ["5S 5H 2S 9D", "KD QD 3D 8C", "KS QS 3S 8H", "6C 7C JH 4D"]
    app = TableHostApp(stacked_session(hands, "5C QH JS TD 2H 2C", rules=rules))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert grid_row(panel_lines(pilot), "♣")[4] == "d"


@pilot_test
async def test_a_hint_to_throw_a_marked_card_says_who_could_claim_it() -> None:
    app = TableHostApp(seeded(3, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(pilot)
        assert screen.marks[Card("8D")] == "!"
        await hint_shown(pilot)
        assert screen.query_one(HandView).selected_cards == (Card("8D"),)
        message = screen.query_one(StatusLine).message.plain
        assert message.startswith("Discard 8♦")
        assert message.endswith("(North could go out with it: every other discard costs more, this risk counted)")


@pilot_test
async def test_who_could_claim_a_selected_card_is_said_in_full_width_brackets_in_japanese() -> None:
    use_language("ja")
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        message = await said_of_8s(pilot)
        assert "（西がポンするかも）" in message, message


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_question_mark_explains_the_marks_beside_the_keys(language: Language) -> None:
    use_language(language)
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = await table_keys_text(pilot)
        heading = "## " + _("Warning marks and the card tracker")
        assert heading in shown
        marks = shown[shown.index(heading) :]
        for mark in MARKS.values():
            assert f"`{mark}`" in marks
        assert ("may still advise" if language == "en" else "ヒント") in marks


@pilot_test
async def test_moving_the_cursor_onto_a_marked_card_says_what_its_mark_means() -> None:
    app = TableHostApp(three_seats())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table_of(pilot)
        hand = screen.query_one(HandView)
        status = screen.query_one(StatusLine)
        await pilot.press(*["right"] * hand.cards.index(Card("8S")))
        assert status.message.plain == "P beside 8♠: if you throw it, West may pon it"
        hand.action_move(1)
        hand.action_move(1)  # two keys read at once: both moves are told with the cursor on the second card
        await pilot.pause()
        assert status.message.plain == "C beside 10♥: if you throw it, West may chi it"
        await pilot.press("right")
        assert hand.cards[hand.cursor] == Card("KH")
        assert status.message.plain == ""
        await pilot.press(KEYS[hand.cards.index(Card("5S"))], "left")
        assert "x discards it" in status.message.plain, "with a card selected, the selection is what is said"
