"""The ``sevenbridge`` command: the menu, a quick table, a replay, or a headless tournament.

Heavy modules (Textual, the tournament) are imported only by the subcommand
that needs them, so ``--help`` and ``--version`` answer at once. Every
argument is checked here, by argparse, with one clear message and status 2;
what runs next takes typed values.

Help and messages are in the player's language, argparse's own words
("usage:", "options", its errors) included; option names and their choices
(``--level hard``) stay as they are typed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Final, cast

from . import __version__
from .cells import cell_width, wrap_cells
from .choices import LEVELS, OPPONENT_COUNTS, RULESET_NAMES, Level
from .translation import LANGUAGES, N_, Language, _, ngettext, pgettext, resolve_language, use_language

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from .engine.rules import RuleSet
    from .play.tournament import TournamentReport

INTERRUPTED = 130
"""The exit status after Ctrl+C, as a shell reports it."""
OUTPUT_CLOSED = 141
"""The exit status when the output was closed before everything was written (``simulate | head -1``).

It is what a shell reports for a command ended by SIGPIPE (128 + 13), as most
command-line tools are ended there; nothing else is printed."""


def _machine_workers() -> int:
    """How many processors this process may run on: the most workers worth starting."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


ARGPARSE_WORDS: Final = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
)
"""argparse's own words a player can meet, exactly as argparse writes them, so that the catalog translates them.

argparse fills them in with ``%``, hence the ``%(name)s`` fields here alone.
"""


@contextmanager
def _argparse_speaking() -> Iterator[None]:
    """argparse's own words in the current language while the parser is built and run.

    argparse looks each word up through its module's ``_`` and ``ngettext``
    when it uses it (they are the standard ``gettext`` functions, which know
    nothing of our catalog); they are ours for the duration, then restored.
    """
    module = vars(argparse)
    saved = module["_"], module["ngettext"]
    module.update({"_": _, "ngettext": ngettext})
    try:
        yield
    finally:
        module.update({"_": saved[0], "ngettext": saved[1]})


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, with lines wrapped by the cells they take: a Japanese character takes two."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap_cells(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap_cells(text, width - len(indent)))

    def _format_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None,
    ) -> str:
        """The usage lines, measured in cells however wide "usage:" is: argparse counts its characters."""
        shown = _("usage: ") if prefix is None else prefix
        extra = " " * (cell_width(shown) - len(shown))
        full_width = self._width
        self._width -= len(extra)
        try:
            text = super()._format_usage(usage, actions, groups, prefix)
        finally:
            self._width = full_width
        first, *rest = text.split("\n")
        return "\n".join([first, *(extra + line if line else line for line in rest)])


def _count(low: int, high: int | None = None, *, processors: bool = False) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` (to ``high``), refused with the range otherwise.

    With ``processors`` the refusal says that ``high`` is the number of this machine's processors.
    """

    def count(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            from .quoting import quoted

            raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=quoted(text))) from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(_out_of_range(value, low, high, processors=processors))
        return value

    return count


def _out_of_range(value: int, low: int, high: int | None, *, processors: bool) -> str:
    """Why ``value`` is refused, with the range it must be in."""
    if high is None:
        return _("must be at least {low}, not {value}").format(low=low, value=value)
    if processors:
        return ngettext(
            "must be from {low} to {high} (this machine has {high} processor), not {value}",
            "must be from {low} to {high} (this machine has {high} processors), not {value}",
            high,
        ).format(low=low, high=high, value=value)
    return _("must be from {low} to {high}, not {value}").format(low=low, high=high, value=value)


def _seats(text: str) -> tuple[Level, ...]:
    """An argparse type: ``hard,normal,normal,normal``, one known level per seat."""
    from .engine.turns import MAX_PLAYERS, MIN_PLAYERS
    from .quoting import quoted

    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in LEVELS]
    if unknown:
        message = _("unknown level {level}: use {levels}")
        levels = pgettext("list", ", ").join(LEVELS)
        raise argparse.ArgumentTypeError(message.format(level=quoted(unknown[0]), levels=levels))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        message = _("needs {low} to {high} levels, not {count}")
        raise argparse.ArgumentTypeError(message.format(low=MIN_PLAYERS, high=MAX_PLAYERS, count=len(names)))
    return tuple(cast(Level, name) for name in names)


def _player_name(text: str) -> str:
    """An argparse type: the player's name, trimmed, by the New match form's rule (``PlayerName``), in the
    form's words; nor may it be a CPU opponent's (``West``, 西)."""
    from pydantic import TypeAdapter, ValidationError

    from .persistence.settings import PlayerName
    from .play.setup import is_cpu_name
    from .quoting import quoted
    from .ui.validation import plain_message

    try:
        name: str = TypeAdapter(PlayerName).validate_python(text)
    except ValidationError as error:
        raise argparse.ArgumentTypeError(plain_message(error.errors()[0], _("Your name"))) from None
    if is_cpu_name(name):
        raise argparse.ArgumentTypeError(_("{name} is a CPU opponent's name: choose another").format(name=quoted(name)))
    return name


def _ruleset(text: str) -> RuleSet:
    """An argparse type: a named rule set or a rule-set file."""
    from .engine.rules import RuleSetError, load_ruleset

    try:
        return load_ruleset(text)
    except RuleSetError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _Parser(argparse.ArgumentParser):
    """argparse's parser, but for a closed output, which it would hide from ``main``."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """Write ``message`` (help, version, an error), letting a broken pipe through so ``main`` ends with
        ``OUTPUT_CLOSED`` whether Python's output is buffered or not; argparse drops every ``OSError``."""
        stream = file or sys.stderr
        if message and stream is not None:
            stream.write(message)


def _parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the current language."""
    ascii_help = _("draw cards with ASCII letters and frames (S H D C)")
    lang_help = _("speak English or Japanese (default: the settings' choice, else the system's language)")
    rules_help = _("{names} or a .toml file").format(names=", ".join(RULESET_NAMES))
    parser = _Parser(
        prog="sevenbridge",
        formatter_class=_HelpFormatter,
        description=_("Seven Bridge (セブンブリッジ), the Japanese rummy game with pon and chi."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"sevenbridge {__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument("--continue", dest="resume", action="store_true", help=_("resume the saved match"))
    parser.add_argument("--ascii", action="store_true", help=ascii_help)
    parser.add_argument("--lang", choices=LANGUAGES, help=lang_help)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser(
        "play",
        formatter_class=_HelpFormatter,
        help=_("go straight to a table against CPU opponents"),
        description=_("Start a match against CPU opponents at once, without the menu."),
    )
    play.add_argument(
        "--opponents", type=int, choices=OPPONENT_COUNTS, default=3, help=_("CPU opponents, 1 to 5 (default 3)")
    )
    play.add_argument(
        "--level", type=str.lower, choices=LEVELS, default="normal", help=_("their level (default normal)")
    )
    play.add_argument("--rules", default="standard", help=rules_help)
    play.add_argument(
        "--games", type=_count(1, 20), help=_("games in the match, 1 to 20 (default: the rule set's own)")
    )
    play.add_argument("--seed", type=_count(0), help=_("deal the same match every time"))
    play.add_argument("--name", type=_player_name, help=_("your name at the table"))
    play.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ascii_help)
    play.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=lang_help)

    serve = commands.add_parser(
        "serve", formatter_class=_HelpFormatter, help=_("play in a web browser (needs the web extra)")
    )
    serve.add_argument("--host", default="localhost", help=_("address to listen on (default localhost)"))
    serve.add_argument("--port", type=int, default=8000, help=_("port to listen on (default 8000)"))
    serve.add_argument("--allow-remote", action="store_true", help=_("let a non-loopback --host be served"))
    serve.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ascii_help)
    serve.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=lang_help)

    replay = commands.add_parser(
        "replay",
        formatter_class=_HelpFormatter,
        help=_("replay the last finished game, or a game exported to a file"),
        description=_("Step through a finished game with every hand face up: the last one recorded, or FILE."),
    )
    replay.add_argument("file", nargs="?", metavar="FILE", help=_("a game exported from a replay (its e key)"))
    replay.add_argument(
        "--export", metavar="PATH", help=_("write the game to PATH as plain text instead of showing it")
    )
    replay.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=ascii_help)
    replay.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=lang_help)

    simulate = commands.add_parser(
        "simulate", formatter_class=_HelpFormatter, help=_("play CPU-only games and report each seat's results")
    )
    simulate.add_argument("--games", type=_count(1), default=200, help=_("games to play (default 200)"))
    simulate.add_argument(
        "--seats", type=_seats, default="hard,normal,normal,normal", help=_("levels, comma separated")
    )
    simulate.add_argument("--rules", type=_ruleset, default="standard", help=rules_help)
    simulate.add_argument("--seed", type=_count(0), default=1, help=_("seed of the first deal (default 1)"))
    simulate.add_argument("--duplicate", action="store_true", help=_("play every deal once per seat rotation"))
    simulate.add_argument("--json", action="store_true", help=_("print one JSON object instead of a table"))
    simulate.add_argument("--progress", action="store_true", help=_("show a progress bar on stderr, even with --json"))
    simulate.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=lang_help)
    simulate.add_argument(
        "--workers",
        type=_count(1, _machine_workers(), processors=True),
        default=1,
        help=_("processes to play on (default 1)"),
    )
    return parser


def _with_bar(run: Callable[[Callable[[int], None] | None], TournamentReport], games: int) -> TournamentReport:
    """Run the tournament with a progress bar on standard error (plain lines, one a second, if it is not a terminal)."""
    if not sys.stderr.isatty():
        return run(_progress_lines(games))
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn(_("playing")), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
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
            print(_("playing: {played}/{games} games").format(played=played, games=games), file=sys.stderr, flush=True)

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
        from .safe_read import system_reason

        message = _("{path}: cannot be written: {reason}").format(path=args.export, reason=system_reason(error))
        print(f"sevenbridge: {message}", file=sys.stderr)
        return 2
    written = _("game {number} of the match with seed {seed} written to {path}")
    print(written.format(number=replay.number, seed=replay.seed, path=args.export))
    return 0


def _option_names(parser: argparse.ArgumentParser) -> list[str]:
    """Every ``--option`` ``parser`` takes."""
    return [name for action in parser._actions for name in action.option_strings if name.startswith("--")]


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The commands of ``parser`` and each one's own parser."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _refuse_misplaced_option(parser: argparse.ArgumentParser, words: Sequence[str]) -> None:
    """Refuse an option of a command written before the command, saying where it belongs.

    argparse would read ``sevenbridge --rules x`` as the command ``x`` and
    answer "invalid choice: 'x'", which names neither the option nor the fix.
    An option is taken as argparse takes it, by any unambiguous start.
    """
    commands = _commands(parser)
    own = _option_names(parser)
    theirs = {command: _option_names(sub) for command, sub in commands.items()}
    for word in words:
        if word in commands or word == "--":
            return
        typed = word.split("=", 1)[0]
        if not typed.startswith("--") or any(name.startswith(typed) for name in own):
            continue
        owners = [command for command, names in theirs.items() if any(name.startswith(typed) for name in names)]
        if owners:
            message = _("{option} is an option of {commands}: write it after the command")
            parser.error(message.format(option=typed, commands=", ".join(owners)))


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments; words nobody takes are refused by the command they were given to, with its usage
    (argparse would answer with the usage of ``sevenbridge`` itself)."""
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        owner = _commands(parser).get(args.command, parser) if args.command else parser
        owner.error(_("unrecognized arguments: %s") % " ".join(unknown))
    return args


def _language_asked(argv: Sequence[str] | None) -> Language:
    """The language to speak from the first word: ``--lang``, else the settings', else the system's.

    Known before the full parser is built, so that ``--help`` and argument
    errors are in that language too. A ``--lang`` it does not know is left to
    the full parser, which refuses it with the whole usage line.
    """
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    asked, _rest = early.parse_known_args(argv)
    if asked.lang in LANGUAGES:
        return cast("Language", asked.lang)
    from .persistence.peek import peek_settings

    return resolve_language(peek_settings().language)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status (2 for a bad argument).

    An output closed before everything was written to it (``simulate | head -1``,
    ``--help | head -1``, a progress line into a closed pipe) ends the command
    quietly with ``OUTPUT_CLOSED`` (141), as SIGPIPE ends most command-line
    tools, whichever command was writing: no traceback, and nothing written
    later, at exit, fails again.
    """
    try:
        status = _run(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        _forget_closed_output()
        return OUTPUT_CLOSED
    return status


def _forget_closed_output() -> None:
    """Point standard output and error at the null device, so what is still buffered for a closed pipe
    goes nowhere when Python flushes it at exit, instead of failing with a second broken pipe."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for stream in (sys.stdout, sys.stderr):
            with suppress(AttributeError, OSError, ValueError):
                os.dup2(null, stream.fileno())
    finally:
        os.close(null)


def _run(argv: Sequence[str] | None) -> int:
    """The command line's work: parse ``argv`` and run the command it names; the exit status."""
    try:
        use_language(_language_asked(argv))
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        with _argparse_speaking():
            parser = _parser()
            _refuse_misplaced_option(parser, sys.argv[1:] if argv is None else argv)
            args = _parse(parser, argv)
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
