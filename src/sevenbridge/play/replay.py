"""A finished game, step by step: dealt again from its seed and played through the engine.

A replay is made from what the history keeps of a game (the match's seed, the
game's number and dealer, the rules, and every action in its text form) or
from the session that has just played it. Dealing again and applying each
action through ``apply_action`` means a replay can never show a position the
rules would not reach; a game whose moves do not follow, or that does not end
with the score on its sheet, is refused with a ``ReplayError`` that says where.
A CPU's reasons are not kept but asked of it again, as a continued match does:
its decisions follow from its seed and its view alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..choices import Level
from ..cpu import Reason
from ..engine.actions import Action, IllegalAction, InvalidActionError, parse_action
from ..engine.match import Match
from ..engine.rules import RuleSet
from ..engine.state import GameState
from ..engine.turns import apply_action, new_game
from ..quoting import printable, quoted
from ..translation import _, as_clause
from .session import Seat, Session, recalled_reason

__all__ = ["GameReplay", "ReplayError", "ReplaySeat", "replay_game", "replay_of_session"]


class ReplayError(ValueError):
    """A game that cannot be replayed; the message says why, naming the move when one is at fault."""

    def __init__(self, message: str, move: int | None = None) -> None:
        super().__init__(message)
        self.move = move
        """The move at fault (from 1), if one is."""


@dataclass(frozen=True, slots=True)
class ReplaySeat:
    """Who sat at one seat of a replayed game: a person (no level) or a CPU."""

    name: str
    level: Level | None
    seed: int | None = None
    """A CPU's seed, which lets it give again the reason for each of its moves; ``None`` if unknown.

    A person's seat has none: a person's moves have no reasons to ask for.
    """

    @classmethod
    def of(cls, seat: Seat) -> ReplaySeat:
        """The seat as a replay keeps it: a session gives every seat a seed, but only a CPU's is kept."""
        return cls(seat.name, seat.level, None if seat.is_human else seat.seed)


@dataclass(frozen=True, slots=True)
class GameReplay:
    """Every position of one finished game, from the deal to the end."""

    rules: RuleSet
    seats: tuple[ReplaySeat, ...]
    seed: int
    """The match's seed, from which the game's deal is drawn."""
    number: int
    """The game's number in its match, from 1."""
    actions: tuple[Action, ...]
    states: tuple[GameState, ...]
    """The deal, then the position after each action: one more than ``actions``."""
    sheet: tuple[tuple[int, ...], ...]
    """The match's score sheet up to and including this game."""
    assisted_games: frozenset[int] = frozenset()
    """The games of ``sheet`` (numbered from 0) in which the person took a hint or an undo, as far as known: the
    session and the history know, a replay file does not say."""

    @property
    def names(self) -> list[str]:
        """Every seat's name, by seat."""
        return [seat.name for seat in self.seats]

    @property
    def dealer(self) -> int:
        """The seat that dealt the game."""
        return self.states[0].dealer

    @property
    def last(self) -> int:
        """The number of the last step (the game's end); step 0 is the deal."""
        return len(self.actions)

    @property
    def end(self) -> GameState:
        """The game as it ended."""
        return self.states[-1]

    @property
    def drawn(self) -> bool:
        """Whether the game was drawn: it ended with nobody out."""
        result = self.end.result
        return result is not None and result.winner is None

    def reason(self, step: int) -> Reason | None:
        """Why a CPU took the action of ``step`` (from 1): the CPU is asked again, from its seed and view.

        ``None`` for a person's move, a CPU whose seed is unknown, and a move the
        CPU would no longer make (a later release may judge differently).
        """
        if not 1 <= step <= self.last or self.seats[self.states[step - 1].to_act].seed is None:
            return None
        seats = [Seat(seat.name, seat.level, seat.seed or 0) for seat in self.seats]
        return recalled_reason(seats, self.states[step - 1], self.actions[step - 1])


def _action(move: Action | str, number: int) -> Action:
    """``move`` as an action; a text that names none is refused with its number."""
    if isinstance(move, Action):
        return move
    try:
        return parse_action(move)
    except InvalidActionError as error:
        raise ReplayError(_("move {number}: {problem}").format(number=number, problem=error), number) from None


def replay_game(
    rules: RuleSet,
    seats: Sequence[ReplaySeat],
    *,
    seed: int,
    number: int,
    dealer: int,
    moves: Sequence[Action | str],
    sheet: Sequence[Sequence[int]],
    assisted: Collection[int] = (),
) -> GameReplay:
    """Game ``number`` (from 1) of the match dealt from ``seed``, played again move by move.

    ``sheet`` is the match's score sheet up to and including this game: the
    game must end, and with exactly its last row of penalties. ``assisted``
    are the match's games (from 0) in which the person took help; those on
    ``sheet`` are kept, for its sheet to mark as the table's sheets do.
    """
    players = len(seats)
    if not 1 <= number <= rules.games_per_match:
        raise ReplayError(
            _("game {number} is not a game of a {games}-game match").format(number=number, games=rules.games_per_match)
        )
    if not 0 <= dealer < players:
        raise ReplayError(
            _("the dealer must be a seat from 1 to {players}, not {dealer}").format(players=players, dealer=dealer + 1)
        )
    if len(sheet) != number or any(len(row) != players for row in sheet):
        raise ReplayError(
            _("the score sheet needs {number} games of {players} penalties each").format(number=number, players=players)
        )
    game_seed = Match(rules, players, seed).game_seed(number - 1)
    state = new_game(rules, players, seed=game_seed, dealer=dealer)
    states = [state]
    actions = []
    for index, move in enumerate(moves, start=1):
        action = _action(move, index)
        if state.result is not None:
            shown = quoted(str(action))
            raise ReplayError(
                _("move {number}, {action}, comes after the game is over").format(number=index, action=shown), index
            )
        try:
            state = apply_action(state, action)
        except IllegalAction as refusal:
            message = _("move {number}, {action} by {name}, is not allowed there: {reason}")
            shown, name = quoted(str(action)), printable(seats[state.to_act].name)
            reason = as_clause(str(refusal))
            raise ReplayError(message.format(number=index, action=shown, name=name, reason=reason), index) from None
        actions.append(action)
        states.append(state)
    if state.result is None:
        message = _("the moves stop after move {number}, before the game is over").format(number=len(actions))
        raise ReplayError(message, len(actions) or None)
    if state.result.penalties != tuple(sheet[-1]):
        raise ReplayError(_("the moves do not give the score on the sheet"))
    return GameReplay(
        rules,
        tuple(seats),
        seed,
        number,
        tuple(actions),
        tuple(states),
        tuple(tuple(row) for row in sheet),
        frozenset(game for game in assisted if 0 <= game < number),
    )


def replay_of_session(session: Session) -> GameReplay:
    """The game ``session`` has just finished, whose sheet is on the table (not yet recorded in the match)."""
    result = session.game.result
    if result is None:
        raise ReplayError(_("the game is still being played"))
    match = session.match
    replay = replay_game(
        session.rules,
        [ReplaySeat.of(seat) for seat in session.seats],
        seed=match.seed,
        number=match.games_played + 1,
        dealer=session.game.dealer,
        moves=session.actions,
        sheet=(*match.sheet, result.penalties),
        assisted=session.assisted_games,
    )
    if replay.end != session.game:
        raise ReplayError(_("the game on the table was not dealt by its match"))
    return replay
