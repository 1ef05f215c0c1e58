"""Helpers for engine tests: stacked deals written as card text, and playing a line."""

from __future__ import annotations

from collections import Counter

from sevenbridge import Action, Card, GameState, RuleSet, apply_action, new_game, parse_action, parse_cards
from sevenbridge.engine.cards import deck

P = parse_cards


def C(code: str) -> Card:
    """One card from its code."""
    return Card(code)


def stacked(rules: RuleSet, hands: list[str], stock: str, *, dealer: int | None = None, seed: int = 0) -> GameState:
    """A game with the given hands and stock (top first); seat 0 plays first unless ``dealer`` says otherwise."""
    players = len(hands)
    return new_game(
        rules,
        players,
        hands=[P(hand) for hand in hands],
        stock=P(stock),
        dealer=players - 1 if dealer is None else dealer,
        seed=seed,
    )


def play(state: GameState, *actions: Action | str) -> GameState:
    """Apply ``actions`` in order; each is an action or its text, e.g. ``play(state, "draw", "discard 4C")``."""
    for action in actions:
        state = apply_action(state, parse_action(action) if isinstance(action, str) else action)
    return state


def all_cards(state: GameState) -> Counter[Card]:
    """Every card of the game, wherever it is now."""
    cards: Counter[Card] = Counter(state.stock) + Counter(state.discards)
    for hand in state.hands:
        cards.update(hand)
    for meld in state.melds:
        cards.update(meld.cards)
    return cards


def full_deck(rules: RuleSet) -> Counter[Card]:
    """The cards a dealt game of ``rules`` holds."""
    return Counter(deck(rules.jokers))
