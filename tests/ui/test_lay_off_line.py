"""A lay-off is told with the meld as it was when the card went on it: ``lays off 5♠ on [2♠ 3♠ 4♠]``.

The table's log, a replay and the line an undo writes all tell a lay-off
through the same words, so each is checked here through its own path.
"""

from __future__ import annotations

from faces_support import FACE
from table_host import stacked_session

from sevenbridge.engine.actions import Discard, Draw, LayOff, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.replay import replay_of_session
from sevenbridge.play.setup import start_match
from sevenbridge.ui.table.assistance import taken_back
from sevenbridge.ui.table.narration import narrate
from sevenbridge.ui.table.replay_lines import step_line
from support import at_random, step

NAMES = ["You", "West"]


def test_undoing_a_lay_off_names_the_meld_it_was_laid_on() -> None:
    line = (Draw(), Meld(parse_cards("7H 8H 9H")))
    before = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H", line)
    laid = before.apply(LayOff(Card("TH"), 0))
    told = taken_back(laid, laid.undo(), NAMES, FACE).plain
    assert told.startswith("Taken back: You: lays off 10♥ on your own [7♥ 8♥ 9♥] ")


def test_a_replay_tells_every_lay_off_with_the_meld_before_it() -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=1)
    seen = 0
    for seed in range(4):
        session = start_match("You", ["hard"] * 3, rules, seed=seed)
        while session.game.result is None:
            session = step(session, at_random(seed))
        replay = replay_of_session(session)
        for number, action in enumerate(replay.actions, start=1):
            if isinstance(action, LayOff):
                before = replay.states[number - 1].melds[action.meld]
                said = step_line(replay, number, FACE).plain
                assert said.endswith(FACE.meld_text(before).plain), said
                seen += 1
    assert seen, "no game laid a card off"


def test_a_joker_laid_off_says_the_card_it_stands_for() -> None:
    rules = load_ruleset("with-joker")
    line = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("2C")), Draw(), Discard(Card("AS")), Draw())
    session = stacked_session(["7H 8H 9H 2C 4D KS JK", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H QC", line, rules=rules)
    action = LayOff(Card("JK"), 0, "low")
    said = narrate(session.game, action, session.apply(action).game, NAMES, FACE)
    assert said is not None
    assert said.plain == "You: lays off JK=6♥ on your own [7♥ 8♥ 9♥]"
