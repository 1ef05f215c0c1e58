"""Pydantic's validation messages, said in plain words for a form.

"Input should be less than or equal to 50" becomes "must be at most 50";
anything without a plainer wording keeps pydantic's own message.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import ValidationError
from pydantic_core import ErrorDetails

__all__ = ["field_problems", "plain_message", "whole_number"]

_WORDINGS: Mapping[str, str] = {
    "greater_than_equal": "must be at least {ge}",
    "less_than_equal": "must be at most {le}",
    "int_parsing": "must be a whole number",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "string_too_short": "needs at least {min_length} characters",
    "string_too_long": "must be at most {max_length} characters long",
    "literal_error": "must be one of {expected}",
    "bool_parsing": "must be yes or no",
}


def plain_message(error: ErrorDetails) -> str:
    """One validation error as a short phrase ("must be at most 2")."""
    context = error.get("ctx", {})
    if error["type"] == "string_too_short" and context.get("min_length") == 1:
        return "must not be empty"
    wording = _WORDINGS.get(error["type"])
    return error["msg"] if wording is None else wording.format(**context)


def field_problems(error: ValidationError) -> dict[str, str]:
    """Each failing field's first problem in plain words; a problem with no field is under ``""``."""
    problems: dict[str, str] = {}
    for item in error.errors():
        field = str(item["loc"][0]) if item["loc"] else ""
        problems.setdefault(field, plain_message(item))
    return problems


def whole_number(text: str) -> int | str:
    """What a number field holds: the number, or the text as typed when it is none (for the model to refuse)."""
    try:
        return int(text.strip())
    except ValueError:
        return text
