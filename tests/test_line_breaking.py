"""Line breaking by cells: Japanese line-breaking rules, English words whole, names kept with their level."""

from __future__ import annotations

from typing import Final

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sevenbridge.cells import cell_width, line_spans, wrap_cells

NO_LINE_START: Final = "、。，．）」』：；！？・·,.:;!?)"
"""Characters the player should never see at the start of a line."""
NO_LINE_END: Final = "（「『(["


def assert_well_broken(lines: list[str], width: int) -> None:
    """Every line fits; none starts with closing punctuation or a separator; none ends with an opening bracket."""
    for number, line in enumerate(lines):
        assert cell_width(line) <= width, lines
        assert line == line.strip(), lines
        if number:
            assert line[0] not in NO_LINE_START, lines
        assert line[-1] not in NO_LINE_END, lines


@pytest.mark.parametrize(
    ("text", "width"),
    [
        ("上がった人は0点です。ほかの人は残った手札を合計します。数札は数字どおり、J・Q・K は10点です。", 45),
        ("ジョーカーなし · Q-K-Aは連番 · Aは10点 · 残った7は失点2倍 · 2巡目からポン・チー可 · 一発上がり", 41),
        ("Ctrl+P または :：コマンドパレット。ルール、キー操作、メインメニュー", 20),
    ],
)
def test_no_line_starts_with_closing_punctuation_or_a_separator(text: str, width: int) -> None:
    for narrower in range(10, width + 1):
        assert_well_broken(wrap_cells(text, narrower), narrower)


def test_a_name_and_its_colon_are_not_left_alone_on_a_line() -> None:
    assert wrap_cells("南東: 山札から引きました", 14) == ["南東: 山札から", "引きました"]


def test_a_name_stays_with_its_level_where_it_fits() -> None:
    text = "ラウンド 4/5 · 日本式クラシック · 相手 南西(むずかしい)、北西(かんたん)、北東(むずかしい)"
    for width in range(20, 60):
        lines = wrap_cells(text, width)
        for name in ("南西(むずかしい)", "北西(かんたん)", "北東(むずかしい)"):
            assert any(name in line for line in lines), (width, lines)
    english = "Game 4 of 5 · Japanese classic · vs Southwest (Hard), Northwest (Easy), Northeast (Normal)"
    for width in range(20, 60):
        lines = wrap_cells(english, width)
        for name in ("Southwest (Hard)", "Northwest (Easy)", "Northeast (Normal)"):
            assert any(name in line for line in lines), (width, lines)


def test_a_number_is_not_left_alone_on_a_line() -> None:
    text = "Game 1 of 3 · Japanese classic · vs North (Hard) · you 100"
    for width in range(12, len(text)):
        assert "100" not in wrap_cells(text, width), width


def test_an_item_of_a_summary_is_cut_only_when_it_is_wider_than_a_line() -> None:
    text = "ジョーカーなし · Q-K-Aは連番 · Aは10点 · 残った7は失点2倍 · 一発上がりで他の人の失点2倍"
    assert wrap_cells(text, 64) == [
        "ジョーカーなし · Q-K-Aは連番 · Aは10点 · 残った7は失点2倍 ·",
        "一発上がりで他の人の失点2倍",
    ]
    assert wrap_cells("一発上がりで他の人の失点2倍", 10) == ["一発上がり", "で他の人の", "失点2倍"]


def test_a_katakana_word_is_not_cut_where_it_fits_a_line() -> None:
    """A loanword is one word: ``ジョーカー`` is not left as ``ジョー`` and ``カー`` on two lines."""
    text = "10♠ J♠ Q♠ JK の役を出す: 手札から40点減らせるうえ、残すと失点が5倍になるジョーカーも手放せます"
    for width in range(12, cell_width(text)):
        lines = wrap_cells(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert any("ジョーカー" in line for line in lines), (width, lines)
    assert wrap_cells("ジョーカー", 6) == ["ジョー", "カー"], "cut only when wider than a line"


def test_a_hanging_line_may_be_narrower_than_the_first() -> None:
    spans = line_spans("日本語の文章を折り返します", 8, 4)
    assert [cell_width("日本語の文章を折り返します"[start:end]) for start, end in spans] == [8, 4, 4, 4, 4, 2]


WORDS: Final = st.sampled_from(
    ["日本", "語", "山札", "ab", "Enter", "10", "点", "北東(むずかしい)", "(Hard)", "カード"]
)
PUNCTUATION: Final = st.sampled_from(["", "、", "。", "：", " ·", "）"])


@st.composite
def japanese_text(draw: st.DrawFn) -> str:
    """Words, each followed by at most one mark of punctuation, an English word always set off by spaces."""
    text = ""
    for word, mark in draw(st.lists(st.tuples(WORDS, PUNCTUATION), max_size=14)):
        opening = draw(st.sampled_from(["", "（"])) if word.isascii() is False else ""
        spaced = draw(st.booleans()) or word.isascii() or (text[-1:].isascii() and bool(text))
        text += (" " if spaced and text else "") + opening + word + (mark if not opening else "）")
    return text


@given(japanese_text(), st.integers(min_value=20, max_value=60))
def test_japanese_text_breaks_by_the_rules_at_any_width(text: str, width: int) -> None:
    lines = wrap_cells(text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert_well_broken(lines, width)


def test_a_figure_at_the_start_of_an_item_does_not_glue_two_items_together() -> None:
    lines = [
        "ジョーカー1枚 · Aは1としてだけ使う · Aは10点 ·",
        "残った7は失点2倍 · 一発上がりのボーナスなし ·",
        "2巡目からポン・チー可",
    ]
    assert wrap_cells(" ".join(lines), 64) == lines


LAID_OFF: Final = (
    "北西: 4♦ を北東の役 [4♦ 5♦ 6♦ 7♦] に付け札しました",
    "あなた: 7♥ を東の役 [4♥ 5♥ 6♥] に付け札しました",
    "西: 10♠ を北の役 [J♠ Q♠ K♠] に付け札しました。",
)
"""Log lines whose last word, cut anywhere, could leave its final kana alone on a line."""


@pytest.mark.parametrize("text", LAID_OFF)
def test_the_last_character_of_japanese_text_is_never_left_alone_on_a_line(text: str) -> None:
    for width in range(16, cell_width(text)):
        lines = wrap_cells(text, width)
        assert len(lines[-1].rstrip("。")) > 1, (width, lines)
        assert_well_broken(lines, width)


def test_an_english_line_wraps_as_before() -> None:
    text = "North: lays off 4♦ on Northeast's meld [4♦ 5♦ 6♦ 7♦]"
    assert wrap_cells(text, 24) == ["North: lays off 4♦ on", "Northeast's meld", "[4♦ 5♦ 6♦ 7♦]"]
    assert wrap_cells("You: draws from the stock", 24) == ["You: draws from the", "stock"]


def test_a_meld_is_kept_whole_on_the_next_line_where_it_fits() -> None:
    assert wrap_cells("East: melds [9♠ 9♥ 9♣ JK=9♦]", 23) == ["East: melds", "[9♠ 9♥ 9♣ JK=9♦]"]
    assert wrap_cells("東: [9♠ 9♥ 9♣ JK=9♦]をさらしました", 18) == ["東:", "[9♠ 9♥ 9♣ JK=9♦]を", "さらしました"]
    for width in range(18, 40):
        lines = wrap_cells("North: lays off 8♣ on East's [6♣ 7♣ 8♣ 9♣ 10♣]", width)
        assert any("[6♣ 7♣ 8♣ 9♣ 10♣]" in line for line in lines), (width, lines)


def test_a_meld_wider_than_a_line_is_cut_between_its_cards() -> None:
    meld = "[5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠]"
    lines = wrap_cells(meld, 12)
    assert " ".join(lines) == meld
    assert_well_broken(lines, 12)
