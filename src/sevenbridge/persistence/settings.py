"""The player's settings: last choices on the new-match screen, name, pace, theme, card faces, help and language.

Kept in the config folder as ``settings.json``. A missing file means the
defaults; a bad one is moved aside and the defaults are used, so settings can
never stop the game from starting.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import AfterValidator, Field, StringConstraints, field_validator, model_validator

from ..choices import CUSTOM, MAX_OPPONENTS, Level
from ..engine.rules import RULESET_NAMES, RuleSet
from ..quoting import printable, quoted
from ..translation import N_, LanguageChoice, _
from .frozen import FrozenModel
from .paths import SETTINGS_MAX_BYTES, SETTINGS_NAME, config_dir
from .problems import FileKind, FileProblem
from .storage import StoredFile

__all__ = [
    "NAME_LIMIT",
    "SETTINGS_VERSION",
    "CardGlyphs",
    "HandOrder",
    "PlayerName",
    "Settings",
    "Speed",
    "load_settings",
    "save_settings",
]

Speed = Literal["slow", "normal", "fast", "instant"]
"""How quickly CPU turns play out on screen."""

HandOrder = Literal["suit", "rank"]
"""How the player's hand is sorted."""

CardGlyphs = Literal["auto", "unicode", "ascii"]
"""How cards are drawn: suit symbols and box frames, plain ASCII, or whichever the terminal can show."""

NAME_LIMIT: Final = 20
"""The most characters the player's name may have, so that it fits the score board and the seat rows."""


def _no_control_characters(name: str) -> str:
    """``name``, unless it holds a character ``printable`` shows as an escape (a tab, a newline, ESC)."""
    hidden = next((char for char in name if printable(char) != char), None)
    if hidden is not None:
        raise ValueError(_("it holds a control character ({char})").format(char=printable(hidden)))
    return name


PlayerName = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=NAME_LIMIT),
    AfterValidator(_no_control_characters),
]
"""The player's name as the settings keep it and ``play --name`` takes it: trimmed, 1 to ``NAME_LIMIT``
characters, none of them a control character. The one rule for the New match form (which validates
the settings it would keep) and the command line; where a name is chosen a CPU opponent's is refused
besides (``is_cpu_name``), but not in settings written before such names were."""

SETTINGS_VERSION: Final = 1
_NORMAL: Final[tuple[Level]] = ("normal",)


class Settings(FrozenModel):
    """Everything the game remembers between runs apart from matches."""

    schema_version: Literal[1] = SETTINGS_VERSION
    player_name: PlayerName = Field(default="You", description="The player's name at the table.")
    opponents: int = Field(default=3, ge=1, le=MAX_OPPONENTS, description="How many CPU opponents the last match had.")
    levels: tuple[Level, ...] = Field(
        default=_NORMAL * MAX_OPPONENTS,
        min_length=1,
        max_length=MAX_OPPONENTS,
        description="Each opponent seat's level, in seat order.",
    )
    ruleset: str = Field(default="standard", description="A named rule set, or 'custom' for custom_rules.")
    custom_rules: RuleSet | None = Field(default=None, description="The last Custom rule set.")
    games_per_match: int | None = Field(
        default=None, ge=1, le=20, description="Games per match; None keeps the rule set's."
    )
    cpu_speed: Speed = Field(default="normal", description="How quickly CPU turns play out.")
    hand_order: HandOrder = Field(default="suit", description="How the hand is sorted.")
    theme: str = Field(default="textual-dark", min_length=1, max_length=60, description="The Textual theme.")
    card_glyphs: CardGlyphs = Field(default="auto", description="Suit symbols, ASCII, or as the terminal allows.")
    four_colour: bool = Field(default=False, description="Draw each suit in its own colour.")
    assistance: bool = Field(default=True, description="Offer hints and undo at the table.")
    show_reasons: bool = Field(default=False, description="Write each CPU's reason under its move in the game log.")
    language: LanguageChoice = Field(default="auto", description="English, Japanese, or as the system's locale says.")

    @field_validator("levels")
    @classmethod
    def _a_level_for_every_seat(cls, levels: tuple[Level, ...]) -> tuple[Level, ...]:
        """Settings written when a match had at most three opponents name three levels;
        the seats they do not name play Normal."""
        return levels + _NORMAL * (MAX_OPPONENTS - len(levels))

    @model_validator(mode="after")
    def _known_ruleset(self) -> Settings:
        if self.ruleset == CUSTOM:
            if self.custom_rules is None:
                raise ValueError(_("a custom rule set needs custom_rules"))
        elif self.ruleset not in RULESET_NAMES:
            unknown = _("unknown rule set {name}: use one of {names} or custom")
            raise ValueError(unknown.format(name=quoted(self.ruleset), names=", ".join(RULESET_NAMES)))
        return self


SETTINGS_FILE: Final = StoredFile(
    name=SETTINGS_NAME,
    model=Settings,
    version=SETTINGS_VERSION,
    max_bytes=SETTINGS_MAX_BYTES,
    kind=FileKind(
        unreadable=N_(
            "Your settings file could not be read ({reason}); it was kept as {kept} and the defaults are used."
        ),
        unmovable=N_(
            "Your settings file could not be read ({reason}) nor moved aside ({detail}); the defaults are used."
        ),
    ),
    indent=2,
)


def load_settings() -> tuple[Settings, FileProblem | None]:
    """The saved settings, or the defaults (with the problem, if the file was bad)."""
    found = SETTINGS_FILE.read(config_dir())
    if isinstance(found, Settings):
        return found, None
    return Settings(), found


def save_settings(settings: Settings) -> None:
    """Remember ``settings`` (an atomic write)."""
    SETTINGS_FILE.write(config_dir(), settings)
