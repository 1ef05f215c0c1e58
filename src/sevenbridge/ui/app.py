"""The Seven Bridge application: start-up, navigation between screens, and the services the table uses.

``make_app`` builds the app the same way for the command line and for tests.
The app owns the screens around the table (menu, new match, rules, statistics)
and implements ``TableHost``: it remembers settings, autosaves, records
finished matches and takes the player back to the menu. The table screen and
the other forms are imported only when they are first needed, so the menu
appears quickly.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from textual import on
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.theme import Theme

from ..cpu import Level
from ..persistence.paths import data_dir
from ..persistence.problems import FileProblem
from ..persistence.settings import Settings, load_settings, save_settings
from ..rules import RuleSet, RuleSetError, load_ruleset
from ..session import Session, Waiting
from .host import HandOrder, Speed
from .match_setup import rules_for, start_match
from .screens.menu import MenuScreen

if TYPE_CHECKING:
    from ..persistence.saves import LoadedMatch
    from .screens.new_match import NewMatchScreen

__all__ = ["QuickPlay", "SevenBridgeApp", "Start", "make_app", "run_app", "start_from"]

_NO_SAVE = "There is no saved match to continue: start a new one."

_SAVE_NAME = "match.json"
"""The saved match's file in the data folder (see docs/saves.md)."""


def _saved_match() -> LoadedMatch | FileProblem | None:
    """The saved match, a problem with its file, or ``None``.

    The save format (a dozen pydantic models) is loaded only when there is a
    file to read, so a first start, or one after a finished match, is quicker.
    """
    if not (data_dir() / _SAVE_NAME).exists():
        return None
    from ..persistence.saves import load_match

    return load_match()


def _summary(loaded: LoadedMatch) -> str:
    from ..persistence.saves import describe_save

    return describe_save(loaded)


@dataclass(frozen=True)
class QuickPlay:
    """A match to start at once, as ``sevenbridge play`` asks."""

    opponents: int
    level: Level
    rules: RuleSet
    seed: int | None = None
    name: str | None = None


Start = Literal["menu", "continue"] | QuickPlay
"""Where the app opens: the main menu, the saved match, or a new table."""


class SevenBridgeApp(App[None]):
    """Menus, forms and help around the table; the table itself lives in ``ui.table``."""

    CSS_PATH = "styles/app.tcss"
    TITLE = "Seven Bridge"
    SUB_TITLE = "セブンブリッジ"
    BINDINGS = [
        Binding("f1", "show_rules", "Help", id="app.help"),
    ]

    def __init__(self, settings: Settings, notices: Iterable[str] = (), start: Start = "menu") -> None:
        """Open at ``start`` with ``settings``; ``notices`` are shown on the first menu."""
        super().__init__()
        self.settings = settings
        self._notices = list(notices)
        self._start = start
        self._saved: LoadedMatch | None = None
        self._match_rules: RuleSet | None = None
        self._save_failed = False

    def on_mount(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        if isinstance(self._start, QuickPlay):
            self._quick_play(self._start)
        elif self._start == "continue":
            self._continue_saved()
        else:
            self.show_main_menu()

    # Navigation

    def _show(self, screen: Screen[Any]) -> None:
        """Make ``screen`` the current screen, closing the one before it and any dialog on top."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_main_menu(self) -> None:
        """The main menu, with Continue when a match is saved and any problem to report."""
        found = _saved_match()
        if isinstance(found, FileProblem):
            self._notices.append(found.message)
        self._saved = None if isinstance(found, FileProblem) else found
        summary = None if self._saved is None else _summary(self._saved)
        notices, self._notices = self._notices, []
        self._match_rules = None
        self._show(MenuScreen(summary, notices))

    def show_new_match(self) -> None:
        """The new-match form, filled with the last choices."""
        from .screens.new_match import NewMatchScreen

        self._match_rules = None
        self._show(NewMatchScreen(self.settings))

    def _open_table(self, session: Session, waiting: Waiting | None = None) -> None:
        from .table import TableScreen

        self._saved = None
        self._match_rules = session.rules
        self._show(TableScreen(session, waiting))

    def _continue_saved(self) -> None:
        """Open the saved match where it stopped, or explain on the menu why not."""
        found = _saved_match()
        if found is None or isinstance(found, FileProblem):
            self._notices.append(_NO_SAVE if found is None else found.message)
            self.show_main_menu()
            return
        self._open_table(found.session, found.waiting)

    def _quick_play(self, play: QuickPlay) -> None:
        name = play.name or self.settings.player_name
        self._start_match(name, [play.level] * play.opponents, play.rules, play.seed, self.show_main_menu)

    def _start_match(
        self, name: str, levels: Sequence[Level], rules: RuleSet, seed: int | None, kept: Callable[[], None]
    ) -> None:
        """Deal a new match, after asking whether to replace the saved one, if any (``kept`` if not)."""

        def start() -> None:
            self._open_table(start_match(name, levels, rules, seed=seed))

        found = _saved_match()
        if isinstance(found, FileProblem):
            self.notify(found.message, severity="warning", timeout=10)
        if found is None or isinstance(found, FileProblem):
            start()
            return

        def answered(replace: bool | None) -> None:
            if replace:
                start()
            else:
                kept()

        from .screens.confirm import ConfirmScreen

        question = f"You have a saved match: {_summary(found)}. A new match replaces it."
        self.push_screen(ConfirmScreen(question, "Start the new match", "Keep the saved one"), answered)

    # What the screens report

    @on(MenuScreen.Chosen)
    def _menu_chosen(self, event: MenuScreen.Chosen) -> None:
        if event.choice == "continue" and self._saved is not None:
            self._open_table(self._saved.session, self._saved.waiting)
        elif event.choice == "new":
            self.show_new_match()
        elif event.choice == "statistics":
            self._show_statistics()
        elif event.choice == "rules":
            self.action_show_rules()
        elif event.choice == "quit":
            self.exit()

    def on_new_match_screen_start(self, event: NewMatchScreen.Start) -> None:
        """Remember the choices and deal the first game."""
        self._remember(event.settings)
        settings = event.settings
        levels = settings.levels[: settings.opponents]
        self._start_match(settings.player_name, levels, event.rules, None, lambda: None)

    def on_new_match_screen_back(self) -> None:
        """Back to the main menu."""
        self.show_main_menu()

    def _show_statistics(self) -> None:
        from ..persistence.history import load_history
        from ..persistence.statistics import statistics
        from .screens.statistics import StatisticsScreen

        records, problem = load_history()
        self.push_screen(StatisticsScreen(statistics(records), None if problem is None else problem.message))

    def _bindings_here(self) -> list[tuple[str, str]]:
        """The keys the footer shows on the current screen, with what they do."""
        rows: list[tuple[str, str]] = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            row = (self.get_key_display(binding), binding.description)
            if binding.show and binding.description and active.enabled and row not in rows:
                rows.append(row)
        return rows

    def action_show_rules(self) -> None:
        """The rules of the match being played (or of the chosen rule set), and the keys."""
        self._push_rules("rules")

    def action_show_keys(self) -> None:
        """The keys of the current screen and those that work everywhere."""
        self._push_rules("keys")

    def _push_rules(self, tab: str) -> None:
        from .screens.rules_help import RulesScreen

        if isinstance(self.screen, RulesScreen):
            self.screen.action_show_tab(tab)
            return
        rules = self._match_rules or self._chosen_rules()
        self.push_screen(RulesScreen(rules, self._bindings_here(), tab=tab))

    def _chosen_rules(self) -> RuleSet:
        settings = self.settings
        return rules_for(settings.ruleset, settings.custom_rules, settings.games_per_match)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's commands: the app's own, then Textual's."""
        yield SystemCommand("Rules", "How to play, and this rule set's values", self.action_show_rules)
        yield SystemCommand("Keys", "The keys of this screen and those that work everywhere", self.action_show_keys)
        yield SystemCommand("Main menu", "Leave for the main menu (the match stays saved)", self.show_main_menu)
        yield SystemCommand("New match", "Choose opponents and rules for a new match", self.show_new_match)
        for command in super().get_system_commands(screen):
            if command.title != "Keys":
                yield command

    # Settings

    def _remember(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them for next time."""
        self.settings = settings
        try:
            save_settings(settings)
        except OSError as error:
            self.notify(f"Your settings could not be saved ({error.strerror or error}).", severity="warning")

    def _theme_changed(self, theme: Theme) -> None:
        if theme.name != self.settings.theme:
            self._remember(self.settings.model_copy(update={"theme": theme.name}))

    # TableHost

    @property
    def cpu_speed(self) -> Speed:
        """The pace of CPU turns."""
        return self.settings.cpu_speed

    def set_cpu_speed(self, speed: Speed) -> None:
        """Change and remember the pace of CPU turns."""
        self._remember(self.settings.model_copy(update={"cpu_speed": speed}))

    @property
    def hand_order(self) -> HandOrder:
        """How the hand is sorted."""
        return self.settings.hand_order

    def set_hand_order(self, order: HandOrder) -> None:
        """Change and remember how the hand is sorted."""
        self._remember(self.settings.model_copy(update={"hand_order": order}))

    def autosave(self, session: Session, waiting: Waiting) -> None:
        """Save the match after a change; a failed write is reported once, and play goes on."""
        from ..persistence.saves import save_match

        try:
            save_match(session, waiting)
        except OSError as error:
            if not self._save_failed:
                self.notify(f"The match could not be saved ({error.strerror or error}).", severity="error")
            self._save_failed = True
        else:
            self._save_failed = False

    def match_finished(self, session: Session) -> None:
        """Record the finished match in the history and clear the save."""
        from ..persistence.history import record_match

        try:
            problem = record_match(session)
        except OSError as error:
            self.notify(f"The match could not be added to your history ({error.strerror or error}).", severity="error")
            return
        if problem is not None:
            self.notify(problem.message, severity="warning", timeout=10)


def make_app(start: Start = "menu") -> SevenBridgeApp:
    """The app, with the player's settings loaded (a bad settings file is set aside and reported)."""
    settings, problem = load_settings()
    return SevenBridgeApp(settings, [] if problem is None else [problem.message], start)


def start_from(args: argparse.Namespace) -> Start:
    """Where the command line asks the app to open; ``RuleSetError`` for an unusable ``--rules``."""
    if args.command == "play":
        return QuickPlay(args.opponents, args.level, load_ruleset(args.rules), args.seed, args.name)
    return "continue" if args.resume else "menu"


def run_app(args: argparse.Namespace) -> int:
    """Run the app as the command line asks; returns the exit status."""
    try:
        start = start_from(args)
    except RuleSetError as error:
        print(f"sevenbridge: {error}", file=sys.stderr)
        return 2
    make_app(start).run()
    return 0
