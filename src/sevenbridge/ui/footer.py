"""Textual's footer, without the memory it keeps of every key it has ever shown.

The footer is rebuilt whenever the keys on offer change, which at the table is
every turn. Each rebuild binds the new key widgets to the footer's ``compact``
setting, and Textual forgets those bindings only when ``compact`` changes,
which it never does: every key widget ever shown stays alive, about 5 MB a
game. This footer drops the bindings of the key widgets a rebuild removed, and
empties their line caches (see ``drawn_lines``), which Textual keeps after the
widgets are gone.

Each key's description, and the label a group of keys shares (a binding's
``group``), is translated as the key is made (see ``translation``), so a
screen writes its bindings' descriptions with ``N_`` and the footer speaks
whatever language is current when it is composed. A key whose usual word is
long in some language may have a shorter one for the footer alone, in the
context ``footer`` (in Japanese ``?`` is キー there, キー操作 on the tab and in the
palette), so that undo still fits beside the moves at 80 columns.

It also keeps the most important keys in view on a narrow terminal: when the
keys do not fit beside the command palette's key, it leaves out the ones the
screen names in ``SPARE_KEYS`` (actions, the first left out first), which the
screen's key list still gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from ..translation import N_, _, pgettext
from .drawn_lines import forget_drawn_lines

__all__ = ["Footer"]

SPARE_KEYS = "SPARE_KEYS"
"""The screen attribute naming the actions whose keys may be left out of a footer that is too short."""
TEXTUAL_KEYS: Final = (N_("Dismiss menu"),)
"""What the keys Textual's own widgets put in a footer do (Esc on an open drop-down list), for the catalog to
translate: the footer translates them like ours."""
_WATCHERS = "__watchers"
"""Where Textual keeps the callbacks bound to a widget's reactive attributes (textual 8)."""


def _footer_word(description: str) -> str:
    """What the footer calls a key: its footer word where the current language has a shorter one than the
    ``description`` says everywhere else, otherwise the description translated."""
    shorter = {"Keys": pgettext("footer", "Keys")}
    return shorter.get(description) or _(description)


class Footer(TextualFooter):
    """The key bar at the bottom of a screen, in bounded memory."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _footer_word(widget.description)
            elif isinstance(widget, FooterLabel):
                widget.update(_(str(widget.content)))
            yield widget

    async def recompose(self) -> None:
        shown = list(self.walk_children(Widget))
        await super().recompose()
        forget_drawn_lines(widget for widget in shown if not widget.is_attached)
        watchers: dict[str, list[tuple[object, object]]] = getattr(self, _WATCHERS, {})
        for bound in watchers.values():
            bound[:] = [(node, setter) for node, setter in bound if getattr(node, "is_attached", True)]
        self.call_after_refresh(self._leave_out_spare_keys)

    def on_mount(self) -> None:
        """Also check the fit after every layout of the screen: keys changed while another screen was on
        top are laid out only when this one shows again."""
        super().on_mount()
        self.screen.screen_layout_refresh_signal.subscribe(self, self._laid_out)

    def on_unmount(self) -> None:
        self.screen.screen_layout_refresh_signal.unsubscribe(self)
        super().on_unmount()

    def _laid_out(self, _screen: Screen[object]) -> None:
        self._leave_out_spare_keys()

    def on_resize(self) -> None:
        """Offer every key again at the new width, then leave out what does not fit."""
        for key in self.query(FooterKey):
            key.display = True
        self.call_after_refresh(self._leave_out_spare_keys)

    def _leave_out_spare_keys(self) -> None:
        """Hide the screen's spare keys, in its order, until the others fit left of the palette's key.

        Nothing to do once the footer's screen has closed, as it may have between the rebuild and this call.
        """
        if not self.is_attached:
            return
        keys = list(self.query(FooterKey))
        palette = [key for key in keys if key.has_class("-command-palette")]
        room = (palette[0].region.x if palette else self.region.right) - self.region.x
        shown = [key for key in keys if key.display and key not in palette]
        excess = sum(key.outer_size.width for key in shown) - room
        spare: Sequence[str] = getattr(self.screen, SPARE_KEYS, ())
        for action in spare:
            for key in shown:
                if excess > 0 and key.action == action:
                    key.display = False
                    excess -= key.outer_size.width
