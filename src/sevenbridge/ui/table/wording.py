"""How the table speaks of a seat: the player as "you", everyone else by name.

Whether words are about the player is decided by seat, never by the name: a
player may call themselves "You", "Ann" or "West", and the sentences must
read right for each ("You deal", "you lose the turn", "your own meld").
Names still label the seats (the score board, the log's ``Ann:`` prefixes).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...play.setup import HUMAN

__all__ = ["HUMAN", "joined", "possessive", "subject", "verb"]


def subject(seat: int, names: Sequence[str], *, start: bool = True) -> str:
    """Who ``seat`` is, as the subject of a sentence: ``You`` (``you`` inside one) or the seat's name."""
    if seat == HUMAN:
        return "You" if start else "you"
    return names[seat]


def verb(seat: int, singular: str, plural: str) -> str:
    """The verb that agrees with ``seat``: ``deals`` for a name, ``deal`` for you."""
    return plural if seat == HUMAN else singular


def joined(seats: Sequence[int], names: Sequence[str], *, start: bool = True) -> str:
    """Several seats as one subject: ``West and you``, ``You and North``; at a full table
    ``Southwest, Northwest, North and Northeast``."""
    words = [subject(seat, names, start=start and index == 0) for index, seat in enumerate(seats)]
    if len(words) < 3:
        return " and ".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def possessive(owner: int, *, actor: int, names: Sequence[str]) -> str:
    """Whose meld, from the actor's side: ``your own``, ``their own``, ``your`` or ``West's``."""
    if owner == actor:
        return "your own" if owner == HUMAN else "their own"
    return "your" if owner == HUMAN else f"{names[owner]}'s"
