"""docs/architecture.md draws the source tree as it is: every top-level module and folder, and every engine module.

A newcomer reads the layout there first; a module added or moved without the
drawing would send them looking in the wrong place.
"""

from __future__ import annotations

import re
from pathlib import Path

import sevenbridge

SOURCE = Path(sevenbridge.__file__).parent
ARCHITECTURE = Path(__file__).parents[1] / "docs" / "architecture.md"


def drawing() -> str:
    """The first fenced block of the page: the tree of ``src/sevenbridge/``."""
    blocks = re.findall(r"^```\n(.*?)^```", ARCHITECTURE.read_text(encoding="utf-8"), flags=re.M | re.S)
    assert blocks, "architecture.md has no drawing"
    assert blocks[0].startswith("src/sevenbridge/\n")
    return str(blocks[0])


def drawn_names() -> set[str]:
    """The names on the drawing's branches; a branch may name several (``cli.py, __main__.py``)."""
    names: set[str] = set()
    for line in drawing().splitlines()[1:]:
        branch = re.match(r"^[├└]── (.+?)(?:\s{2,}|$)", line)
        assert branch, f"not a branch of the drawing: {line!r}"
        names.update(name.strip() for name in branch[1].split(","))
    return names


def test_the_drawing_names_every_top_level_module_and_folder() -> None:
    present = {
        f"{path.name}/" if path.is_dir() else path.name
        for path in SOURCE.iterdir()
        if path.name != "__pycache__" and (path.is_dir() or path.suffix == ".py")
    }
    assert present - {"__init__.py"} == drawn_names()


def test_the_engine_table_names_every_engine_module() -> None:
    listed = set(re.findall(r"^\| `(\w+\.py)` \|", ARCHITECTURE.read_text(encoding="utf-8"), flags=re.M))
    modules = {path.name for path in (SOURCE / "engine").glob("*.py")} - {"__init__.py"}
    assert modules
    assert listed == modules
