"""The keys the table's footer has no room for (g, s, o, f) are always one key away: ``?`` stays in the footer
at 80 columns in both languages, in every part of a turn, and the list it opens names each of them."""

from __future__ import annotations

import pytest
from app_support import pilot_test, quick
from table_keys import wait_for_player
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Footer, Markdown
from textual.widgets._footer import FooterKey

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table.keys_help import TableKeysScreen

LISTED = {
    "en": ("| `g` | The score sheet", "| `s` | Skip ahead", "| `o` | Sort", "| `f` | Pace"),
    "ja": ("- `g`：ここまでの得点表", "- `s`：", "- `o`：手札を", "- `f`：CPUの手番の速さ"),
}
"""What the key list must name for the keys a narrow footer leaves out."""


def keys_list_in_view(app: App[None]) -> bool:
    """Whether the footer shows ``?`` whole, left of the palette's key."""
    footer = app.screen.query_one(Footer)
    keys = list(footer.query(FooterKey))
    palette = next(key for key in keys if key.has_class("-command-palette"))
    return any(
        key.key == "question_mark" and key.display and key.region.width > 0 and key.region.right <= palette.region.x
        for key in keys
    )


async def every_part_of_a_turn(pilot: Pilot[None]) -> list[str]:
    """Walk the player's turn (start, drawn, a card selected, discarded) and say where ``?`` was missing."""
    missing = []
    await wait_for_player(pilot)
    for step, keys in (("start", ()), ("drawn", ("d",)), ("selected", ("1",)), ("discarded", ("x",))):
        await pilot.press(*keys)
        await pilot.pause(0.2)
        if not keys_list_in_view(pilot.app):
            missing.append(step)
    return missing


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_key_list_is_in_the_footer_throughout_a_turn_and_names_the_keys_left_out(
    language: Language,
) -> None:
    save_settings(Settings(cpu_speed="slow", language=language))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        assert await every_part_of_a_turn(pilot) == []
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, TableKeysScreen)
        listed = app.screen.query_one(Markdown).source
        missing = [word for word in LISTED[language] if word not in listed]
        assert missing == []
