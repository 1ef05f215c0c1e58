"""Folders that cannot be written never stop play: the player is told once, and the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import pilot_test, text_of
from table_keys import table_of, wait_for_player
from textual.app import App
from textual.widgets._toast import Toast

from sevenbridge.ui.app import make_app
from sevenbridge.ui.table import TableScreen


@pytest.fixture(autouse=True)
def home(home: Path) -> Path:
    """A home whose data and config folders are ordinary files, so nothing can be written there."""
    (home / "data").write_text("not a folder\n", encoding="utf-8")
    (home / "config").write_text("not a folder\n", encoding="utf-8")
    return home


def notices(app: App[None]) -> list[str]:
    """The notifications on screen now, as the player reads them."""
    return [str(toast.render()) for toast in app.screen.query(Toast)]


@pilot_test
async def test_a_match_is_played_even_when_nothing_can_be_saved(home: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await pilot.pause()
        assert "Your settings file could not be read" in text_of(pilot, "#menu-notice")
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        settings = str(home / "config" / "settings.json")
        assert any(message.startswith(f"Your settings could not be saved in {settings} (") for message in notices(app))
        await wait_for_player(pilot)
        before = len(table_of(pilot).session.actions)
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("1", "x")
        await pilot.pause()
        assert len(table_of(pilot).session.actions) >= before + 2
        match = str(home / "data" / "match.json")
        assert sum(message.startswith(f"The match could not be saved in {match} (") for message in notices(app)) == 1
    assert (home / "data").read_text(encoding="utf-8") == "not a folder\n"
