"""While the table asks a question (pon or pass, which chi run), the footer gives the keys that answer it.

The table's own keys (draw, sort, pace, the tracker, the menu, even the help
key) do nothing until the question is answered, so the footer under a question
offers exactly the question's keys. Each question is reached in the real app,
from a match saved at that point.
"""

from __future__ import annotations

import pytest
from app_support import menu_with_files_read, pilot_test, screen_rows
from rich.cells import cell_len
from table_host import chi_session, pon_session
from table_keys import wait_for_player

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.session import Session
from sevenbridge.translation import Language, _
from sevenbridge.ui.app import make_app
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog


def footer_row(rows: list[str]) -> str:
    """The bottom row, where the footer is, without its margins; it must fit the 80 columns."""
    row = rows[-1].strip()
    assert cell_len(row) <= 80
    return row


def offered(*keys: tuple[str, str]) -> str:
    """The footer that offers exactly ``keys`` (each a key and what it does, said in the current language)."""
    return "  ".join(f"{key} {_(description)}" for key, description in keys)


async def question_rows(session: Session, language: Language, *keys: str) -> list[str]:
    """Continue ``session`` in the real app at 80×24, press ``keys`` when the table waits for the player,
    and return the rows on screen under the question then open."""
    save_settings(Settings(cpu_speed="instant", language=language))
    save_match(session)
    app = make_app()
    async with menu_with_files_read(app, size=(80, 24)) as pilot:
        await pilot.press("c")
        await wait_for_player(pilot)
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, PonDialog | ChoiceDialog)
        return screen_rows(app)


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_footer_under_the_pon_question_offers_pon_pass_undo_and_hint(language: Language) -> None:
    rows = await question_rows(pon_session(), language)
    assert footer_row(rows) == offered(("p", "Pon"), ("n", "Pass"), ("u", "Undo"), ("h", "Hint"))


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_footer_under_the_choice_of_chi_runs_offers_cancel_and_undo(language: Language) -> None:
    rows = await question_rows(chi_session(), language, "c")
    assert footer_row(rows) == offered(("esc", "Cancel"), ("u", "Undo"))
