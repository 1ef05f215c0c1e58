"""A pon question with its hint taller than the box beside the table scrolls inside it, between the title and
the buttons: the buttons stay in view and the hint just asked for shows whole."""

from __future__ import annotations

from app_support import pilot_test
from rich.text import Text
from textual.app import App
from textual.containers import Vertical
from textual.widgets import Button

from sevenbridge.translation import use_language
from sevenbridge.ui.dialogs import PonDialog

QUESTION = "北東が 10♦ を捨てました。\n手札の 10♠ 10♣ でポンしますか？"
HINT = (
    "ヒント: 10♦ をポンする: 10♠ 10♣ と同数の役になり、次に引くより失点が減ります\n"
    "もう一度 h か Enter を押すと、そのとおりにします。"
)
"""The longest question and hint a newcomer met at 80×24 in Japanese: three rows more than the box holds."""


class QuestionHost(App[None]):
    """Nothing but the pon question, its hint worked out at once."""

    def on_mount(self) -> None:
        self.push_screen(PonDialog(Text(QUESTION), lambda: (True, Text(HINT))))


@pilot_test
async def test_a_question_and_hint_taller_than_the_box_keep_its_buttons_in_view() -> None:
    use_language("ja")
    app = QuestionHost()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.pause()
        inside = app.screen.query_one(".dialog", Vertical).content_region
        for button in app.screen.query(Button):
            assert inside.contains_region(button.region), (button, button.region, inside)
        drawn = "".join(strip.text for strip in app.screen._compositor.render_strips()).replace(" ", "")
        assert "ポン(p)" in drawn
        assert "パス(n)" in drawn
        assert "押すと、そのとおりにし" in drawn, "the end of the hint is scrolled into view"
