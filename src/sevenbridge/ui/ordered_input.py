"""A text field that does the keys typed into it in the order they came, editing keys too.

Textual's ``Input`` inserts a character as soon as its key reaches the field,
but does an editing key (Backspace, Delete, the arrows, Home, End) only after
the key has gone up through every container to the app, which then looks up
the field's binding. Keys that arrive together (a script, keys sent by tmux, a
fast typist on a busy machine) are all handed to the field first, so a
character typed after Backspace is inserted before the Backspace is done, and
the Backspace then deletes it: "Backspace 3" over a selected "5" left the field
empty. This field does its own bindings as each key reaches it, in the queue
the characters go through, so the keys keep their order; keys it has no
binding for go up to the screen and the app as before.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input

__all__ = ["OrderedInput"]


class OrderedInput(Input):
    """An ``Input`` whose editing keys cannot be overtaken by the characters typed after them."""

    async def _on_key(self, event: events.Key) -> None:
        await super()._on_key(event)
        if not event.is_printable and await self._run_own_binding(event.key):
            event.stop()

    async def _run_own_binding(self, key: str) -> bool:
        """Do the action this field binds ``key`` to, as the app would once the key reached it; whether one ran.

        A key whose binding belongs to a container, the screen or the app (Tab,
        Escape, Ctrl+S) is left to them, as is one the app binds with priority.
        """
        active = self.screen.active_bindings.get(key)
        if active is None or active.node is not self or not active.enabled or active.binding.priority:
            return False
        return await self.app.run_action(active.binding.action, self)
