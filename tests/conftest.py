"""Shared test settings: Hypothesis profiles, a fresh home folder for every test, and fixtures tests opt into.

The default profile keeps CI fast; ``SEVENBRIDGE_HYPOTHESIS=long`` explores far
more games (minutes), for a change to the engine's rules.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from sevenbridge.persistence.paths import HOME_VARIABLE
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.translation import use_language

settings.register_profile("default", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("SEVENBRIDGE_HYPOTHESIS", "default"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every file a test (or the app it starts) reads or writes lives under a fresh folder, never the user's."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test starts in English, whatever the machine's locale, and leaves the game speaking English.

    The language is one for the process, so a test that switches to Japanese
    must not leave it switched for the next.
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    use_language("en")
    yield
    use_language("en")


@pytest.fixture
def instant_cpus(home: Path) -> None:
    """The player's settings say CPUs play at once, so a test of the app never waits on their pace."""
    save_settings(Settings(cpu_speed="instant"))


@pytest.fixture
def held_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """The slow pace keeps each CPU step on screen for ten minutes, so a test that looks while a CPU
    waits finds it still waiting, however long a loaded machine takes between two keys."""
    from sevenbridge.ui.table.pace import PAUSE

    monkeypatch.setitem(PAUSE, "slow", 600.0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every screen-snapshot test ``snapshot``, wherever it lives, so a run with
    other Textual or Rich versions than the pinned ones can leave them out by marker."""
    for item in items:
        if "snap_compare" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.snapshot)
