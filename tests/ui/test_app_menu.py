"""The main menu: its entries, Continue with the saved match's summary, and where each entry leads."""

from __future__ import annotations

from app_support import (
    finished_session,
    menu_entries,
    menu_with_files_read,
    open_statistics,
    pilot_test,
    played_session,
    screen_rows,
    text_of,
)
from textual import events
from textual.message import Message
from textual.widgets import DataTable, Markdown, OptionList

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.persistence.settings import load_settings
from sevenbridge.play.setup import start_match
from sevenbridge.translation import current_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.rules_help import RulesScreen
from sevenbridge.ui.screens.statistics import StatisticsScreen
from sevenbridge.ui.table import TableScreen


@pilot_test
async def test_without_a_save_the_menu_offers_no_continue() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert menu_entries(app) == ["new", "statistics", "rules", "language", "quit"]
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


@pilot_test
async def test_continue_shows_the_saved_match_and_opens_it_where_it_stopped() -> None:
    session = played_session()
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        assert menu_entries(app)[0] == "continue"
        options = app.screen.query_one("#menu-options", OptionList)
        assert describe_save(loaded) in str(options.get_option_at_index(0).prompt)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.game == session.game
        assert app.screen.session.match == session.match


@pilot_test
async def test_continue_chosen_the_moment_the_menu_appears_opens_the_saved_match() -> None:
    """The save is read once the menu is drawn; a choice made before that still finds it."""
    session = played_session()
    save_match(session)
    app = make_app()
    order: list[str] = []

    def choose_at_once(message: Message) -> None:
        if isinstance(message, MenuScreen.Chosen | MenuScreen.Drawn):
            order.append(type(message).__name__)
        stack = app.screen_stack
        if isinstance(message, events.Mount) and stack and isinstance(stack[-1], MenuScreen) and not order:
            stack[-1].post_message(MenuScreen.Chosen("continue"))

    async with app.run_test(size=(80, 24), message_hook=choose_at_once) as pilot:
        await pilot.pause()
        assert order[0] == "Chosen"
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.game == session.game


@pilot_test
async def test_quit_ends_the_app() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0
    assert not app.is_running


@pilot_test
async def test_new_match_entry_opens_the_form_and_back_returns() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


@pilot_test
async def test_menu_entries_respond_to_the_mouse() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#menu-options", OptionList)
        rules_row = menu_entries(app).index("rules")
        await pilot.click(options, offset=(4, rules_row))
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)


@pilot_test
async def test_rules_entry_shows_the_chosen_rule_set_and_escape_comes_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        markdown = app.screen.query_one("#rules-text", Markdown).source
        assert "## This rule set: Standard" in markdown
        assert "| Jokers added to the 52-card deck. | 0 |" in markdown
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


@pilot_test
async def test_statistics_without_history_says_so() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        assert isinstance(app.screen, StatisticsScreen)
        assert "No finished matches yet" in text_of(pilot, "#statistics-empty")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


@pilot_test
async def test_statistics_count_a_finished_match_from_the_history() -> None:
    session = finished_session()
    record_match(session)
    total = session.match.totals[0]
    won = "1" if session.match.standings()[0].total == total else "0"
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        table = app.screen.query_one(DataTable)
        rows = [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]
        assert rows[0] == ["All", "1", won, f"{float(total):.1f}", str(total), str(total)]
        assert rows[1][0] == "Rule set: Simple"
        assert rows[2][0] == "Against Hard"


@pilot_test
async def test_statistics_fit_an_80_column_terminal_with_the_longest_labels() -> None:
    rules = load_ruleset("with-joker").with_changes(games_per_match=1)
    session = start_match("You", ["normal"], rules, seed=3)
    while not session.match_over:
        if session.game.result is not None:
            session = session.finish_game()
        elif session.waiting_for_human:
            session = session.apply(legal_actions(session.game)[0])
        else:
            session = session.apply(session.cpu_choice())
    record_match(session)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        table = app.screen.query_one(DataTable)
        assert table.max_scroll_x == 0
        assert table.region.right <= 80
        assert table.virtual_size.width <= table.content_region.width


@pilot_test
async def test_the_entry_enter_picks_is_marked_by_shape_not_by_shade_alone() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#menu-options", OptionList)

        def marked() -> list[str]:
            prompts = [str(options.get_option_at_index(index).prompt) for index in range(options.option_count)]
            return [prompt.strip() for prompt in prompts if prompt.startswith("▶")]

        assert marked() == ["▶ New match"]
        await pilot.press("down")
        await pilot.pause()
        assert marked() == ["▶ Statistics and replays"]


@pilot_test
async def test_the_menu_offers_the_other_language_and_switches_to_it() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        assert menu_entries(app) == ["new", "statistics", "rules", "language", "quit"]
        assert "日本語 (Japanese)" in "\n".join(screen_rows(app))
        await pilot.press("l")
        await pilot.pause()
        assert current_language() == "ja"
        assert isinstance(app.screen, MenuScreen)
        assert "English (英語)" in "\n".join(screen_rows(app))
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        assert current_language() == "en"
    assert load_settings()[0].language == "en"


@pilot_test
async def test_a_menu_off_the_screen_when_its_footer_is_due_adds_none_and_the_app_goes_on() -> None:
    """The footer is added one refresh after the menu is mounted. A menu no longer attached by then (seen
    when SIGTERM closed the app in that moment) lets the callback pass instead of stopping the app."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        detached = MenuScreen()
        assert not detached.is_attached
        await detached._add_footer()  # the callback as the refresh would run it
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.return_code is None
