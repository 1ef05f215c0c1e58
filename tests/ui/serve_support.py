"""``sevenbridge serve`` as a real process on a free localhost port, for the web tests."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

from sevenbridge.persistence.paths import HOME_VARIABLE

PATIENCE = 60.0
"""Seconds to wait for the server, the page, the game, or a move to show up."""


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_until(condition: Callable[[], bool], what: str, step: Callable[[], None] | None = None) -> None:
    """Wait for ``condition``, doing ``step`` between looks; fail saying ``what`` never happened."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if condition():
            return
        if step is not None:
            step()
        time.sleep(0.5)
    raise AssertionError(f"{what} did not happen within {PATIENCE:.0f} s")


@contextlib.contextmanager
def served(home: Path, log: Path) -> Iterator[int]:
    """Run ``sevenbridge serve`` with ``home`` as its home folder; yields its port, stops it after."""
    port = free_port()
    environment = {**os.environ, HOME_VARIABLE: str(home)}
    command = [sys.executable, "-m", "sevenbridge", "serve", "--port", str(port)]
    with log.open("w") as output:
        process = subprocess.Popen(command, env=environment, stdout=output, stderr=subprocess.STDOUT)

        def answers() -> bool:
            try:
                with urllib.request.urlopen(f"http://localhost:{port}/", timeout=2):
                    return True
            except OSError:
                return process.poll() is not None

        try:
            wait_until(answers, "the server answering")
            assert process.poll() is None, log.read_text()
            yield port
        finally:
            process.terminate()
            process.wait(timeout=20)
