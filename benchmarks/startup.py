"""Start-up time: from the shell prompt to the main menu, against a bare Textual "hello" app.

Each program runs in a fresh pseudo-terminal of 80×24, as a shell would start
it; the clock stops when its first screen is on the terminal (the word "Hello",
or the menu's "New match"). For the game a second time is taken when the
footer with its key hints is drawn too (it is added just after the menu). The
settings, the saved match and the engine are loaded only after that, so
neither time includes them. The programs are timed in turn, several times, and
the medians compared. The game runs with ``SEVENBRIDGE_HOME`` in a temporary
folder, so it reads no real settings or saves.

The game is also timed with a saved match in another such folder: its menu
(Continue keeps its place from the first frame) and the moment the saved
match's one-line summary fills in, which includes loading pydantic, the engine
and the save.

A third program, the hello app after importing the rules engine (and with it
pydantic), shows what loading the engine before the first frame would cost.

    python benchmarks/startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

HELLO_APP = """\
import sys

if "--with-engine" in sys.argv:
    import sevenbridge.engine.turns  # noqa: F401

from textual.app import App, ComposeResult
from textual.widgets import Static


class Hello(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("Hello")


Hello().run()
"""

SAVE_A_MATCH = """\
from sevenbridge.persistence.saves import save_match
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.setup import start_match

session = start_match("You", ["normal"] * 3, load_ruleset("standard"), seed=1)
save_match(session)
"""

SUMMARY = b"Game 1 of"
"""The start of the saved match's summary on the menu."""

TIMEOUT = 30.0


def time_to_screen(command: list[str], markers: list[bytes], env: dict[str, str]) -> list[float]:
    """Seconds from starting ``command`` in a new 80×24 terminal until each of ``markers`` is drawn."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    started = time.perf_counter()
    process = subprocess.Popen(command, stdin=follower, stdout=follower, stderr=follower, env=env, close_fds=True)
    os.close(follower)
    seen = b""
    times: dict[bytes, float] = {}
    try:
        while len(times) < len(markers):
            if time.perf_counter() - started > TIMEOUT:
                raise RuntimeError(f"{command[0]} drew nothing recognisable in {TIMEOUT:.0f} s")
            ready, _, _ = select.select([leader], [], [], 0.5)
            if ready:
                seen += os.read(leader, 65536)
                now = time.perf_counter() - started
                times.update({marker: now for marker in markers if marker not in times and marker in seen})
        return [times[marker] for marker in markers]
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        os.close(leader)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timings of each program (default 9)")
    args = parser.parse_args()
    game = shutil.which("sevenbridge")
    if game is None:
        print("sevenbridge is not installed: run `pip install -e .` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        hello = Path(folder) / "hello.py"
        hello.write_text(HELLO_APP, encoding="utf-8")
        env = {**os.environ, "TERM": "xterm-256color", "SEVENBRIDGE_HOME": str(Path(folder) / "home")}
        saved = {**env, "SEVENBRIDGE_HOME": str(Path(folder) / "saved")}
        subprocess.run([sys.executable, "-c", SAVE_A_MATCH], env=saved, check=True)
        hello_times, engine_times, menu_times, footer_times, saved_times, summary_times = [], [], [], [], [], []
        for _ in range(args.runs):
            hello_times += time_to_screen([sys.executable, str(hello)], [b"Hello"], env)
            engine_times += time_to_screen([sys.executable, str(hello), "--with-engine"], [b"Hello"], env)
            menu, footer = time_to_screen([game], [b"New match", b"palette"], env)
            menu_times.append(menu)
            footer_times.append(footer)
            menu, summary = time_to_screen([game], [b"New match", SUMMARY], saved)
            saved_times.append(menu)
            summary_times.append(summary)
    bare = statistics.median(hello_times)
    for label, times in [
        ("bare Textual hello app", hello_times),
        ("hello app + engine import", engine_times),
        ("sevenbridge main menu", menu_times),
        ("  ... with its footer", footer_times),
        ("  ... with a saved match", saved_times),
        ("  ... and its summary", summary_times),
    ]:
        median = statistics.median(times)
        print(f"{label:26} median {median * 1000:5.0f} ms over {args.runs} runs, ratio {median / bare:.2f}")
    print("target: the main menu within 1.50 × the bare hello app")
    return 0


if __name__ == "__main__":
    sys.exit(main())
