"""Every card on screen takes the new colours at once when the theme or the card faces change.

Cards drawn before a change kept the colours they were drawn in: after
textual-dark → textual-light the log's spades were the old light grey on the
new light grey background, the status line's clubs stayed black after the
four-colour deck went on, and a replay (opened from Statistics or from a
game's sheet) kept the theme it was opened in, even when opened again from
the same sheet. These tests switch the theme on the real app and read the
colours Textual composed on the screen: every card glyph must show on what is
under it (``SHOWS``), in the current face's colour of its suit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from app_support import first_game_nearly_over, open_first_replay, pilot_test, played_session
from rich.color import Color as RichColor
from rich.style import Style
from table_host import chi_session, pon_session, stacked_session
from textual._compositor import LayoutUpdate
from textual.app import App
from textual.color import Color
from textual.filter import dim_color
from textual.pilot import Pilot
from textual.widget import Widget

from sevenbridge.engine.actions import Draw, Meld
from sevenbridge.engine.cards import Card, Suit, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.session import Session
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import SHOWS, contrast
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.cards_text import CardFace
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.replay import ReplayScreen
from sevenbridge.ui.table.status_line import StatusLine
from support import first_legal, play_out, step

SIZE = (80, 24)
SYMBOLS = {suit.symbol: suit for suit in Suit}


def glyphs(app: App[Any]) -> Iterator[tuple[str, Suit, RichColor, RichColor]]:
    """Each run of text the top screen draws that holds one suit's symbol, with its colour and the one under it.

    Dim text is read as the terminal shows it: its colour half-way to the background. The table under a
    game's sheet shows faded through the sheet's backdrop on purpose, and is left out.
    """
    regions = [widget.region for widget in app.screen.query(Widget) if widget.display]
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    for y, line in enumerate(update.strips):
        x = 0
        for segment in (segment for strip in line for segment in strip):
            at, x = x, x + segment.cell_length
            style = segment.style or Style()
            suits = {SYMBOLS[char] for char in segment.text if char in SYMBOLS}
            if len(suits) != 1 or style.color is None or style.bgcolor is None:
                continue
            fore, back = style.color, style.bgcolor
            if fore.triplet is None or back.triplet is None or not any(r.contains(at, y) for r in regions):
                continue
            yield segment.text, suits.pop(), dim_color(back, fore) if style.dim else fore, back


def weak_glyphs(app: App[Any]) -> list[tuple[str, float]]:
    """The cards on screen drawn at less than ``SHOWS`` on what is under them."""
    weak = []
    for text, _suit, fore, back in glyphs(app):
        assert fore.triplet is not None
        assert back.triplet is not None
        ratio = contrast(Color(*fore.triplet), Color(*back.triplet))
        if ratio < SHOWS:
            weak.append((text, round(ratio, 2)))
    return weak


def off_face(app: App[Any], face: CardFace) -> list[str]:
    """The cards on screen not drawn in ``face``'s colour of their suit (a joker's ``=9♥`` aside)."""
    return [
        text
        for text, suit, fore, _back in glyphs(app)
        if not text.startswith("=") and Style.parse(face.style(Card(f"A{suit.value}"))).color != fore
    ]


async def switch_theme(pilot: Pilot[None], theme: str) -> None:
    """Change the theme as the command palette does, and let every screen catch up."""
    pilot.app.theme = theme
    await pilot.pause()
    await pilot.pause()


async def at_the_table(pilot: Pilot[None]) -> TableScreen:
    """The saved match's table, with its log written, a card drawn and two cards selected."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    await pilot.press("d")
    await pilot.pause()
    await pilot.press("1", "2")
    await pilot.pause()
    return screen


@pilot_test
async def test_the_log_and_the_status_line_take_the_new_theme() -> None:
    save_settings(Settings(cpu_speed="instant", theme="textual-dark"))
    save_match(played_session(moves=12))
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_table(pilot)
        assert any(symbol in line for line in screen.query_one(GameLog).lines_written for symbol in SYMBOLS)
        assert "Selected" in screen.query_one(StatusLine).message.plain
        assert weak_glyphs(app) == []
        for theme in ("textual-light", "atom-one-light", "textual-dark"):
            await switch_theme(pilot, theme)
            assert weak_glyphs(app) == [], theme
            assert off_face(app, screen.face) == [], theme


@pilot_test
async def test_the_log_and_the_status_line_take_the_four_colour_deck() -> None:
    save_settings(Settings(cpu_speed="instant", theme="atom-one-light"))
    save_match(played_session(moves=12))
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_table(pilot)
        app.action_toggle_four_colour()
        await pilot.pause()
        assert off_face(app, screen.face) == []
        assert weak_glyphs(app) == []


async def check_the_replay_follows(pilot: Pilot[None], themes: tuple[str, ...]) -> None:
    """On an open replay: every card shows, in each theme, at the deal and at the end with its sheet."""
    screen = pilot.app.screen
    assert isinstance(screen, ReplayScreen)
    for key in ("right", "end"):
        await pilot.press(key)
        await pilot.pause()
        for theme in themes:
            await switch_theme(pilot, theme)
            assert weak_glyphs(pilot.app) == [], (key, theme)


@pilot_test
async def test_a_replay_from_statistics_takes_the_new_theme() -> None:
    record_match(play_out(first_game_nearly_over(seed=8), first_legal))
    save_settings(Settings(theme="textual-dark"))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_first_replay(pilot)
        await check_the_replay_follows(pilot, ("textual-light", "atom-one-light", "textual-dark"))


@pilot_test
async def test_a_replay_from_a_games_sheet_takes_the_new_theme_and_so_does_the_sheet() -> None:
    session = step(first_game_nearly_over(seed=8), first_legal)
    assert session.game.result is not None
    save_settings(Settings(cpu_speed="instant", theme="atom-one-light"))
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("r")
        await pilot.pause()
        await check_the_replay_follows(pilot, ("textual-dark",))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert weak_glyphs(app) == []
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert weak_glyphs(app) == []


@pilot_test
async def test_the_card_a_joker_stands_for_shows_as_a_card_does() -> None:
    """``[8♥ JK=9♥ 10♥]``: the ``=9♥`` was drawn dim in the joker's colour, 2.6:1 under atom-one-light."""
    rules = load_ruleset("standard").with_changes(jokers=1)
    melded = (Draw(), Meld(parse_cards("8H JK TH")))
    session = stacked_session(["8H JK TH 2S 5C 7D KS", "9C 4S 6D 8S JD TD AC"], "3C 4H", melded, rules=rules)
    save_settings(Settings(cpu_speed="instant", theme="atom-one-light"))
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert any(text.startswith("=9") for text, *_rest in glyphs(app))
        assert weak_glyphs(app) == []


@pytest.mark.parametrize(("session", "key"), [(pon_session, None), (chi_session, "c")])
@pilot_test
async def test_a_question_at_the_table_takes_the_new_theme(session: Callable[[], Session], key: str | None) -> None:
    """The pon question's discard, and each run a chi could make, drawn again in the new theme."""
    save_settings(Settings(cpu_speed="instant", theme="textual-dark"))
    save_match(session())
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if key is not None:
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, PonDialog | ChoiceDialog)
        assert list(glyphs(app))
        await switch_theme(pilot, "textual-light")
        assert weak_glyphs(app) == []
