"""The table: the screens of a match in play, from the deal to the final standings."""

from .screen import TableScreen

__all__ = ["TableScreen"]
