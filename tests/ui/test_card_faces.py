"""Card faces: which one a terminal gets, how each draws a card, and that they are remembered.

The ASCII face must show every card with plain letters, the cursor and the
selection must read without colour, and settings files from before the faces
existed must still load.
"""

from __future__ import annotations

import io
import json
import math
from pathlib import Path

import pytest
from app_support import pilot_test, quick
from faces_support import THEME
from rich.color import Color as RichColor
from rich.color import ColorType
from rich.console import Console
from rich.style import Style
from table_host import TableHostApp, run_table, table_session
from table_keys import table_of, wait_for_player
from textual.color import Color, rgb_to_lab
from textual.pilot import Pilot

from sevenbridge.engine.cards import JOKER, NATURALS, Card
from sevenbridge.persistence.paths import config_dir
from sevenbridge.persistence.settings import Settings, load_settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import SHOWS, contrast, theme_colour
from sevenbridge.ui.glyphs import lacks_glyphs, use_ascii
from sevenbridge.ui.host import CardFaces
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.cards_text import CardFace, card_face
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow

DECK = (*NATURALS, JOKER)
SUITS = "♠♥♦♣"
TERMINAL_COLOURS = {ColorType.DEFAULT, ColorType.STANDARD}
"""Colours the terminal itself decides: its default text and background, and its sixteen named colours."""
TOLD_APART = 25.0
"""The least distance in Lab between a highlight and a suit's colour (CIE76 ΔE; about 2.3 is barely visible)."""

SETTINGS_BEFORE_FACES = """{
  "schema_version": 1,
  "player_name": "Ann",
  "opponents": 3,
  "levels": ["normal", "normal", "normal"],
  "ruleset": "standard",
  "custom_rules": null,
  "games_per_match": null,
  "cpu_speed": "normal",
  "hand_order": "rank",
  "theme": "nord"
}
"""
"""A settings file exactly as the release before card faces wrote it."""


@pytest.mark.parametrize(
    ("encoding", "term", "lacking"),
    [
        ("utf-8", "xterm-256color", False),
        ("UTF8", "tmux-256color", False),
        ("utf-8", None, False),
        (None, None, False),
        ("ascii", "xterm-256color", True),
        ("latin-1", "xterm", True),
        ("cp437", None, True),
        ("no-such-encoding", "xterm", True),
        ("utf-8", "linux", True),
        ("utf-8", "linux-16color", True),
        ("utf-8", "vt100", True),
        ("utf-8", "vt220", True),
        ("utf-8", "cons25", True),
    ],
)
def test_a_terminal_lacks_the_glyphs_when_it_is_not_utf8_or_is_a_known_plain_console(
    encoding: str | None, term: str | None, lacking: bool
) -> None:
    assert lacks_glyphs(encoding, term) is lacking


def test_ascii_is_used_when_asked_for_or_when_auto_and_the_terminal_lacks_the_glyphs() -> None:
    assert use_ascii("auto", forced=True, lacking=False)
    assert use_ascii("unicode", forced=True, lacking=False)
    assert use_ascii("ascii", forced=False, lacking=False)
    assert use_ascii("auto", forced=False, lacking=True)
    assert not use_ascii("auto", forced=False, lacking=False)
    assert not use_ascii("unicode", forced=False, lacking=True)


def test_the_ascii_face_names_every_card_in_at_most_three_plain_characters_and_no_two_alike() -> None:
    face = card_face(CardFaces(ascii=True), THEME)
    labels = [face.label(card) for card in DECK]
    assert all(label.isascii() and 2 <= len(label) <= 3 for label in labels)
    assert len(set(labels)) == len(DECK)
    assert [face.label(Card(code)) for code in ("10H", "QS", "AD", "7C", "JK")] == ["10H", "QS", "AD", "7C", "JK"]
    assert all(part.isascii() for part in (face.frame.top, face.frame.side, face.frame.back, face.frame.raised))
    assert face.plain("9♥ does not fit 8♣ 10♣; JK does") == "9H does not fit 8C 10C; JK does"


def test_the_unicode_face_keeps_the_suit_symbols() -> None:
    face = card_face(CardFaces(), THEME)
    assert [face.label(Card(code)) for code in ("10H", "QS", "JK")] == ["10♥", "Q♠", "JK"]
    assert face.plain("9♥") == "9♥"


def test_suit_colours_come_from_the_theme_two_or_four_of_them() -> None:
    two = card_face(CardFaces(), THEME)
    four = card_face(CardFaces(four_colour=True), THEME)
    styles = {code: (two.style(Card(code)), four.style(Card(code))) for code in ("2S", "2H", "2D", "2C")}
    assert styles["2H"] == ("bold #C94C6B", "bold #C94C6B"), "the theme's #B93C5B, lightened to show on the panel"
    assert styles["2D"] == ("bold #C94C6B", "bold #0178D4")
    assert styles["2C"] == ("bold #E0E0E0", "bold #4EBF71")
    assert styles["2S"] == ("bold #E0E0E0", "bold #E0E0E0")
    assert two.frame_style == "#8D8D8D", "a colour with transparency is laid over the background"


def test_a_theme_colour_with_an_alpha_or_from_the_terminal_is_read_as_textual_reads_it() -> None:
    ansi = {**THEME, "foreground": "ansi_default", "foreground-muted": "ansi_default 50%", "error": "ansi_red"}
    face = card_face(CardFaces(), {**ansi, "background": "ansi_default", "panel": "transparent"})
    assert (face.style(Card("2H")), face.style(Card("2S"))) == ("bold color(1)", "bold default")
    assert (face.frame_style, face.selected_face) == ("default", "on default"), "the terminal's colours keep no alpha"
    nearly_solid = card_face(CardFaces(), {**ansi, "background": "ansi_default", "panel": "#242F38 80%"})
    assert nearly_solid.selected_face == "on #242F38", "a colour cannot be mixed with the terminal's background"
    assert card_face(CardFaces(), {**THEME, "foreground-muted": "#E0E0E0 60%"}).frame_style == "#8D8D8D"
    assert card_face(CardFaces(), {**THEME, "error": "rgb(185, 60, 91)"}).style(Card("2H")) == "bold #C94C6B"
    unreadable = card_face(CardFaces(), {**THEME, "error": "no such colour", "primary": "#0178d4 lots%"})
    assert (unreadable.style(Card("2H")), unreadable.back) == ("bold default", "default")


def suit_styles_apart(face: CardFace, four_colour: bool) -> bool:
    """Whether the suits take the colours they should: red and black, or four colours."""
    spades, hearts, diamonds, clubs = (face.style(Card(f"A{suit}")) for suit in "SHDC")
    if four_colour:
        return len({spades, hearts, diamonds, clubs}) == 4
    return spades == clubs != hearts == diamonds


def told_apart(one: RichColor, other: RichColor) -> bool:
    """Whether two colours are told apart at a glance.

    Two of the terminal's sixteen colours are apart when their hues differ: red
    and bright red are both red. Two fixed colours are apart when at least
    ``TOLD_APART`` from each other in Lab (solarized's orange and red are 18.7).
    """
    if ColorType.TRUECOLOR not in (one.type, other.type):
        return one.type != other.type or (one.number or 0) % 8 != (other.number or 0) % 8
    if one.type != other.type:
        return True
    near, far = (rgb_to_lab(Color.from_rich_color(colour)) for colour in (one, other))
    return math.dist((near.L, near.a, near.b), (far.L, far.a, far.b)) >= TOLD_APART


def highlights_apart(face: CardFace, four_colour: bool) -> bool:
    """Whether the cursor is told apart from every suit's colour, and the selection from them and the cursor.

    Four suit colours, a cursor and a selection are more colours than a pastel
    theme has far apart, so there a selected card (raised, its label on the
    panel colour) has only a frame of a colour of its own.
    """
    suits = [colour for style in face.suit_styles.values() if (colour := Style.parse(style).color)]
    cursor, selected = (Style.parse(style).color for style in (face.cursor, face.selected))
    assert cursor is not None
    assert selected is not None
    if not all(told_apart(cursor, suit) for suit in suits):
        return False
    if four_colour:
        return selected not in {*suits, cursor}
    return all(told_apart(selected, colour) for colour in (*suits, cursor))


def highlights_show(face: CardFace, background: str) -> bool:
    """The cursor and the selection frame stand out from a fixed background by at least 3:1."""
    ground = theme_colour(background)
    if ground.ansi is not None:
        return True
    marks = (Style.parse(face.cursor).color, Style.parse(face.selected).color)
    return all(
        mark is not None and mark.triplet is not None and contrast(Color(*mark.triplet), ground) >= SHOWS
        for mark in marks
    )


TERMINAL_THEMES = {"ansi-dark", "ansi-light"}
"""Textual's themes that name only the terminal's own colours (older Textuals' ``textual-ansi`` mixes in fixed ones)."""


def face_styles(face: CardFace) -> list[Style]:
    """Every style the face draws with, read as Rich reads it when the cards are drawn."""
    named = (face.joker, face.back, face.frame_style, face.cursor, face.selected, face.selected_face)
    return [Style.parse(style) for style in (*face.suit_styles.values(), *named)]


@pilot_test
async def test_every_theme_the_palette_offers_draws_the_table_with_each_suit_apart() -> None:
    """The ANSI themes name the terminal's own colours, which the faces keep, so the terminal's palette decides."""
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert "textual-light" in app.available_themes
        for four_colour in (False, True):
            if four_colour:
                app.action_toggle_four_colour()
            for theme in app.available_themes:
                app.theme = theme
                await pilot.pause()
                screen = table_of(pilot)
                face = screen.face
                assert suit_styles_apart(face, four_colour), (theme, face)
                assert highlights_apart(face, four_colour), (theme, four_colour, face)
                assert highlights_show(face, app.theme_variables["background"]), (theme, four_colour, face)
                styles = face_styles(face)
                if theme in TERMINAL_THEMES:
                    assert {style.color.type for style in styles if style.color} <= TERMINAL_COLOURS, theme
                hand = screen.query_one(HandView)
                console = Console(width=80, file=io.StringIO())
                drawn = "".join(segment.text for segment in console.render(hand.render()))
                assert all(face.label(card) in drawn for card in hand.cards), theme
        assert app.screen is screen


@pytest.mark.parametrize("theme", ["ansi-dark", "ansi-light", "textual-dark"])
def test_the_mark_of_the_seat_to_act_is_drawn_in_the_cursor_colour_in_every_kind_of_theme(theme: str) -> None:
    """A style the terminal's own colours are written in (``bold color(5)``) must reach the screen too."""
    app = TableHostApp(table_session(seed=7))
    if theme not in app.available_themes:
        pytest.skip(f"this Textual has no {theme} theme")

    async def scenario(pilot: Pilot[None]) -> None:
        pilot.app.theme = theme
        await pilot.pause()
        screen = table_of(pilot)
        row = next(row for row in screen.query(SeatRow) if row.has_class("-acting"))
        mark = next(segment for segment in row.render_line(0) if segment.text.strip() == screen.face.frame.acting)
        assert mark.style is not None
        cursor = Style.parse(screen.face.cursor)
        assert (mark.style.color, mark.style.bold) == (cursor.color, True), theme

    run_table(app, scenario)


def test_the_table_in_ascii_shows_no_suit_symbol_box_line_or_card_back() -> None:
    app = TableHostApp(table_session(seed=7), faces=CardFaces(ascii=True))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("1")
        await pilot.pause()
        texts = [screen.query_one(HandView).render().plain]
        texts += [str(widget.render()) for widget in (*screen.query(SeatRow), screen.query_one(PileView))]
        shown = "\n".join(texts)
        assert all(
            card.symbol[:-1] + "SHDC"[" ♠♥♦♣".index(card.symbol[-1]) - 1] in shown
            for card in screen.session.game.hands[0]
        )
        assert not set(shown) & set(SUITS + "╭╮╰╯│─▮▒▶▲·")
        assert "Easy 7#" in shown, "a hand's size is written with the ASCII card back"
        assert screen.has_class("-ascii"), "the panels round the table are framed in ASCII too"

    run_table(app, scenario)


def test_the_cards_follow_a_new_theme_and_new_faces_on_every_widget_at_once() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        widgets = (screen.query_one(HandView), screen.query_one(PileView), *screen.query(SeatRow))
        assert all(widget.face == screen.face for widget in widgets)
        before = screen.face
        pilot.app.theme = "nord"
        await pilot.pause()
        assert screen.face.style(Card("2H")) != before.style(Card("2H"))
        assert all(widget.face == screen.face for widget in widgets)
        app.faces = CardFaces(ascii=True)
        screen.refresh_cards()
        await pilot.pause()
        assert all(widget.face is screen.face and screen.face.ascii for widget in widgets)
        assert "+---+" in screen.query_one(HandView).render().plain
        assert screen.has_class("-ascii")

    run_table(app, scenario)


def test_cursor_and_selection_read_by_shape_alone() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        hand = table_of(pilot).query_one(HandView)
        await pilot.press("d", "2", "4", "right")
        await pilot.pause()
        assert hand.selected == {1, 3}
        console = Console(no_color=True, width=120, record=True)
        console.print(hand.render())
        rows = console.export_text(styles=False).splitlines()
        marks = rows[3]
        assert [marks[6 * position + 2] for position in range(len(hand.cards))] == list("─▲─▲────"), (
            "raised cards leave a mark"
        )
        assert rows[4][6 * 4 : 6 * 5] == " [5]  ", "the cursor moved from the fourth card to the fifth"
        assert "[" not in rows[4][: 6 * 4]

    run_table(app, scenario)


def test_settings_written_before_card_faces_still_load_with_the_default_faces(home: Path) -> None:
    config_dir().mkdir(parents=True)
    (config_dir() / "settings.json").write_text(SETTINGS_BEFORE_FACES, encoding="utf-8")
    settings, problem = load_settings()
    assert problem is None
    assert (settings.player_name, settings.theme, settings.hand_order) == ("Ann", "nord", "rank")
    assert (settings.card_glyphs, settings.four_colour) == ("auto", False)


@pilot_test
async def test_ascii_on_the_command_line_and_four_colours_from_the_palette() -> None:
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick(), ascii=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await wait_for_player(pilot)
        assert isinstance(screen, TableScreen)
        assert app.card_faces == CardFaces(ascii=True, four_colour=False)
        assert not set(screen.query_one(HandView).render().plain) & set(SUITS)
        app.action_toggle_four_colour()
        await pilot.pause()
        assert app.card_faces.four_colour
        assert table_of(pilot).face.style(Card("5C")) == f"bold {app.theme_variables['success'].upper()}"
    assert json.loads((config_dir() / "settings.json").read_text())["four_colour"] is True


@pilot_test
async def test_the_ascii_setting_is_used_and_the_palette_turns_it_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "linux")
    save_settings(Settings(cpu_speed="instant", card_glyphs="ascii"))
    app = make_app(quick())
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for_player(pilot)
        before = app.card_faces
        assert not set(table_of(pilot).query_one(HandView).render().plain) & set(SUITS)
        app.action_toggle_ascii()
        await pilot.pause()
        after = app.card_faces
        assert before.ascii
        assert not after.ascii, "a headless run has no console to ask, so TERM=linux is not consulted"
        assert set(table_of(pilot).query_one(HandView).render().plain) & set(SUITS)
    settings, _ = load_settings()
    assert settings.card_glyphs == "unicode"
