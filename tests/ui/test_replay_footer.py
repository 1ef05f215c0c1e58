"""The replay's footer at 80 columns, as ``sevenbridge replay`` opens it: every key whole left of the palette's
key, in English and Japanese, and Home and End named for where they go."""

from __future__ import annotations

from typing import Final

import pytest
from app_support import drawn_soon, pilot_test, screen_rows
from replay_support import drawn_six_seat_replay
from textual.pilot import Pilot

from sevenbridge.translation import Language, _
from sevenbridge.ui.app import OpenReplay, make_app

LANGUAGES: Final[tuple[Language, ...]] = ("en", "ja")


def replay_keys() -> list[str]:
    """Every key of the replay's footer as it reads: the steps, the jumps, export, close and the app's help."""
    return [
        f"←→ {_('Move')}",
        f"Home {_('First')}",
        f"End {_('Last')}",
        f"e {_('Export')}",
        f"esc {_('Close')}",
        f"F1/F2 {_('Help')}",
    ]


async def footer_drawn(pilot: Pilot[None]) -> None:
    """Wait until the footer shows the palette's key: the footer is added after the replay's first frame, and a
    loaded machine may take a while to draw it (ten seconds at most, then the test reads what there is)."""
    await drawn_soon(pilot, lambda: f"^p/: {_('palette')}" in screen_rows(pilot.app)[-1])


def keys_left_of_the_palette(pilot: Pilot[None]) -> str:
    """The footer row up to the bar before the palette's key, which must itself be in view."""
    footer = screen_rows(pilot.app)[-1]
    assert f"^p/: {_('palette')}" in footer, "the palette's key is in view"
    return footer.split("▏")[0]


@pytest.mark.parametrize("language", LANGUAGES)
@pilot_test
async def test_every_key_of_the_replay_fits_the_footer_at_80_columns(language: Language) -> None:
    app = make_app(OpenReplay(drawn_six_seat_replay()), language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await footer_drawn(pilot)
        for key in replay_keys():
            assert key in keys_left_of_the_palette(pilot)
        await pilot.press("end")
        await pilot.pause()
        for key in replay_keys():
            assert key in keys_left_of_the_palette(pilot)


@pilot_test
async def test_home_and_end_are_named_for_where_they_go() -> None:
    app = make_app(OpenReplay(drawn_six_seat_replay()))
    async with app.run_test(size=(80, 24)) as pilot:
        await footer_drawn(pilot)
        assert "Home First  End Last" in keys_left_of_the_palette(pilot)
