"""Files written before ``claims_open`` replaced ``claims_in_first_round`` still load, with the matching value.

The files in ``tests/data`` were written by the first release: a rule-set file,
the settings with a Custom rule set, and a saved match in its first game's
aftermath, all with ``claims_in_first_round = true``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sevenbridge import RuleSetError, load_ruleset
from sevenbridge.engine.rules import parse_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.persistence.settings import load_settings

DATA = Path(__file__).parent / "data"


def test_an_old_rule_set_file_loads_with_claims_open() -> None:
    rules = load_ruleset(DATA / "house-claims-in-first-round.toml")
    assert (rules.name, rules.claims_open) == ("House", "immediately")
    assert (rules.chi_min_cards, rules.face_points, rules.drawn_game_pays) == (2, "ten", False)
    assert (rules.next_dealer, rules.first_discard_face_up) == ("rotate", False)


@pytest.mark.parametrize(("legacy", "opens"), [("false", "own-first-turn"), ("true", "immediately")])
def test_each_old_value_has_its_claims_open(legacy: str, opens: str) -> None:
    assert parse_ruleset(f"claims_in_first_round = {legacy}\n", "house.toml").claims_open == opens


def test_a_file_that_says_both_must_agree() -> None:
    agreeing = parse_ruleset('claims_in_first_round = true\nclaims_open = "immediately"\n', "house.toml")
    assert agreeing.claims_open == "immediately"
    with pytest.raises(RuleSetError, match=r"house\.toml: .*contradicts claims_open"):
        parse_ruleset('claims_in_first_round = true\nclaims_open = "second-round"\n', "house.toml")
    with pytest.raises(RuleSetError, match="must be true or false"):
        parse_ruleset('claims_in_first_round = "yes"\n', "house.toml")


def test_old_settings_keep_their_custom_rules() -> None:
    folder = config_dir()
    folder.mkdir(parents=True)
    shutil.copy(DATA / "settings-claims-in-first-round.json", folder / "settings.json")
    settings, problem = load_settings()
    assert problem is None
    assert settings.custom_rules is not None
    assert (settings.custom_rules.name, settings.custom_rules.claims_open) == ("House", "immediately")
    assert settings.opponents == 3


def test_an_old_saved_match_continues_and_saves_in_the_new_form() -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    shutil.copy(DATA / "match-claims-in-first-round.json", folder / "match.json")
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    session = loaded.session
    assert session.match.rules.claims_open == "immediately"
    assert session.match.sheet == ((24, 38, 0, 23),)
    assert session.match.dealer == 0
    while session.waiting == "cpu":
        session = session.apply(session.cpu_choice())
    assert legal_actions(session.game)
    save_match(session)
    text = (folder / "match.json").read_text(encoding="utf-8")
    assert '"claims_open":"immediately"' in text
    assert "claims_in_first_round" not in text
    again = load_match()
    assert isinstance(again, LoadedMatch)
    assert again.session.game == session.game
