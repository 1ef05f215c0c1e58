"""A six-seat table dealt by hand: every CPU melds a set and a run on its first turn."""

from __future__ import annotations

from sevenbridge.engine.actions import Action, Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import new_match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.session import Seat, Session
from sevenbridge.play.setup import OPPONENT_NAMES

HANDS = (
    "2S 4S 6S AD 3D 5D 8D",
    "9S 9H 9D AC 2C 3C 4C",
    "TS TH TD 5C 6C 7C 8C",
    "JS JH JD 9C TC JC QC",
    "QS QH QD AH 2H 3H 4H",
    "KS KH KD 5H 6H 7H 8H",
)
STOCK = "KC 7S 3S 5S 8S AS 7D 2D 4D 6D"


def first_round() -> tuple[Action, ...]:
    """You draw and throw the K♣; every CPU draws, melds a set and a run, and throws what it drew."""
    actions: list[Action] = [Draw(), Discard(Card("KC"))]
    for hand, drawn in zip(HANDS[1:], ["7S", "3S", "5S", "8S", "AS"], strict=True):
        cards = parse_cards(hand)
        actions += [Draw(), Meld(cards[:3]), Meld(cards[3:6]), Discard(Card(drawn))]
    return tuple(actions)


def full_table(actions: tuple[Action, ...] = ()) -> Session:
    """Six seats of Japanese classic: you and five CPUs, dealt by hand, after ``actions``."""
    rules = load_ruleset("japanese-classic")
    match = new_match(rules, 6, seed=1, first_dealer=5)
    dealt = new_game(rules, 6, dealer=5, hands=[parse_cards(hand) for hand in HANDS], stock=parse_cards(STOCK))
    game = dealt
    for action in actions:
        game = apply_action(game, action)
    names = ("Hanako", *OPPONENT_NAMES[5])
    seats = tuple(Seat(name, None if seat == 0 else "normal", seat) for seat, name in enumerate(names))
    return Session(seats, match, game, actions, dealt if actions else None)
