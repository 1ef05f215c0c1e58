"""What the files hold, learned before their pydantic models are loaded.

The first menu frame is drawn before the settings and save formats are loaded
(they bring pydantic and the engine), yet it should already wear the player's
theme and know whether there is a match to continue. These peeks answer that
from the raw files; the models have the last word once they load, so a bad
file is still set aside and its defaults applied just after.
"""

from __future__ import annotations

import json

from ..safe_read import read_bounded
from ..translation import LanguageChoice, language_choice
from .paths import SAVE_NAME, SETTINGS_MAX_BYTES, SETTINGS_NAME, config_dir, data_dir

__all__ = ["save_file_exists", "settings_language", "settings_theme"]


def _settings_field(name: str) -> str | None:
    """The text the settings file gives field ``name``, or ``None`` when it gives none or cannot be read.

    Only that field is looked at, as plain JSON; nothing else is checked.
    """
    try:
        data = json.loads(read_bounded(config_dir() / SETTINGS_NAME, SETTINGS_MAX_BYTES))
    except (OSError, ValueError, RecursionError):
        return None
    value = data.get(name) if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def settings_theme() -> str | None:
    """The theme the settings file names, or ``None``."""
    return _settings_field("theme")


def settings_language() -> LanguageChoice:
    """The language the settings file asks for; ``auto`` (the system's) when it names none the game speaks."""
    return language_choice(_settings_field("language"))


def save_file_exists() -> bool:
    """Whether a saved match is there, known without reading it."""
    return (data_dir() / SAVE_NAME).exists()
