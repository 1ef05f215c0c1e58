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
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..choices import RULESET_NAMES
from ..quoting import printable, quoted
from ..safe_read import TooLarge, read_bounded

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["RULESET_NAMES", "RuleSet", "RuleSetError", "load_ruleset"]

GoingOutAtOnce = Literal["double-others", "winner-minus-50", "none"]
StockEmpty = Literal["reshuffle", "draw"]
MAX_RULESET_BYTES = 64 << 10
"""A rule-set file is a few hundred bytes; a larger one is refused unread."""
ClaimsOpen = Literal["own-first-turn", "second-round", "immediately"]
FacePoints = Literal["ten", "rank"]
NextDealer = Literal["rotate", "winner"]

_LEGACY_CLAIMS: dict[bool, ClaimsOpen] = {False: "own-first-turn", True: "immediately"}
"""What ``claims_in_first_round``, the field ``claims_open`` replaced, means in its terms."""


class RuleSetError(ValueError):
    """A rule-set file that cannot be used, with the file and field named."""


class RuleSet(BaseModel):
    """The rules of one game of Seven Bridge; see docs/rules.md for each field."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True, strict=True)

    name: str = Field("Custom", min_length=1, max_length=40, description="Name shown in menus and saves.")
    jokers: int = Field(0, ge=0, le=2, description="Jokers added to the 52-card deck.")
    ace_high: bool = Field(True, description="Whether Q-K-A is a run (A-2-3 always is).")
    ace_points: int = Field(10, ge=1, le=50, description="Penalty for an ace left in hand.")
    seven_points: int = Field(7, ge=1, le=50, description="Penalty for a 7 left in hand.")
    sevens_double: bool = Field(True, description="Each 7 left in hand doubles the penalty.")
    joker_points: int = Field(20, ge=0, le=100, description="Penalty for a joker left in hand.")
    joker_multiplier: int = Field(
        5, ge=1, le=10, description="Each joker left in hand multiplies the hand's penalty by this number."
    )
    going_out_at_once: GoingOutAtOnce = Field(
        "double-others", description="What going out at once (no meld of one's own before) earns."
    )
    final_discard_required: bool = Field(True, description="Going out needs a final discard.")
    claims_open: ClaimsOpen = Field("own-first-turn", description="When a player may first pon or chi.")
    chi_min_cards: int = Field(2, ge=2, le=3, description="Fewest cards in a run made by chi.")
    face_points: FacePoints = Field("ten", description="What J, Q, K left in hand count.")
    drawn_game_pays: bool = Field(False, description="A drawn game scores every hand left.")
    next_dealer: NextDealer = Field("rotate", description="Who deals the next game.")
    first_discard_face_up: bool = Field(False, description="The first discard is dealt face up.")
    stock_empty: StockEmpty = Field(
        "reshuffle", description="What happens when a player must draw from an empty stock."
    )
    max_reshuffles: int = Field(2, ge=0, le=10, description="How many times the stock may be rebuilt per game.")
    games_per_match: int = Field(5, ge=1, le=20, description="Games in a match.")

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
            raise ValueError("claims_in_first_round must be true or false (newer files say claims_open)")
        meant = _LEGACY_CLAIMS[legacy]
        if fields.setdefault("claims_open", meant) != meant:
            raise ValueError(
                f"claims_in_first_round = {str(legacy).lower()} contradicts claims_open; keep claims_open only"
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


def _describe(error: ValidationError) -> str:
    problems = []
    for item in error.errors():
        field = ".".join(str(part) for part in item["loc"]) or "(file)"
        problems.append(f"field {quoted(field)}: {printable(item['msg'], 200)}")
    return "; ".join(problems)


def parse_ruleset(text: str, source: str) -> RuleSet:
    """Read a rule set from TOML ``text``; ``source`` names it in errors."""
    source = printable(source, 200)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RuleSetError(f"{source}: not valid TOML: {printable(str(error), 200)}") from None
    except RecursionError:
        raise RuleSetError(f"{source}: not valid TOML: its values are nested too deeply") from None
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
                f"{printable(str(name_or_path), 200)}: not a rule set: name one of {known}, or a .toml file"
            )
    shown = printable(str(source), 200)
    try:
        raw = read_bounded(source, MAX_RULESET_BYTES) if isinstance(source, Path) else source.read_bytes()
        text = raw.decode("utf-8")
    except TooLarge:
        raise RuleSetError(f"{shown}: cannot read: it is far larger than any rule set") from None
    except OSError as error:
        raise RuleSetError(f"{shown}: cannot read: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise RuleSetError(f"{shown}: not a text file") from None
    return parse_ruleset(text, str(source))
