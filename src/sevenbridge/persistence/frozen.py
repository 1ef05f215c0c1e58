"""The base of every stored record."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["FrozenModel"]


class FrozenModel(BaseModel):
    """An immutable record that refuses unknown fields, so a mistyped or foreign file is caught, not half-read."""

    model_config = ConfigDict(frozen=True, extra="forbid")
