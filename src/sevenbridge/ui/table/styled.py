"""Translated sentences with styled pieces in them: a card in its colours, a name in bold.

A translation may put its ``{fields}`` in any order, so a sentence with a
styled card is one message with a field for the card, never English pieces
appended one after another. ``sentence`` fills the fields of the translated
text with ``Text`` (or plain strings) and keeps their styles.
"""

from __future__ import annotations

import re
from typing import Final

from rich.text import Text

__all__ = ["sentence"]

_FIELD: Final = re.compile(r"(\{\w+\})")


def sentence(template: str, style: str = "", **parts: str | Text) -> Text:
    """``template`` (already translated) with each ``{field}`` replaced by its part; ``{{`` and ``}}`` are braces."""
    text = Text(style=style)
    for piece in _FIELD.split(template):
        name = piece[1:-1]
        if piece.startswith("{") and name in parts:
            part = parts[name]
            if isinstance(part, Text):
                text.append_text(part)
            else:
                text.append(part)
        elif piece:
            text.append(piece.replace("{{", "{").replace("}}", "}"))
    return text
