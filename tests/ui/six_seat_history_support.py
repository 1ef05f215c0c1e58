"""Six-seat matches played to their end and recorded in the history, for the statistics."""

from __future__ import annotations

from dataclasses import replace

from sevenbridge.cpu import Level
from sevenbridge.engine.rules import RULESET_NAMES, load_ruleset
from sevenbridge.persistence.history import record_match
from sevenbridge.play.session import Session
from sevenbridge.play.setup import start_match
from support import at_random, play_out

LEVELS: tuple[Level, ...] = ("easy", "hard", "normal", "easy", "hard")


def finished_match(ruleset: str, opponents: int, seed: int) -> Session:
    """A one-game match of ``ruleset`` against the first ``opponents`` of ``LEVELS``, played to its end:
    you at random, the CPUs by their level."""
    rules = load_ruleset(ruleset).with_changes(games_per_match=1)
    return play_out(start_match("You", list(LEVELS[:opponents]), rules, seed=seed), at_random(seed))


def six_seat_match(ruleset: str, seed: int) -> Session:
    """A one-game match of ``ruleset`` against five CPUs, played to its end: you at random, the CPUs by level."""
    return finished_match(ruleset, len(LEVELS), seed)


def record_six_seat_matches(house_rules: int) -> None:
    """A six-seat match of every rule set (every other one assisted), then ``house_rules`` of one's own rule sets."""
    for number, name in enumerate(RULESET_NAMES):
        session = six_seat_match(name, number)
        if number % 2:
            session = replace(session, assisted_games=frozenset({0}))
        assert record_match(session) is None
    for number in range(house_rules):
        session = six_seat_match("standard", 10 + number)
        rules = session.match.rules.with_changes(name=f"House {number + 1}")
        assert record_match(replace(session, match=replace(session.match, rules=rules))) is None
