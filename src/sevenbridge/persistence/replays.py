"""Finding a recorded game to replay: the list of recorded games, one chosen game, the last game.

The list holds each match without its moves, so even a long history is cheap
to hold; the moves of the chosen match are read again when it is opened. The
history is read as Statistics reads it (anything bad is set aside and said).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..play.replay import GameReplay, ReplayError
from ..translation import N_, _
from .history import MatchRecord, find_last, summarise_history
from .problems import FileProblem
from .replay_file import read_replay

__all__ = ["NO_GAME", "RecordedMatch", "last_game", "open_game", "recorded_matches", "requested_game"]

NO_GAME = N_("there is no finished game to replay yet: play a match to the end first")
"""Said when there is nothing to replay, translated where it is said."""


@dataclass(frozen=True)
class RecordedMatch:
    """One match of the history, without its moves."""

    record: MatchRecord
    """The match without its moves."""
    replayable: tuple[bool, ...]
    """Whether each game's moves were kept."""


def _light(records: Iterable[MatchRecord]) -> list[RecordedMatch]:
    """Every match of ``records`` with its moves dropped as it is read."""
    return [RecordedMatch(record.model_copy(update={"replay": None}), record.replayable) for record in records]


def recorded_matches() -> tuple[list[RecordedMatch], FileProblem | None]:
    """Every recorded match, oldest first, and the problem with the history file if there was one."""
    return summarise_history(_light)


def _same_match(one: MatchRecord, other: MatchRecord) -> bool:
    """Whether two records are of the same match: finished at the same moment, from the same seed, seats and sheet."""
    return all(getattr(one, name) == getattr(other, name) for name in ("finished_at", "seed", "seats", "sheet"))


def open_game(match: RecordedMatch, index: int) -> GameReplay:
    """Game ``index`` (from 0) of ``match``, read again from the history; ``ReplayError`` if it cannot be replayed."""

    def find(records: Iterable[MatchRecord]) -> MatchRecord | None:
        return next((record for record in records if _same_match(record, match.record)), None)

    found, _problem = summarise_history(find)
    if found is None:
        raise ReplayError(_("the match is no longer in the history"))
    return found.game_replay(index)


def _last_game() -> tuple[GameReplay | None, FileProblem | None]:
    """The last game whose moves were kept, and the problem with the history file if there was one."""
    record, problem = find_last(lambda record: record.replayable[-1])
    if record is None:
        return None, problem
    return record.game_replay(len(record.sheet) - 1), problem


def last_game() -> GameReplay | None:
    """The last game of the last recorded match whose moves were kept, or ``None`` if there is none."""
    return _last_game()[0]


def requested_game(path: Path | None) -> tuple[GameReplay, FileProblem | None]:
    """The game in the replay file at ``path``, or the last recorded game without one; and the problem
    with the history file, if reading it set anything aside.

    ``ReplayFileError`` for a bad file, ``ReplayError`` (both ``ValueError``)
    when there is no game to replay or the last one cannot be replayed.
    """
    if path is not None:
        return read_replay(path), None
    replay, problem = _last_game()
    if replay is None:
        if problem is None:
            raise ReplayError(_(NO_GAME))
        nothing = _("there is no finished game to replay yet: play a match to the end first ({problem})")
        raise ReplayError(nothing.format(problem=problem.message))
    return replay, problem
