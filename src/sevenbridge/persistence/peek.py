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
from .paths import SAVE_NAME, SETTINGS_MAX_BYTES, SETTINGS_NAME, config_dir, data_dir

__all__ = ["save_file_exists", "settings_theme"]


def settings_theme() -> str | None:
    """The theme the settings file names, or ``None`` when it names none or cannot be read.

    Only the ``theme`` field is looked at, as plain JSON; nothing else is checked.
    """
    try:
        data = json.loads(read_bounded(config_dir() / SETTINGS_NAME, SETTINGS_MAX_BYTES))
    except (OSError, ValueError, RecursionError):
        return None
    theme = data.get("theme") if isinstance(data, dict) else None
    return theme if isinstance(theme, str) else None


def save_file_exists() -> bool:
    """Whether a saved match is there, known without reading it."""
    return (data_dir() / SAVE_NAME).exists()
