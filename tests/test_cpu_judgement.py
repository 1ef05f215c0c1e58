"""The judgements the CPU levels are built on: covers, outs and feeding risk."""

from __future__ import annotations

import pytest

from sevenbridge import Discard, apply_action, legal_actions, load_ruleset, new_game, parse_cards
from sevenbridge.cpu.cover import coverer
from sevenbridge.cpu.danger import chi_chance, pon_chance
from sevenbridge.cpu.hard import HardJudge
from sevenbridge.cpu.knowledge import Knowledge
from sevenbridge.cpu.outs import near_melds, run_neighbours
from sevenbridge.engine.cards import Card, sorted_cards, without

STANDARD = load_ruleset("standard")


def _hand(text: str) -> tuple[Card, ...]:
    return sorted_cards(parse_cards(text))


def test_the_cover_finds_the_partition_that_leaves_nothing() -> None:
    cover = coverer(STANDARD).cover(_hand("5H 6H 7H 7S 7C"), frozenset(), False)
    assert cover.deadwood == ()
    cover = coverer(STANDARD).cover(_hand("4S 5S 6S 6H 6D 6C"), frozenset(), False)
    assert cover.deadwood == ()
    assert len(cover.melds) == 2


def test_the_cover_counts_sevens_double_and_lay_offs_only_with_a_meld() -> None:
    finder = coverer(STANDARD)
    assert finder.penalty(parse_cards("7H 2S")) == (7 + 2) * 2
    table_takes = frozenset(parse_cards("9C"))
    assert finder.cover(_hand("9C KD"), table_takes, False).deadwood == _hand("9C KD")
    assert finder.cover(_hand("9C KD"), table_takes, True).deadwood == _hand("KD")


def test_near_melds_know_the_cards_that_finish_them() -> None:
    found = {
        (first.code, second.code): {card.code for card in outs}
        for first, second, outs in near_melds(_hand("8H 9H KS KD"), STANDARD)
    }
    assert found[("8H", "9H")] == {"7H", "TH"}
    assert found[("KS", "KD")] == {"KH", "KC"}
    ace_low = load_ruleset("ace-low")
    assert {card.code for _, _, outs in near_melds(_hand("QC KC"), ace_low) for card in outs} == {"JC"}


def test_a_rank_whose_other_cards_are_all_in_sight_cannot_be_ponned() -> None:
    hands = ["KS KH KD 2C 4C 6C 9D", "2S 4S 6S 8S TS QS AH", "2H 4H 6H 8H TH QH AD", "3D 5D 8D TD JD QD AC"]
    state = new_game(STANDARD, 4, dealer=3, hands=[parse_cards(hand) for hand in hands])
    know = Knowledge(state.view(0))
    opponents = know.opponents
    assert all(pon_chance(know, parse_cards("KC")[0], seat) == 0.0 for seat in opponents)
    assert all(pon_chance(know, parse_cards("5C")[0], seat) == 0.0 for seat in opponents)  # nobody has had a turn


def test_a_seat_that_threw_a_rank_away_is_less_likely_to_pon_it() -> None:
    rules = STANDARD.with_changes(claims_open="immediately")
    hands = ["2S 3S 4H 9D JC 5C 8C", "QD 3H 5H 9S JS 4C 6C", "2H 6H 8H TH AH 3D 5D", "2D 4D 6D 8D TD AC 3C"]
    state = new_game(rules, 4, dealer=0, hands=[parse_cards(hand) for hand in hands], stock=parse_cards("KD KC"))
    state = apply_action(state, legal_actions(state)[0])
    state = apply_action(state, Discard(parse_cards("QD")[0]))
    know = Knowledge(state.view(0))
    queen = parse_cards("QC")[0]
    assert know.discarded_by[1] == frozenset(parse_cards("QD"))
    assert 0.0 < pon_chance(know, queen, 1) < pon_chance(know, queen, 2)
    assert 0.0 <= chi_chance(know, queen) <= 1.0


def test_run_neighbours_are_the_cards_up_to_two_run_positions_away() -> None:
    japanese = load_ruleset("japanese-classic")
    assert run_neighbours(Card("5H"), STANDARD) == frozenset(parse_cards("3H 4H 6H 7H"))
    assert run_neighbours(Card("AS"), STANDARD) == frozenset(parse_cards("2S 3S QS KS"))
    assert run_neighbours(Card("KS"), STANDARD) == frozenset(parse_cards("JS QS AS"))
    assert run_neighbours(Card("AS"), japanese) == frozenset(parse_cards("2S 3S"))
    assert run_neighbours(Card("KS"), japanese) == frozenset(parse_cards("JS QS"))


def test_hard_counts_no_draw_for_a_card_that_makes_no_meld_with_it() -> None:
    """A king is worth the same kept in either suit when nothing of either suit can join it:
    a live 2♦ is no more a partner of K♦ than the 2♣ in the discard pile is of K♣."""
    rules = load_ruleset("japanese-classic").with_changes(first_discard_face_up=True)
    hands = [parse_cards("KD KC 5H 6H 9S TS 4S"), parse_cards("3D 8D JH QH 8S JS 6C")]
    state = new_game(rules, 2, dealer=1, hands=hands, stock=parse_cards("2C 9H 4H"))
    know = Knowledge(state.view(0))
    hand = know.view.hand
    assert Card("2C") in know.view.discards
    keep_diamond = HardJudge().value(know, without(hand, (Card("KC"),)), False)
    keep_club = HardJudge().value(know, without(hand, (Card("KD"),)), False)
    assert keep_diamond == pytest.approx(keep_club)
