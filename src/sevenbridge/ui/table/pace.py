"""The pace of CPU turns: how long each step stays on screen before the next one.

A step is what the log tells: a draw, a discard, a meld, a claim. The pause
counts from the last step shown, so the time a CPU spends thinking is part of
it. A CPU's pass on a pon is not a step: the table plays it in the same moment
as the discard (see ``TableScreen``), so the step after a discard comes the
same time after it whether or not anybody was asked.
"""

from __future__ import annotations

from typing import Final

from ..host import Speed

__all__ = ["PAUSE", "SPEEDS", "next_speed", "step_wait"]

SPEEDS: Final[tuple[Speed, ...]] = ("slow", "normal", "fast", "instant")
PAUSE: Final[dict[Speed, float]] = {"slow": 0.9, "normal": 0.35, "fast": 0.12, "instant": 0.0}
"""Seconds a CPU's step stays on screen before the next one. At the default
pace a CPU's turn (a draw and a discard) takes about 0.7 s, a round of three
CPUs about 2 s."""


def next_speed(speed: Speed) -> Speed:
    """The pace after ``speed``: slow, normal, fast, instant, and round again."""
    return SPEEDS[(SPEEDS.index(speed) + 1) % len(SPEEDS)]


def step_wait(speed: Speed, since_shown: float) -> float:
    """Seconds still to wait before a CPU's step is played, ``since_shown`` seconds after the last step shown."""
    return max(0.0, PAUSE[speed] - since_shown)
