"""Where a picture of the screen (the palette's Screenshot) is saved, and what the player is told.

Textual saves it in the Downloads folder and fails when there is none, as in a
fresh account. The game saves it there when the folder exists, and otherwise
in its own exports folder, where a replay's export goes too: it makes that
folder, never one in the player's home. What is said is in the game's
language, the path shown whole and as text (a folder name may hold ``[``).
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_downloads_path

from ..persistence.paths import exports_dir
from ..safe_read import system_reason
from ..translation import _
from .path_lines import path_lines, toast_width

__all__ = ["screenshot_failed", "screenshot_folder", "screenshot_saved"]


def screenshot_folder(asked: str | None = None) -> Path:
    """The folder to save in: ``asked``, the Downloads folder if there is one, or the exports folder (made if
    missing; ``OSError`` if it cannot be)."""
    if asked:
        return Path(asked)
    downloads = user_downloads_path()
    if downloads.is_dir():
        return downloads
    folder = exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def screenshot_saved(path: Path | None, screen_width: int) -> str:
    """That the picture was saved, and where when the path is known (not when a browser took it)."""
    if path is None:
        return _("The screenshot was saved.")
    shown = "\n".join(path_lines(str(path.absolute()), toast_width(screen_width)))
    return _("The screenshot was saved to {path}").format(path=shown)


def screenshot_failed(error: BaseException) -> str:
    """That the picture could not be saved, and the system's reason (in the player's language where it is a
    common one)."""
    reason = system_reason(error) if isinstance(error, OSError) else str(error)
    return _("The screenshot could not be saved ({error}).").format(error=reason)
