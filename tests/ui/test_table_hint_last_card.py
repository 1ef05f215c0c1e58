"""The turn's hint when the player holds one card: ``x`` alone throws it, so the hint says so."""

from __future__ import annotations

from table_host import NAMES, TableHostApp, run_table, stacked_session
from textual.pilot import Pilot

from sevenbridge.engine.actions import Discard, Draw, LayOff, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session
from sevenbridge.translation import use_language
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hints import turn_hint


def one_card_left() -> Session:
    """Ann has melded 2♣ 3♣ 4♣ 5♣ and laid off 6♣ on it: 9♥ is her last card."""
    run = tuple(parse_cards("2C 3C 4C 5C"))
    session = stacked_session(["2C 3C 4C 5C 9H", "4S 6D 8H JC TD", "8S 2S 3S KS QD"], "6C 7H 8D 9D", (Draw(),))
    session = session.apply(Meld(run))
    lay_off = next(action for action in legal_actions(session.game) if isinstance(action, LayOff))
    session = session.apply(lay_off)
    assert session.game.hands[0] == (Card("9H"),)
    return session


def test_the_hint_for_a_last_card_says_x_throws_it_unselected() -> None:
    hint = turn_hint(one_card_left().game, "human", list(NAMES), "normal")
    assert hint == "x discards your last card: no need to select it."


def test_the_hint_for_a_last_card_in_japanese() -> None:
    use_language("ja")
    hint = turn_hint(one_card_left().game, "human", list(NAMES), "normal")
    assert hint == "x で最後の1枚を捨てる（選ばなくてよい）"


def test_x_alone_does_what_the_hint_says() -> None:
    app = TableHostApp(one_card_left())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.hint == "x discards your last card: no need to select it."
        await pilot.press("x")
        await pilot.pause()
        assert table.session.actions[-1] == Discard(Card("9H"))

    run_table(app, scenario)


def test_a_last_card_that_may_also_be_laid_off_offers_both() -> None:
    """Without a final discard, the last card may go on a meld too: that needs it selected, x does not."""
    rules = load_ruleset("standard").with_changes(final_discard_required=False)
    run = tuple(parse_cards("2C 3C 4C 5C"))
    session = stacked_session(
        ["2C 3C 4C 5C 6C 8C", "4S 6D 8H JC TD AH", "8S 2S 3S KS QD AD"], "7C 7H 8D 9D", (Draw(),), rules=rules
    )
    session = session.apply(Meld(run)).apply(LayOff(Card("6C"), 0)).apply(LayOff(Card("7C"), 0))
    assert session.game.hands[0] == (Card("8C"),)
    hint = turn_hint(session.game, "human", list(NAMES), "normal")
    assert hint == "x discards your last card; or select it (1, click, or space), then l lay off."
