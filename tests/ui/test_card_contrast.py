"""Every colour a card is drawn in shows on the background under it, in every theme Textual offers.

A theme's colours are chosen for its own widgets, not for card labels: under
textual-light the joker (the theme's accent) showed at 1.5:1 on the background,
under atom-one-light the four-colour clubs (its success colour) at 1.4:1. These
tests draw the table and a question in each theme and measure each part drawn
in a face's colour against the background Textual composed under it, then check
that making the colours show kept apart the suits the theme tells apart.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterable, Iterator

import pytest
from rich.color import Color as RichColor
from rich.style import Style
from rich.text import Text
from table_host import TableHostApp, run_table, stacked_session
from table_keys import table_of
from textual.color import Color
from textual.pilot import Pilot
from textual.theme import BUILTIN_THEMES
from textual.widget import Widget
from textual.widgets import Button

from sevenbridge.engine.cards import Card, Suit
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.ui.contrast import SHOWS, contrast, solid, theme_colour
from sevenbridge.ui.dialogs import ChoiceDialog
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table.cards_text import FOUR_COLOURS, STANDARD_COLOURS, TOLD_APART, CardFace, card_face, distance
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow

HANDS = ["JK AS 2H 3D 4C 5S 6H", "9C 4S 6D 8H JD TD AC"]
"""Ann holds the joker and every suit, so each of a face's colours is on the table at once."""
STOCK = "2C 3H 4H 7D"
SELECTED = ("2", "5")
"""Keys that raise two cards, whose labels are then drawn on the panel colour."""


def face_colours(face: CardFace) -> set[RichColor]:
    """Every colour the face draws a card or a mark in."""
    styles = (*face.suit_styles.values(), face.joker, face.back, face.frame_style, face.cursor, face.selected)
    return {colour for style in styles if (colour := Style.parse(style).color) is not None}


def weak_parts(widgets: Iterable[Widget], face: CardFace) -> Iterator[tuple[str, float]]:
    """Each part the widgets draw in one of the face's fixed colours with less than ``SHOWS`` on its background.

    Dim text (a hand's size, "under it:") is faded on purpose and not counted;
    the terminal's own colours have no contrast to measure.
    """
    colours = face_colours(face)
    for widget in widgets:
        for y in range(widget.size.height):
            for segment in widget.render_line(y):
                style = segment.style
                if style is None or style.dim or not segment.text.strip() or style.color not in colours:
                    continue
                if style.color is None or style.bgcolor is None:
                    continue
                fore, back = style.color.triplet, style.bgcolor.triplet
                if fore is not None and back is not None and (ratio := contrast(Color(*fore), Color(*back))) < SHOWS:
                    yield segment.text, round(ratio, 2)


def joker_table() -> TableHostApp:
    """A table where Ann holds the joker and every suit (``HANDS``)."""
    rules = load_ruleset("standard").with_changes(jokers=1)
    return TableHostApp(stacked_session(HANDS, STOCK, rules=rules))


async def every_theme(pilot: Pilot[None]) -> AsyncIterator[tuple[str, bool, CardFace]]:
    """Each theme Textual offers, with two and with four suit colours, and the table's face in it; not the
    themes in the terminal's own colours (``ansi-dark``, ``textual-ansi``), which the terminal decides."""
    app, screen = pilot.app, table_of(pilot)
    assert isinstance(app, TableHostApp)
    assert {"textual-light", "atom-one-light"} <= set(app.available_themes)
    for four_colour in (False, True):
        app.faces = CardFaces(four_colour=four_colour)
        for theme in app.available_themes:
            if theme_colour(app.available_themes[theme].foreground or "").ansi is not None:
                continue
            app.theme = theme
            screen.refresh_cards()
            await pilot.pause()
            yield theme, four_colour, screen.face


def test_every_card_colour_shows_on_the_table_in_every_theme() -> None:
    """Labels on the background and, raised, on the panel; frames, the stock and the marks on the background."""

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("d")
        await pilot.pause()
        await pilot.press(*SELECTED)
        await pilot.pause()
        screen = table_of(pilot)
        hand = screen.query_one(HandView)
        assert len(hand.selected) == len(SELECTED)
        weak = {}
        async for theme, four_colour, face in every_theme(pilot):
            found = list(weak_parts((hand, screen.query_one(PileView), *screen.query(SeatRow)), face))
            if found:
                weak[theme, four_colour] = found
        assert weak == {}

    run_table(joker_table(), scenario, size=(100, 32))


def test_every_card_colour_shows_in_a_question_in_every_theme() -> None:
    """A question's options are drawn on the surface, the one under the cursor reversed."""

    async def scenario(pilot: Pilot[None]) -> None:
        cards = table_of(pilot).query_one(HandView).cards
        await pilot.app.push_screen(ChoiceDialog[int]("?", [(Text(), 0), (Text(), 1)]))
        options = list(pilot.app.screen.query(Button))
        weak = {}
        async for theme, four_colour, face in every_theme(pilot):
            for number, option in enumerate(options):
                option.label = face.cards_text(cards[number:] + cards[:number])
            await pilot.pause()
            found = list(weak_parts(options, face))
            if found:
                weak[theme, four_colour] = found
        assert weak == {}

    run_table(joker_table(), scenario)


def theme_colours(theme: str, names: Iterable[str]) -> list[Color]:
    """The theme's colours of ``names``, as they show on its background."""
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    background = theme_colour(variables["background"])
    return [solid(theme_colour(variables[name]), background) for name in names]


@pytest.mark.parametrize("theme", sorted(BUILTIN_THEMES))
@pytest.mark.parametrize("four_colour", [False, True])
def test_making_the_suits_show_keeps_apart_the_suits_the_theme_tells_apart(theme: str, four_colour: bool) -> None:
    """Two suits that differ stay at least as far apart as the theme has them, or as ``TOLD_APART``.

    Half a unit is allowed for the rounding of a colour to its hex form.
    """
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    face = card_face(CardFaces(four_colour=four_colour), variables)
    names = FOUR_COLOURS if four_colour else STANDARD_COLOURS
    themed = dict(zip(Suit, theme_colours(theme, (names[suit] for suit in Suit)), strict=True))
    shown = {suit: Style.parse(face.style(Card(f"A{suit.value}"))).color for suit in Suit}
    for one, other in itertools.combinations(Suit, 2):
        if names[one] == names[other]:
            assert shown[one] == shown[other], (one, other)
            continue
        near, far = shown[one], shown[other]
        assert near is not None
        assert far is not None
        if near.triplet is None or far.triplet is None:
            assert near != far, (one, other)
            continue
        apart = distance(Color(*near.triplet), Color(*far.triplet))
        assert apart >= min(TOLD_APART, distance(themed[one], themed[other])) - 0.5, (one, other, apart)
