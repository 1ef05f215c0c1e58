"""A bad save, settings or history file never stops the app: it is kept aside and explained.

Each kind of bad file (cut short, not JSON, invalid, from a newer version,
absurdly large) is written to disk, then the real app starts: the menu says in
one sentence what was wrong, the bytes are kept beside the original name, and
a new match can still be started.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from app_support import (
    finished_session,
    kept_files,
    menu_entries,
    menu_with_files_read,
    open_statistics,
    pilot_test,
    played_session,
    text_of,
)
from textual.pilot import Pilot

from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.table import TableScreen


def _with_field(raw: bytes, key: str, value: object) -> bytes:
    data = json.loads(raw)
    data[key] = value
    return json.dumps(data).encode()


SPOILERS: dict[str, Callable[[bytes], bytes]] = {
    "cut short": lambda raw: raw[: len(raw) // 2],
    "not JSON": lambda raw: b"this is not a saved game\n",
    "invalid": lambda raw: _with_field(raw, "schema_version", "one"),
    "newer version": lambda raw: _with_field(raw, "schema_version", 99),
    "absurdly large": lambda raw: raw + b" " * (8 << 20),
}
"""How each kind of bad file is made from a good one."""


def good_save() -> Path:
    """A real saved match, mid-game."""
    session = played_session()
    save_match(session)
    return data_dir() / "match.json"


def good_settings() -> Path:
    """A real settings file."""
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Settings(player_name="Hanako").model_dump_json(), encoding="utf-8")
    return path


async def assert_new_match_starts(pilot: Pilot[None]) -> None:
    """From the menu, a new match can be started as usual."""
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewMatchScreen)
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(pilot.app.screen, TableScreen)


@pytest.mark.parametrize("kind", SPOILERS)
@pytest.mark.parametrize(("what", "make_good"), [("match.json", good_save), ("settings.json", good_settings)])
@pilot_test
async def test_the_app_starts_explains_and_keeps_the_bad_file(
    kind: str, what: str, make_good: Callable[[], Path]
) -> None:
    path = make_good()
    bad = SPOILERS[kind](path.read_bytes())
    path.write_bytes(bad)
    app = make_app()
    async with menu_with_files_read(app) as pilot:
        assert isinstance(app.screen, MenuScreen)
        kept = kept_files(path.parent, what)
        assert len(kept) == 1
        assert kept[0].read_bytes() == bad
        assert not path.exists()
        notice = text_of(pilot, "#menu-notice")
        assert f"kept as {kept[0].name}" in notice
        assert "\n" not in notice
        assert notice.endswith(".")
        assert "continue" not in menu_entries(app)
        await assert_new_match_starts(pilot)


@pilot_test
async def test_continue_with_a_bad_save_explains_on_the_menu() -> None:
    path = good_save()
    path.write_bytes(b"{")
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Your saved match could not be read" in text_of(pilot, "#menu-notice")
        assert len(kept_files(path.parent, "match.json")) == 1


@pilot_test
async def test_a_bad_history_is_explained_on_the_statistics_screen() -> None:
    record_match(finished_session())
    path = data_dir() / "history.jsonl"
    path.write_bytes(b"[1, 2")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await open_statistics(pilot)
        assert "could not be read" in text_of(pilot, "#statistics-notice")
        assert "No finished matches yet" in text_of(pilot, "#statistics-empty")
        assert len(kept_files(path.parent, "history.jsonl")) == 1


@pilot_test
async def test_a_save_with_a_name_of_thousands_of_characters_is_kept_aside_in_one_short_notice() -> None:
    path = good_save()
    data = json.loads(path.read_bytes())
    data["seats"][0]["name"] = "Z" * 5000
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    async with menu_with_files_read(app, (80, 24)) as pilot:
        notice = text_of(pilot, "#menu-notice")
        assert "could not be read" in notice
        assert "Z" * 50 not in notice
        assert len(notice) < 300
        assert kept_files(data_dir(), "match.json")
        assert "Continue" not in " ".join(menu_entries(app))
