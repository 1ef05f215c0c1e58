"""What a replay shows at each step: the line saying what happened, and the table with every hand face up.

A replay shows everything, so unlike the table's log it names the card each
seat draws and every pass on a pon (the table names only the person's own
draws). The words of every other step are the table's own (``narrate``), so a
game reads the same in both, and so are the CPUs' reasons, always shown here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...cpu import reason_why
from ...engine.actions import Draw, Pass
from ...engine.cards import Card
from ...engine.state import GameState
from ...play.replay import GameReplay
from .cards_text import CardFace
from .narration import discarder, game_heading, narrate, outcome_text
from .wording import HUMAN, subject

__all__ = ["board", "reason_line", "step_line"]

UNDER = 8
"""How many cards under the top discard are listed."""


def step_line(replay: GameReplay, step: int, face: CardFace) -> Text:
    """What happened at ``step``: the deal at step 0, then one action each step, and how the game ended."""
    names = replay.names
    if step == 0:
        return game_heading(replay.number, replay.rules.games_per_match, replay.dealer, names)
    before, after = replay.states[step - 1], replay.states[step]
    action = replay.actions[step - 1]
    seat = before.to_act
    if isinstance(action, Pass):
        line = Text().append(f"{names[seat]}: ", style="bold").append("passes on ")
        line.append_text(face.card_text(before.discards[-1])).append(" (could pon it)", style="dim")
    else:
        line = narrate(before, action, after, names, face) or Text()
        drawn = _drawn(before, after, seat)
        if isinstance(action, Draw) and seat != HUMAN and drawn is not None:
            line.append(" ").append_text(face.card_text(drawn))
    if after.result is not None:
        line.append("  ").append_text(outcome_text(after, names))
    return line


def reason_line(replay: GameReplay, step: int, face: CardFace) -> Text | None:
    """Why the CPU took the action of ``step``, as the table's log says it: ``  → it connects with nothing…``.

    ``None`` for a person's move, a move that was the only one, and a CPU that gives no reason.
    """
    reason = replay.reason(step)
    if reason is None or reason.kind == "only":
        return None
    return Text(face.plain(f"  → {reason_why(reason)}"), style="dim italic")


def _drawn(before: GameState, after: GameState, seat: int) -> Card | None:
    """The card ``seat`` gained between the two positions, if one."""
    gained = Counter(after.hands[seat]) - Counter(before.hands[seat])
    return next(iter(gained), None)


def board(replay: GameReplay, step: int, face: CardFace, width: int) -> Group:
    """Every seat with its hand face up and its melds, then the stock and the discard pile, in ``width`` cells.

    A seat's melds go on as many lines as they need, and a meld is never split between two.
    """
    state = replay.states[step]
    acting = None if state.result is not None else state.to_act
    names = [_seat_name(replay, index, index == acting, state.dealer, face) for index in range(len(replay.seats))]
    hands = [face.cards_text(hand) if hand else Text("no cards", style="dim") for hand in state.hands]
    name_width = max(name.cell_len for name in names)
    hand_width = max(hand.cell_len for hand in hands)
    melds_width = max(width - name_width - hand_width - 2, 12)
    table = Table(box=None, padding=(0, 1, 0, 0), show_header=False, expand=False)
    table.add_column("seat", no_wrap=True, width=name_width)
    table.add_column("hand", width=hand_width)
    table.add_column("melds", width=melds_width)
    for index in range(len(replay.seats)):
        melds = [face.meld_text(meld) for meld in state.melds if meld.owner == index]
        table.add_row(names[index], hands[index], _packed(melds, melds_width))
    return Group(table, _pile(state, replay.names, face))


def _seat_name(replay: GameReplay, index: int, acting: bool, dealer: int, face: CardFace) -> Text:
    """``▶ North · Hard (D)``: the seat to act next is marked, the dealer noted."""
    seat = replay.seats[index]
    name = Text(face.frame.acting + " " if acting else "  ", style=face.cursor)
    name.append(seat.name, style="bold")
    if seat.level is not None:
        name.append(f" {face.frame.separator} {seat.level.capitalize()}", style="italic")
    if dealer == index:
        name.append(" (D)", style="dim")
    return name


def _packed(melds: list[Text], width: int) -> Text:
    """``melds`` side by side, a new line before any that would not fit in ``width``."""
    lines: list[Text] = []
    for meld in melds:
        if lines and lines[-1].cell_len + 1 + meld.cell_len <= width:
            lines[-1].append(" ").append_text(meld)
        else:
            lines.append(meld.copy())
    return Text("\n").join(lines)


def _pile(state: GameState, names: Sequence[str], face: CardFace) -> Text:
    """``stock 23 · discards: 9♣ (thrown by North), under it 4♦ 7♠``."""
    line = Text(f"  stock {state.stock_size}", style="bold").append(" · ", style="dim")
    top = state.top_discard
    if top is None:
        return line.append("no discard", style="dim")
    line.append("discard ").append_text(face.card_text(top))
    thrower = discarder(state)
    line.append(f" thrown by {subject(thrower, names, start=False)}" if thrower is not None else " turned up")
    under = state.discards[-1 - UNDER : -1][::-1]
    if under:
        line.append(", under it ", style="dim").append_text(face.cards_text(under))
    return line
