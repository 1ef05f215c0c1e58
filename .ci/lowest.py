"""Print the requirements of the lowest-versions test run, one per line.

Each runtime dependency in pyproject.toml is pinned to the lower bound it
declares (``textual>=8.0`` becomes ``textual==8.0``), so the floors claimed to
users are the ones tested. The test tools come from the ``test`` extra, except
those that pin what the screen snapshots are drawn with (the snapshots only
hold for those exact versions) and the build and lint tools.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

FLOOR = re.compile(r"^([A-Za-z0-9_.-]+)\s*>=\s*([^,;\s]+)")
TEST_TOOLS = ("pytest", "pytest-xdist", "hypothesis", "babel")
"""The test extra's tools the lowest run needs too: babel reads the message catalog the tests check, and
pytest-xdist spreads the tests over the cores as in the main run."""


def main() -> int:
    project = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    lines = []
    for requirement in project["project"]["dependencies"]:
        floor = FLOOR.match(requirement)
        if floor is None:
            print(f"dependency {requirement!r} declares no lower bound to test", file=sys.stderr)
            return 1
        lines.append(f"{floor[1]}=={floor[2]}")
    for requirement in project["project"]["optional-dependencies"]["test"]:
        name = re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0]
        if name in TEST_TOOLS:
            lines.append(requirement)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
