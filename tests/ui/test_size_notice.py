"""A terminal too small for the screen on view gets one notice, the same on every screen and in both languages:
the size needed and the size it is come first, so they are what a tiny terminal still shows."""

from __future__ import annotations

from typing import Final

import pytest
from app_support import pilot_test, played_session, screen_rows
from table_keys import wait_for_player
from textual.pilot import Pilot

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language, _, use_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.sheet_view import ScoreSheetScreen

LANGUAGES: Final[tuple[Language, ...]] = ("en", "ja")
TABLE: Final = (80, 24)
SCREENS: Final = (40, 10)
"""The smallest terminals the table and the screens around it are drawn in."""
SIZES: Final = "Needs {columns}×{rows}, has {width}×{height}."
ADVICE: Final = "Make the terminal larger to see Seven Bridge."


def compact(text: str) -> str:
    """``text`` without its spaces and line breaks, as it reads however it is wrapped."""
    return "".join(text.split())


def sizes(needed: tuple[int, int], size: tuple[int, int]) -> str:
    """The notice's first part, for a terminal of ``size`` that needs ``needed``, without spaces."""
    return compact(_(SIZES).format(columns=needed[0], rows=needed[1], width=size[0], height=size[1]))


def says_once(text: str, needed: tuple[int, int], size: tuple[int, int]) -> bool:
    """Whether ``text`` starts with the whole notice and names no size again (what may follow is a footer)."""
    return text.startswith(sizes(needed, size) + compact(_(ADVICE))) and text.count("×") == 2


def shown(pilot: Pilot[None]) -> str:
    """Everything on the screen, without its spaces and line breaks."""
    return compact("\n".join(screen_rows(pilot.app)))


async def at_the_table(pilot: Pilot[None], language: Language) -> None:
    use_language(language)
    await wait_for_player(pilot)


@pytest.fixture
def saved_match() -> None:
    """A match saved where the player decides, opened at once by ``make_app("continue")``."""
    save_settings(Settings(cpu_speed="instant"))
    save_match(played_session())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(79, 24), (20, 8)], ids=["79x24", "20x8"])
@pilot_test
async def test_the_table_says_once_what_it_needs_and_what_it_has(
    saved_match: None, language: Language, size: tuple[int, int]
) -> None:
    app = make_app("continue", language=language)
    async with app.run_test(size=TABLE) as pilot:
        await at_the_table(pilot, language)
        await pilot.resize_terminal(*size)
        await pilot.pause()
        assert says_once(shown(pilot), TABLE, size)


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_the_score_sheet_over_the_table_says_what_it_needs_and_what_it_has(
    saved_match: None, language: Language
) -> None:
    app = make_app("continue", language=language)
    async with app.run_test(size=TABLE) as pilot:
        await at_the_table(pilot, language)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        await pilot.resize_terminal(20, 8)
        await pilot.pause()
        assert says_once(shown(pilot), SCREENS, (20, 8))


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_the_notice_follows_the_terminal_as_it_changes(language: Language) -> None:
    app = make_app(language=language)
    async with app.run_test(size=(30, 8)) as pilot:
        await pilot.pause()
        assert says_once(shown(pilot), SCREENS, (30, 8))
        await pilot.resize_terminal(36, 9)
        await pilot.pause()
        assert says_once(shown(pilot), SCREENS, (36, 9))


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_a_tiny_terminal_still_shows_both_sizes(language: Language) -> None:
    app = make_app(language=language)
    async with app.run_test(size=(12, 3)) as pilot:
        await pilot.pause()
        assert shown(pilot).startswith(sizes(SCREENS, (12, 3)))
