"""A match: a fixed number of games; the deal moves one seat each game, or to
whoever went out (``next_dealer``).

A ``Match`` is the score sheet plus what is needed to deal the next game, so it
is as immutable and replayable as a single game: the same seed deals the same
games.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .rules import RuleSet
from .state import GameState, Result
from .turns import new_game

__all__ = ["Match", "Standing", "drawn_games", "new_match", "places", "won"]


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place in a match; equal totals share a place."""

    seat: int
    total: int
    place: int


@dataclass(frozen=True, slots=True)
class Match:
    """The games of a match so far; lower total penalty is better."""

    rules: RuleSet
    players: int
    seed: int
    first_dealer: int = 0
    sheet: tuple[tuple[int, ...], ...] = ()
    """Each finished game's penalties, one per seat."""
    winners: tuple[int | None, ...] = ()
    """Who went out of each of the last ``len(winners)`` finished games (``None``: drawn).

    A match saved before the sheet kept them has none for the games it had
    played by then, and those stay unknown: the sheet cannot tell a drawn game
    from a won one. Such a match rotates the deal, so it never needs them."""

    @property
    def games_played(self) -> int:
        """Games finished so far."""
        return len(self.sheet)

    @property
    def unknown_winners(self) -> int:
        """How many of the first games on the sheet have no known winner (played before the sheet kept them)."""
        return self.games_played - len(self.winners)

    @property
    def drawn_games(self) -> frozenset[int]:
        """The games (numbered from 0) known to be drawn; a game whose winner is unknown is never among them."""
        return drawn_games(self.winners, self.games_played)

    @property
    def is_over(self) -> bool:
        """Whether every game of the match has been played."""
        return self.games_played >= self.rules.games_per_match

    @property
    def dealer(self) -> int:
        """The dealer of the next game."""
        if self.rules.next_dealer == "rotate":
            return (self.first_dealer + self.games_played) % self.players
        dealer = self.first_dealer
        for winner in self.winners:
            dealer = (dealer + 1) % self.players if winner is None else winner
        return dealer

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total penalty so far."""
        return tuple(sum(game[seat] for game in self.sheet) for seat in range(self.players))

    def game_seed(self, number: int) -> int:
        """The seed of game ``number`` (0-based), derived from the match's seed."""
        return random.Random(f"{self.seed}/game/{number}").randrange(2**63)

    def next_game(self) -> GameState:
        """Deal the next game."""
        if self.is_over:
            raise ValueError("the match is over: no game is left to deal")
        return new_game(self.rules, self.players, seed=self.game_seed(self.games_played), dealer=self.dealer)

    def record(self, result: Result) -> Match:
        """The match with one more finished game on the sheet."""
        if self.is_over:
            raise ValueError("the match is over: no game is left to record")
        if len(result.penalties) != self.players:
            raise ValueError(f"a result for {len(result.penalties)} seats does not fit a {self.players}-seat match")
        sheet = (*self.sheet, result.penalties)
        return Match(self.rules, self.players, self.seed, self.first_dealer, sheet, (*self.winners, result.winner))

    def after(self, games: int) -> Match:
        """The match as it stood once its first ``games`` games were on the sheet."""
        known = max(games - self.unknown_winners, 0)
        return replace(self, sheet=self.sheet[:games], winners=self.winners[:known])

    def standings(self) -> list[Standing]:
        """Seats from best to worst, with shared places for equal totals."""
        totals = self.totals
        place = places(totals)
        ranked = sorted(range(self.players), key=lambda seat: (totals[seat], seat))
        return [Standing(seat, totals[seat], place[seat]) for seat in ranked]


def places(totals: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's place by its total (lower is better); equal totals share a place, the next one is skipped."""
    return tuple(1 + sum(other < total for other in totals) for total in totals)


def drawn_games(winners: tuple[int | None, ...], games: int) -> frozenset[int]:
    """The games (numbered from 0) of a sheet of ``games`` that ``winners``, the winners of its last games, says
    were drawn: the one place that lines a sheet's winners up with its games."""
    unknown = games - len(winners)
    return frozenset(unknown + game for game, winner in enumerate(winners) if winner is None)


def won(places: tuple[int, ...], seat: int) -> bool:
    """Whether ``seat`` won the match that ended in ``places``: it finished first, alone or sharing first place
    with some of the others. A match in which every seat shares first place is drawn: nobody won it."""
    return places[seat] == 1 and any(place != 1 for place in places)


def new_match(rules: RuleSet, players: int, *, seed: int | None = None, first_dealer: int = 0) -> Match:
    """A match of ``rules.games_per_match`` games; the first game's dealer is ``first_dealer``."""
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    return Match(rules, players, seed, first_dealer)
