"""A footer taken off the screen before it has fitted its keys leaves them be instead of stopping the app."""

from __future__ import annotations

from typing import ClassVar

from app_support import pilot_test
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Static

from sevenbridge.ui.footer import Footer


class Sheet(ModalScreen[None]):
    """A sheet with keys in its footer, closed as soon as it is shown, as a quick player closes a game's sheet."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "dismiss", "Continue")]

    def compose(self) -> ComposeResult:
        yield Static("The game is over.")
        yield Footer()


class SheetApp(App[None]):
    """The table under the sheets."""

    def compose(self) -> ComposeResult:
        yield Static("The table.")


@pilot_test
async def test_a_sheet_closed_while_its_footer_is_rebuilt_closes_cleanly() -> None:
    app = SheetApp()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            sheet = Sheet()
            await app.push_screen(sheet)
            sheet.refresh_bindings()
            await pilot.press("enter")
            await pilot.pause()
        assert not isinstance(app.screen, Sheet), "every sheet closed, and the app did not stop on an error"
