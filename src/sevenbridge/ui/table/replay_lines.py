"""What a replay shows at each step: the line saying what happened, and the table with every hand face up.

A replay shows everything, so unlike the table's log it names the card each
seat draws and every pass on a pon (the table names only the person's own
draws). The words of every other step are the table's own (``narrate``), so a
game reads the same in both, and so are the CPUs' reasons, always shown here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...choices import Level
from ...cpu import reason_why
from ...engine.actions import Pass
from ...engine.cards import Card
from ...engine.state import GameState
from ...play.replay import GameReplay
from ...play.setup import shown_name
from ...translation import N_, _
from .cards_text import CardFace
from .narration import discarder, game_heading, narrate, outcome_text, turned_up_line
from .packing import packed
from .wording import HUMAN, name_of, sentence

__all__ = ["board", "reason_line", "step_line"]

UNDER = 8
"""How many cards under the top discard are listed."""
MELDS_WIDTH = 16
"""The fewest cells the melds' column gets: a hand too wide to leave them that many wraps instead."""

LEVEL_NAMES: Final[dict[Level, str]] = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
"""Each CPU level as a replay labels its seat."""


def step_line(replay: GameReplay, step: int, face: CardFace) -> Text:
    """What happened at ``step``: the deal at step 0, then one action each step; at the last, how the game
    ended follows on a line of its own, as it is an entry of its own in the table's log."""
    names = replay.names
    if step == 0:
        heading = game_heading(replay.number, replay.rules.games_per_match, replay.dealer, names)
        turned_up = turned_up_line(replay.states[0], face)
        return heading if turned_up is None else heading.append("\n").append_text(turned_up)
    before, after = replay.states[step - 1], replay.states[step]
    action = replay.actions[step - 1]
    seat = before.to_act
    if isinstance(action, Pass):
        line = Text().append(f"{name_of(seat, names)}: ", style="bold")
        line.append_text(sentence(_("passes on {card}"), card=face.card_text(before.discards[-1])))
        line.append(_(" (could pon it)"), style=face.muted)
    else:
        line = narrate(before, action, after, names, face, reveal=True) or Text()
    if after.result is not None:
        line.append("\n").append_text(outcome_text(after, names, face))
    return line


def reason_line(replay: GameReplay, step: int, face: CardFace) -> Text | None:
    """Why the CPU took the action of ``step``, as the table's log says it: ``  → it connects with nothing…``.

    ``None`` for a person's move, a move that was the only one, and a CPU that gives no reason.
    """
    reason = replay.reason(step)
    if reason is None or reason.kind == "only":
        return None
    return Text(face.plain(f"  → {reason_why(reason)}"), style=f"italic {face.muted}")


def board(replay: GameReplay, step: int, face: CardFace, width: int) -> Group:
    """Every seat with its hand face up and its melds, then the stock and the discard pile, in ``width`` cells.

    A seat's name is never cut; its melds go on as many lines as they need, a meld never split
    between two, and a hand too long for its column wraps between two cards. The hands' column
    is as wide as the widest hand of the whole game, so the melds' column stays put from move
    to move.
    """
    state = replay.states[step]
    acting = None if state.result is not None else state.to_act
    names = [_seat_name(replay, index, index == acting, state.dealer, face) for index in range(len(replay.seats))]
    hands = [_hand_text(hand, face) for hand in state.hands]
    name_width = max(name.cell_len for name in names)
    hand_width = max(_hand_text(hand, face).cell_len for shown in replay.states for hand in shown.hands)
    gaps = 3  # one cell after each column
    melds_width = max(width - name_width - hand_width - gaps, MELDS_WIDTH)
    table = Table(box=None, padding=(0, 1, 0, 0), show_header=False, expand=False)
    table.add_column("seat", no_wrap=True, width=name_width)
    table.add_column("hand", width=min(hand_width, width - name_width - melds_width - gaps))
    table.add_column("melds", width=melds_width)
    for index in range(len(replay.seats)):
        melds = [face.meld_text(meld) for meld in state.melds if meld.owner == index]
        table.add_row(names[index], hands[index], Text("\n").join(packed(melds, melds_width)))
    return Group(table, _pile(state, replay.names, face))


def _hand_text(hand: Sequence[Card], face: CardFace) -> Text:
    """A hand face up, or ``no cards``."""
    return face.cards_text(hand) if hand else Text(_("no cards"), style=face.muted)


def _seat_name(replay: GameReplay, index: int, acting: bool, dealer: int, face: CardFace) -> Text:
    """``▶ North · Hard (D)``: the seat to act next is marked, the dealer noted."""
    seat = replay.seats[index]
    name = Text(face.frame.acting + " " if acting else "  ", style=face.cursor)
    name.append(shown_name(seat.name), style="bold")
    if seat.level is not None:
        name.append(f" {face.frame.separator} {_(LEVEL_NAMES[seat.level])}", style="italic")
    if dealer == index:
        name.append(_(" (D)"), style=face.muted)
    return name


def _pile(state: GameState, names: Sequence[str], face: CardFace) -> Text:
    """``stock 23 · discard 9♣ thrown by North, under it 4♦ 7♠``."""
    line = Text("  " + _("stock {count}").format(count=state.stock_size), style="bold")
    line.append(" · ", style=face.muted)
    top = state.top_discard
    if top is None:
        return line.append(_("no discard"), style=face.muted)
    thrower = discarder(state)
    if thrower is None:
        message = _("discard {card} turned up")
    elif thrower == HUMAN:
        message = _("discard {card} thrown by you")
    else:
        message = _("discard {card} thrown by {name}")
    name = name_of(thrower, names) if thrower is not None else ""
    line.append_text(sentence(message, card=face.card_text(top), name=name))
    under = state.discards[-1 - UNDER : -1][::-1]
    if under:
        line.append_text(sentence(_(", under it {cards}"), style=face.muted, cards=face.cards_text(under)))
    return line
