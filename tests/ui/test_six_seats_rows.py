"""Six seats at 80×24: every opponent's row, the pick-lists and the tracker's legend read whole.

The opponents' rows may compress (a shorter level, runs shortened to their ends)
or take a second line, but no meld is cut, a joker always shows, a hand's size
is written one way, and lists line up their number keys.
"""

from __future__ import annotations

from dataclasses import replace

from app_support import pilot_test
from faces_support import FACE
from rich.cells import cell_len
from rich.text import Text
from six_seats_support import HANDS, STOCK, first_round, full_table
from table_host import TableHostApp
from textual.widgets import Button

from sevenbridge.engine.actions import Action, Draw, Meld
from sevenbridge.engine.cards import parse_cards
from sevenbridge.engine.melds import TableMeld, classify, make_meld
from sevenbridge.engine.rules import load_ruleset
from sevenbridge.play.session import Session
from sevenbridge.play.setup import OPPONENT_NAMES, shown_name
from sevenbridge.ui.dialogs import ChoiceDialog
from sevenbridge.ui.table import TableScreen
from sevenbridge.ui.table.compact_melds import compact_meld
from sevenbridge.ui.table.seat_row import SeatRow
from sevenbridge.ui.table.tracker import TrackerPanel, tracker_text

SIZE = (80, 24)


@pilot_test
async def test_a_pick_list_puts_every_number_key_in_one_column() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = ["Southeast: [7♦ 7♣]", "You: [7♥]", "North: [9♣ 10♣ J♣ Q♣ K♣]"]
        options: list[tuple[Text, Action]] = [(Text(label), Draw()) for label in labels]
        app.push_screen(ChoiceDialog[Action]("Lay off on which meld?", options))
        await pilot.pause()
        columns = set()
        for number, button in enumerate(app.screen.query(".option").results(Button), start=1):
            line = next(str(line.text) for line in button.render_lines(button.region.reset_offset) if line.text.strip())
            assert f"{number}  {labels[number - 1]}" in line, line
            columns.add(button.region.x + line.index(f"{number}  "))
        assert len(columns) == 1, columns


@pilot_test
async def test_the_tracker_legend_breaks_only_between_seat_tags() -> None:
    app = TableHostApp(full_table(first_round()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        tracker = app.screen.query_one(TrackerPanel)
        assert tracker.display
        lines = [str(line.text) for line in tracker.render_lines(tracker.region.reset_offset)]
        start = next(index for index, line in enumerate(lines) if "Y you" in line)
        sizes = [len(hand) for hand in full_table(first_round()).game.hands]
        for step, name in enumerate(OPPONENT_NAMES[5], start=1):
            tag = f"{step} {name} ({sizes[step]})"
            assert any(tag in line for line in lines[start:]), (tag, lines[start:])


def test_the_tracker_tags_fit_the_width_they_are_given() -> None:
    session = full_table(first_round())
    names = [shown_name(seat.name) for seat in session.seats]
    for width in (30, 50, 77):
        text = tracker_text(session.game.view(0), names, FACE, width)
        lines = text.plain.splitlines()
        start = next(index for index, line in enumerate(lines) if line.startswith("Y you"))
        tags = [line for line in lines[start:] if not line.startswith(("h your hand", "A card's face"))]
        assert all(cell_len(line) <= width for line in tags), tags
        for step, name in enumerate(names[1:], start=1):
            tag = f"{step} {name} ({len(session.game.hands[step])})"
            assert any(tag in line for line in tags), (tag, tags)


CROWDED_MELDS = (
    (1, ("6S 7S 8S", "QS QH QD", "4H 4C 4S")),
    (2, ("2S 3S JK 5S", "KS KH KC")),
    (3, ("AC 2C 3C 4C 5C 6C 7C", "TS TD TC")),
    (4, ("JS JD JC", "5H 6H 7H")),
    (5, ("9S 9D 9C", "2D 3D 4D 5D 6D 7D 8D")),
)
"""Each CPU's melds at a crowded table: three melds, a run with a joker inside, long runs (every card once)."""


def crowded_table() -> Session:
    """Six seats late in a game: every CPU has two or three melds and one to three cards left."""
    session = full_table(first_round())
    rules = session.rules
    melds = []
    for owner, groups in CROWDED_MELDS:
        for group in groups:
            found = classify(parse_cards(group), rules)
            assert found is not None, group
            kind, cards, low = found
            melds.append(make_meld(owner, kind, cards, low, rules))
    used = {card for meld in melds for card in meld.cards}
    left = [card for card in parse_cards(" ".join((*HANDS, STOCK))) if card not in used]
    sizes = (2, 2, 1, 1, 1, 1)
    hands = tuple(tuple(left[sum(sizes[:seat]) : sum(sizes[: seat + 1])]) for seat in range(6))
    history = tuple((meld.owner, Meld(meld.cards)) for meld in melds)
    return replace(
        session,
        game=session.game.replace(
            melds=tuple(melds), hands=hands, history=history, discards=(), stock=tuple(left[sum(sizes) :])
        ),
    )


def test_a_shortened_run_keeps_its_ends_and_its_joker_in_place() -> None:
    rules = load_ruleset("japanese-classic")
    found = classify(parse_cards("4S 5S 6S JK 8S"), rules)
    assert found is not None
    run = make_meld(1, *found, rules)
    assert compact_meld(run, FACE).plain == "[4♠..JK=7♠ 8♠]"
    found = classify(parse_cards("4S 5S 6S 7S 8S"), rules)
    assert found is not None
    assert compact_meld(make_meld(1, *found, rules), FACE).plain == "[4♠..8♠]"
    found = classify(parse_cards("2D 3D 4D JK"), rules)
    assert found is not None
    assert compact_meld(make_meld(1, *found, rules), FACE).plain == "[2♦..JK=5♦]"


def test_a_shortened_set_shows_its_rank_once_and_what_its_joker_stands_for() -> None:
    rules = load_ruleset("japanese-classic")
    for cards, shown in (("QS QH QD", "[Q♠♥♦]"), ("TS TH JK", "[10♠♥ JK=10]"), ("6S 7S 8S", "[6♠..8♠]")):
        found = classify(parse_cards(cards), rules)
        assert found is not None
        assert compact_meld(make_meld(1, *found, rules), FACE).plain == shown


def meld_forms(meld: TableMeld) -> tuple[str, ...]:
    """The two ways a seat row may write ``meld``: whole or shortened."""
    return (FACE.meld_text(meld).plain, compact_meld(meld, FACE).plain)


@pilot_test
async def test_a_row_short_of_room_shortens_only_the_melds_it_must_and_the_widest_first() -> None:
    app = TableHostApp(crowded_table())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        row = app.screen.query_one("#seat-1", SeatRow)
        text = "\n".join(str(line.text) for line in row.render_lines(row.region.reset_offset))
        assert "[Q♠♥♦] [4♠♥♣]" in text, text
        assert "[6♠ 7♠ 8♠]" in text, text


@pilot_test
async def test_a_crowded_six_seat_table_shows_every_meld_whole_and_every_hand_size_one_way() -> None:
    app = TableHostApp(crowded_table())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        game = table.session.game
        for row in table.query(SeatRow):
            if row.id == "my-melds":
                continue
            lines = [str(line.text) for line in row.render_lines(row.region.reset_offset)]
            text = "\n".join(lines)
            assert "…" not in text, text
            assert table.names[row.seat] in lines[0], text
            assert f" {len(game.hands[row.seat])}▮" in lines[0], text
            assert "▮▮" not in text, text
            for meld in (meld for meld in game.melds if meld.owner == row.seat):
                assert any(form in text for form in meld_forms(meld)), (meld_forms(meld), text)
                assert not any(card.is_joker for card in meld.cards) or "JK=4♠" in text, text


def test_a_crowded_six_seat_table(snap_compare: object) -> None:
    assert snap_compare(TableHostApp(crowded_table()), terminal_size=SIZE)  # type: ignore[operator]
