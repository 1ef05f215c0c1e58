"""A hint never calls a marked card the safer throw than an unmarked one.

The marks under the hand warn of a claim that is likely outright; a discard's
danger price is a finer comparison. The two may disagree, and a newcomer told
"an opponent is more likely to claim A♦; this one is safer" about a card that
carries a mark while A♦ carries none cannot square them, so the hint gives
another of its reasons there.
"""

from __future__ import annotations

from sevenbridge.engine.actions import Discard, parse_action
from sevenbridge.engine.cards import Card
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.advice import advise
from sevenbridge.ui.table.tracker import hand_marks

MOVES = (
    "draw", "meld 7H", "meld 6S 7S", "discard TS",
    "draw", "meld 6C 7C", "lay-off 6H on 0", "discard TD",
    "draw", "discard KS",
    "draw", "meld 7D", "lay-off 8S on 1", "lay-off 8C on 2", "lay-off 9C on 2",
)  # fmt: skip
"""From the deal of seed 10 under Standard, up to Ann's discard with 9♥ marked for a chi and A♦ unmarked."""


def test_a_marked_card_is_not_called_safer_than_an_unmarked_one() -> None:
    game = new_game(load_ruleset("standard"), 4, seed=10)
    for move in MOVES:
        game = apply_action(game, parse_action(move))
    marks = hand_marks(game.view(0))
    advice = advise(game)
    assert advice.action == Discard(Card("9H")), "the position still asks the question"
    assert Card("9H") in marks
    assert Card("AD") not in marks
    assert advice.reason.kind != "safer"
