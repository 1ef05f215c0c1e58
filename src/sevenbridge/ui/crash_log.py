"""What happens when the app fails: the traceback goes to a file, the player gets one sentence.

A traceback is of use to whoever fixes the bug, not to the player, and the
terminal it would be printed on is being handed back to the shell. So the app
writes it to ``crash.log`` in the data folder (the latest crash only, so the
file never grows) and, once the terminal is restored, says where it is. The
log is for whoever fixes the bug and stays in English; the sentence is in the
player's language.
"""

from __future__ import annotations

import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from .. import __version__
from ..persistence.atomic import write_atomic
from ..persistence.paths import data_dir
from ..translation import _

__all__ = ["CRASH_LOG_NAME", "crash_sentence", "write_crash_log"]

CRASH_LOG_NAME: Final = "crash.log"


def write_crash_log(error: BaseException) -> Path | None:
    """Write ``error`` and its traceback to the crash log; ``None`` if the log cannot be written."""
    path = data_dir() / CRASH_LOG_NAME
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    text = f"sevenbridge {__version__} stopped on an error at {stamp}\n\n" + "".join(traceback.format_exception(error))
    try:
        write_atomic(path, text)
    except OSError:
        return None
    return path


def crash_sentence(error: BaseException, log: Path | None) -> str:
    """The one sentence the player sees after a crash."""
    if log is None:
        unwritten = _("sevenbridge stopped on an error ({error}); the crash log could not be written.")
        return unwritten.format(error=f"{type(error).__name__}: {error}")
    return _("sevenbridge stopped on an error; the details are in {log} (your saved match is kept).").format(log=log)
