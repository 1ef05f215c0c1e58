"""Memory a match must not keep: key widgets the footer dropped, lines drawn by widgets that are gone,
a Markdown parser no one asked for.

Textual keeps the lines a widget drew in a table that outlives the widget (see
``ui/drawn_lines.py``), so the tests count the drawn lines (``Strip``) alive
after a full collection: opening and closing the same things again and again
must leave no more of them behind than the first round did.
"""

from __future__ import annotations

import gc
import subprocess
import sys

from app_support import pilot_test, played_session
from rich.text import Text
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets._footer import FooterKey

from sevenbridge.persistence.saves import save_match
from sevenbridge.ui.app import SevenBridgeApp, make_app
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.keys_help import TableKeysScreen

ROUNDS = 20
"""How many times the footer is rebuilt; fewer drawn lines than this may be left behind."""
REOPENINGS = 3
"""How many times the dialogs are opened again after the first time (the key list takes a while to draw)."""


def _dropped_keys() -> int:
    gc.collect()
    return sum(isinstance(thing, FooterKey) and not thing.is_attached for thing in gc.get_objects())


def _drawn_lines() -> int:
    gc.collect()
    return sum(isinstance(thing, Strip) for thing in gc.get_objects())


async def _table(pilot: Pilot[None]) -> TableScreen:
    await pilot.pause()
    assert isinstance(pilot.app.screen, TableScreen)
    return pilot.app.screen


def _continued() -> SevenBridgeApp:
    save_match(played_session())
    return make_app("continue")


@pilot_test
async def test_rebuilding_the_footer_keeps_no_dropped_keys() -> None:
    app = _continued()
    async with app.run_test(size=(100, 32)) as pilot:
        table = await _table(pilot)
        for _ in range(ROUNDS):
            table.refresh_bindings()
            await pilot.pause()
        assert _dropped_keys() < ROUNDS


@pilot_test
async def test_rebuilding_the_footer_leaves_no_drawn_lines_behind() -> None:
    app = _continued()
    async with app.run_test(size=(100, 32)) as pilot:
        table = await _table(pilot)
        table.refresh_bindings()
        await pilot.pause()
        before = _drawn_lines()
        for _ in range(ROUNDS):
            table.refresh_bindings()
            await pilot.pause()
        assert _drawn_lines() - before < ROUNDS


@pilot_test
async def test_closed_dialogs_leave_no_drawn_lines_behind() -> None:
    app = _continued()
    async with app.run_test(size=(100, 32)) as pilot:
        await _table(pilot)

        async def open_and_close() -> None:
            await app.push_screen(PonDialog(Text("West discards 7♥. Pon?")))
            await pilot.pause()
            await pilot.press("n")
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, TableKeysScreen)
            await pilot.press("escape")
            await pilot.pause()

        await open_and_close()
        before = _drawn_lines()
        for _ in range(REOPENINGS):
            await open_and_close()
        assert _drawn_lines() - before < ROUNDS


KEYS_LIST = """\
import asyncio, sys

from sevenbridge.ui.app import make_app


async def main():
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        print("markdown_it" in sys.modules)
        await pilot.press("question_mark")
        await pilot.pause()
        print(type(app.screen).__name__, "markdown_it" in sys.modules)


asyncio.run(main())
"""


def test_the_table_loads_the_markdown_parser_only_for_its_key_list() -> None:
    save_match(played_session())
    done = subprocess.run([sys.executable, "-c", KEYS_LIST], capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.split() == ["False", "TableKeysScreen", "True"]
