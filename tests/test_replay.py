"""Replays of finished games: kept in the history, dealt again, exported and read back, refused clearly when bad."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sevenbridge.cli import main
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import HISTORY_VERSION, MatchRecord, load_history, record_match
from sevenbridge.persistence.line_log import header
from sevenbridge.persistence.paths import data_dir
from sevenbridge.persistence.replay_file import ReplayFileError, read_replay, replay_text, write_replay
from sevenbridge.persistence.replays import last_game, open_game, recorded_matches
from sevenbridge.persistence.saves import LoadedMatch, load_match, save_match
from sevenbridge.play.replay import GameReplay, ReplayError, ReplaySeat, replay_of_session
from sevenbridge.play.session import Session, start_session
from support import at_random, play_out, step


def as_format_two(record: MatchRecord) -> str:
    """``record`` as format 2 wrote it: without the moves, and without the CPUs' seeds."""
    return record.model_dump_json(exclude={"replay": True, "seats": {"__all__": {"seed"}}})


def finished(seed: int, ruleset: str = "standard", games: int = 3) -> Session:
    rules = load_ruleset(ruleset).with_changes(games_per_match=games)
    session = start_session(rules, ["Aki", "North", "East"], [None, "hard", "easy"], seed=seed)
    return play_out(session, at_random(seed))


def last_replay(seed: int = 4) -> GameReplay:
    record_match(finished(seed))
    replay = last_game()
    assert replay is not None
    return replay


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), ruleset=st.sampled_from(["standard", "with-joker", "japanese-classic"]))
def test_every_recorded_game_replays_to_its_score_on_the_sheet(seed: int, ruleset: str) -> None:
    session = finished(seed, ruleset)
    record = MatchRecord.of(session)
    for index, row in enumerate(record.sheet):
        replay = record.game_replay(index)
        assert replay.end.result is not None
        assert replay.end.result.penalties == row
        assert replay.sheet == record.sheet[: index + 1]
    assert record.game_replay(len(record.sheet) - 1).end == session.game


def test_the_game_on_its_sheet_replays_from_the_session_itself() -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=2)
    session = start_session(rules, ["Aki", "North"], [None, "normal"], seed=9)
    while session.game.result is None:
        session = step(session, at_random(9))
    replay = replay_of_session(session)
    assert replay.end == session.game
    assert replay.states[0] == session.match.next_game()
    assert replay.actions == session.actions
    assert replay.number == 1
    assert [seat.seed is None for seat in replay.seats] == [True, False], "a person's seat keeps no seed"


def test_a_match_continued_from_its_save_keeps_the_moves_of_its_earlier_games() -> None:
    rules = load_ruleset("simple").with_changes(games_per_match=3)
    session = start_session(rules, ["Aki", "North"], [None, "easy"], seed=21)
    while session.match.games_played < 1:
        session = step(session, at_random(21))
    save_match(session)
    loaded = load_match()
    assert isinstance(loaded, LoadedMatch)
    resumed = loaded.session
    assert resumed.finished == session.finished
    record = MatchRecord.of(play_out(resumed, at_random(22)))
    assert record.replayable == (True, True, True)
    first = session.finished[0]
    assert first is not None
    assert record.game_replay(0).actions == first


def test_the_moves_are_kept_as_text_beside_each_game_in_the_history_line() -> None:
    session = finished(5)
    record_match(session)
    line = (data_dir() / "history.jsonl").read_bytes().splitlines()[-1]
    stored = json.loads(line)["replay"]
    assert stored["rules"]["name"] == "Standard"
    assert [game["moves"] for game in stored["games"]] == [
        [str(action) for action in actions or ()] for actions in session.finished
    ]
    assert all(session.finished)
    assert len(line) < 8_000


def test_a_record_written_before_moves_were_kept_loads_and_has_no_replay() -> None:
    old = as_format_two(MatchRecord.of(finished(6))).encode()
    path = data_dir() / "history.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(header(2) + old + b"\n")
    matches, problem = recorded_matches()
    assert problem is None
    assert matches[0].replayable == (False, False, False)
    with pytest.raises(ReplayError, match="moves were not kept"):
        open_game(matches[0], 0)
    assert last_game() is None

    record_match(finished(7))
    content = path.read_bytes()
    assert content.startswith(header(HISTORY_VERSION) + old + b"\n")
    records, problem = load_history()
    assert problem is None
    assert [record.replay is not None for record in records] == [False, True]
    assert last_game() is not None


def test_a_game_chosen_from_the_list_is_read_again_from_the_history() -> None:
    sessions = [finished(seed) for seed in (11, 12)]
    for session in sessions:
        record_match(session)
    matches, _ = recorded_matches()
    assert all(match.record.replay is None for match in matches)
    replay = open_game(matches[0], 1)
    assert replay.sheet == sessions[0].match.sheet[:2]


def test_an_exported_game_reads_back_as_the_same_replay(tmp_path: Path) -> None:
    replay = last_replay()
    path = tmp_path / "game.txt"
    write_replay(replay, path)
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[:2] == ["Seven Bridge replay 1", f"rules: {replay.rules.model_dump_json()}"]
    assert text.splitlines()[-len(replay.actions) :] == [str(action) for action in replay.actions]
    assert read_replay(path) == replay


def test_a_persons_seat_is_written_without_a_seed_so_the_file_opens_again(tmp_path: Path) -> None:
    replay = last_replay()
    person = replay.seats[0]
    assert person.level is None
    seeded = dataclasses.replace(replay, seats=(ReplaySeat(person.name, None, 5), *replay.seats[1:]))
    write_replay(seeded, tmp_path / "game.txt")
    assert read_replay(tmp_path / "game.txt") == replay


def bad_file(tmp_path: Path, change: str) -> tuple[Path, str]:
    """A replay file of the last game, spoilt as ``change`` says; the path and the spoilt text."""
    replay = last_replay()
    lines = replay_text(replay).splitlines()
    first_move = lines.index("") + 2
    if change == "first line":
        lines[0] = "Seven Bridge game"
    elif change == "seat":
        lines[2] = 'seat: expert "North"'
    elif change == "number":
        lines[lines.index(f"seed: {replay.seed}")] = "seed: lots"
    elif change == "unknown key":
        lines.insert(3, "colour: blue")
    elif change == "missing dealer":
        lines.remove(f"dealer: {replay.dealer + 1}")
    elif change == "not an action":
        lines[first_move + 1] = "shuffle"
    elif change == "illegal move":
        lines[first_move - 1] = "pon"
    elif change == "cut short":
        lines = lines[:-1]
    elif change == "sheet":
        lines[first_move - 3] = "sheet: 1 2 3"
    path = tmp_path / "game.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, "\n".join(lines)


@pytest.mark.parametrize(
    ("change", "line", "words"),
    [
        ("first line", 1, "not a Seven Bridge replay"),
        ("seat", 3, "a seat starts with person or a level"),
        ("number", None, "'lots' is not a whole number"),
        ("unknown key", 4, "expected one of rules, seat"),
        ("missing dealer", None, "the header lacks dealer"),
        ("not an action", None, "'shuffle' is not an action"),
        ("illegal move", None, "move 1, 'pon' by "),
        ("cut short", None, "before the game is over"),
        ("sheet", None, "the moves do not give the score on the sheet"),
    ],
)
def test_a_bad_replay_file_is_refused_naming_the_file_and_line(
    tmp_path: Path, change: str, line: int | None, words: str
) -> None:
    path, text = bad_file(tmp_path, change)
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    message = str(refused.value)
    assert message.startswith(f"{path}, line ")
    assert words in message
    number = int(message.split(", line ")[1].split(":", maxsplit=1)[0])
    if line is not None:
        assert number == line
    if change in ("not an action", "illegal move"):
        assert text.splitlines()[number - 1] in ("shuffle", "pon")


@pytest.mark.parametrize("kind", ["folder", "binary", "missing"])
def test_a_replay_file_that_is_not_text_is_refused_by_name(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "game.txt"
    if kind == "folder":
        path.mkdir()
    elif kind == "binary":
        path.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(ReplayFileError, match=f"^{path}: "):
        read_replay(path)


def test_the_command_line_says_what_is_wrong_with_a_file_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = bad_file(tmp_path, "illegal move")
    assert main(["replay", str(path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"sevenbridge: {path}, line ")
    assert "Traceback" not in error


def test_the_command_line_says_when_there_is_no_game_yet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay"]) == 2
    assert "no finished game to replay yet" in capsys.readouterr().err


def test_the_command_line_exports_the_last_game(tmp_path: Path) -> None:
    replay = last_replay()
    path = tmp_path / "last.txt"
    assert main(["replay", "--export", str(path)]) == 0
    assert read_replay(path) == replay


def test_the_last_game_is_found_behind_many_matches_without_moves() -> None:
    session = finished(13)
    record_match(session)
    old = as_format_two(MatchRecord.of(finished(14)))
    with (data_dir() / "history.jsonl").open("a", encoding="utf-8") as history:
        history.writelines(old.replace('"seed":', f'"seed":{number}0') + "\n" for number in range(1, 500))
    assert (data_dir() / "history.jsonl").stat().st_size > 100_000
    replay = last_game()
    assert replay is not None
    assert replay.end == session.game


def test_a_damaged_last_line_does_not_hide_the_last_game() -> None:
    session = finished(15)
    record_match(session)
    with (data_dir() / "history.jsonl").open("a", encoding="utf-8") as history:
        history.write('{"seed": "not a match"}\n')
    replay = last_game()
    assert replay is not None
    assert replay.end == session.game


def test_a_history_set_aside_on_the_way_is_said_by_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = data_dir() / "history.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(header(HISTORY_VERSION + 1))
    assert main(["replay"]) == 2
    error = capsys.readouterr().err
    assert "no finished game to replay yet" in error
    assert "written by a newer version of Seven Bridge" in error
    assert sorted(data_dir().glob("history.jsonl.corrupt-*"))


def test_a_replay_gives_each_cpu_move_the_reason_it_was_played_with(tmp_path: Path) -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=1)
    session = start_session(rules, ["Aki", "North", "East"], [None, "hard", "normal"], seed=17)
    while not session.match_over:
        if session.game.result is not None:
            session = session.finish_game()
        elif session.waiting_for_human:
            session = session.apply(at_random(17)(session))
        else:
            decision = session.cpu_decision()
            session = session.apply(decision.action, decision.reason)
    record_match(session)
    replay = last_game()
    assert replay is not None
    given = [replay.reason(step) for step in range(1, replay.last + 1)]
    assert given == [session.reason(index) for index in range(len(session.actions))]
    assert sum(reason is not None for reason in given) > 10
    write_replay(replay, tmp_path / "game.txt")
    assert [read_replay(tmp_path / "game.txt").reason(step) for step in range(1, replay.last + 1)] == given


def test_the_game_on_its_sheet_replays_as_assisted_when_the_person_took_help_in_it() -> None:
    rules = load_ruleset("standard").with_changes(games_per_match=2)
    session = start_session(rules, ["Aki", "North"], [None, "normal"], seed=9)
    assert replay_of_session(play_out_game(session)).assisted_games == frozenset()
    assert replay_of_session(play_out_game(session.with_assistance())).assisted_games == frozenset({0})


def play_out_game(session: Session) -> Session:
    """``session`` played on at random to the end of its current game."""
    while session.game.result is None:
        session = step(session, at_random(9))
    return session


def test_every_replay_of_a_recorded_match_knows_the_games_the_person_took_help_in() -> None:
    """Game 1 of 3 assisted: the replay of each game (whose sheet runs from game 1) says so."""
    session = finished(7)
    record = MatchRecord.of(dataclasses.replace(session, assisted_games=frozenset({0})))
    assert [record.game_replay(index).assisted_games for index in range(3)] == [frozenset({0})] * 3
    unassisted = MatchRecord.of(session)
    assert [unassisted.game_replay(index).assisted_games for index in range(3)] == [frozenset()] * 3


def test_a_replay_file_does_not_say_which_games_were_assisted(tmp_path: Path) -> None:
    """The file's format has no line for it: a game read from a file has no assisted games."""
    replay = dataclasses.replace(last_replay(), assisted_games=frozenset({0}))
    write_replay(replay, tmp_path / "game.txt")
    assert read_replay(tmp_path / "game.txt") == dataclasses.replace(replay, assisted_games=frozenset())
