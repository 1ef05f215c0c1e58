"""A game position written out in full, field by field.

The saved match rebuilds its game by replaying the actions from the deal; the
snapshot is the position as it stood when saved, so loading can prove the
replay arrived at exactly the same place. Every field of ``GameState`` except
the rules (stored once, with the match) is here.
"""

from __future__ import annotations

from pydantic import Field

from ..engine.melds import MeldKind, TableMeld
from ..engine.state import GameState, Phase, Result, Termination
from .encoding import ActionText, CardCode
from .frozen import FrozenModel

__all__ = ["GameSnapshot"]

SeatIndex = int
"""A seat number, 0 for the first seat."""
Hand = tuple[CardCode, ...]


class MeldSnapshot(FrozenModel):
    """A meld on the table: its cards in table order, kind and lowest rank."""

    owner: SeatIndex = Field(ge=0)
    kind: MeldKind
    low: int
    cards: tuple[CardCode, ...]

    @classmethod
    def of(cls, meld: TableMeld) -> MeldSnapshot:
        """The snapshot of ``meld``."""
        return cls(owner=meld.owner, kind=meld.kind, low=meld.low, cards=meld.cards)


class EventSnapshot(FrozenModel):
    """One public event: who did what."""

    seat: SeatIndex = Field(ge=0)
    action: ActionText


class ResultSnapshot(FrozenModel):
    """How the game ended."""

    winner: SeatIndex | None
    penalties: tuple[int, ...]
    out_at_once: bool
    termination: Termination
    hands: tuple[Hand, ...]

    @classmethod
    def of(cls, result: Result) -> ResultSnapshot:
        """The snapshot of ``result``."""
        return cls(
            winner=result.winner,
            penalties=result.penalties,
            out_at_once=result.out_at_once,
            termination=result.termination,
            hands=result.hands,
        )


class GameSnapshot(FrozenModel):
    """Every field of a ``GameState`` but its rules."""

    phase: Phase
    current: SeatIndex
    to_act: SeatIndex
    dealer: SeatIndex
    hands: tuple[Hand, ...]
    melds: tuple[MeldSnapshot, ...]
    discards: tuple[CardCode, ...]
    stock: tuple[CardCode, ...]
    seed: int
    reshuffles: int
    had_turn: tuple[bool, ...]
    claimants: tuple[SeatIndex, ...]
    turn_had_meld: bool
    result: ResultSnapshot | None
    history: tuple[EventSnapshot, ...]

    @classmethod
    def of(cls, state: GameState) -> GameSnapshot:
        """The snapshot of ``state``."""
        return cls(
            phase=state.phase,
            current=state.current,
            to_act=state.to_act,
            dealer=state.dealer,
            hands=state.hands,
            melds=tuple(MeldSnapshot.of(meld) for meld in state.melds),
            discards=state.discards,
            stock=state.stock,
            seed=state.seed,
            reshuffles=state.reshuffles,
            had_turn=state.had_turn,
            claimants=state.claimants,
            turn_had_meld=state.turn_had_meld,
            result=None if state.result is None else ResultSnapshot.of(state.result),
            history=tuple(EventSnapshot(seat=seat, action=action) for seat, action in state.history),
        )
