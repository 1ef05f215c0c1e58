"""A match: dealer rotation, totals, shared places."""

from __future__ import annotations

import random

import pytest

from sevenbridge import Match, Result, Termination, apply_action, legal_actions, load_ruleset, new_match


def finished(penalties: tuple[int, ...]) -> Result:
    return Result(None, penalties, False, Termination.STOCK_EXHAUSTED, ((),) * len(penalties))


def test_the_dealer_moves_one_seat_each_game_and_totals_add_up() -> None:
    match = new_match(load_ruleset("standard").with_changes(games_per_match=3), 3, seed=4, first_dealer=2)
    dealers = []
    for penalties in [(10, 0, 5), (0, 20, 5), (3, 3, 0)]:
        game = match.next_game()
        dealers.append(game.dealer)
        match = match.record(finished(penalties))
    assert dealers == [2, 0, 1]
    assert match.totals == (13, 23, 10)
    assert match.is_over
    assert [(s.seat, s.place) for s in match.standings()] == [(2, 1), (0, 2), (1, 3)]
    with pytest.raises(ValueError, match="match is over"):
        match.next_game()


def test_equal_totals_share_a_place() -> None:
    match = new_match(load_ruleset("standard"), 3, seed=1).record(finished((5, 5, 9)))
    assert [(s.seat, s.place) for s in match.standings()] == [(0, 1), (1, 1), (2, 3)]


def test_a_seeded_match_deals_the_same_games() -> None:
    rules = load_ruleset("simple")
    first, second = new_match(rules, 4, seed=77), new_match(rules, 4, seed=77)
    assert first.next_game() == second.next_game()
    rng = random.Random(1)
    game = first.next_game()
    while game.result is None:
        game = apply_action(game, rng.choice(legal_actions(game)))
    assert first.record(game.result).next_game() != first.next_game()


def test_a_match_continued_from_before_winners_were_kept_knows_only_the_later_ones() -> None:
    """Its winners are those of its last games: the first ones' are unknown, and none of those is called drawn."""
    rules = load_ruleset("standard")
    match = new_match(rules, 3, seed=4).record(finished((0, 0, 0))).record(finished((0, 4, 4)))
    continued = Match(rules, 3, 4, 0, match.sheet).record(finished((0, 0, 0)))
    assert continued.winners == (None,)
    assert continued.unknown_winners == 2
    assert continued.drawn_games == frozenset({2})
    assert continued.after(2) == Match(rules, 3, 4, 0, match.sheet)
    assert continued.after(3) == continued
    assert match.unknown_winners == 0
    assert match.drawn_games == frozenset({0, 1})
