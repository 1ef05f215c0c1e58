"""A play key pressed before drawing says why nothing happened; while the CPUs play, the keys stay quiet."""

from __future__ import annotations

import pytest
from rich.text import Text
from table_host import TableHostApp, chi_session, run_table, stacked_session
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from sevenbridge.engine.actions import Discard, Draw
from sevenbridge.engine.cards import Card
from sevenbridge.translation import _, use_language
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.status_line import StatusLine

NO_CHI_HANDS = ["2D 5H KS 3S 6S 8D QH", "9C 4S 6D 8H JD TD AS"]
"""Two seats; Ann's turn starts with nothing of West's 9♣ to chi."""


def table_of(pilot: Pilot[None]) -> TableScreen:
    """The table the app shows."""
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    return table


def said(pilot: Pilot[None]) -> str:
    """The message on the status line's second row."""
    return table_of(pilot).query_one(StatusLine).message.plain


def shown_moves(pilot: Pilot[None]) -> set[str]:
    """The table's actions the footer and the command palette offer now (the bindings they show)."""
    table = table_of(pilot)
    return {
        active.binding.action
        for active in table.active_bindings.values()
        if active.node is table and active.enabled and active.binding.show
    }


def test_meld_lay_off_and_discard_before_drawing_say_to_draw_first() -> None:
    session = stacked_session(NO_CHI_HANDS, "2H 3H 4H", (Draw(), Discard(Card("2H")), Draw(), Discard(Card("9C"))))
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        for key in ("m", "l", "x"):
            table.message = Text()
            await pilot.press(key)
            assert said(pilot) == "Draw first: d draws from the stock.", key
        assert table.session is session
        assert not {"m", "l", "x"} & {key.key for key in pilot.app.screen.query(FooterKey)}
        assert not {"meld", "lay_off", "discard", "attempt('discard')"} & shown_moves(pilot)

    run_table(app, scenario)


def test_with_a_chi_on_offer_the_key_names_both_ways_to_start() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("x")
        assert said(pilot) == "Draw or chi first: d draws from the stock, c chis the last discard."
        assert table_of(pilot).session.game.phase.name == "TURN_START"

    run_table(app, scenario)


async def number_escape_space(pilot: Pilot[None], hand: HandView) -> None:
    """``1`` selects the first card, Escape unselects it, and Space selects it again."""
    await pilot.press("1")
    assert hand.selected_cards == (hand.cards[0],)
    await pilot.press("escape")
    assert not hand.selected
    await pilot.press("space")
    assert hand.selected_cards == (hand.cards[0],)


def test_before_drawing_a_number_key_selects_as_space_does() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await number_escape_space(pilot, table_of(pilot).query_one(HandView))

    run_table(app, scenario)


def test_the_japanese_table_says_to_draw_first_in_japanese() -> None:
    use_language("ja")
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("m")
        english = "Draw or chi first: d draws from the stock, c chis the last discard."
        assert said(pilot) == _(english) != english

    run_table(app, scenario)


async def throw_2d_and_watch(pilot: Pilot[None]) -> tuple[TableScreen, HandView, str]:
    """Ann draws and throws 2♦ (at the slow pace): the table, her hand, and the CPU step on the status line."""
    table = table_of(pilot)
    hand = table.query_one(HandView)
    await pilot.press("d", str(hand.cards.index(Card("2D")) + 1), "x")
    assert table.waiting == "cpu"
    return table, hand, said(pilot)


@pytest.mark.usefixtures("held_cpus")
def test_a_play_key_while_the_cpus_play_leaves_their_step_on_the_status_line() -> None:
    app = TableHostApp(stacked_session(NO_CHI_HANDS, "2H 3H 4H"), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        table, _hand, step = await throw_2d_and_watch(pilot)
        await pilot.press("x", "m", "d")
        assert said(pilot) == step
        assert table.waiting == "cpu"

    run_table(app, scenario)


@pytest.mark.usefixtures("held_cpus")
def test_while_the_cpus_play_a_number_key_selects_as_space_does() -> None:
    app = TableHostApp(stacked_session(NO_CHI_HANDS, "2H 3H 4H"), speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        _table, hand, step = await throw_2d_and_watch(pilot)
        await number_escape_space(pilot, hand)
        assert said(pilot) == step, "selecting says nothing over the CPU's step"

    run_table(app, scenario)
