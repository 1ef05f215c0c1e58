"""The turn's hint when the player holds one card: no range of one."""

from __future__ import annotations

from table_host import NAMES, stacked_session

from sevenbridge.engine.actions import Draw, LayOff, Meld
from sevenbridge.engine.cards import parse_cards
from sevenbridge.engine.turns import legal_actions
from sevenbridge.ui.table.hints import turn_hint


def test_the_hint_for_a_last_card_names_the_one_key() -> None:
    run = tuple(parse_cards("2C 3C 4C 5C"))
    session = stacked_session(["2C 3C 4C 5C 9H", "4S 6D 8H JC TD", "8S 2S 3S KS QD"], "6C 7H 8D 9D", (Draw(),))
    session = session.apply(Meld(run))
    lay_off = next(action for action in legal_actions(session.game) if isinstance(action, LayOff))
    session = session.apply(lay_off)
    assert len(session.game.hands[0]) == 1
    hint = turn_hint(session.game, "human", list(NAMES), "normal")
    assert hint.startswith("Select the card (1, click, or space), then ")
