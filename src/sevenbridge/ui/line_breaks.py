"""Text wrapped by the game's own line-breaking rules, to whatever width it is drawn at.

Rich wraps at spaces only, which suits English but not Japanese: a Japanese
sentence has no spaces, so Rich breaks it at the one space after a name
(``南東:`` alone on a line) or cuts a word anywhere, and a line may start with
``、`` or a separator. ``BrokenText`` wraps by ``cells.line_spans`` instead
(Japanese line-breaking rules, English words whole, a name kept with its
bracketed level), with a hanging indent so every continuation line starts
where the first line's text does.
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ..cells import line_spans

__all__ = ["BrokenText"]

_UNBOUNDED = 10**6
"""A width no line reaches: each line of the text whole."""


class BrokenText:
    """``text`` (its own ``\\n`` breaks kept) wrapped to the width it is drawn at, styles and all.

    ``first`` is drawn before the first line and ``indent`` before every other
    line, so that continuation lines line up under the text rather than under
    the prefix.
    """

    def __init__(self, text: Text, *, first: str | Text = "", indent: str = "") -> None:
        self.text = text
        self.first = Text(first) if isinstance(first, str) else first
        self.indent = indent

    @property
    def plain(self) -> str:
        """What it says, unwrapped: each of its own lines after its prefix."""
        return "\n".join(line.plain for line in self.lines(_UNBOUNDED))

    def __str__(self) -> str:
        return self.plain

    def lines(self, width: int) -> list[Text]:
        """The lines drawn at ``width`` cells, prefixes included."""
        lines: list[Text] = []
        for paragraph in self.text.split("\n", allow_blank=True):
            prefix = self.first if not lines else Text(self.indent)
            plain = paragraph.plain
            body = plain.lstrip()
            leading = prefix + paragraph[: len(plain) - len(body)]
            visible = paragraph[len(plain) - len(body) :]
            spans = line_spans(visible.plain, width - leading.cell_len, width - len(self.indent))
            if not spans:
                lines.append(leading)
            for number, (start, end) in enumerate(spans):
                lines.append((leading if number == 0 else Text(self.indent)) + visible[start:end])
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("\n", no_wrap=True, overflow="crop", justify=self.text.justify).join(self.lines(options.max_width))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max(line.cell_len for line in self.lines(_UNBOUNDED))
        narrowest = max(len(self.indent), self.first.cell_len) + 2
        return Measurement(min(narrowest, widest), widest).clamp(max_width=options.max_width)
