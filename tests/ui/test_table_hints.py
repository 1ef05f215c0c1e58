"""The table's words and keys as plain functions of the game: no screen needed."""

from __future__ import annotations

from faces_support import ASCII_FACE, FACE
from rich.cells import cell_len
from table_host import WEST_THROWS_9C, chi_session, pon_session, stacked_session
from table_positions import SIZE

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.engine.state import Phase
from sevenbridge.engine.turns import legal_actions
from sevenbridge.play.session import Session
from sevenbridge.translation import use_language
from sevenbridge.ui.table.hints import no_chi_reason, pon_question, selection_hint, turn_hint
from sevenbridge.ui.table.keys_help import TABLE_SECTIONS, sections
from sevenbridge.ui.table.offers import ALWAYS, TABLE_ACTIONS, offered_actions

NAMES = ["Ann", "West", "North", "East"]


def chi_turn() -> Session:
    """Ann's turn starts with 9♣ on the pile and 7♣ 8♣ 10♣ J♣ in hand."""
    return chi_session()


def test_the_keys_offered_follow_the_legal_actions() -> None:
    start = chi_turn()
    assert offered_actions(start.game, "human", hidden=False) == {
        "draw",
        "chi",
        "pick",
        "clear",
        "attempt",
        "hint",
        "toggle_order",
        "cycle_speed",
        "toggle_tracker",
        "score_sheet",
        "undo",
        "keys",
        "leave",
    }
    playing = start.apply(Draw())
    offered = offered_actions(playing.game, "human", hidden=False)
    assert {"discard", "pick", "clear", "attempt", "explain_chi", "hint"} <= offered
    assert not {"draw", "chi", "skip"} & offered
    assert offered <= TABLE_ACTIONS


def test_while_a_cpu_plays_only_skip_undo_selecting_the_sheet_and_the_settings_work() -> None:
    after = chi_turn().apply(Draw()).apply(Discard(Card("2D")))
    assert offered_actions(after.game, "cpu", hidden=False) == {
        "pick",
        "clear",
        "skip",
        "undo",
        "score_sheet",
        "toggle_order",
        "cycle_speed",
        "toggle_tracker",
        "keys",
        "leave",
    }


def test_after_the_game_no_move_and_no_undo_is_offered_at_the_table() -> None:
    offered = offered_actions(chi_turn().game, "game-over", hidden=False)
    assert offered == {"score_sheet", "toggle_order", "cycle_speed", "toggle_tracker", "keys", "leave"}


def test_a_hidden_table_offers_only_the_key_list_and_the_way_out() -> None:
    assert offered_actions(chi_turn().game, "human", hidden=True) == ALWAYS == {"keys", "leave"}


def test_the_hint_names_what_can_be_done() -> None:
    start = chi_turn()
    assert (
        turn_hint(start.game, "human", NAMES, "normal")
        == "Your turn: d draw from the stock  ·  c chi the last discard."
    )
    playing = start.apply(Draw())
    assert turn_hint(playing.game, "human", NAMES, "normal").endswith("then m meld · x discard.")
    cpu = playing.apply(Discard(Card("2D")))
    assert turn_hint(cpu.game, "cpu", NAMES, "fast") == "West is playing…  s skip ahead · f pace (fast)"


def test_the_selection_hint_lists_the_moves_of_the_selected_cards() -> None:
    playing = stacked_session(["7H 8H 9H 2C 4D KS QD", "3S 4S 6D 8C JD TD AS"], "TH 6C 2H", (Draw(),))
    legal = legal_actions(playing.game)
    run = tuple(parse_cards("7H 8H 9H"))
    assert Meld(run) in legal
    assert selection_hint(run, legal, FACE).plain == "Selected: 7♥ 8♥ 9♥ — m melds them"
    assert selection_hint((Card("2C"),), legal, FACE).plain == "Selected: 2♣ — x discards it"


def test_the_pon_question_names_the_thrower_the_card_and_the_pair() -> None:
    game = pon_session().game
    assert pon_question(game, NAMES, FACE).plain == "West discarded 9♣.\nPon it with your 9♠ 9♦?"
    assert pon_question(game, NAMES, ASCII_FACE).plain == "West discarded 9C.\nPon it with your 9S 9D?"


def test_a_name_in_the_pon_question_is_text_not_markup() -> None:
    names = ["Ann", "[bold]West[/bold]", "North"]
    assert pon_question(pon_session().game, names, FACE).plain.startswith("[bold]West[/bold] discarded 9♣.")


def test_without_a_chi_the_reason_is_the_engines_or_that_no_run_fits() -> None:
    hands = ["2D 5H KS 3S 6S 8D QH", "9C 4S 6D 8H JD TD AS"]
    none_fits = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C)
    assert no_chi_reason(none_fits.game) == "9♣ makes no run with your cards: a chi run is 3 in a row, or 2 with a 7."
    hands = ["9C 2D 5H KS 3S 6S 8D", "7C 8C TD JD 4S QH AS"]
    before_first_turn = stacked_session(hands, "2H 3H", (Draw(), Discard(Card("9C"))))
    assert (
        no_chi_reason(before_first_turn.game)
        == "Nobody may claim a discard until they have had a first turn of their own."
    )


def test_a_joker_that_would_have_made_the_run_is_told_it_never_helps_to_chi() -> None:
    """8♣ and the joker would make a run with the thrown 9♣ in a meld, but not in a chi."""
    hands = ["8C JK 2D 5H KS 3S QH", "9C 4S 6D 8H JD TD AS"]
    game = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C, rules=load_ruleset("with-joker")).game
    assert game.phase is Phase.TURN_START
    reason = no_chi_reason(game)
    assert reason == "9♣ makes no run without the joker, which never helps to chi: d draws."
    assert cell_len(reason.replace("9", "10")) < SIZE[0], "one row of the status line"
    use_language("ja")
    reason = no_chi_reason(game)
    assert reason == "ジョーカーはチーに使えず、9♣ はほかの手札と連番になりません: d で引きます。"
    assert cell_len(reason.replace("9", "10")) < SIZE[0], "one row of the status line"


def test_a_card_beside_the_discard_is_told_what_a_chi_run_needs_under_each_rule() -> None:
    hands = ["8C 2D 5H KS 3S 6S QH", "9C 4S 6D 8H JD TD AS"]
    for rules, reason in (
        (
            "standard",
            "9♣ makes no run with your cards: a chi run is 3 in a row, or 2 with a 7.",
        ),
        ("japanese-classic", "9♣ makes no run of 3 or more with your cards: d draws from the stock."),
    ):
        game = stacked_session(hands, "2H 3H 4H", WEST_THROWS_9C, rules=load_ruleset(rules)).game
        assert game.phase is Phase.TURN_START
        assert game.current == 0
        assert no_chi_reason(game) == reason


def test_the_tables_key_list_is_the_table_sections_of_the_key_list() -> None:
    markdown = "\n".join(
        [
            "# Keys",
            "## Main menu",
            "| `N` |",
            "## At the table",
            "| `D` |",
            "## Questions at the table",
            "| `P` |",
            "## Rules",
        ]
    )
    assert sections(markdown, TABLE_SECTIONS) == "## At the table\n| `D` |\n## Questions at the table\n| `P` |"
