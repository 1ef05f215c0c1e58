"""A crash closes the app with a failure status, the traceback in a log file and one sentence saying where."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import played_session

from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import SevenBridgeApp, run_to_end
from sevenbridge.ui.screens.menu import MenuScreen


class Broken(RuntimeError):
    """The failure the test injects into the menu."""


def _explode(self: MenuScreen) -> None:
    raise Broken("the menu fell over")


def test_a_crash_exits_non_zero_with_the_traceback_in_the_data_folder(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    session = played_session()
    save_match(session)
    monkeypatch.setattr(MenuScreen, "on_mount", _explode)
    status = run_to_end(SevenBridgeApp("menu"), headless=True)
    assert status == 1
    log = data_dir() / "crash.log"
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text
    assert "Broken: the menu fell over" in text
    assert "_explode" in text
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0, err
    assert str(log) in err
    assert "Traceback" not in err
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    assert loaded.session.game == session.game


def test_a_crash_with_an_unwritable_data_folder_still_names_the_error(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (home / "data").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(MenuScreen, "on_mount", _explode)
    assert run_to_end(SevenBridgeApp("menu"), headless=True) == 1
    err = capsys.readouterr().err
    assert "Broken: the menu fell over" in err
    assert "could not be written" in err


def test_a_plain_quit_exits_zero() -> None:
    app = SevenBridgeApp("menu")

    def quit_at_once(self: MenuScreen) -> None:
        self.app.exit()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(MenuScreen, "on_mount", quit_at_once)
        assert run_to_end(app, headless=True) == 0


def test_the_crash_sentence_is_in_the_players_language_and_the_log_in_english(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    save_settings(Settings(language="ja"))
    monkeypatch.setattr(MenuScreen, "on_mount", _explode)
    assert run_to_end(SevenBridgeApp("menu"), headless=True) == 1
    log = data_dir() / "crash.log"
    assert capsys.readouterr().err.strip() == (
        f"sevenbridge はエラーで停止しました。詳しくは {log} にあります（保存したマッチは残っています）。"
    )
    assert "stopped on an error" in log.read_text(encoding="utf-8")
