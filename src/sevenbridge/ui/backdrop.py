"""What shows of a screen behind a question, drawn again when the screen below redraws itself.

A question over the table (the pon question, the chi and lay-off choices) lets
the table show around it. When the terminal is resized while the question is
open, the table's widgets redraw themselves for their new size (the log wraps
its lines again, a seat lays its melds out again), but Textual keeps showing
what the question last drew of them: the table stayed as it was at the smaller
size until the question was answered. A widget that redraws itself for a new
size calls ``redraw_backdrop``, which has the screen on top draw again. So does
the log when it scrolls: it reaches a line written as a question opened only
after the question has drawn it.
"""

from __future__ import annotations

from textual.widget import Widget

__all__ = ["redraw_backdrop"]


def redraw_backdrop(widget: Widget) -> None:
    """Have the screen on top draw again, with ``widget`` as it is now, if ``widget``'s screen is behind it."""
    if widget.is_attached and not widget.screen.is_active:
        widget.app.screen.refresh()
