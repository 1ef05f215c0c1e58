"""Pydantic's validation messages, said in plain words for a form, in the current language.

"Input should be less than or equal to 50" on the games field becomes "Games
per match must be at most 50." Each wording is one whole sentence naming the
field, so a translation may put the field wherever its grammar wants it;
anything without a plainer wording keeps pydantic's own message after the
field's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from ..translation import N_, _

__all__ = ["field_problems", "plain_message", "whole_number"]

_WORDINGS: Mapping[str, str] = {
    "greater_than_equal": N_("{field} must be at least {ge}."),
    "less_than_equal": N_("{field} must be at most {le}."),
    "int_parsing": N_("{field} must be a whole number."),
    "int_type": N_("{field} must be a whole number."),
    "int_from_float": N_("{field} must be a whole number."),
    "string_too_short": N_("{field} needs at least {min_length} characters."),
    "string_too_long": N_("{field} must be at most {max_length} characters long."),
    "literal_error": N_("{field} must be one of {expected}."),
    "bool_parsing": N_("{field} must be yes or no."),
}
_EMPTY = N_("{field} must not be empty.")
_OTHER = N_("{field}: {problem}.")
"""A problem pydantic words and we do not."""


def plain_message(error: ErrorDetails, field: str) -> str:
    """One validation error as a sentence about ``field``, named as the form names it: "Jokers must be at most 2."."""
    context = error.get("ctx", {})
    if error["type"] == "string_too_short" and context.get("min_length") == 1:
        return _(_EMPTY).format(field=field)
    wording = _WORDINGS.get(error["type"])
    if wording is None:
        return _(_OTHER).format(field=field, problem=error["msg"])
    return _(wording).format(field=field, **context)


def field_problems(error: ValidationError, field_name: Callable[[str], str]) -> dict[str, str]:
    """Each failing field's first problem as a sentence naming it by ``field_name``.

    A problem with no field (the model's own check of several fields together)
    is under ``""``, in pydantic's words, as there is no field to name.
    """
    problems: dict[str, str] = {}
    for item in error.errors():
        field = str(item["loc"][0]) if item["loc"] else ""
        if field not in problems:
            problems[field] = plain_message(item, field_name(field)) if field else item["msg"]
    return problems


def whole_number(text: str) -> int | str:
    """What a number field holds: the number, or the text as typed when it is none (for the model to refuse)."""
    try:
        return int(text.strip())
    except ValueError:
        return text
