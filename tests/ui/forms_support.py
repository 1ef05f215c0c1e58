"""Helpers for tests of the forms: a Custom rule set with every rule changed, a match in Japanese under it and its
Custom form, and the texts a screen cuts."""

from __future__ import annotations

from typing import Any

from app_support import open_new_match_form
from textual.geometry import Region
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Label, Static

from sevenbridge.choices import CUSTOM
from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen


def every_rule_changed() -> RuleSet:
    """A Custom rule set whose summary is as long as a summary gets: every rule away from Standard."""
    return load_ruleset("standard").with_changes(
        name="Custom",
        jokers=2,
        ace_high=False,
        ace_points=15,
        seven_points=20,
        going_out_at_once="winner-minus-50",
        claims_open="immediately",
        chi_min_cards=3,
        face_points="rank",
        drawn_game_pays=True,
        next_dealer="winner",
        first_discard_face_up=True,
        joker_points=35,
        joker_multiplier=3,
        final_discard_required=False,
        max_reshuffles=5,
    )


def japanese_custom_match() -> None:
    """Settings for a match in Japanese against five CPUs under a Custom rule set with every rule changed."""
    save_settings(Settings(language="ja", opponents=5, ruleset=CUSTOM, custom_rules=every_rule_changed()))


async def open_custom_form(pilot: Pilot[None]) -> CustomRulesScreen:
    """From New match (its rule set Custom) to the Custom form, by the button beside the rule set."""
    await open_new_match_form(pilot)
    pilot.app.screen.query_one("#edit-custom", Button).focus()
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CustomRulesScreen)
    return screen


def drawn_text(widget: Widget) -> str:
    """What ``widget`` draws, all its lines run together without spaces (wrapping left out)."""
    width, height = widget.outer_size
    return "".join(strip.text for strip in widget.render_lines(Region(0, 0, width, height))).replace(" ", "")


def _written(widget: Widget) -> str | None:
    """The text ``widget`` holds, without spaces and line breaks; ``None`` for a widget that holds none of its own."""
    if isinstance(widget, Button):
        text = str(widget.label)
    elif isinstance(widget, Label | Static):
        text = str(widget.content)
    else:
        return None
    return "".join(text.split())


def cut_texts(screen: Screen[Any]) -> list[str]:
    """The texts on ``screen`` that are not drawn whole, or run past its sides: empty when nothing is cut.

    Each label, static text and button on show must draw every character it
    holds (wrapped or not) and lie within the screen's width; those in a
    scrolled-away part are checked as they would draw.
    """
    cut = []
    for widget in screen.query("*"):
        written = _written(widget)
        shown = all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))
        if not written or not shown:
            continue
        left, right = widget.region.x, widget.region.right
        if written not in drawn_text(widget) or left < 0 or right > screen.region.right:
            cut.append(written)
    return cut
