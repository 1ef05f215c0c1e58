"""A game written out as plain text, to keep, share and open again with ``sevenbridge replay FILE``.

The file is a short header of ``key: value`` lines, a blank line, then one
action per line in the text form the engine reads (``draw``, ``discard 4C``,
``meld 7S 7H 7D``)::

    Seven Bridge replay 1
    rules: {"name":"Standard","jokers":0,...}
    seat: person "Aki"
    seat: hard "North" 6917529027641081856
    seed: 8815304523431926262
    game: 2
    dealer: 1
    sheet: 0 14 22
    sheet: 31 0 9

    draw
    discard 9C
    ...

``rules`` is the full rule set as one line of JSON; each ``seat`` is a level
(``person`` for the person), a name in JSON quotes and, for a CPU, its seed,
which lets the replay ask it why it moved; ``seed`` is the match's
seed and ``game`` the game's number from 1, which together deal the game
again; ``sheet`` is one line per game of the score sheet up to this one. A
file is read as data only: every value is checked, every action is replayed
through the engine, and anything wrong is named by its line in a
``ReplayFileError``. The file does not say in which games the person took a
hint or an undo, so a game read from one marks none as assisted.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar, cast

from pydantic import ValidationError

from ..choices import LEVELS, Level
from ..engine.rules import RuleSet
from ..engine.turns import MAX_PLAYERS
from ..play.replay import GameReplay, ReplayError, ReplaySeat, replay_game
from ..quoting import printable, quoted
from ..safe_read import NotARegularFile, TooLarge, read_bounded, system_reason
from ..translation import _, pgettext
from .frozen import SEAT_NAME_LIMIT
from .storage import describe

__all__ = ["FIRST_LINE", "ReplayFileError", "read_replay", "replay_text", "write_replay"]

T = TypeVar("T")

FIRST_LINE: Final = "Seven Bridge replay 1"
"""The first line of every replay file; the number is the file's format."""
MAX_REPLAY_BYTES: Final = 256 << 10
"""A game takes a few kilobytes; a far larger file is refused unread."""
PERSON: Final = "person"
"""The level word of the person's seat."""
_KEYS: Final = ("rules", "seat", "seed", "game", "dealer", "sheet")


class ReplayFileError(ValueError):
    """A replay file that cannot be opened; the message names the file and, where it can, the line."""

    @classmethod
    def of_file(cls, shown: str, problem: str) -> ReplayFileError:
        """What is wrong with the file as a whole."""
        return cls(_("{file}: {problem}").format(file=shown, problem=problem))

    @classmethod
    def at_line(cls, shown: str, line: int, problem: str) -> ReplayFileError:
        """What is wrong with one line of the file."""
        return cls(_("{file}, line {line}: {problem}").format(file=shown, line=line, problem=problem))


def replay_text(replay: GameReplay) -> str:
    """``replay`` as the text of a replay file."""
    lines = [FIRST_LINE, f"rules: {replay.rules.model_dump_json()}"]
    lines += [_seat_line(seat) for seat in replay.seats]
    lines += [f"seed: {replay.seed}", f"game: {replay.number}", f"dealer: {replay.dealer + 1}"]
    lines += ["sheet: " + " ".join(map(str, row)) for row in replay.sheet]
    lines += ["", *map(str, replay.actions)]
    return "\n".join(lines) + "\n"


def _seat_line(seat: ReplaySeat) -> str:
    """``seat: hard "North" 8815…``: the level, the name in quotes, and a CPU's seed when it is known.

    A person's seat is written without a seed, which the file refuses there.
    """
    line = f"seat: {seat.level or PERSON} {json.dumps(seat.name)}"
    return line if seat.level is None or seat.seed is None else f"{line} {seat.seed}"


def write_replay(replay: GameReplay, path: Path) -> None:
    """Write ``replay`` to ``path`` (``OSError`` if it cannot be written)."""
    path.write_text(replay_text(replay), encoding="utf-8")


class _Header:
    """The header's values as they are read, each checked on its own line."""

    def __init__(self) -> None:
        self.rules: RuleSet | None = None
        self.seats: list[ReplaySeat] = []
        self.seed: int | None = None
        self.game: int | None = None
        self.dealer: int | None = None
        self.sheet: list[tuple[int, ...]] = []

    def read(self, key: str, value: str) -> None:
        """Take one ``key: value`` line; ``ValueError`` says what is wrong with it."""
        if key == "rules":
            self.rules = _once(self.rules, key, _rules, value)
        elif key == "seat":
            if len(self.seats) == MAX_PLAYERS:
                raise ValueError(_("a table has at most {count} seats").format(count=MAX_PLAYERS))
            self.seats.append(_seat(value))
        elif key == "seed":
            self.seed = _once(self.seed, key, _number, value)
        elif key == "game":
            self.game = _once(self.game, key, _number, value)
        elif key == "dealer":
            self.dealer = _once(self.dealer, key, _number, value)
        else:
            self.sheet.append(tuple(_number(word) for word in value.split()))


def _once(known: T | None, key: str, read: Callable[[str], T], value: str) -> T:
    """``value`` read by ``read``, unless ``key`` was given before."""
    if known is not None:
        raise ValueError(_("{key} is given twice").format(key=key))
    return read(value)


def _number(text: str) -> int:
    if not text.lstrip("-").isdigit() or not text.isascii() or len(text) > 25:
        raise ValueError(_("{text} is not a whole number").format(text=quoted(text, 30)))
    return int(text)


def _rules(text: str) -> RuleSet:
    try:
        return RuleSet.model_validate_json(text)
    except ValidationError as error:
        raise ValueError(_("the rules are not a rule set: {problem}").format(problem=describe(error))) from None


def _seat(text: str) -> ReplaySeat:
    level, _space, name = text.partition(" ")
    if level != PERSON and level not in LEVELS:
        wrong = _("a seat starts with {person} or a level ({levels}), not {word}")
        levels = pgettext("list", ", ").join(LEVELS)
        raise ValueError(wrong.format(person=PERSON, levels=levels, word=quoted(level, 20)))
    try:
        found, end = json.JSONDecoder().raw_decode(name)
    except ValueError:
        found, end = None, 0
    if not isinstance(found, str) or not found:
        raise ValueError(_('a seat\'s name is written in double quotes, e.g. seat: hard "North"'))
    if len(found) > SEAT_NAME_LIMIT:
        raise ValueError(_("a seat's name has at most {limit} characters").format(limit=SEAT_NAME_LIMIT))
    seed = name[end:].strip()
    if seed and level == PERSON:
        raise ValueError(_("only a CPU's seat has a seed"))
    return ReplaySeat(found, None if level == PERSON else cast(Level, level), _number(seed) if seed else None)


def _text_of(path: Path) -> str:
    """The file's text; ``ReplayFileError`` if it cannot be read as one."""
    shown = printable(str(path), 200)
    try:
        raw = read_bounded(path, MAX_REPLAY_BYTES)
    except TooLarge:
        raise ReplayFileError.of_file(shown, _("far larger than any replay file")) from None
    except NotARegularFile:
        raise ReplayFileError.of_file(shown, _("not a regular file")) from None
    except OSError as error:
        problem = _("cannot be read: {detail}").format(detail=system_reason(error))
        raise ReplayFileError.of_file(shown, problem) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ReplayFileError.of_file(shown, _("not a text file")) from None


def read_replay(path: Path) -> GameReplay:
    """The game in the replay file at ``path``; ``ReplayFileError`` names the file and line of any fault."""
    shown = printable(str(path), 200)
    lines = _text_of(path).splitlines()
    if not lines or lines[0].strip() != FIRST_LINE:
        problem = _("not a Seven Bridge replay (it should start {first})").format(first=quoted(FIRST_LINE))
        raise ReplayFileError.at_line(shown, 1, problem)
    header = _Header()
    number = 1
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            break
        key, colon, value = line.partition(":")
        key = key.strip()
        if not colon or key not in _KEYS:
            problem = _("expected one of {keys} and a colon").format(keys=", ".join(_KEYS))
            raise ReplayFileError.at_line(shown, number, problem)
        try:
            header.read(key, value.strip())
        except ValueError as error:
            raise ReplayFileError.at_line(shown, number, str(error)) from None
    first_move = number + 1
    numbered = [(index, line) for index, line in enumerate(lines[first_move - 1 :], start=first_move) if line.strip()]
    return _replayed(header, numbered, shown, number)


def _replayed(header: _Header, moves: list[tuple[int, str]], shown: str, end: int) -> GameReplay:
    """The game the header and ``moves`` (each with its line number) describe; a fault in a move is named by its line.

    ``end`` is the line that ends the header, named for a fault of the game as a whole.
    """
    rules, seed, game, dealer = header.rules, header.seed, header.game, header.dealer
    if rules is None or seed is None or game is None or dealer is None or len(header.seats) < 2:
        given = {"rules": rules, "seed": seed, "game": game, "dealer": dealer}
        missing = [key for key, value in given.items() if value is None]
        if len(header.seats) < 2:
            missing.append(_("two seats or more"))
        lacking = _("the header lacks {missing}").format(missing=pgettext("list", ", ").join(missing))
        raise ReplayFileError.at_line(shown, end, lacking)
    try:
        return replay_game(
            rules,
            header.seats,
            seed=seed,
            number=game,
            dealer=dealer - 1,
            moves=[move for _line, move in moves],
            sheet=header.sheet,
        )
    except ReplayError as error:
        line = end if error.move is None else moves[error.move - 1][0]
        raise ReplayFileError.at_line(shown, line, str(error)) from None
