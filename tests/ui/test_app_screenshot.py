"""The palette's Screenshot saves a picture of the screen even in an account with no Downloads folder, and says
where in the game's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import menu_with_files_read, pilot_test
from textual.pilot import Pilot
from textual.widgets._toast import Toast

from sevenbridge.persistence.paths import exports_dir
from sevenbridge.ui.app import make_app


@pytest.fixture
def account(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh account's home folder, with no Downloads folder and no folder settings of its own."""
    user = tmp_path / "user"
    user.mkdir()
    monkeypatch.setenv("HOME", str(user))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv("XDG_DOWNLOAD_DIR", raising=False)
    return user


async def shoot(pilot: Pilot[None]) -> str:
    """Take a screenshot from the command palette, as a player does, and return what the notice says once
    it has been written."""
    await pilot.press("ctrl+p", *"screenshot")
    await pilot.pause(0.3)
    await pilot.press("enter")
    for _ in range(100):
        await pilot.pause(0.02)
        toasts = list(pilot.app.screen.query(Toast))
        if toasts:
            return "".join(str(toast.render()) for toast in toasts)
    raise AssertionError("no notice")


@pilot_test
async def test_without_a_downloads_folder_the_picture_goes_to_the_exports_folder(account: Path) -> None:
    async with menu_with_files_read(make_app(), notifications=True) as pilot:
        said = await shoot(pilot)
    pictures = list(exports_dir().glob("*.svg"))
    assert len(pictures) == 1
    assert "<svg" in pictures[0].read_text(encoding="utf-8")
    assert not (account / "Downloads").exists(), "no folder is made in the player's home"
    assert said.replace("\n", "").startswith("The screenshot was saved to ")
    assert pictures[0].name in said.replace("\n", "")
    assert "Saved screenshot" not in said, "Textual's own notice is not shown as well"


@pilot_test
async def test_a_picture_that_cannot_be_saved_is_said_and_the_game_goes_on(account: Path, home: Path) -> None:
    (home / "data").write_text("a file where the game's folder would be", encoding="utf-8")
    async with menu_with_files_read(make_app(), notifications=True) as pilot:
        said = await shoot(pilot)
        assert pilot.app.is_running
    assert said.startswith("The screenshot could not be saved (")


@pilot_test
async def test_with_a_downloads_folder_the_picture_goes_there_and_is_said_in_japanese(account: Path) -> None:
    (account / "Downloads").mkdir()
    async with menu_with_files_read(make_app(language="ja"), notifications=True) as pilot:
        said = await shoot(pilot)
    assert len(list((account / "Downloads").glob("*.svg"))) == 1
    assert "Downloads" in said
    assert "screenshot" not in said.lower()
