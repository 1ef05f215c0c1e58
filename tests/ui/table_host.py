"""A small real Textual app that hosts the table screen, keeping its settings in memory.

Tests drive the real ``TableScreen`` (and through it the real engine) inside
this app; it records what the table asked of its host so tests can check it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from rich.console import Console
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from sevenbridge.cpu import Level
from sevenbridge.engine.actions import Action, Discard, Draw, Meld
from sevenbridge.engine.cards import Card, parse_cards
from sevenbridge.engine.match import new_match
from sevenbridge.engine.rules import RuleSet, load_ruleset
from sevenbridge.engine.turns import apply_action, new_game
from sevenbridge.play.session import Seat, Session, start_session
from sevenbridge.ui.host import CardFaces, HandOrder, Speed
from sevenbridge.ui.table import TableScreen

NAMES = ("Ann", "West", "North", "East")


def table_session(
    *, seed: int = 7, opponents: int = 3, level: Level = "easy", rules: RuleSet | None = None, games: int | None = None
) -> Session:
    """A seeded match: the human in seat 0 against ``opponents`` CPUs of ``level``."""
    ruleset = rules or load_ruleset("standard")
    if games is not None:
        ruleset = ruleset.with_changes(games_per_match=games)
    levels: list[Level | None] = [None, *([level] * opponents)]
    return start_session(ruleset, NAMES[: opponents + 1], levels, seed=seed)


def stacked_session(
    hands: list[str],
    stock: str,
    actions: tuple[Action, ...] = (),
    *,
    rules: RuleSet | None = None,
    games: int = 5,
) -> Session:
    """A match whose first game is dealt by hand (seat 0 plays first) and played up to ``actions``."""
    ruleset = (rules or load_ruleset("standard")).with_changes(games_per_match=games)
    players = len(hands)
    match = new_match(ruleset, players, seed=1, first_dealer=players - 1)
    dealt = new_game(
        ruleset, players, dealer=players - 1, hands=[parse_cards(h) for h in hands], stock=parse_cards(stock)
    )
    game = dealt
    for action in actions:
        game = apply_action(game, action)
    seats = tuple(Seat(name, None if seat == 0 else "easy", seat) for seat, name in enumerate(NAMES[:players]))
    return Session(seats, match, game, actions, dealt if actions else None)


PON_HANDS = ["9S 9D 2C 3C 5H KD QS", "9C 4S 6D 8H JC TD AS", "4C 5C 6C 8S 2S 3S KS"]
PON_STOCK = "2H 3H 4H 5D 6H"
WEST_THROWS_9C = (Draw(), Discard(Card("2H")), Draw(), Discard(Card("9C")))
"""Ann draws and throws 2♥, then West draws and throws 9♣ (stock ``2H 3H …``)."""


def pon_session() -> Session:
    """Three seats; West (seat 1) has just discarded 9♣ and Ann holds 9♠ 9♦."""
    return stacked_session(PON_HANDS, PON_STOCK, WEST_THROWS_9C)


CHI_HANDS = ["7C 8C TC JC 2D 5H KS", "9C 4S 6D 8H JD TD AS"]


def chi_session() -> Session:
    """Two seats; West has just discarded 9♣, which makes two runs with Ann's 7♣ 8♣ 10♣ J♣."""
    return stacked_session(CHI_HANDS, "2H 3H 4H", WEST_THROWS_9C)


GONE_OUT_HANDS = ["7H 8H 9H TH JH QH KH", "7S 7C 2D 5C 9S QC AD"]
GOING_OUT = (Draw(), Meld(parse_cards("7H 8H 9H TH JH QH KH")), Discard(Card("3D")))


def gone_out_at_once(games: int) -> Session:
    """Ann has just gone out at once in the first game of a ``games``-game match."""
    return stacked_session(GONE_OUT_HANDS, "3D 4C", GOING_OUT, games=games)


class TableHostApp(App[None]):
    """Hosts one ``TableScreen``; remembers settings, saves and navigation in memory."""

    def __init__(
        self,
        session: Session,
        *,
        speed: Speed = "instant",
        faces: CardFaces | None = None,
        reasons: bool = False,
    ) -> None:
        super().__init__()
        self.faces = faces or CardFaces()
        self.reasons = reasons
        self.first_session = session
        self.speed: Speed = speed
        self.order: HandOrder = "suit"
        self.helped = True
        self.saves: list[Session] = []
        self.finished: list[Session] = []
        self.went_to: list[str] = []

    def on_mount(self) -> None:
        """Go straight to the table."""
        self.push_screen(TableScreen(self.first_session))

    @property
    def cpu_speed(self) -> Speed:
        """The pace of CPU turns."""
        return self.speed

    def set_cpu_speed(self, speed: Speed) -> None:
        """Change the pace of CPU turns."""
        self.speed = speed

    @property
    def hand_order(self) -> HandOrder:
        """How the hand is sorted."""
        return self.order

    def set_hand_order(self, order: HandOrder) -> None:
        """Change how the hand is sorted."""
        self.order = order

    @property
    def card_faces(self) -> CardFaces:
        """How cards are drawn."""
        return self.faces

    @property
    def assistance(self) -> bool:
        """Whether hints and undo are offered."""
        return self.helped

    @property
    def show_reasons(self) -> bool:
        """Whether the log gives the CPUs' reasons."""
        return self.reasons

    def autosave(self, session: Session) -> None:
        """Keep every save, in order."""
        self.saves.append(session)

    def match_finished(self, session: Session) -> None:
        """Keep the finished match."""
        self.finished.append(session)

    def show_main_menu(self) -> None:
        """Note the way out."""
        self.went_to.append("main-menu")

    def show_new_match(self, after: Session | None = None) -> None:
        """Note the way out."""
        self.went_to.append("new-match")


def run_table(
    app: TableHostApp, scenario: Callable[[Pilot[None]], Awaitable[None]], size: tuple[int, int] = (80, 24)
) -> None:
    """Run ``scenario`` against the real app in a headless terminal of ``size``."""

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await scenario(pilot)

    asyncio.run(main())


def rendered(widget: Static) -> str:
    """What a static widget shows, as plain text."""
    console = Console(width=160, record=True)
    console.print(widget.content)
    return console.export_text()
