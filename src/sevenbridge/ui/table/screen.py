"""The table: the screen where a match is played, from the deal to the final standings.

The screen holds the ``Session`` and nothing else of the game: every card it
shows comes from the session's state, every choice it offers comes from
``legal_actions``, and every refusal it shows is the engine's own reason. CPU
seats think in a worker, one step at a time, at the pace the player chose.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import ClassVar, Final, cast

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import Provider
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...engine.actions import Action, Chi, Discard, Draw, IllegalAction, LayOff, Meld, Pass, Pon
from ...engine.cards import Card
from ...engine.state import Phase
from ...engine.turns import apply_action, legal_actions
from ...play.session import Session, Waiting
from ..dialogs import ChoiceDialog, PonDialog
from ..host import Speed, TableHost
from .cards_text import card_text, cards_text, meld_text, sort_hand
from .commands import TableCommands
from .game_log import GameLog
from .game_over import GameOverScreen
from .hand import KEYS, HandView
from .match_over import MatchOverScreen
from .narration import discarder, narrate, outcome_text
from .pile import PileView
from .score_board import ScoreBoard
from .seat_row import SeatRow
from .status_line import StatusLine

__all__ = ["MIN_SIZE", "TableScreen"]

HUMAN: Final = 0
MIN_SIZE: Final = (80, 24)
"""The smallest terminal the table fits in: columns, rows."""
SPEEDS: Final[tuple[Speed, ...]] = ("slow", "normal", "fast", "instant")
PAUSE: Final[dict[Speed, float]] = {"slow": 1.5, "normal": 0.7, "fast": 0.25, "instant": 0.0}
"""Seconds a CPU step stays on screen before the next one."""
PLAY_ACTIONS: Final = frozenset({"pick", "clear", "discard", "attempt"})
"""Keys that work all through the play phase of the player's turn, whatever the hand holds."""


class TableScreen(Screen[None]):
    """A match at the table: opponents above, the piles in the middle, the player's hand below."""

    CSS_PATH = "table.tcss"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {TableCommands}

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "draw", "Draw"),
        Binding("c", "chi", "Chi"),
        Binding("m", "meld", "Meld"),
        Binding("l", "lay_off", "Lay off"),
        Binding("x", "discard", "Discard"),
        Binding("m", "attempt('meld')", "Meld", show=False),
        Binding("l", "attempt('lay_off')", "Lay off", show=False),
        Binding("escape", "clear", "Unselect", show=False),
        Binding("s", "skip", "Skip ahead"),
        Binding("o", "toggle_order", "Sort"),
        Binding("f", "cycle_speed", "Speed"),
        Binding("question_mark", "keys", "Keys"),
        Binding("q", "leave", "Menu"),
        *(
            Binding(key, f"pick({position})", f"Select card {position + 1}", show=False)
            for position, key in enumerate(KEYS)
        ),
    ]

    def __init__(self, session: Session, waiting: Waiting | None = None) -> None:
        super().__init__()
        self.session = session
        if waiting is not None and waiting != self.waiting:
            raise ValueError(f"the saved match waits for {waiting!r}, but its game says {self.waiting!r}")
        self._thinking = False
        self._skip = asyncio.Event()
        self._last_offered: frozenset[str] = frozenset()

    @property
    def host(self) -> TableHost:
        """The app's services: settings, autosave and navigation."""
        return cast(TableHost, self.app)

    @property
    def waiting(self) -> Waiting:
        """What the table waits for now."""
        return self.session.waiting

    @property
    def busy(self) -> bool:
        """Whether a CPU is thinking or its step is on its way to the table."""
        return self._thinking

    @property
    def names(self) -> list[str]:
        """Every seat's name, by seat."""
        return [seat.name for seat in self.session.seats]

    def compose(self) -> ComposeResult:
        """Opponents, piles and the player's melds on the left; score and log on the right."""
        players = len(self.session.seats)
        with Vertical(id="table"):
            with Horizontal(id="top"):
                with Vertical(id="board"):
                    for seat in range(1, players):
                        yield SeatRow(seat, show_backs=True, id=f"seat-{seat}")
                    yield PileView(id="pile")
                    yield SeatRow(HUMAN, show_backs=False, id="my-melds")
                with Vertical(id="side"):
                    yield ScoreBoard(id="score")
                    yield GameLog(id="log")
            yield HandView(id="hand")
            yield StatusLine(id="status")
        yield Static(id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        """Draw the table and hand the game to whoever is to act."""
        self._announce_game()
        self._recap()
        self._redraw()
        self.query_one(HandView).focus()
        self.call_after_refresh(self._proceed)

    def on_resize(self, event: events.Resize) -> None:
        """Below the smallest size, say so instead of drawing a broken table."""
        width, height = event.size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        self.set_class(small, "-too-small")
        if small:
            self.query_one("#too-small", Static).update(
                f"The table needs a terminal of at least {MIN_SIZE[0]}×{MIN_SIZE[1]}; "
                f"this one is {width}×{height}.\nMake the window larger to play on."
            )

    # Reading the game

    def _legal(self) -> list[Action]:
        """The player's legal actions now; none while someone else decides."""
        return legal_actions(self.session.game) if self.waiting == "human" else []

    def _hint(self) -> str:
        """What the player can do now, in one line."""
        waiting = self.waiting
        game = self.session.game
        if waiting == "cpu":
            name = self.names[game.to_act]
            return f"{name} is playing…  s skip ahead · f speed ({self.host.cpu_speed})"
        if waiting != "human":
            return "The game is over."
        legal = self._legal()
        if game.phase is Phase.CLAIM:
            return "A discard is on offer: p pon or n pass."
        if game.phase is Phase.TURN_START:
            chi = "  ·  c chi the last discard" if any(isinstance(action, Chi) for action in legal) else ""
            return f"Your turn: d draw from the stock{chi}."
        offers = [
            label
            for kind, label in ((Meld, "m meld"), (LayOff, "l lay off"), (Discard, "x discard"))
            if any(isinstance(action, kind) for action in legal)
        ]
        return (
            f"Select cards (1–{min(len(game.hands[HUMAN]), len(KEYS))}, click, or ←→ space), then {' · '.join(offers)}."
        )

    def _selection_hint(self, cards: tuple[Card, ...]) -> Text:
        """What the selected cards can do now, found among the legal actions."""
        legal = self._legal()
        moves = []
        if Meld(cards) in legal:
            moves.append("m melds them" if len(cards) > 1 else "m melds it")
        if len(cards) == 1:
            if any(isinstance(action, LayOff) and action.card is cards[0] for action in legal):
                moves.append("l lays it off")
            if Discard(cards[0]) in legal:
                moves.append("x discards it")
        text = Text("Selected: ").append_text(cards_text(cards))
        if moves:
            text.append(" — " + " · ".join(moves), style="bold green")
        return text

    @on(HandView.SelectionChanged)
    def _selection_changed(self) -> None:
        """Say what the selection can do, so a player learns the moves by trying."""
        if self.waiting != "human" or self.session.game.phase is not Phase.PLAY:
            return
        cards = self.query_one(HandView).selected_cards
        self.query_one(StatusLine).show(self._hint(), self._selection_hint(cards) if cards else Text())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:  # noqa: ARG002
        """Offer only what the engine would accept now."""
        kinds: dict[str, type[Action]] = {"draw": Draw, "chi": Chi, "meld": Meld, "lay_off": LayOff}
        if action in kinds:
            return any(isinstance(legal, kinds[action]) for legal in self._legal())
        if action in PLAY_ACTIONS:
            return self.waiting == "human" and self.session.game.phase is Phase.PLAY
        if action == "skip":
            return self.waiting == "cpu"
        return True

    # Drawing the table

    def _redraw(self, message: Text | str | None = None) -> None:
        """Show the session as it is now; ``message`` replaces the status line's second row."""
        session = self.session
        game = session.game
        for row in self.query(SeatRow):
            row.show(game, session.seats[row.seat], game.dealer == row.seat)
        self.query_one(PileView).show(game, self.names)
        self.query_one(ScoreBoard).show(session)
        self.query_one(HandView).show(sort_hand(game.hands[HUMAN], self.host.hand_order))
        self.query_one(StatusLine).show(self._hint(), message)
        offered = self._offered()
        if offered != self._last_offered:
            self._last_offered = offered
            self.refresh_bindings()

    def _offered(self) -> frozenset[str]:
        """The actions whose keys work now; the footer is redrawn only when they change."""
        names = {binding.action.partition("(")[0] for binding in self.BINDINGS if isinstance(binding, Binding)}
        return frozenset(name for name in names if self.check_action(name, ()))

    def _log(self, line: Text) -> None:
        """Add one line to the game's log."""
        self.query_one(GameLog).add(line)

    def _announce_game(self) -> None:
        """Head the log of a new game with its number and dealer."""
        session = self.session
        number = session.match.games_played + 1
        dealer = self.names[session.game.dealer]
        self._log(Text(f"— Game {number} of {session.rules.games_per_match}: {dealer} deals —", style="bold cyan"))

    def _recap(self) -> None:
        """Log the steps already played in this game, so a continued match reads as it went.

        The game is replayed from its deal; a game that was not dealt by its match
        (one set up by hand) has no recap.
        """
        session = self.session
        if session.match_over or not session.actions:
            return
        state = session.match.next_game()
        lines = []
        try:
            for action in session.actions:
                after = apply_action(state, action)
                lines.append(narrate(state, action, after, self.names))
                state = after
        except IllegalAction:
            return
        if state == session.game:
            for line in lines:
                self._log(line)

    # Moving the game on

    def _proceed(self) -> None:
        """Hand the game to whoever decides next: a CPU, the player, or the score sheet."""
        waiting = self.waiting
        if waiting == "match-over":
            self.app.push_screen(MatchOverScreen(self.session))
        elif waiting == "game-over":
            self.app.push_screen(GameOverScreen(self.session), self._game_closed)
        elif waiting == "human":
            self._skip.clear()
            if self.session.game.phase is Phase.CLAIM:
                self.app.push_screen(PonDialog(self._pon_question()), self._pon_answered)
        elif not self._thinking:
            self._thinking = True
            self.run_worker(self._cpu_step(), group="cpu", exit_on_error=True)

    async def _cpu_step(self) -> None:
        """Let the CPU to act think off the screen's thread, then play its move after a pause."""
        session = self.session
        pause = PAUSE[self.host.cpu_speed]
        if pause and not self._skip.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._skip.wait(), pause)
        action = await asyncio.to_thread(session.cpu_choice)
        self._thinking = False
        if self.session is session and self.is_attached:
            self._play(action)

    def _play(self, action: Action) -> bool:
        """Take ``action`` for the seat to act; on a refusal, show the engine's reason."""
        before = self.session.game
        try:
            session = self.session.apply(action)
        except IllegalAction as refusal:
            self._refuse(str(refusal))
            return False
        self.session = session
        self.host.autosave(session, self.waiting)
        message = narrate(before, action, session.game, self.names)
        self._log(message)
        if session.game.result is not None:
            message = outcome_text(session.game, self.names)
            self._log(message)
            self.notify(message.plain, title="Game over")
        self._redraw(message)
        self._proceed()
        return True

    def _refuse(self, reason: str) -> None:
        """Show why a move was not made, and ring the bell."""
        self.query_one(StatusLine).show(self._hint(), Text(reason, style="bold #ffaf00"))
        self.app.bell()

    def _game_closed(self, _: None) -> None:
        """The player left the game-over sheet: record the game and deal the next one.

        Skipping ahead ends with the game: the next deal plays at the chosen pace.
        """
        self._skip.clear()
        session = self.session.finish_game()
        self.session = session
        if session.match_over:
            self.host.match_finished(session)
        else:
            self.host.autosave(session, self.waiting)
            self._announce_game()
            self._redraw(Text())
        self._proceed()

    # The player's decisions

    def _pon_question(self) -> Text:
        """Who threw which card, and the cards of its rank the player holds."""
        game = self.session.game
        top = game.discards[-1]
        thrower = discarder(game)
        who = self.names[thrower] if thrower is not None else "The last player"
        same = [card for card in game.hands[HUMAN] if card.rank == top.rank and not card.is_joker]
        with_what = "two of your " if len(same) > 2 else "your "
        question = Text(f"{who} discarded ").append_text(card_text(top)).append(f".\nPon it with {with_what}")
        return question.append_text(cards_text(same)).append("?")

    def _pon_answered(self, pon: bool | None) -> None:
        """Play the answer to the pon prompt."""
        self._play(Pon() if pon else Pass())

    def action_draw(self) -> None:
        """Start the turn from the stock."""
        self._play(Draw())

    def action_chi(self) -> None:
        """Claim the last discard into a run; ask which run when there are several."""
        options = [action for action in self._legal() if isinstance(action, Chi)]
        if len(options) == 1:
            self._play(options[0])
        elif options:
            top = self.session.game.discards[-1]
            labels = [(cards_text(chi.cards).append(" + ").append_text(card_text(top)), chi) for chi in options]
            title = f"Chi {top}: which run?"
            self.app.push_screen(ChoiceDialog[Action](title, labels), self._chosen)

    def action_meld(self) -> None:
        """Meld the selected cards."""
        cards = self.query_one(HandView).selected_cards
        if not cards:
            self._refuse("Select the cards to meld first: number keys, a click, or arrows and space.")
        else:
            self._play(Meld(cards))

    def action_discard(self) -> None:
        """Discard the one selected card."""
        cards = self.query_one(HandView).selected_cards
        if len(cards) != 1:
            self._refuse("Select exactly one card to discard.")
        else:
            self._play(Discard(cards[0]))

    def action_lay_off(self) -> None:
        """Lay off the one selected card: ask where when more than one meld takes it."""
        cards = self.query_one(HandView).selected_cards
        if len(cards) != 1:
            self._refuse("Select exactly one card to lay off.")
            return
        card = cards[0]
        fits = [action for action in self._legal() if isinstance(action, LayOff) and action.card is card]
        targets = list(dict.fromkeys(action.meld for action in fits))
        if not targets:
            self._refuse(self._why_no_lay_off(card))
        elif len(targets) == 1:
            self._choose_end(fits)
        else:
            melds = self.session.game.melds
            labels = [
                (Text(f"{self.names[melds[index].owner]}: ").append_text(meld_text(melds[index])), index)
                for index in targets
            ]
            dialog = ChoiceDialog[int](f"Lay off {card} on which meld?", labels)
            self.app.push_screen(dialog, lambda index: self._target_chosen(fits, index))

    def _why_no_lay_off(self, card: Card) -> str:
        """The engine's reason, when every meld gives the same one."""
        game = self.session.game
        if not game.melds:
            return "There is no meld on the table to lay off on."
        reasons = set()
        for index in range(len(game.melds)):
            try:
                self.session.apply(LayOff(card, index))
            except IllegalAction as refusal:
                reasons.add(str(refusal))
        return reasons.pop() if len(reasons) == 1 else f"{card} fits none of the melds on the table."

    def _target_chosen(self, fits: list[LayOff], index: int | None) -> None:
        """The player chose the meld to lay off on (or cancelled)."""
        if index is not None:
            self._choose_end([action for action in fits if action.meld == index])

    def _choose_end(self, fits: list[LayOff]) -> None:
        """Lay off at once, or ask which end when the card fits at both."""
        if len(fits) == 1:
            self._play(fits[0])
            return
        meld = self.session.game.melds[fits[0].meld]
        first, last = card_text(meld.cards[0]), card_text(meld.cards[-1])
        labels = [
            (
                Text("low end, before ").append_text(first)
                if fit.end == "low"
                else Text("high end, after ").append_text(last),
                fit,
            )
            for fit in fits
        ]
        self.app.push_screen(ChoiceDialog[Action](f"Which end of the run for {fits[0].card}?", labels), self._chosen)

    def _chosen(self, action: Action | None) -> None:
        """Play the move picked in a choice dialog, unless it was cancelled."""
        if action is not None:
            self._play(action)

    def action_attempt(self, kind: str) -> None:
        """Meld or lay off when the engine allows none: the refusal explains why."""
        if kind == "meld":
            self.action_meld()
        else:
            self.action_lay_off()

    def action_pick(self, position: int) -> None:
        """Select or unselect the card at ``position`` of the hand."""
        self.query_one(HandView).toggle(position)

    def action_clear(self) -> None:
        """Unselect every card."""
        self.query_one(HandView).clear_selection()

    # Settings and navigation

    def action_skip(self) -> None:
        """Play the CPU turns at once, up to the player's next decision."""
        self._skip.set()

    def action_toggle_order(self) -> None:
        """Sort the hand by suit or by rank."""
        self.host.set_hand_order("rank" if self.host.hand_order == "suit" else "suit")
        self._redraw()

    def action_cycle_speed(self) -> None:
        """Slow, normal, fast, instant, and round again."""
        speed = SPEEDS[(SPEEDS.index(self.host.cpu_speed) + 1) % len(SPEEDS)]
        self.host.set_cpu_speed(speed)
        self._redraw()
        self.notify(f"CPU speed: {speed}", timeout=2)

    def action_keys(self) -> None:
        """Show or hide the list of keys."""
        if self.query("HelpPanel"):
            self.app.action_hide_help_panel()
        else:
            self.app.action_show_help_panel()

    def action_leave(self) -> None:
        """Back to the main menu; the match is saved and can be continued."""
        self.host.show_main_menu()
