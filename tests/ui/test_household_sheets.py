"""The game-over sheet under the household variants: a drawn game that pays, face cards by rank."""

from __future__ import annotations

from table_host import TableHostApp, rendered, run_table, stacked_session
from table_keys import wait_for_player
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.engine.actions import Discard, Draw
from sevenbridge.engine.cards import Card
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.ui.table.game_over import GameOverScreen

HANDS = ["2S 4S 6S 8S TS QS AH", "3H 5H 7D 9D JD KD 2C"]


def test_a_drawn_game_that_pays_says_so_and_shows_the_working() -> None:
    rules = load_ruleset("standard").model_copy(
        update={"stock_empty": "draw", "drawn_game_pays": True, "face_points": "rank"}
    )
    session = stacked_session(HANDS, "4C", (Draw(), Discard(Card("4C"))), rules=rules)
    app = TableHostApp(session)

    async def scenario(pilot: Pilot[None]) -> None:
        await wait_for_player(pilot)
        sheet = pilot.app.screen
        assert isinstance(sheet, GameOverScreen)
        title = rendered(sheet.query_one(".dialog-title", Static))
        assert "everyone pays for their hand" in title
        assert "nobody scores" not in title
        penalties = rendered(sheet.query_one("#penalties", Static))
        assert "drawn game" not in penalties
        assert str(2 + 4 + 6 + 8 + 10 + 12 + 10) in penalties
        assert f"{3 + 5 + 7 + 9 + 11 + 13 + 2} ×2 (7s) = {(3 + 5 + 7 + 9 + 11 + 13 + 2) * 2}" in penalties

    run_table(app, scenario)
