"""The key list (docs/keys.md, also shown in the app) names every key a footer shows."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.dom import DOMNode

from sevenbridge.ui.app import SevenBridgeApp
from sevenbridge.ui.dialogs import ChoiceDialog, ConfirmDialog, PonDialog
from sevenbridge.ui.screens.custom_rules import CustomRulesScreen
from sevenbridge.ui.screens.menu import MenuScreen
from sevenbridge.ui.screens.new_match import NewMatchScreen
from sevenbridge.ui.screens.replays import ReplaysScreen
from sevenbridge.ui.screens.rules_help import RulesScreen
from sevenbridge.ui.screens.statistics import StatisticsScreen
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.match_over import MatchOverScreen
from sevenbridge.ui.table.replay import ReplayScreen

DOC = Path(__file__).resolve().parents[2] / "docs" / "keys.md"

NAMES = {"escape": "Esc", "enter": "Enter", "question_mark": "?", "space": "Space", "left": "←", "right": "→"}
"""How the key list writes keys that are not a single letter."""


def written(key: str) -> str:
    """A binding's key as the key list writes it: `d` (as the footer shows it), `Ctrl+S`, `F1`, `Esc`."""
    if key in NAMES:
        return NAMES[key]
    if len(key) == 1:
        return key
    return "+".join(part.capitalize() if len(part) > 1 else part.upper() for part in key.split("+"))


def footer_keys(node: type[DOMNode]) -> list[str]:
    """The keys that ``node`` shows in the footer."""
    keys = []
    for binding in node.BINDINGS:
        if isinstance(binding, Binding) and binding.show and binding.description:
            keys += [written(key.strip()) for key in binding.key.split(",")]
    return keys


def test_the_key_list_in_the_app_is_the_documented_one() -> None:
    shipped = (resources.files("sevenbridge.ui") / "text" / "keys.md").read_text(encoding="utf-8")
    assert shipped == DOC.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "node",
    [
        SevenBridgeApp,
        MenuScreen,
        NewMatchScreen,
        CustomRulesScreen,
        RulesScreen,
        StatisticsScreen,
        ReplaysScreen,
        ReplayScreen,
        ConfirmDialog,
        TableScreen,
        PonDialog,
        ChoiceDialog,
        GameOverScreen,
        MatchOverScreen,
    ],
)
def test_every_key_a_footer_shows_is_in_the_key_list(node: type[DOMNode]) -> None:
    doc = DOC.read_text(encoding="utf-8")
    missing = [key for key in footer_keys(node) if f"`{key}`" not in doc]
    assert not missing, f"{node.__name__}: {missing} are not in docs/keys.md"
