"""How cards read at the table: one face per card, the same in the hand, the log and the engine's reasons."""

from __future__ import annotations

import pytest
from faces_support import ASCII_FACE, FACE

from sevenbridge.engine.actions import Discard, Draw, IllegalAction
from sevenbridge.engine.cards import JOKER, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, new_game


def test_the_joker_reads_the_same_in_a_refusal_as_on_its_card() -> None:
    rules = load_ruleset("with-joker")
    hands = [parse_cards("5S 6S 7S 2D 3C KD QH"), parse_cards("8H 9H TH 4D QC KC AD")]
    state = apply_action(new_game(rules, 2, dealer=1, hands=hands, stock=parse_cards("4S 6C 2S")), Draw())
    with pytest.raises(IllegalAction) as refusal:
        apply_action(state, Discard(JOKER))
    assert str(refusal.value) == f"{FACE.label(JOKER)} is not in the hand."
    assert FACE.card_text(JOKER).plain == ASCII_FACE.card_text(JOKER).plain == str(JOKER) == "JK"
