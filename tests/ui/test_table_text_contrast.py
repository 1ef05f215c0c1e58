"""Every text the table and its footer draw reads on what it is drawn on, in every theme Textual offers.

A play-tester at 80×24 under atom-one-light found the seat names, the hand's
cursor (``[7]``) at 3.0:1, the opponents' hand sizes (``7▮``) and "no melds
yet" at 2.0:1, "no discard yet" at 2.4:1, the divider over the player's melds
at 1.9:1 and the footer's keys at 1.8:1; the log's game heading was 3.0:1
and its frame 1.7:1 under textual-dark. These tests open a saved match in the
real app, switch through every theme and read the colours Textual composed on
the screen: text that says something needs ``READS`` (WCAG AA), a line drawn
only to frame or divide needs ``SHOWS``. Cards keep their own rule (see
``test_card_contrast``); the terminal's own colours have no contrast to measure.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from app_support import pilot_test, played_session
from rich.style import Style
from textual._compositor import LayoutUpdate
from textual.app import App
from textual.color import Color
from textual.filter import dim_color
from textual.widget import Widget

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import READS, SHOWS, contrast
from sevenbridge.ui.footer import Footer
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.cards_text import CardFace
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow

SIZE = (80, 24)
DRAWN: frozenset[str] = frozenset(chr(code) for code in range(0x2500, 0x25A0)) | frozenset("+-|#▲")
"""Characters that only draw: card frames, meld boxes, borders, the stock; a line of them needs ``SHOWS``."""
SCROLLBAR: frozenset[str] = frozenset("▁▂▃▄▅▆▇")
"""The ends of the log's scrollbar thumb, Textual's own drawing in its scrollbar colours: not measured."""
SELECTORS = ("#my-melds", "#score", "#log", "#status")
"""Widgets besides the seat rows, the piles, the hand and the footer whose drawing is read: the player's row
with the divider over it, the score board, the log and the status line."""


def card_colours(face: CardFace) -> set[Any]:
    """The colours a card's label is drawn in, which follow the cards' own rule."""
    styles = (*face.suit_styles.values(), face.joker, face.represented)
    return {Style.parse(style).color for style in styles}


def weak_texts(app: App[Any], face: CardFace) -> list[tuple[str, float]]:
    """Each run of text on the table or its footer drawn with less contrast than it needs."""
    screen = app.screen
    widgets: list[Widget] = [
        *screen.query(SeatRow),
        screen.query_one(PileView),
        screen.query_one(HandView),
        screen.query_one(Footer),
        *(screen.query_one(selector) for selector in SELECTORS),
    ]
    regions = [widget.region for widget in widgets if widget.display]
    return [
        (text, round(ratio, 2)) for text, ratio, least in _measured(app, regions, card_colours(face)) if ratio < least
    ]


def _measured(app: App[Any], regions: list[Any], cards: set[Any]) -> Iterator[tuple[str, float, float]]:
    """Each run of text in ``regions`` that is not a card's label: its contrast and the least it needs."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    for y, line in enumerate(update.strips):
        x = 0
        for segment in (segment for strip in line for segment in strip):
            at, x = x, x + segment.cell_length
            style, text = segment.style or Style(), segment.text.strip()
            if not text or set(text) <= SCROLLBAR or style.color in cards:
                continue
            if style.color is None or style.bgcolor is None:
                continue
            fore, back = style.color, style.bgcolor
            if fore.triplet is None or back.triplet is None or not any(r.contains(at, y) for r in regions):
                continue
            shown = dim_color(back, fore) if style.dim else fore
            assert shown.triplet is not None
            ratio = contrast(Color(*shown.triplet), Color(*back.triplet))
            yield text, ratio, SHOWS if set(text) <= DRAWN else READS


async def weak_in_every_theme(app: App[Any], pilot: Any) -> dict[str, list[tuple[str, float]]]:
    """The weak texts of the table in each theme the app offers."""
    screen = app.screen
    assert isinstance(screen, TableScreen)
    assert {"textual-light", "atom-one-light", "textual-dark"} <= set(app.available_themes)
    weak = {}
    for theme in app.available_themes:
        app.theme = theme
        await pilot.pause()
        await pilot.pause()
        if found := weak_texts(app, screen.face):
            weak[theme] = found

    return weak


@pilot_test
async def test_a_fresh_deal_reads_in_every_theme() -> None:
    """No discard yet, no melds yet, the player's row to act, the cursor on the first card."""
    save_settings(Settings(cpu_speed="instant"))
    session = played_session(moves=0)
    assert not session.game.discards
    assert not session.game.melds
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await weak_in_every_theme(app, pilot) == {}


@pilot_test
async def test_a_table_with_melds_reads_in_every_theme() -> None:
    """The player and one opponent have melded, two opponents have not; a card drawn, two selected."""
    save_settings(Settings(cpu_speed="instant"))
    session = played_session(moves=12)
    owners = {meld.owner for meld in session.game.melds}
    assert 0 in owners
    assert {1, 2} - owners == {1, 2}
    assert owners - {0}
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert await weak_in_every_theme(app, pilot) == {}
