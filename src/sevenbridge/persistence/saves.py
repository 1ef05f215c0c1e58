"""The saved match: written after every change, read back by Continue.

The file holds the full rule set, the seats (names, levels, CPU seeds), the
score sheet, the current game's deal, its actions and a snapshot of its
position. What the table waits for is not stored: it follows from the game
and the score sheet, so a save cannot disagree with itself. Loading deals the game again,
replays the actions through the engine and checks the result against the
snapshot, so a resumed match goes on exactly as it would have, CPU
decisions included. The CPUs' reasons are not stored: as the actions are
replayed each CPU is asked again, and gives the reason it played with. A file
that does not pass is moved aside, never deleted.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final, Literal

from pydantic import Field, model_validator

from ..choices import Level, shown_level
from ..engine.actions import IllegalAction
from ..engine.match import Match
from ..engine.rules import RuleSet, shown_ruleset_name
from ..engine.state import GameState
from ..engine.turns import MAX_PLAYERS, MIN_PLAYERS, apply_action, new_game
from ..play.session import Seat, Session, recalled_reason
from ..play.setup import shown_name
from ..quoting import printable, quoted
from ..translation import N_, _, as_clause, pgettext
from .encoding import ActionText, CardCode
from .frozen import FrozenModel, SeatName
from .migrations import save_actions_as_text, save_waiting_derived_and_out_at_once
from .paths import SAVE_NAME, data_dir
from .problems import FileKind, FileProblem
from .snapshot import GameSnapshot
from .storage import StoredFile

__all__ = ["SAVE_VERSION", "LoadedMatch", "SaveFile", "clear_match", "describe_save", "load_match", "save_match"]

SAVE_VERSION: Final = 3


class SeatModel(FrozenModel):
    """One seat: a person (no level) or a CPU of a level with its seed."""

    name: SeatName
    level: Level | None
    seed: int


class SheetModel(FrozenModel):
    """What deals the match's games, and the penalties of those finished."""

    seed: int
    first_dealer: int = Field(ge=0)
    sheet: tuple[tuple[int, ...], ...]
    winners: tuple[int | None, ...] = ()
    """Who went out of each of the last games on the sheet (``None``: drawn); a save from before they were kept
    has none, and a match continued from it has only those of the games played since."""


class DealModel(FrozenModel):
    """The current game as dealt: its seed (which also drives reshuffles), dealer, hands and stock."""

    seed: int
    dealer: int = Field(ge=0)
    hands: tuple[tuple[CardCode, ...], ...]
    stock: tuple[CardCode, ...]
    """Top card first, as dealt: a card the rules turn face up is still on top."""

    @classmethod
    def of(cls, game: GameState) -> DealModel:
        """The deal of a freshly dealt ``game``: the card it turned face up goes back on the stock,
        so dealing again from this stock turns up the same card."""
        return cls(seed=game.seed, dealer=game.dealer, hands=game.hands, stock=(*game.discards, *game.stock))

    def game(self, rules: RuleSet) -> GameState:
        """The game as dealt; ``ValueError`` if the cards are not this deck's."""
        return new_game(rules, len(self.hands), seed=self.seed, dealer=self.dealer, hands=self.hands, stock=self.stock)


class SaveFile(FrozenModel):
    """A match in progress, as written to ``match.json``."""

    schema_version: Literal[3] = SAVE_VERSION
    saved_at: datetime
    rules: RuleSet
    seats: tuple[SeatModel, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    match: SheetModel
    deal: DealModel
    """How the current game was dealt."""
    actions: tuple[ActionText, ...]
    """The current game's actions, from its deal, in their text form (``"discard 4C"``)."""
    game: GameSnapshot
    """The current game as it stood when saved."""
    finished: tuple[tuple[ActionText, ...] | None, ...] = ()
    """The actions of each game on the score sheet, for replays; saves from before they were kept have none."""
    assisted_games: tuple[int, ...] = ()
    """The games (numbered from 0) in which the player took a hint or an undo; older saves have none."""
    game_replayed: bool = False
    """Whether the finished game on the table has been replayed (undo no longer goes back into it); older saves
    never say so."""

    @model_validator(mode="after")
    def _sheet_fits_seats(self) -> SaveFile:
        players = len(self.seats)
        if self.match.first_dealer >= players:
            raise ValueError(_("the first dealer must be a seat from 0 to {last}").format(last=players - 1))
        if any(len(row) != players for row in self.match.sheet):
            raise ValueError(_("every game on the score sheet needs {count} penalties").format(count=players))
        if len(self.match.sheet) > self.rules.games_per_match:
            raise ValueError(_("the score sheet has more games than the match"))
        if any(not 0 <= game < self.rules.games_per_match for game in self.assisted_games):
            last = self.rules.games_per_match - 1
            raise ValueError(_("every assisted game must be a game of the match, from 0 to {last}").format(last=last))
        winners = self.match.winners
        if len(winners) > len(self.match.sheet):
            raise ValueError(_("the score sheet has more winners than games"))
        if len(winners) < len(self.match.sheet) and self.rules.next_dealer == "winner":
            raise ValueError(_("the score sheet does not say who went out, so the next dealer is unknown"))
        if any(winner is not None and not 0 <= winner < players for winner in winners):
            raise ValueError(_("every winner must be a seat from 0 to {last}").format(last=players - 1))
        if len(self.deal.hands) != players:
            raise ValueError(_("the deal needs {count} hands").format(count=players))
        if len(self.finished) > len(self.match.sheet):
            raise ValueError(_("it has the moves of more games than its score sheet"))
        return self

    @model_validator(mode="after")
    def _one_person_in_seat_0(self) -> SaveFile:
        """The table seats the person first and CPUs after: any other seating could not be played."""
        if self.seats[0].level is not None:
            raise ValueError(_("its first seat is a CPU, but the person always sits first"))
        if any(seat.level is None for seat in self.seats[1:]):
            raise ValueError(_("it seats more than one person"))
        return self

    @classmethod
    def of(cls, session: Session) -> SaveFile:
        """The save of ``session``."""
        match = session.match
        return cls(
            saved_at=datetime.now(UTC),
            rules=match.rules,
            seats=tuple(SeatModel(name=seat.name, level=seat.level, seed=seat.seed) for seat in session.seats),
            match=SheetModel(
                seed=match.seed, first_dealer=match.first_dealer, sheet=match.sheet, winners=match.winners
            ),
            deal=DealModel.of(session.deal),
            actions=session.actions,
            game=GameSnapshot.of(session.game),
            finished=session.finished,
            assisted_games=tuple(sorted(session.assisted_games)),
            game_replayed=session.game_replayed,
        )


@dataclass(frozen=True)
class LoadedMatch:
    """A saved match, ready to continue (the table's next step follows from ``session.waiting``)."""

    session: Session


SAVE_FILE: Final = StoredFile(
    name=SAVE_NAME,
    model=SaveFile,
    version=SAVE_VERSION,
    max_bytes=4 << 20,
    kind=FileKind(
        unreadable=N_(
            "Your saved match could not be read ({reason}); it was kept as {kept} and a new match can be started."
        ),
        unmovable=N_(
            "Your saved match could not be read ({reason}) nor moved aside ({detail}); a new match can be started."
        ),
    ),
    migrations={1: save_actions_as_text, 2: save_waiting_derived_and_out_at_once},
)


def _replayed(save: SaveFile) -> Session:
    """The session the save describes, rebuilt through the engine; ``ValueError`` if it cannot be.

    Every check that can fail on a save is made here or in the model, before a
    table is opened on it, so a bad save is set aside and explained like any
    other bad file instead of failing each time Continue is chosen.

    The game is dealt from the saved deal, not from the match's seed, so a
    change in how a later release shuffles cannot break a match being played.
    """
    rules = save.rules
    sheet = save.match.sheet
    played = Match(rules, len(save.seats), save.match.seed, save.match.first_dealer, sheet, save.match.winners)
    recorded = played.is_over
    seats = tuple(Seat(seat.name, seat.level, seat.seed) for seat in save.seats)
    dealt = save.deal.game(rules)
    actions = save.actions
    game = dealt
    reasons = []
    for number, action in enumerate(actions, start=1):
        reasons.append(recalled_reason(seats, game, action))
        try:
            game = apply_action(game, action)
        except IllegalAction as refusal:
            message = _("its move {number}, {action} by {name}, is not allowed there: {reason}")
            shown, name = quoted(str(action)), printable(seats[game.to_act].name)
            reason = as_clause(str(refusal))
            raise ValueError(message.format(number=number, action=shown, name=name, reason=reason)) from None
    if GameSnapshot.of(game) != save.game:
        raise ValueError(_("its position does not follow from its moves"))
    if recorded and (game.result is None or game.result.penalties != sheet[-1]):
        raise ValueError(_("its last game does not match its score sheet"))
    if save.game_replayed and game.result is None:
        raise ValueError(_("it says its game was replayed, but the game is still being played"))
    return Session(
        seats,
        played,
        game,
        actions,
        dealt if actions else None,
        frozenset(save.assisted_games),
        reasons=tuple(reasons),
        finished=save.finished,
        game_replayed=save.game_replayed,
    )


def save_match(session: Session) -> None:
    """Save ``session`` atomically, replacing any earlier save."""
    SAVE_FILE.write(data_dir(), SaveFile.of(session))


def load_match() -> LoadedMatch | FileProblem | None:
    """The saved match, a ``FileProblem`` if the save was bad (it is moved aside), or ``None``."""
    folder = data_dir()
    save = SAVE_FILE.read(folder)
    if not isinstance(save, SaveFile):
        return save
    try:
        session = _replayed(save)
    except ValueError as error:
        return SAVE_FILE.problem(folder, str(error))
    return LoadedMatch(session)


def clear_match() -> None:
    """Delete the save of a match that is over."""
    SAVE_FILE.remove(data_dir())


def _seat_label(seat: Seat) -> str:
    """A CPU seat as the summary names it: "North (Hard)"."""
    name = shown_name(seat.name)
    return _("{name} ({level})").format(name=name, level=shown_level(seat.level)) if seat.level else name


def describe_save(loaded: LoadedMatch) -> str:
    """One line for the Continue entry: "Game 3 of 5 · Standard · vs North (Hard), East (Normal) · you 42".

    A game that has ended but whose sheet is still open says it is over
    ("Game 1 of 5 over") and counts in the total, as the sheet the player left
    showed it. Each part is a phrase of its own, so the line reads right in
    any language.
    """
    session = loaded.session
    match = session.match
    result = session.game.result
    number = match.games_played if match.is_over else match.games_played + 1
    said = _("Game {number} of {games} over") if result is not None else _("Game {number} of {games}")
    game = said.format(number=number, games=match.rules.games_per_match)
    parts = [game, shown_ruleset_name(match.rules.name)]
    opponents = [_seat_label(seat) for seat in session.seats if not seat.is_human]
    if opponents:
        parts.append(_("vs {opponents}").format(opponents=pgettext("list", ", ").join(opponents)))
    totals = match.totals
    if result is not None and not match.is_over:
        totals = tuple(total + penalty for total, penalty in zip(totals, result.penalties, strict=True))
    parts.extend(
        _("you {total}").format(total=totals[index]) for index, seat in enumerate(session.seats) if seat.is_human
    )
    return " · ".join(parts)
