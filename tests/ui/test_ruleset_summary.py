"""A Custom rule set's one-line summary names every rule it changed from the rule set it was made from."""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from annotated_types import Ge, Le
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge.engine.rules import RULESET_NAMES, RuleSet, load_ruleset
from sevenbridge.ui.screens.rules_help import ruleset_summary

UNSAID = frozenset({"name", "games_per_match"})
"""Not rules of play: the name heads the form and the match length has its own field in New match."""


def values(field: str) -> st.SearchStrategy[Any]:
    """Every value ``field`` may take."""
    info = RuleSet.model_fields[field]
    if info.annotation is bool:
        return st.booleans()
    if get_origin(info.annotation) is Literal:
        return st.sampled_from(get_args(info.annotation))
    low = next(item.ge for item in info.metadata if isinstance(item, Ge))
    high = next(item.le for item in info.metadata if isinstance(item, Le))
    assert isinstance(low, int)
    assert isinstance(high, int)
    return st.integers(low, high)


@st.composite
def one_change(draw: st.DrawFn) -> tuple[RuleSet, RuleSet]:
    """A named rule set and a Custom copy of it with one rule of play changed."""
    base = load_ruleset(draw(st.sampled_from(RULESET_NAMES)))
    field = draw(st.sampled_from(sorted(set(RuleSet.model_fields) - UNSAID)))
    value = draw(values(field).filter(lambda value: value != getattr(base, field)))
    if field in {"joker_points", "joker_multiplier"} and base.jokers == 0:
        base = base.with_changes(jokers=1)
    if field == "max_reshuffles":
        base = base.with_changes(stock_empty="reshuffle")
    return base, base.with_changes(name="Custom", **{field: value})


@given(one_change())
def test_every_changed_rule_changes_the_summary(change: tuple[RuleSet, RuleSet]) -> None:
    base, custom = change
    assert ruleset_summary(custom) != ruleset_summary(base)


def test_a_seven_that_doubles_still_says_what_it_counts_once_changed() -> None:
    custom = load_ruleset("standard").with_changes(name="Custom", seven_points=9)
    assert "a 7 left counts 9 and doubles the penalty" in ruleset_summary(custom)


def test_a_rule_changed_back_to_the_usual_choice_is_said() -> None:
    custom = load_ruleset("japanese-classic").with_changes(name="Custom", claims_open="own-first-turn")
    assert "claims after your own first turn" in ruleset_summary(custom)


def test_the_number_of_rebuilds_is_not_said_when_an_empty_stock_ends_the_game() -> None:
    custom = load_ruleset("standard").with_changes(name="Custom", stock_empty="draw", max_reshuffles=5)
    summary = ruleset_summary(custom)
    assert "an empty stock ends the game in a draw" in summary
    assert "rebuilt" not in summary
