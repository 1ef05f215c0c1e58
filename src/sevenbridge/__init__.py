"""Seven Bridge (セブンブリッジ), the Japanese rummy game with pon and chi.

The package root re-exports the rules engine's public API (``sevenbridge.engine``);
it imports nothing from the terminal interface, the CPU players or saved games.

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
    from .engine import (
        JOKER,
        RULESET_NAMES,
        Action,
        Card,
        Chi,
        Discard,
        Draw,
        GameState,
        IllegalAction,
        InvalidActionError,
        InvalidCardError,
        LayOff,
        Match,
        Meld,
        MeldKind,
        Pass,
        Phase,
        PlayerView,
        Pon,
        Result,
        RuleSet,
        RuleSetError,
        Standing,
        Suit,
        TableMeld,
        Termination,
        apply_action,
        hand_penalty,
        is_valid_meld,
        legal_actions,
        load_ruleset,
        new_game,
        new_match,
        parse_action,
        parse_cards,
    )

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
    "__version__",
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

_PUBLIC = frozenset(__all__) - {"__version__"}


def __getattr__(name: str) -> Any:
    """Load a public name from the engine on first use, so a program that only
    needs part of the package (the menu, ``--version``) does not pay for the rest."""
    if name not in _PUBLIC:
        raise AttributeError(f"module 'sevenbridge' has no attribute {name!r}")
    value = getattr(import_module(".engine", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_PUBLIC})
