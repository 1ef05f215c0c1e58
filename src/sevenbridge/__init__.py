"""Seven Bridge (セブンブリッジ), the Japanese rummy game with pon and chi.

The package root is the rules engine's public API; it imports nothing from the
terminal interface, the CPU players or saved games.

>>> from sevenbridge import Meld, load_ruleset, new_game, parse_cards
>>> rules = load_ruleset("standard")
>>> state = new_game(rules, 4, seed=1)
>>> state.current, state.phase.value, len(state.hands[0])
(1, 'turn-start', 7)
>>> Meld(parse_cards("7H 7S")) == Meld(parse_cards("7S 7H"))
True
"""

from .actions import Action, Chi, Discard, Draw, IllegalAction, LayOff, Meld, Pass, Pon
from .cards import JOKER, Card, InvalidCardError, Suit, parse_cards
from .engine import apply_action, legal_actions, new_game
from .match import Match, Standing, new_match
from .melds import MeldKind, TableMeld, is_valid_meld
from .rules import RULESET_NAMES, RuleSet, RuleSetError, load_ruleset
from .scoring import hand_penalty
from .state import GameState, Phase, PlayerView, Result, Termination

__version__ = "0.1.0"

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
    "__version__",
    "apply_action",
    "hand_penalty",
    "is_valid_meld",
    "legal_actions",
    "load_ruleset",
    "new_game",
    "new_match",
    "parse_cards",
]
