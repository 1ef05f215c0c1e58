"""A hand-dealt position the tracker and warning tests share, in the engine and at the table."""

from __future__ import annotations

import random
from typing import Final

from sevenbridge.engine.actions import Action, parse_action
from sevenbridge.engine.cards import sorted_cards
from sevenbridge.engine.state import GameState

THREE_SEATS: Final = ["8S TH 5S KD QS 3D AS", "7H 8H 9H 2S 6D JC KC", "2C 3C 4C 5C 9S JD 6S"]
"""You hold an 8, a 10♥, a 5 and a 3; West can make a heart run round 8♥, North a club run from 2♣ to 5♣."""
STOCK: Final = "4D 9D QD KH 6H 7C 8C"
ROUND: Final[tuple[Action, ...]] = tuple(
    parse_action(text)
    for text in (
        "draw",
        "discard AS",
        "draw",
        "meld 7H 8H 9H",
        "discard 9D",
        "draw",
        "meld 2C 3C 4C 5C",
        "discard QD",
        "draw",
    )
)
"""You throw A♠; West melds 7♥ 8♥ 9♥ (four cards left), North 2♣ to 5♣ (three left); you draw 4♦ and then K♥."""


def hidden_shuffled(state: GameState, rng: random.Random) -> GameState:
    """``state`` with the cards seat 0 cannot see (other hands, stock) dealt out again at random, sizes kept."""
    hidden = [card for hand in state.hands[1:] for card in hand] + list(state.stock)
    rng.shuffle(hidden)
    hands = [state.hands[0]]
    for hand in state.hands[1:]:
        hands.append(sorted_cards(hidden[: len(hand)]))
        hidden = hidden[len(hand) :]
    return state.replace(hands=tuple(hands), stock=tuple(hidden))
