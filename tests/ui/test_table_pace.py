"""The pace of CPU turns: brisk by default, each step a pause after the last one shown."""

from __future__ import annotations

from sevenbridge.persistence.settings import Settings
from sevenbridge.ui.table.pace import PAUSE, SPEEDS, next_speed, step_wait


def test_at_the_default_pace_a_cpu_turn_of_a_draw_and_a_discard_takes_well_under_a_second() -> None:
    pause = PAUSE[Settings().cpu_speed]
    assert 2 * pause <= 0.8
    assert pause >= 0.2, "still long enough to read a step"


def test_each_pace_is_quicker_than_the_one_before() -> None:
    pauses = [PAUSE[speed] for speed in SPEEDS]
    assert pauses == sorted(pauses, reverse=True)
    assert pauses[-1] == 0.0


def test_the_pace_key_goes_round_every_speed() -> None:
    seen = ["slow"]
    for _ in SPEEDS:
        seen.append(next_speed(seen[-1]))  # type: ignore[arg-type]
    assert seen == ["slow", "normal", "fast", "instant", "slow"]


def test_a_step_comes_a_pause_after_the_last_step_shown_thinking_included() -> None:
    assert step_wait("normal", since_shown=0.0) == PAUSE["normal"]
    assert step_wait("normal", since_shown=0.1) == PAUSE["normal"] - 0.1
    assert step_wait("normal", since_shown=5.0) == 0.0
    assert step_wait("instant", since_shown=0.0) == 0.0
