"""The teaching aids at 80×24: the pon hint beside the hand, levels on crowded rows, undo from a choice list."""

from __future__ import annotations

from advice_support import hint_shown
from app_support import pilot_test
from six_seats_support import first_round, full_table
from table_host import TableHostApp, pon_session, run_table
from textual.containers import Vertical
from textual.pilot import Pilot

from sevenbridge.ui.dialogs import PonDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.hand import HandView
from sevenbridge.ui.table.seat_row import SeatRow


def test_the_pon_prompt_grown_by_a_hint_leaves_the_hand_in_view() -> None:
    """The hint selects the pair to pon with; the player must see it, so the prompt stays above the hand."""
    app = TableHostApp(pon_session())

    async def scenario(pilot: Pilot[None]) -> None:
        prompt = pilot.app.screen
        assert isinstance(prompt, PonDialog)
        await hint_shown(pilot)
        assert prompt.query("#pon-hint"), "the hint is on show"
        dialog = prompt.query_one(".dialog", Vertical).region
        hand = pilot.app.screen_stack[-2].query_one(HandView)
        assert hand.selected_cards, "the hint selected the pair"
        assert dialog.bottom <= hand.region.y, f"the prompt {dialog} covers the hand {hand.region}"

    run_table(app, scenario)


@pilot_test
async def test_every_cpu_row_keeps_its_level_when_long_melds_crowd_six_seats() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        rows = [row for row in table.query(SeatRow) if row.id != "my-melds"]
        assert len(rows) == 5
        for row in rows:
            text = "".join(str(line.text) for line in row.render_lines(row.region.reset_offset))
            name = table.names[row.seat]
            assert f"{name} · Normal" in text or f"{name}·N " in text, f"{row.id} shows no level: {text.strip()!r}"
            assert "…" not in text, f"{row.id} is cut: {text.strip()!r}"
