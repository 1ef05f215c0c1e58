"""The table: the screen where a match is played, from the deal to the final standings.

The screen holds the ``Session`` in a reactive attribute and nothing else of
the game; the widgets are bound to it (or to what the screen derives from it:
the sorted hand, the hint, the keys that work, and the card face made from
the player's choices and the theme's colours) and redraw themselves when it
changes. Every choice offered comes from ``legal_actions``, every refusal
shown is the engine's own reason, and the words come from ``hints`` and
``narration``. CPU seats play in a worker, one step at a time, at the pace the
player chose; the ``h`` key asks the Hard CPU for advice in another worker.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from time import monotonic
from typing import ClassVar, Final, cast

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.command import Provider
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.reactive import var
from textual.widget import Widget
from textual.worker import get_current_worker

from ...cpu import Decision, Reason, reason_brief, reason_text, reason_why
from ...engine.actions import Action, Chi, Discard, Draw, IllegalAction, LayOff, Meld, Pass, Pon
from ...engine.cards import Card
from ...engine.claims import pon_cards
from ...engine.state import Phase
from ...engine.turns import apply_action, legal_actions
from ...play.advice import advise
from ...play.session import GameReplayed, NothingToUndo, Session, Waiting
from ...play.setup import shown_name
from ...translation import N_, _
from ..dialogs import ChoiceDialog, PonAdvice, PonDialog, YesNoDialog
from ..drawn_lines import ForgetsDrawnLines
from ..footer import Footer
from ..host import CardFaces, HandOrder, Speed, TableHost
from ..size_notice import SizeNotice
from ..size_notice import too_small as smaller_than
from .arrangement import kept_order
from .assistance import ASSISTANCE_OFF, NOTHING_TO_UNDO, REPLAYED_NO_UNDO, taken_back
from .card_screen import DrawsCards
from .cards_text import SUCCESS, CardFace, card_face, sort_hand
from .commands import TableCommands
from .game_log import GameLog
from .game_over import GameOverScreen, SheetChoice
from .hand import KEYS, HandView
from .hints import (
    draw_first_reason,
    no_chi_reason,
    order_message,
    pon_hint,
    pon_question,
    selection_hint,
    speed_message,
    turn_hint,
)
from .keys_help import TableKeysScreen
from .match_over import MatchOverScreen
from .narration import game_heading, narrate, outcome_text, turned_up_line
from .offers import ASSISTED, TABLE_ACTIONS, offered_actions
from .pace import next_speed, step_wait
from .pile import PileView
from .score_board import ScoreBoard
from .seat_row import SeatRow
from .sheet_view import ScoreSheetScreen
from .status_line import StatusLine
from .tracker import TrackerPanel, hand_marks, selection_warning
from .wording import HUMAN, sentence

__all__ = ["MIN_SIZE", "TableScreen"]

PANELS: Final = {"#score": "primary", "#log": "secondary", "#tracker": "accent"}
"""The table's framed panels and the theme colour ``table.tcss`` frames each in (see ``CardFace.lines``)."""

MIN_SIZE: Final = (80, 24)
"""The smallest terminal the table fits in: columns, rows."""
MARKS_EXPLAINED: Final = N_("Marks beside keys warn of claims if thrown: ! to go out, P pon, C chi.")
"""What the hand's warning marks are, said once (translated where it is said): one row at 80 columns."""
HINT_PROMPT: Final = N_("Hint: h again or Enter plays it; any other move ignores it.")
"""The status line's prompt while a hint is on show (translated where it is said)."""
WARNED: Final = N_(" ({warning})")
"""Who could claim a card about to be thrown, after what the status line says of it (translated where it is
said: Japanese brackets it in full-width parentheses)."""
WARNED_ADVISED: Final = N_(" ({warning}: every other discard costs more, this risk counted)")
"""The same after a hint to throw that card, saying why the hint takes the risk: Hard weighs each discard's
danger with what the hand keeps, so every other discard came out worse."""


def _cards_pointed_at(action: Action) -> tuple[Card, ...]:
    """The cards of the player's hand an advised action uses: they are selected to show it."""
    if isinstance(action, Meld | Chi):
        return action.cards
    if isinstance(action, Discard | LayOff):
        return (action.card,)
    return ()


def _given_to_the_constructor() -> Session:
    """The session has no default: a table is always built with one."""
    raise RuntimeError("a TableScreen is built with its session")


class TableScreen(DrawsCards[None], ForgetsDrawnLines[None]):
    """A match at the table: opponents above, the piles in the middle, the player's hand below."""

    CSS_PATH = "table.tcss"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {TableCommands}

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "draw", N_("Draw"), id="table.draw"),
        Binding("c", "chi", N_("Chi"), id="table.chi"),
        Binding("c", "explain_chi", N_("Why no chi"), show=False, id="table.why-no-chi"),
        Binding("m", "meld", N_("Meld"), id="table.meld"),
        Binding("l", "lay_off", N_("Lay off"), id="table.lay-off"),
        Binding("x", "discard", N_("Discard"), id="table.discard"),
        Binding("m", "attempt('meld')", N_("Meld"), show=False, id="table.try-meld"),
        Binding("l", "attempt('lay_off')", N_("Lay off"), show=False, id="table.try-lay-off"),
        Binding("x", "attempt('discard')", N_("Discard"), show=False, id="table.try-discard"),
        Binding("escape", "clear", N_("Unselect"), show=False, id="table.unselect"),
        Binding("h", "hint", N_("Hint"), id="table.hint"),
        Binding("enter", "play_hint", N_("Play the hint"), show=False, id="table.play-hint"),
        Binding("s", "skip", N_("Skip ahead"), id="table.skip"),
        Binding("o", "toggle_order", N_("Sort"), id="table.sort"),
        Binding("f", "cycle_speed", N_("Pace"), id="table.speed"),
        Binding("t", "toggle_tracker", N_("Tracker"), id="table.tracker"),
        Binding("u", "undo", N_("Undo"), id="table.undo"),
        Binding("h,u", "assistance_off", N_("Hints and undo are off"), show=False, id="table.assistance-off"),
        Binding("g", "score_sheet", N_("Score sheet"), show=False, id="table.sheet"),
        Binding("question_mark", "keys", N_("Keys"), id="table.keys"),
        Binding("q", "leave", N_("Menu"), id="table.menu"),
        *(
            Binding(key, f"pick({position})", f"Select card {position + 1}", show=False, id=f"table.card-{key}")
            for position, key in enumerate(KEYS)
        ),
    ]

    SPARE_KEYS: ClassVar[tuple[str, ...]] = ("cycle_speed", "toggle_order", "toggle_tracker", "skip", "undo", "hint")
    """Keys the footer leaves out first when it is too short for all (``?`` still lists them)."""
    PALETTE_EXTRAS: ClassVar[frozenset[str]] = frozenset({"score_sheet"})
    """Actions the footer never shows, for want of room, that the command palette lists all the same."""

    session: var[Session] = var(_given_to_the_constructor, init=False)
    """The match in progress; the widgets follow it."""
    hand_order: var[HandOrder] = var[HandOrder]("suit", init=False)
    """How the hand is sorted (remembered by the app)."""
    cpu_speed: var[Speed] = var[Speed]("normal", init=False)
    """The pace of CPU turns (remembered by the app)."""
    hand: var[tuple[Card, ...]] = var[tuple[Card, ...]]((), init=False)
    """The player's hand, sorted or in the player's own order."""
    arranged: var[bool] = var(False, init=False)
    """Whether the player has moved cards into their own order, kept until they sort again."""
    hint: var[str] = var("", init=False)
    """What the player can do now."""
    message: var[Text] = var(Text, init=False)
    """The last thing said: a step, a refusal, a setting changed."""
    offered: var[frozenset[str]] = var[frozenset[str]](frozenset(), init=False, bindings=True)
    """The table's actions that work now; the footer is refreshed when they change."""
    too_small: var[bool] = var(False, init=False, toggle_class="-too-small")
    """Whether the terminal is too small to show the table."""
    marks: var[dict[Card, str]] = var(dict, init=False)
    """The warning mark of each card of the hand an opponent could claim (see ``tracker``)."""
    tracking: var[bool] = var(False, init=False, toggle_class="-tracking")
    """Whether the card tracker is shown in place of the table's top half."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.set_reactive(TableScreen.session, session)
        self._skip = asyncio.Event()
        """Set by the skip key: CPU steps play without pauses until the player decides."""
        self._visible = asyncio.Event()
        """Set while the table is on screen; CPU steps wait for it."""
        self._visible.set()
        self._shown_at = 0.0
        """When the last step was shown: the next CPU step comes a pause after it."""
        self._advice: Decision | None = None
        """The hint on show for the position on the table, if any."""
        self._mark_told: Text | None = None
        """The message that says what the mark under the cursor means, while it is the one on show."""
        self._marks_explained = False
        """Whether the status line has said what the hand's warning marks are (once, the first time one shows)."""
        self._marks_line: Text | None = None
        """The status line that said what the marks are, to tell whether it is still the one on show."""

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
        """Whether CPU steps are being played (thinking, pausing, or on their way to the table)."""
        return any(worker.node is self and worker.group == "cpu" and not worker.is_finished for worker in self.workers)

    @property
    def names(self) -> list[str]:
        """Every seat's name, by seat."""
        return [shown_name(seat.name) for seat in self.session.seats]

    def compose(self) -> ComposeResult:
        """Opponents, piles and the player's melds on the left; score and log on the right."""
        players = len(self.session.seats)
        self.set_reactive(TableScreen.face, card_face(self.card_choices(), self.app.theme_variables))
        self.set_class(self.face.ascii, "-ascii")
        with Vertical(id="table"):
            with Horizontal(id="top"):
                with Vertical(id="board"):
                    for seat in range(1, players):
                        yield SeatRow(seat, show_backs=True, id=f"seat-{seat}").data_bind(
                            TableScreen.session, TableScreen.face
                        )
                    yield PileView(id="pile").data_bind(TableScreen.session, TableScreen.face)
                    own = SeatRow(HUMAN, show_backs=False, id="my-melds")
                    _divide(own, self.face)
                    yield own.data_bind(TableScreen.session, TableScreen.face)
                with Vertical(id="side"):
                    score, log = ScoreBoard(id="score"), GameLog(id="log")
                    _outline(score, self.face, PANELS["#score"])
                    _outline(log, self.face, PANELS["#log"])
                    yield score.data_bind(TableScreen.session)
                    yield log.data_bind(TableScreen.face)
            tracker = TrackerPanel(id="tracker")
            _outline(tracker, self.face, PANELS["#tracker"])
            yield tracker.data_bind(TableScreen.session, TableScreen.face)
            yield HandView(id="hand").data_bind(
                cards=TableScreen.hand,
                order=TableScreen.hand_order,
                face=TableScreen.face,
                marks=TableScreen.marks,
                arranged=TableScreen.arranged,
            )
            yield StatusLine(id="status").data_bind(TableScreen.hint, TableScreen.message, TableScreen.face)
        yield SizeNotice(MIN_SIZE, id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        """Take the app's settings, tell the game so far in the log (its last step on the status line too,
        as when it was played), and hand the game to whoever is to act."""
        self.hand_order = self.host.hand_order
        self.cpu_speed = self.host.cpu_speed
        self._follow()
        self._marks_explained = bool(self.marks)  # a table opened on marks (Continue) keeps its recap instead
        self._start_game_log()
        self.message = self._recap()
        self._shown_at = monotonic()
        self.query_one(HandView).focus()
        self.call_after_refresh(self._proceed)

    def on_resize(self, event: events.Resize) -> None:
        """Below the smallest size, show the notice (which the app keeps saying the size) instead of a broken table."""
        self.too_small = smaller_than(MIN_SIZE, event.size)

    # What the widgets and the footer follow

    def watch_session(self) -> None:
        self._advice = None
        self._follow()

    def watch_hand_order(self, order: HandOrder) -> None:
        if order != self.host.hand_order:
            self.host.set_hand_order(order)
        self._follow()

    def watch_cpu_speed(self, speed: Speed) -> None:
        if speed != self.host.cpu_speed:
            self.host.set_cpu_speed(speed)
        self._follow()

    def watch_face(self, face: CardFace) -> None:
        """Panels round the table take ASCII borders with the ASCII face; the widgets redraw themselves,
        and a question the table asked draws its cards again."""
        self.set_class(face.ascii, "-ascii")
        with contextlib.suppress(NoMatches):
            _divide(self.query_one("#my-melds"), face)
            for selector, name in PANELS.items():
                _outline(self.query_one(selector), face, name)
        for screen in self.app.screen_stack:
            if isinstance(screen, YesNoDialog | ChoiceDialog):
                screen.recolour(face.recolour)

    def card_choices(self) -> CardFaces:
        """The player's card choices, as the app has them now."""
        return self.host.card_faces

    def watch_too_small(self, too_small: bool) -> None:
        """While the table is hidden, its keys are off and the CPUs wait."""
        hand = self.query_one(HandView)
        hand.disabled = too_small
        if too_small:
            self._visible.clear()
        else:
            self._visible.set()
            hand.focus()
        self._follow()

    def _follow(self) -> None:
        """Derive the hand, the hint and the keys that work from the session and the settings.

        A hand in the player's own order keeps it: new cards join at the right end. A hint on show keeps its
        prompt (``h`` or Enter still plays it, after a resize as before it); a new position drops the hint first.
        """
        session = self.session
        hand = sort_hand(session.game.hands[HUMAN], self.hand_order)
        self.hand = kept_order(self.hand, hand) if self.arranged else hand
        selected = self._still_selected()
        if self._advice is not None:
            self.hint = _(HINT_PROMPT)
        else:
            self.hint = turn_hint(session.game, session.waiting, self.names, self.cpu_speed, selected)
        self.offered = offered_actions(session.game, session.waiting, hidden=self.too_small, selected=selected)
        self.marks = hand_marks(session.game.view(HUMAN))

    def _still_selected(self) -> tuple[Card, ...]:
        """The selected cards, while the player's hand still holds them all (a new hand is shown unselected)."""
        cards = self.query_one(HandView).selected_cards
        held = list(self.session.game.hands[HUMAN])
        for card in cards:
            if card not in held:
                return ()
            held.remove(card)
        return cards

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:  # noqa: ARG002
        """Offer only what works now (see ``offers``); Enter plays a hint only while one is on show on a table.

        With hints and undo turned off their keys leave the footer, and answer with the reason instead."""
        if action == "play_hint":
            return self._advice is not None and not self.too_small
        if action in ASSISTED:
            return self.host.assistance and action in self.offered
        if action == "assistance_off":
            return not self.host.assistance and bool(ASSISTED & self.offered)
        return action in self.offered if action in TABLE_ACTIONS else True

    @on(HandView.SelectionChanged)
    def _selection_changed(self) -> None:
        """Say what the selection can do, so a player learns the moves by trying; a hint on show
        stays only while its own cards are the ones selected, before the draw as after it."""
        if self.waiting != "human":
            return
        cards = self.query_one(HandView).selected_cards
        if self._advice is not None:
            if cards == _cards_pointed_at(self._advice.action):
                return
            self._drop_advice()
            self.message = Text()
        if self.session.game.phase is not Phase.PLAY:
            return
        self.hint = turn_hint(self.session.game, self.waiting, self.names, self.cpu_speed, cards)
        self.offered = offered_actions(self.session.game, self.waiting, hidden=self.too_small, selected=cards)
        self.message = self._warned(selection_hint(cards, self._legal(), self.face) if cards else Text(), cards)

    @on(HandView.CursorMoved)
    def _cursor_moved(self) -> None:
        """With nothing selected, say what the mark of the card under the cursor means, so a player who
        browses the hand learns the marks where they see them; leaving a marked card takes the words away."""
        hand = self.query_one(HandView)
        if hand.selected or self._advice is not None:
            return
        card = hand.cards[hand.cursor]
        mark = self.marks.get(card)
        if mark is None:
            if self.message is self._mark_told:
                self.message = Text()
            return
        who = selection_warning(self.session.game.view(HUMAN), (card,), self.names)
        told = _("{mark} beside {card}: if you throw it, {who}").format(mark=mark, card=self.face.label(card), who=who)
        self.message = Text(told, style="bold")
        self._mark_told = self.message  # as kept: the same words again keep the Text on show

    def _explain_marks(self) -> None:
        """The first time a step played here brings the hand a warning mark, say on the status line what the
        marks are: a mark beside a key is easily taken for a key. Once is enough; the mark under the cursor,
        a selected card and ``?`` explain them after that. Only while the player is to discard (marks show
        then), in place of the player's own step, which the log keeps; a table opened with marks already on
        show says its recap of the last step instead, as Continue always does."""
        if self.marks and not self._marks_explained and self.session.game.phase is Phase.PLAY:
            self._marks_explained = True
            self.message = self._marks_line = Text(_(MARKS_EXPLAINED), style="bold")

    def _warned(self, message: Text, cards: tuple[Card, ...], *, advised: bool = False) -> Text:
        """``message`` followed by who could claim the one card of ``cards`` if it were thrown now, if anyone.

        Said wherever a marked card is about to be thrown (selected, or pointed at by a hint), so the
        mark is explained when it matters: a hint may advise a marked discard when it is still the best,
        and then says so (``advised``).
        """
        warned = selection_warning(self.session.game.view(HUMAN), cards, self.names)
        if not warned:
            return message
        return message.append(_(WARNED_ADVISED if advised else WARNED).format(warning=warned), style="bold")

    # The log

    def _log(self, line: Text, shorter: Text | None = None) -> None:
        """Add one line to the game's log (with the ``shorter`` form a narrow log shows)."""
        self.query_one(GameLog).add(line, shorter)

    def _start_game_log(self) -> None:
        """Head the log with the game on the table: its number and dealer, and the card turned up at the deal."""
        session = self.session
        number = session.match.games_played + 1
        heading = game_heading(number, session.rules.games_per_match, session.game.dealer, self.names)
        self.query_one(GameLog).start_game(heading)
        turned_up = turned_up_line(session.deal, self.face)
        if turned_up is not None:
            self._log(turned_up)

    def _recap(self) -> Text:
        """Log the steps already played in this game and how it ended, so a continued match reads as it
        went and an undone one as if the moves taken back were never played; returns the last line told
        (nothing for a game just dealt), which the status line shows as it did when the step was played.

        The game is replayed from its deal, as undo does; a game its actions do not lead to has no recap.
        """
        session = self.session
        if session.match_over or not session.actions:
            return Text()
        state = session.deal
        lines: list[tuple[Text | None, Text | None]] = []
        last = Text()
        try:
            for index, action in enumerate(session.actions):
                after = apply_action(state, action)
                told = narrate(state, action, after, self.names, self.face)
                if told is not None:
                    lines += [(told, None), self._reason_lines(session.reason(index))]
                    last = told
                state = after
        except IllegalAction:
            return Text()
        if state != session.game:
            return Text()
        for line, shorter in lines:
            if line is not None:
                self._log(line, shorter)
        if state.result is not None:
            last = outcome_text(state, self.names, self.face)
            self._log(last)
        return last

    def _log_reason(self, reason: Reason | None) -> None:
        """Log a CPU's reason under its move. Only under a move the log tells: a CPU's pass is not told, and
        its reason would give away that the seat could have claimed."""
        reason_line, shorter = self._reason_lines(reason)
        if reason_line is not None:
            self._log(reason_line, shorter)

    def _reason_lines(self, reason: Reason | None) -> tuple[Text | None, Text | None]:
        """The log's line for a CPU's reason, and its few words for a narrow log, when the player
        asked for reasons and the move was not the only one."""
        if reason is None or reason.kind == "only" or not self.host.show_reasons:
            return None, None
        face = self.face
        return (
            Text(face.plain(f"  → {reason_why(reason)}"), style="dim italic"),
            Text(face.plain(f"  → {reason_brief(reason)}"), style="dim italic"),
        )

    # Moving the game on

    def _legal(self) -> list[Action]:
        """The player's legal actions now; none while someone else decides."""
        return legal_actions(self.session.game) if self.waiting == "human" else []

    def _proceed(self) -> None:
        """Hand the game to whoever decides next: the CPUs, the player, or the score sheet."""
        self._cpus_pass_at_once()
        waiting = self.waiting
        if waiting == "match-over":
            self.app.push_screen(MatchOverScreen(self.session, self.face))
        elif waiting == "game-over":
            self.query_one(GameLog).scroll_end(animate=False, immediate=True)
            sheet = GameOverScreen(self.session, self.face, self.hand, self._game_replayed)
            self.app.push_screen(sheet, self._sheet_closed)
        elif waiting == "human":
            self._skip.clear()
            if self.session.game.phase is Phase.CLAIM:
                question = pon_question(self.session.game, self.names, self.face)
                advice = self._pon_advice(self.session) if self.host.assistance else None
                self.app.push_screen(PonDialog(question, advice), self._pon_answered)
            else:
                self._explain_marks()
        else:
            self._play_cpus()

    def _cpus_pass_at_once(self) -> None:
        """Play the CPUs' passes on a pon in the same moment as the step before them.

        A pass shows that the seat was asked, so it must leave no trace: the
        screen never draws a CPU being asked unless it claims, and a pass takes
        no time. The decision is quick (a millisecond or so), so it is made here.
        """
        while self.waiting == "cpu" and self.session.game.phase is Phase.CLAIM:
            decision = self.session.cpu_decision()
            if not isinstance(decision.action, Pass):
                return
            self._play(decision.action, decision.reason)

    @work(exclusive=True, group="cpu")
    async def _play_cpus(self) -> None:
        """Play the CPUs' steps, each a pause after the last one shown, until the player decides or the game ends.

        A CPU thinks off the screen's thread. Nothing is played while the table
        is hidden, and the skip key ends every pause up to the player's next decision.
        """
        worker = get_current_worker()
        while self.waiting == "cpu":
            decision = await asyncio.to_thread(self.session.cpu_decision)
            wait = step_wait(self.cpu_speed, monotonic() - self._shown_at)
            if wait and not self._skip.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._skip.wait(), wait)
            await self._visible.wait()
            if worker.is_cancelled:
                return
            self._play(decision.action, decision.reason)
            self._cpus_pass_at_once()
        self._proceed()

    def _play(self, action: Action, reason: Reason | None = None) -> bool:
        """Take ``action`` for the seat to act (a CPU's for ``reason``) and say what happened;
        on a refusal, show the engine's reason."""
        before = self.session
        try:
            session = before.apply(action, reason)
        except IllegalAction as refusal:
            self._refuse(str(refusal))
            return False
        self.session = session
        self.host.autosave(session)
        line = narrate(before.game, action, session.game, self.names, self.face)
        if line is not None:
            self._log(line)
            self.message = line
            self._shown_at = monotonic()
            self._log_reason(reason)
        if session.game.result is not None:
            outcome = outcome_text(session.game, self.names, self.face)
            self._log(outcome)
            self.message = outcome
        return True

    def _act(self, action: Action) -> None:
        """The player's move: play it, then hand the game on."""
        if self._play(action):
            self._proceed()

    def _refuse(self, reason: str) -> None:
        """Show why a move was not made, and ring the bell."""
        self.message = Text(self.face.plain(reason), style="bold #ffaf00")
        self.app.bell()

    def _sheet_closed(self, choice: SheetChoice | None) -> None:
        """The player left the game's sheet: for the menu (the match stays saved there), for the next game,
        or back into this one to take back their last move.

        Skipping ahead ends with the game: the next deal plays at the chosen pace.
        A new deal is shown sorted, whatever order the player gave the last hand.
        """
        if choice == "menu":
            self.host.show_main_menu()
            return
        if choice == "undo":
            self.action_undo()
            return
        self._skip.clear()
        session = self.session.finish_game()
        self.arranged = False
        self.session = session
        if session.match_over:
            self.host.match_finished(session)
        else:
            self.host.autosave(session)
            self._start_game_log()
            self.message = Text()
            self._shown_at = monotonic()
        self._proceed()

    def _game_replayed(self) -> None:
        """The finished game's replay has shown every hand: close the game to undo, in the save too."""
        replayed = self.session.with_game_replayed()
        if replayed is not self.session:
            self.session = replayed
            self.host.autosave(replayed)

    # The player's decisions

    def action_assistance_off(self) -> None:
        """Say why ``h`` and ``u`` do nothing, and where they are turned back on: the footer no longer shows them."""
        self._refuse(_(ASSISTANCE_OFF))

    def action_hint(self) -> None:
        """Show what the Hard CPU would do here; on a second press, do it."""
        if self._advice is not None:
            self.action_play_hint()
            return
        if not self.host.assistance:
            self._refuse(_(ASSISTANCE_OFF))
            return
        if self.message is self._marks_line:
            self._marks_explained = False  # covered before it could be read: said again after the next step
        self.message = Text(_("Thinking about a hint…"), style="dim")
        self._think(self.session)

    @work(thread=True, exclusive=True, group="hint")
    def _think(self, session: Session) -> None:
        """Work out the advice off the screen's thread; it is shown only if the position has not moved on."""
        decision = advise(session.game)
        self.app.call_from_thread(self._show_advice, session, decision)

    def _show_advice(self, session: Session, decision: Decision) -> None:
        """Point out the advised cards and say why, unless the table has moved on since it was asked."""
        if session is not self.session or self.waiting != "human":
            return
        self._mark_assisted()
        self._advice = decision
        pointed = _cards_pointed_at(decision.action)
        self.query_one(HandView).select_cards(pointed, suggested=True)
        self.hint = _(HINT_PROMPT)
        reason = self.face.said(self.face.plain(reason_text(decision.action, decision.reason)), SUCCESS)
        self.message = self._warned(reason, pointed, advised=True) if isinstance(decision.action, Discard) else reason
        self.refresh_bindings()

    def _mark_assisted(self) -> None:
        """A hint is on show: the game is assisted from now on, and the save says so."""
        marked = self.session.with_assistance()
        if marked is not self.session:
            self.session = marked
            self.host.autosave(marked)

    def _drop_advice(self) -> None:
        """The player chose other cards: the hint on show is left behind."""
        self._advice = None
        self._follow()
        self.refresh_bindings()

    def action_play_hint(self) -> None:
        """Play the hint on show."""
        advice = self._advice
        if advice is not None:
            self._act(advice.action)

    def _pon_advice(self, session: Session) -> PonAdvice:
        """How the pon prompt works out its hint (off the screen's thread): the advice for
        this position, in this face; a hint to pon also selects the pair in the hand."""
        face = self.face

        def think() -> tuple[bool, Text]:
            decision = advise(session.game)
            pon = isinstance(decision.action, Pon)
            self.app.call_from_thread(self._mark_assisted)
            if pon:
                self.app.call_from_thread(self._point_at_pair, session)
            return pon, pon_hint(face.plain(reason_text(decision.action, decision.reason)), face)

        return think

    def _point_at_pair(self, session: Session) -> None:
        """Select the two cards a pon of the discard on offer would take, while it is still on offer."""
        game = session.game
        if game is self.session.game and game.top_discard is not None:
            self.query_one(HandView).select_cards(pon_cards(game.hands[HUMAN], game.top_discard))

    def _pon_answered(self, pon: bool | None) -> None:
        """Play the answer to the pon prompt (a hint's selection does not outlive the prompt);
        with no answer, the player asked to take back their last move. Dropping the selection
        says nothing, so the message of the answer or the undo stays on the status line."""
        hand = self.query_one(HandView)
        with hand.prevent(HandView.SelectionChanged):
            hand.clear_selection()
        if pon is None:
            self.action_undo()
        else:
            self._act(Pon() if pon else Pass())

    def action_draw(self) -> None:
        """Start the turn from the stock."""
        self._act(Draw())

    def action_chi(self) -> None:
        """Claim the last discard into a run; ask which run when there are several."""
        options = [action for action in self._legal() if isinstance(action, Chi)]
        if len(options) == 1:
            self._act(options[0])
        elif options:
            top, face = self.session.game.discards[-1], self.face
            labels = [
                (face.cards_text(chi.cards).append(" + ").append_text(face.card_text(top)), chi) for chi in options
            ]
            question = _("Chi {card}: which run?").format(card=face.label(top))
            dialog = ChoiceDialog[Action](question, labels, take_back=self.action_undo, beside=True)
            self.app.push_screen(dialog, self._chosen)

    def action_explain_chi(self) -> None:
        """Say why there is no chi now."""
        self._refuse(no_chi_reason(self.session.game))

    def action_meld(self) -> None:
        """Meld the selected cards."""
        cards = self.query_one(HandView).selected_cards
        if not cards:
            self._refuse(_("Select the cards to meld first: number keys, a click, or arrows and space."))
        else:
            self._act(Meld(cards))

    def action_discard(self) -> None:
        """Discard the one selected card; with nothing selected, the only card that may be
        discarded, when there is just one (a last card needs no selecting)."""
        cards = self.query_one(HandView).selected_cards
        if not cards:
            cards = tuple(dict.fromkeys(action.card for action in self._legal() if isinstance(action, Discard)))
        if len(cards) != 1:
            self._refuse(_("Select exactly one card to discard."))
        else:
            self._act(Discard(cards[0]))

    def action_lay_off(self) -> None:
        """Lay off the one selected card: ask where when more than one meld takes it."""
        cards = self.query_one(HandView).selected_cards
        if len(cards) != 1:
            self._refuse(_("Select exactly one card to lay off."))
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
                (
                    Text()
                    .append(self.names[melds[index].owner])
                    .append(": ")
                    .append_text(self.face.meld_text(melds[index])),
                    index,
                )
                for index in targets
            ]
            question = _("Lay off {card} on which meld?").format(card=self.face.label(card))
            dialog = ChoiceDialog[int](question, labels, take_back=self.action_undo)
            self.app.push_screen(dialog, lambda index: self._target_chosen(fits, index))

    def _why_no_lay_off(self, card: Card) -> str:
        """The engine's reason, when every meld gives the same one."""
        game = self.session.game
        if not game.melds:
            return _("There is no meld on the table to lay off on.")
        reasons = set()
        for index in range(len(game.melds)):
            try:
                self.session.apply(LayOff(card, index))
            except IllegalAction as refusal:
                reasons.add(str(refusal))
        return (
            reasons.pop() if len(reasons) == 1 else _("{card} fits none of the melds on the table.").format(card=card)
        )

    def _target_chosen(self, fits: list[LayOff], index: int | None) -> None:
        """The player chose the meld to lay off on (or cancelled)."""
        if index is not None:
            self._choose_end([action for action in fits if action.meld == index])

    def _choose_end(self, fits: list[LayOff]) -> None:
        """Lay off at once, or ask which end when the card fits at both."""
        if len(fits) == 1:
            self._act(fits[0])
            return
        meld = self.session.game.melds[fits[0].meld]
        face = self.face
        first, last = face.card_text(meld.cards[0]), face.card_text(meld.cards[-1])
        labels = [
            (
                sentence(_("low end, before {card}"), card=first)
                if fit.end == "low"
                else sentence(_("high end, after {card}"), card=last),
                fit,
            )
            for fit in fits
        ]
        question = _("Which end of the run for {card}?").format(card=face.label(fits[0].card))
        dialog = ChoiceDialog[Action](question, labels, take_back=self.action_undo, beside=True)
        self.app.push_screen(dialog, self._chosen)

    def _chosen(self, action: Action | None) -> None:
        """Play the move picked in a choice dialog, unless it was cancelled."""
        if action is not None:
            self._act(action)

    def action_attempt(self, kind: str) -> None:
        """Meld, lay off or discard when the engine allows none: the refusal explains why (before the
        draw, that the turn starts with one)."""
        if self.session.game.phase is Phase.TURN_START:
            self._refuse(draw_first_reason(self.session.game))
        elif kind == "meld":
            self.action_meld()
        elif kind == "lay_off":
            self.action_lay_off()
        else:
            self.action_discard()

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
        """Sort the hand by suit or by rank; a hand in the player's own order is first sorted as before."""
        if self.arranged:
            self.arranged = False
            self._follow()
        else:
            self.hand_order = "rank" if self.hand_order == "suit" else "suit"
        self.message = order_message(self.hand_order)

    @on(HandView.Rearranged)
    def _rearranged(self, event: HandView.Rearranged) -> None:
        """Show the hand in the order the player made, until they sort it again."""
        self.arranged = True
        self.hand = event.cards

    def action_cycle_speed(self) -> None:
        """Slow, normal, fast, instant, and round again."""
        self.cpu_speed = next_speed(self.cpu_speed)
        self.message = speed_message(self.cpu_speed)

    def action_toggle_tracker(self) -> None:
        """Show the card tracker in place of the table's top half, or the table again."""
        self.tracking = not self.tracking

    def action_undo(self) -> None:
        """Take back the player's last move and every move after it; the game is then assisted.

        The log tells the game again from its deal, so it holds nothing of the
        moves taken back; the status line says what was.

        Whatever the table was doing stops: the CPUs' steps on their way, or the
        question or sheet the player left to undo, which comes back if nothing
        could be taken back.
        """
        if not self.host.assistance:
            self._refuse(_(ASSISTANCE_OFF))
            self._ask_again()
            return
        before = self.session
        try:
            session = before.undo()
        except GameReplayed:
            self._refuse(_(REPLAYED_NO_UNDO))
            self._ask_again()
            return
        except NothingToUndo:
            self._refuse(_(NOTHING_TO_UNDO))
            self._ask_again()
            return
        self.workers.cancel_group(self, "cpu")
        self._skip.clear()
        self.session = session
        self.host.autosave(session)
        self.query_one(GameLog).forget_game()
        self._start_game_log()
        self._recap()
        self.message = taken_back(before, session, self.names, self.face)
        self._shown_at = monotonic()
        self._proceed()

    def _ask_again(self) -> None:
        """Put back the pon question or the game's sheet that ``u`` closed, when the undo was refused."""
        if self.waiting == "game-over" or (self.waiting == "human" and self.session.game.phase is Phase.CLAIM):
            self.call_after_refresh(self._proceed)

    def action_score_sheet(self) -> None:
        """Show the score sheet over the table."""
        self.app.push_screen(ScoreSheetScreen(self.session, self.face))

    def action_keys(self) -> None:
        """Show the table's keys over the table."""
        self.app.push_screen(TableKeysScreen())

    def action_leave(self) -> None:
        """Back to the main menu; the match is saved and can be continued."""
        self.host.show_main_menu()


def _divide(row: Widget, face: CardFace) -> None:
    """Draw the line over the player's melds in ``face``'s colour for it (``CardFace.divider``).

    In the terminal's own colours the line keeps the table's CSS (``$primary 50%``): the terminal decides how
    it looks.
    """
    if face.divider.startswith("#"):
        row.styles.border_top = ("ascii" if face.ascii else "dashed", Color.parse(face.divider))
    else:
        row.styles.clear_rule("border_top")


def _outline(panel: Widget, face: CardFace, name: str) -> None:
    """Frame ``panel`` in ``face``'s colour for the theme colour ``name`` and title it in a colour that reads.

    In the terminal's own colours, or a theme without that colour, the panel keeps the table's CSS, as the
    divider does (see ``_divide``).
    """
    line, title = face.lines.get(name, ""), face.titles.get(name, "")
    if not line.startswith("#"):
        panel.styles.clear_rule("border")
        panel.styles.clear_rule("border_title_color")
        return
    panel.styles.border = ("ascii" if face.ascii else "round", Color.parse(line))
    panel.styles.border_title_color = Color.parse(title)
