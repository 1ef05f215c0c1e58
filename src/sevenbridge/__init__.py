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

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, Chi, Discard, Draw, IllegalAction, LayOff, Meld, Pass, Pon
    from .cards import JOKER, Card, InvalidCardError, Suit, parse_cards
    from .engine import apply_action, legal_actions, new_game
    from .match import Match, Standing, new_match
    from .melds import MeldKind, TableMeld, is_valid_meld
    from .rules import RULESET_NAMES, RuleSet, RuleSetError, load_ruleset
    from .scoring import hand_penalty
    from .state import GameState, Phase, PlayerView, Result, Termination

_HOMES = {
    **dict.fromkeys(("Action", "Chi", "Discard", "Draw", "IllegalAction", "LayOff", "Meld", "Pass", "Pon"), "actions"),
    **dict.fromkeys(("JOKER", "Card", "InvalidCardError", "Suit", "parse_cards"), "cards"),
    **dict.fromkeys(("apply_action", "legal_actions", "new_game"), "engine"),
    **dict.fromkeys(("Match", "Standing", "new_match"), "match"),
    **dict.fromkeys(("MeldKind", "TableMeld", "is_valid_meld"), "melds"),
    **dict.fromkeys(("RULESET_NAMES", "RuleSet", "RuleSetError", "load_ruleset"), "rules"),
    **dict.fromkeys(("hand_penalty",), "scoring"),
    **dict.fromkeys(("GameState", "Phase", "PlayerView", "Result", "Termination"), "state"),
}
"""Where each public name lives. They load on first use, so a program that only
needs part of the package (the menu, ``--version``) does not pay for the rest."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'sevenbridge' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


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
