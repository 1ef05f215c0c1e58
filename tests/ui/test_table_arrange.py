"""Arranging the hand by hand: cards moved with keys or the mouse stay put across draws until the hand is sorted."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from table_host import GOING_OUT, GONE_OUT_HANDS, TableHostApp, run_table, stacked_session, table_session
from table_keys import press_action, table_of, wait_for_player
from textual.pilot import Pilot

from sevenbridge.engine.cards import JOKER, NATURALS, Card, deck
from sevenbridge.ui.table.arrangement import kept_order, moved
from sevenbridge.ui.table.cards_text import sort_hand
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.hand import CELL, HandView

CARDS = list(deck(2))


def test_shift_arrows_move_the_card_under_the_cursor_and_it_stays_selected() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        hand = table.query_one(HandView)
        await pilot.press("d")
        first, second = table.hand[:2]
        await pilot.press("1", "shift+right")
        assert table.hand[:2] == (second, first)
        assert hand.cursor == 1
        assert hand.selected_cards == (first,)
        await pilot.press("greater_than_sign")
        assert table.hand.index(first) == 2
        await pilot.press("less_than_sign", "shift+left")
        assert table.hand[0] is first
        assert table.arranged

    run_table(app, scenario)


def test_the_players_order_is_kept_across_a_draw_and_the_drawn_card_joins_at_the_right() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("shift+right", "shift+right")
        arranged = table.hand
        assert arranged != sort_hand(arranged, "suit")
        await pilot.press("d")
        drawn = table.session.game.hands[0]
        assert table.hand[:-1] == arranged
        assert len(table.hand) == len(drawn)
        await pilot.press("2", "x")
        await wait_for_player(pilot)
        held = table.session.game.hands[0]
        assert table.hand == tuple(card for card in kept_order(arranged, held))
        assert "in your order" in str(table.query_one(HandView).render())

    run_table(app, scenario)


def test_sorting_again_puts_the_arranged_hand_back_in_order() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("shift+right")
        was_arranged = table.arranged
        await pilot.press("o")
        assert was_arranged
        assert not table.arranged
        assert table.hand == sort_hand(table.hand, "suit")
        await pilot.press("o")
        assert table.hand_order == "rank"
        assert table.hand == sort_hand(table.hand, "rank")

    run_table(app, scenario)


def test_dragging_a_card_moves_it_and_selects_nothing() -> None:
    app = TableHostApp(table_session(seed=7))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        first = table.hand[0]
        await pilot.press("d")
        await pilot.mouse_down(HandView, offset=(2, 2))
        await pilot.mouse_up(HandView, offset=(3 * CELL + 2, 2))
        await pilot.pause()
        assert table.hand.index(first) == 3
        assert table.query_one(HandView).selected_cards == ()
        await pilot.click(HandView, offset=(3 * CELL + 2, 2))
        assert table.query_one(HandView).selected_cards == (first,)

    run_table(app, scenario)


@given(data=st.data())
def test_a_kept_order_keeps_the_cards_still_held_in_place_and_adds_new_ones_at_the_end(data: st.DataObject) -> None:
    naturals = data.draw(st.lists(st.sampled_from(NATURALS), unique=True, max_size=10))
    shown = data.draw(st.permutations([*naturals, *[JOKER] * data.draw(st.integers(0, 2))]))
    still = [card for card in shown if data.draw(st.booleans())]
    unseen = [card for card in CARDS if card not in shown]
    new = data.draw(st.lists(st.sampled_from(unseen), max_size=4)) if unseen else []
    hand = data.draw(st.permutations([*still, *new]))
    kept = kept_order(shown, hand)
    assert kept[len(still) :] == tuple(card for card in hand if card in new)
    assert sorted(map(str, kept[: len(still)])) == sorted(map(str, still))
    rest = iter(shown)
    assert all(any(card is other for other in rest) for card in kept[: len(still)]), "in the order shown"


@given(cards=st.lists(st.sampled_from(CARDS), min_size=1, max_size=12), data=st.data())
def test_moving_a_card_keeps_every_card(cards: list[Card], data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(cards) - 1))
    end = data.draw(st.integers(0, len(cards) - 1))
    after = moved(cards, start, end)
    assert after[end] is cards[start]
    assert sorted(map(str, after)) == sorted(map(str, cards))


def test_the_next_games_hand_is_sorted_again() -> None:
    app = TableHostApp(stacked_session(GONE_OUT_HANDS, "3D 4C", GOING_OUT[:1], games=2))

    async def scenario(pilot: Pilot[None]) -> None:
        table = table_of(pilot)
        await pilot.press("shift+right")
        was_arranged = table.arranged
        for action in GOING_OUT[1:]:
            await press_action(pilot, action)
        assert isinstance(await wait_for_player(pilot), GameOverScreen)
        await pilot.press("enter")
        await wait_for_player(pilot)
        assert was_arranged
        assert not table.arranged
        assert table.hand == sort_hand(table.session.game.hands[0], "suit")

    run_table(app, scenario)
