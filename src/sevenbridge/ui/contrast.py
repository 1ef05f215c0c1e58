"""How much two colours differ to the eye, and a theme's colour made to show on what it is drawn on.

The one contrast rule of the app (WCAG's ratio, ``contrast``) and the one
way of meeting it (``showing``): the card faces use it for every card's
colour and for the table's own text and lines, and ``legible_variables``
for the CSS variables of the footer's text. A theme's colours are chosen for its own
widgets: under atom-one-light the footer's keys (its accent on its panel)
read at 1.8:1 and the dashed line over the player's melds (its primary, half
transparent) at 1.9:1.

The module needs only Textual's colours: the app draws its first frame, the
footer included, with these variables before it loads anything else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from textual.color import Color, ColorParseError

__all__ = [
    "READS",
    "SHOWS",
    "Legible",
    "contrast",
    "legible",
    "legible_variables",
    "showing",
    "solid",
    "theme_colour",
]

TERMINAL_DEFAULT: Final = Color(0, 0, 0, ansi=-1)
"""The terminal's own text or background colour, as Textual writes ``ansi_default``."""


SHOWS: Final = 3.0
"""The least contrast (WCAG) a card's colours and a drawn line need on what they are drawn on: a theme's colours are
chosen for its widgets, not for cards, and a dark blue cursor on the dark background (textual-dark's
secondary, 1.9:1) is hard to find, as is textual-light's orange joker (its accent, 1.5:1)."""
READS: Final = 4.5
"""The least contrast (WCAG AA for text) of text that says something, where ``SHOWS`` is enough for a card's
bold label and for a line: a seat's name, the cursor's key (``[7]``), a hand's size (``7▮``), a footer's key.
Text once written dim takes the card face's ``muted`` colour instead, which reads: dim halved the contrast."""


def theme_colour(value: str) -> Color:
    """A theme variable's colour, read as Textual's CSS reads it.

    A value may carry an alpha as a percentage after the colour
    (``ansi_default 50%``), which ``Color.parse`` alone refuses; the ANSI
    themes name the terminal's own colours (``ansi_red``), which keep no alpha.
    A value no colour can be read from is the terminal's default colour, so a
    theme never stops the cards from being drawn.
    """
    name, _, alpha = value.rpartition(" ")
    if not (name and alpha.endswith("%")):
        name, alpha = value, ""
    try:
        found = Color.parse(name)
        return found.multiply_alpha(float(alpha.removesuffix("%")) / 100) if alpha else found
    except (ColorParseError, ValueError):
        return TERMINAL_DEFAULT


def solid(found: Color, background: Color) -> Color:
    """``found`` as it shows on ``background``: a colour with transparency is laid over the background.

    The terminal's own colours (ANSI) cannot be mixed: over the terminal's
    background, a colour more than half transparent is that background and any
    other is the colour itself.
    """
    if found.ansi is not None or found.a >= 1:
        return found
    if background.ansi is None:
        return background.blend(found.with_alpha(1.0), found.a)
    return background if found.a < 0.5 else found.with_alpha(1.0)


def showing(found: Color, grounds: Sequence[Color], least: float = SHOWS) -> Color:
    """``found``, lightened on dark grounds or darkened on light ones until it shows on each at ``least``.

    A card or a line needs ``SHOWS``, text that says something ``READS``. The
    first ground (the background) tells whether they are dark; on a ground
    of middle lightness, where the lightest colour still falls short
    (solarized's blue footer), the colour is darkened instead. Lab lightness
    alone changes, so a red stays red and two suits keep their difference in
    hue. The terminal's own colours are left as they are: the terminal decides
    how they look.
    """
    if found.ansi is not None or any(ground.ansi is not None for ground in grounds):
        return found
    dark = grounds[0].brightness < 0.5
    first = _moved(found, grounds, least, lighter=dark)
    if _weakest(first, grounds) >= least:
        return first
    return max(first, _moved(found, grounds, least, lighter=not dark), key=lambda moved: _weakest(moved, grounds))


def _moved(found: Color, grounds: Sequence[Color], least: float, *, lighter: bool) -> Color:
    """``found`` lightened (or darkened) a step at a time until it shows on each ground at ``least``, or as far
    as it goes."""
    for _ in range(100):
        if _weakest(found, grounds) >= least:
            break
        found = found.lighten(0.01) if lighter else found.darken(0.01)
    return found


def _weakest(found: Color, grounds: Sequence[Color]) -> float:
    """The least contrast of ``found`` on any of ``grounds``."""
    return min(contrast(found, ground) for ground in grounds)


def contrast(one: Color, other: Color) -> float:
    """The WCAG contrast ratio of two fixed colours, from 1 (the same) to 21 (black and white)."""
    lighter, darker = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def _luminance(found: Color) -> float:
    """The relative luminance of a fixed colour, as WCAG defines it."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(found.r) + 0.7152 * linear(found.g) + 0.0722 * linear(found.b)


@dataclass(frozen=True)
class Legible:
    """A CSS variable for text or a line: a theme's colour made to show on what it is drawn on."""

    colour: str
    """The theme's colour (a variable's name), with an alpha as Textual's CSS writes it: ``primary 50%``."""
    grounds: tuple[str, ...]
    """The theme variables it is drawn on, the one behind any transparency first."""
    least: float
    """The contrast it needs: ``READS`` for text, ``SHOWS`` for a line."""


LEGIBLE: Final = {
    "footer-key-foreground": Legible("footer-key-foreground", ("footer-background",), READS),
    "footer-description-foreground": Legible("footer-description-foreground", ("footer-background",), READS),
    "footer-divider": Legible("foreground 20%", ("footer-background",), SHOWS),
}
"""The variables made legible: the footer's keys and what they do, the line before the command palette's
key in the footer (Textual's ``$foreground 20%``). The table's own text and lines follow the card face
(``CardFace.muted``, ``CardFace.divider``), as every app that shows the table has one."""


def legible_variables(variables: Mapping[str, str]) -> dict[str, str]:
    """The ``LEGIBLE`` variables for a theme's ``variables``, each as a colour that shows (see ``legible``)."""
    return {name: legible(variables, wanted) for name, wanted in LEGIBLE.items()}


def legible(variables: Mapping[str, str], wanted: Legible) -> str:
    """``wanted``'s colour in a theme of ``variables``, made to show on its grounds (see ``showing``).

    In a theme of the terminal's own colours (ANSI) it is the theme's colour
    as it is: the terminal decides how it looks.
    """
    source, _, alpha = wanted.colour.partition(" ")
    value = f"{variables[source]} {alpha}".strip()
    under = theme_colour(variables[wanted.grounds[0]])
    grounds = [solid(theme_colour(variables[ground]), under) for ground in wanted.grounds]
    colour = showing(solid(theme_colour(value), grounds[0]), grounds, wanted.least)
    return value if colour.ansi is not None or any(g.ansi is not None for g in grounds) else colour.hex
