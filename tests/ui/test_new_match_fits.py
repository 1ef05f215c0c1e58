"""New match at 80×24 with five opponents and the longest Custom summary: every row and both buttons in view."""

from __future__ import annotations

from app_support import open_new_match_form, pilot_test
from forms_support import every_rule_changed
from textual.widget import Widget
from textual.widgets import Button, Footer, Static

from sevenbridge.choices import CUSTOM
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app

SIZE = (80, 24)


@pilot_test
async def test_five_opponents_and_a_long_custom_summary_fit_above_the_footer() -> None:
    save_settings(Settings(opponents=5, ruleset=CUSTOM, custom_rules=every_rule_changed()))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_new_match_form(pilot)
        screen = app.screen
        footer = screen.query_one(Footer)
        assert footer.region.y == SIZE[1] - 1
        summary = screen.query_one("#ruleset-summary", Static)
        assert "the stock is rebuilt at most 5 times" in str(summary.content)
        shown: list[Widget] = [row for row in screen.query("#new-form .row") if row.display]
        shown.append(summary)
        shown += [*screen.query(Button)]
        for widget in shown:
            region = widget.region
            assert region.height > 0, widget
            assert region.bottom <= footer.region.y, f"{widget} runs under the footer"
            assert screen.find_widget(widget).region == region, f"{widget} is partly out of view"
        assert summary.region.height == summary.virtual_region.height, "the whole summary is in view"
        assert not screen.scrollbars_enabled[0], "the screen needs no scrollbar"
