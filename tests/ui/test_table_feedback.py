"""Every key says what it did, on the status line: no toasts pile up over the table."""

from __future__ import annotations

from table_host import WEST_THROWS_9C, TableHostApp, chi_session, rendered, run_table, stacked_session, table_session
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from sevenbridge.engine.cards import Card
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.keys_help import table_keys_markdown
from sevenbridge.ui.table.status_line import StatusLine


def toasts(pilot: Pilot[None]) -> int:
    """How many notifications are on screen."""
    return len(pilot.app.screen.query("Toast"))


def test_the_pace_key_says_the_new_pace_on_the_status_line_not_in_a_toast() -> None:
    app = TableHostApp(table_session(seed=7), speed="normal")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("f", "f")
        await pilot.pause()
        assert toasts(pilot) == 0
        assert "CPU pace: instant" in table.query_one(StatusLine).message.plain

    run_table(app, scenario)


def test_the_pace_key_is_called_pace_wherever_a_player_reads_it() -> None:
    """New match and the settings say "pace"; the footer, the hint and the key list say the same word."""
    app = TableHostApp(table_session(seed=7), speed="normal")

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        footer = {key.key: key.description for key in pilot.app.screen.query(FooterKey)}
        assert footer["f"] == "Pace"
        key_list = table_keys_markdown().lower()
        assert "pace" in key_list
        assert "speed" not in key_list

    run_table(app, scenario)


def test_the_sort_key_says_the_order_and_the_hand_shows_it() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        hand = table.query_one(HandView)
        assert "sorted by suit" in hand.render().plain
        await pilot.press("o")
        await pilot.pause()
        assert "sorted by rank" in hand.render().plain
        assert "sorted by rank" in table.query_one(StatusLine).message.plain

    run_table(app, scenario)


def test_a_hand_sorted_by_rank_last_time_opens_sorted_by_rank_and_says_so() -> None:
    app = TableHostApp(table_session(seed=7))
    app.order = "rank"

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        hand = table.query_one(HandView)
        ranks = [card.rank for card in hand.cards]
        assert ranks == sorted(ranks)
        assert "sorted by rank" in hand.render().plain

    run_table(app, scenario)


def test_c_without_a_chi_says_why() -> None:
    hands = ["2D 5H KS 3S 6S 8D QH", "9C 4S 6D 8H JD TD AS"]
    session = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("c")
        assert table.session is session
        assert table.query_one(StatusLine).message.plain == (
            "9♣ makes no run with your cards: a chi run is 3 in a row, or 2 with a 7."
        )
        await pilot.press("d", "c")
        assert table.query_one(StatusLine).message.plain == (
            "You have already started this turn: meld, lay off, or discard."
        )

    run_table(app, scenario)


def test_a_chi_that_is_possible_is_still_taken_by_c() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("c")
        assert type(pilot.app.screen).__name__ == "ChoiceDialog"

    run_table(app, scenario)


def test_the_end_of_a_game_is_said_on_the_status_line_and_leaves_no_toast() -> None:
    hands = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD"]
    app = TableHostApp(stacked_session(hands, "3D 4C"))

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", *[str(n) for n in range(1, 8)], "m")
        hand = table.query_one(HandView).cards
        await pilot.press(str(hand.index(Card("3D")) + 1), "x")
        await pilot.pause()
        assert toasts(pilot) == 0
        assert table.query_one(StatusLine).message.plain == "You went out at once!"
        await pilot.press("enter")
        await pilot.pause()
        assert toasts(pilot) == 0
        assert "— Game 2 of 5: You deal —" in table.query_one(GameLog).lines_written
        assert "went out" not in rendered(table.query_one(StatusLine))

    run_table(app, scenario)
