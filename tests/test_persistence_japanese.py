"""The files' messages in Japanese: a bad file is explained in the player's language and still named.

The files themselves stay English; only what the player reads is translated.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from sevenbridge.engine.rules import load_ruleset
from sevenbridge.persistence.history import load_history, record_match
from sevenbridge.persistence.paths import config_dir, data_dir
from sevenbridge.persistence.problems import FileProblem
from sevenbridge.persistence.replay_file import ReplayFileError, read_replay, replay_text
from sevenbridge.persistence.replays import last_game, requested_game
from sevenbridge.persistence.saves import LoadedMatch, describe_save, load_match, save_match
from sevenbridge.persistence.settings import Settings, load_settings
from sevenbridge.persistence.storage import describe
from sevenbridge.play.replay import ReplayError
from sevenbridge.play.session import start_session
from sevenbridge.translation import use_language
from support import at_random, play_out, step

ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
KEPT_ENGLISH = ("JSON", "standard, with-joker, simple, ace-low, japanese-classic", "custom")
"""What a Japanese message quotes as it is: a format's name, and the values a file may hold."""


def english_left(message: str, *names: str) -> list[str]:
    """The English words in ``message`` once the file names and values it quotes are taken out."""
    for name in (*names, *KEPT_ENGLISH):
        message = message.replace(name, "")
    return ASCII_WORD.findall(message)


def loaded() -> LoadedMatch:
    found = load_match()
    assert isinstance(found, LoadedMatch)
    return found


def test_the_saved_match_is_summed_up_in_japanese_with_seat_and_level_names_translated() -> None:
    session = start_session(load_ruleset("standard"), ["You", "North", "East"], [None, "hard", "normal"], seed=5)
    person = at_random(2)
    while session.match.games_played < 2:
        session = step(session, person)
    save_match(session)
    use_language("ja")
    total = session.match.totals[0]
    assert describe_save(loaded()) == f"ラウンド 3/5 · 標準 · 相手 北（むずかしい）、東（ふつう） · あなた {total}点"


def test_a_saved_match_left_on_a_games_sheet_says_in_japanese_that_the_game_is_over() -> None:
    session = start_session(load_ruleset("standard"), ["You", "North"], [None, "hard"], seed=5)
    person = at_random(2)
    while session.game.result is None:
        session = step(session, person)
    save_match(session)
    use_language("ja")
    penalty = session.game.result.penalties[0]
    assert describe_save(loaded()) == f"ラウンド 1/5 終了 · 標準 · 相手 北（むずかしい） · あなた {penalty}点"


def test_the_saved_match_keeps_a_players_own_names_in_japanese() -> None:
    session = start_session(load_ruleset("standard"), ["Aki", "Ben"], [None, "easy"], seed=5)
    save_match(session)
    use_language("ja")
    assert describe_save(loaded()) == "ラウンド 1/5 · 標準 · 相手 Ben（かんたん） · あなた 0点"


def test_a_bad_save_is_explained_in_japanese_naming_the_file_it_was_kept_as() -> None:
    path = data_dir() / "match.json"
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    use_language("ja")
    problem = load_match()
    assert isinstance(problem, FileProblem)
    assert problem.message == (
        f"保存したマッチを読めませんでした（途中で切れています）。{problem.kept_as.name} として残しました。"
        "新しいマッチを始められます。"
    )
    assert problem.kept_as.read_text(encoding="utf-8") == "{"


@pytest.mark.parametrize(
    ("settings", "reason"),
    [
        ({"schema_version": 1, "opponents": 99}, "項目 'opponents' が正しくありません: 5 以下でなければなりません"),
        ({"schema_version": 1, "opponents": "many"}, "項目 'opponents' が正しくありません: 整数でなければなりません"),
        ({"schema_version": 1, "colour": "red"}, "項目 'colour' が正しくありません: このファイルにない項目です"),
        ({"schema_version": 7}, "新しいバージョンのセブンブリッジがファイル形式 7 で書いたものです"),
        ({"schema_version": 1, "ruleset": "house"}, "内容が食い違っています: 知らないルール 'house' です。"),
        ([1, 2], "JSON オブジェクトではありません"),
        (
            {"schema_version": 1, "levels": ["grandmaster"]},
            "項目 'levels.0' が正しくありません: 'easy'、'normal'、'hard' のどれかでなければなりません",
        ),
        ({"schema_version": "three"}, "スキーマのバージョン 'three' は、このゲームが知っている番号ではありません"),
    ],
)
def test_bad_settings_are_explained_in_japanese_down_to_what_is_wrong(settings: object, reason: str) -> None:
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(settings), encoding="utf-8")
    use_language("ja")
    _defaults, problem = load_settings()
    assert problem is not None
    assert problem.message.startswith(f"設定を読めませんでした（{reason}")
    assert problem.kept_as.name in problem.message
    quoted = ("'opponents'", "'colour'", "'house'", "'levels.0'", "'easy'", "'normal'", "'hard'", "'three'")
    assert english_left(problem.message, problem.kept_as.name, *quoted) == []


def test_a_too_large_history_is_explained_in_japanese() -> None:
    path = data_dir() / "history.jsonl"
    path.parent.mkdir(parents=True)
    with path.open("wb") as file:
        file.truncate((256 << 20) + 1)
    use_language("ja")
    records, problem = load_history()
    assert records == []
    assert problem is not None
    assert problem.message.startswith("対戦履歴を読めませんでした（256 MB あり、大きすぎます）。")
    assert problem.kept_as.name in problem.message


def finished_match(seed: int) -> None:
    """Record a one-game Simple match against one Hard CPU, played at random."""
    rules = load_ruleset("simple").with_changes(games_per_match=1)
    record_match(play_out(start_session(rules, ["You", "North"], [None, "hard"], seed=seed), at_random(seed)))


def test_a_bad_line_of_the_history_is_counted_in_japanese() -> None:
    for seed in (1, 2):
        finished_match(seed)
    with (data_dir() / "history.jsonl").open("a", encoding="utf-8") as history:
        history.write("not a match\n")
    use_language("ja")
    records, problem = load_history()
    assert len(records) == 2
    assert problem is not None
    kept = problem.kept_as.name
    assert problem.message == (
        f"対戦履歴に読み込めない行が1行ありました（4行目: JSON ではありません）。{kept} として残しました。"
        "ほかの2マッチはそのままです。"
    )


def test_a_bad_replay_file_is_refused_in_japanese_naming_the_file_and_line(tmp_path: Path) -> None:
    finished_match(3)
    replay = last_game()
    assert replay is not None
    lines = replay_text(replay).splitlines()
    lines[2] = 'seat: expert "North"'
    path = tmp_path / "game.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    use_language("ja")
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    assert str(refused.value) == (
        f"{path} の3行目: seat の最初は person かレベル（easy、normal、hard）です（'expert' になっています）"
    )


def test_a_replay_file_that_is_not_text_is_refused_in_japanese(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_bytes(b"\xff\xfe\x00binary")
    use_language("ja")
    with pytest.raises(ReplayFileError, match=f"^{re.escape(str(path))}: テキストファイルではありません$"):
        read_replay(path)


def test_nothing_to_replay_is_said_in_japanese() -> None:
    use_language("ja")
    with pytest.raises(ReplayError, match=r"^リプレイできる終わったラウンドはまだありません。"):
        requested_game(None)


def test_a_missing_replay_file_is_refused_in_japanese_words_not_the_systems(tmp_path: Path) -> None:
    path = tmp_path / "missing.txt"
    use_language("ja")
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    assert str(refused.value) == f"{path}: 読み込めません: ファイルまたはフォルダーがありません"


VALUES = st.one_of(  # braces left out of text, so any brace in a message would be an unfilled field
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=True),
    st.text(st.characters(exclude_characters="{}"), max_size=50),
    st.lists(st.integers(-3, 99), max_size=8),
    st.dictionaries(st.text("abc", max_size=5), st.integers(), max_size=3),
)
FIELDS = st.sampled_from([*Settings.model_fields, "colour"])


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(FIELDS, VALUES, max_size=4))
def test_any_wrong_settings_are_explained_in_japanese_with_every_field_filled_in(data: dict[str, object]) -> None:
    use_language("ja")
    try:
        Settings.model_validate(data)
    except ValidationError as error:
        said = describe(error)
        assert "{" not in said
        assert said.startswith(("項目 '", "内容が食い違っています: "))
