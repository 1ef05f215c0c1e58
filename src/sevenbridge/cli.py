"""The ``sevenbridge`` command: the menu, a quick table, or a headless tournament.

Heavy modules (Textual, the tournament) are imported only by the subcommand
that needs them, so ``--help`` and ``--version`` answer at once.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .choices import LEVELS, OPPONENT_COUNTS, RULESET_NAMES


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sevenbridge",
        description="Seven Bridge (セブンブリッジ), the Japanese rummy game with pon and chi.",
    )
    parser.add_argument("--version", action="version", version=f"sevenbridge {__version__}")
    parser.add_argument("--continue", dest="resume", action="store_true", help="resume the saved match")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="go straight to a table against CPU opponents")
    play.add_argument(
        "--opponents", type=int, choices=OPPONENT_COUNTS, default=3, help="CPU opponents, 1 to 5 (default 3)"
    )
    play.add_argument("--level", choices=LEVELS, default="normal", help="their level (default normal)")
    play.add_argument("--rules", default="standard", help=f"{', '.join(RULESET_NAMES)} or a .toml file")
    play.add_argument("--seed", type=int, help="deal the same match every time")
    play.add_argument("--name", help="your name at the table")

    simulate = commands.add_parser("simulate", help="play CPU-only games and report each seat's results")
    simulate.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    simulate.add_argument("--seats", default="hard,normal,normal,normal", help="levels, comma separated")
    simulate.add_argument("--rules", default="standard", help=f"{', '.join(RULESET_NAMES)} or a .toml file")
    simulate.add_argument("--seed", type=int, default=1, help="seed of the first deal (default 1)")
    simulate.add_argument("--duplicate", action="store_true", help="play every deal once per seat rotation")
    simulate.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    simulate.add_argument("--workers", type=int, default=1, help="processes to play on (default 1)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit status."""
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        from .play.tournament import run_tournament_cli

        return run_tournament_cli(args)
    from .ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
