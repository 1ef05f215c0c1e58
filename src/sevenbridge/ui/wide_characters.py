"""Wide characters stay whole where a pop-up covers the edge of another widget.

Textual draws each screen line as pieces cut at every widget's left and right
edge, whichever widget shows in each piece. A double-width character (any
Japanese one) that straddles such a cut is split into two spaces. Under a
pop-up, a notification or a drop-down list, the cuts of the widgets beneath
still cut the pop-up's own text, so 自分の最初の手番のあと would read
``自  の最初の  番のあと``.

``keep_wide_characters_whole`` makes the compositor cut a widget's line only
where another widget shows through: each run of pieces the widget wins is
filled by one piece of its line, and the pieces it swallows are left empty.
The line put together is the same cell for cell, except that a wide character
inside a widget is no longer blanked by an edge it hides.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise
from typing import Final, cast

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip

__all__ = ["keep_wide_characters_whole"]

_EMPTY: Final = Strip([], 0)
"""The piece left in a cut that the piece before it already covers: it draws nothing, and no widget beneath takes it."""

Chops = list[dict[int, Strip | None]]


def _fill_line(chops_line: dict[int, Strip | None], cuts: Sequence[int], strip: Strip, x: int) -> None:
    """Give each run of ``cuts`` still free on this line one piece of ``strip`` (drawn from column ``x``)."""
    start: int | None = None
    stop = x
    for cut, end in pairwise(cuts):
        if chops_line.get(cut) is None:
            chops_line[cut] = _EMPTY
            start = cut if start is None else start
            stop = end
        elif start is not None:
            chops_line[start] = strip.crop(start - x, stop - x)
            start = None
    if start is not None:
        chops_line[start] = strip.crop(start - x, stop - x)


def _render_chops(
    self: Compositor, crop: Region, is_rendered_line: Callable[[int], bool]
) -> Sequence[Mapping[int, Strip]]:
    """Each line's pieces by the column they start at, front widgets first, cut only where the widget changes."""
    cuts = self.cuts
    chops: Chops = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
    for region, clip, strips in self._get_renders(crop):
        shown = region.intersection(clip)
        first, last = shown.column_span
        for y, strip in zip(shown.line_range, strips, strict=False):
            if is_rendered_line(y):
                _fill_line(chops[y], [cut for cut in cuts[y] if first <= cut <= last], strip, shown.x)
    return cast("Sequence[Mapping[int, Strip]]", chops)


def keep_wide_characters_whole() -> None:
    """Install the cutting above in Textual's compositor, where its drawing is the one described (Textual 8)."""
    if callable(getattr(Compositor, "_render_chops", None)) and callable(getattr(Compositor, "_get_renders", None)):
        Compositor._render_chops = _render_chops  # type: ignore[method-assign]
