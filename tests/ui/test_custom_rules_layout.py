"""The Custom rules form at 80×24: every label whole, every number's range said, every value in one column."""

from __future__ import annotations

from annotated_types import Ge, Le
from app_support import open_custom_form, pilot_test
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Input, Label, Select, Switch

from sevenbridge.engine.rules import RuleSet
from sevenbridge.ui.app import make_app


def shown(widget: Widget) -> str:
    """The words ``widget`` draws, its lines joined by spaces."""
    width, height = widget.outer_size
    lines = (strip.text.strip() for strip in widget.render_lines(Region(0, 0, width, height)))
    return " ".join(line for line in lines if line)


@pilot_test
async def test_every_label_is_shown_whole_and_every_number_says_its_range() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        for name, info in RuleSet.model_fields.items():
            row = screen.query_one(f"#field-{name}").parent
            assert isinstance(row, Widget)
            label = row.query_one(".field-label", Label)
            text = str(label.content)
            assert (info.description or "").rstrip(".") in text, name
            assert shown(label) == text, name
            assert row.region.contains_region(label.region), f"{name}: the row cuts its label"
            if info.annotation is int:
                low = next(item.ge for item in info.metadata if isinstance(item, Ge))
                high = next(item.le for item in info.metadata if isinstance(item, Le))
                assert text.endswith(f"({low}–{high})"), name


@pilot_test
async def test_yes_and_no_start_in_the_column_of_the_other_values() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_custom_form(pilot)
        columns = set()
        for name in RuleSet.model_fields:
            control = screen.query_one(f"#field-{name}")
            if isinstance(control, Switch):
                word = screen.query_one(f"#state-{name}", Label)
                assert shown(word) in {"yes", "no"}
                columns.add(word.region.x)
            else:
                assert isinstance(control, Input | Select)
                columns.add(control.region.x)
        assert len(columns) == 1, columns


def test_the_joker_multiplier_says_what_it_does_in_a_players_words() -> None:
    description = RuleSet.model_fields["joker_multiplier"].description
    assert description == "Each joker left in hand multiplies the hand's penalty by this number."
