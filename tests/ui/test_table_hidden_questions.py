"""A question or sheet over the table is hidden with it: while the terminal is too small for the table, the
size notice shows on top of them and nothing is played or decided unseen; once the terminal grows back,
the question still waits and its keys work again."""

from __future__ import annotations

from typing import Final

from app_support import drawn_soon, screen_rows
from table_host import TableHostApp, chi_session, gone_out_at_once, pon_session, run_table
from table_keys import table_of
from textual.pilot import Pilot

from sevenbridge.engine.actions import Chi, Pon
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen

SMALL: Final = (60, 20)
NOTICE: Final = "Needs 80×24, has 60×20."
PON_BUTTON_AT_60X20: Final = (40, 5)
"""Where the pon question's Pon button stands in a 60×20 terminal, when it is shown there."""


def shows_only_the_notice(pilot: Pilot[None], *hidden: str) -> bool:
    """Whether the screen says the notice and none of the words ``hidden`` of the question below it."""
    shown = "\n".join(screen_rows(pilot.app))
    return NOTICE in shown and not any(words in shown for words in hidden)


def test_the_pon_prompt_takes_no_answer_while_the_table_is_hidden() -> None:
    session = pon_session()
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, PonDialog)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert shows_only_the_notice(pilot, "Pon (p)", "Pass (n)")
        await pilot.click(offset=PON_BUTTON_AT_60X20)
        await pilot.press("p", "n", "u", "h", "enter", "space")
        await pilot.pause()
        assert isinstance(app.screen, PonDialog), "the prompt still waits"
        assert table_of(pilot).session is session, "nothing was played unseen"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "Pon (p)" in "\n".join(screen_rows(app))
        await pilot.press("p")
        await pilot.pause()
        assert table_of(pilot).session.actions[-1] == Pon()

    run_table(app, scenario)


def test_a_chi_choice_takes_no_answer_while_the_table_is_hidden() -> None:
    app = TableHostApp(chi_session())

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert shows_only_the_notice(pilot, "which run?")
        await pilot.press("1", "enter", "escape")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(table_of(pilot).session.actions[-1], Chi)

    run_table(app, scenario)


def test_a_hidden_games_sheet_starts_no_game_but_q_still_leaves() -> None:
    session = gone_out_at_once(games=5)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, GameOverScreen)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert shows_only_the_notice(pilot, "Next game", "Penalty")
        await pilot.press("enter", "u", "r", "space")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), "the sheet still waits"
        assert table_of(pilot).session is session
        await pilot.press("q")
        await pilot.pause()
        assert app.went_to == ["main-menu"], "the way to the menu works unseen, as at the table"

    run_table(app, scenario)


def test_a_games_sheet_shown_again_deals_the_next_game_on_a_table_that_shows() -> None:
    app = TableHostApp(gone_out_at_once(games=5))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        table = table_of(pilot)
        assert app.screen is table
        assert table.session.match.games_played == 1
        assert not table.too_small, "the table knows the terminal grew while the sheet was over it"

    run_table(app, scenario)


def test_the_hidden_final_standings_start_no_match() -> None:
    app = TableHostApp(gone_out_at_once(games=1))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchOverScreen)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert shows_only_the_notice(pilot, "New match (Enter)")
        await pilot.press("n", "enter")
        await pilot.pause()
        assert app.went_to == []
        await pilot.press("m")
        await pilot.pause()
        assert app.went_to == ["main-menu"]

    run_table(app, scenario)


def drawn_rows(pilot: Pilot[None]) -> list[str]:
    """The rows the screen on top has drawn, with what shows through it of the screen below, as it keeps them."""
    return [strip.text for strip in pilot.app.screen._compositor.render_strips()]


async def table_behind_the_question(pilot: Pilot[None]) -> list[str]:
    """The rows drawn once the pon question is up with the table's seats behind it (a loaded machine may
    show the question a frame before the table under it is drawn)."""
    shown = await drawn_soon(
        pilot,
        lambda: isinstance(pilot.app.screen, PonDialog) and any("West · " in row for row in drawn_rows(pilot)),
    )
    assert shown, "the table never showed behind the pon question:\n" + "\n".join(drawn_rows(pilot))
    return drawn_rows(pilot)


def test_the_table_behind_a_question_is_drawn_again_for_the_size_it_grew_back_to() -> None:
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        before = await table_behind_the_question(pilot)
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, PonDialog)
        after = drawn_rows(pilot)
        assert [row for row in after if "West: discards 9♣" in row], "the log's lines are whole again"
        table_rows = slice(0, 17)
        assert [row[:50] for row in after[table_rows]] == [row[:50] for row in before[table_rows]], "seats and pile"

    run_table(app, scenario)
