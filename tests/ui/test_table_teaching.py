"""The teaching aids at 80×24: the pon hint beside the hand, levels on crowded rows, undo from a choice list."""

from __future__ import annotations

from dataclasses import replace

from advice_support import hint_shown
from app_support import pilot_test
from six_seats_support import first_round, full_table
from table_host import TableHostApp, chi_session, pon_session, run_table, stacked_session
from table_keys import hand_keys, table_of
from textual.containers import Vertical
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.engine.actions import Draw, parse_action
from sevenbridge.engine.cards import Card
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Seat
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.assistance import ASSISTANCE_OFF
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.status_line import StatusLine


def test_the_pon_prompt_grown_by_a_hint_leaves_the_hand_in_view() -> None:
    """The hint selects the pair to pon with; the player must see it, so the prompt stays above the hand."""
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        assert prompt.query("#pon-hint"), "the hint is on show"
        dialog = prompt.query_one(".dialog", Vertical).region
        hand = pilot.app.screen_stack[-2].query_one(HandView)
        assert hand.selected_cards, "the hint selected the pair"
        assert dialog.bottom <= hand.region.y, f"the prompt {dialog} covers the hand {hand.region}"

    run_table(app, scenario)


@pilot_test
async def test_every_cpu_row_keeps_its_level_when_long_melds_crowd_six_seats() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        rows = [row for row in table.query(SeatRow) if row.id != "my-melds"]
        assert len(rows) == 5
        for row in rows:
            text = "".join(str(line.text) for line in row.render_lines(row.region.reset_offset))
            name = table.names[row.seat]
            assert f"{name} · Normal" in text or f"{name}·N " in text, f"{row.id} shows no level: {text.strip()!r}"
            assert "…" not in text, f"{row.id} is cut: {text.strip()!r}"


def test_u_on_the_chi_list_closes_it_and_takes_back_the_last_move() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("c")
        assert isinstance(pilot.app.screen, ChoiceDialog)
        await pilot.press("u")
        await pilot.pause()
        assert table.is_active
        assert table.session.actions == (Draw(),), "your discard and West's turn are taken back"
        assert table.query_one(StatusLine).message.plain.startswith("Taken back")

    run_table(app, scenario)


JOKER_HANDS = ["5S 6S 7S JK 2D 3C KD", "8H 9H TH 4D QC KC AD"]
JOKER_LINE = "draw", "meld 5S 6S 7S", "discard JD", "draw", "meld 8H 9H TH", "discard JS", "draw"


def test_u_on_the_lay_off_lists_closes_them_and_takes_back_the_last_move() -> None:
    """The joker fits both runs on the table, and at either end of West's: two lists, each takes ``u``."""
    moves = tuple(parse_action(move) for move in JOKER_LINE)
    session = stacked_session(JOKER_HANDS, "JD JS 4S 6C 2S", moves, rules=load_ruleset("with-joker"))
    for keys in (["l"], ["l", "2"]):
        app = TableHostApp(session)

        async def scenario(pilot: Pilot[None], keys: list[str] = keys) -> None:
            table = table_of(pilot)
            await pilot.press(*hand_keys(table, (Card("JK"),)), *keys)
            assert isinstance(pilot.app.screen, ChoiceDialog)
            await pilot.press("u")
            await pilot.pause()
            assert table.is_active
            assert table.session.actions == moves[:-1], "your draw is taken back"

        run_table(app, scenario)


def test_u_on_a_choice_list_says_why_when_undo_is_off() -> None:
    app = TableHostApp(chi_session())
    app.helped = False

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("c", "u")
        await pilot.pause()
        assert pilot.app.screen is table
        assert table.session is app.first_session
        assert table.query_one(StatusLine).message.plain == ASSISTANCE_OFF

    run_table(app, scenario)


def test_u_at_the_pon_prompt_after_a_hint_says_what_was_taken_back() -> None:
    """The hint's selection goes with the prompt, and its going does not wipe the undo's message."""
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await hint_shown(pilot)
        await pilot.press("u")
        await pilot.pause()
        table = table_of(pilot)
        assert table.query_one(HandView).selected_cards == ()
        assert table.query_one(StatusLine).message.plain.startswith("Taken back: Ann: discards 2♥")

    run_table(app, scenario)


def test_a_list_of_six_runs_shows_every_run_and_its_keys_at_80_by_24() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("c")
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, ChoiceDialog)
        assert len(dialog.values) == 6
        inside = dialog.query_one(".dialog", Vertical).content_region
        keys = dialog.query_one(".dialog", Vertical).query(Static).last()
        assert "u to take back your last move" in str(keys.content)
        for widget in [*dialog.query(".option"), keys]:
            assert inside.contains_region(widget.region), f"{widget} is cut off"

    run_table(app, scenario)


@pilot_test
async def test_a_row_too_long_for_one_line_wraps_its_melds_and_keeps_the_level() -> None:
    crowded = full_table(first_round())
    long_name = Seat("Southeast of the long table", "hard", crowded.seats[5].seed)
    app = TableHostApp(replace(crowded, seats=(*crowded.seats[:5], long_name)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        row = app.screen.query_one("#seat-5", SeatRow)
        lines = [str(line.text).rstrip() for line in row.render_lines(row.region.reset_offset)]
        shown = [line for line in lines if line.strip()]
        assert len(shown) == 2, lines
        assert shown[0].strip().startswith("Southeast of the long table · Hard"), shown
        assert "[K♠ K♥ K♦] [5♥ 6♥ 7♥]" in shown[1], shown
        assert "…" not in "".join(shown), shown
