"""Markdown whose paragraphs wrap by the game's line-breaking rules (the Rules and Keys screens).

Textual wraps a paragraph at spaces and folds a longer run anywhere, which
cuts Japanese badly: a sentence has no spaces, so the whole sentence after an
English word moves to the next line, and the fold may start a line with ``、``
or ``：``. ``BrokenMarkdown`` draws each paragraph broken by ``cells.line_spans``
instead; headings, lists and code are Textual's own.
"""

from __future__ import annotations

from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Markdown
from textual.widgets._markdown import MarkdownBlock, MarkdownParagraph

from ..cells import line_spans

__all__ = ["BrokenMarkdown"]


class BrokenContent(Visual):
    """``content`` cut into lines by ``line_spans`` at the width it is drawn at, styles and links kept."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def _broken(self, width: int) -> Content:
        lines: list[Content] = []
        for paragraph in self.content.split("\n", allow_blank=True):
            spans = line_spans(paragraph.plain, max(width, 1))
            lines.extend(paragraph[start:end] for start, end in spans)
            if not spans:
                lines.append(paragraph)
        return Content("\n").join(lines)

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        return self._broken(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content.get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        return min(2, self.content.get_optimal_width(rules, 2))

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self._broken(width).get_height(rules, width)


class BrokenParagraph(MarkdownParagraph):
    """A paragraph drawn as ``BrokenContent``."""

    def render(self) -> Visual:
        return BrokenContent(self._content)


class BrokenMarkdown(Markdown):
    """Textual's Markdown with ``BrokenParagraph`` paragraphs."""

    BLOCKS: dict[str, type[MarkdownBlock]] = {**Markdown.BLOCKS, "paragraph_open": BrokenParagraph}
