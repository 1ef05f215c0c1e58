"""The built wheel carries the rule sets: installed (not editable), every one loads."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import pathlib, sys, sevenbridge
from sevenbridge import RULESET_NAMES, load_ruleset
location = pathlib.Path(sevenbridge.__file__).resolve()
assert pathlib.Path(sys.prefix).resolve() in location.parents, location
print(*(load_ruleset(name).name for name in RULESET_NAMES), sep="|")
"""


@pytest.mark.slow
def test_the_installed_wheel_loads_every_rule_set(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path / "dist"), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next((tmp_path / "dist").glob("sevenbridge-*.whl"))
    env_dir = tmp_path / "env"
    venv.EnvBuilder(system_site_packages=True, with_pip=True).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([python, "-m", "pip", "install", "--no-deps", "--no-index", "-q", wheel], check=True)
    shown = subprocess.run([python, "-c", CHECK], check=True, capture_output=True, text=True, cwd=tmp_path).stdout
    assert shown.strip() == "Standard|With joker|Simple|Ace low|Japanese classic"
