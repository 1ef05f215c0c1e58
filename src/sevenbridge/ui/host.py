"""What the table screens need from the application around them.

The table is built and tested on its own; the app provides these services
(settings, autosave, navigation) so the table never reaches for files or
menus itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..persistence.settings import HandOrder, Speed
from ..play.session import Session

__all__ = ["CardFaces", "HandOrder", "Speed", "TableHost"]


@dataclass(frozen=True)
class CardFaces:
    """How the player wants cards drawn: ASCII letters and frames or Unicode suits, two or four suit colours.

    ``ascii`` is already decided for this terminal (a setting, ``--ascii``, or
    what the terminal can show); the colours come from the theme at the table.
    ``monochrome`` says the terminal shows no colour (``NO_COLOR``): every
    colour becomes a grey of its brightness, so the cards use the theme's
    text colour alone and each suit is told by its symbol.
    """

    ascii: bool = False
    four_colour: bool = False
    monochrome: bool = False


class TableHost(Protocol):
    """The services a table screen asks of its app."""

    @property
    def cpu_speed(self) -> Speed:
        """The pace of CPU turns."""
        ...

    def set_cpu_speed(self, speed: Speed) -> None:
        """Change and remember the pace of CPU turns."""
        ...

    @property
    def hand_order(self) -> HandOrder:
        """How the hand is sorted."""
        ...

    def set_hand_order(self, order: HandOrder) -> None:
        """Change and remember how the hand is sorted."""
        ...

    @property
    def card_faces(self) -> CardFaces:
        """How cards are drawn."""
        ...

    @property
    def assistance(self) -> bool:
        """Whether the player wants hints and undo offered (a setting; off, their keys say so and do nothing)."""
        ...

    @property
    def show_reasons(self) -> bool:
        """Whether the game log gives each CPU move's reason."""
        ...

    def autosave(self, session: Session) -> None:
        """Save the match after a change, so it can be continued exactly here."""
        ...

    def match_finished(self, session: Session) -> None:
        """Record a finished match in the history and clear the save."""
        ...

    def show_main_menu(self) -> None:
        """Leave the table for the main menu."""
        ...

    def show_new_match(self, after: Session | None = None) -> None:
        """Leave the table for the new-match screen; after a match, set up as that match was."""
        ...
