"""The table's keys, shown over the table by ``?``: the sections of the key list about the table.

The words come from the key list shipped with the app (the same file as
docs/keys.md, or its Japanese copy ``keys.ja.md`` when the game speaks
Japanese), so the help and the documentation cannot drift apart. The list
opens over the table instead of beside it, so nothing on the table is squeezed.
"""

from __future__ import annotations

from importlib import resources
from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...translation import N_, _, current_language
from ..drawn_lines import ForgetsDrawnLines
from .sheet_width import SheetScreen

__all__ = ["TABLE_SECTIONS", "TableKeysScreen", "sections"]

TABLE_SECTIONS: Final = (
    N_("At the table"),
    N_("Questions at the table"),
    N_("Warning marks and the card tracker"),
)
"""The headings of the key list that are about the table (a translated key list has them translated): its
keys, and what the marks beside the hand's keys mean, which a player meets there and nowhere else."""


def sections(markdown: str, headings: tuple[str, ...]) -> str:
    """The ``## `` sections of ``markdown`` with these headings, in the order they appear."""
    kept: list[str] = []
    keeping = False
    for line in markdown.splitlines():
        if line.startswith("## "):
            keeping = line[3:].strip() in headings
        if keeping:
            kept.append(line)
    return "\n".join(kept).strip()


def table_keys_markdown() -> str:
    """The table's part of the shipped key list, from its copy in the current language when the game has one
    (``keys.ja.md``), else from the English list."""
    folder = resources.files("sevenbridge.ui") / "text"
    translated = folder / f"keys.{current_language()}.md"
    if current_language() != "en" and translated.is_file():
        return sections(translated.read_text(encoding="utf-8"), tuple(_(heading) for heading in TABLE_SECTIONS))
    return sections((folder / "keys.md").read_text(encoding="utf-8"), TABLE_SECTIONS)


class TableKeysScreen(ModalScreen[None], ForgetsDrawnLines[None], SheetScreen[None]):
    """The table's keys in a box over the table; ``?`` or Esc closes it."""

    CSS_PATH = "../dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q", "close", "Close", id="table-keys.close"),
    ]

    def __init__(self) -> None:
        super().__init__(classes="sheet")

    def compose(self) -> ComposeResult:
        """The key tables, scrolling if the terminal is short, and how to close.

        Textual's Markdown brings a Markdown parser and a syntax highlighter
        (about 3 MB): they are loaded the first time the list is opened, not
        with the table.
        """
        from ..broken_markdown import BrokenMarkdown

        with Vertical(classes="dialog wide"):
            with VerticalScroll():
                yield BrokenMarkdown(table_keys_markdown(), id="table-keys")
            yield Static(_("? or Esc closes this list · F1 has how to play and the rules"), classes="section")

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
