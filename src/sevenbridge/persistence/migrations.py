"""Schema versions: every file names its format, and older formats are upgraded.

A migration is one step, from version ``n`` to ``n + 1``, kept in a table by
``n``; reading an old file runs every step from its version to the current
one. A file from a newer version is refused, never guessed at.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["Migration", "SchemaError", "migrate"]

Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""One step: the data of version ``n`` in, the data of version ``n + 1`` out."""


class SchemaError(ValueError):
    """A file whose schema version cannot be read by this version of the game."""


def migrate(data: dict[str, Any], current: int, steps: Mapping[int, Migration]) -> dict[str, Any]:
    """``data`` brought up to schema version ``current``, one step at a time."""
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SchemaError("it has no schema version")
    if version > current:
        raise SchemaError(f"it was written by a newer version of Seven Bridge, in file format {version}")
    while version < current:
        step = steps.get(version)
        if step is None:
            raise SchemaError(f"its file format {version} is unknown")
        data = {**step(data), "schema_version": version + 1}
        version += 1
    return data
