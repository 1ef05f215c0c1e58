"""The help the game shows says what it means in its own words: no link to a document it cannot open.

The table's keys (``?``) and the F1 help come from the shipped key list;
in the game a Markdown link is a word that leads nowhere.
"""

from __future__ import annotations

import re
from typing import Final

import pytest
from app_support import pilot_test
from table_host import TableHostApp, table_session
from table_keys import table_keys_text

from sevenbridge.translation import Language, use_language

LINK: Final = re.compile(r"\]\([^)]*\)")
"""A Markdown link's target: ``](hints.md)``."""

HINT_KEY: Final[dict[Language, str]] = {"en": "| `h` | Hint:", "ja": "- `h`：ヒント。"}
"""How each language's key list starts the entry of the hint key."""
HELP_OFF: Final[dict[Language, str]] = {
    "en": '"Hints and undo" in the command palette',
    "ja": "コマンドパレットの「ヒントと取り消し」",
}
"""What each language calls the palette's command that turns hints off, as the key list names it."""


@pytest.mark.parametrize("language", ["en", "ja"])
@pilot_test
async def test_the_table_keys_link_to_no_document_and_say_what_a_hint_does(language: Language) -> None:
    use_language(language)
    app = TableHostApp(table_session(seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = await table_keys_text(pilot)
        assert LINK.findall(shown) == []
        hint = next(line for line in shown.splitlines() if line.startswith(HINT_KEY[language]))
        assert HELP_OFF[language] in hint
