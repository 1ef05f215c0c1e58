"""What the table says about help: hints and undo switched off, a move taken back, nothing to take back.

Plain functions of the game, so the words are tested without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.text import Text

from ...engine.turns import apply_action
from ...play.session import Session
from ...translation import N_, _, ngettext
from .cards_text import CardFace
from .narration import narrate
from .wording import sentence

__all__ = ["ASSISTANCE_OFF", "NOTHING_TO_UNDO", "REPLAYED_NO_UNDO", "taken_back"]

ASSISTANCE_OFF: Final = N_("Hints and undo are off; “Hints and undo” in the palette turns them on.")
"""The answer of the hint and undo keys when the player has switched assistance off (translated where it is said)."""
NOTHING_TO_UNDO: Final = N_("Nothing to take back: you have not moved yet in this game.")
REPLAYED_NO_UNDO: Final = N_("No undo into this game: its replay has shown you every hand and the stock.")
"""The answer of the undo key once the finished game's replay has been opened (translated where it is said)."""


def taken_back(before: Session, after: Session, names: Sequence[str], face: CardFace) -> Text:
    """What an undo from ``before`` to ``after`` took back: the player's move, and how many moves followed it.

    Only the moves the log showed are counted: a CPU's pass on a pon leaves no trace.
    """
    lines = []
    state = after.game
    for action in before.actions[len(after.actions) :]:
        following = apply_action(state, action)
        lines.append(narrate(state, action, following, names, face))
        state = following
    first = lines[0]
    move = first if first is not None else Text(str(before.actions[len(after.actions)]))
    later = sum(line is not None for line in lines[1:])
    if later:
        template = ngettext(
            "Taken back: {move} and {count} later move", "Taken back: {move} and {count} later moves", later
        )
        text = sentence(template, move=move, count=str(later))
    else:
        text = sentence(_("Taken back: {move}"), move=move)
    return text.append(" " + _("· game assisted"), style="dim")
