"""Where Seven Bridge keeps its files.

The saved match and the history go in the user's data folder, settings in the
config folder, both as platformdirs finds them for the platform. Setting
``SEVENBRIDGE_HOME`` puts both under one folder instead (portable installs,
tests); set but empty, it is an error rather than a silent fall-back to the
real folders. Nothing is created here: writers create folders when they write.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

from ..translation import _

__all__ = [
    "APP_NAME",
    "EXPORTS_NAME",
    "HOME_VARIABLE",
    "SAVE_NAME",
    "SETTINGS_MAX_BYTES",
    "SETTINGS_NAME",
    "HomeError",
    "check_home",
    "config_dir",
    "data_dir",
    "exports_dir",
]

APP_NAME: Final = "sevenbridge"
HOME_VARIABLE: Final = "SEVENBRIDGE_HOME"
"""The environment variable that moves every file under one folder."""
EXPORTS_NAME: Final = "exports"
"""The folder of the data folder where a replay's ``e`` writes games."""
SAVE_NAME: Final = "match.json"
"""The saved match's file in the data folder (``peek`` looks for it before the save format is loaded)."""
SETTINGS_NAME: Final = "settings.json"
"""The settings file in the config folder (``peek`` reads its theme before the settings model is loaded)."""
SETTINGS_MAX_BYTES: Final = 64 << 10
"""A larger settings file is refused unread (and not peeked at for its theme)."""


class HomeError(ValueError):
    """``SEVENBRIDGE_HOME`` is set but names no folder."""


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE)
    if value is None:
        return None
    if not value.strip():
        empty = _("{variable} is set but empty: set it to a folder, or unset it to use the usual folders")
        raise HomeError(empty.format(variable=HOME_VARIABLE))
    return Path(value).expanduser()


def check_home() -> None:
    """Raise ``HomeError`` if ``SEVENBRIDGE_HOME`` is set but empty, before any file is looked for."""
    _home()


def data_dir() -> Path:
    """The folder of the saved match and the match history."""
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def exports_dir() -> Path:
    """The folder games exported from a replay go to: the player's own, never the program's current folder
    (which, when the game is served in a browser, is the server's)."""
    return data_dir() / EXPORTS_NAME


def config_dir() -> Path:
    """The folder of the settings file."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
