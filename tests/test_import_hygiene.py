"""The engine stands alone: importing it loads no interface, CPU or saving code."""

from __future__ import annotations

import subprocess
import sys


def test_the_engine_imports_without_textual_cpu_or_persistence() -> None:
    code = (
        "import sys, sevenbridge\n"
        "sevenbridge.new_game(sevenbridge.load_ruleset('standard'), 4, seed=1)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'platformdirs')"
        " or m.startswith(('sevenbridge.ui', 'sevenbridge.cpu', 'sevenbridge.persistence', 'sevenbridge.session')))\n"
        "print(','.join(bad))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == ""


def test_the_command_line_loads_neither_pydantic_nor_the_engine_until_needed() -> None:
    code = (
        "import sys, sevenbridge.cli\n"
        "sevenbridge.cli._parser()\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('pydantic', 'textual', 'sevenbridge.')))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "sevenbridge.choices,sevenbridge.cli"
