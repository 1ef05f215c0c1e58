"""The engine's fast paths against slow, obvious ones built from ``classify`` alone.

``hand_melds`` (set masks, memoised runs), a meld's lay-off targets
(``accepts`` and ``accept_mask``), ``chi_options`` (neighbour look-ups) and the
meld, lay-off and chi actions of ``legal_actions`` (the one-state cache, reused
action values) must say exactly what trying every group of cards through
``classify`` says. Every rule set is covered, and Custom ones with 0, 1 and 2
jokers; ``SEVENBRIDGE_HYPOTHESIS=long`` tries far more hands.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playthroughs import choose
from sevenbridge import (
    RULESET_NAMES,
    Action,
    Chi,
    GameState,
    LayOff,
    Meld,
    MeldKind,
    Phase,
    RuleSet,
    TableMeld,
    apply_action,
    legal_actions,
    load_ruleset,
    new_game,
)
from sevenbridge.engine.cards import ACE, JOKER, KING, Card, deck, sorted_cards
from sevenbridge.engine.claims import chi_options, may_claim
from sevenbridge.engine.melds import End, classify, hand_melds, lay_off, make_meld

CUSTOM = [
    load_ruleset(base).with_changes(name=f"Custom {jokers}", jokers=jokers)
    for base, jokers in (("ace-low", 0), ("with-joker", 1), ("standard", 2))
] + [
    load_ruleset("standard").with_changes(
        name="Custom face-up", claims_open="immediately", first_discard_face_up=True, jokers=1
    ),
    load_ruleset("japanese-classic").with_changes(name="Custom classic face-up", first_discard_face_up=True),
]
RULE_SETS: list[RuleSet] = [*(load_ruleset(name) for name in RULESET_NAMES), *CUSTOM]
IDS = [rules.name for rules in RULE_SETS]
PER_RULE_SET = settings(max_examples=max(20, settings().max_examples // 3))
"""Each property runs once per rule set: a third of the profile's examples each keeps the default run short."""


# The slow, obvious answers.


def every_meld(hand: tuple[Card, ...], rules: RuleSet) -> set[tuple[Card, ...]]:
    """Every group of cards of ``hand`` that ``classify`` accepts, each sorted by card."""
    ordered = sorted_cards(hand)
    return {
        group
        for size in range(1, len(ordered) + 1)
        for group in combinations(ordered, size)
        if classify(group, rules) is not None
    }


def every_chi(hand: tuple[Card, ...], opened: bool, discard: Card | None, rules: RuleSet) -> set[tuple[Card, ...]]:
    """Every group of natural hand cards that ``classify`` makes a run with ``discard``, as long
    as the rules ask (``chi_min_cards``), when claims are ``opened`` to the seat."""
    if discard is None or discard is JOKER:
        return set()
    naturals = sorted_cards(card for card in hand if card is not JOKER)
    found = set()
    for size in range(1, len(naturals) + 1):
        for group in combinations(naturals, size):
            shape = classify((*group, discard), rules)
            long_enough = size + 1 >= rules.chi_min_cards
            if (
                shape is not None
                and shape[0] is MeldKind.RUN
                and long_enough
                and may_claim(opened, len(hand), size, rules)
            ):
                found.add(group)
    return found


def _at_value(value: int, suit_card: Card) -> Card | None:
    """The natural card standing for rank value ``value`` (14: the ace above the king) in a run."""
    if not ACE <= value <= KING + 1:
        return None
    assert suit_card.suit is not None
    return Card.of(ACE if value == KING + 1 else value, suit_card.suit)


def _run_fits(meld: TableMeld, card: Card, end: End, rules: RuleSet) -> bool:
    """Whether natural ``card`` may go at ``end`` of the run ``meld``: the run's cards,
    jokers replaced by what they stand for, plus ``card`` there, make a run that
    ``classify`` places exactly so (a full suit may be placed either way)."""
    naturals = tuple(Card(code) for code in meld.represented())
    value = meld.low - 1 if end == "low" else meld.high + 1
    if card is not _at_value(value, naturals[0]):
        return False
    grown = (card, *naturals) if end == "low" else (*naturals, card)
    shape = classify(grown, rules)
    return shape is not None and (shape[1] == grown or len(grown) == KING)


def every_target(meld: TableMeld, card: Card, rules: RuleSet) -> set[End | None]:
    """Where ``classify`` lets ``card`` be laid off on ``meld``: run ends, or ``None`` for a set."""
    if classify((*meld.cards, card), rules) is None:
        return set()
    if meld.kind is MeldKind.SET:
        return {None}
    if meld.kind is MeldKind.SEVEN:
        shape = classify((*meld.cards, card), rules)
        assert shape is not None
        if shape[0] is MeldKind.SET:
            return {None}
        return {"low" if shape[2] < meld.low else "high"}
    ends: set[End | None] = set()
    for end in ("low", "high"):
        value = meld.low - 1 if end == "low" else meld.high + 1
        stand_in = _at_value(value, next(c for c in meld.cards if c is not JOKER))
        natural = stand_in if card is JOKER else card
        if natural is not None and _run_fits(meld, natural, end, rules):
            ends.add(end)
    return ends


def available(rules: RuleSet, meld: TableMeld) -> list[Card]:
    """The distinct cards of the deck not already in ``meld``."""
    left = Counter(deck(rules.jokers)) - Counter(meld.cards)
    return list(left)


# Random hands and melds.


@st.composite
def hands(draw: st.DrawFn, rules: RuleSet) -> tuple[Card, ...]:
    """A hand of 1 to 10 cards, mostly from a few neighbouring ranks so that melds are common."""
    cards = list(deck(rules.jokers))
    middle = draw(st.integers(ACE, KING))
    near = [card for card in cards if card is JOKER or abs(card.rank - middle) <= 2 or card.rank in (ACE, KING)]
    picked = draw(st.lists(st.sampled_from(range(len(near))), unique=True, min_size=1, max_size=8))
    extra = draw(st.lists(st.sampled_from(range(len(cards))), unique=True, max_size=2))
    chosen = Counter(near[i] for i in picked) | Counter(cards[i] for i in extra)
    return tuple(chosen.elements())


def random_meld(rules: RuleSet, rng: random.Random) -> TableMeld:
    """A meld as the table could hold it: made from a hand's meld, then grown by random lay-offs."""
    while True:
        hand = tuple(rng.sample(deck(rules.jokers), 12))
        melds = hand_melds(hand, rules)
        if melds:
            break
    shape = classify(rng.choice(melds), rules)
    assert shape is not None
    kind, ordered, low = shape
    meld = make_meld(0, kind, ordered, low, rules)
    for _ in range(rng.randrange(6)):
        fitting = [(card, ends) for card, ends in meld.accepts.items() if card in available(rules, meld)]
        if not fitting:
            break
        card, ends = rng.choice(fitting)
        meld = lay_off(meld, card, rng.choice(ends), rules)
    return meld


# The tests.


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
@PER_RULE_SET
@given(data=st.data())
def test_hand_melds_are_every_group_classify_accepts(rules: RuleSet, data: st.DataObject) -> None:
    hand = data.draw(hands(rules))
    fast = hand_melds(hand, rules)
    assert len(fast) == len(set(fast)), "a meld is listed twice"
    assert all(meld == sorted_cards(meld) for meld in fast)
    assert set(fast) == every_meld(hand, rules)


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
@PER_RULE_SET
@given(data=st.data())
def test_chi_options_are_every_run_classify_makes_with_the_discard(rules: RuleSet, data: st.DataObject) -> None:
    hand = sorted_cards(data.draw(hands(rules)))
    discard = data.draw(st.sampled_from([card for card in deck(1) if card not in hand]))
    opened = data.draw(st.booleans())
    fast = chi_options(hand, opened, discard, rules)
    assert len(fast) == len(set(fast))
    assert set(fast) == every_chi(hand, opened, discard, rules)


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
@PER_RULE_SET
@given(seed=st.integers(0, 2**32))
def test_lay_off_targets_are_every_placement_classify_allows(rules: RuleSet, seed: int) -> None:
    meld = random_meld(rules, random.Random(seed))
    for card in available(rules, meld):
        fast = set(meld.accepts.get(card, ()))
        assert fast == every_target(meld, card, rules), (meld, card)
        assert bool(meld.accept_mask & card.bit) == bool(fast and card is not JOKER)


def claims_are_open(state: GameState) -> bool:
    """``claims_open`` as the rule book words it: after one's own first turn, once everyone
    has had one, or from the start."""
    opens = state.rules.claims_open
    if opens == "own-first-turn":
        return state.had_turn[state.current]
    if opens == "second-round":
        return all(state.had_turn)
    return True


def expected_actions(state: GameState) -> set[Action]:
    """The melds, lay-offs and chis of ``state`` from the slow answers above."""
    rules = state.rules
    seat = state.current
    hand = state.hands[seat]
    if state.phase is Phase.TURN_START:
        discard = state.discards[-1] if state.discards else None
        return {Chi(group) for group in every_chi(hand, claims_are_open(state), discard, rules)}
    if len(hand) < 2 and rules.final_discard_required:
        return set()
    found: set[Action] = {
        Meld(group) for group in every_meld(hand, rules) if len(group) < len(hand) or not rules.final_discard_required
    }
    if any(meld.owner == seat for meld in state.melds):
        for index, meld in enumerate(state.melds):
            for card in set(hand):
                ends = every_target(meld, card, rules)
                found |= {LayOff(card, index, end if len(ends) > 1 else None) for end in ends}
    return found


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_legal_melds_lay_offs_and_chis_match_the_slow_answers(rules: RuleSet) -> None:
    rng = random.Random(rules.jokers)
    for seed in range(10):
        state = new_game(rules, 2 + seed % 4, seed=seed)
        while state.result is None:
            legal = legal_actions(state)
            if state.phase in (Phase.PLAY, Phase.TURN_START):
                claimed = {action for action in legal if isinstance(action, Meld | LayOff | Chi)}
                assert claimed == expected_actions(state)
            state = apply_action(state, choose(legal, rng))
