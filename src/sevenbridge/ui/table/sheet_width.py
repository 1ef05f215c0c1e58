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
78 columns wide beside a sliver of the log's border. So a sheet screen starts
with the class its width will give it (``sheet_classes``).
"""

from __future__ import annotations

from typing import Final

__all__ = ["FULL_WIDTH_BELOW", "SHEET_BREAKPOINTS", "sheet_classes"]

FULL_WIDTH_BELOW: Final = 100
"""The narrowest terminal on which a sheet's box leaves the table showing beside it."""
SHEET_BREAKPOINTS: Final = [(0, "-narrow"), (FULL_WIDTH_BELOW, "-roomy")]
"""A sheet screen's ``HORIZONTAL_BREAKPOINTS``: the class its width gives it."""


def sheet_classes(width: int) -> str:
    """The classes of a sheet screen shown on a terminal ``width`` columns wide: ``sheet`` and its breakpoint's."""
    width_class = next(name for least, name in reversed(SHEET_BREAKPOINTS) if width >= least)
    return f"sheet {width_class}"
