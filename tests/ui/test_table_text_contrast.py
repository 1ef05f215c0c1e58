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

The sheets' quieter words ("drawn", the note under an assisted game's mark)
were dim, 2.5:1 under solarized-light, and the match's winner a fixed yellow,
2.1:1 under atom-one-light; they are read the same way, on the game's sheet,
the score sheet on ``g`` and the standings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from advice_support import drawn_and_hinted, hint_shown, loose_jack, pick, pon_would_break_a_run
from app_support import open_first_replay, pilot_test, played_session
from rich.style import Style
from table_host import TableHostApp, rendered, run_table
from table_keys import wait_for_player
from textual._compositor import LayoutUpdate
from textual.app import App
from textual.color import Color
from textual.filter import dim_color
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.session import Session, start_session
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import READS, SHOWS, contrast, theme_colour
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.footer import Footer
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.cards_text import CardFace
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.match_over import MatchOverScreen
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.replay_lines import reason_line
from sevenbridge.ui.table.score_sheet import assisted_note
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen
from sevenbridge.ui.table.status_line import StatusLine
from support import never_melds, step, stock_out_match

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


def _runs(app: App[Any], regions: list[Any]) -> Iterator[tuple[str, Style]]:
    """Each run of text in ``regions`` as Textual composed the screen (the screens under it included), with its
    style."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    for y, line in enumerate(update.strips):
        x = 0
        for segment in (segment for strip in line for segment in strip):
            at, x = x, x + segment.cell_length
            text = segment.text.strip()
            if text and any(region.contains(at, y) for region in regions):
                yield text, segment.style or Style()


def _measured(app: App[Any], regions: list[Any], cards: set[Any]) -> Iterator[tuple[str, float, float]]:
    """Each run of text in ``regions`` that is not a card's label: its contrast and the least it needs."""
    for text, style in _runs(app, regions):
        if set(text) <= SCROLLBAR or style.color in cards or style.color is None or style.bgcolor is None:
            continue
        fore, back = style.color, style.bgcolor
        if fore.triplet is None or back.triplet is None:
            continue
        shown = dim_color(back, fore) if style.dim else fore
        assert shown.triplet is not None
        ratio = contrast(Color(*shown.triplet), Color(*back.triplet))
        yield text, ratio, SHOWS if set(text) <= DRAWN else READS


async def weak_in_every_theme(app: App[Any], pilot: Any) -> dict[str, list[tuple[str, float]]]:
    """The weak texts of the table in each theme the app offers."""
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return await weak_in_themes(app, pilot, lambda: weak_texts(app, screen.face))


async def weak_in_themes(
    app: App[Any], pilot: Any, weak: Callable[[], list[tuple[str, float]]]
) -> dict[str, list[tuple[str, float]]]:
    """What ``weak`` finds in each theme the app offers."""
    assert {"textual-light", "atom-one-light", "textual-dark"} <= set(app.available_themes)
    found = {}
    for theme in app.available_themes:
        app.theme = theme
        await pilot.pause()
        await pilot.pause()
        if texts := weak():
            found[theme] = texts
    return found


def weak_in(app: App[Any], face: CardFace, *widgets: Widget) -> list[tuple[str, float]]:
    """Each run of text in ``widgets`` (a question's words, a whole screen) drawn with less contrast than it needs."""
    return [
        (text, round(ratio, 2))
        for text, ratio, least in _measured(app, [widget.region for widget in widgets], card_colours(face))
        if ratio < least
    ]


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


def test_a_hints_reason_and_the_moves_of_the_selection_read_in_every_theme() -> None:
    """The hint's reason under the status line, then what the selected card can do ("x discards it").

    The table of a test host: only the status line is read, the footer's colours being the app's.
    """
    app = TableHostApp(loose_jack())

    async def scenario(pilot: Pilot[None]) -> None:
        table, hand = await drawn_and_hinted(pilot)
        status = table.query_one(StatusLine)
        assert status.message.plain.startswith("Discard J♣: ")
        assert await weak_in_themes(app, pilot, lambda: weak_in(app, table.face, status)) == {}
        await pick(pilot, hand, "KD")
        assert status.message.plain.endswith("x discards it")
        assert await weak_in_themes(app, pilot, lambda: weak_in(app, table.face, status)) == {}

    run_table(app, scenario)


def test_the_pon_questions_title_and_hint_read_in_every_theme() -> None:
    """The question's title ("Pon?") and the hint under it; the buttons are Textual's own."""
    app = TableHostApp(pon_would_break_a_run())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        title, hint = prompt.query_one(".dialog-title"), prompt.query_one("#pon-hint")
        assert await weak_in_themes(app, pilot, lambda: weak_in(app, table.face, title, hint)) == {}

    run_table(app, scenario)


def test_the_hand_and_the_status_line_read_while_the_pon_question_is_open() -> None:
    """The question stands beside the table so that the player can read their hand to answer: nothing of the
    table is dimmed behind it (the status line was 1.9:1 under atom-one-light, red cards 1.3:1)."""
    app = TableHostApp(pon_would_break_a_run())

    async def scenario(pilot: Pilot[None]) -> None:
        assert isinstance(pilot.app.screen, PonDialog)
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        hand, status = table.query_one(HandView), table.query_one(StatusLine)
        assert await weak_in_themes(app, pilot, lambda: weak_in(app, table.face, hand, status)) == {}

    run_table(app, scenario)


@pilot_test
async def test_a_replay_reads_in_every_theme_from_the_deal_to_the_end() -> None:
    """The deal (the dealer's mark, no discard), a CPU's move with its reason, and the end with the sheets."""
    record_match(stock_out_match(seed=0, games=2))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_first_replay(pilot)
        assert screen.replay.end.result is not None
        assert screen.replay.end.result.winner == 1
        cpu_move = next(step for step in range(1, screen.replay.last) if reason_line(screen.replay, step, screen.face))
        for keys in ((), ("right",) * cpu_move, ("end",)):
            await pilot.press(*keys)
            await pilot.pause()
            assert await weak_in_themes(app, pilot, lambda: weak_in(app, screen.face, screen)) == {}, keys


def drawn_then_lost(*, games_played: int) -> Session:
    """A two-game match against one Easy CPU at the end of its game ``games_played + 1``, left on the game's
    sheet: the first game drawn (the stock ran out, the player never melds) and assisted, the second won by
    North (see ``stock_out_match``)."""
    rules = load_ruleset("standard").with_changes(games_per_match=2, stock_empty="draw")
    session = start_session(rules, ["Aki", "North"], [None, "easy"], seed=0).with_assistance()
    while session.match.games_played < games_played or session.game.result is None:
        session = step(session, never_melds)
    return session


def weak_quiet_texts(app: App[Any], selector: str, quiet: set[str]) -> list[tuple[str, float]]:
    """Each of the ``quiet`` texts in the widgets at ``selector`` drawn with less contrast than ``READS``, at its
    weakest; one not drawn at all is reported at 0. In the terminal's own colours (``ansi-dark``) there is no
    contrast to measure.

    The sheets' other text is in the theme's own text colour, which solarized draws at 4.1:1 to 4.4:1 on its
    surface: the theme's choice, not measured here.
    """
    if theme_colour(app.current_theme.foreground or "").ansi is not None:
        return []
    regions = [widget.region for widget in app.screen.query(selector)]
    weakest = dict.fromkeys(quiet, 0.0)
    for text, ratio, _least in _measured(app, regions, set()):
        if text in quiet:
            weakest[text] = ratio if weakest[text] == 0.0 else min(weakest[text], ratio)
    return sorted((text, round(ratio, 2)) for text, ratio in weakest.items() if ratio < READS)


@pilot_test
async def test_a_drawn_and_assisted_game_reads_on_the_games_sheet_and_the_score_sheet_in_every_theme() -> None:
    """The word "drawn" beside the game's number, the note under the sheet ("* assisted: …") and the score sheet's
    "This game is assisted" were dim, which read at less than 4.5:1 on light themes."""
    save_settings(Settings(cpu_speed="instant"))
    session = drawn_then_lost(games_played=0)
    assert session.game.result is not None
    assert session.game.result.winner is None
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, GameOverScreen)
        drawn = rendered(sheet.query_one("#sheet", Static))
        assert "1 of 2* drawn" in drawn
        assert assisted_note() in " ".join(drawn.split())
        quiet = {"drawn", assisted_note()}
        assert await weak_in_themes(app, pilot, lambda: weak_quiet_texts(app, "#sheet", quiet)) == {}
        await pilot.press("enter")
        assert isinstance(await wait_for_player(pilot), TableScreen)
        await pilot.press("h", "g")
        await pilot.pause()
        running = app.screen
        assert isinstance(running, ScoreSheetScreen)
        assert "This game is assisted" in rendered(running.query_one(".dialog-title", Static))
        assert "1 of 2* drawn" in rendered(running.query_one("#running-sheet", Static))
        quiet |= {"This game is assisted: you took a hint or an undo in it."}
        weak = await weak_in_themes(app, pilot, lambda: weak_quiet_texts(app, ".dialog-title, #running-sheet", quiet))
        assert weak == {}


def save_the_last_sheet() -> None:
    """Save a two-game match, its first game drawn, at its last game's sheet: Continue opens the sheet."""
    save_settings(Settings(cpu_speed="instant"))
    save_match(drawn_then_lost(games_played=1))


async def standings_after_a_drawn_game(pilot: Pilot[None]) -> MatchOverScreen:
    """The final standings, one key on from the last sheet that ``save_the_last_sheet`` left."""
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    standings = pilot.app.screen
    assert isinstance(standings, MatchOverScreen)
    return standings


@pilot_test
async def test_the_winner_of_the_match_reads_in_the_standings_in_every_theme() -> None:
    """The winner's place was a fixed bold yellow, 2.1:1 under atom-one-light; the sheet under it says "drawn"."""
    save_the_last_sheet()
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        standings = await standings_after_a_drawn_game(pilot)
        places = rendered(standings.query_one("#standings", Static)).splitlines()
        assert places[1].split()[:2] == ["1st", "North"]
        quiet = {"1st", "drawn", assisted_note()}
        weak = await weak_in_themes(app, pilot, lambda: weak_quiet_texts(app, "#standings, #final-sheet", quiet))
        assert weak == {}


def styles_in(app: App[Any], selector: str, texts: set[str]) -> dict[str, Style]:
    """The style each of ``texts`` is drawn in, in the widgets at ``selector``, as Textual composed it."""
    regions = [widget.region for widget in app.screen.query(selector)]
    return {text: style for text, style in _runs(app, regions) if text in texts}


@pilot_test
async def test_without_colour_the_winners_place_is_told_by_bold(monkeypatch: pytest.MonkeyPatch) -> None:
    """``NO_COLOR`` turns every colour grey: the winner's place is still bold, the others are not."""
    monkeypatch.setenv("NO_COLOR", "1")
    save_the_last_sheet()
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await standings_after_a_drawn_game(pilot)
        places = styles_in(app, "#standings", {"1st", "2nd"})
        assert places["1st"].bold
        assert not places["2nd"].bold
        colour = places["1st"].color
        assert colour is not None
        red, green, blue = colour.get_truecolor()
        assert red == green == blue, "grey, as Textual draws every colour without colour"
