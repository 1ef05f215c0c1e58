"""The match history: one record per finished match, for the statistics.

Kept in the data folder as ``history.jsonl``, one JSON line per match after a
header line, so recording a match appends one line however long the history
is. Recording a match also clears the saved match, so a match is either on
its way (the save) or over (the history), never both. Copies of the game
sharing the data folder take turns to add their lines under
``history.lock``, so no record is ever lost to another copy writing at the
same moment. A ``history.json`` in the first format is converted once, under
the same lock, and then kept aside as ``history.json.v1``.

Each record also keeps what a replay of its games needs: the full rule set,
and for each game its dealer and every action in its text form (the deal
itself comes again from the match's seed). Records written before that have
none and simply offer no replay. The actions stay text until a replay is
asked for, so reading a long history for its statistics never parses them.
Each record also says who went out of each game, so a drawn game is known
without replaying it; records written before that say nothing, and none of
their games is called drawn. A match continued from a save written before the
sheet kept who went out knows only the winners of the games played since, and
its record says only those.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Final, Literal, TypeVar

from pydantic import Field, ValidationError, model_validator

from ..choices import Level
from ..engine.actions import Action
from ..engine.match import Match, drawn_games, places
from ..engine.rules import RuleSet
from ..engine.turns import MAX_PLAYERS, MIN_PLAYERS
from ..play.replay import GameReplay, ReplayError, ReplaySeat, replay_game
from ..play.session import Session
from ..quoting import printable
from ..safe_read import system_reason
from ..translation import N_, _, ngettext
from .atomic import write_atomic
from .frozen import FrozenModel, SeatName
from .line_log import LineLog, NotALog, append, cut_torn, header, last_lines, open_log
from .locks import HISTORY_LOCK_NAME, held
from .paths import data_dir
from .problems import FileKind, FileProblem, quarantine, set_aside
from .saves import clear_match
from .storage import StoredFile, describe, refusal

__all__ = [
    "HISTORY_NAME",
    "HISTORY_VERSION",
    "GameMoves",
    "MatchMoves",
    "MatchRecord",
    "SeatRecord",
    "find_last",
    "load_history",
    "record_match",
    "summarise_history",
]

T = TypeVar("T")

HISTORY_VERSION: Final = 4
"""Format 1 was one ``history.json``; format 2 is ``history.jsonl``, one line per match;
format 3 adds each match's moves, for replays; format 4 adds who went out of each game."""
HISTORY_NAME: Final = "history.jsonl"
MAX_HISTORY_BYTES: Final = 256 << 20
"""Far beyond any real history (a match with its moves takes about 3 KB), and refused before it is read."""
MAX_MOVE_CHARS: Final = 60
"""Longer than any action's text form ("lay-off JK on 12 high"), so a stored move is never a long string."""
HISTORY_KIND: Final = FileKind(
    unreadable=N_(
        "Your match history could not be read ({reason}); it was kept as {kept} and a new history is started."
    ),
    unmovable=N_(
        "Your match history could not be read ({reason}) nor moved aside ({detail}); a new history is started."
    ),
)


class SeatRecord(FrozenModel):
    """Who sat at one seat: a person (no level) or a CPU."""

    name: SeatName
    level: Level | None
    seed: int | None = None
    """A CPU's seed, so a replay can ask it again why it moved; records from before format 3 have none."""


class GameMoves(FrozenModel):
    """One game as played: its dealer and every action, in the text form ``str(action)`` gives."""

    dealer: int = Field(ge=0, lt=MAX_PLAYERS)
    moves: tuple[Annotated[str, Field(min_length=1, max_length=MAX_MOVE_CHARS)], ...] = Field(min_length=1)

    @classmethod
    def of(cls, dealer: int, actions: tuple[Action, ...]) -> GameMoves:
        """The moves of a game dealt by ``dealer``."""
        return cls(dealer=dealer, moves=tuple(map(str, actions)))


class MatchMoves(FrozenModel):
    """What replaying a match's games needs besides its seed and seats: the rules and each game's moves."""

    rules: RuleSet
    games: tuple[GameMoves | None, ...]
    """One per game on the score sheet; ``None`` for a game whose moves were not kept."""


class MatchRecord(FrozenModel):
    """One finished match."""

    finished_at: datetime
    seed: int
    """The match's seed, which tells one match from another."""
    ruleset: str
    """The rule set's name as shown in menus ("Standard", "Custom")."""
    seats: tuple[SeatRecord, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    sheet: tuple[tuple[int, ...], ...] = Field(min_length=1)
    """Each game's penalties, one per seat."""
    totals: tuple[int, ...]
    places: tuple[int, ...]
    """Each seat's place; equal totals share a place."""
    replay: MatchMoves | None = None
    """What a replay of the games needs; records from before format 3 have none."""
    assisted_games: tuple[int, ...] = ()
    """The games (numbered from 0) in which the person took a hint or an undo; records from before it was kept
    have none."""
    winners: tuple[int | None, ...] = ()
    """The seat that went out of each of the last games on the sheet, ``None`` for a drawn game. Records from
    before format 4 have none, and a match continued from a save from before the sheet kept them has only those
    of the games played since: whether the others were drawn is unknown."""

    @model_validator(mode="after")
    def _fits_its_seats_and_sheet(self) -> MatchRecord:
        """A record agrees with itself: one penalty per seat in every game, totals that add up, places that follow."""
        players = len(self.seats)
        if any(len(game) != players for game in self.sheet):
            raise ValueError(_("every game on the score sheet needs {count} penalties").format(count=players))
        if self.totals != tuple(sum(game[seat] for game in self.sheet) for seat in range(players)):
            raise ValueError(_("its totals are not the sums of its score sheet"))
        if self.places != places(self.totals):
            raise ValueError(_("its places do not follow from its totals"))
        if sum(seat.level is None for seat in self.seats) > 1:
            raise ValueError(_("it has more than one person at the table"))
        replay = self.replay
        if replay is not None:
            if len(replay.games) != len(self.sheet):
                raise ValueError(_("its moves need one entry per game on the score sheet"))
            if replay.rules.name != self.ruleset or replay.rules.games_per_match != len(self.sheet):
                raise ValueError(_("its rules are not those of its rule set and score sheet"))
            if any(game is not None and game.dealer >= players for game in replay.games):
                raise ValueError(_("every dealer must be one of its {count} seats").format(count=players))
        if any(not 0 <= game < len(self.sheet) for game in self.assisted_games):
            raise ValueError(_("an assisted game is not a game of its score sheet"))
        if len(self.winners) > len(self.sheet):
            raise ValueError(_("the score sheet has more winners than games"))
        if any(winner is not None and not 0 <= winner < players for winner in self.winners):
            raise ValueError(_("every winner must be a seat from 0 to {last}").format(last=players - 1))
        return self

    def game_replay(self, index: int) -> GameReplay:
        """Game ``index`` (from 0) played again; ``ReplayError`` if its moves were not kept or do not follow."""
        moves = None if self.replay is None else self.replay.games[index]
        if self.replay is None or moves is None:
            raise ReplayError(_("its moves were not kept (it was played with an older version of Seven Bridge)"))
        return replay_game(
            self.replay.rules,
            [ReplaySeat(seat.name, seat.level, seat.seed) for seat in self.seats],
            seed=self.seed,
            number=index + 1,
            dealer=moves.dealer,
            moves=moves.moves,
            sheet=self.sheet[: index + 1],
            assisted=self.assisted_games,
        )

    @property
    def replayable(self) -> tuple[bool, ...]:
        """Whether each game's moves were kept."""
        if self.replay is None:
            return (False,) * len(self.sheet)
        return tuple(game is not None for game in self.replay.games)

    @property
    def drawn_games(self) -> frozenset[int]:
        """The games (numbered from 0) that nobody went out of; none of those whose winner the record does not
        know."""
        return drawn_games(self.winners, len(self.sheet))

    @property
    def assisted(self) -> bool:
        """Whether the person took a hint or an undo in any game of the match."""
        return bool(self.assisted_games)

    @property
    def player(self) -> int | None:
        """The person's seat, if one played."""
        return next((index for index, seat in enumerate(self.seats) if seat.level is None), None)

    @property
    def opponent_levels(self) -> frozenset[Level]:
        """The levels of the CPU seats."""
        return frozenset(seat.level for seat in self.seats if seat.level is not None)

    @classmethod
    def of(cls, session: Session) -> MatchRecord:
        """The record of the finished match of ``session``."""
        match = session.match
        places = {standing.seat: standing.place for standing in match.standings()}
        kept = session.finished[-match.games_played :] if match.games_played else ()
        dealers = _dealers(match)
        games = (None,) * (match.games_played - len(kept)) + kept
        moves = tuple(
            None if actions is None else GameMoves.of(dealer, actions)
            for dealer, actions in zip(dealers, games, strict=True)
        )
        return cls(
            finished_at=datetime.now(UTC),
            seed=match.seed,
            ruleset=match.rules.name,
            seats=tuple(
                SeatRecord(name=seat.name, level=seat.level, seed=seat.seed if seat.level else None)
                for seat in session.seats
            ),
            sheet=match.sheet,
            totals=match.totals,
            places=tuple(places[seat] for seat in range(match.players)),
            replay=MatchMoves(rules=match.rules, games=moves),
            assisted_games=tuple(sorted(session.assisted_games)),
            winners=match.winners,
        )


def _dealers(match: Match) -> list[int]:
    """The dealer of each game on the sheet of ``match``."""
    return [match.after(games).dealer for games in range(match.games_played)]


class FirstFormat(FrozenModel):
    """``history.json`` as format 1 kept it; each match is checked on its own when it is converted."""

    schema_version: Literal[1] = 1
    matches: tuple[object, ...] = ()


FIRST_FORMAT: Final = StoredFile(
    name="history.json",
    model=FirstFormat,
    version=1,
    max_bytes=32 << 20,
    kind=HISTORY_KIND,
)


def _history_path() -> Path:
    """Where the history log lives: in the data folder."""
    return data_dir() / HISTORY_NAME


def _key(record: MatchRecord) -> tuple[object, ...]:
    """What tells one match from another: its seed, its seats and its score sheet."""
    return (record.seed, record.seats, record.sheet)


def _line(record: MatchRecord) -> bytes:
    """``record`` as one line of the log (a record without moves is written as format 2 wrote it)."""
    if record.replay is None:
        return record.model_dump_json(exclude={"replay": True, "seats": {"__all__": {"seed"}}}).encode() + b"\n"
    return record.model_dump_json().encode() + b"\n"


@dataclass(frozen=True)
class _Parsed:
    """The lines of the log read as records."""

    records: list[MatchRecord]
    bad: list[tuple[int, bytes, str]]
    """Each line that is not a record: its number, its bytes and why."""


def _records(lines: Iterable[tuple[int, bytes]], bad: list[tuple[int, bytes, str]]) -> Iterator[MatchRecord]:
    """The records among ``lines``, one at a time; each line that is not one goes to ``bad``, with why."""
    for number, line in lines:
        try:
            yield MatchRecord.model_validate_json(line)
        except ValidationError as error:
            reason = _("it is not JSON") if error.errors()[0]["type"] == "json_invalid" else describe(error)
            bad.append((number, line, reason))


def _parse_lines(lines: Iterable[tuple[int, bytes]]) -> _Parsed:
    """Every record among ``lines``, and every line that is not one."""
    bad: list[tuple[int, bytes, str]] = []
    records = list(_records(lines, bad))
    return _Parsed(records, bad)


def _whole_file_problem(reason: str) -> FileProblem:
    """Move the whole log aside because of ``reason``, as any bad file is, and say so."""
    return quarantine(_history_path(), HISTORY_KIND, reason)


def _read_log() -> tuple[LineLog | None, str | None]:
    """The history log (``None`` if there is none), or why the whole file is unusable."""
    try:
        log = LineLog.read(_history_path(), MAX_HISTORY_BYTES)
    except FileNotFoundError:
        return None, None
    except NotALog as error:
        return None, str(error)
    except OSError as error:
        return None, refusal(error)
    if log.version > HISTORY_VERSION:
        newer = _("it was written by a newer version of Seven Bridge, in file format {format}")
        return None, newer.format(format=log.version)
    return log, None


def _set_bad_lines_aside(parsed: _Parsed, total: int) -> FileProblem:
    """Keep the bad lines beside the history, write it back without them, and say so."""
    path = _history_path()
    kept = set_aside(path, b"".join(line + b"\n" for _number, line, _why in parsed.bad))
    write_atomic(path, (header(HISTORY_VERSION) + b"".join(map(_line, parsed.records))).decode())
    number, _bad, reason = parsed.bad[0]
    count = len(parsed.bad)
    others = total - count
    rest = ngettext("the other {count} match is kept", "the other {count} matches are kept", others)
    message = ngettext(
        "Your match history had {count} line that could not be read (line {number}: {reason}); "
        "it was kept as {kept}, and {rest}.",
        "Your match history had {count} lines that could not be read (line {number}: {reason}); "
        "they were kept as {kept}, and {rest}.",
        count,
    )
    rest = rest.format(count=others)
    return FileProblem(path, kept, message.format(count=count, number=number, reason=reason, kept=kept.name, rest=rest))


def _set_torn_aside(torn: bytes) -> FileProblem:
    """Keep the unfinished last line ``torn``, already cut from the log, beside it, and say so."""
    path = _history_path()
    kept = set_aside(path, torn)
    message = _(
        "Your match history ended in a record cut short (a copy of Seven Bridge stopped while writing it); "
        "it was kept as {kept} and every other match is kept."
    )
    return FileProblem(path, kept, message.format(kept=kept.name))


def _repair() -> tuple[list[MatchRecord], FileProblem | None]:
    """Every record of the log, with bad lines, a cut-short last line or a bad file set aside (lock held)."""
    log, reason = _read_log()
    if reason is not None:
        return [], _whole_file_problem(reason)
    if log is None:
        return [], None
    problem = None
    if log.torn:
        descriptor = open_log(_history_path())
        try:
            problem = _set_torn_aside(cut_torn(descriptor))
        finally:
            os.close(descriptor)
    parsed = _parse_lines(log.lines)
    if parsed.bad:
        problem = _set_bad_lines_aside(parsed, len(log.lines))
    return parsed.records, problem


def _convert_first_format(records: list[MatchRecord]) -> tuple[list[MatchRecord], FileProblem | None]:
    """Add the matches of a format-1 ``history.json`` to ``records`` and keep the old file aside (lock held)."""
    found = FIRST_FORMAT.read(data_dir())
    if not isinstance(found, FirstFormat):
        return records, found
    old = FIRST_FORMAT.path(data_dir())
    lines = [(number, json.dumps(match).encode()) for number, match in enumerate(found.matches, start=1)]
    parsed = _parse_lines(lines)
    known = {_key(record) for record in parsed.records}
    merged = [*parsed.records, *(record for record in records if _key(record) not in known)]
    write_atomic(_history_path(), (header(HISTORY_VERSION) + b"".join(map(_line, merged))).decode())
    problem = None
    if parsed.bad:
        kept = set_aside(old, b"".join(line + b"\n" for _number, line, _why in parsed.bad))
        number, _bad, reason = parsed.bad[0]
        count = len(parsed.bad)
        message = ngettext(
            "Your match history had {count} match that could not be read (match {number}: {reason}); "
            "it was kept as {kept}, and every other match is kept.",
            "Your match history had {count} matches that could not be read (match {number}: {reason}); "
            "they were kept as {kept}, and every other match is kept.",
            count,
        )
        problem = FileProblem(old, kept, message.format(count=count, number=number, reason=reason, kept=kept.name))
    os.replace(old, _unused_name(old.with_name(f"{old.name}.v1")))
    return merged, problem


def _unused_name(path: Path) -> Path:
    """``path``, or ``path`` numbered ``-2``, ``-3``… if that name is taken."""
    number = 1
    candidate = path
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.name}-{number}")
    return candidate


def _load_locked() -> tuple[list[MatchRecord], FileProblem | None]:
    """Every record, once anything bad is set aside and a format-1 file converted (lock held)."""
    records, problem = _repair()
    records, converted = _convert_first_format(records)
    return records, problem or converted


def load_history() -> tuple[list[MatchRecord], FileProblem | None]:
    """Every recorded match, oldest first, and the problem with the file if there was one."""
    return summarise_history(list)


def summarise_history(summarise: Callable[[Iterable[MatchRecord]], T]) -> tuple[T, FileProblem | None]:
    """``summarise`` applied to every recorded match, oldest first, and the problem with the file if there was one.

    The records are handed over as they are read, so a summary of a long
    history never holds it all in memory. A sound history is read without the
    lock; an unfinished last line is then skipped, as another copy may be
    adding it at this moment. Anything to set aside or convert is done under
    the lock, and the summary made again from what is kept. If the lock cannot
    be taken (something other than a file at its name), nothing is changed and
    the summary is of the sound records read without it, if any.
    """
    read_unlocked: list[T] = []
    if not FIRST_FORMAT.path(data_dir()).exists():
        log, reason = _read_log()
        if reason is None and log is None:
            return summarise(()), None
        if log is not None:
            bad: list[tuple[int, bytes, str]] = []
            summary = summarise(_records(log.lines, bad))
            if not bad:
                return summary, None
            read_unlocked.append(summary)
    try:
        with held(data_dir() / HISTORY_LOCK_NAME):
            records, problem = _load_locked()
    except OSError as error:
        return (read_unlocked[0] if read_unlocked else summarise(())), _not_mended(error)
    return summarise(records), problem


def _not_mended(error: OSError) -> FileProblem:
    """What to say when the history needs setting right but its lock cannot be taken (``error``)."""
    message = _(
        "Your match history needs setting right, which cannot be done while {path} cannot be used ({reason}); "
        "only the matches that could be read are shown."
    )
    lock = data_dir() / HISTORY_LOCK_NAME
    shown = message.format(path=printable(str(lock), 200), reason=system_reason(error))
    return FileProblem(_history_path(), _history_path(), shown)


def _from_the_end(accept: Callable[[MatchRecord], bool]) -> MatchRecord | None:
    """The last record ``accept`` takes among the last lines of a sound log, or ``None`` if none of them is."""
    try:
        descriptor = os.open(_history_path(), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return None
        first = os.pread(descriptor, len(header(HISTORY_VERSION)), 0)
        if first not in (header(version) for version in range(2, HISTORY_VERSION + 1)):
            return None
        for line in reversed(last_lines(descriptor)):
            try:
                record = MatchRecord.model_validate_json(line)
            except ValidationError:
                continue
            if accept(record):
                return record
        return None
    finally:
        os.close(descriptor)


def find_last(accept: Callable[[MatchRecord], bool]) -> tuple[MatchRecord | None, FileProblem | None]:
    """The last recorded match that ``accept`` takes, and the problem with the file if there was one.

    The last lines of the file are looked at first, so the latest match is
    found at once however long the history is; only when none of them will do
    (or the file is not sound) is the whole history read as ``summarise_history`` reads it.
    """
    found = _from_the_end(accept)
    if found is not None:
        return found, None

    def last_taken(records: Iterable[MatchRecord]) -> MatchRecord | None:
        taken = None
        for record in records:
            if accept(record):
                taken = record
        return taken

    return summarise_history(last_taken)


def _append(record: MatchRecord) -> FileProblem | None:
    """Add ``record`` at the end of the log unless it is among the last ones (lock held)."""
    problem = None
    try:
        descriptor = open_log(_history_path())
    except NotALog as error:
        problem = _whole_file_problem(str(error))
        descriptor = open_log(_history_path())
    try:
        torn = cut_torn(descriptor)
        if torn:
            problem = _set_torn_aside(torn)
        recent = _parse_lines(enumerate(last_lines(descriptor))).records
        if any(_key(record) == _key(earlier) for earlier in recent):
            return problem
        start = b"" if os.fstat(descriptor).st_size else header(HISTORY_VERSION)
        append(descriptor, start + _line(record))
    finally:
        os.close(descriptor)
    return problem


def _upgrade() -> FileProblem | None:
    """Write a log of an earlier format again under the current header, before a record of this format joins it.

    The earlier records are kept as they are (each format since 2 only adds
    fields, which such records lack); the new header keeps an older version of
    the game, which would not know the new fields, from setting the new lines
    aside as unreadable (lock held).
    """
    log, _why = _read_log()
    if log is None or log.version >= HISTORY_VERSION:
        return None
    records, problem = _repair()
    write_atomic(_history_path(), (header(HISTORY_VERSION) + b"".join(map(_line, records))).decode())
    return problem


def record_match(session: Session) -> FileProblem | None:
    """Add the finished match of ``session`` to the history and clear the save.

    A match already among the last records (a run stopped between the two
    steps) is not added twice. A format-1 ``history.json`` is converted first.
    Whatever had to be set aside is returned so it can be shown.
    """
    if not session.match_over:
        raise ValueError("only a finished match can be recorded")
    record = MatchRecord.of(session)
    with held(data_dir() / HISTORY_LOCK_NAME):
        converted = None
        if FIRST_FORMAT.path(data_dir()).exists():
            _kept, converted = _load_locked()
        upgraded = _upgrade()
        problem = _append(record) or upgraded or converted
    clear_match()
    return problem
