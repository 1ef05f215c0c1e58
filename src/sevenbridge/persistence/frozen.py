"""The base of every stored record, and the seat names the records keep."""

from __future__ import annotations

from typing import Annotated, Final

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["SEAT_NAME_LIMIT", "FrozenModel", "SeatName"]

SEAT_NAME_LIMIT: Final = 40
"""The most characters a seat's name in a file may have. The game writes at most 20 (the player's name);
a longer one, up to twice that, may come from settings of an earlier version, and anything longer is a
damaged or hand-made file, refused rather than left to flood the menu and the log."""

SeatName = Annotated[str, Field(max_length=SEAT_NAME_LIMIT)]
"""A seat's name in a saved match, a history line or a replay file."""


class FrozenModel(BaseModel):
    """An immutable record that refuses unknown fields, so a mistyped or foreign file is caught, not half-read."""

    model_config = ConfigDict(frozen=True, extra="forbid")
