"""``sevenbridge serve``: local addresses only unless told, one folder per session, and its command line."""

from __future__ import annotations

import importlib.util
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from serve_support import served

from sevenbridge.cli import _parser, main
from sevenbridge.translation import use_language
from sevenbridge.ui.serve import (
    SESSION_PATTERN,
    game_command,
    is_loopback,
    new_session_id,
    remote_warning,
    session_home,
)

NO_WEB = importlib.util.find_spec("textual_serve") is None


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST", "127.0.0.1", "127.8.9.10", "::1", "[::1]"])
def test_loopback_addresses_are_served_without_asking(host: str) -> None:
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "example.org", "localhost.example.org", ""])
def test_any_other_address_is_not_loopback(host: str) -> None:
    assert not is_loopback(host)


def test_a_non_local_host_is_refused_without_allow_remote(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    error = capsys.readouterr().err
    assert "0.0.0.0 is not a loopback address" in error
    assert "--allow-remote" in error


def test_the_remote_warning_says_there_is_no_password() -> None:
    warning = remote_warning("0.0.0.0", 8000)
    assert "0.0.0.0:8000" in warning
    assert "no password" in warning


def test_session_ids_are_fresh_and_only_session_ids_name_a_folder(tmp_path: Path) -> None:
    ids = {new_session_id() for _ in range(100)}
    assert len(ids) == 100
    assert all(SESSION_PATTERN.fullmatch(session) for session in ids)
    session = ids.pop()
    assert session_home(tmp_path, session) == tmp_path / session
    for bad in ("../../etc", "short", "a" * 17, "a/b" + "c" * 13, "."):
        with pytest.raises(ValueError, match="not a session id"):
            session_home(tmp_path, bad)


@pytest.mark.parametrize(
    ("argv", "ascii"),
    [([], False), (["--ascii"], True), (["play", "--ascii"], True), (["serve", "--ascii"], True), (["play"], False)],
)
def test_ascii_is_taken_before_or_after_the_command(argv: list[str], ascii: bool) -> None:
    assert _parser().parse_args(argv).ascii is ascii


@pytest.mark.slow
@pytest.mark.skipif(NO_WEB, reason='needs the web extra: pip install -e ".[web]"')
def test_the_page_hands_out_sessions_and_the_shared_websocket_is_closed(home: Path, tmp_path: Path) -> None:
    with served(home, tmp_path / "serve.log") as port:
        for address in (f"http://localhost:{port}/", f"http://localhost:{port}/?session=../../etc"):
            with urllib.request.urlopen(address, timeout=10) as page:
                session = page.url.partition("session=")[2]
                assert SESSION_PATTERN.fullmatch(session), page.url
                assert f"ws://localhost:{port}/ws/{session}" in page.read().decode()
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://localhost:{port}/ws", timeout=10)
        assert refused.value.code == 404
    assert "Seven Bridge is served at http://localhost:" in (tmp_path / "serve.log").read_text()


def test_without_the_web_extra_serve_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert main(["serve"]) == 2
    assert 'pip install "sevenbridge[web]"' in capsys.readouterr().err


def test_each_game_is_started_with_the_language_serve_was_given() -> None:
    assert game_command(ascii=False, language="ja")[-2:] == ["--lang", "ja"]
    assert game_command(ascii=True, language=None)[-1] == "--ascii"
    assert "--lang" not in game_command(ascii=False, language=None)


def test_serve_refuses_a_non_local_host_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--lang", "ja", "--host", "0.0.0.0"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("sevenbridge: 0.0.0.0 はループバックアドレスではないため")
    assert "--allow-remote" in error


def test_the_remote_warning_is_given_in_japanese() -> None:
    use_language("ja")
    warning = remote_warning("0.0.0.0", 8000)
    assert warning.startswith("警告: 0.0.0.0:8000 で、")
    assert "パスワードはありません" in warning
