"""Cards and actions as small JSON values.

A card is its code (``"7H"``, ``"JK"``); an action is a tagged object such as
``{"type": "lay-off", "card": "8H", "meld": 2, "end": null}``. Reading goes
through the engine's own constructors, so only real cards and well-formed
actions come back.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, PlainSerializer, PlainValidator, WithJsonSchema

from ..engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from ..engine.cards import Card
from ..engine.melds import End
from .frozen import FrozenModel

__all__ = ["ActionModel", "CardCode", "action_model"]


def _card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise ValueError("a card is written as a code such as '7H' or 'JK'")
    return Card(value)


def _code(card: Card) -> str:
    return card.code


CardCode = Annotated[
    Card, PlainValidator(_card), PlainSerializer(_code, return_type=str), WithJsonSchema({"type": "string"})
]
"""A card, stored as its code."""


class DrawModel(FrozenModel):
    """Draw from the stock."""

    type: Literal["draw"] = "draw"

    def to_action(self) -> Action:
        """The engine's action."""
        return Draw()


class ChiModel(FrozenModel):
    """Chi the discard with ``cards`` from the hand."""

    type: Literal["chi"] = "chi"
    cards: tuple[CardCode, ...] = Field(min_length=1, max_length=13)

    def to_action(self) -> Action:
        """The engine's action."""
        return Chi(self.cards)


class PonModel(FrozenModel):
    """Pon the discard."""

    type: Literal["pon"] = "pon"

    def to_action(self) -> Action:
        """The engine's action."""
        return Pon()


class PassModel(FrozenModel):
    """Decline to pon."""

    type: Literal["pass"] = "pass"

    def to_action(self) -> Action:
        """The engine's action."""
        return Pass()


class MeldModel(FrozenModel):
    """Meld ``cards`` from the hand."""

    type: Literal["meld"] = "meld"
    cards: tuple[CardCode, ...] = Field(min_length=1, max_length=13)

    def to_action(self) -> Action:
        """The engine's action."""
        return Meld(self.cards)


class LayOffModel(FrozenModel):
    """Lay ``card`` off on table meld ``meld``, at ``end`` where either end fits."""

    type: Literal["lay-off"] = "lay-off"
    card: CardCode
    meld: int = Field(ge=0)
    end: End | None = None

    def to_action(self) -> Action:
        """The engine's action."""
        return LayOff(self.card, self.meld, self.end)


class DiscardModel(FrozenModel):
    """Discard ``card``."""

    type: Literal["discard"] = "discard"
    card: CardCode

    def to_action(self) -> Action:
        """The engine's action."""
        return Discard(self.card)


ActionModel = Annotated[
    DrawModel | ChiModel | PonModel | PassModel | MeldModel | LayOffModel | DiscardModel,
    Field(discriminator="type"),
]
"""Any action, told apart by its ``type``."""


def action_model(action: Action) -> ActionModel:
    """The stored form of ``action``."""
    match action:
        case Draw():
            return DrawModel()
        case Chi(cards=cards):
            return ChiModel(cards=cards)
        case Pon():
            return PonModel()
        case Pass():
            return PassModel()
        case Meld(cards=cards):
            return MeldModel(cards=cards)
        case LayOff(card=card, meld=meld, end=end):
            return LayOffModel(card=card, meld=meld, end=end)
        case Discard(card=card):
            return DiscardModel(card=card)
    raise TypeError(f"no stored form for {action!r}")
