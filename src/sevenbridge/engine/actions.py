"""The actions a seat can take: small frozen values that compare by meaning.

``Meld`` and ``Chi`` hold their cards sorted, so the order a caller gives them
in never matters. Actions of every kind sort together (by kind, then fields),
which keeps ``legal_actions`` and anything built on it deterministic.

Every action has one text form, its ``str``, and ``parse_action`` reads it
back: ``draw``, ``chi 6H 8H``, ``pon``, ``pass``, ``meld 7S 7H 7D``,
``lay-off 8H on 2`` (``lay-off JK on 0 low`` where either end fits) and
``discard 4C``. Cards are written by code, sorted as the action holds them, so
``parse_action(str(action)) == action`` for every action. Saved games and
tests write actions this way; the text is made only when asked for, so the
engine's inner loop never pays for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from ..quoting import quoted
from ..translation import N_, _
from .cards import Card, InvalidCardError, sorted_cards
from .melds import End

__all__ = [
    "Action",
    "Chi",
    "Discard",
    "Draw",
    "IllegalAction",
    "InvalidActionError",
    "LayOff",
    "Meld",
    "Pass",
    "Pon",
    "parse_action",
]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class InvalidActionError(ValueError):
    """Text that does not name an action (whether or not the rules would allow it)."""


class Action:
    """Base of every action; subclasses are frozen dataclasses.

    ``str(action)`` is the action's text form; ``repr`` is a call that makes it again.
    """

    __slots__ = ()
    _order: ClassVar[int]

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __lt__(self, other: Action) -> bool:
        return (self._order, self._key()) < (other._order, other._key())

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


def _codes(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)


@dataclass(frozen=True, slots=True, repr=False)
class Draw(Action):
    """Take the top card of the stock to start the turn."""

    _order = 0

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True, repr=False)
class Chi(Action):
    """Take the previous player's discard and meld it in a run with ``cards``.

    ``cards`` are the cards from the hand only, not the discard.
    """

    cards: tuple[Card, ...]
    _order = 1

    def __init__(self, cards: Iterable[Card]) -> None:
        object.__setattr__(self, "cards", sorted_cards(cards))

    def _key(self) -> tuple[Any, ...]:
        return tuple(card.index for card in self.cards)

    def __str__(self) -> str:
        return "chi " + _codes(self.cards)


@dataclass(frozen=True, slots=True, repr=False)
class Pon(Action):
    """Take the discard and meld it with two cards of its rank."""

    _order = 2

    def __str__(self) -> str:
        return "pon"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    """Decline to pon."""

    _order = 3

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, repr=False)
class Meld(Action):
    """Put ``cards`` from the hand on the table as a new meld."""

    cards: tuple[Card, ...]
    _order = 4

    def __init__(self, cards: Iterable[Card]) -> None:
        object.__setattr__(self, "cards", sorted_cards(cards))

    @classmethod
    def of_sorted(cls, cards: tuple[Card, ...]) -> Meld:
        """A meld of ``cards`` already sorted by card (the engine's fast path)."""
        meld = object.__new__(cls)
        object.__setattr__(meld, "cards", cards)
        return meld

    def _key(self) -> tuple[Any, ...]:
        return tuple(card.index for card in self.cards)

    def __str__(self) -> str:
        return "meld " + _codes(self.cards)


@dataclass(frozen=True, slots=True, repr=False)
class LayOff(Action):
    """Add ``card`` to ``state.melds[meld]``; ``end`` only where either end fits."""

    card: Card
    meld: int
    end: End | None = None
    _order = 5

    def _key(self) -> tuple[Any, ...]:
        return (self.card.index, self.meld, self.end or "")

    def __str__(self) -> str:
        text = f"lay-off {self.card.code} on {self.meld}"
        return f"{text} {self.end}" if self.end else text


@dataclass(frozen=True, slots=True, repr=False)
class Discard(Action):
    """Put ``card`` face up on the discard pile, ending the turn."""

    card: Card
    _order = 6

    def _key(self) -> tuple[Any, ...]:
        return (self.card.index,)

    def __str__(self) -> str:
        return f"discard {self.card.code}"


_ENDS: Final[dict[str, End]] = {"low": "low", "high": "high"}
_WORDS: Final = re.compile(r"[\s,]+")
_FORMS: Final = {
    "draw": N_("{action} is not an action: write 'draw' alone"),
    "chi": N_("{action} is not an action: write chi and the cards from the hand, e.g. 'chi 6H 8H'"),
    "pon": N_("{action} is not an action: write 'pon' alone"),
    "pass": N_("{action} is not an action: write 'pass' alone"),
    "meld": N_("{action} is not an action: write meld and its cards, e.g. 'meld 7S 7H 7D'"),
    "lay-off": N_(
        "{action} is not an action: write the card and the meld's number, e.g. 'lay-off 8H on 2', "
        "and 'low' or 'high' where either end fits"
    ),
    "discard": N_("{action} is not an action: write discard and one card, e.g. 'discard 4C'"),
}
"""What each keyword needs after it, said when the words after it do not fit (the keywords stay English)."""
_LONGEST_SHOWN: Final = 60
_BARE: Final[dict[str, Action]] = {"draw": Draw(), "pon": Pon(), "pass": Pass()}


def _cards(words: list[str]) -> list[Card]:
    return [Card(word) for word in words]


def _lay_off(words: list[str]) -> LayOff | None:
    if len(words) not in (3, 4) or words[1].lower() != "on" or not (words[2].isascii() and words[2].isdigit()):
        return None
    if len(words) == 3:
        return LayOff(Card(words[0]), int(words[2]))
    end = _ENDS.get(words[3].lower())
    return None if end is None else LayOff(Card(words[0]), int(words[2]), end)


def _read(keyword: str, words: list[str]) -> Action | None:
    """The action of ``keyword`` and the words after it, or ``None`` if they do not fit."""
    if keyword in _BARE:
        return None if words else _BARE[keyword]
    if keyword == "discard":
        return Discard(Card(words[0])) if len(words) == 1 else None
    if keyword == "meld":
        return Meld(_cards(words)) if words else None
    if keyword == "chi":
        return Chi(_cards(words)) if words else None
    if keyword == "lay-off":
        return _lay_off(words)
    return None


def parse_action(text: str) -> Action:
    """The action written as ``text``, the form ``str(action)`` gives.

    Words may be in any case and spaced freely (commas count as spaces);
    cards are read as by ``parse_cards`` and may be given in any order. Raises
    ``InvalidActionError`` (a ``ValueError``) for text that is not an action;
    whether the action is legal is for ``apply_action`` to say.

    >>> parse_action("meld 7D 7S 7H")
    parse_action('meld 7S 7H 7D')
    >>> str(parse_action("Lay-off jk on 2 HIGH"))
    'lay-off JK on 2 high'
    """
    keyword, *words = [word for word in _WORDS.split(text) if word] or [""]
    keyword = keyword.lower()
    shown = quoted(text, _LONGEST_SHOWN)
    try:
        action = _read(keyword, words)
    except InvalidCardError as error:
        raise InvalidActionError(
            _("{action} is not an action: {problem}").format(action=shown, problem=error)
        ) from None
    if action is not None:
        return action
    if keyword in _FORMS:
        raise InvalidActionError(_(_FORMS[keyword]).format(action=shown))
    keywords = ", ".join(_FORMS)
    raise InvalidActionError(
        _("{action} is not an action: it should begin with {keywords}").format(action=shown, keywords=keywords)
    )
