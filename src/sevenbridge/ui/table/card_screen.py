"""Screens that draw cards follow the card face: a new theme or new card choices redraw every card at once.

A face's colours are worked out for one theme (see ``cards_text``); a card
left in the colours of the theme before can vanish on the new background
(textual-dark's light grey spades on textual-light's light grey). So every
screen that draws cards, or writes in the face's colours made to read (the
sheets' muted words, the match's winner), holds its face in one reactive
attribute, takes the face again whenever the theme changes or the app says
the player's card choices did (``refresh_cards``), and redraws what it shows
from it in ``watch_face``: widgets bound to the face redraw themselves, and
text kept from before (log lines, the last message) is drawn through
``recolour``.
"""

from __future__ import annotations

from textual.reactive import var
from textual.screen import Screen, ScreenResultType
from textual.theme import Theme

from ..host import CardFaces
from .cards_text import CardFace, card_face

__all__ = ["DrawsCards"]


def _given_to_the_screen() -> CardFace:
    """The card face has no default: each screen is given one, or makes it from the app, before it is drawn."""
    raise RuntimeError("a screen that draws cards is given its card face")


class DrawsCards(Screen[ScreenResultType]):
    """A screen whose cards follow the theme and the player's card choices.

    A modal screen names ``ModalScreen`` first among its bases (see ``ForgetsDrawnLines``).
    """

    face: var[CardFace] = var(_given_to_the_screen, init=False)
    """How cards are drawn: the player's card faces in the theme's colours."""

    def watch_face(self, face: CardFace) -> None:
        """Redraw what the screen shows in ``face``; each screen says how."""

    def on_mount(self) -> None:
        """Follow the app's theme from now on."""
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)

    def _theme_changed(self, _theme: Theme) -> None:
        self.refresh_cards()

    def refresh_cards(self, choices: CardFaces | None = None) -> None:
        """Take the face again in the current theme, for ``choices`` if the player's choices changed."""
        self.face = card_face(self.card_choices() if choices is None else choices, self.app.theme_variables)

    def card_choices(self) -> CardFaces:
        """The player's card choices: those the face was made from."""
        return self.face.choices
