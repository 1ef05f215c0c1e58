"""The replay screen: its keys, the end with the score sheet, and the ways in (a game's sheet, Statistics)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from app_support import SnapCompare, first_game_nearly_over, menu_with_files_read, open_replay_list, pilot_test
from faces_support import FACE
from replay_support import ReplayApp, replay_from_the_sheet
from table_host import TableHostApp, rendered
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from sevenbridge.cpu import reason_why
from sevenbridge.engine.actions import Action, Draw, Pass
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.replay_file import read_replay
from sevenbridge.persistence.replays import last_game
from sevenbridge.play.replay import GameReplay, replay_of_session
from sevenbridge.play.setup import start_match
from sevenbridge.translation import Language, use_language
from sevenbridge.ui.app import make_app
from sevenbridge.ui.screens.replays import ReplaysScreen
from sevenbridge.ui.table.game_over import GameOverScreen
from sevenbridge.ui.table.replay import ReplayScreen, export_name
from sevenbridge.ui.table.replay_lines import reason_line, step_line
from support import at_random, first_legal, play_out, step


def recorded_replay() -> GameReplay:
    """The last game of a recorded two-seat match, played by first legal moves."""
    session = first_game_nearly_over(seed=8)
    record_match(play_out(session, first_legal))
    replay = last_game()
    assert replay is not None
    return replay


def shown(app: App[None], selector: str) -> str:
    return rendered(app.screen.query_one(selector, Static))


def drawn_replay() -> GameReplay:
    """Game 1 of 2 of a Standard match whose stock running out draws the game: with seed 11 it runs out."""
    rules = load_ruleset("standard").with_changes(games_per_match=2, stock_empty="draw")
    session = start_match("You", ["easy"], rules, seed=11)
    while session.game.result is None:
        session = step(session, at_random(11))
    assert session.game.result.winner is None, "nobody went out"
    return replay_of_session(session)


def lines_shown(app: App[None], selector: str) -> list[str]:
    """A widget's lines as the screen draws them, cut at the widget's edges."""
    widget = app.screen.query_one(selector, Static)
    return [str(strip.text).rstrip() for strip in widget.render_lines(widget.region.reset_offset)]


@pytest.mark.parametrize(("language", "word"), [("en", "drawn"), ("ja", "流局")])
@pilot_test
async def test_a_drawn_game_says_so_in_the_replays_title_and_on_its_sheet(language: Language, word: str) -> None:
    """In the words the score sheet uses, at every move, and the title still fits 80 columns whole."""
    replay = drawn_replay()
    use_language(language)
    app = ReplayApp(replay)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        title = lines_shown(app, "#replay-title")
        assert len(title) == 1
        game, move = ("game 1 of 2", "move {0} of {0}") if language == "en" else ("1/2", "{0}/{0} 手目")
        assert f"{game} · {word}" in title[0]
        assert title[0].endswith(move.format(replay.last)), "the move count after it is not cut"
        row = f"{game.removeprefix('game ')} {word}"
        assert any(line.strip().startswith(row) for line in lines_shown(app, "#replay-ending")), "on the sheet too"
        await pilot.press("home")
        await pilot.pause()
        assert word in lines_shown(app, "#replay-title")[0]


@pilot_test
async def test_a_game_someone_went_out_of_is_not_called_drawn() -> None:
    replay = recorded_replay()
    assert replay.end.result is not None
    assert replay.end.result.winner is not None
    app = ReplayApp(replay)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        assert "drawn" not in shown(app, "#replay-title")
        assert "drawn" not in shown(app, "#replay-ending")


@pilot_test
async def test_the_arrows_home_and_end_step_through_the_game_to_its_score_sheet(tmp_path: Path) -> None:
    replay = recorded_replay()
    app = ReplayApp(replay, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert f"move 0 of {replay.last}" in shown(app, "#replay-title")
        assert f"Game {replay.number} of" in shown(app, "#replay-step")
        await pilot.press("left")
        assert screen.step == 0
        await pilot.press("right", "right")
        assert screen.step == 2
        assert shown(app, "#replay-step").startswith(replay.names[replay.states[1].to_act])
        await pilot.press("left")
        assert screen.step == 1
        assert not screen.query_one("#replay-ending").display
        await pilot.press("end")
        await pilot.pause()
        assert screen.step == replay.last
        ending = shown(app, "#replay-ending")
        assert "Score sheet" in ending
        totals = [str(sum(row[seat] for row in replay.sheet)) for seat in range(len(replay.seats))]
        assert ending.split("Total")[1].split() == totals
        await pilot.press("right")
        assert screen.step == replay.last
        await pilot.press("home")
        assert screen.step == 0
        await pilot.press("e")
        await pilot.pause()
        assert read_replay(tmp_path / export_name(replay)) == replay


@pilot_test
async def test_r_on_a_games_sheet_replays_the_game_just_played_and_esc_comes_back() -> None:
    session = step(first_game_nearly_over(seed=8), first_legal)
    assert session.game.result is not None
    app = TableHostApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await replay_from_the_sheet(pilot)
        assert screen.replay.end == session.game
        await pilot.press("end")
        await pilot.pause()
        assert str(session.game.result.penalties[0]) in shown(app, "#replay-ending")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)


@pilot_test
async def test_statistics_list_the_recorded_games_and_enter_replays_one() -> None:
    replay = recorded_replay()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = (await open_replay_list(pilot)).query_one(DataTable)
        assert table.row_count == replay.rules.games_per_match
        await pilot.press("enter")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.replay == replay
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReplaysScreen)


def test_replay_screen_mid_game(snap_compare: SnapCompare) -> None:
    replay = recorded_replay()

    async def to_the_middle(pilot: Pilot[None]) -> None:
        await pilot.press(*["right"] * (replay.last // 2))

    assert snap_compare(ReplayApp(replay), terminal_size=(80, 24), run_before=to_the_middle)


def test_a_replay_names_each_card_drawn_and_each_pass_the_table_keeps_to_itself() -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=3)
    # Seed 6 deals a match in which CPUs pass on a pon; the test fails if none of either is told.
    record_match(play_out(start_match("You", ["easy", "normal", "hard"], rules, seed=6), first_legal))
    records, _ = load_history()
    face = FACE
    told: dict[type[Action], list[str]] = {Draw: [], Pass: []}
    for index in range(len(records[-1].sheet)):
        replay = records[-1].game_replay(index)
        for number, action in enumerate(replay.actions, start=1):
            before, after = replay.states[number - 1], replay.states[number]
            seat = before.to_act
            if seat == 0 or type(action) not in told or after.result is not None:
                continue
            line = step_line(replay, number, face).plain
            if isinstance(action, Draw):
                drawn = next(iter(Counter(after.hands[seat]) - Counter(before.hands[seat])))
                assert line.endswith(f"draws {face.label(drawn)}")
            else:
                assert line == f"{replay.names[seat]}: passes on {face.label(before.discards[-1])} (could pon it)"
            told[type(action)].append(line)
    assert told[Draw]
    assert told[Pass]


@pilot_test
async def test_a_cpu_move_is_shown_with_its_reason() -> None:
    replay = recorded_replay()
    step = next(step for step in range(1, replay.last + 1) if reason_line(replay, step, FACE) is not None)
    app = ReplayApp(replay)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*["right"] * step)
        await pilot.pause()
        told = shown(app, "#replay-step").splitlines()
        reason = replay.reason(step)
        assert reason is not None
        assert told[1].strip() == f"→ {reason_why(reason)}"


@pilot_test
async def test_the_replay_of_an_assisted_game_marks_it_on_its_sheet_as_the_games_sheet_does() -> None:
    session = step(first_game_nearly_over(seed=8).with_assistance(), first_legal)
    app = TableHostApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        games = session.rules.games_per_match
        assert f"1 of {games}*" in shown(app, "#sheet")
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        ending = shown(app, "#replay-ending")
        assert f"1 of {games}*" in ending
        assert "* assisted" in ending


@pilot_test
async def test_with_no_finished_match_the_list_says_where_a_game_just_played_is_replayed() -> None:
    async with menu_with_files_read(make_app(), size=(80, 24)) as pilot:
        screen = await open_replay_list(pilot)
        said = str(screen.query_one("#replays-empty", Static).content)
        assert "No finished matches yet" in said
        assert "r on its score sheet" in said
