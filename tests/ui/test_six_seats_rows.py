"""Six seats at 80×24: every opponent's row, the pick-lists and the tracker's legend read whole.

The opponents' rows may compress (a shorter level, runs shortened to their ends)
or take a second line, but no meld is cut, a joker always shows, a hand's size
is written one way, and lists line up their number keys.
"""

from __future__ import annotations

from app_support import pilot_test
from faces_support import FACE
from rich.cells import cell_len
from rich.text import Text
from six_seats_support import first_round, full_table
from table_host import TableHostApp
from textual.widgets import Button

from sevenbridge.engine.actions import Action, Draw
from sevenbridge.play.setup import OPPONENT_NAMES, shown_name
from sevenbridge.ui.dialogs import ChoiceDialog
from sevenbridge.ui.table.tracker import TrackerPanel, tracker_text

SIZE = (80, 24)


@pilot_test
async def test_a_pick_list_puts_every_number_key_in_one_column() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = ["Southeast: [7♦ 7♣]", "You: [7♥]", "North: [9♣ 10♣ J♣ Q♣ K♣]"]
        options: list[tuple[Text, Action]] = [(Text(label), Draw()) for label in labels]
        app.push_screen(ChoiceDialog[Action]("Lay off on which meld?", options))
        await pilot.pause()
        columns = set()
        for number, button in enumerate(app.screen.query(".option").results(Button), start=1):
            line = next(str(line.text) for line in button.render_lines(button.region.reset_offset) if line.text.strip())
            assert f"{number}  {labels[number - 1]}" in line, line
            columns.add(button.region.x + line.index(f"{number}  "))
        assert len(columns) == 1, columns


@pilot_test
async def test_the_tracker_legend_breaks_only_between_seat_tags() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        tracker = app.screen.query_one(TrackerPanel)
        assert tracker.display
        lines = [str(line.text) for line in tracker.render_lines(tracker.region.reset_offset)]
        start = next(index for index, line in enumerate(lines) if "Y you" in line)
        sizes = [len(hand) for hand in full_table(first_round()).game.hands]
        for step, name in enumerate(OPPONENT_NAMES[5], start=1):
            tag = f"{step} {name} ({sizes[step]})"
            assert any(tag in line for line in lines[start:]), (tag, lines[start:])


def test_the_tracker_tags_fit_the_width_they_are_given() -> None:
    session = full_table(first_round())
    names = [shown_name(seat.name) for seat in session.seats]
    for width in (30, 50, 77):
        text = tracker_text(session.game.view(0), names, FACE, width)
        lines = text.plain.splitlines()
        start = next(index for index, line in enumerate(lines) if line.startswith("Y you"))
        tags = [line for line in lines[start:] if not line.startswith(("h your hand", "A card's face"))]
        assert all(cell_len(line) <= width for line in tags), tags
        for step, name in enumerate(names[1:], start=1):
            tag = f"{step} {name} ({len(session.game.hands[step])})"
            assert any(tag in line for line in tags), (tag, tags)
