"""The "Are you sure?" question stands alone: nothing of the form below shows beside it, and the footer gives its
own keys (the last row is the footer's, left out of what shows beside the question)."""

from __future__ import annotations

import pytest
from app_support import ask_to_replace_the_saved_match, pilot_test, played_session, screen_rows
from textual.containers import Vertical
from textual.widgets import Button, Footer
from textual.widgets._footer import FooterKey

from sevenbridge.persistence.saves import save_match
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app


@pilot_test
async def test_replacing_a_saved_match_asks_with_nothing_of_the_form_beside_the_question() -> None:
    """With one opponent the form's Back button sits on the dialog's bottom row, its last letter just outside."""
    save_match(played_session())
    save_settings(Settings(opponents=1))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_replace_the_saved_match(pilot)
        box = app.screen.query_one(".dialog", Vertical).region
        rows = [strip.text for strip in app.screen._compositor.render_strips()][:-1]
        beside = [row[: box.x] + row[box.right :] if box.y <= y < box.bottom else row for y, row in enumerate(rows)]
        assert "".join(beside).strip() == ""


@pilot_test
async def test_the_footer_under_the_question_gives_its_keys_not_the_forms() -> None:
    save_match(played_session())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_replace_the_saved_match(pilot)
        assert app.screen.query(Footer)
        shown = {key.key for key in app.screen.query(FooterKey) if key.display}
        assert {"y", "n"} <= shown
        assert "ctrl+s" not in shown


@pilot_test
@pytest.mark.parametrize("language", ["en", "ja"])
async def test_a_terminal_too_narrow_for_both_answers_shows_the_size_notice_instead(language: Language) -> None:
    """At 40×12 the second answer would be cut at the box's edge: the question waits behind the notice, as a
    question over the table does, and comes back whole once the terminal is wide enough."""
    save_match(played_session())
    save_settings(Settings(language=language))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_replace_the_saved_match(pilot)
        dialog = app.screen
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        shown = "\n".join(screen_rows(app))
        assert "40×12" in shown
        assert str(dialog.query_one("#no", Button).label) not in shown
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is dialog, "no answer is taken unseen"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        shown = "\n".join(screen_rows(app))
        assert str(dialog.query_one("#yes", Button).label) in shown
        assert str(dialog.query_one("#no", Button).label) in shown
