"""Cards and actions as small JSON values: each is stored as its text form.

A card is its code (``"7H"``, ``"JK"``); an action is its text
(``"lay-off 8H on 2 low"``), so a saved game's moves read like a score sheet.
Reading goes through the engine's own parsers, so only real cards and
well-formed actions come back.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import PlainSerializer, PlainValidator, WithJsonSchema

from ..engine.actions import Action, parse_action
from ..engine.cards import Card
from ..translation import _

__all__ = ["ActionText", "CardCode"]


def _card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise ValueError(_("a card is written as a code such as '7H' or 'JK'"))
    return Card(value)


def _code(card: Card) -> str:
    return card.code


CardCode = Annotated[
    Card, PlainValidator(_card), PlainSerializer(_code, return_type=str), WithJsonSchema({"type": "string"})
]
"""A card, stored as its code."""


def _action(value: object) -> Action:
    if isinstance(value, Action):
        return value
    if not isinstance(value, str):
        raise ValueError(_("an action is written as text such as 'discard 4C'"))
    return parse_action(value)


def _text(action: Action) -> str:
    return str(action)


ActionText = Annotated[
    Action, PlainValidator(_action), PlainSerializer(_text, return_type=str), WithJsonSchema({"type": "string"})
]
"""An action, stored as its text form."""
