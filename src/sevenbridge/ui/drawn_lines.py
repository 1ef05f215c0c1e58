"""Removed widgets give back the lines they drew.

Textual (8.x) keeps each widget's drawn lines in a per-widget line cache, and
one of that cache's helpers is memoised in a table of up to 1,024 entries that
holds the caches themselves: a widget's lines stay in memory long after the
widget is gone. At the table the key bar is rebuilt every turn and a dialog
opens for every pon, so a match left thousands of lines behind (about 4.5 MB
by the end of five games). A refresh empties a widget's line cache, so a
widget refreshed once it is removed leaves only an empty cache behind.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual import events
from textual.screen import Screen, ScreenResultType
from textual.widget import Widget

__all__ = ["ForgetsDrawnLines", "forget_drawn_lines"]


def forget_drawn_lines(widgets: Iterable[Widget]) -> None:
    """Empty the line caches of ``widgets``, which are off the screen for good."""
    for widget in widgets:
        widget.refresh()


class ForgetsDrawnLines(Screen[ScreenResultType]):
    """A screen that, once removed, empties the line caches of every widget it showed.

    A screen is suspended before it is removed, while its widgets are still in
    place; by the time it is unmounted they are gone from it, so they are
    noted at the suspension and forgotten at the unmount.

    A modal screen names ``ModalScreen`` first among its bases: Textual takes
    a screen's styles from the first screen class among its bases alone.
    """

    _shown: tuple[Widget, ...] = ()
    """The widgets on the screen when it was last suspended; none while it is on top."""

    def on_screen_suspend(self, _: events.ScreenSuspend) -> None:
        """Note the widgets shown, in case the screen is being removed."""
        self._shown = tuple(self.walk_children(Widget, with_self=True))

    def on_screen_resume(self, _: events.ScreenResume) -> None:
        """Back on top: the screen was not removed."""
        self._shown = ()

    def on_unmount(self, _: events.Unmount) -> None:
        """Removed: its widgets' drawn lines are of no further use."""
        forget_drawn_lines(self._shown)
        self._shown = ()
