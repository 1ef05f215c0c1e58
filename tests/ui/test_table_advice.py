"""The hint key at the table and at the pon prompt, and the CPUs' reasons in the game log."""

from __future__ import annotations

from advice_support import drawn_and_hinted, hint_shown, loose_jack, pick, pon_would_break_a_run
from app_support import menu_with_files_read, palette_titles, pilot_test, quick
from table_host import WEST_THROWS_9C, TableHostApp, pon_session, rendered, run_table, stacked_session, table_session
from table_keys import table_of, wait_for_player
from textual.pilot import Pilot
from textual.widgets import Button, Static

from sevenbridge.cpu import reason_why
from sevenbridge.engine.actions import Discard, Draw, Pass, Pon
from sevenbridge.engine.cards import Card
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.play.session import Session
from sevenbridge.ui.app import make_app
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.assistance import ASSISTANCE_OFF
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.status_line import StatusLine


def test_h_shows_the_hint_and_selects_its_card() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await hint_shown(pilot)
        status = table.query_one(StatusLine)
        assert status.message.plain == "Discard J♣: it connects with nothing and costs 10"
        assert "h again or Enter plays it" in status.hint
        assert table.query_one(HandView).selected_cards == (Card("JC"),)
        assert table.session.actions[-1] == Draw(), "showing a hint plays nothing"

    run_table(app, scenario)


def test_h_again_plays_the_hint() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d")
        await hint_shown(pilot)
        await pilot.press("h")
        assert table.session.actions[len(loose_jack().actions) + 1] == Discard(Card("JC"))

    run_table(app, scenario)


def test_a_hint_on_show_keeps_its_prompt_through_a_resize() -> None:
    """The hint outlives a terminal too small for the table, so its prompt comes back with the table."""
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table, hand = await drawn_and_hinted(pilot)
        for size in ((1, 1), (40, 12), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert "h again or Enter plays it" in table.query_one(StatusLine).hint
        assert hand.selected_cards == (Card("JC"),)
        await pilot.press("h")
        assert table.session.actions[len(loose_jack().actions) + 1] == Discard(Card("JC"))

    run_table(app, scenario)


def test_enter_plays_the_hint_and_does_nothing_without_one() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        start = len(table.session.actions)
        await pilot.press("enter")
        assert len(table.session.actions) == start, "Enter plays nothing while no hint is shown"
        await hint_shown(pilot)
        assert table.query_one(StatusLine).message.plain == "Draw from the stock: it is the only move"
        await pilot.press("enter")
        assert table.session.actions[start] == Draw()
        assert table.session.game.phase is Phase.PLAY

    run_table(app, scenario)


def test_a_hint_is_dropped_when_the_player_moves_otherwise() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await hint_shown(pilot)
        await pilot.press("d")
        drawn = len(table.session.actions)
        await pilot.press("enter")
        assert len(table.session.actions) == drawn, "the hint for the draw is not played after the draw"
        assert "h again" not in table.query_one(StatusLine).hint

    run_table(app, scenario)


def test_picking_other_cards_leaves_the_hint_behind() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table, hand = await drawn_and_hinted(pilot)
        await pick(pilot, hand, "KD")
        assert hand.selected_cards == (Card("KD"),), "the player's pick replaces the hint's"
        await pilot.press("enter")
        assert table.session.actions[-1] == Draw(), "Enter no longer plays the hint"
        assert "h again" not in table.query_one(StatusLine).hint

    run_table(app, scenario)


def test_picking_the_hinted_card_keeps_it_selected_and_the_hint_on_show() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table, hand = await drawn_and_hinted(pilot)
        await pick(pilot, hand, "JC")
        assert hand.selected_cards == (Card("JC"),)
        assert "h again" in table.query_one(StatusLine).hint
        await pick(pilot, hand, "KD")
        assert set(hand.selected_cards) == {Card("JC"), Card("KD")}, "once the player has picked, picks add up"

    run_table(app, scenario)


def test_picking_other_cards_leaves_a_chi_hint_behind_before_the_draw() -> None:
    hands = ["TC JC 2D 5H KS 3S 6S", "9C 4S 6D 8H JD TD AS"]
    app = TableHostApp(stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C))

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        start = len(table.session.actions)
        await hint_shown(pilot)
        hand = table.query_one(HandView)
        assert table.query_one(StatusLine).message.plain.startswith("Chi 9♣")
        assert hand.selected_cards == (Card("TC"), Card("JC"))
        await pilot.press(str(hand.cards.index(Card("KS")) + 1))
        await pilot.pause()
        assert "h again" not in table.query_one(StatusLine).hint
        assert "Chi" not in table.query_one(StatusLine).message.plain, "the hint's reason goes with it"
        await pilot.press("enter")
        assert len(table.session.actions) == start, "Enter no longer plays the chi"

    run_table(app, scenario)


def test_enter_on_the_pon_prompt_gives_the_hinted_answer() -> None:
    """The prompt opens with the focus on Pon; the hint to pass moves it, so Enter passes."""
    app = TableHostApp(pon_would_break_a_run())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        shown = " ".join(rendered(prompt.query_one("#pon-hint", Static)).split())
        assert "Pass on 3♦: it would break the run A♣ 2♣ 3♣" in shown
        await pilot.press("enter")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.actions[len(pon_would_break_a_run().actions)] == Pass()

    run_table(app, scenario)


def test_the_pon_prompt_gives_a_hint_and_h_again_answers_it() -> None:
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        shown = rendered(prompt.query_one("#pon-hint", Static))
        assert "Pon 9♣: the set with 9♠ 9♦ leaves a cheaper hand than waiting for a draw" in " ".join(shown.split())
        focused = pilot.app.focused
        assert isinstance(focused, Button)
        assert focused.id == "yes", "the advised answer has the focus, so Enter gives it"
        table = prompt.app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        assert table.query_one(HandView).selected_cards == (Card("9S"), Card("9D"))
        await pilot.press("h")
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        assert table.session.actions[-1] == Pon()

    run_table(app, scenario)


def reason_lines(session: Session) -> list[str]:
    """What the log says for every reason the session kept, in order (a move that was the only one has none)."""
    lines = []
    for index in range(len(session.actions)):
        reason = session.reason(index)
        if reason is not None and reason.kind != "only":
            lines.append(f"  → {reason_why(reason)}")
    return lines


def test_the_log_gives_the_cpus_reasons_when_the_setting_is_on() -> None:
    for shown in (True, False):
        app = TableHostApp(table_session(seed=5, level="hard"), reasons=shown)

        async def scenario(pilot: Pilot[None], shown: bool = shown) -> None:
            table = pilot.app.screen
            assert isinstance(table, TableScreen)
            await pilot.press("d", "1", "x")
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
            expected = reason_lines(table.session)
            assert len(expected) >= 3, "every CPU move keeps its reason"
            logged = table.query_one(GameLog).lines_written
            written = [line for line in logged if line in expected]
            assert written == (expected if shown else [])

        run_table(app, scenario)


@pilot_test
async def test_the_palette_turns_the_reasons_on_and_they_are_remembered() -> None:
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for_player(pilot)
        assert (await palette_titles(pilot, "CPU reasons", "CPU reasons"))[:1] == ["CPU reasons"]
        await pilot.press("enter")
        await pilot.pause()
        assert app.show_reasons
        table = table_of(pilot)
        await pilot.press("d", "1", "x")
        await wait_for_player(pilot)
        assert set(reason_lines(table.session)) & set(table.query_one(GameLog).lines_written)
    assert load_settings()[0].show_reasons


@pilot_test
async def test_the_reasons_command_says_that_a_reason_may_name_a_cpus_hidden_cards() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)):
        helps = {command.title: command.help for command in app.palette_commands(app.screen)}
        assert "it may name cards the CPU holds" in helps["CPU reasons"]


def test_a_continued_game_recaps_the_reasons_too() -> None:
    session = table_session(seed=9, level="hard")
    while len(session.actions) < 20 or not session.waiting_for_human:
        if session.waiting_for_human:
            session = session.apply(legal_actions(session.game)[0])
        else:
            decision = session.cpu_decision()
            session = session.apply(decision.action, decision.reason)
    expected = reason_lines(session)
    assert expected
    app = TableHostApp(session, reasons=True)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        logged = table.query_one(GameLog).lines_written
        assert [line for line in logged if line in expected] == expected

    run_table(app, scenario)


def test_a_hint_marks_the_game_assisted_and_the_save_says_so() -> None:
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        before = table.session
        await hint_shown(pilot)
        assert not before.game_assisted
        assert table.session.game_assisted
        assert app.saves[-1].game_assisted, "the mark is saved at once"
        await pilot.press("h")
        assert table.session.game_assisted, "playing the hint keeps the mark"

    run_table(app, scenario)


def test_a_hint_at_the_pon_prompt_marks_the_game_assisted() -> None:
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await hint_shown(pilot)
        table = pilot.app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        assert table.session.game_assisted
        assert table.query_one(HandView).selected_cards == (Card("9S"), Card("9D"))

    run_table(app, scenario)


def test_with_hints_and_undo_off_h_says_so_and_marks_nothing() -> None:
    app = TableHostApp(loose_jack())
    app.helped = False

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await hint_shown(pilot)
        assert table.query_one(StatusLine).message.plain == ASSISTANCE_OFF
        assert table.query_one(HandView).selected_cards == ()
        assert not table.session.game_assisted

    run_table(app, scenario)


def test_with_hints_and_undo_off_the_pon_prompt_has_no_hint() -> None:
    app = TableHostApp(pon_session())
    app.helped = False

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        assert not prompt.query("#pon-hint")
        table = pilot.app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        assert not table.session.game_assisted

    run_table(app, scenario)
