"""The app as the table's host: pace and hand order remembered, autosave, history, navigation, help."""

from __future__ import annotations

import pytest
from app_support import menu_entries, menu_with_files_read, palette_titles, pilot_test, quick
from table_keys import press_action, table_of, wait_for_player
from textual.widgets import Markdown, TabbedContent

from sevenbridge.cpu import cpu_player
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.history import load_history
from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.persistence.settings import load_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.rules_help import RulesScreen
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen

pytestmark = pytest.mark.usefixtures("instant_cpus")


@pilot_test
async def test_pace_and_hand_order_changed_at_the_table_are_remembered() -> None:
    app = make_app(quick())
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("o", "f")
        await pilot.pause()
        assert (app.hand_order, app.cpu_speed) == ("rank", "slow")
    settings, _ = load_settings()
    assert (settings.hand_order, settings.cpu_speed) == ("rank", "slow")


@pilot_test
async def test_every_move_is_saved_and_the_menu_offers_to_continue_it() -> None:
    app = make_app(quick())
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("d")
        await pilot.pause()
        table = table_of(pilot)
        saved = load_match()
        assert isinstance(saved, LoadedMatch)
        assert saved.session.game == table.session.game
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert menu_entries(app)[0] == "continue"
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.game == saved.session.game


@pytest.mark.slow
@pilot_test
async def test_a_finished_match_goes_to_the_history_and_the_save_is_cleared() -> None:
    policy = cpu_player("normal", seed=4)
    app = make_app(quick(games=1))
    async with app.run_test(size=(100, 32)) as pilot:
        while True:
            screen = await wait_for_player(pilot)
            if isinstance(screen, MatchOverScreen):
                break
            if isinstance(screen, GameOverScreen):
                await pilot.press("enter")
                continue
            game = table_of(pilot).session.game
            await press_action(pilot, policy.choose(game.view(0), legal_actions(game)))
        final = table_of(pilot).session
        await app.workers.wait_for_complete()
        records, problem = load_history()
        assert problem is None
        assert [record.totals for record in records] == [final.match.totals]
        assert load_match() is None
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "continue" not in menu_entries(app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)


@pilot_test
async def test_f1_at_the_table_shows_how_to_play_then_the_match_rules_and_the_table_keys() -> None:
    app = make_app(quick(games=2))
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.query_one(TabbedContent).active == "play"
        assert app.screen.query_one("#play-text", Markdown).source.startswith("# How to play Seven Bridge\n")
        await pilot.press("r")
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == "rules"
        rules_text = app.screen.query_one("#rules-text", Markdown).source
        assert "| Games in a match. | 2 |" in rules_text
        await pilot.press("k")
        await pilot.pause()
        keys_text = app.screen.query_one("#keys-text", Markdown).source
        assert "| `d` | Draw |" in keys_text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@pytest.mark.slow
@pilot_test
async def test_the_command_palette_opens_the_rules() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert (await palette_titles(pilot, "Rules", "Rules"))[:1] == ["Rules"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)


@pilot_test
async def test_a_theme_chosen_in_the_app_is_used_next_time() -> None:
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        app.theme = "nord"
        await pilot.pause()
    assert load_settings()[0].theme == "nord"
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "nord"
