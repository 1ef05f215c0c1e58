"""Rules and keys: how to play, the chosen rule set's values, and the keys of the screen below.

The general rules and key list are Markdown files shipped in the package, one
per language (``rules.md``, ``rules.ja.md``); the rule-set table is written
from the ``RuleSet`` itself, so it always matches the rules being played.
How to play comes first, in a tab of its own: a newcomer who presses F1
wants to learn the game before reading a table of its values.
Everything the screen draws is built in ``compose`` in the current language,
so switching language redraws it all.
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
from textual.widgets import Markdown, Select, TabbedContent, TabPane, Tabs

from ...engine.rules import RULESET_NAMES, RuleSet, load_ruleset, shown_ruleset_name
from ...play.setup import same_play
from ...translation import N_, _, current_language, ngettext
from ..broken_markdown import BrokenMarkdown
from ..footer import Footer

__all__ = ["RulesScreen", "keys_markdown", "rule_set_choices", "ruleset_markdown", "ruleset_summary"]

_AT_ONCE = {
    "double-others": N_("going out at once doubles the others"),
    "winner-minus-50": N_("going out at once scores −50"),
    "none": N_("no bonus for going out at once"),
}
"""Each ``going_out_at_once`` choice in a few words."""
_JOKER_FIELDS = frozenset({"joker_points", "joker_multiplier"})
"""Fields that mean nothing in a deck without jokers."""
_CORE_FIELDS = _JOKER_FIELDS | frozenset(
    {"jokers", "ace_high", "ace_points", "sevens_double", "seven_points", "going_out_at_once"}
)
"""Fields the summary always describes."""
_SET_APART = frozenset({"name", "games_per_match"})
"""Fields that do not make one rule set play differently from another (the form shows the match length)."""

_MARKDOWN_MARKS = frozenset("\\`*_{}[]()<>#+-.!|~&")
"""Characters Markdown may read as syntax; a backslash before each keeps it literal."""
_CLAIMS_OPEN = {
    "own-first-turn": "",
    "second-round": N_("claims from the second round"),
    "immediately": N_("claims from the first discard"),
}
"""Each ``claims_open`` choice in a few words; the usual one goes unsaid."""


_CHOICE_WORDS = {
    "double-others": N_("double others"),
    "winner-minus-50": N_("winner minus 50"),
    "none": N_("none"),
    "own-first-turn": N_("after own first turn"),
    "second-round": N_("second round"),
    "immediately": N_("immediately"),
    "ten": N_("ten"),
    "rank": N_("rank"),
    "rotate": N_("rotate"),
    "winner": N_("winner"),
    "reshuffle": N_("reshuffle"),
    "draw": N_("draw"),
}
"""Each choice a rule-set field offers, as the rule set's table writes it (the file keeps the value itself)."""


@cache
def _shipped(name: str) -> str | None:
    """A Markdown file shipped with the interface, or None when there is no such file."""
    path = resources.files("sevenbridge.ui") / "text" / name
    return path.read_text(encoding="utf-8") if path.is_file() else None


def _text(name: str) -> str:
    """The Markdown file ``name`` (``rules.md``) in the current language: ``rules.ja.md`` in Japanese.

    A language without its own copy of a file reads the English one.
    """
    stem, suffix = name.rsplit(".", 1)
    translated = _shipped(f"{stem}.{current_language()}.{suffix}")
    if translated is not None:
        return translated
    english = _shipped(name)
    if english is None:
        raise FileNotFoundError(f"the interface ships no {name}")
    return english


def _value(rules: RuleSet, field: str) -> str:
    """One rule-set value as a player reads it."""
    value = getattr(rules, field)
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if get_origin(RuleSet.model_fields[field].annotation) is Literal:
        words = _CHOICE_WORDS.get(str(value))
        return _(words) if words is not None else str(value).replace("-", " ")
    return str(value)


def _markdown_text(text: str) -> str:
    """``text`` with every Markdown punctuation mark escaped, so a name from a file reads exactly as written."""
    return "".join(f"\\{char}" if char in _MARKDOWN_MARKS else char for char in text)


def _applies(rules: RuleSet, field: str) -> bool:
    """Whether ``field`` means anything in ``rules``: a joker's penalty does not without jokers, nor
    the number of rebuilds when an empty stock ends the game at once."""
    if field == "name" or (rules.jokers == 0 and field in _JOKER_FIELDS):
        return False
    return field != "max_reshuffles" or rules.stock_empty == "reshuffle"


def ruleset_markdown(rules: RuleSet) -> str:
    """The values of ``rules`` as a Markdown table, one row per field that applies to it."""
    rows = [
        f"| {_(info.description or field)} | {_value(rules, field)} |"
        for field, info in RuleSet.model_fields.items()
        if _applies(rules, field)
    ]
    heading = _("This rule set: {name}").format(name=_markdown_text(shown_ruleset_name(rules.name)))
    header = "| {rule} | {value} |".format(rule=_("Rule"), value=_("Value"))
    return "\n".join([f"## {heading}", "", header, "| --- | --- |", *rows])


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
    """One field of ``rules`` in a few words, beyond the ones every summary gives.

    A household variant at its usual choice is said here too: the summary
    names it only when it was changed back to the usual from a base that
    plays it otherwise.
    """
    words = {
        "final_discard_required": _("going out needs a final discard")
        if rules.final_discard_required
        else _("no final discard needed"),
        "stock_empty": _("an empty stock ends the game in a draw")
        if rules.stock_empty == "draw"
        else _("an empty stock is rebuilt"),
        "max_reshuffles": ngettext(
            "the stock is rebuilt at most {times} time",
            "the stock is rebuilt at most {times} times",
            rules.max_reshuffles,
        ).format(times=rules.max_reshuffles)
        if rules.max_reshuffles
        else _("the stock is never rebuilt"),
        "claims_open": _("claims after your own first turn"),
        "chi_min_cards": _("a chi may make 2 cards"),
        "face_points": _("J Q K count 10"),
        "drawn_game_pays": _("a drawn game pays nothing"),
        "next_dealer": _("the deal passes clockwise"),
        "first_discard_face_up": _("no discard is dealt face up"),
    }
    description = _(RuleSet.model_fields[field].description or field).rstrip(".")
    if current_language() == "en":
        description = description.lower()
    return words.get(field, _("{field}: {value}").format(field=description, value=_value(rules, field)))


def ruleset_summary(rules: RuleSet) -> str:
    """The choices that set ``rules`` apart, in one line: "No joker · Q-K-A is a run · …".

    Jokers, aces, sevens and going out at once are always given, then the
    household variants not at their usual choice; any other value that
    differs from the named rule set ``rules`` is closest to follows, so a
    Custom rule set's summary names every change made to its base (the match
    length has its own field in New match).
    """
    jokers = _("No joker") if rules.jokers == 0 else ngettext("{count} joker", "{count} jokers", rules.jokers)
    aces = _("Q-K-A is a run") if rules.ace_high else _("Q-K-A is not a run")
    changed = _differences(rules, _nearest_named(rules))
    claims = _CLAIMS_OPEN[rules.claims_open]
    variants = {
        "claims_open": _(claims) if claims else "",
        "chi_min_cards": _("a chi makes 3 or more cards") if rules.chi_min_cards > 2 else "",
        "face_points": _("J Q K count 11 12 13") if rules.face_points == "rank" else "",
        "drawn_game_pays": _("a drawn game pays") if rules.drawn_game_pays else "",
        "next_dealer": _("the winner deals next") if rules.next_dealer == "winner" else "",
        "first_discard_face_up": _("the first discard is dealt face up") if rules.first_discard_face_up else "",
    }
    usual = [
        jokers.format(count=rules.jokers),
        *_joker_left(rules),
        aces,
        _("an ace counts {points}").format(points=rules.ace_points),
        _sevens(rules, said_changed="seven_points" in changed),
        _(_AT_ONCE[rules.going_out_at_once]),
    ]
    others = [_in_words(rules, field) for field in changed if field not in _CORE_FIELDS and not variants.get(field)]
    return " · ".join([*usual, *(variant for variant in variants.values() if variant), *others])


def _joker_left(rules: RuleSet) -> list[str]:
    """What a joker left in hand costs, where the deck has one: the rule that most changes a hand's
    penalty, and under *Japanese classic* its only cost (it counts nothing but multiplies)."""
    if not rules.jokers:
        return []
    points, factor = rules.joker_points, rules.joker_multiplier
    if factor == 1:
        return [_("a joker left counts {points}").format(points=points)]
    if not points:
        return [_("a joker left multiplies the penalty by {factor}").format(factor=factor)]
    return [
        _("a joker left counts {points} and multiplies the penalty by {factor}").format(points=points, factor=factor)
    ]


def _sevens(rules: RuleSet, *, said_changed: bool) -> str:
    """What a 7 left in hand costs; when 7s double, their count is said only if it is not 7 or was changed."""
    if not rules.sevens_double:
        return _("a 7 left counts {points}").format(points=rules.seven_points)
    if rules.seven_points == 7 and not said_changed:
        return _("7s left double the penalty")
    return _("a 7 left counts {points} and doubles the penalty").format(points=rules.seven_points)


def keys_markdown(bindings: Sequence[tuple[str, str]]) -> str:
    """The keys of the screen the player came from, then the keys that work everywhere."""
    here = [f"| `{key}` | {_(description)} |" for key, description in bindings]
    header = "| {key} | {meaning} |".format(key=_("Key"), meaning=_("What it does"))
    heading = _("Keys that work now on the screen you came from")
    table = [f"## {heading}", "", header, "| --- | --- |", *here]
    return "\n".join([*(table if here else []), "", _text("keys.md")])


def rule_set_choices(rules: RuleSet, custom: RuleSet | None = None) -> list[RuleSet]:
    """The rule sets the Rule set tab offers: ``rules`` (the match's, or the chosen ones) first, then the
    shipped ones and the player's ``custom`` rules, each once.

    A shipped set that ``rules`` differs from only in its number of games is left out: it is the same
    rule set, and the list would show its name twice.
    """
    choices = [rules]
    for candidate in (*map(load_ruleset, RULESET_NAMES), *(() if custom is None else (custom,))):
        if not any(same_play(candidate, chosen) for chosen in choices):
            choices.append(candidate)
    return choices


class RulesScreen(Screen[None]):
    """How to play, the values of a rule set and a key-binding help, in three tabs.

    The open tab and the chosen rule set are held by the screen, so a screen
    composed again in another language opens where the player was.
    """

    CSS_PATH = "rules_help.tcss"
    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="rules.back"),
        Binding("h", "show_tab('play')", N_("How to play"), id="rules.play"),
        Binding("r", "show_tab('rules')", N_("Rule set"), id="rules.rules"),
        Binding("k", "show_tab('keys')", N_("Keys"), id="rules.keys"),
    ]

    def __init__(
        self,
        rules: RuleSet,
        bindings: Sequence[tuple[str, str]] = (),
        *,
        tab: str = "play",
        custom: RuleSet | None = None,
    ) -> None:
        """Show ``rules`` (the shipped rule sets and the player's ``custom`` ones can be picked) and the keys in
        ``bindings``."""
        super().__init__()
        self._choices = rule_set_choices(rules, custom)
        self._keys = tuple(bindings)
        self._tab = tab
        self._chosen_index = 0

    def compose(self) -> ComposeResult:
        with TabbedContent(initial=self._tab):
            with TabPane(_("How to play"), id="play"), VerticalScroll(id="play-scroll"):
                yield BrokenMarkdown(_text("rules.md"), id="play-text")
            with TabPane(_("Rule set"), id="rules"):
                yield Select(
                    [(Text(shown_ruleset_name(rules.name)), index) for index, rules in enumerate(self._choices)],
                    value=self._chosen_index,
                    allow_blank=False,
                    id="rules-choice",
                    compact=True,
                )
                with VerticalScroll(id="rules-scroll"):
                    yield BrokenMarkdown(ruleset_markdown(self._choices[self._chosen_index]), id="rules-text")
            with TabPane(_("Keys"), id="keys"), VerticalScroll(id="keys-scroll"):
                yield BrokenMarkdown(keys_markdown(self._keys), id="keys-text")
        yield Footer()

    def on_mount(self) -> None:
        self._focus_text()

    @on(TabbedContent.TabActivated)
    def _focus_text(self) -> None:
        """Put the focus on the open tab's text, so arrows and Page Down scroll it at once.

        The tab strip takes no focus (``h``, ``r`` and ``k`` switch tabs), so ``Tab`` from the rule set's
        values reaches the list of rule sets at once, as the key list says; a strip composed again in
        another language is a new one, told again.
        """
        self.query_one(Tabs).can_focus = False
        active = self.query_one(TabbedContent).active
        self._tab = active
        self.query_one(f"#{active}-scroll", VerticalScroll).focus()

    @on(Select.Changed, "#rules-choice")
    def _rule_set_chosen(self, event: Select.Changed) -> None:
        """Show the rule set picked, and give the focus back to its values, so the arrows scroll them again."""
        if isinstance(event.value, int) and event.value != self._chosen_index:
            self._chosen_index = event.value
            self.query_one("#rules-text", Markdown).update(ruleset_markdown(self._choices[event.value]))
            self.query_one("#rules-scroll", VerticalScroll).focus()

    def action_show_tab(self, tab: str) -> None:
        """Switch to the How to play, the Rule set or the Keys tab."""
        self.query_one(TabbedContent).active = tab

    def action_close(self) -> None:
        """Back to where the player was."""
        self.dismiss(None)
