"""Rule sets are data: the named files, Custom copies, and clear errors for bad files."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from sevenbridge import RULESET_NAMES, RuleSet, RuleSetError, load_ruleset
from sevenbridge.choices import CUSTOM
from sevenbridge.play.setup import rules_for, ruleset_choice

SPEC_TABLE = {
    # field: (standard, with-joker, simple, ace-low, japanese-classic)
    "jokers": (0, 1, 0, 0, 1),
    "ace_high": (True, True, True, False, False),
    "ace_points": (10, 10, 10, 1, 10),
    "seven_points": (7, 7, 7, 20, 7),
    "sevens_double": (True, True, False, False, True),
    "going_out_at_once": ("double-others", "double-others", "none", "double-others", "none"),
    "final_discard_required": (True,) * 5,
    "claims_open": ("own-first-turn",) * 4 + ("second-round",),
    "chi_min_cards": (2, 2, 2, 2, 3),
    "face_points": ("ten",) * 5,
    "drawn_game_pays": (False,) * 5,
    "next_dealer": ("rotate",) * 5,
    "first_discard_face_up": (False,) * 5,
    "stock_empty": ("reshuffle",) * 5,
    "max_reshuffles": (2,) * 5,
    "games_per_match": (5,) * 5,
}


@pytest.mark.parametrize("field", sorted(SPEC_TABLE))
def test_named_rule_sets_match_the_rule_book(field: str) -> None:
    values = tuple(getattr(load_ruleset(name), field) for name in RULESET_NAMES)
    assert values == SPEC_TABLE[field]


def test_with_joker_scores_the_joker() -> None:
    rules = load_ruleset("with-joker")
    assert (rules.joker_points, rules.joker_multiplier) == (20, 5)


def test_japanese_classic_joker_costs_nothing_but_multiplies() -> None:
    rules = load_ruleset("japanese-classic")
    assert (rules.name, rules.joker_points, rules.joker_multiplier) == ("Japanese classic", 0, 5)


def test_every_shipped_file_names_every_field() -> None:
    folder = Path(__file__).resolve().parents[1] / "rulesets"
    for name in RULESET_NAMES:
        text = (folder / f"{name}.toml").read_text(encoding="utf-8")
        written = {line.split(" = ")[0] for line in text.splitlines() if " = " in line and not line.startswith("#")}
        assert written == set(RuleSet.model_fields), name


def test_custom_copies_are_validated() -> None:
    custom = load_ruleset("standard").with_changes(jokers=2, ace_points=15)
    assert (custom.jokers, custom.ace_points) == (2, 15)
    with pytest.raises(ValidationError, match="jokers"):
        load_ruleset("standard").with_changes(jokers=3)
    with pytest.raises(ValidationError, match="stock_empty"):
        load_ruleset("standard").with_changes(stock_empty="panic")
    with pytest.raises(ValidationError, match="jokerz"):
        load_ruleset("standard").with_changes(jokerz=1)


def test_model_copy_is_with_changes_validation_included() -> None:
    standard = load_ruleset("standard")
    assert standard.model_copy(update={"jokers": 1}) == standard.with_changes(jokers=1)
    assert standard.model_copy() == standard
    with pytest.raises(ValidationError, match="ace_points"):
        standard.model_copy(update={"ace_points": 0})


def test_rule_sets_are_frozen() -> None:
    with pytest.raises(ValidationError):
        load_ruleset("standard").jokers = 1


def test_a_rule_set_loads_from_a_path(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('name = "House"\njokers = 2\nace_points = 15\n', encoding="utf-8")
    rules = load_ruleset(path)
    assert (rules.name, rules.jokers, rules.ace_points, rules.ace_high) == ("House", 2, 15, True)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("jokers = 1\nwild_sevens = true\n", r"house\.toml: field 'wild_sevens': Extra inputs are not permitted"),
        ("ace_points = 99\n", r"house\.toml: field 'ace_points': Input should be less than or equal to 50"),
        ('going_out_at_once = "triple"\n', r"house\.toml: field 'going_out_at_once'"),
        ("jokers = [1\n", r"house\.toml: not valid TOML"),
        ('name = "   "\n', r"house\.toml: field 'name': Value error, spaces alone are not a name"),
        ('name = " \\t "\n', r"house\.toml: field 'name': Value error, spaces alone are not a name"),
    ],
)
def test_a_broken_file_names_the_file_and_the_field(tmp_path: Path, content: str, expected: str) -> None:
    path = tmp_path / "house.toml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RuleSetError, match=expected):
        load_ruleset(path)


def test_missing_and_unnamed_rule_sets_are_reported(tmp_path: Path) -> None:
    with pytest.raises(RuleSetError, match="cannot read"):
        load_ruleset(tmp_path / "absent.toml")
    with pytest.raises(RuleSetError, match="standard, with-joker, simple, ace-low"):
        load_ruleset("poker")


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_a_named_rule_set_is_chosen_by_its_name_with_its_own_match_length_or_another(name: str) -> None:
    rules = load_ruleset(name)
    assert ruleset_choice(rules) == (name, None, None)
    longer = rules.with_changes(games_per_match=rules.games_per_match + 1)
    assert ruleset_choice(longer) == (name, None, rules.games_per_match + 1)
    assert rules_for(*ruleset_choice(longer)) == longer


def test_rules_no_named_rule_set_plays_are_custom() -> None:
    house = load_ruleset("japanese-classic").with_changes(name="Our house", chi_min_cards=2)
    assert ruleset_choice(house) == (CUSTOM, house, None)
    assert rules_for(*ruleset_choice(house)) == house
