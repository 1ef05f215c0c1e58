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

from ..translation import N_, _, current_language, ngettext

__all__ = ["problem_text"]

_SAID: Final[Mapping[str, str]] = {
    "missing": N_("Field required"),
    "extra_forbidden": N_("Extra inputs are not permitted"),
    "none_required": N_("Input should be None"),
    "greater_than": N_("Input should be greater than {gt}"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "less_than": N_("Input should be less than {lt}"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "literal_error": N_("Input should be {expected}"),
    "enum": N_("Input should be {expected}"),
    "string_type": N_("Input should be a valid string"),
    "int_type": N_("Input should be a valid integer"),
    "int_parsing": N_("Input should be a valid integer"),
    "int_from_float": N_("Input should be a valid integer"),
    "int_parsing_size": N_("Input should be a valid integer"),
    "float_type": N_("Input should be a valid number"),
    "float_parsing": N_("Input should be a valid number"),
    "finite_number": N_("Input should be a valid number"),
    "bool_type": N_("Input should be a valid boolean"),
    "bool_parsing": N_("Input should be a valid boolean"),
    "dict_type": N_("Input should be a valid dictionary"),
    "model_type": N_("Input should be a valid dictionary"),
    "model_attributes_type": N_("Input should be a valid dictionary"),
    "list_type": N_("Input should be a valid list"),
    "tuple_type": N_("Input should be a valid list"),
    "iterable_type": N_("Input should be a valid list"),
    "datetime_type": N_("Input should be a valid datetime"),
    "datetime_parsing": N_("Input should be a valid datetime"),
    "datetime_from_date_parsing": N_("Input should be a valid datetime"),
    "datetime_object_invalid": N_("Input should be a valid datetime"),
    "timezone_aware": N_("Input should have timezone info"),
    "json_invalid": N_("it is not JSON"),
}
"""Each common error type, as a message whose fields are the error's values."""


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
            "String should have at least {min_length} character",
            "String should have at least {min_length} characters",
            int(context["min_length"]),
        )
    if kind == "string_too_long":
        return ngettext(
            "String should have at most {max_length} character",
            "String should have at most {max_length} characters",
            int(context["max_length"]),
        )
    return None


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
        return shape.format(**context)
    except (KeyError, ValueError, IndexError):
        return _("the value is not accepted")
