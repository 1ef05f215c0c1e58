"""The Custom rule-set form: every field of ``RuleSet``, checked as the player types.

The form is built from the model itself (its fields, their descriptions, types
and bounds), so a new rule-set field appears here without touching this file.
Validation is the model's own; its messages are shown in plain words beside
the field, and the rules cannot be used while any field is wrong: asking to
use them then moves to the first field to fix and says which it is. Yes/no
switches carry the words "yes" and "no" (in the column of the other values,
the switch after the word), and the focused row shows it by its label in
reverse video, so the form reads the same without colour. A label too long
for its line wraps onto the next rather than being cut.

Every text is drawn in the current language: the labels are the fields'
descriptions translated, and the values of choice fields have their own
translations here (a choice missing from them shows its English words until it
is added). A problem is said under its field without naming it ("Must be at
most 10."), as the label right above names it; the status line and the
notice that sends the player to a field name it by its label.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from annotated_types import Ge, Le
from pydantic import ValidationError
from pydantic.fields import FieldInfo
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static, Switch

from ...engine.rules import (
    RULESET_NAMES,
    SHIPPED_NAMES,
    RuleSet,
    is_named_ruleset_name,
    load_ruleset,
    shown_ruleset_name,
)
from ...translation import N_, _, ngettext, pgettext
from ..dialogs import ConfirmDialog
from ..footer import Footer
from ..ordered_input import OrderedInput
from ..validation import field_problems, whole_number
from .focused_row import mark_focused_row

__all__ = ["CustomRulesScreen"]

_FIELDS: dict[str, FieldInfo] = dict(RuleSet.model_fields)

_GROUPS: dict[str, tuple[str, ...]] = {
    N_("The deck and the melds"): ("name", "jokers", "ace_high"),
    N_("Pon and chi"): ("claims_open", "chi_min_cards", "first_discard_face_up"),
    N_("Going out"): ("final_discard_required", "going_out_at_once"),
    N_("Cards left in hand"): (
        "ace_points",
        "face_points",
        "seven_points",
        "sevens_double",
        "joker_points",
        "joker_multiplier",
    ),
    N_("The stock and the match"): (
        "stock_empty",
        "max_reshuffles",
        "drawn_game_pays",
        "next_dealer",
        "games_per_match",
    ),
}
"""The fields under headings, in the order a player meets the rules; a field no
heading names is shown under "Other rules", so none is ever left out."""
_APPLIES_ONLY: dict[str, tuple[str, str, str]] = {
    "max_reshuffles": ("stock_empty", "reshuffle", N_("Applies only when an empty stock is reshuffled.")),
}
"""Fields that matter only while another field holds one value: that field, the value, and the note shown
under the field, switched off, while it does not apply (it keeps its value for when it applies again)."""
_OTHER_RULES = N_("Other rules")
_NAME_TAKEN = N_("Must differ from the names of the game's own rule sets.")
"""Under the name field, when it holds a named rule set's name."""


def _grouped() -> dict[str, tuple[str, ...]]:
    """Every field of ``RuleSet`` under its heading."""
    named = {field for fields in _GROUPS.values() for field in fields}
    rest = tuple(field for field in _FIELDS if field not in named)
    return {**_GROUPS, _OTHER_RULES: rest} if rest else dict(_GROUPS)


def _choices(info: FieldInfo) -> tuple[str, ...] | None:
    """The allowed values of a ``Literal`` field, else ``None``."""
    annotation = info.annotation
    return tuple(get_args(annotation)) if get_origin(annotation) is Literal else None


def _bounds(info: FieldInfo) -> str:
    """The range of a number field, for its label ("0–2"), or ``""``."""
    low = next((item.ge for item in info.metadata if isinstance(item, Ge)), None)
    high = next((item.le for item in info.metadata if isinstance(item, Le)), None)
    return "" if low is None or high is None else f" ({low}–{high})"


def _label(value: str) -> str:
    """A choice as a player reads it in English: "winner-minus-50" → "Winner minus 50"."""
    return value.replace("-", " ").capitalize()


def _choice_labels() -> dict[str, str]:
    """The values of the choice fields, in the current language, by value."""
    return {
        "double-others": pgettext("rule choice", "Double others"),
        "winner-minus-50": pgettext("rule choice", "Winner minus 50"),
        "none": pgettext("rule choice", "Nothing extra"),
        "own-first-turn": pgettext("rule choice", "After own first turn"),
        "second-round": pgettext("rule choice", "Second round"),
        "immediately": pgettext("rule choice", "Immediately"),
        "ten": pgettext("rule choice", "Ten"),
        "rank": pgettext("rule choice", "Rank"),
        "rotate": pgettext("rule choice", "Rotate"),
        "winner": pgettext("rule choice", "Winner"),
        "reshuffle": pgettext("rule choice", "Reshuffle"),
        "draw": pgettext("rule choice", "Draw"),
    }


def _kept_name(shown: str) -> str:
    """The rule-set name to keep for what the name field shows: the game's own names in English, as files have them."""
    return next((name for name in SHIPPED_NAMES if shown_ruleset_name(name) == shown), shown)


def _control(name: str, info: FieldInfo, value: Any) -> Widget:
    """The input for one field, showing ``value`` (a number field's as typed, which may be no number)."""
    widget_id = f"field-{name}"
    choices = _choices(info)
    if choices is not None:
        labels = _choice_labels()
        options = [(labels.get(choice) or _label(choice), choice) for choice in choices]
        return Select(options, value=value, allow_blank=False, id=widget_id, compact=True)
    if info.annotation is bool:
        return Switch(value=value, id=widget_id)
    kind: Literal["integer", "text"] = "integer" if info.annotation is int else "text"
    shown = shown_ruleset_name(value) if name == "name" else str(value)
    return OrderedInput(shown, type=kind, id=widget_id, select_on_focus=True, compact=True)


def _describe_field(name: str) -> str:
    """A field as its label names it, in the current language, without the final full stop."""
    description = _FIELDS[name].description
    return _(description).rstrip(".。") if description else name


def _yes_no(value: bool) -> str:
    return pgettext("switch", "yes") if value else pgettext("switch", "no")


class CustomRulesScreen(Screen[RuleSet | None]):
    """Edit a Custom rule set; dismisses with the rule set, or ``None`` when cancelled."""

    CSS_PATH = "custom_rules.tcss"
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel"), id="custom.cancel"),
        Binding("ctrl+s", "use", N_("Use these rules"), id="custom.use"),
    ]

    def __init__(self, rules: RuleSet) -> None:
        """Start from ``rules`` (a named rule set or an earlier Custom one)."""
        super().__init__()
        self._shown: dict[str, Any] = rules.model_dump()
        """What the fields said when last checked (after every change), as the model takes it: what the form shows
        when it is drawn again in another language."""
        self._rules: RuleSet | None = rules
        self._problems: dict[str, str] = {}
        self._opened: dict[str, Any] | None = None
        """What the fields said when the form opened, to tell whether leaving it would throw a change away."""

    @property
    def rules(self) -> RuleSet | None:
        """The rule set the form describes now, or ``None`` while a field is wrong."""
        return self._rules

    def compose(self) -> ComposeResult:
        yield Static(_("Custom rules"), id="custom-title", classes="title")
        with Horizontal(id="custom-start"):
            yield Label(_("Start from"), classes="field-label")
            yield Select(
                [(shown_ruleset_name(load_ruleset(name).name), name) for name in RULESET_NAMES],
                prompt=_("a named rule set…"),
                id="start-from",
                compact=True,
            )
        with VerticalScroll(id="custom-fields", can_focus=False):
            values = self._shown
            for heading, names in _grouped().items():
                yield Static(_(heading), classes="group-title")
                for name in names:
                    info = _FIELDS[name]
                    with Vertical(classes="field"):
                        with Horizontal(classes="field-row"):
                            yield Label(f"{_describe_field(name)}{_bounds(info)}", classes="field-label")
                            if info.annotation is bool:
                                yield Label(_yes_no(values[name]), id=f"state-{name}", classes="switch-state")
                            yield _control(name, info, values[name])
                        yield Static("", id=f"problem-{name}", classes="field-problem")
                        if name in _APPLIES_ONLY:
                            yield Static(Text(_(_APPLIES_ONLY[name][2])), id=f"note-{name}", classes="field-note")
        yield Static("", id="custom-status")
        with Horizontal(id="custom-buttons"):
            yield Button(_("Use these rules"), id="use", variant="primary")
            yield Button(_("Cancel"), id="cancel")
        yield Footer()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        mark_focused_row(self, event.widget, ".field-row, #custom-start")

    def on_mount(self) -> None:
        self._check()
        self._opened = dict(self._shown)

    async def recompose(self) -> None:
        """Draw the form again, in the current language, with what its fields hold."""
        await super().recompose()
        self._check()

    def _values(self) -> dict[str, Any]:
        """What the form says, typed as the model expects (it validates strictly)."""
        values: dict[str, Any] = {}
        for name, info in _FIELDS.items():
            widget = self.query_one(f"#field-{name}")
            if isinstance(widget, Input) and info.annotation is int:
                values[name] = whole_number(widget.value)
            elif isinstance(widget, Input) and name == "name":
                values[name] = _kept_name(widget.value)
            elif isinstance(widget, Input | Switch | Select):
                values[name] = widget.value
        return values

    def _fill(self, rules: RuleSet) -> None:
        """Show ``rules`` in every field."""
        for name, value in rules.model_dump().items():
            widget = self.query_one(f"#field-{name}")
            if isinstance(widget, Input):
                widget.value = shown_ruleset_name(value) if name == "name" else str(value)
            elif isinstance(widget, Switch | Select):
                widget.value = value

    @on(Input.Changed)
    @on(Select.Changed, ".field Select")
    def _changed(self) -> None:
        self._check()

    @on(Switch.Changed)
    def _switched(self, event: Switch.Changed) -> None:
        name = (event.switch.id or "").removeprefix("field-")
        self.query_one(f"#state-{name}", Label).update(_yes_no(event.value))
        self._check()

    @on(Select.Changed, "#start-from")
    def _start_from(self, event: Select.Changed) -> None:
        event.stop()
        if isinstance(event.value, str):
            self._fill(load_ruleset(event.value).with_changes(name="Custom"))

    def _check(self) -> None:
        """Validate the form with the model, and its name against the named rule sets'; show each problem beside
        its field."""
        self._shown = self._values()
        problems: dict[str, str] = {}
        if is_named_ruleset_name(self._shown["name"]):
            problems["name"] = _(_NAME_TAKEN)
        try:
            rules: RuleSet | None = RuleSet.model_validate(self._shown)
        except ValidationError as error:
            rules = None
            problems = {**field_problems(error), **problems}
        self._rules = None if problems else rules
        for name in _FIELDS:
            problem = self.query_one(f"#problem-{name}", Static)
            problem.update(Text(problems.get(name, "")))
            problem.display = name in problems
            self.query_one(f"#field-{name}").set_class(name in problems, "wrong")
        self._switch_off_what_does_not_apply(problems)
        self.query_one("#use", Button).disabled = self._rules is None
        self._problems = problems
        self.query_one("#custom-status", Static).update(Text(self._status(problems)))

    def _switch_off_what_does_not_apply(self, problems: dict[str, str]) -> None:
        """Switch off each field that does not apply to the rules as they stand, with its note saying when it
        does; a field with a problem stays open, or its problem could not be fixed."""
        for name, (other, value, _note) in _APPLIES_ONLY.items():
            off = self._shown[other] != value and name not in problems
            self.query_one(f"#field-{name}").disabled = off
            self.query_one(f"#note-{name}", Static).display = off

    def _first_problem(self) -> str | None:
        """The first field (in form order) that needs fixing."""
        return next((name for name in _FIELDS if name in self._problems), None)

    def _status(self, problems: dict[str, str]) -> str:
        if not problems:
            return _("These rules are ready to use.")
        if "" in problems:
            return _("These rules cannot be used: {problem}.").format(problem=problems[""])
        count = len(problems)
        first = self._first_problem()
        if first is None:
            return ngettext(
                "{count} field to fix before these rules can be used.",
                "{count} fields to fix before these rules can be used.",
                count,
            ).format(count=count)
        return ngettext(
            "{count} field to fix before these rules can be used; the first is “{field}”.",
            "{count} fields to fix before these rules can be used; the first is “{field}”.",
            count,
        ).format(count=count, field=_describe_field(first))

    @on(Button.Pressed, "#use")
    def action_use(self) -> None:
        """Use the rules if every field is right; otherwise go to the first field to fix and say so."""
        if self._rules is not None:
            self.dismiss(self._rules)
            return
        first = self._first_problem()
        if first is None:
            self.notify(self._status(self._problems), severity="warning", markup=False)
            return
        field = self.query_one(f"#field-{first}")
        field.focus(scroll_visible=False)
        self.query_one("#custom-fields", VerticalScroll).scroll_to_center(
            self.query_one(f"#problem-{first}", Static), animate=False
        )
        fix = _("Fix “{field}” first. {problem}").format(field=_describe_field(first), problem=self._problems[first])
        self.notify(fix, severity="warning", markup=False)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Leave without changing the Custom rules: at once if nothing was changed, else once the player says
        to throw the changes away."""
        if self._values() == self._opened:
            self.dismiss(None)
            return
        question = _("Your changes to the Custom rules have not been used: leaving throws them away.")
        self.app.push_screen(ConfirmDialog(question, _("Throw them away"), _("Keep editing")), self._leave)

    def _leave(self, throw_away: bool | None) -> None:
        """Leave once the player has said to throw the changes away; otherwise stay, the changes as they were."""
        if throw_away:
            self.dismiss(None)
