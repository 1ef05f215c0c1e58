"""The table's footer is rebuilt every turn; the key widgets it drops must not stay in memory."""

from __future__ import annotations

import gc

from app_support import pilot_test, played_session
from textual.widgets._footer import FooterKey

from sevenbridge.persistence.saves import save_match
from sevenbridge.ui.app import make_app
from sevenbridge.ui.table import TableScreen


def _dropped_keys() -> int:
    gc.collect()
    return sum(isinstance(thing, FooterKey) and not thing.is_attached for thing in gc.get_objects())


@pilot_test
async def test_rebuilding_the_footer_keeps_no_dropped_keys() -> None:
    session = played_session()
    save_match(session)
    app = make_app("continue")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        for _ in range(20):
            app.screen.refresh_bindings()
            await pilot.pause()
        assert _dropped_keys() < 20
