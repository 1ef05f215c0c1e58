"""Small questions asked over any screen: yes or no, and one of a few choices.

Each is a modal screen that dismisses with a typed answer. The table asks
"pon or pass?" and the menu asks "replace the saved match?" with the same
dialog; only the keys and the words differ.

Each has a footer of its own, which covers the footer of the screen below:
while a question is open, that screen's keys (and the app's F1) do nothing,
so the footer offers the question's keys alone. Each is answered only in view
(see ``asked_in_view``): over a table hidden by a terminal too small for it,
the question is hidden too and takes no answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Final, Generic, TypeVar

from rich.style import Style
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.theme import Theme
from textual.widgets import Button, Static

from ..translation import N_, _
from .asked_in_view import AskedInView
from .contrast import READS, Legible, legible, theme_colour
from .drawn_lines import ForgetsDrawnLines
from .footer import Footer
from .line_breaks import BrokenText
from .size_notice import SMALLEST

__all__ = ["ChoiceDialog", "ConfirmDialog", "PonAdvice", "PonDialog", "YesNoDialog"]

T = TypeVar("T")

TITLE: Final = Legible("warning", ("surface",), READS)
"""A yes-or-no question's title: the theme's warning colour made to read on the question's ground, where a
fixed yellow "Pon?" read at 1.0:1 to 1.3:1 on light themes."""


class YesNoDialog(ModalScreen[bool], AskedInView[bool], ForgetsDrawnLines[bool]):
    """Ask a question with two buttons; dismisses with ``True`` for the first (yes) and ``False`` for the second.

    Subclasses name the keys in ``BINDINGS`` (bound to ``answer(True)`` and
    ``answer(False)``) and in the button labels given to the constructor.
    """

    CSS_PATH = "dialogs.tcss"

    def __init__(
        self, question: str | Text, *, title: str, yes: str, no: str, focus_no: bool = False, compact: bool = False
    ) -> None:
        """``yes`` and ``no`` label the buttons; ``focus_no`` puts the focus on the safe answer; ``compact``
        draws the buttons one line high, for a question that must leave the screen below in view.

        Every text is shown as written, never read as markup: a question quotes
        names and rule sets that come from people and files.
        """
        super().__init__(classes="prompt")
        self.question = question
        self.title_text = title
        self.yes_label = yes
        self.no_label = no
        self.focus_no = focus_no
        self.compact = compact

    def compose(self) -> ComposeResult:
        """The title, the question and two buttons, then the footer with the question's keys."""
        with Vertical(classes="dialog"):
            yield Static(self._title(), classes="dialog-title")
            with VerticalScroll(id="question-scroll", can_focus=False):
                yield Static(
                    BrokenText(Text(self.question) if isinstance(self.question, str) else self.question),
                    id="question",
                )
            with Horizontal(classes="dialog-buttons"):
                yield Button(Text(self.yes_label), id="yes", variant="primary", compact=self.compact)
                yield Button(Text(self.no_label), id="no", compact=self.compact)
        yield Footer()

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        if self.focus_no:
            self.query_one("#no", Button).focus()

    def _title(self) -> Text:
        """The title in bold, in the theme's warning colour made to read on the question (see ``TITLE``)."""
        colour = theme_colour(legible(self.app.theme_variables, TITLE))
        return Text(self.title_text, style=Style(bold=True, color=colour.rich_color))

    def _theme_changed(self, _theme: Theme) -> None:
        """Draw the title again in the new theme's colour for it."""
        self.query_one(".dialog-title", Static).update(self._title())

    def recolour(self, paint: Painter) -> None:
        """Draw the question's cards again in new colours (see ``Painter``)."""
        if isinstance(self.question, Text):
            self.query_one("#question", Static).update(BrokenText(paint(self.question)))

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """Answer by key."""
        self.dismiss(yes)


class ConfirmDialog(YesNoDialog):
    """Confirm a step that cannot be taken back: ``y`` for yes, ``n`` or Esc for no, the focus on no.

    The question stands alone on the screen: nothing of the screen below (a
    button cut by the box's edge) shows while it is asked. It needs the room
    for both its answers side by side (see ``room_of_its_own``).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes"), id="confirm.yes"),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm.no"),
    ]

    def __init__(self, question: str | Text, yes: str, no: str) -> None:
        super().__init__(question, title=_("Are you sure?"), yes=f"{yes} (y)", no=f"{no} (n)", focus_no=True)

    def room_of_its_own(self) -> tuple[int, int]:
        """Room for both answers side by side in the box, as its style draws them: a terminal narrower shows
        the size notice in place of a question whose second answer would be cut at the box's edge."""
        viewport = self.app.size
        answers = sum(
            button.get_content_width(viewport, viewport) + button.styles.gutter.width + button.styles.margin.width
            for button in self.query(Button)
        )
        return max(SMALLEST[0], answers + self.query_one(".dialog").styles.gutter.width), SMALLEST[1]


Painter = Callable[[Text], Text]
"""Draws text again in new colours: the table's card face's ``recolour``, when the theme or the faces change
while one of its questions is open."""

PonAdvice = Callable[[], tuple[bool, Text]]
"""Works out a hint for the pon question: whether to pon, and the hint to show (why, and how to take it), in the
table's card face."""


class PonDialog(YesNoDialog):
    """Pon the discard on offer (``True``) or pass (``False``); waits as long as it takes.

    ``n`` or Esc passes. ``u`` answers neither: the dialog closes with ``None`` and the table takes
    back the player's last move, which a pon question would otherwise hide.

    Given ``advice``, the ``h`` key works it out (off the screen's thread), says
    it under the question and puts the focus on the advised answer; ``h`` again
    (or Enter on that button) gives that answer. The question stands beside the
    table, over its score and log, in one-line buttons: the opponents' melds,
    the piles and the hand below (where a hint selects the pair) stay in view.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "answer(True)", N_("Pon"), id="pon.pon"),
        Binding("n,escape", "answer(False)", N_("Pass"), id="pon.pass"),
        Binding("u", "take_back", N_("Undo"), id="pon.undo"),
        Binding("h", "hint", N_("Hint"), id="pon.hint"),
    ]

    def __init__(self, question: Text, advice: PonAdvice | None = None) -> None:
        super().__init__(question, title=_("Pon?"), yes=_("Pon (p)"), no=_("Pass (n)"), compact=True)
        self.add_class("-beside-table")
        self.advice = advice
        self.advised: bool | None = None
        """The advised answer, once the hint is on show."""
        self.hint_text: Text | None = None
        """The hint on show, to draw again in new colours."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The hint key works only when the table gave a way to work it out (and, as every key, in view)."""
        if action == "hint" and self.advice is None:
            return False
        return super().check_action(action, parameters)

    def action_hint(self) -> None:
        """Show the hint; on a second press, answer as it says."""
        if self.advised is not None:
            self.dismiss(self.advised)
        elif self.advice is not None:
            self._work_out(self.advice)

    @work(thread=True, exclusive=True, group="hint")
    def _work_out(self, advice: PonAdvice) -> None:
        pon, hint = advice()
        self.app.call_from_thread(self._say, pon, hint)

    def _say(self, pon: bool, hint: Text) -> None:
        if not self.is_attached:
            return
        self.advised = pon
        self.hint_text = hint
        scroll = self.query_one("#question-scroll", VerticalScroll)
        scroll.mount(Static(BrokenText(hint), id="pon-hint"))
        scroll.call_after_refresh(scroll.scroll_end, animate=False)
        self.query_one("#yes" if pon else "#no", Button).focus()

    def recolour(self, paint: Painter) -> None:
        """Draw the question's cards and the hint on show again in new colours (see ``Painter``)."""
        super().recolour(paint)
        if self.hint_text is not None:
            self.query_one("#pon-hint", Static).update(BrokenText(paint(self.hint_text)))

    def action_take_back(self) -> None:
        """Leave the question unanswered, for the table to take back the last move."""
        self.dismiss(None)


class ChoiceDialog(ModalScreen[T | None], AskedInView[T | None], ForgetsDrawnLines[T | None], Generic[T]):
    """Pick one of a few numbered options by number key, arrows + enter or click; Esc cancels.

    Given ``take_back``, ``u`` closes the list unanswered and then calls it: the
    table's undo, which a list on show would otherwise keep from the player.
    A list of short options (chi's runs, a run's two ends) stands ``beside`` the
    table, as the pon question does, leaving the melds, the piles and the hand
    in view; one whose options name whole melds needs the middle's width.
    """

    CSS_PATH = "dialogs.tcss"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="choice.cancel"),
        *(
            Binding(str(number), f"pick({number - 1})", f"Option {number}", show=False, id=f"choice.option-{number}")
            for number in range(1, 10)
        ),
        Binding("u", "take_back", N_("Undo"), id="choice.undo"),
    ]

    def __init__(
        self,
        title: str,
        options: Sequence[tuple[Text, T]],
        *,
        take_back: Callable[[], None] | None = None,
        beside: bool = False,
    ) -> None:
        super().__init__(classes="prompt -beside-table" if beside else "prompt")
        self.title_text = title
        self.labels = [label for label, _value in options]
        self.values = [value for _label, value in options]
        self.take_back = take_back

    def compose(self) -> ComposeResult:
        """The title and one button per option, then the footer with the list's keys."""
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            for number, label in enumerate(self.labels, start=1):
                yield Button(
                    self._numbered(number - 1, label), id=f"option-{number - 1}", classes="option", compact=True
                )
            keys = _("number key or click to choose · Esc to cancel")
            if self.take_back:
                keys += "\n" + _("u to take back your last move")
            yield Static(BrokenText(Text(keys, style="dim")))
        yield Footer()

    def recolour(self, paint: Painter) -> None:
        """Draw the options' cards again in new colours (see ``Painter``).

        A button takes a label with the same words as the same label (Textual
        compares labels by their words), so the new colours are set directly.
        """
        for number, label in enumerate(self.labels):
            button = self.query_one(f"#option-{number}", Button)
            button.set_reactive(Button.label, Content.from_text(self._numbered(number, paint(label))))
            button.refresh()

    @staticmethod
    def _numbered(index: int, label: Text) -> Text:
        """An option's label after the number that picks it."""
        return Text(f"{index + 1}  ").append_text(label)

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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The undo key works only when the screen below gave a way to take back (and, as every key, in view)."""
        if action == "take_back" and self.take_back is None:
            return False
        return super().check_action(action, parameters)

    def action_take_back(self) -> None:
        """Choose nothing, then take back the last move once the list is closed."""
        take_back = self.take_back
        if take_back is not None:
            self.dismiss(None)
            self.app.call_later(take_back)
