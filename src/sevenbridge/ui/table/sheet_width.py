"""How wide a sheet's box is: the whole terminal when it is not much wider than the box, else a box with room beside it.

A sheet's box is 78 columns wide. Centred on a terminal only a few columns
wider, it would leave a sliver of the table down each side (at 80 columns the
log panel's rounded border, down the right edge), which reads as a drawing
fault. So below ``FULL_WIDTH_BELOW`` columns the screen takes the class
``-narrow`` and its box the whole width (see ``dialogs.tcss``); from there up it
leaves at least eleven columns of the dimmed table either side, plainly a box
over the table.

Textual gives a screen its breakpoint's class only when the screen handles its
first Resize, after its first layout; a box slow to fill (the key list loads
its Markdown parser the first time it opens) could be drawn from that layout,
78 columns wide beside a sliver of the log's border. So a ``SheetScreen``
takes its class as it is mounted, before it is first laid out.
"""

from __future__ import annotations

from typing import Final

from textual import events, on
from textual.screen import Screen, ScreenResultType

__all__ = ["FULL_WIDTH_BELOW", "SHEET_BREAKPOINTS", "SheetScreen"]

FULL_WIDTH_BELOW: Final = 100
"""The narrowest terminal on which a sheet's box leaves the table showing beside it."""
SHEET_BREAKPOINTS: Final = [(0, "-narrow"), (FULL_WIDTH_BELOW, "-roomy")]
"""A sheet screen's ``HORIZONTAL_BREAKPOINTS``: the class its width gives it."""


class SheetScreen(Screen[ScreenResultType]):
    """A screen with a sheet's box, of the class its width gives it from its first layout on.

    A modal screen names ``ModalScreen`` first among its bases (see ``ForgetsDrawnLines``).
    """

    HORIZONTAL_BREAKPOINTS = SHEET_BREAKPOINTS

    @on(events.Mount)
    def _take_the_width_class(self) -> None:
        """The class the first Resize would give, given now: the first layout is at the final width."""
        width = self.app.size.width
        taken = [name for least, name in SHEET_BREAKPOINTS if width >= least][-1]
        for _, name in SHEET_BREAKPOINTS:
            self.set_class(name == taken, name)
