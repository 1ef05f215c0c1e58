"""The status line in Japanese at 80×24: the hint row keeps its own line, and the message is shown whole.

A hint too wide for its row must never spill onto the message rows (where the
advice is said), every fixed text the status line says must fit one row, and
every kind of advice is shown whole, wrapped onto another row when it needs one.
"""

from __future__ import annotations

from typing import Final

import pytest
from advice_support import hint_shown, loose_jack, pon_would_break_a_run
from faces_support import THEME
from rich.cells import cell_len
from rich.text import Text
from table_host import TableHostApp, chi_session, rendered, run_table
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.cpu.reasons import Reason, reason_text
from sevenbridge.engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from sevenbridge.engine.cards import JOKER, Card, parse_cards
from sevenbridge.translation import Language, _, use_language
from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.host import CardFaces, Speed
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.assistance import ASSISTANCE_OFF, NOTHING_TO_UNDO
from sevenbridge.ui.table.cards_text import CardFace, card_face
from sevenbridge.ui.table.hints import order_message, selection_hint, speed_message
from sevenbridge.ui.table.status_line import StatusLine

WIDTH: Final = 80 - 2
"""The status line's text width in an 80-column terminal (one cell of padding each side)."""
PLAYS_IT: Final = "Hint: h again or Enter plays it; any other move ignores it."


def cards(text: str) -> tuple[Card, ...]:
    """Cards written as ``"10S JS"``."""
    return tuple(parse_cards(text))


def status_rows(table: TableScreen) -> list[str]:
    """The rows of the status line as the terminal shows them, without the padding."""
    status = table.query_one(StatusLine)
    strips = status.render_lines(Region(0, 0, status.region.width, status.region.height))
    return [strip.text.strip() for strip in strips]


def assert_hint_and_advice_shown(table: TableScreen) -> None:
    """The instruction fills the first row whole, the advice the second row whole."""
    hint_row, advice_row = status_rows(table)
    assert hint_row == _(PLAYS_IT)
    assert advice_row == table.message.plain
    assert advice_row, "the advice is said"
    assert "…" not in advice_row


def test_the_hint_keeps_its_advice_on_show_in_japanese_at_turn_start_and_after_drawing() -> None:
    use_language("ja")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await hint_shown(pilot)
        assert_hint_and_advice_shown(table)
        assert table.message.plain.startswith("山札から引く")
        await pilot.press("h")
        await pilot.pause()
        await hint_shown(pilot)
        assert_hint_and_advice_shown(table)
        assert table.message.plain.startswith("J♣ を捨てる")

    run_table(TableHostApp(loose_jack()), scenario)


def test_the_chi_hint_keeps_its_advice_on_show_in_japanese() -> None:
    use_language("ja")

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        await hint_shown(pilot)
        assert_hint_and_advice_shown(table)
        assert "チー" in table.message.plain

    run_table(TableHostApp(chi_session()), scenario)


def test_the_pon_prompts_hint_shows_its_advice_and_how_to_play_it_in_japanese() -> None:
    use_language("ja")

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        hint = prompt.query_one("#pon-hint", Static)
        assert hint.region.right <= 80
        shown = rendered(hint).replace("\n", "").replace(" ", "")
        assert "3♦をパスする:連番の役A♣2♣3♣が崩れます" in shown
        assert _("h again or Enter plays it.").replace(" ", "") in shown

    run_table(TableHostApp(pon_would_break_a_run()), scenario)


def test_a_hint_too_wide_for_its_row_is_cut_and_leaves_the_message_row_alone() -> None:
    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        table.hint = "ヒント" * 40
        table.message = Text("the message")
        await pilot.pause()
        hint_row, message_row = status_rows(table)
        assert cell_len(hint_row) <= WIDTH
        assert message_row == "the message"

    run_table(TableHostApp(loose_jack()), scenario)


def status_texts(face: CardFace) -> list[str]:
    """Every fixed text the status line says, with the widest cards and paces filled in."""
    seven = cards("10S 10H 10D 10C JS QS KS")
    texts = [
        _(PLAYS_IT),
        _("Thinking about a hint…"),
        _(ASSISTANCE_OFF),
        _(NOTHING_TO_UNDO),
        _("Select the cards to meld first: number keys, a click, or arrows and space."),
        _("Select exactly one card to discard."),
        _("Select exactly one card to lay off."),
        _("{card} makes no run of 3 or more with your cards: d draws from the stock.").format(card="10♣"),
        _("{card} makes no run with your cards: a chi run is 3 in a row, or 2 with a 7.").format(card="10♣"),
        _("Draw first: d draws from the stock."),
        _("Draw or chi first: d draws from the stock, c chis the last discard."),
        order_message("suit").plain,
        order_message("rank").plain,
        selection_hint(seven[:4], [], face).plain,
        selection_hint((Card("10S"),), [], face).plain,
    ]
    paces: tuple[Speed, ...] = ("slow", "normal", "fast", "instant")
    texts.extend(speed_message(pace).plain for pace in paces)
    return texts


def test_every_status_line_text_fits_80_columns_in_japanese() -> None:
    use_language("ja")
    for text in status_texts(card_face(CardFaces(), THEME)):
        assert cell_len(text) <= WIDTH, text


def test_the_pon_hints_instruction_stays_short_in_japanese() -> None:
    use_language("ja")
    assert cell_len(_("h again or Enter plays it.")) <= WIDTH


ADVICE: Final[tuple[tuple[Action, Reason], ...]] = (
    (Draw(), Reason("only")),
    (Pon(), Reason("pon", cards("10C"), cards("10S 10H"))),
    (Pass(), Reason("pass-breaks-run", cards("10C"), cards("8C 9C 10C JC"))),
    (Pass(), Reason("pass-breaks-set", cards("10C"), cards("10S 10H 10D"))),
    (Pass(), Reason("pass-worse", cards("10C"))),
    (Pass(), Reason("pass-queue", cards("10C"))),
    (Chi(cards("8C 10C JC")), Reason("chi", cards("8C 10C JC"), cards("9C"))),
    (Draw(), Reason("draw-not-chi", (), cards("10C"))),
    (Meld(cards("10S JS QS KS")), Reason("meld", cards("10S JS QS KS"), (), 40)),
    (Meld(cards("10S JS QS KS")), Reason("meld-out", cards("10S JS QS KS"))),
    (LayOff(Card("10C"), 0), Reason("lay-off", cards("10C"), (), 10)),
    *(
        (Discard(Card("10C")), Reason(kind, cards("10C"), cards("10D"), 10))
        for kind in ("out", "hold", "careless", "safer", "loose", "dead", "cheapest")
    ),
    (Discard(Card("10C")), Reason("keep", cards("10C"), cards("8D 9D"), 7)),
    (Meld((*cards("10S JS QS"), JOKER)), Reason("meld-joker", (*cards("10S JS QS"), JOKER), (), 40, 5)),
    (LayOff(JOKER, 0), Reason("lay-off-joker", (JOKER,), (), 20, 5)),
    (Discard(JOKER), Reason("joker-risk", (JOKER,), (), 20, 5)),
    (Discard(JOKER), Reason("joker-points", (JOKER,), (), 20)),
)
"""A piece of advice of every kind, with two-digit cards and counts (a run of four to meld)."""


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_kind_of_advice_is_shown_whole_under_the_hint_at_80_columns(language: Language) -> None:
    """Wrapped onto the rows it takes, broken between words, and never past the status line's rows."""
    use_language(language)

    async def scenario(pilot: Pilot[None]) -> None:
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        for action, reason in ADVICE:
            advice = reason_text(action, reason)
            table.message = Text(advice)
            await pilot.pause()
            hint_row, *advice_rows = status_rows(table)
            assert "".join(hint_row.split()) == "".join(table.hint.split())
            assert "".join("".join(advice_rows).split()) == "".join(advice.split()), advice
            assert all(cell_len(row) <= WIDTH for row in advice_rows)
            if language == "en":
                assert " ".join(advice_rows).split() == advice.split(), "broken between words"

    run_table(TableHostApp(loose_jack()), scenario)
