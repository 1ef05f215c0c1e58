"""A match being played: the seats, the score sheet and the game in progress.

This is where the engine meets the players. The table screen and saved games
both work on a ``Session``; it knows which seats are CPUs and asks their
policies, but holds no rule of its own. Beside the action log it keeps the
reason each CPU gave for its action, so the table can show them and a finished
game can be told again with them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Literal

from ..choices import Level
from ..cpu import Decision, Policy, Reason, cpu_player
from ..engine.actions import Action
from ..engine.match import Match, new_match
from ..engine.rules import RuleSet
from ..engine.state import GameState
from ..engine.turns import apply_action, legal_actions

__all__ = [
    "GameReplayed",
    "NothingToUndo",
    "Seat",
    "Session",
    "Waiting",
    "cpu_decision",
    "recalled_reason",
    "start_session",
]

Waiting = Literal["cpu", "human", "game-over", "match-over"]
"""What the table is waiting for: a CPU's move, a person's decision, the player
to leave the game-over sheet, or the player to leave the final standings."""


class NothingToUndo(ValueError):
    """Nothing can be taken back: the player has made no decision in the current game yet, or the match is over."""


class GameReplayed(NothingToUndo):
    """Nothing can be taken back: the finished game's replay, every hand face up, has been opened."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at one place of the table: a human (``level`` is ``None``) or a CPU."""

    name: str
    level: Level | None
    seed: int
    """The CPU's seed: the same seed and position give the same decision."""

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.level is None


@lru_cache(maxsize=32)
def _policy(level: Level, seed: int) -> Policy:
    return cpu_player(level, seed=seed)


@dataclass(frozen=True, slots=True)
class Session:
    """A match in progress: the game on the table and the actions that led there."""

    seats: tuple[Seat, ...]
    match: Match
    game: GameState
    actions: tuple[Action, ...] = ()
    """Every action of the current game, in order, from its deal."""
    dealt: GameState | None = None
    """The current game as it was dealt, which undo replays from; ``None`` when ``game`` is still that deal."""
    assisted_games: frozenset[int] = frozenset()
    """The match's games (numbered from 0) in which the player took a hint or an undo."""
    reasons: tuple[Reason | None, ...] = field(default=(), compare=False)
    """The reason for each of ``actions``, by position: a CPU's own, ``None`` for
    a person's. Missing ones (a session rebuilt without them) count as ``None``,
    and any beyond the last action (left by cutting ``actions`` short) are
    ignored. Commentary, not position: sessions that differ only in reasons are equal."""
    finished: tuple[tuple[Action, ...] | None, ...] = ()
    """The actions of each game on the score sheet, so a finished game can be replayed;
    ``None`` for a game whose actions were not kept (a match saved by an older version)."""
    game_replayed: bool = False
    """Whether the finished game on the table has been replayed, every hand face up: undo no longer goes
    back into it, since the player would play it again knowing the hands and the stock."""

    def __post_init__(self) -> None:
        if self.actions and self.dealt is None:
            raise ValueError("a game with actions needs the game as it was dealt, to replay them from")

    def reason(self, index: int) -> Reason | None:
        """The reason given for ``actions[index]``, if one was."""
        return self.reasons[index] if 0 <= index < min(len(self.reasons), len(self.actions)) else None

    @property
    def rules(self) -> RuleSet:
        """The match's rule set."""
        return self.match.rules

    @property
    def seat_to_act(self) -> Seat | None:
        """The seat whose decision it is, or ``None`` once the game is over."""
        return None if self.game.result is not None else self.seats[self.game.to_act]

    @property
    def waiting_for_human(self) -> bool:
        """Whether the game waits for a person's decision."""
        seat = self.seat_to_act
        return seat is not None and seat.is_human

    @property
    def waiting(self) -> Waiting:
        """What a table showing this session waits for."""
        if self.match_over:
            return "match-over"
        if self.game.result is not None:
            return "game-over"
        return "human" if self.waiting_for_human else "cpu"

    def cpu_choice(self) -> Action:
        """The decision of the CPU seat to act, from its own view only."""
        seat = self.seat_to_act
        if seat is None or seat.level is None:
            raise ValueError("no CPU seat is to act")
        game = self.game
        return _policy(seat.level, seat.seed).choose(game.view(game.to_act), legal_actions(game))

    @property
    def deal(self) -> GameState:
        """The current game as it was dealt, before any action."""
        return self.game if self.dealt is None else self.dealt

    @property
    def game_number(self) -> int:
        """The current game's number on the score sheet, from 0 (the last game once the match is over)."""
        return self.match.games_played - 1 if self.match_over else self.match.games_played

    @property
    def game_assisted(self) -> bool:
        """Whether the player took a hint or an undo in the current game."""
        return self.game_number in self.assisted_games

    def cpu_decision(self) -> Decision:
        """What ``cpu_choice`` returns, with the CPU's reason for it."""
        return cpu_decision(self.seats, self.game)

    def apply(self, action: Action, reason: Reason | None = None) -> Session:
        """The session after the seat to act takes ``action`` (``IllegalAction`` if it may not),
        for ``reason`` when a CPU gave one."""
        kept = self.reasons[: len(self.actions)]
        missing = (None,) * (len(self.actions) - len(kept))
        game = apply_action(self.game, action)
        return replace(
            self, game=game, actions=(*self.actions, action), reasons=(*kept, *missing, reason), dealt=self.deal
        )

    def with_assistance(self) -> Session:
        """The session with the current game marked as assisted: the player took a hint or an undo.

        A game once marked stays marked, whatever is undone afterwards; the
        mark goes to the score sheet and the match history.
        """
        if self.game_assisted:
            return self
        return replace(self, assisted_games=self.assisted_games | {self.game_number})

    def with_game_replayed(self) -> Session:
        """The session once the finished game's replay has been opened: that game is closed to undo."""
        return self if self.game_replayed else replace(self, game_replayed=True)

    def undo(self) -> Session:
        """The session at the player's previous decision: their last action, and every move after it, taken back.

        The game is replayed from its deal up to that decision, so the hands,
        the table, the stock's order and what the CPUs know are exactly as they
        were then; the CPUs decide from their seed and view alone, so they will
        play the same again. The game is marked assisted. ``NothingToUndo`` if
        the player has not yet decided anything in this game, ``GameReplayed``
        once its replay has shown every hand.
        """
        if self.match_over:
            raise NothingToUndo("the match is over")
        if self.game_replayed:
            raise GameReplayed("the game's replay has shown every hand")
        state = self.deal
        back_to: tuple[int, GameState] | None = None
        for index, action in enumerate(self.actions):
            if self.seats[state.to_act].is_human:
                back_to = index, state
            state = apply_action(state, action)
        if back_to is None:
            raise NothingToUndo("you have made no move in this game yet")
        index, game = back_to
        undone = replace(self, game=game, actions=self.actions[:index], dealt=self.deal if index else None)
        return undone.with_assistance()

    def finish_game(self) -> Session:
        """Record the finished game; deal the next one unless the match is over."""
        result = self.game.result
        if result is None:
            raise ValueError("the game is still being played")
        match = self.match.record(result)
        finished = (*self.finished, self.actions)
        if match.is_over:
            return replace(self, match=match, finished=finished)
        return replace(
            self,
            match=match,
            game=match.next_game(),
            actions=(),
            reasons=(),
            dealt=None,
            finished=finished,
            game_replayed=False,
        )

    @property
    def match_over(self) -> bool:
        """Whether the last game has been recorded."""
        return self.match.is_over


def cpu_decision(seats: Sequence[Seat], game: GameState) -> Decision:
    """The decision of the CPU seat to act in ``game``, with its reason, from its own view only."""
    level = seats[game.to_act].level
    if game.result is not None or level is None:
        raise ValueError("no CPU seat is to act")
    return _policy(level, seats[game.to_act].seed).decide(game.view(game.to_act), legal_actions(game))


def recalled_reason(seats: Sequence[Seat], game: GameState, action: Action) -> Reason | None:
    """The reason the CPU to act in ``game`` gives for ``action``, asked again: its
    decisions depend only on its seed and view, so a game read back from a file
    gets the reasons it was played with. ``None`` for a person's action, and for
    one the CPU would no longer take (a later release may judge differently)."""
    if game.result is not None or seats[game.to_act].level is None:
        return None
    decision = cpu_decision(seats, game)
    return decision.reason if decision.action == action else None


def start_session(
    rules: RuleSet, names: Sequence[str], levels: Sequence[Level | None], *, seed: int | None = None
) -> Session:
    """A new match; ``levels[i]`` is ``None`` for a human seat. The last seat deals
    first, so seat 0 plays the first turn."""
    if len(names) != len(levels):
        raise ValueError("every seat needs a name and a level")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    rng = random.Random(f"{seed}/seats")
    seats = tuple(Seat(name, level, rng.randrange(2**63)) for name, level in zip(names, levels, strict=True))
    match = new_match(rules, len(seats), seed=seed, first_dealer=len(seats) - 1)
    return Session(seats, match, match.next_game())
