"""Questions the table asks the player: pon or pass, and which of several choices.

Each is a modal screen that dismisses with a typed answer; it only offers what
the table screen found among the engine's legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

__all__ = ["ChoiceDialog", "PonPrompt"]

T = TypeVar("T")


class PonPrompt(ModalScreen[bool]):
    """Pon the discard on offer (``True``) or pass (``False``); waits as long as it takes."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "answer(True)", "Pon"),
        Binding("n", "answer(False)", "Pass"),
    ]

    def __init__(self, question: Text) -> None:
        super().__init__(classes="prompt")
        self.question = question

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        with Vertical(classes="dialog"):
            yield Static(Text("Pon?", style="bold yellow"), classes="dialog-title")
            yield Static(self.question)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Pon (p)", id="pon", variant="primary")
                yield Button("Pass (n)", id="pass")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "pon")

    def action_answer(self, pon: bool) -> None:
        """Answer by key."""
        self.dismiss(pon)


class ChoiceDialog(ModalScreen[T | None], Generic[T]):
    """Pick one of a few numbered options by number key, arrows + enter or click; Esc cancels."""

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        *(Binding(str(number), f"pick({number - 1})", show=False) for number in range(1, 10)),
    ]

    def __init__(self, title: str, options: Sequence[tuple[Text, T]]) -> None:
        super().__init__(classes="prompt")
        self.title_text = title
        self.labels = [label for label, _ in options]
        self.values = [value for _, value in options]

    def compose(self) -> ComposeResult:
        """The title and one button per option."""
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            for number, label in enumerate(self.labels, start=1):
                yield Button(Text(f"{number}  ").append_text(label), id=f"option-{number - 1}", classes="option")
            yield Static(Text("number key or click to choose · Esc to cancel", style="dim"))

    @on(Button.Pressed, ".option")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.action_pick(int(event.button.id.removeprefix("option-")))

    def action_pick(self, index: int) -> None:
        """Choose option ``index`` (0-based), if there is one."""
        if 0 <= index < len(self.values):
            self.dismiss(self.values[index])

    def action_cancel(self) -> None:
        """Choose nothing."""
        self.dismiss(None)
