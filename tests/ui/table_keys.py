"""Playing the table the way a person does: from a decision to the keys that make it.

``press_action`` reads the hand and any open dialog off the screen, as a player
would, and presses the number keys and command keys for one action.
``wait_for_player`` lets CPU turns play out until the table needs the player.
"""

from __future__ import annotations

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Markdown

from sevenbridge.engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from sevenbridge.engine.cards import Card
from sevenbridge.engine.state import Phase
from sevenbridge.ui.dialogs import ChoiceDialog, PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.hand import KEYS, HandView
from sevenbridge.ui.table.keys_help import TableKeysScreen
from sevenbridge.ui.table.match_over import MatchOverScreen

STEPS = 5000
"""Pauses allowed before a table is declared stuck."""


def table_of(pilot: Pilot[None]) -> TableScreen:
    """The table screen, wherever it sits in the stack."""
    for screen in reversed(pilot.app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError("no table screen is open")


def _ready(screen: Screen[object], table: TableScreen) -> bool:
    if isinstance(screen, (PonDialog, GameOverScreen, MatchOverScreen, ChoiceDialog)):
        return True
    if screen is not table or table.waiting != "human" or table.busy:
        return False
    return table.session.game.phase is not Phase.CLAIM


async def wait_for_player(pilot: Pilot[None]) -> Screen[object]:
    """Let the CPUs play until the player must decide or a sheet is shown; returns the active screen."""
    table = table_of(pilot)
    for _ in range(STEPS):
        await pilot.pause()
        if _ready(pilot.app.screen, table):
            return pilot.app.screen
    raise AssertionError(f"the table never waited for the player: {table.waiting}, busy={table.busy}")


def hand_keys(table: TableScreen, cards: tuple[Card, ...]) -> list[str]:
    """The number keys that select ``cards`` in the hand as it is shown."""
    shown = list(table.query_one(HandView).cards)
    keys = []
    taken: set[int] = set()
    for card in cards:
        position = next(i for i, held in enumerate(shown) if held is card and i not in taken)
        taken.add(position)
        keys.append(KEYS[position])
    return keys


async def _answer_dialogs(pilot: Pilot[None], answers: list[object]) -> None:
    """Answer each choice dialog that opens, with the first of ``answers`` it offers."""
    for _ in range(len(answers)):
        await pilot.pause()
        dialog = pilot.app.screen
        if not isinstance(dialog, ChoiceDialog):
            return
        value = next(answer for answer in answers if answer in dialog.values)
        await pilot.press(str(dialog.values.index(value) + 1))


async def press_action(pilot: Pilot[None], action: Action) -> None:
    """Press the keys a person would press to take ``action``, answering any question the table asks."""
    table = table_of(pilot)
    if isinstance(action, (Pon, Pass)):
        assert isinstance(pilot.app.screen, PonDialog), f"expected the pon prompt, found {pilot.app.screen!r}"
        await pilot.press("p" if isinstance(action, Pon) else "n")
    elif isinstance(action, Draw):
        await pilot.press("d")
    elif isinstance(action, Chi):
        await pilot.press("c")
        await _answer_dialogs(pilot, [action])
    elif isinstance(action, Meld):
        await pilot.press(*hand_keys(table, action.cards), "m")
    elif isinstance(action, Discard):
        await pilot.press(*hand_keys(table, (action.card,)), "x")
    elif isinstance(action, LayOff):
        await pilot.press(*hand_keys(table, (action.card,)), "l")
        await _answer_dialogs(pilot, [action.meld, action])
    else:
        raise AssertionError(f"no keys for {action!r}")


async def table_keys_text(pilot: Pilot[None]) -> str:
    """Open the table's key list with ``?``, as a player does, and read what it says."""
    await pilot.press("question_mark")
    await pilot.pause()
    keys = pilot.app.screen
    assert isinstance(keys, TableKeysScreen)
    return keys.query_one("#table-keys", Markdown).source
