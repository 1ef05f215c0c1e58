"""Helpers for tests of the whole app: saved matches, reading screens, filling in forms."""

from __future__ import annotations

import asyncio
import functools
import io
import time
from argparse import Namespace
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from rich.console import Console
from textual import events
from textual.app import App
from textual.command import CommandList
from textual.geometry import Region
from textual.message import Message
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList, Select, Static

from sevenbridge.cli import _parser
from sevenbridge.cpu import Level
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.app import QuickPlay
from sevenbridge.ui.dialogs import ConfirmDialog
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.replays import ReplaysScreen
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.replay import ReplayScreen
from support import first_legal, play_out, step

SnapCompare = Callable[..., bool]
"""The ``snap_compare`` fixture of pytest-textual-snapshot: an app (and how to drive it) in, a match out."""
ScreenT = TypeVar("ScreenT", bound=Screen[Any])
"""A kind of screen a step waits for."""


def quick(games: int = 5, seed: int = 3) -> QuickPlay:
    """A seeded Standard match against three Easy CPUs."""
    rules = load_ruleset("standard").with_changes(games_per_match=games)
    return QuickPlay(opponents=3, level="easy", rules=rules, seed=seed)


def pilot_test(body: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test body (which drives the app through Pilot) in its own event loop."""

    @functools.wraps(body)
    def test(*args: Any, **kwargs: Any) -> None:
        asyncio.run(body(*args, **kwargs))

    return test


def played_session(*, seed: int = 11, moves: int = 12, ruleset: str = "standard") -> Session:
    """A seeded match against three Easy CPUs, ``moves`` actions in, stopped where the player decides.

    The player always takes the first legal action; the CPUs play their own
    choices. Play goes on past ``moves`` until the player is to act, so a table
    opened on it waits for a key press instead of moving by itself.
    """
    session = start_match("You", ["easy", "easy", "easy"], load_ruleset(ruleset), seed=seed)
    played = 0
    while played < moves or not session.waiting_for_human:
        session = step(session, first_legal)
        played += 1
    return session


def saved_match() -> Session:
    """``played_session`` saved on disk, as Continue finds it."""
    session = played_session()
    save_match(session)
    return session


def still_saved(session: Session) -> bool:
    """Whether the match on disk is still ``session``'s game: nothing was played over it."""
    loaded = load_match()
    return isinstance(loaded, LoadedMatch) and loaded.session.game == session.game


def first_game_nearly_over(seed: int) -> Session:
    """A seeded match against one Easy CPU, one step before its first game ends (by first legal actions)."""
    session = start_match("You", ["easy"], load_ruleset("standard"), seed=seed)
    while True:
        after = step(session, first_legal)
        if after.game.result is not None:
            return session
        session = after


def finished_session(*, seed: int = 5, level: Level = "hard") -> Session:
    """A one-game Simple match against one CPU of ``level``, played to the end by first legal actions."""
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    return play_out(start_match("You", [level], rules, seed=seed), first_legal)


@asynccontextmanager
async def menu_with_files_read(
    app: App[None], size: tuple[int, int] = (100, 32), *, notifications: bool = False
) -> AsyncIterator[Pilot[None]]:
    """Run ``app`` headless until its first menu shows what the files hold (summary, notices); ``notifications``
    shows the notifications on screen, as a terminal does (tests leave them out unless they look at them).

    At start-up the app draws the menu before it reads the settings or the
    save: it reads them when ``MenuScreen.Drawn`` reaches it. That message is
    dispatched first by the menu, then by the app it bubbles up to, whose
    handler runs right after the hook sees it there; so the test waits for that
    second dispatch instead of hoping one pause is long enough.
    """
    dispatches = 0
    read = asyncio.Event()

    def hook(message: Message) -> None:
        nonlocal dispatches
        if isinstance(message, MenuScreen.Drawn):
            dispatches += 1
            if dispatches == 2:
                read.set()

    async with app.run_test(size=size, message_hook=hook, notifications=notifications) as pilot:
        await asyncio.wait_for(read.wait(), timeout=30)
        await pilot.pause()
        yield pilot


def text_of(pilot: Pilot[None], selector: str) -> str:
    """The text of the ``Static`` (or ``Label``) at ``selector`` on the current screen."""
    return str(pilot.app.screen.query_one(selector, Static).content)


def screen_rows(app: App[Any]) -> list[str]:
    """The terminal's rows as the player sees them now, a question drawn over the screen below it as it shows."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, record=True)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text().splitlines()


def menu_entries(app: App[None]) -> list[str]:
    """The ids of the main menu's entries, top to bottom."""
    options = app.screen.query_one("#menu-options", OptionList)
    return [options.get_option_at_index(index).id or "" for index in range(options.option_count)]


def kept_files(folder: Path, name: str) -> list[Path]:
    """The bad copies of ``name`` set aside in ``folder``."""
    return sorted(folder.glob(f"{name}.corrupt-*"))


async def open_new_match_form(pilot: Pilot[None]) -> None:
    """From the menu to the new-match form, as a player gets there."""
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewMatchScreen)


async def open_custom_form(pilot: Pilot[None]) -> CustomRulesScreen:
    """From the menu to the Custom form, as a player gets there."""
    await open_new_match_form(pilot)
    await choose(pilot, "#ruleset", "c")
    screen = pilot.app.screen
    assert isinstance(screen, CustomRulesScreen)
    return screen


async def ask_to_replace_the_saved_match(pilot: Pilot[None]) -> None:
    """Open the new-match form and start a match over a saved one: the app asks first."""
    await open_new_match_form(pilot)
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ConfirmDialog)


async def open_statistics(pilot: Pilot[None]) -> None:
    """Press ``s`` on the menu and wait until the statistics are worked out and drawn."""
    await pilot.press("s")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def screen_once_read(pilot: Pilot[None], key: str, kind: type[ScreenT]) -> ScreenT:
    """Press ``key`` and wait until the screen it opens, a ``kind``, has read its files and is drawn."""
    await pilot.press(key)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, kind)
    return screen


async def open_replay_list(pilot: Pilot[None]) -> ReplaysScreen:
    """From the menu, Statistics, then its list of games to replay, once the history is read."""
    await pilot.pause()
    await open_statistics(pilot)
    return await screen_once_read(pilot, "r", ReplaysScreen)


async def open_first_replay(pilot: Pilot[None]) -> ReplayScreen:
    """From the menu, the replay list, then Enter on its top row: the newest game's replay, once it is read."""
    await open_replay_list(pilot)
    return await screen_once_read(pilot, "enter", ReplayScreen)


async def choose(pilot: Pilot[None], selector: str, keys: str) -> None:
    """Open the drop-down at ``selector``, type ``keys`` to find the entry, and pick it."""
    pilot.app.screen.query_one(selector, Select).focus()
    await pilot.press("enter", *keys, "enter")
    await pilot.pause()


async def type_into(pilot: Pilot[None], selector: str, text: str) -> None:
    """Replace the text of the input at ``selector`` as a person would."""
    pilot.app.screen.query_one(selector, Input).focus()
    await pilot.press("end", "ctrl+u", *text)
    await pilot.pause()


async def press_at_once(pilot: Pilot[None], *keys: str) -> None:
    """Send ``keys`` as a terminal hands over keys that arrive together: all queued before the app handles any.

    ``Pilot.press`` waits for the app to settle after each key, which hides any
    key that overtakes another; a script or a fast typist does not wait.
    """
    for key in keys:
        pilot.app.post_message(events.Key(key, key if len(key) == 1 else None))
    await pilot.pause()


PALETTE_PATIENCE = 10.0
"""Seconds a test waits at most for the command palette's search to list what it looks for."""
DRAWING_PATIENCE = 10.0
"""Seconds a test waits at most for something drawn after a screen's first frame, on a loaded machine."""


async def drawn_soon(pilot: Pilot[None], ready: Callable[[], bool]) -> bool:
    """Pause until ``ready()`` holds or ``DRAWING_PATIENCE`` seconds pass; whether it held."""
    deadline = time.monotonic() + DRAWING_PATIENCE
    while not ready():
        if time.monotonic() >= deadline:
            return False
        await pilot.pause(0.05)
    return True


async def palette_titles(pilot: Pilot[None], typed: str, awaited: str | None) -> list[str]:
    """The titles the command palette lists, top to bottom, once ``typed`` is typed into it.

    The palette searches in the background as it is typed into, so this waits
    until ``awaited`` heads the list (``None``: until it lists anything), or
    ``PALETTE_PATIENCE`` seconds have passed, for a loaded machine, then reads it.
    """
    await pilot.press("ctrl+p", *typed)
    titles: list[str] = []
    deadline = time.monotonic() + PALETTE_PATIENCE
    while time.monotonic() < deadline:
        await pilot.pause(0.01)
        found = pilot.app.screen.query(CommandList)
        if found:
            options = found.first()
            titles = [
                str(options.get_option_at_index(index).prompt).split("\n")[0] for index in range(options.option_count)
            ]
            if titles and awaited in (None, titles[0]):
                break
    return titles


def shown(widget: Widget) -> str:
    """The characters ``widget`` puts on the screen, line by line."""
    width, height = widget.outer_size
    return "\n".join(strip.text for strip in widget.render_lines(Region(0, 0, width, height)))


def screen_text(app: App[None]) -> str:
    """Everything the current screen shows, widget by widget."""
    return "\n".join(shown(widget) for widget in app.screen.query("*") if widget.display and widget.size.area)


def play_args(*extra: str) -> Namespace:
    """The command line's ``play`` with a fixed seed, one Easy opponent and ``extra``."""
    return _parser().parse_args(["play", "--seed", "5", "--opponents", "1", "--level", "easy", *extra])


async def at_table(pilot: Pilot[None]) -> TableScreen:
    """The table, once a started match has drawn it."""
    await pilot.pause()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    return screen
