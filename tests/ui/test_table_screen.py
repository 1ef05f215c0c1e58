"""The table as the player sees it: what is shown, at which sizes, and how cards are picked."""

from __future__ import annotations

import math

from app_support import palette_titles
from rich.console import Console
from table_host import TableHostApp, rendered, run_table, table_session
from table_keys import table_of
from textual.color import Color, rgb_to_lab
from textual.pilot import Pilot
from textual.widgets import Markdown, OptionList, Static

from sevenbridge.engine.actions import Action, Discard, Draw, IllegalAction, Meld, Pass
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session
from sevenbridge.ui.table.game_log import GameLog
from sevenbridge.ui.table.hand import CELL, HandView
from sevenbridge.ui.table.keys_help import TableKeysScreen
from sevenbridge.ui.table.pile import PileView
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.status_line import StatusLine
from support import step

CHROMA = 20
"""How far from grey, in Lab, a colour must be to have a hue."""
HUE_DEGREES = 5
"""How far apart in Lab hue two colours of one hue may be."""


def test_table_shows_every_opponent_the_stock_and_the_hand_at_80_by_24() -> None:
    app = TableHostApp(table_session(seed=7, level="hard"))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        game = screen.session.game
        rows = {row.seat: rendered(row) for row in screen.query(SeatRow)}
        assert "West · Hard" in rows[1]
        assert "North · Hard" in rows[2]
        assert "East · Hard" in rows[3]
        assert all(" 7▮" in rows[seat] and "▮▮" not in rows[seat] for seat in (1, 2, 3))
        assert f"stock {game.stock_size}" in rendered(screen.query_one(PileView))
        hand = screen.query_one(HandView)
        assert hand.cards == game.hands[0]
        assert all(screen.face.label(card) in hand.render().plain for card in hand.cards)
        assert all(widget.region.right <= 80 and widget.region.bottom <= 24 for widget in screen.query("#table *"))
        assert "d draw" in screen.query_one(StatusLine).hint

    run_table(app, scenario)


def _same_hue(one: Color, other: Color) -> bool:
    """Whether two colours are of one hue whatever their lightness: both coloured, a few degrees apart in Lab."""
    near, far = rgb_to_lab(one), rgb_to_lab(other)
    if min(math.hypot(near.a, near.b), math.hypot(far.a, far.b)) < CHROMA:
        return False
    turn = abs(math.atan2(near.b, near.a) - math.atan2(far.b, far.a))
    return math.degrees(min(turn, 2 * math.pi - turn)) < HUE_DEGREES


def test_hearts_and_diamonds_take_the_themes_error_colour_and_spades_and_clubs_do_not() -> None:
    """The red suits are the theme's error colour, made lighter or darker to show on the table but
    still of its hue; the black suits are of another colour."""
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        text = table_of(pilot).query_one(HandView).render()
        console = Console()
        colours: dict[str, set[str]] = {}
        for index, char in enumerate(text.plain):
            if char in "♠♥♦♣":
                style = text.get_style_at_offset(console, index)
                colours.setdefault(char, set()).add(style.color.name if style.color else "default")
        assert colours
        error = Color.parse(pilot.app.theme_variables["error"])
        for suit, names in colours.items():
            red = {name for name in names if name != "default" and _same_hue(Color.parse(name), error)}
            assert bool(red) == (suit in "♥♦"), (suit, names)

    run_table(app, scenario)


def test_a_terminal_below_80_by_24_gets_a_message_instead_of_a_broken_table() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        message = screen.query_one("#too-small", Static)
        assert message.display
        assert not screen.query_one("#table").display
        assert rendered(message).split()[:4] == ["Needs", "80×24,", "has", "70×20."]
        await pilot.resize_terminal(60, 18)
        await pilot.pause()
        assert rendered(message).split()[:4] == ["Needs", "80×24,", "has", "60×18."], "the notice follows the terminal"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.query_one("#too-small").display
        assert screen.query_one("#table").display

    run_table(app, scenario, size=(70, 20))


def test_a_larger_terminal_gives_the_log_more_room() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        log = table_of(pilot).query_one(GameLog)
        small = log.region.size
        await pilot.resize_terminal(140, 45)
        await pilot.pause()
        assert log.region.width > small.width
        assert log.region.height > small.height

    run_table(app, scenario)


def test_cards_are_picked_by_number_key_by_arrows_and_space_and_by_click() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("d")
        hand = screen.query_one(HandView)
        await pilot.press("1", "3")
        assert hand.selected == {0, 2}
        await pilot.press("3")
        assert hand.selected == {0}
        hand.focus()
        await pilot.press("escape", "left", "left", "space")
        assert hand.selected == {0}, "the cursor starts on the last card picked (the third)"
        await pilot.press("escape", "right", "right", "right", "space")
        assert hand.selected == {3}
        padding = hand.styles.padding.left
        await pilot.click(HandView, offset=(padding + CELL * 5 + CELL - 2, 2))
        assert hand.selected == {3, 5}, "a click on the right edge of the sixth card"
        await pilot.click(HandView, offset=(padding + CELL - 1, 2))
        assert hand.selected == {3, 5}, "a click between two cards picks neither"
        assert hand.selected_cards == (hand.cards[3], hand.cards[5])

    run_table(app, scenario)


def test_drawing_adds_the_card_logs_it_and_saves_the_match() -> None:
    session = table_session(seed=7)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("d")
        expected = session.apply(Draw())
        assert screen.session.game == expected.game
        assert len(screen.query_one(HandView).cards) == 8
        drawn = next(card for card in expected.game.hands[0] if card not in session.game.hands[0])
        assert screen.query_one(GameLog).lines_written[-1] == f"Ann: draws {drawn}"
        assert app.saves[-1] == screen.session
        assert screen.session.waiting == "human"
        assert "x discard" in screen.query_one(StatusLine).hint

    run_table(app, scenario)


def test_an_illegal_meld_shows_the_engines_reason_and_changes_nothing() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("d")
        before = screen.session
        hand = screen.query_one(HandView).cards
        await pilot.press("1", "8", "m")
        try:
            before.apply(Meld((hand[0], hand[7])))
        except IllegalAction as refusal:
            reason = str(refusal)
        assert screen.session is before
        assert screen.query_one(StatusLine).message.plain == reason

    run_table(app, scenario)


def test_discard_and_lay_off_ask_for_exactly_one_card() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        await pilot.press("d", "x")
        assert screen.query_one(StatusLine).message.plain == "Select exactly one card to discard."
        await pilot.press("1", "2", "x")
        assert screen.query_one(StatusLine).message.plain == "Select exactly one card to discard."
        await pilot.press("m")
        assert screen.session.game.phase.value == "play"

    run_table(app, scenario)


def test_only_actions_the_engine_allows_are_offered_as_keys() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        def offered() -> set[str]:
            return {binding.binding.action for binding in pilot.app.active_bindings.values()}

        assert "draw" in offered()
        assert not {"meld", "discard", "lay_off", "chi"} & offered()
        await pilot.press("d")
        assert "discard" in offered()
        assert "draw" not in offered()
        assert "lay_off" not in offered(), "nobody may lay off before having a meld"

    run_table(app, scenario)


def test_sorting_by_rank_is_remembered_by_the_app() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        hand = table_of(pilot).query_one(HandView)
        remembered = []
        await pilot.press("o")
        remembered.append(app.order)
        ranks = [card.rank for card in hand.cards]
        assert ranks == sorted(ranks)
        await pilot.press("o")
        remembered.append(app.order)
        assert list(hand.cards) == sorted(hand.cards, key=lambda card: card.index)
        assert remembered == ["rank", "suit"]

    run_table(app, scenario)


def test_quit_leaves_for_the_main_menu() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.press("q")
        assert app.went_to == ["main-menu"]

    run_table(app, scenario)


def test_question_mark_shows_the_tables_own_keys_over_the_table_without_squeezing_it() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        board = screen.query_one("#board").region
        await pilot.press("question_mark")
        await pilot.pause()
        keys = pilot.app.screen
        assert isinstance(keys, TableKeysScreen)
        shown = keys.query_one("#table-keys", Markdown).source
        assert "Draw from the stock" in shown
        assert "Pon, or pass" in shown
        assert "Focus" not in shown
        assert "Copy" not in shown
        assert screen.query_one("#board").region == board, "the table keeps its size under the list"
        await pilot.press("question_mark")
        assert pilot.app.screen is screen
        await pilot.press("question_mark", "escape")
        assert pilot.app.screen is screen
        assert app.went_to == []

    run_table(app, scenario)


def test_the_command_palette_offers_the_moves_available_now() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        screen = table_of(pilot)
        assert (await palette_titles(pilot, "draw", "Draw"))[:1] == ["Draw"]
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.actions == (Draw(),)

    run_table(app, scenario)


def test_the_palette_names_each_moves_key_as_the_footer_does() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        assert await palette_titles(pilot, "", None)
        shown = " ".join(str(option.prompt) for option in pilot.app.screen.query_one(OptionList).options)
        assert "key ?" in shown
        assert "question_mark" not in shown

    run_table(app, scenario)


def test_a_tall_terminal_draws_melds_in_boxes_and_a_short_one_on_one_line() -> None:
    session = table_session(seed=7)
    while not any(meld.owner != 0 for meld in session.game.melds):
        session = step(session, _plain_move)
    owner = next(meld.owner for meld in session.game.melds if meld.owner != 0)
    app = TableHostApp(session, speed="slow")

    async def scenario(pilot: Pilot[None]) -> None:
        row = table_of(pilot).query_one(f"#seat-{owner}", SeatRow)
        assert "╭" not in rendered(row)
        assert "[" in rendered(row)
        await pilot.resize_terminal(140, 40)
        await pilot.pause()
        assert "╭" in rendered(row)
        assert "[" not in rendered(row)

    run_table(app, scenario)


def _plain_move(session: Session) -> Action:
    """Draw, then discard the first card: enough to let the CPUs meld."""
    legal = legal_actions(session.game)
    return next(action for action in legal if isinstance(action, (Draw, Discard, Pass)))


def test_the_log_wraps_its_lines_again_when_the_terminal_grows() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        log = table_of(pilot).query_one(GameLog)
        await pilot.press("d")
        await pilot.pause()
        assert len(log.lines) > len(log.lines_written), "the heading does not fit the narrow log on one line"
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert len(log.lines) == len(log.lines_written), "every entry fits one line of the wide log"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert len(log.lines) > len(log.lines_written)

    run_table(app, scenario)


def test_the_log_reads_right_after_the_table_was_hidden_by_a_small_terminal() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        log = table_of(pilot).query_one(GameLog)
        await pilot.press("d")
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert len(log.lines) == len(log.lines_written)

    run_table(app, scenario)
