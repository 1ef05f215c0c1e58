"""The built wheel installs on its own: its dependencies come from its metadata, and it carries
the rule sets, the licence, the styles, the help texts and the message catalog.

The wheel goes into a fresh virtual environment that sees nothing of the test
environment or the base interpreter's packages, and pip installs what the
wheel declares, from the package index as a user's pip would.
"""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from sevenbridge import __version__

ROOT = Path(__file__).resolve().parents[1]
DATA_FILES = {
    path.relative_to(ROOT / "src").as_posix()
    for path in (ROOT / "src" / "sevenbridge").rglob("*")
    if path.suffix in {".tcss", ".md", ".mo"}
}
"""What the game reads besides its code: each screen's styles, the help texts, the compiled Japanese catalog."""

CHECK = """
import pathlib, sys, sevenbridge
from sevenbridge import RULESET_NAMES, load_ruleset
location = pathlib.Path(sevenbridge.__file__).resolve()
assert pathlib.Path(sys.prefix).resolve() in location.parents, location
from importlib import resources
shipped = resources.files("sevenbridge.ui") / "text"
assert (shipped / "rules.ja.md").read_text(encoding="utf-8").startswith("# セブンブリッジの遊び方")
assert (shipped / "keys.ja.md").read_text(encoding="utf-8").startswith("# キー操作")
print(*(load_ruleset(name).name for name in RULESET_NAMES), sep="|")
"""


@pytest.mark.slow
def test_the_wheel_installs_with_its_dependencies_and_loads_every_rule_set(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path / "dist"), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next((tmp_path / "dist").glob("sevenbridge-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        assert any(name.endswith(".dist-info/licenses/LICENSE") for name in archive.namelist())
        assert DATA_FILES
        assert DATA_FILES - set(archive.namelist()) == set(), "the wheel leaves out styles, texts or the catalog"
    env_dir = tmp_path / "env"
    venv.EnvBuilder(system_site_packages=False, with_pip=True).create(env_dir)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / ("python.exe" if sys.platform == "win32" else "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", wheel], check=True)
    subprocess.run([python, "-m", "pip", "check"], check=True, capture_output=True)
    shown = subprocess.run([python, "-c", CHECK], check=True, capture_output=True, text=True, cwd=tmp_path).stdout
    assert shown.strip() == "Standard|With joker|Simple|Ace low|Japanese classic"
    command = bin_dir / ("sevenbridge.exe" if sys.platform == "win32" else "sevenbridge")
    version = subprocess.run([command, "--version"], check=True, capture_output=True, text=True, cwd=tmp_path).stdout
    assert __version__ in version
