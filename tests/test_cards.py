"""Card notation round-trips, and cards behave as values."""

from __future__ import annotations

import copy
import random

import pytest

from sevenbridge import JOKER, Card, InvalidCardError, Suit, parse_cards
from sevenbridge.engine.cards import NATURALS, deck, sorted_cards


def test_parse_cards_reads_codes_tens_symbols_and_the_joker() -> None:
    cards = parse_cards("7H 8h TH 10♥ J♠, JK")
    assert [card.code for card in cards] == ["7H", "8H", "TH", "TH", "JS", "JK"]
    assert [str(card) for card in cards] == ["7♥", "8♥", "10♥", "10♥", "J♠", "JK"]


def test_every_card_round_trips_through_its_code_and_repr() -> None:
    for card in (*NATURALS, JOKER):
        assert Card(card.code) is card
        assert eval(repr(card), {"Card": Card}) is card


def test_cards_are_immutable_interned_values() -> None:
    card = Card("QD")
    assert copy.deepcopy(card) is card
    assert card.suit is Suit.DIAMONDS
    assert card.suit.is_red
    assert card.rank == 12
    with pytest.raises(AttributeError):
        card.rank = 3


@pytest.mark.parametrize("text", ["1H", "7X", "11S", "H7", "JOKERS"])
def test_bad_card_text_says_what_a_card_looks_like(text: str) -> None:
    with pytest.raises(InvalidCardError, match="is not a card"):
        parse_cards(text)


def test_deck_sizes() -> None:
    assert len(set(deck())) == 52
    assert deck(2).count(JOKER) == 2


def test_hand_order_is_by_suit_then_rank_with_the_joker_last() -> None:
    cards = list(deck(1))
    random.Random(3).shuffle(cards)
    assert sorted_cards(cards) == deck(1)
    assert sorted_cards(parse_cards("JK 2H KS AS")) == tuple(parse_cards("AS KS 2H JK"))
