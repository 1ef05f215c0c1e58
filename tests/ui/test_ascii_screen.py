"""The ASCII-only filter: any text comes out as ASCII of the same width, and the app uses it with ASCII faces."""

from __future__ import annotations

from app_support import pilot_test
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.color import Color

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app
from sevenbridge.ui.ascii_screen import AsciiOnly, ascii_lookalike


@given(st.lists(st.text(), max_size=5))
def test_every_line_comes_out_ascii_and_as_wide_as_it_went_in(texts: list[str]) -> None:
    segments = [Segment(text, Style(bold=True)) for text in texts]
    shown = AsciiOnly().apply(segments, Color(0, 0, 0))
    assert all(segment.text.isascii() for segment in shown)
    assert [cell_len(segment.text) for segment in shown] == [cell_len(text) for text in texts]
    assert [segment.style for segment in shown] == [segment.style for segment in segments]


def test_look_alikes_keep_the_meaning() -> None:
    assert ascii_lookalike("╭─ Standard ─╮") == "+- Standard -+"
    assert ascii_lookalike("— Game 1 of 5: You deal —") == "- Game 1 of 5: You deal -"
    assert ascii_lookalike("10♥ ×2 = −50 · Jürgen …") == "10H x2 = -50 - Jurgen ."
    assert ascii_lookalike("セブン") == "??????"


@pilot_test
async def test_the_setting_turns_the_filter_on_and_the_palette_command_off() -> None:
    save_settings(Settings(card_glyphs="ascii"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert any(isinstance(found, AsciiOnly) for found in app.get_line_filters())
        assert app.has_class("-ascii")
        app.action_toggle_ascii()
        await pilot.pause()
        assert not any(isinstance(found, AsciiOnly) for found in app.get_line_filters())
        assert not app.has_class("-ascii")
