"""Peak memory of a whole match in a real terminal, against a bare Textual app in the same terminal.

tmux runs ``sevenbridge play --opponents 3 --level hard --seed S`` at 100×32
with the CPU pace set to instant in a fresh ``SEVENBRIDGE_HOME``. The script
plays the person's seat by reading the screen and typing as a player would: it
draws (``d``), discards its first card (``1`` ``x``), passes on every pon
(``n``) and closes each game's sheet (Enter), until the final standings of the
5-game match show. The person never melds, so every game is won by a CPU: the
three Hard opponents do all the thinking a match asks of them. The app's peak
resident set (``VmHWM`` in ``/proc/<pid>/status``, Linux only) is read then.

Then a bare Textual app (a header, one line of text, a footer) runs in the same
kind of terminal; its peak resident set is read once it has drawn and sat idle
for a second. Both figures come from the same run, on the same machine.

    python benchmarks/memory.py [--seed 7] [--games 5]
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WIDTH, HEIGHT = 100, 32
SOCKET = f"sevenbridge-memory-{os.getpid()}"
BARE_APP = """\
from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static


class Bare(App[None]):
    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Hello")
        yield Footer()


Bare().run()
"""


def tmux(*args: str) -> str:
    done = subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True, check=True)
    return done.stdout


def start(name: str, command: list[str], pid_file: Path, env: dict[str, str]) -> None:
    """Run ``command`` in a new tmux session ``name``, its pid written to ``pid_file``."""
    exports = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
    inner = f"echo $$ > {shlex.quote(str(pid_file))}; exec {shlex.join(command)}"
    line = f"{exports} sh -c {shlex.quote(inner)}; sleep 600"
    tmux("new-session", "-d", "-s", name, "-x", str(WIDTH), "-y", str(HEIGHT), line)


def screen(name: str) -> str:
    return tmux("capture-pane", "-p", "-t", name)


def send(*keys: str) -> None:
    for key in keys:
        tmux("send-keys", "-t", "game", key)
        time.sleep(0.05)


def peak_rss_mb(pid: int, field: str = "VmHWM") -> float:
    """The process's peak resident set so far (or ``field`` of its status), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no {field} line: this benchmark needs Linux")


def wait_pid(pid_file: Path) -> int:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        text = pid_file.read_text().strip() if pid_file.exists() else ""
        if text:
            return int(text)
        time.sleep(0.05)
    raise RuntimeError("the program never started")


def play_match(seed: int, games: int, home: Path) -> tuple[float, int]:
    """Play a whole match; the app's peak RSS (MB) and the games seen."""
    config = home / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"schema_version": 1, "cpu_speed": "instant"}))
    program = shutil.which("sevenbridge")
    argv = [program] if program else [sys.executable, "-m", "sevenbridge"]
    command = [*argv, "play", "--opponents", "3", "--level", "hard", "--seed", str(seed)]
    pid_file = home / "pid"
    start("game", command, pid_file, {"SEVENBRIDGE_HOME": str(home)})
    pid = wait_pid(pid_file)
    sheets = 0
    first_turn: float | None = None
    deadline = time.monotonic() + 60 * games
    while time.monotonic() < deadline:
        pane = screen("game")
        if "Traceback" in pane:
            raise RuntimeError(pane)
        if "New match (n)" in pane:
            return peak_rss_mb(pid), sheets
        if "Next game (Enter)" in pane or "Final standings (Enter)" in pane:
            sheets += 1
            now, peak = peak_rss_mb(pid, "VmRSS"), peak_rss_mb(pid)
            print(f"game {sheets} over: RSS {now:.1f} MB, peak {peak:.1f} MB", file=sys.stderr)
            send("Enter")
            while "(Enter)" in screen("game"):
                time.sleep(0.05)
        elif "Pon?" in pane:
            send("n")
        elif "Your turn" in pane:
            if first_turn is None:
                first_turn = peak_rss_mb(pid)
                print(f"at the first turn: peak RSS {first_turn:.1f} MB", file=sys.stderr)
            send("d")
        elif "Select cards" in pane:
            send("1", "x")
        else:
            time.sleep(0.05)
    raise RuntimeError(f"the match did not end in time:\n{screen('game')}")


def bare_app(home: Path) -> float:
    script = home / "bare.py"
    script.write_text(BARE_APP)
    pid_file = home / "bare.pid"
    start("bare", [sys.executable, str(script)], pid_file, {})
    pid = wait_pid(pid_file)
    deadline = time.monotonic() + 30
    while "Hello" not in screen("bare"):
        if time.monotonic() > deadline:
            raise RuntimeError("the bare app never drew")
        time.sleep(0.05)
    time.sleep(1)
    return peak_rss_mb(pid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", type=int, default=5, help="games in the match (the rule set's 5)")
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        sys.exit("this benchmark needs tmux")
    with tempfile.TemporaryDirectory(prefix="sevenbridge-memory-") as folder:
        try:
            game, sheets = play_match(args.seed, args.games, Path(folder) / "game")
            bare = bare_app(Path(folder))
        finally:
            subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True, check=False)
    print(f"whole match ({sheets} games, 3 Hard CPUs): peak RSS {game:.1f} MB")
    print(f"bare Textual app:                        peak RSS {bare:.1f} MB")
    print(f"ratio: {game / bare:.2f}x")


if __name__ == "__main__":
    main()
