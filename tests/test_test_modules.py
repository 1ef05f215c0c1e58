"""Test modules share helpers through support modules, never by importing one another.

Importing a test module runs its collection-time code again and ties two test
files together; a helper two modules need lives in a support module (a file not
named ``test_*``, such as ``support.py`` or ``ui/app_support.py``) instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).parent


def imported_modules(path: Path) -> set[str]:
    """The top-level names of the modules ``path`` imports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_test_module_imports_another() -> None:
    modules = sorted(TESTS.rglob("*.py"))
    assert len(modules) > 20
    found = {
        f"{path.relative_to(TESTS)} imports {name}"
        for path in modules
        for name in imported_modules(path)
        if name.startswith("test_")
    }
    assert found == set()
