"""Who is asked in a claim window is private: no other seat learns that a seat holds a pair.

Only a seat that can pon is asked, so the asking itself, and every ``Pass``,
would tell the table that seat holds two of the discard's rank. A seat's view
shows its own passes only, and while another seat is asked it shows the
discard lying there and the next player to start, as if nobody could pon.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from sevenbridge import Card, Discard, Draw, GameState, Pass, Phase, apply_action, legal_actions, load_ruleset, new_game
from sevenbridge.engine.cards import NATURALS, RANK_CARDS

RULES = load_ruleset("standard").with_changes(claims_open="immediately")
PLAYERS = 4
DISCARDER = 1


def deal(rank: int, asked: int, others: list[Card], holds_pair: bool) -> GameState:
    """Seat 1 plays first and holds one card of ``rank``; seat ``asked`` holds two more of it or only one.

    Without the pair, the second card sits at the bottom of the stock in place
    of the card that ``asked`` holds instead: every other card is where it was.
    """
    thrown, first, second, fourth = RANK_CARDS[rank]
    rest = list(others)
    instead = rest.pop()
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    hands[DISCARDER].append(thrown)
    hands[asked] += [first, second if holds_pair else instead]
    for seat in range(PLAYERS):
        while len(hands[seat]) < 7:
            hands[seat].append(rest.pop())
    stock = [*rest, fourth, instead if holds_pair else second]
    return new_game(RULES, PLAYERS, hands=hands, stock=stock, dealer=0, seed=1)


@given(rank=st.integers(1, 13), asked=st.sampled_from([2, 3]), order=st.randoms(use_true_random=False))
def test_a_pair_in_another_hand_changes_nothing_seat_zero_sees(rank: int, asked: int, order: random.Random) -> None:
    others = [card for card in NATURALS if card.rank != rank]
    order.shuffle(others)
    with_pair = deal(rank, asked, others, holds_pair=True)
    without = deal(rank, asked, others, holds_pair=False)
    assert with_pair.view(0) == without.view(0)
    thrown = RANK_CARDS[rank][0]
    steps = (Draw(), Discard(thrown))
    for step in steps:
        with_pair, without = apply_action(with_pair, step), apply_action(without, step)
    assert (with_pair.phase, with_pair.to_act) == (Phase.CLAIM, asked), "the pair's holder is asked"
    assert without.phase is Phase.TURN_START
    assert with_pair.view(0) == without.view(0)
    with_pair = apply_action(with_pair, Pass())
    assert with_pair.view(0) == without.view(0)
    for seat in range(PLAYERS):
        if seat != asked:
            assert with_pair.view(seat).history == without.view(seat).history


def test_the_asked_seat_sees_its_own_question_and_its_own_pass() -> None:
    others = [card for card in NATURALS if card.rank != 9]
    game = deal(9, 3, others, holds_pair=True)
    game = apply_action(apply_action(game, Draw()), Discard(RANK_CARDS[9][0]))
    asked = game.view(3)
    assert (asked.phase, asked.current, asked.to_act) == (Phase.CLAIM, DISCARDER, 3)
    bystander = game.view(2)
    assert (bystander.phase, bystander.current, bystander.to_act) == (Phase.TURN_START, 2, 2)
    game = apply_action(game, Pass())
    assert game.view(3).history[-1] == (3, Pass())
    assert all(not isinstance(action, Pass) for _, action in game.view(0).history)
    assert (3, Pass()) in game.history, "the full record keeps every event"


@given(seed=st.integers(0, 2**32), players=st.integers(2, 6))
def test_no_view_ever_holds_another_seats_pass(seed: int, players: int) -> None:
    rng = random.Random(seed)
    game = new_game(RULES, players, seed=seed)
    while game.result is None:
        game = apply_action(game, rng.choice(legal_actions(game)))
        for seat in range(players):
            view = game.view(seat)
            assert all(who == seat for who, action in view.history if isinstance(action, Pass))
            assert view.phase is not Phase.CLAIM or view.to_act == seat
