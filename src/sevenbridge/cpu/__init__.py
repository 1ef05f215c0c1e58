"""CPU opponents: policies that choose an action from what one seat may see.

A policy gets the seat's ``PlayerView`` and the legal actions, never the
``GameState``; its choice depends only on its seed and those two arguments, so
a saved match resumes with exactly the decisions it would have made. Asked to
``decide`` instead of ``choose``, it also gives the ``Reason`` for its choice.
"""

from __future__ import annotations

from typing import Protocol

from ..choices import LEVELS, Level
from ..engine.actions import Action
from ..engine.state import PlayerView
from ..quoting import quoted
from .easy import EasyPolicy
from .hard import HardPolicy
from .normal import NormalPolicy
from .reasons import Decision, Reason, reason_brief, reason_text, reason_why

__all__ = [
    "LEVELS",
    "Decision",
    "EasyPolicy",
    "HardPolicy",
    "Level",
    "NormalPolicy",
    "Policy",
    "Reason",
    "cpu_player",
    "reason_brief",
    "reason_text",
    "reason_why",
]


class Policy(Protocol):
    """Anything that can play a seat."""

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        """One of ``legal``, chosen from ``view`` alone."""
        ...

    def decide(self, view: PlayerView, legal: list[Action]) -> Decision:
        """What ``choose`` would return, with the reason for it (slower: for the table, not simulations)."""
        ...


def cpu_player(level: Level, *, seed: int | None = None) -> Policy:
    """The CPU opponent of ``level``; the same seed gives the same decisions."""
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {quoted(level)}: choose one of {', '.join(LEVELS)}")
    if level == "easy":
        return EasyPolicy(seed)
    if level == "normal":
        return NormalPolicy(seed)
    return HardPolicy(seed)
