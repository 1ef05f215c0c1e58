"""Without colour (``NO_COLOR``) every card reads clearly: each suit in the text colour, told by its symbol.

Textual draws a ``NO_COLOR`` terminal in greys, each colour turned into a grey
of its brightness; a red heart on the dark background then became a dark grey
hard to read. These tests turn the cards' styles grey the way Textual does and
measure the contrast against the background.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test, quick
from rich.style import Style
from table_keys import table_of, wait_for_player
from textual.color import Color
from textual.filter import monochrome_style
from textual.theme import BUILTIN_THEMES

from sevenbridge.engine.cards import JOKER, NATURALS, Card, Suit
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import contrast
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import CardFace, card_face

READABLE = 4.5
"""The least contrast for text to read easily (WCAG's level AA for ordinary text)."""
COLOURED_THEMES = sorted(name for name in BUILTIN_THEMES if "ansi" not in name)
"""Every theme Textual ships with fixed colours (the ANSI themes leave the colours to the terminal)."""


def grey_contrast(style: str, background: str) -> float:
    """The contrast of text in ``style`` on ``background`` once Textual has turned both grey."""
    grey = monochrome_style(Style.parse(f"{style} on {background}"))
    assert grey.color is not None
    assert grey.bgcolor is not None
    return contrast(Color(*grey.color.get_truecolor()), Color(*grey.bgcolor.get_truecolor()))


def least_contrast(face: CardFace, background: str) -> float:
    """The worst contrast of any card's label in ``face``, in greys."""
    return min(grey_contrast(face.style(card), background) for card in (*NATURALS, JOKER))


@pytest.mark.parametrize("theme", COLOURED_THEMES)
@pytest.mark.parametrize("four_colour", [False, True])
def test_without_colour_every_card_reads_clearly_in_every_theme(theme: str, four_colour: bool) -> None:
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    face = card_face(CardFaces(four_colour=four_colour, monochrome=True), variables)
    assert least_contrast(face, variables["background"]) >= READABLE
    assert len({face.style(Card(f"A{suit.name[0]}")) for suit in Suit}) == 1, "every suit in one style"


@pytest.mark.parametrize("theme", sorted(set(BUILTIN_THEMES) - set(COLOURED_THEMES)))
def test_without_colour_the_ansi_themes_draw_every_card_in_the_terminals_own_text_colour(theme: str) -> None:
    """Textual takes every colour away there, so the terminal's text on its background is the contrast."""
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    face = card_face(CardFaces(monochrome=True), variables)
    assert {face.style(card) for card in (*NATURALS, JOKER)} == {"bold default"}


def test_the_red_suits_were_too_dark_to_read_in_grey_with_their_colours() -> None:
    """Why the faces differ: the usual red, turned grey, falls below a readable contrast."""
    variables = BUILTIN_THEMES["textual-dark"].to_color_system().generate()
    coloured = card_face(CardFaces(), variables)
    assert grey_contrast(coloured.style(Card("AH")), variables["background"]) < READABLE


@pilot_test
async def test_the_app_under_no_color_draws_every_suit_readably(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert app.card_faces.monochrome
        face = table_of(pilot).face
        background = app.theme_variables["background"]
        assert least_contrast(face, background) >= READABLE
        assert face.style(Card("5H")) == face.style(Card("5S"))
        assert grey_contrast(face.selected, background) >= READABLE
        assert grey_contrast(face.cursor, background) >= READABLE


@pilot_test
async def test_the_app_with_colour_keeps_red_suits_red(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert not app.card_faces.monochrome
        face = table_of(pilot).face
        heart = Style.parse(face.style(Card("5H"))).color
        assert heart is not None
        assert heart.triplet is not None
        red, green, blue = heart.triplet
        assert red > max(green, blue) + 64, "the theme's red, made to show on the panel, is still red"
        assert face.style(Card("5H")) != face.style(Card("5S"))
