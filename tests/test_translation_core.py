"""The engine, the command line and the simulate report in Japanese; English as it always was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge.cells import cell_width, wrap_cells
from sevenbridge.cli import main
from sevenbridge.engine.actions import Action, Chi, Discard, IllegalAction, LayOff, Meld, Pon, parse_action
from sevenbridge.engine.rules import (
    RULESET_NAMES,
    SHIPPED_NAMES,
    RuleSet,
    RuleSetError,
    load_ruleset,
    shown_ruleset_name,
)
from sevenbridge.engine.state import GameState
from sevenbridge.engine.turns import apply_action
from sevenbridge.translation import _, current_language, join_sentences, reads_as_one_of, use_language
from support import C, P, play, stacked

STANDARD = load_ruleset("standard")


def refusal(state: GameState, action: Action) -> str:
    with pytest.raises(IllegalAction) as refused:
        apply_action(state, action)
    return str(refused.value)


def test_help_is_in_japanese_with_argparse_words_and_fits_80_columns(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--lang", "ja", "--help"]) == 0
    shown = capsys.readouterr().out
    for words in ("使い方: sevenbridge", "位置引数:", "オプション:", "このヘルプを表示して終了する", "ポンとチー"):
        assert words in shown
    assert "usage:" not in shown
    assert "show this help" not in shown
    assert max(cell_width(line) for line in shown.splitlines()) <= 80
    assert "--lang {en,ja}" in shown, "option names and choices stay as they are typed"


def test_subcommand_help_is_in_japanese(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--lang", "ja", "simulate", "--help"]) == 0
    shown = capsys.readouterr().out
    assert "同じ配札を席を回して1回ずつ対戦させる" in shown
    assert "--duplicate" in shown
    assert max(cell_width(line) for line in shown.splitlines()) <= 80


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--games", "0"], "sevenbridge simulate: エラー: 引数 --games: 1以上にしてください（0は不可）"),
        (["simulate", "--seats", "hard,expert"], "'expert' というレベルはありません。easy、normal、hard"),
        (["play", "--level", "expert"], "選べない値です: 'expert'（'easy', 'normal', 'hard' から選んでください）"),
        (["--frobnicate"], "認識できない引数です: --frobnicate"),
    ],
)
def test_a_bad_argument_is_refused_in_japanese(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "ja", *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.startswith("使い方: ")


def test_a_bad_argument_is_refused_in_english_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--level", "expert"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: sevenbridge play")
    assert "error: argument --level: invalid choice: 'expert' (choose from 'easy', 'normal', 'hard')" in err


def test_the_command_speaks_japanese_from_the_system_locale(home: Path) -> None:
    environment = {
        name: value for name, value in os.environ.items() if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    environment |= {"LANG": "ja_JP.UTF-8", "COLUMNS": "80", "PYTHONIOENCODING": "utf-8"}
    command = [sys.executable, "-m", "sevenbridge"]
    shown = subprocess.run(
        [*command, "--help"], capture_output=True, text=True, check=True, env=environment, timeout=60
    ).stdout
    assert shown.startswith("使い方: sevenbridge")
    refused = subprocess.run(
        [*command, "simulate", "--workers", "0"],
        check=False,
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )
    assert refused.returncode == 2
    assert "エラー: 引数 --workers: 1〜" in refused.stderr


def test_refused_moves_are_explained_in_japanese() -> None:
    use_language("ja")
    state = stacked(STANDARD, ["7H 7S 2C 3C", "KD QD JD 5S"], "8H 4D 6H")
    assert refusal(state, Discard(C("2C"))) == "先に手番を始めてください。山札から引きます。"
    assert refusal(state, Pon()) == "ポンできる捨て札がありません。山札から引いてください。"
    drawn = play(state, "draw")
    assert refusal(drawn, Discard(C("KD"))) == "K♦ は手札にありません。"
    assert refusal(drawn, Meld(P("2C 3C"))) == (
        "2♣ 3♣ は役になりません。役は同じ数字の3～4枚、同じマークの3枚以上の連番、"
        "または7（1枚だけ、7どうし、同じマークの6か8と）です。"
    )
    assert refusal(drawn, LayOff(C("2C"), 0)) == "場に0番の役はありません。"
    assert (
        refusal(drawn, Chi(P("2C 3C")))
        == "この手番はもう始まっています。役を出すか、付け札するか、カードを捨ててください。"
    )


def test_refused_moves_are_explained_in_english_as_before() -> None:
    state = play(stacked(STANDARD, ["7H 7S 2C 3C", "KD QD JD 5S"], "8H 4D 6H"), "draw")
    assert refusal(state, Discard(C("KD"))) == "K♦ is not in the hand."
    assert refusal(state, Meld(P("2C 3C"))) == (
        "2♣ 3♣ is not a meld: a meld is 3 or 4 of a rank, 3 or more in a row of one suit,"
        " or 7s (alone, together, or with the 6 or 8 of their suit)."
    )


def test_action_text_errors_are_in_japanese_but_the_action_words_are_not() -> None:
    use_language("ja")
    with pytest.raises(ValueError, match="操作ではありません。discard とカード1枚を書いてください（例: 'discard 4C'）"):
        parse_action("discard")
    with pytest.raises(ValueError, match="'9X' はカードではありません"):
        parse_action("discard 9X")


def write_rules(folder: Path, line: str) -> Path:
    path = folder / "house.toml"
    path.write_text(f'name = "House"\n{line}\n', encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("line", "japanese"),
    [
        ("jokers = 5", "項目 'jokers': 2以下にしてください"),
        ("jokers = true", "項目 'jokers': 整数にしてください"),
        ('stock_empty = "never"', "項目 'stock_empty': 'reshuffle'、'draw' のいずれかにしてください"),
        ("jokerz = 1", "項目 'jokerz': この項目はルールにありません"),
        ("claims_in_first_round = 1", "項目 '（ファイル全体）': claims_in_first_round は true か false にしてください"),
        ("jokers = = 1", "正しいTOMLではありません"),
    ],
)
def test_a_broken_rule_set_file_is_named_with_its_field_in_japanese(tmp_path: Path, line: str, japanese: str) -> None:
    path = write_rules(tmp_path, line)
    use_language("ja")
    with pytest.raises(RuleSetError) as refused:
        load_ruleset(path)
    message = str(refused.value)
    assert message.startswith(f"{path}: ")
    assert japanese in message


def test_the_command_line_names_a_broken_rule_set_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_rules(tmp_path, 'going_out_at_once = "always"')
    assert main(["--lang", "ja", "simulate", "--rules", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: 項目 'going_out_at_once': 'double-others'、'winner-minus-50'、'none' のいずれかに" in err


def test_a_missing_rule_set_file_is_said_in_japanese(tmp_path: Path) -> None:
    use_language("ja")
    with pytest.raises(RuleSetError, match=r"nothing\.toml: 読み込めません: ファイルまたはフォルダーがありません"):
        load_ruleset(tmp_path / "nothing.toml")


@pytest.mark.parametrize(
    "line",
    [
        "jokers = 5",
        "jokers = -1",
        "jokers = true",
        "ace_high = 'yes'",
        "jokerz = 1",
        'stock_empty = "never"',
        'claims_open = "never"',
        "claims_in_first_round = 1",
        "games_per_match = 1.5",
    ],
)
def test_english_problems_are_pydantics_own_words(tmp_path: Path, line: str) -> None:
    """The translated problems keep pydantic's English, so English messages did not change."""
    import tomllib

    from pydantic import ValidationError

    data = tomllib.loads(f'name = "House"\n{line}\n')
    with pytest.raises(ValidationError) as pydantic_says:
        RuleSet.model_validate(data)
    with pytest.raises(RuleSetError) as we_say:
        load_ruleset(write_rules(tmp_path, line))
    for item in pydantic_says.value.errors():
        assert item["msg"] in str(we_say.value)


@pytest.mark.parametrize("name", ["", "x" * 41])
def test_a_name_of_the_wrong_length_is_said_in_either_language(tmp_path: Path, name: str) -> None:
    path = tmp_path / "house.toml"
    path.write_text(f'name = "{name}"\n', encoding="utf-8")
    with pytest.raises(RuleSetError, match="String should have at"):
        load_ruleset(path)
    use_language("ja")
    with pytest.raises(RuleSetError, match=r"項目 'name': (1文字以上|40文字以内)にしてください"):
        load_ruleset(path)


def test_every_shipped_rule_set_and_custom_has_a_japanese_name() -> None:
    names = [load_ruleset(name).name for name in RULESET_NAMES]
    assert set(names) | {"Custom"} == SHIPPED_NAMES
    use_language("ja")
    shown = [shown_ruleset_name(name) for name in (*names, "Custom")]
    assert shown == ["標準", "ジョーカーあり", "シンプル", "エースロー", "日本式クラシック", "カスタム"]
    assert shown_ruleset_name("Grandma's rules") == "Grandma's rules"
    use_language("en")
    assert shown_ruleset_name("With joker") == "With joker"


def test_every_rule_set_field_has_a_japanese_label() -> None:
    use_language("ja")
    for name, field in RuleSet.model_fields.items():
        assert field.description is not None, name
        label = _(field.description)
        assert label != field.description, name
        assert not label.isascii(), name


def test_the_simulate_report_is_in_japanese_with_its_columns_lined_up(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--lang", "ja", "simulate", "--games", "2", "--seats", "easy,normal", "--seed", "3", "--rules", "simple"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "2ラウンド（2配札、配札ごとに1回）、ルール: シンプル、シード 3"
    heading, *rows = lines[2:5]
    assert heading.split() == ["席", "レベル", "失点/ラウンド", "95%信頼区間", "勝率", "一発上がり"]
    assert {cell_width(line) for line in (heading, *rows)} == {cell_width(heading)}
    assert [row.split()[1] for row in rows] == ["easy", "normal"], "levels stay as --seats writes them"
    assert any(line.startswith("流局: ") for line in lines)
    timing = lines.index(next(line for line in lines if line.startswith("レベル")))
    assert cell_width(lines[timing]) == cell_width(lines[timing + 1])


@given(st.text(alphabet="ab 日本語、（）", max_size=60), st.integers(min_value=4, max_value=30))
def test_wrapping_by_cells_keeps_every_character_and_the_width(text: str, width: int) -> None:
    lines = wrap_cells(text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        assert cell_width(line) <= width or " " not in line


def test_sentences_follow_one_another_with_a_space_in_english_and_none_in_japanese() -> None:
    assert join_sentences(["Lower is better.", "r replays a game."]) == "Lower is better. r replays a game."
    use_language("ja")
    assert join_sentences(["少ないほど良い。", "rでリプレイ。"]) == "少ないほど良い。rでリプレイ。"


def test_a_word_is_recognised_as_a_person_reads_it_in_either_language() -> None:
    words = ("West", "Northwest")
    for typed in ("West", "west", "  WEST ", "ｗｅｓｔ", "西", " 北西\u3000", "northwest"):
        assert reads_as_one_of(typed, words), typed
    for typed in ("Westley", "North west", "東", "南"):
        assert not reads_as_one_of(typed, words), typed
    assert current_language() == "en", "the language spoken is left as it was"
