"""The table in Japanese: every word of it translated, nothing cut at 80×24, and the switch keeps the game.

The game log's narration is told in the log's own words and checked by the
log's tests, so the checks here leave the log's lines out.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import ClassVar, Final

import pytest
from app_support import SnapCompare, pilot_test, played_session
from language_support import english_words
from rich.cells import cell_len
from table_host import TableHostApp, chi_session, run_table, stacked_session, table_session
from table_keys import press_action, table_of, wait_for_player
from table_positions import SIZE, mid_game, scripted, select_two
from textual.app import App
from textual.binding import BindingType
from textual.pilot import Pilot
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.persistence.saves import save_match
from sevenbridge.play.session import Session
from sevenbridge.play.setup import shown_name, start_match
from sevenbridge.translation import _, current_language, use_language
from sevenbridge.ui.app import SevenBridgeApp, make_app
from sevenbridge.ui.dialogs import ChoiceDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.hints import turn_hint
from sevenbridge.ui.table.keys_help import table_keys_markdown
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.status_line import StatusLine
from sevenbridge.ui.table.tracker import TrackerPanel

IMPORTANT: Final = ("f1", "q", "question_mark")
"""Help, back to the menu, and the list of every key: on every table footer."""
NOT_THE_TABLES: Final = frozenset({"palette", "Help"})
"""Words of the app's own keys in the footer, translated with the app rather than the table."""
_WORD: Final = re.compile(r"[A-Za-z]{3,}")


def six_seats(turns: int) -> Session:
    """A seeded six-seat Japanese classic match, you against five Normal CPUs, played by script to your
    ``turns``-th turn (after the draw when ``turns`` is above zero)."""
    session = start_match("You", ["normal"] * 5, load_ruleset("japanese-classic"), seed=5)
    turn = 0
    while turns:
        if session.waiting_for_human and session.game.phase is Phase.TURN_START:
            turn += 1
        session = session.apply(scripted(session))
        if turn == turns and session.waiting_for_human and session.game.phase is Phase.PLAY:
            break
    return session


def table_words(app: App[None], *names: str) -> list[str]:
    """English words on the screen (the table, or a screen over it) outside the table's log, besides ``names``."""
    table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
    log = "\n".join(table.query_one(GameLog).lines_written)
    return english_words(app, allowed=NOT_THE_TABLES | frozenset(_WORD.findall(log)) | frozenset(names))


def table_of_app(app: App[None]) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen), f"expected the table, found {screen!r}"
    return screen


def assert_nothing_cut(table: TableScreen) -> None:
    """The hint fits its row and no seat row had to be ended with an ellipsis."""
    status = table.query_one(StatusLine)
    assert cell_len(table.hint) <= status.content_size.width, table.hint
    for row in table.query(SeatRow):
        assert "…" not in str(row.render()), str(row.render())


@pilot_test
async def test_the_table_speaks_japanese_at_every_decision_of_a_played_game() -> None:
    use_language("ja")
    session = start_match("You", ["easy", "easy", "easy"], load_ruleset("standard"), seed=4)
    app = TableHostApp(session)
    seen: set[Phase] = set()
    async with app.run_test(size=SIZE) as pilot:
        for _turn in range(6):
            screen = await wait_for_player(pilot)
            table = table_of(pilot)
            if screen is table:
                phase = table.session.game.phase
                seen.add(phase)
                assert table_words(app) == [], phase
                assert_nothing_cut(table)
                if phase is Phase.PLAY and len(table.hand) > 1:
                    await selection_and_tracker_in_japanese(pilot, table)
            elif table.session.game.result is not None:
                break
            await press_action(pilot, scripted(table.session))
    assert {Phase.TURN_START, Phase.PLAY} <= seen


async def selection_and_tracker_in_japanese(pilot: Pilot[None], table: TableScreen) -> None:
    """A selected card says what it can do, discarding two is refused, and the tracker opens: all in Japanese."""
    await pilot.press("1")
    assert table.message.plain.startswith("選択中: ")
    assert table_words(pilot.app) == []
    await pilot.press("2", "x")
    assert table.message.plain == "捨てるカードを1枚だけ選んでください。"
    assert table_words(pilot.app) == []
    await pilot.press("escape", "t")
    assert table.query_one(TrackerPanel).display
    assert table_words(pilot.app) == []
    await pilot.press("t")


@pilot_test
async def test_switching_language_at_the_table_redraws_the_table_in_each_language() -> None:
    session = played_session()
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        english_hint = table_of_app(app).hint
        assert english_hint.startswith("Your turn")
        app.action_switch_language()
        await pilot.pause()
        table = table_of_app(app)
        assert current_language() == "ja"
        assert table.session.game == session.game
        assert table.hint.startswith("あなたの手番")
        assert table_words(app) == []
        app.action_switch_language()
        await pilot.pause()
        assert table_of_app(app).hint == english_hint
        assert table_of_app(app).session.game == session.game


def test_the_longest_japanese_hint_fits_the_status_line_at_80_columns() -> None:
    use_language("ja")
    moves = " · ".join((_("m meld"), _("l lay off"), _("x discard")))
    longest = _("Select cards (1–{last}, click, or ←→ space), then {moves}.").format(last=10, moves=moves)
    assert cell_len(longest) <= SIZE[0] - 2
    for seat_name in ("北西", "南東"):
        playing = _("{name} is playing…  s skip ahead · f pace ({pace})").format(name=seat_name, pace=_("instant"))
        assert cell_len(playing) <= SIZE[0] - 2


def test_every_japanese_hint_of_a_six_seat_game_fits_the_status_line() -> None:
    use_language("ja")
    session = six_seats(0)
    names = [shown_name(seat.name) for seat in session.seats]
    for _step in range(120):
        if session.game.result is not None:
            break
        hint = turn_hint(session.game, session.waiting, names, "normal")
        assert cell_len(hint) <= SIZE[0] - 2, hint
        session = session.apply(scripted(session))


def test_japanese_mid_game_table(snap_compare: SnapCompare) -> None:
    use_language("ja")
    assert snap_compare(TableHostApp(mid_game()), terminal_size=SIZE, run_before=select_two)


def test_japanese_six_seat_table(snap_compare: SnapCompare) -> None:
    use_language("ja")
    assert snap_compare(TableHostApp(six_seats(3)), terminal_size=SIZE)


def test_japanese_tracker(snap_compare: SnapCompare) -> None:
    use_language("ja")

    async def open_tracker(pilot: Pilot[None]) -> None:
        await pilot.press("t")

    assert snap_compare(TableHostApp(mid_game()), terminal_size=SIZE, run_before=open_tracker)


JAPANESE_KEY_LIST: Final = resources.files("sevenbridge.ui") / "text" / "keys.ja.md"


@pytest.mark.skipif(not JAPANESE_KEY_LIST.is_file(), reason="the game ships no Japanese key list")
@pilot_test
async def test_the_table_keys_come_from_the_japanese_key_list_in_japanese() -> None:
    use_language("ja")
    app = TableHostApp(mid_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        shown = table_keys_markdown()
        assert shown.startswith("## " + _("At the table"))
        assert "## " + _("Questions at the table") in shown
        assert table_words(app) == []


class HostWithAppKeys(TableHostApp):
    """The table's host with the app's own keys (help and the palette), as the real app binds them."""

    BINDINGS: ClassVar[list[BindingType]] = list(SevenBridgeApp.BINDINGS)


def test_with_meld_lay_off_and_discard_on_offer_the_japanese_footer_fits_80_columns() -> None:
    """Ann has a run on the table and has drawn the 10♥: she can meld, lay off and discard."""
    use_language("ja")
    hands = ["7H 8H 9H 2S 3S 4S KD", "2C 5C 9C JC 4D 6D QD"]
    first_round = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("AD")), Draw(), Discard(Card("6C")), Draw())
    app = HostWithAppKeys(stacked_session(hands, "AD 6C TH", first_round))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        footer = pilot.app.screen.query_one(Footer)
        keys = list(footer.query(FooterKey))
        palette = next(key for key in keys if key.has_class("-command-palette"))
        whole = {
            key.key
            for key in keys
            if key.display
            and key.region.right <= palette.region.x
            and key.region.width >= cell_len(key.key_display) + cell_len(key.description) + 1
        }
        assert {"m", "l", "x", *IMPORTANT} <= whole

    run_table(app, scenario)


def test_the_chi_question_asks_in_japanese_which_run() -> None:
    """West has just discarded 9♣, which makes two runs with Ann's 7♣ 8♣ 10♣ J♣."""
    use_language("ja")

    async def scenario(pilot: Pilot[None]) -> None:
        assert table_of(pilot).hint == "あなたの手番: d 山札から引く  ·  c 捨て札をチー"
        await pilot.press("c")
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, ChoiceDialog)
        assert dialog.title_text == "9♣ をチー: どの連番にしますか？"

    run_table(TableHostApp(chi_session()), scenario)


def test_an_undo_says_in_japanese_what_it_took_back() -> None:
    use_language("ja")
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("d")
        await press_action(pilot, Discard(table.hand[0]))
        await wait_for_player(pilot)
        await pilot.press("u")
        await wait_for_player(pilot)
        said = table.message.plain
        assert re.fullmatch(r"取り消し: .+（そのあとの[1-9][0-9]*手も） · ヒント・取り消しあり", said), said
        assert table_words(app) == []

    run_table(app, scenario)
