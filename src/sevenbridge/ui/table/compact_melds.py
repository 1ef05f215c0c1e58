"""A meld in fewer cells, for a seat row short of room, with nothing a player needs hidden.

Every run is shortened the same way: its two ends and every joker stay, each in
its place, and ``..`` stands for the cards left out (``[4♠..JK=7♠ 8♠]``), so a
joker is always in view. At the tightest a set shows its rank once and then its
suits (``[Q♠♥♦]``, a joker as ``JK``) and runs of three are shortened too.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Final

from rich.text import Text

from ...engine.melds import MeldKind, TableMeld
from .cards_text import CardFace

__all__ = ["LONG_RUN", "compact_meld"]

LONG_RUN: Final = 4
"""Runs of this many cards or more are shortened first; shorter ones only at the tightest."""


def compact_meld(meld: TableMeld, face: CardFace, *, tightest: bool = False) -> Text:
    """``meld`` shortened: a long run (any run of three or more at the ``tightest``) to its ends and
    jokers; at the ``tightest`` a set to its rank and suits; anything else as it is."""
    if meld.kind is MeldKind.RUN and len(meld.cards) >= (3 if tightest else LONG_RUN):
        return _short_run(meld, face)
    if meld.kind is MeldKind.SET and tightest:
        return _short_set(meld, face)
    return face.meld_text(meld)


def _short_run(meld: TableMeld, face: CardFace) -> Text:
    """``[4♠..JK=7♠ 8♠]``: the ends and the jokers in their places, ``..`` where cards are left out."""
    parts = face.meld_cards(meld)
    kept = sorted({0, len(parts) - 1} | {index for index, card in enumerate(meld.cards) if card.is_joker})
    text = Text("[").append_text(parts[kept[0]])
    for before, index in pairwise(kept):
        text.append(" " if index == before + 1 else "..").append_text(parts[index])
    return text.append("]")


def _short_set(meld: TableMeld, face: CardFace) -> Text:
    """``[Q♠♥♦]``: the rank once, then each suit; a joker as ``JK`` after them (``[Q♠♥ JK]``)."""
    naturals = [card for card in meld.cards if not card.is_joker]
    if not naturals:
        return face.meld_text(meld)
    text = Text("[").append(face.label(naturals[0])[:-1], style=face.style(naturals[0]))
    for card in naturals:
        text.append(face.label(card)[-1], style=face.style(card))
    for card in meld.cards:
        if card.is_joker:
            text.append(" ").append_text(face.card_text(card))
    return text.append("]")
