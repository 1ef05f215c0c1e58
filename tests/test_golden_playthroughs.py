"""Seeded games replay exactly as written in tests/golden/: any change of the engine's behaviour is a diff.

To accept a deliberate change, run ``python tests/playthroughs.py`` and review the diff.
"""

from __future__ import annotations

import pytest

from playthroughs import GOLDEN, RULE_SETS, golden_path, golden_text


@pytest.mark.parametrize("name", RULE_SETS)
def test_seeded_games_play_as_written(name: str) -> None:
    written = golden_path(name).read_text(encoding="utf-8")
    assert golden_text(name) == written, f"the engine plays differently: see docs/performance.md to rewrite {name}.txt"


def test_every_golden_file_belongs_to_a_rule_set() -> None:
    assert sorted(path.stem for path in GOLDEN.glob("*.txt")) == sorted(RULE_SETS)
