"""The state of one game: immutable, explicit, comparable.

A ``GameState`` says which phase the game is in, whose turn it is
(``current``), whose decision it is (``to_act``, which differs from ``current``
while the claim window asks other seats), and everything on the table. The
transitions live in ``turns``; this module holds and shows the data, and is
the only one that knows the order of its fields: the two transitions every
turn takes (a draw, the start of the next turn) build their states through
``GameState.card_drawn`` and ``GameState.turn_started``, by position, for speed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final, NamedTuple

from .actions import Action, Pass
from .cards import Card
from .melds import TableMeld
from .rules import RuleSet

__all__ = ["GameState", "Phase", "PlayerView", "Result", "Termination"]


class Phase(StrEnum):
    """Where the game stands, and so which actions are possible."""

    CLAIM = "claim"
    """A discard is on offer: ``to_act`` may pon it or pass."""
    TURN_START = "turn-start"
    """``current`` must draw, or chi the previous player's discard."""
    PLAY = "play"
    """``current`` may meld and lay off, and must then discard."""
    GAME_OVER = "game-over"
    """``result`` says how the game ended."""


class Termination(StrEnum):
    """How a game ended."""

    WENT_OUT = "went-out"
    STOCK_EXHAUSTED = "stock-exhausted"


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: who went out (``None`` for a draw) and each seat's penalty."""

    winner: int | None
    penalties: tuple[int, ...]
    out_at_once: bool
    termination: Termination
    hands: tuple[tuple[Card, ...], ...]
    """Every hand as it was when the game ended."""


Event = tuple[int, Action]
"""One event of a game: the seat and what it did (a draw shows no card). Every
event is public but a ``Pass``, which only its own seat sees (see ``view``)."""


class _Fields(NamedTuple):
    """The data of a game; ``GameState`` adds behaviour. A tuple, so building a
    new state per action is cheap: the engine makes one for every action."""

    rules: RuleSet
    phase: Phase
    current: int
    to_act: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's hand, sorted by card."""
    melds: tuple[TableMeld, ...]
    """Melds in the order they were made; an index never changes."""
    discards: tuple[Card, ...]
    """The discard pile, top card last."""
    stock: tuple[Card, ...]
    """The stock, top card first. Hidden from players: see ``view``."""
    seed: int
    """Drives reshuffles of the stock, so a game replays exactly."""
    reshuffles: int
    had_turn: tuple[bool, ...]
    """Whether each seat has started a turn this game (the first-round rule)."""
    claimants: tuple[int, ...]
    """In the claim window, the seats still to be asked, ``to_act`` first."""
    turn_had_meld: bool
    """Whether ``current`` had a meld on the table when this turn began."""
    result: Result | None
    history: tuple[Event, ...]
    """Every event, passes included; a seat's ``view`` leaves out the passes of others."""


class GameState(_Fields):
    """One game in progress or finished. Never changes: actions make new states.

    Use ``engine.new_game`` to make one; ``legal_actions`` and ``apply_action``
    to move on. Two states are equal when every field is.
    """

    __slots__ = ()

    def replace(self, **changes: Any) -> GameState:
        """A copy with ``changes`` applied.

        The two transitions every turn takes have their own builders below,
        which skip the names: only this module knows the order of the fields.
        """
        values = list(self)
        for name, value in changes.items():
            values[_POSITION[name]] = value
        return tuple.__new__(GameState, values)

    def turn_started(
        self, seat: int, hands: tuple[tuple[Card, ...], ...], discards: tuple[Card, ...], history: tuple[Event, ...]
    ) -> GameState:
        """The claim window is closed and ``seat`` is to begin a turn, with these
        hands, discards and history; no seat is waiting to be asked."""
        rules, _, _, _, dealer, _, melds, _, stock, seed, reshuffles, had_turn, _, turn_had_meld, result, _ = self
        return tuple.__new__(
            GameState,
            (
                rules,
                _TURN_START,
                seat,
                seat,
                dealer,
                hands,
                melds,
                discards,
                stock,
                seed,
                reshuffles,
                had_turn,
                (),
                turn_had_meld,
                result,
                history,
            ),
        )

    def card_drawn(
        self,
        hands: tuple[tuple[Card, ...], ...],
        stock: tuple[Card, ...],
        had_turn: tuple[bool, ...],
        turn_had_meld: bool,
        history: tuple[Event, ...],
    ) -> GameState:
        """``current`` has drawn and goes on to play, with these hands, stock and the rest."""
        rules, _, seat, _, dealer, _, melds, discards, _, seed, reshuffles, _, _, _, _, _ = self
        return tuple.__new__(
            GameState,
            (
                rules,
                _PLAY,
                seat,
                seat,
                dealer,
                hands,
                melds,
                discards,
                stock,
                seed,
                reshuffles,
                had_turn,
                (),
                turn_had_meld,
                None,
                history,
            ),
        )

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a GameState never changes; apply an action to get a new one")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a GameState never changes")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return tuple.__ne__(self, other)

    __hash__ = tuple.__hash__

    def __repr__(self) -> str:
        return (
            f"<GameState {self.phase.value} current={self.current} to_act={self.to_act} "
            f"hands={[len(hand) for hand in self.hands]} stock={len(self.stock)}>"
        )

    def __copy__(self) -> GameState:
        return self

    def __deepcopy__(self, memo: object) -> GameState:
        return self

    @property
    def players(self) -> int:
        """How many seats play this game."""
        return len(self.hands)

    @property
    def stock_size(self) -> int:
        """Cards left in the stock."""
        return len(self.stock)

    @property
    def top_discard(self) -> Card | None:
        """The card on top of the discard pile, if any."""
        return self.discards[-1] if self.discards else None

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see: its own hand, the table, and card counts.

        Who is asked in a claim window is private: only a seat that can pon is
        asked, so the asking and each ``Pass`` would show that it holds a pair.
        A seat sees its own passes only; while another seat is being asked, it
        sees what it would see had nobody been able to pon: the discard lying
        there and the next player to start a turn.
        """
        phase, current, to_act = self.phase, self.current, self.to_act
        if phase is Phase.CLAIM and to_act != seat:
            phase = Phase.TURN_START
            current = to_act = (current + 1) % len(self.hands)
        return PlayerView(
            seat=seat,
            rules=self.rules,
            phase=phase,
            current=current,
            to_act=to_act,
            dealer=self.dealer,
            hand=self.hands[seat],
            hand_sizes=tuple(len(hand) for hand in self.hands),
            melds=self.melds,
            discards=self.discards,
            stock_size=len(self.stock),
            reshuffles=self.reshuffles,
            had_turn=self.had_turn,
            result=self.result,
            history=tuple(event for event in self.history if event[0] == seat or not isinstance(event[1], Pass)),
        )


_POSITION: Final = {name: position for position, name in enumerate(_Fields._fields)}
_TURN_START: Final = Phase.TURN_START
_PLAY: Final = Phase.PLAY


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of a game: no other hand, no stock order.

    ``history`` is the public record of every action so far, with this seat's
    own passes but nobody else's; draws in it carry no card. During a claim
    window only the seat being asked sees ``Phase.CLAIM``; every other seat
    sees the next player to start a turn. ``result`` (at the end) reveals
    every hand, as the table does.
    """

    seat: int
    rules: RuleSet
    phase: Phase
    current: int
    to_act: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    melds: tuple[TableMeld, ...]
    discards: tuple[Card, ...]
    stock_size: int
    reshuffles: int
    had_turn: tuple[bool, ...]
    result: Result | None
    history: tuple[Event, ...]

    @property
    def players(self) -> int:
        """How many seats play this game."""
        return len(self.hand_sizes)

    @property
    def top_discard(self) -> Card | None:
        """The card on top of the discard pile, if any."""
        return self.discards[-1] if self.discards else None
