"""Rules and keys: how to play, the chosen rule set's values, and the keys of the screen below.

The general rules and key list are Markdown files shipped in the package; the
rule-set table is written from the ``RuleSet`` itself, so it always matches the
rules being played.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Literal, get_origin

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Select, TabbedContent, TabPane

from ...engine.rules import RULESET_NAMES, RuleSet, load_ruleset

__all__ = ["RulesScreen", "keys_markdown", "ruleset_markdown", "ruleset_summary"]

_AT_ONCE = {
    "double-others": "going out at once doubles the others",
    "winner-minus-50": "going out at once scores −50",
    "none": "no bonus for going out at once",
}
"""Each ``going_out_at_once`` choice in a few words."""
_JOKER_FIELDS = frozenset({"joker_points", "joker_multiplier"})
"""Fields that mean nothing in a deck without jokers."""
_CORE_FIELDS = frozenset({"jokers", "ace_high", "ace_points", "sevens_double", "seven_points", "going_out_at_once"})
"""Fields the summary always describes."""
_VARIANT_FIELDS = frozenset(
    {"claims_open", "chi_min_cards", "face_points", "drawn_game_pays", "next_dealer", "first_discard_face_up"}
)
"""Household variants the summary names whenever they are not the usual choice."""
_SET_APART = frozenset({"name", "games_per_match"})
"""Fields that do not make one rule set play differently from another (the form shows the match length)."""

_MARKDOWN_MARKS = frozenset("\\`*_{}[]()<>#+-.!|~&")
"""Characters Markdown may read as syntax; a backslash before each keeps it literal."""
_CLAIMS_OPEN = {
    "own-first-turn": "",
    "second-round": "claims from the second round",
    "immediately": "claims from the first discard",
}
"""Each ``claims_open`` choice in a few words; the usual one goes unsaid."""


@cache
def _text(name: str) -> str:
    """A Markdown file shipped with the interface."""
    return (resources.files("sevenbridge.ui") / "text" / name).read_text(encoding="utf-8")


def _value(rules: RuleSet, field: str) -> str:
    """One rule-set value as a player reads it."""
    value = getattr(rules, field)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if get_origin(RuleSet.model_fields[field].annotation) is Literal:
        return str(value).replace("-", " ")
    return str(value)


def _markdown_text(text: str) -> str:
    """``text`` with every Markdown punctuation mark escaped, so a name from a file reads exactly as written."""
    return "".join(f"\\{char}" if char in _MARKDOWN_MARKS else char for char in text)


def _applies(rules: RuleSet, field: str) -> bool:
    """Whether ``field`` means anything in ``rules`` (a joker's penalty does not without jokers)."""
    return field != "name" and (rules.jokers > 0 or field not in _JOKER_FIELDS)


def ruleset_markdown(rules: RuleSet) -> str:
    """The values of ``rules`` as a Markdown table, one row per field that applies to it."""
    rows = [
        f"| {info.description} | {_value(rules, field)} |"
        for field, info in RuleSet.model_fields.items()
        if _applies(rules, field)
    ]
    return "\n".join(
        [f"## This rule set: {_markdown_text(rules.name)}", "", "| Rule | Value |", "| --- | --- |", *rows]
    )


def _differences(rules: RuleSet, base: RuleSet) -> list[str]:
    """Fields of ``rules`` that play differently from ``base``."""
    return [
        field
        for field in RuleSet.model_fields
        if field not in _SET_APART and _applies(rules, field) and getattr(rules, field) != getattr(base, field)
    ]


def _nearest_named(rules: RuleSet) -> RuleSet:
    """The named rule set ``rules`` differs least from: what a Custom rule set was most likely made from."""
    return min(map(load_ruleset, RULESET_NAMES), key=lambda named: len(_differences(rules, named)))


def _in_words(rules: RuleSet, field: str) -> str:
    """One field of ``rules`` in a few words, beyond the ones every summary gives."""
    words = {
        "joker_points": f"a joker left counts {rules.joker_points}",
        "joker_multiplier": f"each joker left multiplies the penalty by {rules.joker_multiplier}",
        "final_discard_required": "going out needs a final discard"
        if rules.final_discard_required
        else "no final discard needed",
        "stock_empty": "an empty stock ends the game in a draw"
        if rules.stock_empty == "draw"
        else "an empty stock is rebuilt",
        "max_reshuffles": f"the stock is rebuilt at most {rules.max_reshuffles} times",
    }
    description = RuleSet.model_fields[field].description or field
    return words.get(field, f"{description.rstrip('.').lower()}: {_value(rules, field)}")


def ruleset_summary(rules: RuleSet) -> str:
    """The choices that set ``rules`` apart, in one line: "No joker · Q-K-A is a run · …".

    Jokers, aces, sevens and going out at once are always given; any other
    value that differs from the named rule set ``rules`` is closest to follows,
    so a Custom rule set's summary names every change made to its base.
    """
    jokers = {0: "No joker", 1: "1 joker"}.get(rules.jokers, f"{rules.jokers} jokers")
    aces = "Q-K-A is a run" if rules.ace_high else "aces are low only"
    sevens = "7s left double the penalty" if rules.sevens_double else f"a 7 left counts {rules.seven_points}"
    variants = [
        _CLAIMS_OPEN[rules.claims_open],
        "a chi makes 3 or more cards" if rules.chi_min_cards > 2 else "",
        "J Q K count 11 12 13" if rules.face_points == "rank" else "",
        "a drawn game pays" if rules.drawn_game_pays else "",
        "the winner deals next" if rules.next_dealer == "winner" else "",
        "the first discard is dealt face up" if rules.first_discard_face_up else "",
    ]
    usual = [jokers, aces, f"an ace counts {rules.ace_points}", sevens, _AT_ONCE[rules.going_out_at_once]]
    named = _CORE_FIELDS | _VARIANT_FIELDS
    changed = [field for field in _differences(rules, _nearest_named(rules)) if field not in named]
    return " · ".join(
        [*usual, *(variant for variant in variants if variant), *(_in_words(rules, field) for field in changed)]
    )


def keys_markdown(bindings: Sequence[tuple[str, str]]) -> str:
    """The keys of the screen the player came from, then the keys that work everywhere."""
    here = [f"| `{key}` | {description} |" for key, description in bindings]
    table = ["## On the screen you came from", "", "| Key | What it does |", "| --- | --- |", *here]
    return "\n".join([*(table if here else []), "", _text("keys.md")])


class RulesScreen(Screen[None]):
    """The rules of a rule set and a key-binding help, in two tabs."""

    CSS_PATH = "rules_help.tcss"
    BINDINGS = [
        Binding("escape", "close", "Back", id="rules.back"),
        Binding("k", "show_tab('keys')", "Keys", id="rules.keys"),
        Binding("r", "show_tab('rules')", "Rules", id="rules.rules"),
    ]

    def __init__(self, rules: RuleSet, bindings: Sequence[tuple[str, str]] = (), *, tab: str = "rules") -> None:
        """Show ``rules`` (other rule sets can be picked) and the keys in ``bindings``."""
        super().__init__()
        self._choices = [rules, *(named for named in map(load_ruleset, RULESET_NAMES) if named != rules)]
        self._keys = tuple(bindings)
        self._tab = tab

    def compose(self) -> ComposeResult:
        with TabbedContent(initial=self._tab):
            with TabPane("Rules", id="rules"):
                yield Select(
                    [(Text(rules.name), index) for index, rules in enumerate(self._choices)],
                    value=0,
                    allow_blank=False,
                    id="rules-choice",
                    compact=True,
                )
                with VerticalScroll(id="rules-scroll"):
                    yield Markdown(self._rules_text(0), id="rules-text")
            with TabPane("Keys", id="keys"), VerticalScroll(id="keys-scroll"):
                yield Markdown(keys_markdown(self._keys), id="keys-text")
        yield Footer()

    def on_mount(self) -> None:
        self._focus_text()

    @on(TabbedContent.TabActivated)
    def _focus_text(self) -> None:
        """Put the focus on the open tab's text, so arrows and Page Down scroll it at once."""
        active = self.query_one(TabbedContent).active
        self.query_one(f"#{active}-scroll", VerticalScroll).focus()

    def _rules_text(self, index: int) -> str:
        """The chosen rule set's values first (they change with the choice above), then how to play."""
        return f"{ruleset_markdown(self._choices[index])}\n\n{_text('rules.md')}"

    @on(Select.Changed, "#rules-choice")
    def _rule_set_chosen(self, event: Select.Changed) -> None:
        if isinstance(event.value, int):
            self.query_one("#rules-text", Markdown).update(self._rules_text(event.value))

    def action_show_tab(self, tab: str) -> None:
        """Switch to the Rules or the Keys tab."""
        self.query_one(TabbedContent).active = tab

    def action_close(self) -> None:
        """Back to where the player was."""
        self.dismiss(None)
