"""The new-match form: choices start a real match, are remembered, and nothing invalid can start."""

from __future__ import annotations

import pytest
from app_support import choose, open_new_match_form, pilot_test, text_of, type_into
from table_host import GOING_OUT, GONE_OUT_HANDS, stacked_session
from table_keys import wait_for_player
from textual.containers import Horizontal
from textual.widgets import Button, Input, Label, Select

from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen


@pytest.mark.slow
@pilot_test
async def test_the_choices_start_that_match_and_are_remembered() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#name", "Hanako")
        await choose(pilot, "#opponents", "2")
        rows = app.screen.query(".level-row").results(Horizontal)
        labels = [str(label.content) for row in rows if row.display for label in row.query(Label).results(Label)]
        assert labels == ["West's level", "East's level"]
        await choose(pilot, "#level-0", "h")
        await choose(pilot, "#level-1", "e")
        await choose(pilot, "#ruleset", "w")
        await type_into(pilot, "#games", "3")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        session = app.screen.session
        assert [seat.name for seat in session.seats] == ["Hanako", "West", "East"]
        assert [seat.level for seat in session.seats] == [None, "hard", "easy"]
        assert session.rules == load_ruleset("with-joker").with_changes(games_per_match=3)

    settings, problem = load_settings()
    assert problem is None
    assert (settings.player_name, settings.opponents, settings.levels[:2]) == ("Hanako", 2, ("hard", "easy"))
    assert (settings.ruleset, settings.games_per_match) == ("with-joker", 3)

    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        screen = again.screen
        assert screen.query_one("#name", Input).value == "Hanako"
        assert screen.query_one("#opponents", Select).value == 2
        assert screen.query_one("#level-0", Select).value == "hard"
        assert screen.query_one("#ruleset", Select).value == "with-joker"
        assert screen.query_one("#games", Input).value == "3"


@pilot_test
async def test_a_match_length_out_of_range_cannot_start() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#games", "25")
        assert text_of(pilot, "#new-problem") == "Games per match must be at most 20."
        assert app.screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await type_into(pilot, "#games", "4")
        assert text_of(pilot, "#new-problem") == ""
        assert not app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_a_name_or_length_typed_too_long_is_kept_whole_and_explained() -> None:
    """Nothing typed or pasted is cut short without a word: the form says what is wrong and waits."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#name", "Maximiliana von Habsburg")
        assert app.screen.query_one("#name", Input).value == "Maximiliana von Habsburg"
        assert text_of(pilot, "#new-problem") == "Your name must be at most 20 characters long."
        assert app.screen.query_one("#start", Button).disabled
        await type_into(pilot, "#name", "Maximiliana")
        await type_into(pilot, "#games", "100")
        assert app.screen.query_one("#games", Input).value == "100"
        assert text_of(pilot, "#new-problem") == "Games per match must be at most 20."
        assert app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_an_empty_name_is_explained() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#name", "   ")
        assert text_of(pilot, "#new-problem") == "Your name must not be empty."
        assert app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_a_cpu_opponents_name_cannot_be_yours() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        for name in ("West", " ｗｅｓｔ ", "northwest", "南西"):
            await type_into(pilot, "#name", name)
            assert text_of(pilot, "#new-problem") == "Your name must differ from the CPU opponents' names.", name
            assert app.screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await type_into(pilot, "#name", "Westley")
        assert text_of(pilot, "#new-problem") == ""
        assert not app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_a_cpu_opponents_name_kept_in_older_settings_is_shown_as_a_problem() -> None:
    save_settings(Settings(player_name="North"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        assert app.screen.query_one("#name", Input).value == "North"
        assert text_of(pilot, "#new-problem") == "Your name must differ from the CPU opponents' names."
        assert app.screen.query_one("#start", Button).disabled


@pilot_test
async def test_choosing_a_rule_set_describes_it_and_offers_its_match_length() -> None:
    save_settings(Settings(custom_rules=load_ruleset("standard").with_changes(name="Custom", games_per_match=3)))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await choose(pilot, "#ruleset", "c")
        assert app.screen.query_one("#ruleset", Select).value == "custom"
        assert app.screen.query_one("#games", Input).value == "3"
        await choose(pilot, "#ruleset", "a")
        assert app.screen.query_one("#ruleset", Select).value == "ace-low"
        assert app.screen.query_one("#games", Input).value == str(load_ruleset("ace-low").games_per_match)
        assert text_of(pilot, "#ruleset-summary") == (
            "No joker · Q-K-A is not a run · an ace counts 1 · a 7 left counts 20 · "
            "going out at once doubles the others"
        )


@pilot_test
async def test_a_match_length_the_player_typed_stays_when_the_rule_set_changes() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await choose(pilot, "#ruleset", "w")
        await type_into(pilot, "#games", "2")
        await choose(pilot, "#ruleset", "s")
        assert app.screen.query_one("#ruleset", Select).value == "standard"
        assert app.screen.query_one("#games", Input).value == "2"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.rules == load_ruleset("standard").with_changes(games_per_match=2)


@pilot_test
async def test_cancelling_the_first_custom_rules_keeps_the_rule_set_before() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        await choose(pilot, "#ruleset", "c")
        assert isinstance(app.screen, CustomRulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert app.screen.query_one("#ruleset", Select).value == "standard"
        assert not app.screen.query_one("#edit-custom", Button).display


@pilot_test
async def test_a_match_length_set_in_the_custom_rules_is_the_latest_choice_and_is_kept() -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await open_new_match_form(pilot)
        await type_into(pilot, "#games", "2")
        await choose(pilot, "#ruleset", "c")
        assert isinstance(app.screen, CustomRulesScreen)
        assert app.screen.query_one("#field-games_per_match", Input).value == "2", "the length the match will have"
        await type_into(pilot, "#field-jokers", "1")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query_one("#games", Input).value == "2", "the Custom rules kept their length: so is mine"
        await pilot.click("#edit-custom")
        await pilot.pause()
        assert isinstance(app.screen, CustomRulesScreen)
        await type_into(pilot, "#field-games_per_match", "7")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query_one("#games", Input).value == "7"


@pilot_test
async def test_the_rule_summary_counts_one_rebuilt_stock_in_the_singular() -> None:
    custom = load_ruleset("standard").with_changes(name="Custom", max_reshuffles=1)
    save_settings(Settings(ruleset="custom", custom_rules=custom))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        assert "the stock is rebuilt at most 1 time ·" in text_of(pilot, "#ruleset-summary") + " ·"


@pilot_test
@pytest.mark.parametrize(
    ("rules", "ruleset", "games"),
    [
        (load_ruleset("standard"), "standard", "1"),
        (load_ruleset("japanese-classic").with_changes(name="Our house", chi_min_cards=2), "custom", "1"),
    ],
)
async def test_new_match_from_the_final_standings_starts_from_the_match_just_played(
    rules: RuleSet, ruleset: str, games: str
) -> None:
    """A one-game match against one Easy CPU, started elsewhere (the settings still hold the defaults), ends;
    Enter on its sheet and on the standings opens the form set up as that match was."""
    save_match(stacked_session(GONE_OUT_HANDS, "3D 4C", GOING_OUT, rules=rules, games=1))
    app = make_app("continue")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for sheet in (GameOverScreen, MatchOverScreen):
            assert isinstance(await wait_for_player(pilot), sheet)
            await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        assert screen.query_one("#name", Input).value == "Ann"
        assert screen.query_one("#opponents", Select).value == 1
        assert screen.query_one("#level-0", Select).value == "easy"
        assert screen.query_one("#ruleset", Select).value == ruleset
        assert screen.query_one("#games", Input).value == games
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.rules == rules.with_changes(games_per_match=1)
    assert load_settings()[0].player_name == "Ann"
