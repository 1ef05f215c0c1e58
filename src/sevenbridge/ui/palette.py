"""The command palette's commands, shown in the language spoken and found by their English names too.

Textual's own provider matches what is typed against the title shown only, so
in Japanese "theme" found nothing: only テーマ did. A player on an English
keyboard, or one who knows Textual's English names, types the English word;
each command here carries its English title beside the one shown, a search
scores the better of the two, and the palette lists the command once, under
the title shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple, Protocol, runtime_checkable

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.fuzzy import Matcher
from textual.screen import Screen

__all__ = ["OffersCommands", "PaletteCommand", "PaletteCommands", "match_either"]


class PaletteCommand(NamedTuple):
    """One command of the palette."""

    title: str
    """What the palette shows, in the language spoken."""
    help: str
    """The line under the title, saying what the command does."""
    callback: Callable[[], Any]
    """What choosing the command does."""
    english: str
    """The title in English, which a search matches as well: the title itself when English is spoken."""


@runtime_checkable
class OffersCommands(Protocol):
    """An app that lists the palette's commands for a screen."""

    def palette_commands(self, screen: Screen[Any]) -> Iterable[PaletteCommand]:
        """The commands the palette offers over ``screen``."""
        ...


def match_either(matcher: Matcher, shown: str, english: str) -> float:
    """How well what was typed matches a command by its title shown or its English one: the better of the two."""
    return max(matcher.match(shown), matcher.match(english))


class PaletteCommands(Provider):
    """The app's commands (``palette_commands``), in place of Textual's provider of the app's system commands."""

    def _commands(self) -> Iterable[PaletteCommand]:
        app = self.app
        return app.palette_commands(self.screen) if isinstance(app, OffersCommands) else ()

    async def discover(self) -> Hits:
        """Every command, by title, before anything is typed."""
        for command in sorted(self._commands(), key=lambda command: command.title):
            yield DiscoveryHit(command.title, command.callback, help=command.help)

    async def search(self, query: str) -> Hits:
        """Each command whose title, shown or English, matches what was typed, listed under the title shown."""
        matcher = self.matcher(query)
        for command in self._commands():
            score = match_either(matcher, command.title, command.english)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), command.callback, help=command.help)
