"""A meld in fewer cells, for a seat row short of room, with nothing a player needs hidden.

There is one short form of each meld, and a row uses it only for the melds
it must (see ``shortened``): the widest saving first, so a row that is one
meld too long shortens that meld and leaves the others whole.

- A run keeps its two ends and every joker, each in its place, and ``..``
  stands for the cards left out (``[4♠..JK=7♠ 8♠]``, ``[6♠..8♠]``): the ends
  say what can be laid off, and a joker always says what it stands for.
- A set shows its rank once and then its suits, a joker after them with the
  rank it stands for (``[Q♠♥♦]``, ``[10♠♥ JK=10]``).
"""

from __future__ import annotations

from itertools import pairwise

from rich.text import Text

from ...engine.melds import MeldKind, TableMeld
from .cards_text import CardFace

__all__ = ["compact_meld", "shortened"]


def compact_meld(meld: TableMeld, face: CardFace) -> Text:
    """``meld`` in its short form: a run to its ends and jokers, a set to its rank and suits."""
    if meld.kind is MeldKind.RUN:
        return _short_run(meld, face)
    return _short_set(meld, face)


def shortened(melds: list[TableMeld], face: CardFace) -> list[list[Text]]:
    """Every way to write ``melds`` from all whole to all short, one more meld short at each step: the one
    whose short form saves the most cells first (the first of them on a tie)."""
    whole = [face.meld_text(meld) for meld in melds]
    short = [compact_meld(meld, face) for meld in melds]
    order = sorted(range(len(melds)), key=lambda index: short[index].cell_len - whole[index].cell_len)
    ways = [whole]
    for index in order:
        if short[index].cell_len < whole[index].cell_len:
            ways.append([*ways[-1][:index], short[index], *ways[-1][index + 1 :]])
    return ways


def _short_run(meld: TableMeld, face: CardFace) -> Text:
    """``[4♠..JK=7♠ 8♠]``: the ends and the jokers in their places, ``..`` where cards are left out."""
    parts = face.meld_cards(meld)
    kept = sorted({0, len(parts) - 1} | {index for index, card in enumerate(meld.cards) if card.is_joker})
    text = Text("[").append_text(parts[kept[0]])
    for before, index in pairwise(kept):
        text.append(" " if index == before + 1 else "..").append_text(parts[index])
    return text.append("]")


def _short_set(meld: TableMeld, face: CardFace) -> Text:
    """``[Q♠♥♦]``: the rank once, then each suit; a joker after them as it is written whole (``[Q♠♥ JK=Q]``)."""
    naturals = [card for card in meld.cards if not card.is_joker]
    if not naturals:
        return face.meld_text(meld)
    text = Text("[").append(face.label(naturals[0])[:-1], style=face.style(naturals[0]))
    for card in naturals:
        text.append(face.label(card)[-1], style=face.style(card))
    for card, part in zip(meld.cards, face.meld_cards(meld), strict=True):
        if card.is_joker:
            text.append(" ").append_text(part)
    return text.append("]")
