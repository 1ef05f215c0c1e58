"""The main menu: continue the saved match, start a new one, read the rules, see statistics, switch language, quit.

The menu only shows what the app tells it (the saved match's summary, any
file problems) and reports the player's choice with a message; the app decides
what happens next. At start-up the app draws the menu before it reads any file:
Continue then keeps its place (its summary line still blank) when a save file
is there, and ``show_files`` fills in what the files said once they are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal, get_args

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...translation import N_, _, current_language
from ..language_switch import LANGUAGE_SWITCH
from ..line_breaks import BrokenText

__all__ = ["MenuChoice", "MenuScreen"]

MenuChoice = Literal["continue", "new", "statistics", "rules", "language", "quit"]
"""What the player picked in the main menu."""

_CHOICES: dict[str, MenuChoice] = {choice: choice for choice in get_args(MenuChoice)}

_TITLE = N_("Seven Bridge")
"""The game's name, in the current language: セブンブリッジ in Japanese."""
_TITLE_JAPANESE = "  セブンブリッジ"
"""The name in Japanese, after the English title; left out while the screen is ASCII only."""
_TAGLINE = N_("Japanese rummy with pon and chi")
_MARK = "▶ "
"""Before the entry Enter picks: the highlight shows by shape, not by shade alone (``NO_COLOR``, 16 colours)."""
_NO_MARK = "  "


class MenuScreen(Screen[None]):
    """The first screen: one entry per thing a player can do, Continue only when a match is saved."""

    CSS_PATH = "menu.tcss"
    AUTO_FOCUS = "#menu-options"
    BINDINGS = [
        Binding("c", "choose('continue')", N_("Continue"), id="menu.continue"),
        Binding("n", "choose('new')", N_("New"), id="menu.new"),
        Binding("s", "choose('statistics')", N_("Statistics"), id="menu.statistics"),
        Binding("r", "choose('rules')", N_("Rules"), id="menu.rules"),
        Binding("l", "choose('language')", N_("Language"), id="menu.language", show=False),
        Binding("q", "choose('quit')", N_("Quit"), id="menu.quit"),
    ]
    """The footer names New match "New": with Continue on offer, every key and F1/F2 Help then fit at 80 columns
    (in Japanese too), the menu's own entries spelling each one out above."""
    SPARE_KEYS: ClassVar[tuple[str, ...]] = ("choose('rules')",)
    """Left out of a footer too short for every key (below 80 columns): F1/F2 opens the same Rules."""

    class Chosen(Message):
        """The player picked ``choice``."""

        def __init__(self, choice: MenuChoice) -> None:
            super().__init__()
            self.choice: MenuChoice = choice

    class Drawn(Message):
        """The whole menu, footer included, is on screen: slower work no longer delays it."""

    def __init__(
        self, saved_summary: str | None = None, notices: Sequence[str] = (), *, save_unread: bool = False
    ) -> None:
        """``saved_summary`` describes the saved match (``None``: nothing to continue);
        ``notices`` are sentences the player should read, such as a bad file set aside.
        ``save_unread``: a save file is there but not read yet, so Continue keeps its
        place until ``show_files`` says what it holds."""
        super().__init__()
        self._saved_summary = saved_summary
        self._save_unread = save_unread
        self._notices = tuple(notices)

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            with Horizontal(id="menu-title-row"):
                title = _(_TITLE)
                yield Static(title, id="menu-title", classes="title")
                if title.isascii():
                    yield Static(_TITLE_JAPANESE, id="menu-title-japanese", classes="title")
            yield Static(_(_TAGLINE), id="menu-tagline")
            yield OptionList(*self._options(), id="menu-options")
            if self._notices:
                yield Static(BrokenText(Text("\n".join(self._notices))), id="menu-notice")

    def on_mount(self) -> None:
        """Add the footer just after the first paint: the menu itself shows sooner at start-up."""
        self.call_after_refresh(self._add_footer)

    async def recompose(self) -> None:
        """Draw the menu again in the current language, its footer too, the same entry highlighted."""
        highlighted = self.query_one("#menu-options", OptionList).highlighted
        await super().recompose()
        self.query_one("#menu-options", OptionList).highlighted = highlighted
        await self._add_footer()

    async def _add_footer(self) -> None:
        """Mount the footer, then say ``Drawn`` once its keys are painted (one refresh after its own).

        Not once the menu has left the screen stack (a Continue that opened the table, the app closing on
        a signal) before the refresh this waited for: there is nothing left to mount it in."""
        from ..footer import Footer

        if not self.is_attached:
            return
        await self.mount(Footer())
        self.refresh_bindings()
        self.call_after_refresh(self.call_after_refresh, self.post_message, self.Drawn())

    def show_files(self, saved_summary: str | None, notices: Sequence[str]) -> None:
        """Show what the files said: the saved match's summary (``None``: no Continue) and any notices.

        The top entry is highlighted, as on a menu drawn with them from the start.
        """
        self._saved_summary = saved_summary
        self._save_unread = False
        self._notices = tuple(notices)
        options = self.query_one("#menu-options", OptionList)
        options.set_options(self._options(marked=0))
        options.highlighted = 0
        self._show_notices()
        self.refresh_bindings()

    def _show_notices(self) -> None:
        """Put the notices under the entries, adding their line if the menu had none."""
        joined = "\n".join(self._notices)
        text = BrokenText(Text(joined))
        shown = self.query("#menu-notice").results(Static)
        notice = next(shown, None)
        if notice is not None:
            notice.update(text)
            notice.display = bool(joined)
        elif joined:
            self.query_one("#menu-box", Vertical).mount(Static(text, id="menu-notice"))

    def _prompts(self) -> list[tuple[str, Text]]:
        """Each entry's id and its words, unmarked."""
        prompts = []
        if self._saved_summary is not None or self._save_unread:
            summary = self._saved_summary or ""
            prompts.append(("continue", Text.assemble((_("Continue"), "bold"), "\n", (summary, "dim"))))
        prompts += [(choice, Text(_(words))) for choice, words in _ENTRIES]
        prompts.insert(-1, ("language", Text(LANGUAGE_SWITCH[current_language()][0])))
        return prompts

    def _options(self, marked: int | None = None) -> list[Option]:
        """The entries, the one at ``marked`` already carrying the highlight's mark: the new entries then show it
        from their first frame, not only once the list has said which entry it highlights."""
        return [
            Option(_marked(prompt, highlighted=index == marked), id=choice)
            for index, (choice, prompt) in enumerate(self._prompts())
        ]

    @on(OptionList.OptionHighlighted, "#menu-options")
    def _mark_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Put the mark before the highlighted entry alone."""
        options = event.option_list
        for index, (_entry, prompt) in enumerate(self._prompts()):
            options.replace_option_prompt_at_index(index, _marked(prompt, highlighted=index == event.option_index))

    @on(OptionList.OptionSelected, "#menu-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option_id or "")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Continue is offered only when a match is saved (or a save file is still to be read)."""
        offered = self._saved_summary is not None or self._save_unread
        return not (action == "choose" and parameters == ("continue",) and not offered)

    def action_choose(self, choice: str) -> None:
        """Report ``choice`` to the app."""
        picked = _CHOICES.get(choice)
        if picked is not None:
            self.post_message(self.Chosen(picked))


_ENTRIES: tuple[tuple[str, str], ...] = (
    ("new", N_("New match")),
    ("statistics", N_("Statistics and replays")),
    ("rules", N_("Rules")),
    ("quit", N_("Quit")),
)
"""The entries always on the menu, below Continue when there is a match to continue; the switch to the other
language, named in both, comes before Quit."""


def _marked(prompt: Text, *, highlighted: bool) -> BrokenText:
    """``prompt`` indented (every wrapped line too), with the highlight's mark before its first line when it is
    highlighted."""
    return BrokenText(prompt, first=_MARK if highlighted else _NO_MARK, indent=_NO_MARK)
