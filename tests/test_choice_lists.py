"""A list of the values a field takes, inside a message: joined as the player's language lists alternatives."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from sevenbridge.persistence.settings import Settings
from sevenbridge.translation import use_language
from sevenbridge.ui.validation import field_problems


def _pace_problem() -> str:
    with pytest.raises(ValidationError) as refused:
        Settings.model_validate({"cpu_speed": "warp"})
    return field_problems(refused.value)["cpu_speed"]


def test_a_form_lists_the_choices_in_english_with_or() -> None:
    assert _pace_problem() == "Must be one of 'slow', 'normal', 'fast' or 'instant'."


def test_a_form_lists_the_choices_in_japanese_without_an_english_or() -> None:
    use_language("ja")
    assert _pace_problem() == "'slow'、'normal'、'fast'、'instant'のどれかにしてください。"
