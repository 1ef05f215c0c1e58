"""A hint's whole explanation at 80×24, in English and Japanese: the longest (a meld that takes the joker out
of the hand, at a six-seat table) wraps onto another row of the status line, broken between words."""

from __future__ import annotations

from typing import Final

import pytest
from app_support import pilot_test, screen_rows
from table_keys import wait_for_player
from textual.pilot import Pilot

from sevenbridge.cpu import reason_text
from sevenbridge.engine.actions import Meld
from sevenbridge.engine.cards import JOKER
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.advice import advise
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.app import QuickPlay, make_app
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.status_line import StatusLine

LANGUAGES: Final[tuple[Language, ...]] = ("en", "ja")
JOKER_MELD_SEED: Final = 14
"""With this seed, under Japanese classic, you play first against five CPUs, and after your draw Hard would meld
9♥ 9♦ JK: the longest kind of advice, about the joker's multiplier too. (At a table of six under these rules Hard
never holds a joker meld back to go out at once, so the advice is the meld.)"""


def compact(text: str) -> str:
    """``text`` without its spaces and line breaks, as it reads however it is wrapped."""
    return "".join(text.split())


def status_rows(pilot: Pilot[None]) -> list[str]:
    """The rows of the status line as the terminal shows them."""
    status = pilot.app.screen.query_one(StatusLine)
    rows = screen_rows(pilot.app)
    return [row.strip() for row in rows[status.region.y : status.region.bottom]]


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_the_joker_melds_hint_is_shown_whole_at_80_by_24(language: Language) -> None:
    save_settings(Settings(cpu_speed="instant"))
    rules = load_ruleset("japanese-classic")
    app = make_app(QuickPlay(opponents=5, level="easy", rules=rules, seed=JOKER_MELD_SEED), language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("d")
        await wait_for_player(pilot)
        table = pilot.app.screen
        assert isinstance(table, TableScreen)
        advice = advise(table.session.game)
        assert isinstance(advice.action, Meld)
        assert JOKER in advice.action.cards
        assert advice.reason.kind == "meld-joker"
        await pilot.press("h")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        use_language(language)
        said = reason_text(advice.action, advice.reason)
        rows = status_rows(pilot)
        assert len(rows) > 2, "the explanation takes a row more"
        assert compact("".join(rows[1:])) == compact(said), "the whole explanation, nothing cut"
        assert all(not row.endswith("…") for row in rows)
        if language == "en":
            words = said.split()
            assert [word for row in rows[1:] for word in row.split()] == words, "broken between words"
