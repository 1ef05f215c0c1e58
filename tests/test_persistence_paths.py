"""Where files live, and that nothing is written anywhere else."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.session import start_session
from support import first_legal, step


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's real folders, pointed at a fresh folder that must stay empty unless used."""
    outside = tmp_path / "user"
    outside.mkdir()
    for variable in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.setenv(variable, str(outside / variable.lower()))
    return outside


def test_sevenbridge_home_holds_both_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEVENBRIDGE_HOME", str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable" / "data"
    assert config_dir() == tmp_path / "portable" / "config"
    assert not (tmp_path / "portable").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_without_it_the_xdg_folders_are_used(elsewhere: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SEVENBRIDGE_HOME", raising=False)
    assert data_dir() == elsewhere / "xdg_data_home" / "sevenbridge"
    assert config_dir() == elsewhere / "xdg_config_home" / "sevenbridge"


def test_every_file_goes_under_sevenbridge_home(
    tmp_path: Path, elsewhere: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("SEVENBRIDGE_HOME", str(home))
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    session = start_session(rules, ["Aki", "North"], [None, "easy"], seed=1)
    save_match(session)
    save_settings(Settings(player_name="Aki"))
    while session.game.result is None:
        session = step(session, first_legal)
    record_match(session.finish_game())

    written = sorted(str(path.relative_to(home)) for path in home.rglob("*") if path.is_file())
    assert written == ["config/settings.json", "data/history.jsonl", "data/history.lock"]
    assert list(elsewhere.rglob("*")) == []


def test_saved_games_load_without_the_terminal_interface() -> None:
    code = (
        "import sys\n"
        "import sevenbridge.persistence.saves, sevenbridge.persistence.settings\n"
        "import sevenbridge.persistence.history, sevenbridge.persistence.statistics\n"
        "print('textual' in sys.modules)\n"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"


def test_the_engine_does_not_import_saved_games() -> None:
    code = "import sys, sevenbridge, sevenbridge.play.session\nprint('sevenbridge.persistence' in sys.modules)\n"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"
