"""The rules engine: cards, rule sets, melds, actions, the turn-state machine, matches.

Pure and immutable: it imports only the standard library and pydantic, never
prints or reads a keyboard, and takes every bit of randomness from a seed kept
in the state. The CPU players, the match runner, saved games and the screens
all stand on it; it knows none of them.
"""

from .actions import (
    Action,
    Chi,
    Discard,
    Draw,
    IllegalAction,
    InvalidActionError,
    LayOff,
    Meld,
    Pass,
    Pon,
    parse_action,
)
from .cards import JOKER, Card, InvalidCardError, Suit, parse_cards
from .match import Match, Standing, new_match
from .melds import MeldKind, TableMeld, is_valid_meld
from .rules import RULESET_NAMES, RuleSet, RuleSetError, load_ruleset
from .scoring import hand_penalty
from .state import GameState, Phase, PlayerView, Result, Termination
from .turns import apply_action, legal_actions, new_game

__all__ = [
    "JOKER",
    "RULESET_NAMES",
    "Action",
    "Card",
    "Chi",
    "Discard",
    "Draw",
    "GameState",
    "IllegalAction",
    "InvalidActionError",
    "InvalidCardError",
    "LayOff",
    "Match",
    "Meld",
    "MeldKind",
    "Pass",
    "Phase",
    "PlayerView",
    "Pon",
    "Result",
    "RuleSet",
    "RuleSetError",
    "Standing",
    "Suit",
    "TableMeld",
    "Termination",
    "apply_action",
    "hand_penalty",
    "is_valid_meld",
    "legal_actions",
    "load_ruleset",
    "new_game",
    "new_match",
    "parse_action",
    "parse_cards",
]
