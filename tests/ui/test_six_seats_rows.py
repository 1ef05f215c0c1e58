"""Six seats at 80×24: every opponent's row, the pick-lists and the tracker's legend read whole.

The opponents' rows may compress (a shorter level, runs shortened to their ends)
or take a second line, but no meld is cut, a joker always shows, a hand's size
is written one way, and lists line up their number keys.
"""

from __future__ import annotations

from app_support import pilot_test
from rich.text import Text
from six_seats_support import first_round, full_table
from table_host import TableHostApp
from textual.widgets import Button

from sevenbridge.engine.actions import Action, Draw
from sevenbridge.ui.dialogs import ChoiceDialog

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
