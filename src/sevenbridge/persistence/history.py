"""The match history: one record per finished match, for the statistics.

Kept in the data folder as ``history.json``. Recording a match also clears
the saved match, so a match is either on its way (the save) or over (the
history), never both. Copies of the game sharing the data folder take turns
to add their records (read, add, write back) under ``history.lock``, so no
record is ever lost to another copy writing at the same moment.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final, Literal

from pydantic import Field, model_validator

from ..choices import Level
from ..engine.match import places
from ..engine.turns import MAX_PLAYERS, MIN_PLAYERS
from ..play.session import Session
from .frozen import FrozenModel
from .locks import HISTORY_LOCK_NAME, held
from .paths import data_dir
from .problems import FileProblem
from .saves import clear_match
from .storage import StoredFile

__all__ = ["HISTORY_VERSION", "MatchRecord", "SeatRecord", "load_history", "record_match"]

HISTORY_VERSION: Final = 1


class SeatRecord(FrozenModel):
    """Who sat at one seat: a person (no level) or a CPU."""

    name: str
    level: Level | None


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

    @model_validator(mode="after")
    def _fits_its_seats_and_sheet(self) -> MatchRecord:
        """A record agrees with itself: one penalty per seat in every game, totals that add up, places that follow."""
        players = len(self.seats)
        if any(len(game) != players for game in self.sheet):
            raise ValueError(f"every game on the score sheet needs {players} penalties")
        if self.totals != tuple(sum(game[seat] for game in self.sheet) for seat in range(players)):
            raise ValueError("its totals are not the sums of its score sheet")
        if self.places != places(self.totals):
            raise ValueError("its places do not follow from its totals")
        if sum(seat.level is None for seat in self.seats) > 1:
            raise ValueError("it has more than one person at the table")
        return self

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
        return cls(
            finished_at=datetime.now(UTC),
            seed=match.seed,
            ruleset=match.rules.name,
            seats=tuple(SeatRecord(name=seat.name, level=seat.level) for seat in session.seats),
            sheet=match.sheet,
            totals=match.totals,
            places=tuple(places[seat] for seat in range(match.players)),
        )


class HistoryFile(FrozenModel):
    """Every finished match, oldest first."""

    schema_version: Literal[1] = HISTORY_VERSION
    matches: tuple[MatchRecord, ...] = ()


HISTORY_FILE: Final = StoredFile(
    name="history.json",
    model=HistoryFile,
    version=HISTORY_VERSION,
    max_bytes=32 << 20,
    what="Your match history",
    fallback="a new history is started",
)


def _same_match(one: MatchRecord, other: MatchRecord) -> bool:
    return (one.seed, one.seats, one.sheet) == (other.seed, other.seats, other.sheet)


def load_history() -> tuple[list[MatchRecord], FileProblem | None]:
    """Every recorded match, oldest first (none, with the problem, if the file was bad)."""
    found = HISTORY_FILE.read(data_dir())
    if isinstance(found, HistoryFile):
        return list(found.matches), None
    return [], found


def record_match(session: Session) -> FileProblem | None:
    """Add the finished match of ``session`` to the history and clear the save.

    A match already in the history (a run stopped between the two steps) is
    not added twice. A bad history file is moved aside first and a new history
    started; the problem is returned so it can be shown.
    """
    if not session.match_over:
        raise ValueError("only a finished match can be recorded")
    record = MatchRecord.of(session)
    with held(data_dir() / HISTORY_LOCK_NAME):
        records, problem = load_history()
        if not any(_same_match(record, earlier) for earlier in records):
            HISTORY_FILE.write(data_dir(), HistoryFile(matches=(*records, record)))
    clear_match()
    return problem
