"""The player's turn: melding, laying off (target and joker end), discarding, going out."""

from __future__ import annotations

from table_host import TableHostApp, rendered, run_table, stacked_session
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.engine.actions import Discard, Draw, LayOff, Meld
from sevenbridge.engine.cards import JOKER, Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.ui.dialogs import ChoiceDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.status_line import StatusLine


def keys_for(table: TableScreen, codes: str) -> list[str]:
    """The number keys of these cards in the hand as shown."""
    shown = table.query_one(HandView).cards
    return [str(shown.index(card) + 1) for card in parse_cards(codes)]


def test_a_meld_goes_on_the_table_in_the_players_row() -> None:
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H")
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await pilot.press(*keys_for(table, "8H 9H"))
        assert table.query_one(StatusLine).message.plain == "Selected: 8♥ 9♥"
        await pilot.press(*keys_for(table, "7H"))
        assert table.query_one(StatusLine).message.plain == "Selected: 7♥ 8♥ 9♥ — m melds them"
        await pilot.press("m")
        assert table.session.actions[-1] == Meld(parse_cards("7H 8H 9H"))
        mine = table.query_one("#my-melds", SeatRow).render()
        assert "[7♥ 8♥ 9♥]" in str(mine)
        assert table.query_one(HandView).selected == set()
        assert "l lay off" in table.query_one(StatusLine).hint

    run_table(app, scenario)


JOKER_HANDS = ["5S 6S 7S JK 2D 3C KD", "8H 9H TH 4D QC KC AD"]
JOKER_LINE = (
    Draw(),
    Meld(parse_cards("5S 6S 7S")),
    Discard(Card("JD")),
    Draw(),
    Meld(parse_cards("8H 9H TH")),
    Discard(Card("JS")),
)


def joker_session() -> Session:
    """With joker: Ann's 5♠ 6♠ 7♠ and West's 8♥ 9♥ 10♥ are on the table; Ann holds the joker and draws 4♠."""
    return stacked_session(JOKER_HANDS, "JD JS 4S 6C 2S", JOKER_LINE, rules=load_ruleset("with-joker"))


def test_laying_off_the_joker_asks_which_meld_then_which_end() -> None:
    app = TableHostApp(joker_session())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await pilot.press(*keys_for(table, "JK"), "l")
        targets = pilot.app.screen
        assert isinstance(targets, ChoiceDialog)
        assert targets.values == [0, 1]
        assert "West: [8♥ 9♥ 10♥]" in targets.labels[1].plain
        await pilot.press("2")
        ends = pilot.app.screen
        assert isinstance(ends, ChoiceDialog)
        assert [label.plain for label in ends.labels] == ["low end, before 8♥", "high end, after 10♥"]
        await pilot.press("2")
        assert table.is_active
        assert table.session.actions[-1] == LayOff(JOKER, 1, "high")
        assert table.session.game.melds[1].represented() == ("8H", "9H", "TH", "JH")
        assert table.query_one(GameLog).lines_written[-1] == "Ann: lays off JK=J♥ on West's [8♥ 9♥ 10♥]"

    run_table(app, scenario)


def test_a_card_that_fits_one_place_is_laid_off_at_once() -> None:
    app = TableHostApp(joker_session())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await pilot.press(*keys_for(table, "4S"))
        assert table.query_one(StatusLine).message.plain == "Selected: 4♠ — l lays it off · x discards it"
        await pilot.press("l")
        assert table.is_active
        assert table.session.actions[-1] == LayOff(Card("4S"), 0)
        assert table.session.game.melds[0].cards == tuple(parse_cards("4S 5S 6S 7S"))

    run_table(app, scenario)


def test_a_card_that_fits_nowhere_is_refused_with_the_reason() -> None:
    app = TableHostApp(joker_session())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        before = table.session
        await pilot.press(*keys_for(table, "2D"), "l")
        assert table.session is before
        assert table.query_one(StatusLine).message.plain == "2♦ fits no meld on the table."

    run_table(app, scenario)


def test_a_lay_off_before_having_a_meld_shows_the_engines_reason() -> None:
    hands = ["8S 2D 3C KD 5H 9C QS", "5S 6S 7S 4D QC KC AD"]
    line = (Draw(), Discard(Card("JD")), Draw(), Meld(parse_cards("5S 6S 7S")), Discard(Card("JS")))
    app = TableHostApp(stacked_session(hands, "JD JS 6C 4H 2S", line))

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await pilot.press(*keys_for(table, "8S"), "l")
        message = table.query_one(StatusLine).message.plain
        assert message == "You may lay off only once you have a meld of your own on the table."

    run_table(app, scenario)


def test_going_out_at_once_is_announced_and_the_sheet_shows_the_working() -> None:
    hands = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD"]
    app = TableHostApp(stacked_session(hands, "3D 4C"))

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await pilot.press(*keys_for(table, "7H 8H 9H TH JH QH KH"), "m")
        await pilot.press(*keys_for(table, "3D"), "x")
        await pilot.pause()
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        assert table.query_one(GameLog).lines_written[-1] == "You went out at once!"
        assert table.session.game.result is not None
        penalties = rendered(sheet.query_one("#penalties", Static))
        assert "went out at once" in penalties
        assert "50 ×4 (7s) ×2 (out at once) = 400" in penalties
        assert app.saves[-1] == table.session
        assert table.session.waiting == "game-over"

    run_table(app, scenario)


def test_the_status_line_offers_only_the_moves_the_selection_can_make() -> None:
    session = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H")
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        assert table.query_one(StatusLine).hint.endswith("then m meld · x discard.")
        await pilot.press(*keys_for(table, "2C 4D"))
        hint = table.query_one(StatusLine).hint
        assert "m meld" not in hint
        assert hint == "The selected cards make no meld: change the selection, or Esc to start again."
        await pilot.press(*keys_for(table, "2C"))
        assert table.query_one(StatusLine).hint.endswith("then x discard.")
        await pilot.press("escape", *keys_for(table, "7H 8H 9H"))
        assert table.query_one(StatusLine).hint.endswith("then m meld.")
        await pilot.press("escape")
        assert table.query_one(StatusLine).hint.endswith("then m meld · x discard.")

    run_table(app, scenario)
