"""Rule sets: every choice a household might make differently, as data.

The named rule sets live as TOML files in ``rulesets/`` and ship inside the
package; ``load_ruleset`` reads one by name or from any path. A Custom rule set
is a validated copy of a named one: ``load_ruleset("standard").with_changes(jokers=2)``.

Validation is strict: a value of the wrong type is refused, never converted
(``jokers = true`` is not 1, ``ace_high = "yes"`` is not true), so a file means
exactly what it says.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator
from pydantic_core import ErrorDetails

from ..choices import RULESET_NAMES
from ..quoting import SHOWN_NAME_LIMIT, printable, quoted
from ..safe_read import TooLarge, read_bounded, system_reason
from ..translation import N_, _, ngettext, one_of, reads_as_one_of

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "RULESET_NAMES",
    "SHIPPED_NAMES",
    "RuleSet",
    "RuleSetError",
    "is_named_ruleset_name",
    "load_ruleset",
    "shown_ruleset_name",
]

GoingOutAtOnce = Literal["double-others", "winner-minus-50", "none"]
StockEmpty = Literal["reshuffle", "draw"]
MAX_RULESET_BYTES = 64 << 10
"""A rule-set file is a few hundred bytes; a larger one is refused unread."""
ClaimsOpen = Literal["own-first-turn", "second-round", "immediately"]
FacePoints = Literal["ten", "rank"]
NextDealer = Literal["rotate", "winner"]

_LEGACY_CLAIMS: dict[bool, ClaimsOpen] = {False: "own-first-turn", True: "immediately"}
"""What ``claims_in_first_round``, the field ``claims_open`` replaced, means in its terms."""


_NAMED: Final = (N_("Standard"), N_("With joker"), N_("Simple"), N_("Ace low"), N_("Japanese classic"))
"""The names of the named rule sets (the files in ``rulesets/``), as the files write them."""

SHIPPED_NAMES: Final = frozenset({*_NAMED, N_("Custom")})
"""The names the game gives rule sets (those of the files in ``rulesets/`` and Custom's), as the files write them."""


def is_named_ruleset_name(name: str) -> bool:
    """Whether ``name`` reads as a named rule set's, in either language and however it is typed
    (``standard``, 標準); Custom's own name does not.

    A player's own rule set may not take one: the table's header and
    Statistics name a match's rules by their name, and would take them for
    that rule set.
    """
    return reads_as_one_of(name, _NAMED)


def shown_ruleset_name(name: str) -> str:
    """A rule set's name as the player reads it: the game's own names in the current language, others as written.

    Files and saves keep the English name, so a match reads right in either
    language; a player's own rule set keeps the name its file gives it, shown
    as ``printable`` shows it (control characters as escapes).
    """
    return _(name) if name in SHIPPED_NAMES else printable(name, SHOWN_NAME_LIMIT)


class RuleSetError(ValueError):
    """A rule-set file that cannot be used, with the file and field named."""


class RuleSet(BaseModel):
    """The rules of one game of Seven Bridge; see docs/rules.md for each field."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True, strict=True)

    name: str = Field("Custom", min_length=1, max_length=40, description=N_("Name shown in menus and saves."))
    jokers: int = Field(0, ge=0, le=2, description=N_("Jokers added to the 52-card deck."))
    ace_high: bool = Field(True, description=N_("Whether Q-K-A is a run (A-2-3 always is)."))
    ace_points: int = Field(10, ge=1, le=50, description=N_("Penalty for an ace left in hand."))
    seven_points: int = Field(7, ge=1, le=50, description=N_("Penalty for a 7 left in hand."))
    sevens_double: bool = Field(True, description=N_("Each 7 left in hand doubles the penalty."))
    joker_points: int = Field(20, ge=0, le=100, description=N_("Penalty for a joker left in hand."))
    joker_multiplier: int = Field(
        5, ge=1, le=10, description=N_("Each joker left in hand multiplies the hand's penalty by this number.")
    )
    going_out_at_once: GoingOutAtOnce = Field(
        "double-others", description=N_("What going out at once (no meld of one's own before) earns.")
    )
    final_discard_required: bool = Field(True, description=N_("Going out needs a final discard."))
    claims_open: ClaimsOpen = Field("own-first-turn", description=N_("When a player may first pon or chi."))
    chi_min_cards: int = Field(2, ge=2, le=3, description=N_("Fewest cards in a run made by chi."))
    face_points: FacePoints = Field("ten", description=N_("What J, Q, K left in hand count."))
    drawn_game_pays: bool = Field(False, description=N_("A drawn game scores every hand left."))
    next_dealer: NextDealer = Field("rotate", description=N_("Who deals the next game."))
    first_discard_face_up: bool = Field(False, description=N_("The first discard is dealt face up."))
    stock_empty: StockEmpty = Field(
        "reshuffle", description=N_("What happens when a player must draw from an empty stock.")
    )
    max_reshuffles: int = Field(2, ge=0, le=10, description=N_("How many times the stock may be rebuilt per game."))
    games_per_match: int = Field(5, ge=1, le=20, description=N_("Games in a match."))

    @field_validator("name")
    @classmethod
    def _not_blank(cls, name: str) -> str:
        """A name of spaces alone would leave the table's header and Statistics naming nothing."""
        if not name.strip():
            raise ValueError(_("spaces alone are not a name"))
        return name

    @model_validator(mode="before")
    @classmethod
    def _read_claims_in_first_round(cls, data: Any) -> Any:
        """Rule sets written before ``claims_open`` say ``claims_in_first_round``; read it as the
        matching ``claims_open``, and refuse a file that says both and disagrees."""
        if not isinstance(data, Mapping) or "claims_in_first_round" not in data:
            return data
        fields = dict(data)
        legacy = fields.pop("claims_in_first_round")
        if not isinstance(legacy, bool):
            raise ValueError(_("claims_in_first_round must be true or false (newer files say claims_open)"))
        meant = _LEGACY_CLAIMS[legacy]
        if fields.setdefault("claims_open", meant) != meant:
            raise ValueError(
                _("claims_in_first_round = {value} contradicts claims_open; keep claims_open only").format(
                    value=str(legacy).lower()
                )
            )
        return fields

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with ``changes`` applied, validated like a rule-set file.

        This is how a Custom rule set is made: an out-of-range or unknown
        field raises pydantic's ``ValidationError`` instead of giving rules
        the engine was never meant to play.
        """
        return type(self).model_validate({**self.model_dump(), **changes})

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> RuleSet:  # noqa: ARG002
        """The same as ``with_changes(**update)``: validated, unlike pydantic's own ``model_copy``.

        Code that knows pydantic reaches for ``model_copy(update=...)``; left
        as pydantic has it, that would skip validation and let an impossible
        rule set through, so the public API promises it validates. Our own code
        calls ``with_changes``, which says what it does. ``deep`` has no
        effect: every field is immutable.
        """
        return self.with_changes(**(update or {}))


def _packaged_dir() -> Traversable | Path:
    """The rule-set folder: inside the installed package, else the source tree's."""
    from importlib import resources

    packaged = resources.files("sevenbridge") / "rulesets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[3] / "rulesets"


_PROBLEMS: Final = {
    "bool_type": N_("Input should be a valid boolean"),
    "extra_forbidden": N_("Extra inputs are not permitted"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "int_type": N_("Input should be a valid integer"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "literal_error": N_("Input should be {expected}"),
    "missing": N_("Field required"),
    "string_type": N_("Input should be a valid string"),
    "value_error": N_("Value error, {error}"),
}
"""What is wrong with a field, for each kind of problem a rule-set file can have.

The English is pydantic's own, word for word, so English messages are the
ones pydantic gives; any other problem is shown in pydantic's words.
"""


def _choices(field: str) -> str:
    """The values a choice field takes, quoted and listed as a sentence lists them: ``'reshuffle' or 'draw'``."""
    return one_of([f"'{value}'" for value in get_args(RuleSet.model_fields[field].annotation)])


def _problem(item: ErrorDetails) -> str:
    """What is wrong with one field, in the current language."""
    kind, context, loc = item["type"], item.get("ctx", {}), item["loc"]
    if kind == "string_too_short":
        least = context["min_length"]
        return ngettext(
            "String should have at least {min_length} character",
            "String should have at least {min_length} characters",
            least,
        ).format(min_length=least)
    if kind == "string_too_long":
        most = context["max_length"]
        return ngettext(
            "String should have at most {max_length} character",
            "String should have at most {max_length} characters",
            most,
        ).format(max_length=most)
    if kind == "literal_error":
        if len(loc) == 1 and loc[0] in RuleSet.model_fields:
            return _(_PROBLEMS[kind]).format(expected=_choices(str(loc[0])))
        return item["msg"]
    if kind in _PROBLEMS:
        return _(_PROBLEMS[kind]).format(**{name: str(value) for name, value in context.items()})
    return item["msg"]


def _describe(error: ValidationError) -> str:
    problems = []
    for item in error.errors():
        field = ".".join(str(part) for part in item["loc"]) or _("(file)")
        problems.append(
            _("field {field}: {problem}").format(field=quoted(field), problem=printable(_problem(item), 200))
        )
    return "; ".join(problems)


def parse_ruleset(text: str, source: str) -> RuleSet:
    """Read a rule set from TOML ``text``; ``source`` names it in errors."""
    source = printable(source, 200)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        problem = printable(str(error), 200)
        raise RuleSetError(_("{source}: not valid TOML: {problem}").format(source=source, problem=problem)) from None
    except RecursionError:
        raise RuleSetError(
            _("{source}: not valid TOML: its values are nested too deeply").format(source=source)
        ) from None
    try:
        return RuleSet.model_validate(data)
    except ValidationError as error:
        raise RuleSetError(f"{source}: {_describe(error)}") from None


def load_ruleset(name_or_path: str | Path) -> RuleSet:
    """Load a named rule set (see ``RULESET_NAMES``) or a ``.toml`` file."""
    if isinstance(name_or_path, str) and name_or_path in RULESET_NAMES:
        source: Traversable | Path = _packaged_dir() / f"{name_or_path}.toml"
    else:
        source = Path(name_or_path)
        if source.suffix != ".toml":
            known = ", ".join(RULESET_NAMES)
            raise RuleSetError(
                _("{name}: not a rule set: name one of {known}, or a .toml file").format(
                    name=printable(str(name_or_path), 200), known=known
                )
            )
    shown = printable(str(source), 200)
    try:
        raw = read_bounded(source, MAX_RULESET_BYTES) if isinstance(source, Path) else source.read_bytes()
        text = raw.decode("utf-8")
    except TooLarge:
        raise RuleSetError(_("{path}: cannot read: it is far larger than any rule set").format(path=shown)) from None
    except OSError as error:
        raise RuleSetError(_("{path}: cannot read: {reason}").format(path=shown, reason=system_reason(error))) from None
    except UnicodeDecodeError:
        raise RuleSetError(_("{path}: not a text file").format(path=shown)) from None
    return parse_ruleset(text, str(source))
