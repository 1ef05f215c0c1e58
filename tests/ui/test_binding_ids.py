"""Every key binding of the interface has an id, so a keymap can rebind any key by name.

Textual's keymap (``App.set_keymap``) finds a binding by its id alone; a
binding without one can never be moved to another key.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections import Counter

from textual.binding import Binding
from textual.dom import DOMNode

import sevenbridge.ui


def declared_bindings() -> list[tuple[str, Binding | tuple[str, ...]]]:
    """Each binding a class of the interface declares itself, named by its class."""
    found: list[tuple[str, Binding | tuple[str, ...]]] = []
    for module in pkgutil.walk_packages(sevenbridge.ui.__path__, "sevenbridge.ui."):
        if module.name == "sevenbridge.ui.serve":
            continue  # needs the optional web extra, and declares no widget
        loaded = importlib.import_module(module.name)
        for name, value in vars(loaded).items():
            if inspect.isclass(value) and issubclass(value, DOMNode) and value.__module__ == loaded.__name__:
                found.extend((f"{module.name}.{name}", binding) for binding in value.__dict__.get("BINDINGS", ()))
    return found


def test_every_binding_has_an_id() -> None:
    bindings = declared_bindings()
    assert len(bindings) > 30, "the interface's bindings were not found"
    without = [
        f"{owner}: {binding.key} -> {binding.action}" if isinstance(binding, Binding) else f"{owner}: {binding}"
        for owner, binding in bindings
        if not isinstance(binding, Binding) or not binding.id
    ]
    assert without == []


def test_no_two_bindings_share_an_id() -> None:
    ids = Counter(binding.id for _, binding in declared_bindings() if isinstance(binding, Binding) and binding.id)
    assert sorted(binding_id for binding_id, count in ids.items() if count > 1) == []
