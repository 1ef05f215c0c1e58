"""How the table speaks of a seat, and how a translated sentence is filled in with styled parts.

Whether words are about the player is decided by seat, never by the name: a
player may call themselves "You", "Ann" or "West", and the sentences must
read right for each ("You deal", "you lose the turn", "your own meld").
Names still label the seats (the score board, the log's ``Ann:`` prefixes),
always as ``shown_name`` gives them, so the names the game gives read in the
player's language.

Sentences are whole messages with named fields (``_("{name} deals")``), one
for each shape a sentence takes, so a translation may order its words freely;
``sentence`` fills the fields with cards and names as plain, styled text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rich.text import Text

from ...play.setup import HUMAN, shown_name
from ...translation import _

__all__ = ["HUMAN", "name_of", "seat_list", "sentence", "subject"]

_FIELD: Final = re.compile(r"\{\{|\}\}|\{([a-z_]+)\}")
"""A named field of a message, or a doubled brace that stands for itself."""


def sentence(message: str, style: str = "", **fields: str | Text) -> Text:
    """``message`` (already translated) with each ``{field}`` replaced by its text.

    The message's own words take ``style``. A field given as ``str`` is added
    as plain text, never read as markup; a ``Text`` keeps its own styles.
    """
    text = Text()
    position = 0
    for found in _FIELD.finditer(message):
        text.append(message[position : found.start()], style=style)
        field = found.group(1)
        if field is None:
            text.append(found.group(0)[0], style=style)
        else:
            value = fields[field]
            if isinstance(value, Text):
                text.append_text(value)
            else:
                text.append(value)
        position = found.end()
    text.append(message[position:], style=style)
    return text


def name_of(seat: int, names: Sequence[str]) -> str:
    """The name that labels ``seat``, as the player reads it."""
    return shown_name(names[seat])


def subject(seat: int, names: Sequence[str], *, start: bool = True) -> str:
    """Who ``seat`` is, as the subject of a sentence: ``You`` (``you`` inside one) or the seat's name."""
    if seat == HUMAN:
        return _("You") if start else _("you")
    return name_of(seat, names)


def seat_list(seats: Sequence[int], names: Sequence[str], *, start: bool = True) -> str:
    """Several seats named together: ``West and you``, ``You and North``; at a full table
    ``Southwest, Northwest, North and Northeast``."""
    words = [subject(seat, names, start=start and index == 0) for index, seat in enumerate(seats)]
    listed = words[-1]
    for index in range(len(words) - 2, -1, -1):
        if index == len(words) - 2:
            listed = _("{first} and {last}").format(first=words[index], last=listed)
        else:
            listed = _("{first}, {rest}").format(first=words[index], rest=listed)
    return listed
