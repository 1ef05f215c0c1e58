"""A FIFO, a device or a folder where a file should be never hangs the game nor fills its memory.

Each kind of file the game reads (the saved match, settings, history, a rule
set given by path, and the theme peeked at before the first frame) is replaced
by a real FIFO with no writer, a link to an endless device, or a folder. Every
read must come back at once with a plain problem, and the thing found there is
kept aside like any other bad file.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from sevenbridge.engine.rules import RuleSetError, load_ruleset
from sevenbridge.persistence.history import load_history
from sevenbridge.persistence.paths import HOME_VARIABLE, HomeError, config_dir, data_dir
from sevenbridge.persistence.peek import peek_settings
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.saves import load_match
from sevenbridge.persistence.settings import Settings, load_settings
from sevenbridge.safe_read import NotARegularFile, TooLarge, read_bounded

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev devices are POSIX")

T = TypeVar("T")


def within(seconds: float, call: Callable[[], T]) -> T:
    """The result of ``call``, which must return within ``seconds`` (a hung read fails the test, not the run)."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as error:
            failure.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still reading after {seconds} s"
    if failure:
        raise failure[0]
    return outcome[0]


def make_fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def link_to(device: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.symlink_to(device)

    return make


def make_folder(path: Path) -> None:
    path.mkdir(parents=True)


NOT_FILES: dict[str, Callable[[Path], None]] = {
    "a FIFO": make_fifo,
    "a link to /dev/zero": link_to("/dev/zero"),
    "a link to /dev/urandom": link_to("/dev/urandom"),
    "a folder": make_folder,
}


@pytest.mark.parametrize("make", NOT_FILES.values(), ids=NOT_FILES.keys())
def test_read_bounded_refuses_anything_but_a_regular_file(tmp_path: Path, make: Callable[[Path], None]) -> None:
    path = tmp_path / "thing"
    make(path)
    with pytest.raises(NotARegularFile):
        within(5, lambda: read_bounded(path, 1024))


def test_read_bounded_stops_at_its_limit_and_reads_a_small_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_bytes(b"x" * 2048)
    with pytest.raises(TooLarge):
        read_bounded(path, 1024)
    assert read_bounded(path, 2048) == b"x" * 2048
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "missing", 10)


LOADERS: dict[str, tuple[Callable[[], Path], Callable[[], FileProblem | None]]] = {
    "save": (lambda: data_dir() / "match.json", lambda: _problem_of(load_match())),
    "settings": (lambda: config_dir() / "settings.json", lambda: load_settings()[1]),
    "history": (lambda: data_dir() / "history.jsonl", lambda: load_history()[1]),
    "first-format history": (lambda: data_dir() / "history.json", lambda: load_history()[1]),
}


def _problem_of(found: object) -> FileProblem | None:
    return found if isinstance(found, FileProblem) else None


@pytest.mark.parametrize("make", NOT_FILES.values(), ids=NOT_FILES.keys())
@pytest.mark.parametrize("kind", LOADERS.keys())
def test_a_stored_file_that_is_not_a_file_is_kept_aside_at_once(kind: str, make: Callable[[Path], None]) -> None:
    where, load = LOADERS[kind]
    path = where()
    make(path)
    problem = within(5, load)
    assert problem is not None
    assert "it is not a regular file" in problem.message
    assert not os.path.lexists(path)
    assert os.path.lexists(problem.kept_as)
    assert within(5, load) is None, "the next start finds no file and no problem"


@pytest.mark.parametrize("make", NOT_FILES.values(), ids=NOT_FILES.keys())
def test_the_theme_peek_gives_up_at_once(make: Callable[[Path], None]) -> None:
    make(config_dir() / "settings.json")
    assert within(5, peek_settings).theme is None


@pytest.mark.parametrize("make", NOT_FILES.values(), ids=NOT_FILES.keys())
def test_a_rule_set_path_that_is_not_a_file_is_refused_by_name(tmp_path: Path, make: Callable[[Path], None]) -> None:
    path = tmp_path / "house.toml"
    make(path)
    with pytest.raises(RuleSetError, match=r"house\.toml: cannot read: it is not a regular file"):
        within(5, lambda: load_ruleset(path))


def test_a_huge_rule_set_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_text('name = "Huge"\n' + "# filler\n" * 20_000)
    with pytest.raises(RuleSetError, match="far larger than any rule set"):
        load_ruleset(path)


def test_the_settings_still_load_from_a_real_file() -> None:
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(Settings(player_name="Aki", theme="nord").model_dump_json())
    assert load_settings() == (Settings(player_name="Aki", theme="nord"), None)
    assert peek_settings().theme == "nord"


def test_an_empty_home_variable_is_an_error_not_the_real_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    for value in ("", "   "):
        monkeypatch.setenv(HOME_VARIABLE, value)
        with pytest.raises(HomeError, match="SEVENBRIDGE_HOME is set but empty"):
            data_dir()
        with pytest.raises(HomeError):
            config_dir()


def test_the_command_line_says_so_for_an_empty_home(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sevenbridge.cli import main

    monkeypatch.setenv(HOME_VARIABLE, "")
    assert main(["--continue"]) == 2
    assert "SEVENBRIDGE_HOME is set but empty" in capsys.readouterr().err
