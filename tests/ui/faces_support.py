"""Card faces for tests that draw cards without an app: the default dark theme's colours, fixed here.

The narration and hint functions take the face to draw cards in; these faces
let them be tested as plain functions.
"""

from __future__ import annotations

from typing import Final

from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import CardFace, card_face

THEME: Final = {
    "background": "#121212",
    "foreground": "#e0e0e0",
    "foreground-muted": "#E0E0E099",
    "panel": "#242F38",
    "error": "#b93c5b",
    "primary": "#0178d4",
    "success": "#4ebf71",
    "accent": "#fea62b",
    "warning": "#ffa62b",
}
"""The colours a face is made of, as the ``textual-dark`` theme gives them."""

FACE: Final[CardFace] = card_face(CardFaces(), THEME)
"""The standard face: suit symbols, two suit colours."""

ASCII_FACE: Final[CardFace] = card_face(CardFaces(ascii=True), THEME)
"""The ASCII face: suit letters and frames of + - |."""
