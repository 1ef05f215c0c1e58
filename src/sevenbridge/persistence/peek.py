"""What the files hold, learned before their pydantic models are loaded.

The first menu frame is drawn before the settings and save formats are loaded
(they bring pydantic and the engine), yet it should already wear the player's
theme and know whether there is a match to continue. These peeks answer that
from the raw files; the models have the last word once they load, so a bad
file is still set aside and its defaults applied just after.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..safe_read import read_bounded
from ..translation import LanguageChoice, language_choice
from .paths import SAVE_NAME, SETTINGS_MAX_BYTES, SETTINGS_NAME, config_dir, data_dir

__all__ = ["SettingsPeek", "peek_settings", "save_file_exists"]


@dataclass(frozen=True)
class SettingsPeek:
    """The two settings the first frame needs."""

    theme: str | None
    """The theme the settings file names, or ``None``."""
    language: LanguageChoice
    """The language it asks for; ``auto`` (the system's) when it names none the game speaks."""


def peek_settings() -> SettingsPeek:
    """The theme and language of the settings file, read once; as if unset when it cannot be read.

    Only those fields are looked at, as plain JSON; nothing else is checked.
    """
    try:
        data = json.loads(read_bounded(config_dir() / SETTINGS_NAME, SETTINGS_MAX_BYTES))
    except (OSError, ValueError, RecursionError):
        data = None
    fields = data if isinstance(data, dict) else {}
    theme = fields.get("theme")
    return SettingsPeek(theme if isinstance(theme, str) else None, language_choice(fields.get("language")))


def save_file_exists() -> bool:
    """Whether a saved match is there, known without reading it."""
    return (data_dir() / SAVE_NAME).exists()
