"""Helpers shared by the tests: stacked deals written as card text, playing a line, playing a match on.

Tests in ``tests/ui`` import this module too (the root ``conftest.py`` puts
this folder on the import path).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from sevenbridge import (
    Action,
    Card,
    GameState,
    RuleSet,
    apply_action,
    legal_actions,
    new_game,
    parse_action,
    parse_cards,
)
from sevenbridge.engine.actions import Discard, Draw, Pass
from sevenbridge.engine.cards import deck, sorted_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session, start_session

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


Person = Callable[[Session], Action]
"""How a test plays the person's seat: the action to take when the session waits for them."""


def random_position(rules: RuleSet, players: int, seed: int, steps: int) -> GameState:
    """A position reached by ``steps`` random legal actions from a seeded deal, or the game's end."""
    rng = random.Random(seed)
    state = new_game(rules, players, seed=seed, dealer=seed % players)
    for _ in range(steps):
        if state.result is not None:
            break
        state = apply_action(state, rng.choice(legal_actions(state)))
    return state


def hidden_cards_dealt_again(state: GameState, seed: int) -> GameState:
    """The same position for the seat to act, with every card it cannot see (other hands, the stock) moved about."""
    seat = state.to_act
    others = [index for index in range(state.players) if index != seat]
    hidden = [card for index in others for card in state.hands[index]] + list(state.stock)
    random.Random(seed).shuffle(hidden)
    hands = list(state.hands)
    for index in others:
        size = len(hands[index])
        hands[index] = sorted_cards(hidden[:size])
        hidden = hidden[size:]
    return state.replace(hands=tuple(hands), stock=tuple(hidden))


def first_legal(session: Session) -> Action:
    """The person always takes the first legal action: plain play, the same every time."""
    return legal_actions(session.game)[0]


def at_random(rng: random.Random | int) -> Person:
    """The person takes a legal action at random, drawn from ``rng`` (or a generator seeded with it)."""
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    return lambda session: generator.choice(legal_actions(session.game))


def never_melds(session: Session) -> Action:
    """The person draws, passes on every claim and discards the last card the rules list, so never goes out."""
    legal = legal_actions(session.game)
    return next((action for action in legal if isinstance(action, Draw | Pass)), None) or next(
        action for action in reversed(legal) if isinstance(action, Discard)
    )


def stock_out_match(seed: int, games: int) -> Session:
    """A finished Standard match against one Easy CPU, in which an empty stock draws the game and the person
    never melds: each game is drawn or won by North. Seed 6 of two games draws both (every total 0); seed 0
    draws the first, and North wins the second."""
    rules = load_ruleset("standard").with_changes(games_per_match=games, stock_empty="draw")
    return play_out(start_session(rules, ["Aki", "North"], [None, "easy"], seed=seed), never_melds)


def step(session: Session, person: Person) -> Session:
    """One move on: a finished game is recorded, the person plays as ``person`` says, a CPU by its policy."""
    if session.game.result is not None:
        return session.finish_game()
    if session.waiting_for_human:
        return session.apply(person(session))
    return session.apply(session.cpu_choice())


def play_out(session: Session, person: Person) -> Session:
    """``session`` played to the end of its match, the person's moves chosen by ``person``."""
    while not session.match_over:
        session = step(session, person)
    return session
