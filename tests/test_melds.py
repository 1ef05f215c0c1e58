"""Meld and lay-off cases, written from the rule book, for each rule set."""

from __future__ import annotations

import pytest

from sevenbridge import Card, MeldKind, RuleSet, is_valid_meld, load_ruleset
from sevenbridge.engine.melds import chi_runs, classify, hand_melds, lay_off, layoff_ends, make_meld
from support import C, P

STANDARD = load_ruleset("standard")
JOKER_RULES = load_ruleset("with-joker")
ACE_LOW = load_ruleset("ace-low")
TWO_JOKERS = STANDARD.with_changes(jokers=2)


def shaped(cards: str, rules: RuleSet) -> tuple[MeldKind, tuple[Card, ...], int]:
    """Kind, table order and ``low`` of cards that must make a meld."""
    shape = classify(P(cards), rules)
    assert shape is not None, cards
    return shape


MELDS = [
    # cards, standard, with-joker, ace-low
    ("5S 5H 5D", True, True, True),
    ("5S 5H 5D 5C", True, True, True),
    ("5S 5H", False, False, False),
    ("7S", True, True, True),
    ("7S 7H", True, True, True),
    ("7S 7H 7D 7C", True, True, True),
    ("6H 7H", True, True, True),
    ("7H 8H", True, True, True),
    ("6H 8H", False, False, False),
    ("6H 7S", False, False, False),
    ("5S", False, False, False),
    ("8C 9C TC JC", True, True, True),
    ("8C 9C JC", False, False, False),
    ("8C 9C TD", False, False, False),
    ("AS 2S 3S", True, True, True),
    ("QS KS AS", True, True, False),
    ("KS AS 2S", False, False, False),
    ("JK 8H 9H", False, True, False),
    ("JK 5S 5H", False, True, False),
    ("JK 7H", False, False, False),
    ("JK 5S", False, False, False),
    ("JK 5S 5H 5D", False, True, False),
    ("JK 5S 5H 5D 5C", False, False, False),
    ("5H JK 7H", False, True, False),
    ("QH KH JK", False, True, False),
    ("JK", False, False, False),
    ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", True, True, True),
]


@pytest.mark.parametrize(("cards", "standard", "with_joker", "ace_low"), MELDS)
def test_melds_per_rule_set(cards: str, standard: bool, with_joker: bool, ace_low: bool) -> None:
    assert is_valid_meld(P(cards), STANDARD) is standard
    assert is_valid_meld(P(cards), JOKER_RULES) is with_joker
    assert is_valid_meld(P(cards), ACE_LOW) is ace_low


def test_a_meld_needs_two_natural_cards_even_with_two_jokers() -> None:
    assert not is_valid_meld(P("JK JK 5S"), TWO_JOKERS)
    assert is_valid_meld(P("JK JK 5S 6S"), TWO_JOKERS)
    assert is_valid_meld(P("JK JK 5S 5H"), TWO_JOKERS)


@pytest.mark.parametrize(
    ("cards", "rules", "table", "low"),
    [
        ("JK 8H 9H", JOKER_RULES, "8H 9H JK", 8),
        ("QH KH JK", JOKER_RULES, "QH KH JK", 12),
        ("QH KH JK", ACE_LOW.with_changes(jokers=1), "JK QH KH", 11),
        ("AH 2H JK", JOKER_RULES, "AH 2H JK", 1),
        ("5H 7H JK", JOKER_RULES, "5H JK 7H", 5),
        ("KH AH JK", JOKER_RULES, "JK KH AH", 12),
        ("QS KS AS", STANDARD, "QS KS AS", 12),
        ("5S 6S JK JK", TWO_JOKERS, "5S 6S JK JK", 5),
    ],
)
def test_a_joker_takes_the_higher_legal_end(cards: str, rules: RuleSet, table: str, low: int) -> None:
    shape = classify(P(cards), rules)
    assert shape == (MeldKind.RUN, tuple(P(table)), low)


def test_the_joker_in_a_run_stands_for_a_definite_card() -> None:
    kind, cards, low = shaped("5H 7H JK", JOKER_RULES)
    meld = make_meld(0, kind, cards, low, JOKER_RULES)
    assert meld.represented() == ("5H", "6H", "7H")


def test_lone_seven_grows_into_a_run_and_into_a_set() -> None:
    seven = make_meld(0, MeldKind.SEVEN, (C("7H"),), 7, STANDARD)
    assert layoff_ends(seven, C("6H")) == ("low",)
    assert layoff_ends(seven, C("8H")) == ("high",)
    assert layoff_ends(seven, C("6S")) == ()
    run = lay_off(seven, C("6H"), "low", STANDARD)
    assert (run.kind, run.cards, run.low) == (MeldKind.RUN, tuple(P("6H 7H")), 6)
    grown = lay_off(seven, C("7S"), None, STANDARD)
    assert (grown.kind, grown.cards) == (MeldKind.SET, tuple(P("7S 7H")))


@pytest.mark.parametrize(
    ("meld", "rules", "card", "ends"),
    [
        ("5S 5H 5D", STANDARD, "5C", (None,)),
        ("5S 5H 5D 5C", STANDARD, "5C", ()),
        ("5S 5H 5D", STANDARD, "6S", ()),
        ("8C 9C TC", STANDARD, "7C", ("low",)),
        ("8C 9C TC", STANDARD, "JC", ("high",)),
        ("8C 9C TC", STANDARD, "QC", ()),
        ("JC QC KC", STANDARD, "AC", ("high",)),
        ("JC QC KC", ACE_LOW, "AC", ()),
        ("2C 3C 4C", STANDARD, "AC", ("low",)),
        ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", STANDARD, "AC", ("low", "high")),
        ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", ACE_LOW, "AC", ("low",)),
        ("8C 9C TC", JOKER_RULES, "JK", ("low", "high")),
        ("AC 2C 3C", JOKER_RULES, "JK", ("high",)),
        ("5S 5H 5D", JOKER_RULES, "JK", (None,)),
        ("7S 7H", JOKER_RULES, "JK", (None,)),
        ("6H 7H", JOKER_RULES, "JK", ("low", "high")),
    ],
)
def test_lay_off_targets(meld: str, rules: RuleSet, card: str, ends: tuple[str | None, ...]) -> None:
    kind, cards, low = shaped(meld, rules)
    table = make_meld(1, kind, cards, low, rules)
    assert layoff_ends(table, C(card)) == ends


def test_a_lone_seven_takes_no_joker() -> None:
    seven = make_meld(0, MeldKind.SEVEN, (C("7H"),), 7, JOKER_RULES)
    assert layoff_ends(seven, C("JK")) == ()


def test_lay_off_keeps_the_run_in_table_order() -> None:
    kind, cards, low = shaped("8C 9C TC", JOKER_RULES)
    run = make_meld(0, kind, cards, low, JOKER_RULES)
    low_end = lay_off(run, C("JK"), "low", JOKER_RULES)
    assert (low_end.cards, low_end.low) == (tuple(P("JK 8C 9C TC")), 7)
    assert low_end.represented() == ("7C", "8C", "9C", "TC")
    assert layoff_ends(low_end, C("7C")) == ()
    assert layoff_ends(low_end, C("6C")) == ("low",)


def test_hand_melds_lists_every_meld_once() -> None:
    melds = hand_melds(tuple(P("7S 7H 8H 9H KD")), STANDARD)
    assert set(melds) == {
        tuple(P("7S")),
        tuple(P("7H")),
        tuple(P("7S 7H")),
        tuple(P("7H 8H")),
        tuple(P("7H 8H 9H")),
    }
    assert len(melds) == len(set(melds))


def test_hand_melds_with_a_joker_finds_gapped_runs() -> None:
    melds = set(hand_melds(tuple(P("5H 7H 9C JK")), JOKER_RULES))
    assert tuple(P("5H 7H JK")) in melds
    assert tuple(P("7H")) in melds
    assert tuple(P("9C JK")) not in melds


def test_chi_runs_use_only_natural_cards_and_include_two_card_seven_runs() -> None:
    assert chi_runs(tuple(P("6H JK")), C("7H"), JOKER_RULES) == [tuple(P("6H"))]
    runs = set(chi_runs(tuple(P("3S 5S 6S")), C("4S"), STANDARD))
    assert runs == {tuple(P("3S 5S")), tuple(P("5S 6S")), tuple(P("3S 5S 6S"))}
    assert chi_runs(tuple(P("KS 2S")), C("AS"), STANDARD) == []
    assert chi_runs(tuple(P("QS KS")), C("AS"), ACE_LOW) == []
