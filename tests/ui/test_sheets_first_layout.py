"""A box over the table is laid out at its final width from its first frame, in English and Japanese.

Textual gives a screen its width's class (``-narrow`` below 100 columns, see
``table/sheet_width.py``) only when the screen handles its first Resize, after
its first layout; a box that is slow to fill (the key list loads its Markdown
parser the first time) can be drawn from that first layout, 78 columns wide
and one column in, with the log panel's border showing beside it.
"""

from __future__ import annotations

import pytest
from app_support import pilot_test, quick
from textual.containers import Vertical
from textual.geometry import Region
from textual.message import Message

from sevenbridge.translation import Language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.keys_help import TableKeysScreen


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_key_list_takes_the_whole_width_of_80_columns_from_its_first_layout(language: Language) -> None:
    app = make_app(quick(), language=language)
    laid_out: list[Region] = []

    def first_layout(_: Message) -> None:
        screen = app.screen_stack[-1] if app.screen_stack else None
        if not laid_out and isinstance(screen, TableKeysScreen):
            boxes = screen.query(".dialog").results(Vertical)
            laid_out.extend(box.region for box in boxes if box.region.width)

    async with app.run_test(size=(80, 24), message_hook=first_layout) as pilot:
        while not isinstance(app.screen, TableScreen):
            await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, TableKeysScreen)
        assert [(box.x, box.width) for box in laid_out] == [(0, 80)]
