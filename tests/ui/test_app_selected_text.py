"""Text selected in a form's field reads clearly in every theme the palette offers.

``ansi-light`` writes selected text in the terminal's light grey on its cyan,
which hardly reads; the app gives it the terminal's black instead.
"""

from __future__ import annotations

from app_support import open_new_match_form, pilot_test
from rich.color import Color, ColorType
from textual.widgets import Input

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.contrast import theme_colour

LIGHT_GREYS = {7, 15}
"""The terminal's white and bright white, light greys on most terminals' palettes."""


def hue(colour: Color | None) -> int | None:
    """One of the terminal's colours by hue (bright cyan is cyan); ``None`` for any other colour."""
    if colour is None or colour.type is not ColorType.STANDARD or colour.number is None:
        return None
    return colour.number % 8


@pilot_test
async def test_the_name_selected_in_the_new_match_form_reads_in_every_theme() -> None:
    save_settings(Settings(player_name="Ann"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_match_form(pilot)
        name = app.screen.query_one("#name", Input)
        assert name.has_focus
        assert name.selected_text == "Ann", "the name is selected when the form opens"
        for theme in app.available_themes:
            app.theme = theme
            await pilot.pause()
            style = name.get_component_rich_style("input--selection")
            assert style.color != style.bgcolor, theme
            if theme_colour(app.theme_variables["background"]).ansi is not None and not app.current_theme.dark:
                assert style.color is not None
                assert style.color.number not in LIGHT_GREYS, theme
                assert hue(style.color) != hue(style.bgcolor), theme
