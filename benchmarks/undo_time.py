"""Undo speed: how long taking moves back costs at the end of whole games.

Undo replays the game from its deal up to the player's previous decision, so
its cost grows with the game's length. Whole games are played (the person's
seat by a Normal CPU policy, the others by CPUs of mixed levels); at each
game's end the script times one undo (a replay of nearly the whole game) and
every undo back to the player's first decision (one key press after another).
CPU time of this process is measured.

    python benchmarks/undo_time.py --games 40
"""

from __future__ import annotations

import argparse
import statistics
import time

from sevenbridge.cpu import Level, cpu_player
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import NothingToUndo, Session, start_session

TABLES: dict[str, tuple[str, list[Level]]] = {
    "standard, 4 seats": ("standard", ["easy", "normal", "hard"]),
    "japanese-classic, 6 seats": ("japanese-classic", ["easy", "normal", "hard", "normal", "easy"]),
}


def finished_game(ruleset: str, levels: list[Level], seed: int) -> Session:
    """One whole game, the person's seat played by a Normal policy; the session at its end."""
    rules = load_ruleset(ruleset)
    seats: list[Level | None] = [None, *levels]
    session = start_session(rules, ["You", *(f"CPU {n}" for n in range(len(levels)))], seats, seed=seed)
    person = cpu_player("normal", seed=seed)
    while session.game.result is None:
        if session.waiting_for_human:
            session = session.apply(person.choose(session.game.view(0), legal_actions(session.game)))
        else:
            session = session.apply(session.cpu_choice())
    return session


def timed_undos(session: Session) -> tuple[float, float, int]:
    """Milliseconds for one undo, and for every undo back to the start; how many undos that took."""
    clock = time.process_time
    start = clock()
    session = session.undo()
    one = (clock() - start) * 1000
    count = 1
    while True:
        try:
            session = session.undo()
        except NothingToUndo:
            break
        count += 1
    return one, (clock() - start) * 1000, count


def _line(label: str, values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"  {label:<28} median {statistics.median(values):7.2f} ms  p99 {p99:7.2f} ms  max {ordered[-1]:7.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per table")
    args = parser.parse_args()
    for title, (ruleset, levels) in TABLES.items():
        ones, wholes, lengths, undos = [], [], [], []
        for seed in range(args.games):
            session = finished_game(ruleset, levels, seed)
            one, whole, count = timed_undos(session)
            ones.append(one)
            wholes.append(whole)
            lengths.append(len(session.actions))
            undos.append(count)
        print(f"{title}: {args.games} games, {statistics.median(lengths):.0f} moves median ({max(lengths)} at most)")
        print(_line("one undo at the end", ones))
        print(f"  every undo back to the start ({statistics.median(undos):.0f} presses median, {max(undos)} at most)")
        print(_line("all of them together", wholes))


if __name__ == "__main__":
    main()
