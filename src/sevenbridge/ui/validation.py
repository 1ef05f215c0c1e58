"""Pydantic's validation messages, said in plain words for a form, in the current language.

"Input should be less than or equal to 50" on the games field becomes "Games
per match must be at most 50." where one line below the form says what is
wrong, or "Must be at most 50." under the field itself, where its label is
right above and names it. Each wording is one whole sentence, so a
translation may put the field wherever its grammar wants it; anything
without a plainer wording is said as a stored file's problem is
(``problem_text``), after the field's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from ..persistence.pydantic_words import listed_again, problem_text
from ..translation import N_, _

__all__ = ["field_problems", "plain_message", "whole_number"]

_NAMING_THE_FIELD: Mapping[str, str] = {
    "greater_than_equal": N_("{field} must be at least {ge}."),
    "less_than_equal": N_("{field} must be at most {le}."),
    "int_parsing": N_("{field} must be a whole number."),
    "int_type": N_("{field} must be a whole number."),
    "int_from_float": N_("{field} must be a whole number."),
    "string_too_short": N_("{field} needs at least {min_length} characters."),
    "string_too_long": N_("{field} must be at most {max_length} characters long."),
    "literal_error": N_("{field} must be one of {expected}."),
    "bool_parsing": N_("{field} must be yes or no."),
    "empty": N_("{field} must not be empty."),
    "other": N_("{field}: {problem}."),
}
"""Each kind of problem as a sentence that names the field; "other" is one pydantic words and we do not."""

_UNDER_THE_LABEL: Mapping[str, str] = {
    "greater_than_equal": N_("Must be at least {ge}."),
    "less_than_equal": N_("Must be at most {le}."),
    "int_parsing": N_("Must be a whole number."),
    "int_type": N_("Must be a whole number."),
    "int_from_float": N_("Must be a whole number."),
    "string_too_short": N_("Needs at least {min_length} characters."),
    "string_too_long": N_("Must be at most {max_length} characters long."),
    "literal_error": N_("Must be one of {expected}."),
    "bool_parsing": N_("Must be yes or no."),
    "empty": N_("Must not be empty."),
    "other": N_("{problem}."),
}
"""The same sentences said under the field, whose label names it."""


def _kind(error: ErrorDetails) -> str:
    """Which wording says ``error``: its pydantic type, "empty" for empty text, or "other"."""
    if error["type"] == "string_too_short" and error.get("ctx", {}).get("min_length") == 1:
        return "empty"
    return error["type"] if error["type"] in _UNDER_THE_LABEL else "other"


def plain_message(error: ErrorDetails, field: str | None = None) -> str:
    """One validation error as a sentence about ``field``, named as the form names it ("Jokers must be at
    most 2."), or with no ``field`` the sentence under its label ("Must be at most 2.")."""
    wordings = _UNDER_THE_LABEL if field is None else _NAMING_THE_FIELD
    context = dict(error.get("ctx", {}))
    if "expected" in context:
        context["expected"] = listed_again(str(context["expected"]))
    return _(wordings[_kind(error)]).format(field=field, problem=problem_text(error), **context)


def field_problems(error: ValidationError, field_name: Callable[[str], str] | None = None) -> dict[str, str]:
    """Each failing field's first problem as a sentence naming it by ``field_name``, or without
    ``field_name`` as said under the field's label.

    A problem with no field (the model's own check of several fields together)
    is under ``""``, in pydantic's words, as there is no field to name.
    """
    problems: dict[str, str] = {}
    for item in error.errors():
        field = str(item["loc"][0]) if item["loc"] else ""
        if field not in problems:
            problems[field] = (
                plain_message(item, None if field_name is None else field_name(field)) if field else item["msg"]
            )
    return problems


def whole_number(text: str) -> int | str:
    """What a number field holds: the number, or the text as typed when it is none (for the model to refuse)."""
    try:
        return int(text.strip())
    except ValueError:
        return text
