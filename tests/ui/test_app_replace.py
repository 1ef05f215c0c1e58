"""A new match never silently replaces a saved one: the player is asked first."""

from __future__ import annotations

import pytest
from app_support import (
    ask_to_replace_the_saved_match,
    menu_entries,
    pilot_test,
    saved_match,
    still_saved,
)

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.play.session import Session
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.dialogs import ConfirmDialog
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table import TableScreen


@pytest.fixture
def saved() -> Session:
    """A match saved mid-game."""
    return saved_match()


@pilot_test
async def test_keeping_the_saved_match_stays_on_the_form(saved: Session) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_replace_the_saved_match(pilot)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
    assert still_saved(saved)


@pilot_test
async def test_replacing_the_saved_match_deals_a_new_one(saved: Session) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_replace_the_saved_match(pilot)
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.match.seed != saved.match.seed


@pilot_test
async def test_play_with_a_saved_match_asks_and_keeping_it_offers_continue(saved: Session) -> None:
    app = make_app(QuickPlay(opponents=1, level="easy", rules=load_ruleset("simple"), seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert menu_entries(app)[0] == "continue"
    assert still_saved(saved)


@pilot_test
async def test_replacing_the_saved_match_saves_the_new_one_at_once(saved: Session) -> None:
    """The confirmation is true the moment it is given: leaving before any move keeps the new match."""
    app = make_app(QuickPlay(opponents=1, level="easy", rules=load_ruleset("simple"), seed=2))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        loaded = load_match()
        assert isinstance(loaded, LoadedMatch)
        assert loaded.session.match.seed == app.screen.session.match.seed
    assert not still_saved(saved)
