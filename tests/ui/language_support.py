"""Finding English left on a screen that should be all Japanese."""

from __future__ import annotations

import html
import re
from typing import Any, Final

from textual.app import App
from textual.command import CommandList
from textual.pilot import Pilot

ALLOWED: Final = frozenset(
    {
        # Key names as the footer and key lists draw them.
        "Enter",
        "Esc",
        "esc",
        "Tab",
        "Shift",
        "Ctrl",
        "Space",
        "Home",
        "End",
        "PgUp",
        "PgDn",
        "Del",
        # Names that stay as they are in Japanese text.
        "CPU",
        "ASCII",
        "Textual",
    }
)
"""Words that are the same in Japanese text: key names and names."""

_TEXT: Final = re.compile(r"<text[^>]*>(.*?)</text>", re.DOTALL)
_WORD: Final = re.compile(r"[A-Za-z]{3,}")


def screen_text(app: App[Any]) -> str:
    """Everything drawn on the app's screen now, piece by piece (the window title left out)."""
    svg = app.export_screenshot(title="-")
    return "\n".join(html.unescape(piece).replace("\xa0", " ") for piece in _TEXT.findall(svg))


def english_words(app: App[Any], *, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The words of three or more ASCII letters on screen that are not in ``ALLOWED`` (or ``allowed``)."""
    return english_words_in(screen_text(app), allowed=allowed)


def english_words_in(text: str, *, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The words of three or more ASCII letters in ``text`` that are not in ``ALLOWED`` (or ``allowed``)."""
    words = _WORD.findall(text)
    return sorted({word for word in words if word not in ALLOWED and word not in allowed})


async def switch_language_in_palette(pilot: Pilot[None], typed: str) -> None:
    """Switch the language as a player does: the palette, ``typed`` to find the switch, then Enter on it.

    The palette searches as it is typed into, so the test waits for the switch
    to head its list before choosing it.
    """
    await pilot.press("ctrl+p", *typed)
    for _ in range(200):
        await pilot.pause(0.01)
        found = pilot.app.screen.query(CommandList)
        if found and found.first().option_count and typed in str(found.first().get_option_at_index(0).prompt).lower():
            break
    await pilot.press("down", "enter")
    await pilot.pause()
    await pilot.pause()
