"""pydantic's validation messages in the player's language.

pydantic writes its messages in English only. English players read them as
pydantic wrote them; for another language each kind of error a hand-edited
file is likely to hold is said again from its type and values, and any other
kind becomes a plain "the value is not accepted". An error raised by our own
validators (``value_error``) carries its message already translated.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from pydantic_core import ErrorDetails

from ..translation import N_, _, current_language, ngettext, one_of

__all__ = ["listed_again", "problem_text"]

_SAID: Final[Mapping[str, str]] = {
    "missing": N_("a required field is missing"),
    "extra_forbidden": N_("the file has no such field"),
    "none_required": N_("the value should be null"),
    "greater_than": N_("the value should be greater than {gt}"),
    "greater_than_equal": N_("the value should be at least {ge}"),
    "less_than": N_("the value should be less than {lt}"),
    "less_than_equal": N_("the value should be at most {le}"),
    "literal_error": N_("the value should be one of {expected}"),
    "enum": N_("the value should be one of {expected}"),
    "string_type": N_("the value should be text"),
    "int_type": N_("the value should be a whole number"),
    "int_parsing": N_("the value should be a whole number"),
    "int_from_float": N_("the value should be a whole number"),
    "int_parsing_size": N_("the value should be a whole number"),
    "float_type": N_("the value should be a number"),
    "float_parsing": N_("the value should be a number"),
    "finite_number": N_("the value should be a number"),
    "bool_type": N_("the value should be true or false"),
    "bool_parsing": N_("the value should be true or false"),
    "dict_type": N_("the value should be a JSON object"),
    "model_type": N_("the value should be a JSON object"),
    "model_attributes_type": N_("the value should be a JSON object"),
    "list_type": N_("the value should be a list"),
    "tuple_type": N_("the value should be a list"),
    "iterable_type": N_("the value should be a list"),
    "datetime_type": N_("the value should be a date and time"),
    "datetime_parsing": N_("the value should be a date and time"),
    "datetime_from_date_parsing": N_("the value should be a date and time"),
    "datetime_object_invalid": N_("the value should be a date and time"),
    "timezone_aware": N_("the date and time need a time zone"),
    "json_invalid": N_("it is not JSON"),
}
"""Each common error type, as a message whose fields are the error's values (said about a stored file,
so worded apart from the rule-set loader's, which speaks of rules)."""


def _counted(kind: str, context: Mapping[str, Any]) -> str | None:
    """The messages about a length, whose words depend on the count."""
    if kind == "too_short":
        return ngettext(
            "it should have at least {min_length} item, not {actual_length}",
            "it should have at least {min_length} items, not {actual_length}",
            int(context["min_length"]),
        )
    if kind == "too_long":
        return ngettext(
            "it should have at most {max_length} item, not {actual_length}",
            "it should have at most {max_length} items, not {actual_length}",
            int(context["max_length"]),
        )
    if kind == "string_too_short":
        return ngettext(
            "the text should have at least {min_length} character",
            "the text should have at least {min_length} characters",
            int(context["min_length"]),
        )
    if kind == "string_too_long":
        return ngettext(
            "the text should have at most {max_length} character",
            "the text should have at most {max_length} characters",
            int(context["max_length"]),
        )
    return None


def listed_again(expected: str) -> str:
    """pydantic's list of the values a field takes (``'a', 'b' or 'c'``) listed as the current language lists
    alternatives, so no English "or" is left in another language's sentence."""
    head, joined, last = expected.rpartition(" or ")
    if not joined:
        return expected
    return one_of([*head.split(", "), last])


def problem_text(error: ErrorDetails) -> str:
    """What is wrong, for one of a ``ValidationError``'s errors: pydantic's words in English, ours otherwise."""
    context: Mapping[str, Any] = error.get("ctx", {})
    kind = error["type"]
    if kind == "value_error" and "error" in context:
        return str(context["error"])
    if current_language() == "en":
        return error["msg"]
    try:
        shape = _counted(kind, context)
        if shape is None:
            shape = _(_SAID[kind])
        if kind in ("literal_error", "enum"):
            context = {**context, "expected": listed_again(str(context["expected"]))}
        return shape.format(**context)
    except (KeyError, ValueError, IndexError):
        return _("the value is not accepted")
