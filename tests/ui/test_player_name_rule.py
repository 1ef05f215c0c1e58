"""``play --name`` follows the New match form's rule for the player's name, which the settings hold.

The name is trimmed, must not be empty, has at most 20 characters, holds no
control character (a tab, a newline, an escape) and is no CPU opponent's.
The command line refuses any other with status 2, in the player's language,
as it refuses its other bad options.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test
from pydantic import ValidationError

from sevenbridge.cli import _parser, main
from sevenbridge.persistence.settings import Settings
from sevenbridge.ui.app import make_app, start_from
from sevenbridge.ui.table import TableScreen

REFUSED = {
    "x" * 300: "Your name must be at most 20 characters long.",
    "x" * 21: "Your name must be at most 20 characters long.",
    "   ": "Your name must not be empty.",
    "": "Your name must not be empty.",
    "A\tB": "Your name: it holds a control character (\\t).",
    "A\nB": "Your name: it holds a control character (\\n).",
    "\x1b]2;PWN\x07Z": "Your name: it holds a control character (\\x1b).",
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_play_refuses_a_name_the_form_refuses(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--name", name]) == 2
    error = capsys.readouterr().err
    assert error.startswith("usage: sevenbridge play")
    assert f"error: argument --name: {REFUSED[name]}" in error
    assert not any(char in error for char in "\x1b\x07\t"), "the refused name is never echoed raw"


@pytest.mark.parametrize("name", list(REFUSED))
def test_the_settings_refuse_the_same_names(name: str) -> None:
    with pytest.raises(ValidationError):
        Settings(player_name=name)


def test_play_refuses_a_long_name_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ja", "play", "--name", "x" * 300]) == 2
    assert "あなたの名前は20文字以内にしてください。" in capsys.readouterr().err


@pilot_test
async def test_play_trims_the_name_as_the_form_does() -> None:
    args = _parser().parse_args(["play", "--seed", "5", "--opponents", "1", "--name", "  Aki Tanaka  "])
    app = make_app(start_from(args))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.seats[0].name == "Aki Tanaka"


def test_a_name_of_twenty_characters_is_taken() -> None:
    assert Settings(player_name=" " + "x" * 20 + " ").player_name == "x" * 20
