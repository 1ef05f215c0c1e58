"""The ``sevenbridge`` command: the menu, a quick table, a replay, or a headless tournament.

Heavy modules (Textual, the tournament) are imported only by the subcommand
that needs them, so ``--help`` and ``--version`` answer at once. Every
argument is checked here, by argparse, with one clear message and status 2;
what runs next takes typed values.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from . import __version__
from .choices import LEVELS, OPPONENT_COUNTS, RULESET_NAMES, Level
from .translation import LANGUAGES, Language, resolve_language, use_language

if TYPE_CHECKING:
    from .engine.rules import RuleSet
    from .play.tournament import TournamentReport

INTERRUPTED = 130
"""The exit status after Ctrl+C, as a shell reports it."""


def _machine_workers() -> int:
    """How many processors this process may run on: the most workers worth starting."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def _count(low: int, high: int | None = None, why: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` (to ``high``), refused with the range otherwise."""

    def count(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            from .quoting import quoted

            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number") from None
        if value < low or (high is not None and value > high):
            allowed = f"at least {low}" if high is None else f"from {low} to {high}{why}"
            raise argparse.ArgumentTypeError(f"must be {allowed}, not {value}")
        return value

    return count


def _seats(text: str) -> tuple[Level, ...]:
    """An argparse type: ``hard,normal,normal,normal``, one known level per seat."""
    from .engine.turns import MAX_PLAYERS, MIN_PLAYERS
    from .quoting import quoted

    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown level {quoted(unknown[0])}: use {', '.join(LEVELS)}")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"needs {MIN_PLAYERS} to {MAX_PLAYERS} levels, not {len(names)}")
    return tuple(cast(Level, name) for name in names)


def _ruleset(text: str) -> RuleSet:
    """An argparse type: a named rule set or a rule-set file."""
    from .engine.rules import RuleSetError, load_ruleset

    try:
        return load_ruleset(text)
    except RuleSetError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


ASCII_HELP = "draw cards with ASCII letters and frames (S H D C)"
LANG_HELP = "speak English or Japanese (default: the settings' choice, else the system's language)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sevenbridge",
        description="Seven Bridge (セブンブリッジ), the Japanese rummy game with pon and chi.",
    )
    parser.add_argument("--version", action="version", version=f"sevenbridge {__version__}")
    parser.add_argument("--continue", dest="resume", action="store_true", help="resume the saved match")
    parser.add_argument("--ascii", action="store_true", help=ASCII_HELP)
    parser.add_argument("--lang", choices=LANGUAGES, help=LANG_HELP)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser(
        "play",
        help="go straight to a table against CPU opponents",
        description="Start a match against CPU opponents at once, without the menu.",
    )
    play.add_argument(
        "--opponents", type=int, choices=OPPONENT_COUNTS, default=3, help="CPU opponents, 1 to 5 (default 3)"
    )
    play.add_argument("--level", choices=LEVELS, default="normal", help="their level (default normal)")
    play.add_argument("--rules", default="standard", help=f"{', '.join(RULESET_NAMES)} or a .toml file")
    play.add_argument("--games", type=_count(1, 20), help="games in the match, 1 to 20 (default: the rule set's own)")
    play.add_argument("--seed", type=int, help="deal the same match every time")
    play.add_argument("--name", help="your name at the table")
    play.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ASCII_HELP)
    play.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)

    serve = commands.add_parser("serve", help="play in a web browser (needs the web extra)")
    serve.add_argument("--host", default="localhost", help="address to listen on (default localhost)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve.add_argument("--allow-remote", action="store_true", help="let a non-loopback --host be served")
    serve.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ASCII_HELP)
    serve.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)

    replay = commands.add_parser(
        "replay",
        help="replay the last finished game, or a game exported to a file",
        description="Step through a finished game with every hand face up: the last one recorded, or FILE.",
    )
    replay.add_argument("file", nargs="?", metavar="FILE", help="a game exported from a replay (its e key)")
    replay.add_argument("--export", metavar="PATH", help="write the game to PATH as plain text instead of showing it")
    replay.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ASCII_HELP)
    replay.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)

    simulate = commands.add_parser("simulate", help="play CPU-only games and report each seat's results")
    simulate.add_argument("--games", type=_count(1), default=200, help="games to play (default 200)")
    simulate.add_argument("--seats", type=_seats, default="hard,normal,normal,normal", help="levels, comma separated")
    simulate.add_argument(
        "--rules", type=_ruleset, default="standard", help=f"{', '.join(RULESET_NAMES)} or a .toml file"
    )
    simulate.add_argument("--seed", type=_count(0), default=1, help="seed of the first deal (default 1)")
    simulate.add_argument("--duplicate", action="store_true", help="play every deal once per seat rotation")
    simulate.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    simulate.add_argument("--progress", action="store_true", help="show a progress bar on stderr, even with --json")
    simulate.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)
    cores = _machine_workers()
    simulate.add_argument(
        "--workers",
        type=_count(1, cores, f" (this machine has {cores} processor{'s' if cores > 1 else ''})"),
        default=1,
        help="processes to play on (default 1)",
    )
    return parser


def _with_bar(run: Callable[[Callable[[int], None] | None], TournamentReport], games: int) -> TournamentReport:
    """Run the tournament with a progress bar on standard error (plain lines, one a second, if it is not a terminal)."""
    if not sys.stderr.isatty():
        return run(_progress_lines(games))
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn("playing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("games", total=games)
        return run(lambda done: progress.advance(task, done))


def _progress_lines(games: int) -> Callable[[int], None]:
    """A progress callback that writes "playing: 120/1000 games" to standard error at most once a second."""
    import time

    played = 0
    last = -1.0

    def advance(done: int) -> None:
        nonlocal played, last
        played += done
        now = time.monotonic()
        if now - last >= 1 or played >= games:
            last = now
            print(f"playing: {played}/{games} games", file=sys.stderr, flush=True)

    return advance


def _simulate(args: argparse.Namespace) -> int:
    """``sevenbridge simulate``: play, then print the table (or JSON); Ctrl+C prints the report so far."""
    from .play.tournament import format_report, run_tournament

    players = len(args.seats)
    total = -(-args.games // players) * players if args.duplicate else args.games

    def run(on_progress: Callable[[int], None] | None) -> TournamentReport:
        return run_tournament(
            args.rules,
            args.seats,
            args.games,
            seed=args.seed,
            duplicate=args.duplicate,
            workers=args.workers,
            on_progress=on_progress,
        )

    bar = args.progress or (sys.stdout.isatty() and sys.stderr.isatty() and not args.json)
    report = _with_bar(run, total) if bar else run(None)
    print(json.dumps(report.as_dict()) if args.json else format_report(report))
    return INTERRUPTED if report.interrupted else 0


def _export(args: argparse.Namespace) -> int:
    """``sevenbridge replay --export PATH``: write the game as text; a clear message and status 2 if it cannot be."""
    from pathlib import Path

    from .persistence.paths import check_home
    from .persistence.replay_file import write_replay
    from .persistence.replays import requested_game

    try:
        check_home()
        replay, problem = requested_game(None if args.file is None else Path(args.file))
        if problem is not None:
            print(f"sevenbridge: {problem.message}", file=sys.stderr)
        write_replay(replay, Path(args.export))
    except ValueError as error:
        print(f"sevenbridge: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"sevenbridge: {args.export}: cannot be written: {error.strerror or error}", file=sys.stderr)
        return 2
    print(f"game {replay.number} of the match with seed {replay.seed} written to {args.export}")
    return 0


def _language_asked(argv: Sequence[str] | None) -> Language:
    """The language to speak from the first word: ``--lang``, else the settings', else the system's.

    Known before the full parser is built, so that ``--help`` and argument
    errors are in that language too.
    """
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", choices=LANGUAGES)
    asked, _rest = early.parse_known_args(argv)
    if asked.lang is not None:
        return cast("Language", asked.lang)
    from .persistence.peek import settings_language

    return resolve_language(settings_language())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status (2 for a bad argument)."""
    try:
        use_language(_language_asked(argv))
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 2
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "replay" and args.export is not None:
        return _export(args)
    if args.command == "serve":
        from .ui.serve import run_serve

        return run_serve(args)
    from .ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
