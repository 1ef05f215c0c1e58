"""The new-match form: your name, how many CPUs and how strong, the rule set, the match length, the CPU pace.

It starts from the player's last choices (the saved settings) and reports the
new choices with a ``Start`` message; choosing Custom opens the rule-set form.
Nothing invalid can be started: the Start button waits until every field is right.
The form opens on its first field, and the row that has the focus shows it by
its label in reverse video, which reads the same without colour.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, get_args

from pydantic import ValidationError
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ...choices import CUSTOM, LEVELS, MAX_OPPONENTS, shown_level
from ...engine.rules import RULESET_NAMES, RuleSet, is_named_ruleset_name, load_ruleset, shown_ruleset_name
from ...persistence.settings import Settings, Speed
from ...play.session import Session
from ...play.setup import DEFAULT_PLAYER_NAME, HUMAN, OPPONENT_NAMES, is_cpu_name, rules_for, ruleset_choice, shown_name
from ...translation import N_, _, join_sentences
from ..footer import Footer
from ..line_breaks import BrokenText
from ..ordered_input import OrderedInput
from ..validation import field_problems, whole_number
from .custom_rules import CustomRulesScreen
from .focused_row import mark_focused_row
from .rules_help import ruleset_summary

__all__ = ["NewMatchScreen", "choices_after"]

_NAMED_RULESETS: tuple[tuple[str, str], ...] = tuple((load_ruleset(name).name, name) for name in RULESET_NAMES)
_CUSTOM = N_("Custom")

_SPEED_NAMES: dict[Speed, str] = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}

_FIELD_NAMES = {
    "player_name": N_("Your name"),
    "games_per_match": N_("Games per match"),
    "opponents": N_("The number of opponents"),
    "levels": N_("The level"),
}
"""How a settings field is named in a problem sentence (which starts with it)."""
_CPU_NAME = N_("{field} must differ from the CPU opponents' names.")
_CUSTOM_NAME_TAKEN = N_(
    "The Custom rules must not have the name of one of the game's own rule sets: rename them (Edit custom rules…)."
)
"""For Custom rules kept, under a named rule set's name, by settings written before such names were refused."""


def choices_after(settings: Settings, session: Session) -> Settings:
    """``settings`` with the form's choices as ``session``'s match was set up: the player's name, how many
    opponents and their levels, the rule set and the match length.

    Setting up another match from the final standings starts from the one just
    played, even when that one came from ``sevenbridge play`` or another copy
    of the game, which leave the settings as they were. A name the form would
    refuse (one an older save kept) stays as the settings have it.
    """
    ruleset, custom, games = ruleset_choice(session.rules)
    levels = tuple(seat.level for seat in session.seats if seat.level is not None)
    choices = {
        **settings.model_dump(),
        "opponents": len(levels),
        "levels": levels + settings.levels[len(levels) :],
        "ruleset": ruleset,
        "custom_rules": custom or settings.custom_rules,
        "games_per_match": games,
    }
    try:
        return Settings.model_validate({**choices, "player_name": session.seats[HUMAN].name})
    except ValidationError:
        return Settings.model_validate(choices)


def _field_name(field: str) -> str:
    return _(_FIELD_NAMES[field]) if field in _FIELD_NAMES else field


def _ruleset_choices() -> list[tuple[str, str]]:
    """The rule sets to pick from, Custom last, in the current language."""
    return [*((shown_ruleset_name(name), ruleset) for name, ruleset in _NAMED_RULESETS), (_(_CUSTOM), CUSTOM)]


@dataclass(frozen=True)
class _Fields:
    """What the form's fields hold, as typed or picked: kept while the form is drawn again in another language."""

    name: str
    """The player's name as the settings keep it: the default one in English, whatever the language shown."""
    opponents: object
    levels: tuple[object, ...]
    games: str
    speed: object


def _level_label(names: tuple[str, ...], seat: int) -> str:
    """The label of a seat's level: that opponent's name, or nothing for a seat not in play."""
    return _("{name}'s level").format(name=shown_name(names[seat])) if seat < len(names) else ""


class NewMatchScreen(Screen[None]):
    """Choose the opponents and the rules, then start."""

    CSS_PATH = "new_match.tcss"
    AUTO_FOCUS = "#name"
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="new.back"),
        Binding("ctrl+s", "start", N_("Start match"), id="new.start"),
    ]

    class Start(Message):
        """Start a match with ``settings`` (the player's choices, to be remembered)."""

        def __init__(self, settings: Settings, rules: RuleSet) -> None:
            super().__init__()
            self.settings = settings
            self.rules = rules

    class Back(Message):
        """Return to the main menu without starting."""

    def __init__(self, settings: Settings) -> None:
        """Offer ``settings`` (the last choices) as the starting point."""
        super().__init__()
        self._settings = settings
        self._custom = settings.custom_rules
        self._ruleset = settings.ruleset
        self._choice: tuple[Settings, RuleSet] | None = None
        games = settings.games_per_match or self._current_rules().games_per_match
        self._fields = _Fields(
            settings.player_name, settings.opponents, settings.levels, str(games), settings.cpu_speed
        )
        self._name_shown = ""
        """The name as the name field was filled in: while the player leaves it as it is, it is the settings' name."""

    def compose(self) -> ComposeResult:
        fields = self._fields
        self._name_shown = shown_name(fields.name)
        names = OPPONENT_NAMES.get(fields.opponents, ()) if isinstance(fields.opponents, int) else ()
        with VerticalScroll(id="new-body"):
            with Vertical(id="new-form") as form:
                form.border_title = _("New match")
                with Horizontal(classes="row"):
                    yield Label(_("Your name"), classes="row-label")
                    yield OrderedInput(self._name_shown, id="name", compact=True, select_on_focus=True)
                with Horizontal(classes="row"):
                    yield Label(_("CPU opponents"), classes="row-label")
                    yield Select(
                        [(str(n), n) for n in OPPONENT_NAMES],
                        value=fields.opponents,
                        allow_blank=False,
                        id="opponents",
                        compact=True,
                    )
                for seat, level in enumerate(fields.levels):
                    with Horizontal(classes="row level-row", id=f"level-row-{seat}") as row:
                        row.display = seat < len(names)
                        yield Label(_level_label(names, seat), id=f"level-label-{seat}", classes="row-label")
                        yield Select(
                            [(shown_level(name), name) for name in LEVELS],
                            value=level,
                            allow_blank=False,
                            id=f"level-{seat}",
                            compact=True,
                        )
                with Horizontal(classes="row"):
                    yield Label(_("Rule set"), classes="row-label")
                    yield Select(_ruleset_choices(), value=self._ruleset, allow_blank=False, id="ruleset", compact=True)
                    yield Button(_("Edit custom rules…"), id="edit-custom", compact=True)
                yield Static("", id="ruleset-summary")
                with Horizontal(classes="row"):
                    yield Label(_("Games per match"), classes="row-label")
                    yield OrderedInput(fields.games, type="integer", id="games", compact=True, select_on_focus=True)
                with Horizontal(classes="row"):
                    yield Label(_("CPU pace"), classes="row-label")
                    yield Select(
                        [(_(_SPEED_NAMES[speed]), speed) for speed in get_args(Speed)],
                        value=fields.speed,
                        allow_blank=False,
                        id="speed",
                        compact=True,
                    )
                yield Static("", id="new-problem")
            with Horizontal(id="new-buttons"):
                yield Button(_("Start match"), id="start", variant="primary")
                yield Button(_("Back"), id="back")
        yield Footer()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        mark_focused_row(self, event.widget, "#new-form .row")

    def on_mount(self) -> None:
        self._check()

    async def recompose(self) -> None:
        """Draw the form again, in the current language, with what its fields hold."""
        typed = self.query_one("#name", Input).value
        self._fields = _Fields(
            self._fields.name if typed == self._name_shown else typed,
            self.query_one("#opponents", Select).value,
            tuple(self.query_one(f"#level-{seat}", Select).value for seat in range(MAX_OPPONENTS)),
            self.query_one("#games", Input).value,
            self.query_one("#speed", Select).value,
        )
        await super().recompose()
        self._check()

    def _current_rules(self) -> RuleSet:
        return rules_for(self._ruleset, self._custom, None)

    def _show_seats(self) -> None:
        """Show one level per opponent, each labelled with that opponent's name."""
        count = self.query_one("#opponents", Select).value
        names = OPPONENT_NAMES[count] if isinstance(count, int) else ()
        for seat in range(MAX_OPPONENTS):
            self.query_one(f"#level-row-{seat}").display = seat < len(names)
            self.query_one(f"#level-label-{seat}", Label).update(_level_label(names, seat))

    @on(Select.Changed, "#opponents")
    def _opponents_changed(self) -> None:
        self._show_seats()
        self._check()

    @on(Select.Changed, "#ruleset")
    def _ruleset_changed(self, event: Select.Changed) -> None:
        if not isinstance(event.value, str) or event.value == self._ruleset:
            return
        if event.value == CUSTOM and self._custom is None:
            self._edit_custom()
            return
        self._use_ruleset(event.value)

    def _use_ruleset(self, ruleset: str, custom: RuleSet | None = None) -> None:
        """Make ``ruleset`` (with ``custom`` as the Custom rules, when given) the choice.

        The match length follows the rule set only while the player has left it
        as the rule set before offered it: a length they typed (or chose last
        time) is theirs, and a change of rules never takes it away. A length
        changed in the Custom rules is the player's latest choice, and is taken.
        """
        games = self.query_one("#games", Input)
        typed = games.value != str(self._current_rules().games_per_match)
        chosen_in_custom = custom is not None and custom.games_per_match != self._custom_start().games_per_match
        self._ruleset = ruleset
        self._custom = custom or self._custom
        self.query_one("#ruleset", Select).value = ruleset
        if chosen_in_custom or not typed:
            games.value = str(self._current_rules().games_per_match)
        self._check()

    def _custom_start(self) -> RuleSet:
        """The rules the Custom form opens with: the last Custom rules, else Standard's."""
        return self._custom or load_ruleset("standard").with_changes(name="Custom")

    @on(Button.Pressed, "#edit-custom")
    def _edit_custom(self) -> None:
        """Open the Custom form on the last Custom rules, showing the match length this form holds (when it
        is a valid one), so that the two forms never show different lengths for the same match."""
        start = self._custom_start()
        if self._choice is not None:
            start = start.with_changes(games_per_match=self._choice[1].games_per_match)
        self.app.push_screen(CustomRulesScreen(start), self._custom_edited)

    def _custom_edited(self, rules: RuleSet | None) -> None:
        if rules is not None:
            self._use_ruleset(CUSTOM, rules)
        else:
            self.query_one("#ruleset", Select).value = self._ruleset

    @on(Input.Changed)
    @on(Select.Changed, ".level-row Select")
    @on(Select.Changed, "#speed")
    def _field_changed(self) -> None:
        self._check()

    def _raw_choices(self) -> dict[str, Any]:
        """The form's values, as the settings model expects them."""
        levels = tuple(self.query_one(f"#level-{seat}", Select).value for seat in range(MAX_OPPONENTS))
        games = self.query_one("#games", Input).value
        name = self.query_one("#name", Input).value.strip()
        return {
            "player_name": DEFAULT_PLAYER_NAME if name == shown_name(DEFAULT_PLAYER_NAME) else name,
            "opponents": self.query_one("#opponents", Select).value,
            "levels": levels,
            "ruleset": self._ruleset,
            "custom_rules": self._custom,
            "games_per_match": whole_number(games),
            "cpu_speed": self.query_one("#speed", Select).value,
        }

    def _check(self) -> None:
        """Validate the choices; say what is wrong, and allow Start only when nothing is."""
        self.query_one("#edit-custom", Button).display = self._ruleset == CUSTOM
        self.query_one("#ruleset-summary", Static).update(BrokenText(Text(ruleset_summary(self._current_rules()))))
        self._choice = None
        raw = self._raw_choices()
        problems: dict[str, str] = {}
        if is_cpu_name(raw["player_name"]):
            problems["player_name"] = _(_CPU_NAME).format(field=_field_name("player_name"))
        if self._ruleset == CUSTOM and self._custom is not None and is_named_ruleset_name(self._custom.name):
            problems["custom_rules"] = _(_CUSTOM_NAME_TAKEN)
        try:
            rules = rules_for(self._ruleset, self._custom, None).with_changes(games_per_match=raw["games_per_match"])
            games = None if rules.games_per_match == self._current_rules().games_per_match else rules.games_per_match
            settings = Settings.model_validate({**self._settings.model_dump(), **raw, "games_per_match": games})
        except ValidationError as error:
            problems = {**field_problems(error, _field_name), **problems}
        else:
            self._choice = None if problems else (settings, rules)
        problem = join_sentences(problems.values())
        self.query_one("#new-problem", Static).update(Text(problem))
        self.query_one("#new-problem", Static).display = bool(problem)
        self.query_one("#start", Button).disabled = self._choice is None

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        """Start the match with these choices, if they are all valid."""
        if self._choice is not None:
            settings, rules = self._choice
            self.post_message(self.Start(settings, rules))

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        """Back to the main menu."""
        self.post_message(self.Back())
