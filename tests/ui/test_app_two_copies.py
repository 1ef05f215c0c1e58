"""A match open in another copy of the game, a real process, is refused here in one sentence and left untouched."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator

import pytest
from app_support import menu_entries, pilot_test, saved_match, still_saved, text_of

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.table import TableScreen

HOLDER = textwrap.dedent(
    """
    import time
    from sevenbridge.persistence.locks import match_lock

    match_lock().acquire()
    print("holding", flush=True)
    time.sleep(60)
    """
)


@pytest.fixture
def saved() -> Session:
    return saved_match()


@pytest.fixture
def other_copy() -> Iterator[int]:
    """Another process holding the saved match, as a copy of the game at its table does; its pid."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "holding"
    yield holder.pid
    holder.kill()
    holder.wait()


@pilot_test
async def test_continue_while_another_copy_plays_says_so(saved: Session, other_copy: int) -> None:
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        notice = text_of(pilot, "#menu-notice")
        assert f"open in another Seven Bridge window (process {other_copy})" in notice
        assert notice.count(".") == 1
        assert notice.endswith(".")
    assert still_saved(saved)


@pilot_test
async def test_a_new_match_while_another_copy_plays_is_refused(saved: Session, other_copy: int) -> None:
    app = make_app(QuickPlay(opponents=1, level="easy", rules=load_ruleset("simple"), seed=2))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "open in another Seven Bridge window" in text_of(pilot, "#menu-notice")
    assert still_saved(saved)


@pilot_test
async def test_the_match_is_free_again_once_the_table_is_left(saved: Session) -> None:
    first, second = make_app("continue"), make_app("continue")
    async with first.run_test(size=(100, 32)) as one, second.run_test(size=(100, 32)) as two:
        await one.pause()
        await two.pause()
        assert isinstance(first.screen, TableScreen)
        assert isinstance(second.screen, MenuScreen)
        await one.press("q")
        await one.pause()
        assert isinstance(first.screen, MenuScreen)
        assert menu_entries(second)[0] == "continue"
        await two.press("enter")
        await two.pause()
        assert isinstance(second.screen, TableScreen)
