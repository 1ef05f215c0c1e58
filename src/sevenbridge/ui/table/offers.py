"""Which of the table's keys work now: the footer and the command palette show exactly these.

Moves are offered only when the engine lists them among the legal actions,
and, with cards selected, only the moves those cards make: the footer and the
status line's hint (``hints.turn_hint``) offer the same moves, by ``made_by``.
At the start of the turn the play keys still answer, unseen in the footer,
to say that the turn starts with a draw. While the CPUs play they stay quiet:
the hint already says who is playing, and a refusal would only push their
last step off the status line; only the keys that select work then, as space
and a click do. While the terminal is too small to show the
table, no key that plays or changes the table works: only the key help and
the way back to the menu.
"""

from __future__ import annotations

from typing import Final

from ...engine.actions import Action, Chi, Discard, Draw, LayOff, Meld
from ...engine.cards import Card
from ...engine.state import GameState, Phase
from ...engine.turns import legal_actions
from ...play.session import Waiting

__all__ = ["ASSISTED", "TABLE_ACTIONS", "made_by", "offered_actions"]

MOVES: Final[dict[str, type[Action]]] = {"draw": Draw, "chi": Chi, "meld": Meld, "lay_off": LayOff}
"""Actions offered when the engine lists a move of their kind."""
SELECTING: Final = frozenset({"pick", "clear"})
"""Actions that select cards, as space and a click do whenever the hand is shown: the CPUs' turns included."""
PLAY_ACTIONS: Final = frozenset({*SELECTING, "discard", "attempt"})
"""Actions that work all through the play phase of the player's turn, whatever the hand holds."""
BEFORE_DRAWING: Final = frozenset({*SELECTING, "attempt"})
"""Actions that work at the start of the player's turn: selecting (as space and a click do), and a meld,
a lay-off or a discard attempted, which says to draw first; none of them shows in the footer."""
ALWAYS: Final = frozenset({"keys", "leave"})
"""Actions that work even while the table is hidden."""
SETTINGS: Final = frozenset({"toggle_order", "cycle_speed", "toggle_tracker", "score_sheet"})
"""Actions that work whenever the table is shown."""
ASSISTED: Final = frozenset({"hint", "undo"})
"""Actions the player's "Hints and undo" setting may turn off."""
TABLE_ACTIONS: Final = frozenset({*MOVES, *PLAY_ACTIONS, *ALWAYS, *SETTINGS, *ASSISTED, "explain_chi", "skip"})
"""Every action the table's keys are bound to."""


def offered_actions(
    game: GameState, waiting: Waiting, *, hidden: bool, selected: tuple[Card, ...] = ()
) -> frozenset[str]:
    """The table's actions that work now, with the player's ``selected`` cards; ``hidden`` when the
    terminal is too small for the table."""
    if hidden:
        return ALWAYS
    offered = set(ALWAYS | SETTINGS)
    if waiting in ("cpu", "human"):
        offered.add("undo")
    if waiting == "cpu":
        offered.update(SELECTING)
        offered.add("skip")
    elif waiting == "human":
        offered.add("hint")
        legal = legal_actions(game)
        offered.update(
            name
            for name, kind in MOVES.items()
            if any(isinstance(action, kind) and made_by(action, selected) for action in legal)
        )
        if "chi" not in offered:
            offered.add("explain_chi")
        if game.phase is Phase.PLAY:
            offered.update(PLAY_ACTIONS)
        elif game.phase is Phase.TURN_START:
            offered.update(BEFORE_DRAWING)
    return frozenset(offered)


def made_by(action: Action, selected: tuple[Card, ...]) -> bool:
    """Whether ``action`` is one the ``selected`` cards make (any action, with nothing selected); a draw
    or a chi is made whatever is selected, as the selection plays no part in it."""
    if not selected:
        return True
    if isinstance(action, Meld):
        return action == Meld(selected)
    if isinstance(action, LayOff | Discard):
        return (action.card,) == selected
    return True
