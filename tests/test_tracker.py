"""The card tracker and the discard warnings, read from one seat's view.

Random play checks that the tracker accounts for every card exactly once and
agrees with the CPUs' own count of unseen cards; hand-dealt games check where
and by whom each card is said to be, and which discards are warned of.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from sevenbridge import RULESET_NAMES, GameState, RuleSet, apply_action, legal_actions, load_ruleset, new_game
from sevenbridge.cpu.danger import Claim, ClaimWarning, chi_chance, discard_warnings
from sevenbridge.cpu.knowledge import Knowledge
from sevenbridge.cpu.tracker import Place, Sighting, track
from sevenbridge.engine.actions import Chi, Pon
from sevenbridge.engine.cards import JOKER, Card
from support import C, full_deck, play, stacked
from tracker_support import ROUND, STOCK, THREE_SEATS

SEEN_ON_TABLE = (Place.DISCARDS, Place.MELDED, Place.LAID_OFF, Place.PON, Place.CHI)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    """A named rule set, or one with the options that change what is on the table at the deal."""
    base = load_ruleset(draw(st.sampled_from(RULESET_NAMES)))
    if draw(st.booleans()):
        return base.with_changes(
            jokers=draw(st.integers(0, 2)),
            first_discard_face_up=draw(st.booleans()),
            claims_open=draw(st.sampled_from(["own-first-turn", "second-round", "immediately"])),
            max_reshuffles=draw(st.integers(0, 4)),
        )
    return base


def check_tracker(state: GameState, seat: int) -> None:
    """Every card of the deck once; the unseen ones are the CPUs' unseen; the seen ones where the view shows them."""
    view = state.view(seat)
    know = Knowledge(view)
    sightings = track(know)
    assert Counter(sighting.card for sighting in sightings) == full_deck(state.rules)
    assert Counter(s.card for s in sightings if s.place.unseen) == know.unseen
    assert Counter(s.card for s in sightings if s.place is Place.HAND) == Counter(view.hand)
    assert Counter(s.card for s in sightings if s.place is Place.DISCARDS) == Counter(view.discards)
    on_table = Counter(card for meld in view.melds for card in meld.cards)
    assert Counter(s.card for s in sightings if s.place in SEEN_ON_TABLE[1:]) == on_table
    assert all((s.seat is None) == s.place.unseen for s in sightings if s.place is not Place.DISCARDS)


@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_the_tracker_accounts_for_every_card_through_random_play(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, players, dealer=rng.randrange(players), seed=seed)
    while state.result is None:
        check_tracker(state, rng.randrange(players))
        before = state
        state = apply_action(state, rng.choice(legal_actions(state)))
        claimer, action = state.history[-1]
        if isinstance(action, Chi) or (isinstance(action, Pon) and not rules.first_discard_face_up):
            place = Place.PON if isinstance(action, Pon) else Place.CHI
            claimed = Sighting(before.discards[-1], place, claimer)
            assert claimed in track(Knowledge(state.view(rng.randrange(players))))


def places(state: GameState, seat: int = 0) -> dict[Card, tuple[Place, int | None]]:
    """Where ``seat`` sees each natural card (one copy each)."""
    return {s.card: (s.place, s.seat) for s in track(Knowledge(state.view(seat))) if s.card is not JOKER}


def after_a_round() -> GameState:
    """You throw A♠; West melds 7♥ 8♥ 9♥ (four cards left), North 2♣ to 5♣ (three left); you draw K♥."""
    return play(stacked(load_ruleset("standard"), THREE_SEATS, STOCK), *ROUND)


def test_the_tracker_says_who_threw_and_who_melded() -> None:
    seen = places(after_a_round())
    assert seen[C("AS")] == (Place.DISCARDS, 0)
    assert seen[C("9D")] == (Place.DISCARDS, 1)
    assert seen[C("QD")] == (Place.DISCARDS, 2)
    assert seen[C("8H")] == (Place.MELDED, 1)
    assert seen[C("5C")] == (Place.MELDED, 2)
    assert seen[C("KH")] == (Place.HAND, 0)
    assert seen[C("4D")] == (Place.HAND, 0)
    assert seen[C("9S")] == (Place.UNSEEN, None), "North's hand is not yours to see"
    assert seen[C("6H")] == (Place.UNSEEN, None), "nor is the stock"


def test_a_pon_shows_the_claimed_card_apart_from_the_pair() -> None:
    hands = ["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS", "4C 5C 6C 8S 2S 3S KS"]
    state = play(stacked(load_ruleset("standard"), hands, "2H 3H 4H 5D 6H"), "draw", "discard 2H", "draw", "discard 9C")
    state = play(state, "pon", "discard KD")
    for seat in range(3):
        seen = places(state, seat)
        assert seen[C("9C")] == (Place.PON, 0)
        assert seen[C("9S")] == (Place.MELDED, 0)
        assert seen[C("KD")] == (Place.DISCARDS, 0)


def test_a_chi_and_a_lay_off_are_told_apart_from_the_meld() -> None:
    hands = ["7C 8C TC JC 2D 5H KS", "9C 4S 6D 8H JD TD AS"]
    state = stacked(load_ruleset("standard"), hands, "2H 3H 4H 5D")
    state = play(state, "draw", "discard 2H", "draw", "discard 9C", "chi 7C 8C", "lay-off TC on 0", "discard KS")
    seen = places(state, 1)
    assert seen[C("9C")] == (Place.CHI, 0)
    assert seen[C("7C")] == (Place.MELDED, 0)
    assert seen[C("TC")] == (Place.LAID_OFF, 0)
    assert seen[C("JC")] == (Place.UNSEEN, None)


def test_cards_shuffled_back_into_the_stock_are_unseen_again() -> None:
    hands = ["2S 5S 9S QS 3D 8D JD", "4C 6C TC KC AH 6H TH"]
    state = stacked(load_ruleset("standard"), hands, "2H 3H 4H")
    state = play(state, "draw", "discard 2S", "draw", "discard 4C", "draw", "discard 5S", "draw", "discard KC")
    assert state.reshuffles == 1
    seen = places(state)
    assert seen[C("2S")] == (Place.RESHUFFLED, None)
    assert seen[C("4C")] == (Place.RESHUFFLED, None)
    assert seen[C("5S")] == (Place.DISCARDS, 0)
    assert seen[C("KC")] == (Place.DISCARDS, 1)
    assert Knowledge(state.view(0)).unseen[C("2S")] == 1


def test_the_card_turned_up_at_the_deal_has_no_thrower() -> None:
    rules = load_ruleset("standard").with_changes(first_discard_face_up=True)
    state = stacked(rules, THREE_SEATS, "4D 9D QD KH 6H 7C 8C")
    assert state.discards == (C("4D"),)
    sightings = track(Knowledge(state.view(1)))
    assert Sighting(C("4D"), Place.DISCARDS, None) in sightings
    assert Counter(s.card for s in sightings) == full_deck(rules)


def warnings(state: GameState, code: str) -> tuple[ClaimWarning, ...]:
    return discard_warnings(Knowledge(state.view(0)), C(code))


def test_a_pon_is_warned_of_from_a_seat_that_played_the_rank() -> None:
    state = after_a_round()
    assert warnings(state, "8S") == (ClaimWarning(Claim.PON, 1),), "West melded 8♥ and two 8s are unseen"


def test_a_chi_is_warned_of_from_the_next_seat_playing_the_suit_next_to_it() -> None:
    state = after_a_round()
    assert warnings(state, "TH") == (ClaimWarning(Claim.CHI, 1),), "West melded 9♥; J♥ and Q♥ are unseen"


def test_a_claim_that_lets_a_seat_go_out_is_warned_of_as_such() -> None:
    state = after_a_round()
    assert state.view(0).hand_sizes[2] == 3
    assert warnings(state, "5S") == (ClaimWarning(Claim.OUT, 2),), "North melded 5♣ and has three cards left"


def test_cards_nobody_has_shown_interest_in_carry_no_warning() -> None:
    state = after_a_round()
    assert warnings(state, "KH") == ()
    assert warnings(state, "QS") == ()


def test_no_warning_once_the_cards_a_claim_needs_are_seen() -> None:
    hands = ["8S 8D TH 5S KD QS 3D", *THREE_SEATS[1:]]
    state = play(stacked(load_ruleset("standard"), hands, "AS 9D QD KH 6H 7C 8C"), *ROUND)
    assert all(warning.claim is not Claim.PON for warning in warnings(state, "8S")), "only 8♣ is unseen: no pair"


def test_a_joker_is_never_warned_of() -> None:
    assert discard_warnings(Knowledge(after_a_round().view(0)), JOKER) == ()


def next_seat_with(run: str) -> Knowledge:
    """Your view after West melded ``run`` of spades from a hand of seven and threw K♣; you hold 10♥."""
    hands = ["TH KS QD 2C 9S 3D 4D", "2S 3S 4S 5S 6S KC QC"]
    state = stacked(load_ruleset("standard"), hands, "AD AC AH")
    return Knowledge(play(state, "draw", "discard AD", "draw", f"meld {run}", "discard KC", "draw").view(0))


def test_a_hand_of_two_cannot_chi_a_run_of_three() -> None:
    three = next_seat_with("2S 3S 4S 5S")
    assert three.view.hand_sizes[1] == 3
    assert chi_chance(three, C("TH")) > 0, "a chi of two cards leaves one to throw"
    two = next_seat_with("2S 3S 4S 5S 6S")
    assert two.view.hand_sizes[1] == 2
    assert chi_chance(two, C("TH")) == 0, "a chi of two cards would leave nothing to throw"


def test_a_last_card_thrown_to_go_out_is_never_warned_of() -> None:
    """Throwing it ends the game, so nobody can claim it."""
    hands = ["TH 2D 3D 4D 5D 6D AS", "7H 8H 9H 2S JC KC 9D", "2C 3C 4C 5C 9S JD 6S"]
    state = stacked(load_ruleset("standard"), hands, "7D QD KH 8D")
    state = play(state, "draw", "discard AS", "draw", "meld 7H 8H 9H", "discard QD")
    state = play(state, "draw", "meld 2C 3C 4C 5C", "discard KH", "draw")
    assert warnings(state, "TH") == (ClaimWarning(Claim.CHI, 1),), "West melded 9♥; J♥ and Q♥ are unseen"
    state = play(state, "meld 2D 3D 4D 5D 6D 7D 8D")
    assert state.view(0).hand == (C("TH"),)
    assert warnings(state, "TH") == ()
