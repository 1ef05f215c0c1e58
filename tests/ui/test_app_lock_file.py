"""A ``match.lock`` that is not a file: the match is not played unlocked, the menu says why, the save is untouched.

The lock keeps two copies of the game off one match; a copy that cannot take
it because something else stands at its name would otherwise play on and
overwrite another copy's moves. A real second process tries the lock as a
copy of the game does, and is refused the same way.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from app_support import pilot_test, saved_match, still_saved, text_of

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.locks import HISTORY_LOCK_NAME, MATCH_LOCK_NAME
from sevenbridge.play.session import Session
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.statistics import StatisticsScreen

LIMIT_SECONDS = 20

OTHER_COPY = textwrap.dedent(
    """
    import time
    from sevenbridge.persistence.locks import match_lock

    try:
        match_lock().acquire()
    except OSError as error:
        print(type(error).__name__, flush=True)
    else:
        print("holding", flush=True)
        time.sleep(60)
    """
)
"""A second copy of the game taking the match's lock: it reports what stopped it, or holds the lock."""


def _folder(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "gone" / "match.lock")


NOT_FILES: dict[str, Callable[[Path], None]] = {"a folder": _folder, "a FIFO": _fifo, "a dangling link": _dangling_link}


@pytest.fixture(params=list(NOT_FILES.values()), ids=list(NOT_FILES))
def lock_path(request: pytest.FixtureRequest, home: Path) -> Path:
    """Where the match's lock should be, with something other than a file there."""
    if sys.platform == "win32":
        pytest.skip("FIFOs and links are POSIX things")
    path = home / "data" / MATCH_LOCK_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    request.param(path)
    return path


@pytest.fixture
def saved() -> Session:
    return saved_match()


@pytest.fixture
def other_copy(lock_path: Path) -> Iterator[str]:
    """What stopped a second copy of the game, a real process, from taking the match.

    Were it let in, it would hold the lock while the test runs, and is ended
    after the time limit, so a copy here that waits on it fails instead of hanging.
    """
    process = subprocess.Popen(
        [sys.executable, "-c", OTHER_COPY], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    assert process.stdout is not None
    outcome = process.stdout.readline().strip()
    watchdog = threading.Timer(LIMIT_SECONDS, process.kill)
    watchdog.start()
    yield outcome
    watchdog.cancel()
    process.kill()
    process.wait()


def _says_why(notice: str, lock_path: Path) -> bool:
    return f"{lock_path} is not a regular file" in notice and "remove it to play" in notice


@pilot_test
async def test_continue_is_refused_and_says_why(saved: Session, lock_path: Path, other_copy: str) -> None:
    assert other_copy == "NotARegularFile"
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        notice = text_of(pilot, "#menu-notice")
        assert _says_why(notice, lock_path)
        assert notice.endswith(".")
    assert still_saved(saved)


@pilot_test
async def test_continue_from_the_menu_is_refused_and_says_why(saved: Session, lock_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert _says_why(text_of(pilot, "#menu-notice"), lock_path)
    assert still_saved(saved)


@pilot_test
async def test_a_new_match_is_refused_and_says_why(saved: Session, lock_path: Path) -> None:
    app = make_app(QuickPlay(opponents=1, level="easy", rules=load_ruleset("simple"), seed=2))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert _says_why(text_of(pilot, "#menu-notice"), lock_path)
    assert still_saved(saved)


@pilot_test
async def test_statistics_that_need_setting_right_under_a_lock_that_is_not_a_file_say_so(home: Path) -> None:
    history = home / "data" / "history.jsonl"
    history.parent.mkdir(parents=True)
    history.write_bytes(b'{"schema_version":4}\nnot a match\n')
    (home / "data" / HISTORY_LOCK_NAME).mkdir()
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        assert "cannot be used (it is not a regular file)" in text_of(pilot, "#statistics-notice")
