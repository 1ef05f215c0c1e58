"""The game in a real browser: ``sevenbridge serve`` on localhost, driven by headless Chromium.

The page draws the terminal on a canvas, so what the keys did is read from the
files the game keeps: the saved match in the page's own session folder shows
the player's draw and discard. Chromium may reach localhost and nothing else.
"""

from __future__ import annotations

import importlib.util
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from serve_support import served, wait_until

from sevenbridge.engine.actions import Action, Discard, Draw
from sevenbridge.persistence.paths import HOME_VARIABLE, SAVE_NAME
from sevenbridge.persistence.saves import LoadedMatch, load_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.serve import SESSIONS_FOLDER

CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")
MISSING = [
    what
    for what, found in (
        ("Chromium (apt-get install chromium)", CHROMIUM),
        ("ChromeDriver (apt-get install chromium-driver)", CHROMEDRIVER),
        ('Selenium (pip install -e ".[web-test]")', importlib.util.find_spec("selenium")),
        ('textual-serve (pip install -e ".[web]")', importlib.util.find_spec("textual_serve")),
    )
    if not found
]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(bool(MISSING), reason=f"the browser test needs {', '.join(MISSING)}; .ci/run installs them"),
]

SESSION = "browser-test-001"
CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost",
    "--window-size=1100,760",
)
"""Headless, and no address but localhost resolves: the page's web fonts and any browser service stay unreached."""


@pytest.fixture
def server(home: Path, tmp_path: Path) -> Iterator[int]:
    """``sevenbridge serve`` on a free localhost port."""
    with served(home, tmp_path / "serve.log") as port:
        yield port


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'chromium'}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def saved_moves(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, Action]]:
    """The (seat, action) steps of the game saved in the session ``folder``."""
    monkeypatch.setenv(HOME_VARIABLE, str(folder))
    if not (folder / "data" / SAVE_NAME).exists():
        return []
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch), loaded
    return list(loaded.session.game.history)


def test_a_match_is_started_drawn_and_discarded_in_a_browser_in_the_pages_own_folder(
    server: int, browser: Any, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    folder = home / "data" / SESSIONS_FOLDER / SESSION
    monkeypatch.setenv(HOME_VARIABLE, str(folder))
    save_settings(Settings(cpu_speed="instant"))

    browser.get(f"http://localhost:{server}/?session={SESSION}")
    assert browser.current_url.endswith(f"session={SESSION}")
    wait_until(lambda: "-first-byte" in browser.find_element(By.TAG_NAME, "body").get_attribute("class"), "a frame")
    keys = browser.find_element(By.CSS_SELECTOR, ".xterm-helper-textarea")
    time.sleep(1.0)
    keys.send_keys("n")
    time.sleep(1.0)
    keys.send_keys(Keys.CONTROL + "s")

    def mine(kind: type[Action]) -> Callable[[], bool]:
        return lambda: any(seat == 0 and isinstance(step, kind) for seat, step in saved_moves(folder, monkeypatch))

    wait_until(mine(Draw), "the player's draw", step=lambda: keys.send_keys("d"))
    keys.send_keys("1")
    time.sleep(0.5)
    keys.send_keys("x")
    wait_until(mine(Discard), "the player's discard")
    browser.save_screenshot(str(tmp_path / "table.png"))
    assert not (home / "data" / SAVE_NAME).exists(), "the server's own folder holds no match"

    browser.switch_to.new_window("tab")
    browser.get(f"http://localhost:{server}/?session={SESSION}")
    assert SESSION not in browser.current_url, "a session open in one page is not shared with a second"
    browser.get(f"http://localhost:{server}/")
    assert "session=" in browser.current_url
