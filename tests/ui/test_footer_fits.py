"""The footer at 80 columns: the moves, the menu, the key list and help always fit beside the palette key."""

from __future__ import annotations

from typing import ClassVar

from app_support import palette_titles, pilot_test, quick
from table_host import TableHostApp, run_table, stacked_session
from table_keys import wait_for_player
from textual.app import App
from textual.binding import Binding, BindingType
from textual.pilot import Pilot
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from sevenbridge.engine.actions import Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app

IMPORTANT = ("f1", "q", "question_mark")
"""Help, back to the menu, and the list of every key: on every table footer."""


def fully_shown_keys(app: App[None]) -> set[str]:
    """The keys whose whole label is in view, left of the command palette's key."""
    footer = app.screen.query_one(Footer)
    keys = list(footer.query(FooterKey))
    palette = next(key for key in keys if key.has_class("-command-palette"))
    return {
        key.key
        for key in keys
        if key is not palette
        and key.display
        and key.region.width > 0
        and key.region.right <= palette.region.x
        and footer.region.contains_region(key.region)
        and key.region.width >= len(key.key_display) + len(key.description) + 1
    }


@pilot_test
async def test_the_tables_important_keys_fit_the_footer_at_80_columns() -> None:
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        assert {"d", *IMPORTANT} <= fully_shown_keys(app)
        await pilot.press("d")
        await wait_for_player(pilot)
        await pilot.pause()
        assert {"x", *IMPORTANT} <= fully_shown_keys(app)


class HostWithHelp(TableHostApp):
    """The table's host with the app's help key, as the real app binds it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("f1,f2", "bell", "Help", key_display="F1/F2")]


def test_with_meld_lay_off_and_discard_on_offer_help_menu_and_keys_still_fit() -> None:
    """Ann has a run on the table and has drawn the 10♥: she can meld, lay off and discard."""
    hands = ["7H 8H 9H 2S 3S 4S KD", "2C 5C 9C JC 4D 6D QD"]
    first_round = (Draw(), Meld(parse_cards("7H 8H 9H")), Discard(Card("AD")), Draw(), Discard(Card("6C")), Draw())
    app = HostWithHelp(stacked_session(hands, "AD 6C TH", first_round))

    async def scenario(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert {"m", "l", "x", *IMPORTANT} <= fully_shown_keys(pilot.app)

    run_table(app, scenario)


@pilot_test
async def test_after_a_setting_changed_in_the_command_palette_the_important_keys_still_fit() -> None:
    save_settings(Settings(cpu_speed="instant"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("d")
        await wait_for_player(pilot)
        assert (await palette_titles(pilot, "Hints and undo", "Hints and undo"))[:1] == ["Hints and undo"]
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert {"x", *IMPORTANT} <= fully_shown_keys(app)


@pilot_test
async def test_in_japanese_undo_fits_beside_the_draw_at_80_columns() -> None:
    """The footer's Japanese words leave room for undo once there is a move to take back."""
    save_settings(Settings(cpu_speed="instant", language="ja"))
    app = make_app(quick())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_player(pilot)
        await pilot.press("d")
        await wait_for_player(pilot)
        await pilot.press("1", "x")
        await wait_for_player(pilot)
        await pilot.pause()
        assert {"d", "u", *IMPORTANT} <= fully_shown_keys(app)
