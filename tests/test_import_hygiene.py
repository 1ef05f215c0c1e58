"""Imports point one way: engine ← cpu ← play ← persistence ← ui.

Each test imports every module of one package in a fresh interpreter and
lists what came with it. A package may load the packages below it, never one
above it, and nothing below the interface loads Textual, Rich or platformdirs.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

LAYERS = ("engine", "cpu", "play", "persistence", "ui")
"""The sub-packages from the bottom up."""

OUTSIDE = {
    "engine": ("textual", "rich", "platformdirs"),
    "cpu": ("textual", "rich", "platformdirs"),
    "play": ("textual", "rich", "platformdirs"),
    "persistence": ("textual", "rich"),
}
"""Third-party packages a layer must not load: the screen's libraries stay in
the interface, the platform's folders in persistence."""

LEAVES = (
    "sevenbridge.cells",
    "sevenbridge.choices",
    "sevenbridge.quoting",
    "sevenbridge.safe_read",
    "sevenbridge.translation",
)
"""Top-level modules that import nothing of the game, so every layer, the engine included, may use them."""

LOADED = """\
import importlib, pkgutil, sys
package = importlib.import_module("sevenbridge.{layer}")
for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    importlib.import_module(module.name)
print(" ".join(sorted(sys.modules)))
"""


def loaded_by(layer: str) -> set[str]:
    """The modules a fresh interpreter holds after importing all of ``sevenbridge.<layer>``."""
    code = LOADED.format(layer=layer)
    return set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split())


@pytest.mark.parametrize("layer", LAYERS[:-1])
def test_a_layer_loads_nothing_above_it(layer: str) -> None:
    above = {f"sevenbridge.{name}" for name in LAYERS[LAYERS.index(layer) + 1 :]}
    loaded = loaded_by(layer)
    ours_above = sorted(m for m in loaded if m.split(".")[0] == "sevenbridge" and ".".join(m.split(".")[:2]) in above)
    foreign = sorted(m for m in loaded if m.split(".")[0] in OUTSIDE[layer])
    assert ours_above == [], f"sevenbridge.{layer} loads {ours_above}"
    assert foreign == [], f"sevenbridge.{layer} loads {foreign[:5]}"


def test_the_public_api_is_the_engine_alone() -> None:
    code = (
        "import sys, sevenbridge\n"
        "sevenbridge.new_game(sevenbridge.load_ruleset('standard'), 4, seed=1)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('sevenbridge.'))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert loaded, "the engine loaded nothing"
    assert [m for m in loaded if not m.startswith(("sevenbridge.engine", *LEAVES))] == []


def test_the_command_line_loads_neither_pydantic_nor_the_engine_until_needed() -> None:
    code = (
        "import sys, sevenbridge.cli\n"
        "sevenbridge.cli._parser()\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('pydantic', 'textual', 'sevenbridge.')))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "sevenbridge.cells,sevenbridge.choices,sevenbridge.cli,sevenbridge.translation"


def test_settings_load_no_cpu_player() -> None:
    """Settings name CPU levels, but reading them must not load the three policies that play them."""
    code = (
        "import sys\n"
        "from sevenbridge.persistence.settings import load_settings\n"
        "load_settings()\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('sevenbridge.'))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert "sevenbridge.persistence.settings" in loaded
    assert [m for m in loaded if m.startswith(("sevenbridge.cpu", "sevenbridge.play"))] == []
