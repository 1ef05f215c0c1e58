"""The Seven Bridge application: start-up, navigation between screens, and the services the table uses.

``make_app`` builds the app the same way for the command line and for tests.
The app owns the screens around the table (menu, new match, rules, statistics)
and implements ``TableHost``: it remembers settings, autosaves, records
finished matches and takes the player back to the menu. The table screen and
the other forms are imported only when they are first needed, so the menu
appears quickly.

A plain start draws the menu from Textual and the menu's own module alone: the
settings, the save format, the rules engine and pydantic are loaded once the
menu and its footer are on screen; then the settings' theme is applied and the
menu learns what the save file holds. ``--continue`` and ``play`` read
everything up front, as they open a table at once.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal

from textual import events, on
from textual.app import App
from textual.binding import Binding
from textual.command import CommandPalette, Provider
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from ..persistence.paths import check_home
from ..persistence.peek import peek_settings, save_file_exists
from ..persistence.problems import FileProblem
from ..safe_read import NotARegularFile, system_reason
from ..translation import N_, Language, _, current_language, resolve_language, use_language
from .contrast import legible_variables
from .language_switch import LANGUAGE_SEARCHED, LANGUAGE_SWITCH
from .palette import PaletteCommand, PaletteCommands
from .screens.menu import MenuScreen
from .size_notice import SMALLEST, SizeNotice, too_small
from .wide_characters import keep_wide_characters_whole

if TYPE_CHECKING:
    from textual.filter import LineFilter
    from textual.theme import Theme

    from ..choices import Level
    from ..engine.rules import RuleSet
    from ..persistence.locks import FileLock
    from ..persistence.saves import LoadedMatch
    from ..persistence.settings import Settings
    from ..persistence.statistics import Statistics
    from ..play.replay import GameReplay
    from ..play.session import Session
    from .host import CardFaces, HandOrder, Speed
    from .screens.new_match import NewMatchScreen

__all__ = [
    "STOP_GRACE",
    "OpenReplay",
    "QuickPlay",
    "SevenBridgeApp",
    "Start",
    "make_app",
    "run_app",
    "run_to_end",
    "start_from",
]

_NO_SAVE = N_("There is no saved match to continue: start a new one.")
_UNSAVED = N_(
    "Your latest moves could not be saved: Continue picks them up while Seven Bridge stays open; quitting loses them."
)
"""The menu's warning while the match left at the table has moves no save holds."""
_LEAVE_UNSAVED = N_("Leave for the main menu (the latest moves are not saved; Continue keeps them until you quit)")
"""What the palette's Main menu says at the table meanwhile, in place of "the match stays saved"."""
_STOP_SIGNALS: Final = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
"""Signals that close the app as its own Quit does: terminal restored, match saved."""
STOP_GRACE: Final = 3.0
"""Seconds a stop signal leaves the app to close before the process is ended outright."""
RECORD_WORKER: Final = "record-match"
"""The worker thread that adds a finished match to the history."""
STATISTICS_WORKER: Final = "read-statistics"
"""The worker thread that reads the history for Statistics."""
_TEXTUAL_COMMANDS: Final = {
    "Theme": (N_("Theme"), N_("Change the current theme")),
    "Quit": (N_("Quit"), N_("Quit the application as soon as possible")),
    "Screenshot": (N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen")),
}
"""The commands Textual adds to the palette that a player has a use for, by their English title: the title and
help to translate. Textual's others are left out: its Keys panel (the app's own Keys command lists the keys),
and Maximize and Minimize, which enlarge the focused widget, something no screen of the game needs."""


def _command(title: str, help_text: str, callback: Callable[[], Any]) -> PaletteCommand:
    """A palette command titled ``title`` (in English, as the catalog has it), shown in the current language."""
    return PaletteCommand(_(title), help_text, callback, title)


def _open_elsewhere(holder: int | None) -> str:
    """The sentence for a match another copy of the game has open."""
    if holder:
        return _(
            "Your saved match is open in another Seven Bridge window (process {holder}): "
            "close it there to play it here."
        ).format(holder=holder)
    return _("Your saved match is open in another Seven Bridge window: close it there to play it here.")


def _shown_path(path: Path) -> str:
    """``path`` as a notice names it: in full, with any control character in it written as an escape."""
    from ..quoting import printable

    return printable(str(path), 200)


def _lock_not_a_file(path: Path) -> str:
    """The sentence for a match lock that cannot be taken because something else stands at its name."""
    return _(
        "No match can be played while {path} is not a regular file (it is the lock that keeps two "
        "Seven Bridge windows from playing the same match): remove it to play."
    ).format(path=_shown_path(path))


def _saved_match() -> LoadedMatch | FileProblem | None:
    """The saved match, a problem with its file, or ``None``.

    The save format (a dozen pydantic models) is loaded only when there is a
    file to read, so a first start, or one after a finished match, is quicker.
    """
    if not save_file_exists():
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


@dataclass(frozen=True)
class OpenReplay:
    """A finished game to replay at once, as ``sevenbridge replay`` asks; closing it closes the app."""

    replay: GameReplay
    notice: str | None = None
    """What had to be set aside in the history while the game was looked for, to tell the player."""


Start = Literal["menu", "continue"] | QuickPlay | OpenReplay
"""Where the app opens: the main menu, the saved match, a new table, or a replay."""


def _key_name(key: str) -> str:
    """A key as the key list writes it: ``ctrl+q`` is Ctrl+Q."""
    return "+".join(part.upper() if len(part) == 1 else part.capitalize() for part in key.split("+"))


class SevenBridgeApp(App[None]):
    """Menus, forms and help around the table; the table itself lives in ``ui.table``."""

    CSS_PATH = "app.tcss"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {PaletteCommands}
    """The palette's commands are ``palette_commands``, found by their English names in Japanese too."""
    TITLE = "Seven Bridge"
    SUB_TITLE = "セブンブリッジ"
    BINDINGS = [
        Binding("f1,f2", "show_rules", N_("Help"), key_display="F1/F2", id="app.help"),
        Binding(
            "ctrl+p", "command_palette", N_("palette"), show=False, key_display="^p/:", priority=True, id="app.palette"
        ),
        Binding("colon", "command_palette", N_("palette"), show=False, id="app.palette-colon"),
    ]
    """Browsers keep F1 and Ctrl+P for themselves: F2 and ``:`` do the same, and the footer says so.

    ``:`` is not a priority key, so it still types into a text field.
    """

    def __init__(
        self,
        start: Start = "menu",
        *,
        stop_on_signals: bool = False,
        ascii: bool = False,
        language: Language | None = None,
    ) -> None:
        """Open at ``start``; the player's files are read once the app runs.

        With ``stop_on_signals`` (the command line), SIGTERM, SIGHUP and SIGINT
        close the app cleanly instead of killing it with the terminal still in
        the app's modes. With ``ascii`` the cards are drawn with ASCII faces.
        A ``language`` (``--lang``) wins over the settings' until the player
        chooses one in the app.
        """
        super().__init__()
        keep_wide_characters_whole()
        self._start = start
        self._stop_on_signals = stop_on_signals
        self._ascii = ascii
        self._language = language
        self.crash: BaseException | None = None
        """The error the app stopped on, if it did."""
        self.crash_log: Path | None = None
        """Where that error's traceback was written (``None`` if it could not be)."""
        self._settings: Settings | None = None
        self._notices: list[str] = []
        self._saved: LoadedMatch | None = None
        self._match_rules: RuleSet | None = None
        """The rules of the match open at the table (under any screen over it); ``None`` away from a table."""
        self._save_failed = False
        self._unsaved: Session | None = None
        """The match as it stands when its latest save failed: Continue picks it up while this copy runs."""
        self._files_unread = False
        self._match_lock: FileLock | None = None
        self._ascii_only: LineFilter | None = None
        """Set while the card face is ASCII: the filter that leaves only ASCII on screen."""
        self._use_ascii_screen(ascii)

    def get_css_variables(self) -> dict[str, str]:
        """The theme's variables, and those of the table's and the footer's text and lines made legible in it
        (see ``legible_variables``); the card faces read the same, as ``theme_variables``."""
        variables = super().get_css_variables()
        self.theme_variables = {**variables, **legible_variables(variables)}
        return self.theme_variables

    def on_load(self) -> None:
        if self._stop_on_signals:
            self._catch_stop_signals()

    def _catch_stop_signals(self) -> None:
        """Close on a stop signal as on Quit; where the loop takes no signal handlers (Windows) the default stays."""
        loop = asyncio.get_running_loop()
        for number in _STOP_SIGNALS:
            try:
                loop.add_signal_handler(number, self._stop_signalled, number)
            except (NotImplementedError, RuntimeError):
                return

    def _stop_signalled(self, number: int) -> None:
        """Close as Quit does, and make sure the process ends.

        A terminal that closes sends SIGCONT with its SIGHUP, and Textual
        answers SIGCONT by starting its terminal output afresh, even in the
        middle of drawing; the new output thread dies writing to the terminal
        that is gone, and the way out then waits for it forever. Everything
        is saved as it happens, so a process still running ``STOP_GRACE``
        seconds after the signal is ended outright, with the same status.
        """
        self.exit(None, 128 + number)
        deadline = threading.Timer(STOP_GRACE, os._exit, (128 + number,))
        deadline.daemon = True
        deadline.start()

    def on_resize(self, event: events.Resize) -> None:
        """Below ``SMALLEST``, hide every screen's widgets behind a notice, as the table does below its own size.

        Widgets squeezed to no width at all can fail to lay out, so none is
        laid out while the terminal is that small; the command palette, which
        cannot work without its list, is closed, and its key leaves the footer
        until the terminal is large enough again. Textual restyles only the
        screens on view, so those below them are restyled here.
        """
        hidden = too_small(SMALLEST, event.size)
        if hidden == self.has_class("-too-small"):
            return
        self.set_class(hidden, "-too-small")
        if hidden and isinstance(self.screen, CommandPalette):
            self.screen.dismiss()
        for screen in self.screen_stack:
            self._add_size_notice(screen)
            screen.update_node_styles(animate=False)
        self.refresh_bindings()

    def _add_size_notice(self, screen: Screen[Any]) -> None:
        """Give ``screen`` the notice it shows while the terminal is too small, unless it has one (the table's)."""
        if self.has_class("-too-small") and not screen.query_children(SizeNotice):
            screen.mount(SizeNotice(SMALLEST))

    def check_action(self, action: str, _parameters: tuple[object, ...]) -> bool | None:
        """No command palette while the terminal is too small to draw it."""
        return not (action == "command_palette" and self.has_class("-too-small"))

    def _handle_exception(self, error: Exception) -> None:
        """Keep the traceback in the crash log before the app closes with a failure status."""
        if self.crash is None:
            from .crash_log import write_crash_log

            self.crash = error
            self.crash_log = write_crash_log(error)
        super()._handle_exception(error)

    def _fatal_error(self) -> None:
        """Close after a crash without printing the traceback over the player's shell: it is in the crash log."""
        self.bell()
        self._close_messages_no_wait()

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._add_size_notice)
        if self._start == "menu":
            peeked = peek_settings()
            if peeked.theme is not None and peeked.theme in self.available_themes:
                self.theme = peeked.theme
            use_language(self._language or resolve_language(peeked.language))
            self._files_unread = True
            self._show(MenuScreen(save_unread=save_file_exists()))
            return
        self._load_settings()
        if isinstance(self._start, QuickPlay):
            self._quick_play(self._start)
        elif isinstance(self._start, OpenReplay):
            self._open_replay(self._start.replay)
            if self._start.notice is not None:
                self.notify(self._start.notice, severity="warning", timeout=10, markup=False)
        else:
            self._continue_saved()

    @on(MenuScreen.Drawn)
    def _fill_in_menu(self) -> None:
        """Once the first menu is on screen: apply the settings, then tell the menu what the files hold.

        Does nothing when that is done already, so a choice made before the
        menu was complete can ask for it first.
        """
        if self._files_unread and isinstance(self.screen, MenuScreen):
            self.screen.show_files(*self._menu_files())

    # Navigation

    def on_unmount(self) -> None:
        self._release_match()

    def _claim_match(self) -> bool:
        """Hold the saved match for this copy of the game; if another copy has it open, say so on the menu.

        Something other than a file at the lock's name stops play, as every copy
        would play unlocked there and overwrite the others' moves. A data folder
        where no lock file can be made does not: saving there fails too, and
        the table says so.
        """
        from ..persistence.locks import LockBusy, match_lock

        if self._match_lock is None:
            self._match_lock = match_lock()
        try:
            self._match_lock.acquire()
        except LockBusy as busy:
            self._notices.append(_open_elsewhere(busy.holder))
            self.show_main_menu()
            return False
        except NotARegularFile:
            self._notices.append(_lock_not_a_file(self._match_lock.path))
            self.show_main_menu()
            return False
        except OSError:
            return True
        return True

    def _release_match(self) -> None:
        if self._match_lock is not None:
            self._match_lock.release()

    def _show(self, screen: Screen[Any], *, holding_match: bool = False) -> None:
        """Make ``screen`` the current screen, closing the one before it and any dialog on top.

        Leaving the table lets the saved match go, for another copy of the game to open.
        """
        if not holding_match:
            self._release_match()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_main_menu(self) -> None:
        """The main menu, with Continue when a match is saved and any problem to report."""
        self._show(MenuScreen(*self._menu_files()))

    def _menu_files(self) -> tuple[str | None, list[str]]:
        """The saved match's summary (``None``: nothing to continue) and the notices the menu shows.

        The settings are read first if they are not yet, so a problem with them is among the notices.
        """
        if self._settings is None:
            self._load_settings()
        self._files_unread = False
        found = self._match_to_continue()
        if isinstance(found, FileProblem):
            self._notices.append(found.message)
        if self._unsaved is not None:
            self._notices.append(_(_UNSAVED))
        self._saved = None if isinstance(found, FileProblem) else found
        summary = None if self._saved is None else _summary(self._saved)
        notices, self._notices = self._notices, []
        self._match_rules = None
        return summary, notices

    def show_new_match(self, after: Session | None = None) -> None:
        """The new-match form, filled with the last choices; after a match, with those it was set up with."""
        from .screens.new_match import NewMatchScreen, choices_after

        self._match_rules = None
        self._show(NewMatchScreen(self.settings if after is None else choices_after(self.settings, after)))

    def _open_table(self, session: Session) -> None:
        from .table import TableScreen

        self._saved = None
        self._match_rules = session.rules
        self._show(TableScreen(session), holding_match=True)

    def _match_to_continue(self) -> LoadedMatch | FileProblem | None:
        """The match Continue opens: the one left at the table if its latest moves could not be saved (the file
        holds an older position, or none), otherwise the saved match (see ``_saved_match``)."""
        if self._unsaved is not None:
            from ..persistence.saves import LoadedMatch

            return LoadedMatch(self._unsaved)
        return _saved_match()

    def _continue_saved(self) -> None:
        """Open the saved match where it stopped, or explain on the menu why not.

        The save is read once this copy holds it, so it is the latest; a match whose latest moves could not
        be saved is opened as it was left, and saving it is tried again.
        """
        if not self._claim_match():
            return
        if self._unsaved is not None:
            session = self._unsaved
            self.autosave(session)
            self._open_table(session)
            return
        found = _saved_match()
        if found is None or isinstance(found, FileProblem):
            self._notices.append(_(_NO_SAVE) if found is None else found.message)
            self.show_main_menu()
            return
        self._open_table(found.session)

    def _open_replay(self, replay: GameReplay) -> None:
        """Show ``replay`` alone; the app closes with it."""
        from .table.cards_text import card_face
        from .table.replay import ReplayScreen

        face = card_face(self.card_faces, self.theme_variables)
        self.push_screen(ReplayScreen(replay, face), lambda _closed: self.exit())

    def _quick_play(self, play: QuickPlay) -> None:
        """Deal the match ``play`` asks for, under its name, else the settings' (the default one instead of a CPU's
        name, which settings written before such names were refused may hold)."""
        from ..play.setup import DEFAULT_PLAYER_NAME, is_cpu_name

        kept = self.settings.player_name
        name = play.name or (DEFAULT_PLAYER_NAME if is_cpu_name(kept) else kept)
        self._start_match(name, [play.level] * play.opponents, play.rules, play.seed, self.show_main_menu)

    def _start_match(
        self, name: str, levels: Sequence[Level], rules: RuleSet, seed: int | None, kept: Callable[[], None]
    ) -> None:
        """Deal a new match, after asking whether to replace the saved one, if any (``kept`` if not)."""
        if not self._claim_match():
            return

        def start() -> None:
            from ..play.setup import start_match

            session = start_match(name, levels, rules, seed=seed)
            self.autosave(session)
            self._open_table(session)

        found = self._match_to_continue()
        if isinstance(found, FileProblem):
            self.notify(found.message, severity="warning", timeout=10, markup=False)
        if found is None or isinstance(found, FileProblem):
            start()
            return

        def answered(replace: bool | None) -> None:
            if replace:
                start()
            else:
                self._release_match()
                kept()

        from .dialogs import ConfirmDialog

        question = _("You have a saved match: {summary}. A new match replaces it.").format(summary=_summary(found))
        self.push_screen(ConfirmDialog(question, _("Start the new match"), _("Keep the saved one")), answered)

    # What the screens report

    @on(MenuScreen.Chosen)
    def _menu_chosen(self, event: MenuScreen.Chosen) -> None:
        self._fill_in_menu()
        if event.choice == "continue" and self._saved is not None:
            self._continue_saved()
        elif event.choice == "new":
            self.show_new_match()
        elif event.choice == "statistics":
            self._show_statistics()
        elif event.choice == "rules":
            self.action_show_rules()
        elif event.choice == "language":
            self.action_switch_language()
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
        """Read the history on a worker thread, so the menu keeps drawing; the screen opens when it is read."""
        from ..persistence.statistics import history_statistics

        self.run_worker(history_statistics, name=STATISTICS_WORKER, group="history", thread=True, exclusive=True)

    def _statistics_read(self, found: tuple[Statistics, FileProblem | None]) -> None:
        """Open Statistics, unless the player has left the menu meanwhile."""
        from .screens.statistics import StatisticsScreen

        if isinstance(self.screen, MenuScreen):
            stats, problem = found
            self.push_screen(StatisticsScreen(stats, None if problem is None else problem.message))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """Take the result of reading or writing the history, done off the screen's thread."""
        worker = event.worker
        if event.state != WorkerState.SUCCESS:
            return
        if worker.name == STATISTICS_WORKER and worker.result is not None:
            self._statistics_read(worker.result)
        elif worker.name == RECORD_WORKER:
            self._recorded(worker.result)

    def _bindings_here(self) -> list[tuple[str, str]]:
        """The keys the footer shows on the current screen, with what they do."""
        rows: list[tuple[str, str]] = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not (binding.show and binding.description and active.enabled):
                continue
            row = (self.get_key_display(binding), _(binding.description))
            if row not in rows:
                rows.append(row)
        return rows

    def action_help_quit(self) -> None:
        """Ctrl+C, which does not quit (in a text field it copies): say which key does, in the player's language
        (Textual's own notice is in English)."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                said = _("Press {key} to quit.").format(key=_key_name(key))
                self.notify(said, title=_("Do you want to quit?"), markup=False)
                return

    def action_show_rules(self) -> None:
        """How to play first, then the rules of the match being played (or of the chosen rule set), and the keys."""
        self._push_rules("play")

    def action_show_keys(self) -> None:
        """The keys of the current screen and those that work everywhere."""
        self._push_rules("keys")

    def _push_rules(self, tab: str) -> None:
        from .screens.rules_help import RulesScreen

        if isinstance(self.screen, RulesScreen):
            self.screen.action_show_tab(tab)
            return
        rules = self._match_rules or self._chosen_rules()
        self.push_screen(RulesScreen(rules, self._bindings_here(), tab=tab, custom=self.settings.custom_rules))

    def _chosen_rules(self) -> RuleSet:
        from ..play.setup import rules_for

        settings = self.settings
        return rules_for(settings.ruleset, settings.custom_rules, settings.games_per_match)

    def palette_commands(self, screen: Screen[Any]) -> Iterator[PaletteCommand]:
        """The palette's commands in the current language: the app's own, then those of Textual's a player needs.

        Each carries its English title too, so a search finds it by either.
        The language switch is named in both languages ("日本語 (Japanese)",
        "English (英語)"), so a player finds it by typing either. Main menu is
        offered away from the menu only, and says the match stays saved only
        when one is open at the table and its latest save worked.
        """
        yield _command(N_("Rules"), _("How to play, and this rule set's values"), self.action_show_rules)
        yield _command(N_("Keys"), _("The keys of this screen and those that work everywhere"), self.action_show_keys)
        if not isinstance(screen, MenuScreen):
            leave = _("Back to the main menu")
            if self._match_rules is not None and self._unsaved is not None:
                leave = _(_LEAVE_UNSAVED)
            elif self._match_rules is not None:
                leave = _("Leave for the main menu (the match stays saved)")
            yield _command(N_("Main menu"), leave, self.show_main_menu)
        yield _command(N_("New match"), _("Choose opponents and rules for a new match"), self.show_new_match)
        faces = self.card_faces
        four = _("Turn four suit colours off") if faces.four_colour else _("Turn four suit colours on")
        yield _command(N_("Four-colour deck"), four, self.action_toggle_four_colour)
        reasons = (
            _("Stop writing each CPU move's reason in the game log")
            if self.show_reasons
            else _("Write each CPU move's reason in the game log: it may name cards the CPU holds")
        )
        yield _command(N_("CPU reasons"), reasons, self.action_toggle_reasons)
        glyphs = (
            _("Turn ASCII cards off: suit symbols again")
            if faces.ascii
            else _("Turn ASCII cards on: letters and frames instead of suit symbols")
        )
        yield _command(N_("ASCII cards"), glyphs, self.action_toggle_ascii)
        switch, switch_help = LANGUAGE_SWITCH[current_language()]
        yield PaletteCommand(switch, switch_help, self.action_switch_language, f"{LANGUAGE_SEARCHED} {switch}")
        helped = _("Turn hints and undo off") if self.settings.assistance else _("Turn hints and undo on")
        yield _command(N_("Hints and undo"), helped, self.action_toggle_assistance)
        for command in self.get_system_commands(screen):
            if command.title in _TEXTUAL_COMMANDS:
                title, help_text = _TEXTUAL_COMMANDS[command.title]
                yield _command(title, _(help_text), command.callback)

    def action_command_palette(self) -> None:
        """The command palette, its search line in the current language."""
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(CommandPalette(placeholder=_("Search for commands…"), id="--command-palette"))

    # Settings

    @property
    def settings(self) -> Settings:
        """The player's settings, read on first use if the start-up has not read them yet."""
        return self._settings if self._settings is not None else self._load_settings()

    def _load_settings(self) -> Settings:
        """Read the settings and apply their theme; a bad file is set aside and reported on the next menu."""
        from ..persistence.settings import load_settings

        settings, problem = load_settings()
        if problem is not None:
            self._notices.append(problem.message)
        self._settings = settings
        if settings.theme in self.available_themes:
            self.theme = settings.theme
        use_language(self._language or resolve_language(settings.language))
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self._follow_faces()
        return settings

    def _remember(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them for next time."""
        from ..persistence.paths import SETTINGS_NAME, config_dir
        from ..persistence.settings import save_settings

        self._settings = settings
        try:
            save_settings(settings)
        except OSError as error:
            self.notify(
                _("Your settings could not be saved in {path} ({reason}).").format(
                    path=_shown_path(config_dir() / SETTINGS_NAME), reason=system_reason(error)
                ),
                severity="warning",
                markup=False,
            )

    def _theme_changed(self, theme: Theme) -> None:
        if theme.name != self.settings.theme:
            self._remember(self.settings.model_copy(update={"theme": theme.name}))

    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        """Save a picture of the screen (see ``screenshots`` for where), or say why it could not be; the
        palette's Screenshot and the screenshot action both come here."""
        from .screenshots import screenshot_failed, screenshot_folder

        try:
            folder = screenshot_folder(path)
        except OSError as error:
            self.notify(screenshot_failed(error), severity="error", markup=False)
            return None
        return super().deliver_screenshot(filename, str(folder), time_format)

    @on(events.DeliveryComplete)
    def _screenshot_saved(self, event: events.DeliveryComplete) -> None:
        """Say where the picture went, in the game's language; Textual's own English notice is not shown."""
        if event.name == "screenshot":
            from .screenshots import screenshot_saved

            event.prevent_default()
            self.notify(screenshot_saved(event.path, self.size.width), markup=False)

    @on(events.DeliveryFailed)
    def _screenshot_failed(self, event: events.DeliveryFailed) -> None:
        """Say that the picture could not be saved, and why."""
        if event.name == "screenshot":
            from .screenshots import screenshot_failed

            event.prevent_default()
            self.notify(screenshot_failed(event.exception), severity="error", markup=False)

    def action_toggle_four_colour(self) -> None:
        """Two suit colours or four; remembered."""
        self._remember(self.settings.model_copy(update={"four_colour": not self.settings.four_colour}))
        self._refresh_cards()

    def action_toggle_reasons(self) -> None:
        """Write the CPUs' reasons in the game log, or stop; remembered."""
        shown = not self.settings.show_reasons
        self._remember(self.settings.model_copy(update={"show_reasons": shown}))
        self.notify(
            _("CPU reasons are written in the game log. They may name cards a CPU holds.")
            if shown
            else _("CPU reasons are no longer written.")
        )

    def action_toggle_ascii(self) -> None:
        """Suit symbols or ASCII letters; remembered (``--ascii`` still wins for this run)."""
        glyphs = "unicode" if self.card_faces.ascii else "ascii"
        self._remember(self.settings.model_copy(update={"card_glyphs": glyphs}))
        self._follow_faces()
        self._refresh_cards()
        if self._ascii and glyphs == "unicode":
            self.notify(_("--ascii was given: the cards stay ASCII until the next start."), timeout=5)

    def _follow_faces(self) -> None:
        """With the ASCII card face, leave only ASCII on the whole screen (see ``ascii_screen``)."""
        self._use_ascii_screen(self.card_faces.ascii)

    def _use_ascii_screen(self, ascii: bool) -> None:
        """Filter the screen down to ASCII, or stop; every widget on show is drawn again on a change."""
        if ascii == (self._ascii_only is not None):
            return
        if ascii:
            from .ascii_screen import AsciiOnly

            self._ascii_only = AsciiOnly()
        else:
            self._ascii_only = None
        self.set_class(ascii, "-ascii")
        if self.is_running:
            for screen in self.screen_stack:
                for widget in screen.walk_children(with_self=True):
                    widget.refresh()

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, then the one that leaves only ASCII on screen while the card face is ASCII."""
        filters = super().get_line_filters()
        return filters if self._ascii_only is None else [*filters, self._ascii_only]

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer and key lists name it; with the ASCII face, its name where Textual draws a symbol."""
        shown = super().get_key_display(binding)
        if self._ascii_only is None or shown.isascii():
            return shown
        return binding.key.split(",")[0].replace("escape", "esc").capitalize()

    def action_switch_language(self) -> None:
        """English or Japanese, at once on every open screen; remembered, and it wins over ``--lang`` from now on."""
        language: Language = "en" if current_language() == "ja" else "ja"
        self._language = None
        self._remember(self.settings.model_copy(update={"language": language}))
        use_language(language)
        self._speak_again()

    def _speak_again(self) -> None:
        """Draw every open screen again in the current language.

        A table is opened again on its session, as Continue opens one, so its
        log is told again in the new language; every other screen composes
        itself again from what it holds, the same widget focused (see ``composed_again``).
        """
        from .composed_again import compose_again
        from .table import TableScreen

        for screen in list(self.screen_stack):
            if isinstance(screen, TableScreen):
                self._open_table(screen.session)
                return
            screen.call_later(compose_again, screen)

    def action_toggle_assistance(self) -> None:
        """Offer hints and undo, or not; remembered."""
        offered = not self.settings.assistance
        self._remember(self.settings.model_copy(update={"assistance": offered}))
        for screen in self.screen_stack:
            screen.refresh_bindings()
        self.notify(_("Hints and undo are on.") if offered else _("Hints and undo are off."))

    def _refresh_cards(self) -> None:
        """Draw the cards of every open screen that shows cards again in the new faces (see ``card_screen``)."""
        from .table.card_screen import DrawsCards

        for screen in self.screen_stack:
            if isinstance(screen, DrawsCards):
                screen.refresh_cards(self.card_faces)

    # TableHost

    @property
    def card_faces(self) -> CardFaces:
        """How cards are drawn: the settings, ``--ascii``, and what the terminal can show.

        A browser shows every glyph, and a headless run (tests) has no terminal to ask.
        """
        from .glyphs import terminal_lacks_glyphs, use_ascii
        from .host import CardFaces

        settings = self.settings
        lacking = not (self.is_web or self.is_headless) and terminal_lacks_glyphs()
        ascii = use_ascii(settings.card_glyphs, forced=self._ascii, lacking=lacking)
        return CardFaces(ascii=ascii, four_colour=settings.four_colour, monochrome=self.no_color)

    @property
    def show_reasons(self) -> bool:
        """Whether the game log gives each CPU move's reason."""
        return self.settings.show_reasons

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

    @property
    def assistance(self) -> bool:
        """Whether hints and undo are offered."""
        return self.settings.assistance

    def autosave(self, session: Session) -> None:
        """Save the match after a change; a failed write is reported once, and play goes on.

        Until a save works again the match is kept in memory, so that leaving the table loses nothing while
        this copy runs: the menu warns that quitting would, and Continue opens the match as it was left.
        """
        from ..persistence.paths import SAVE_NAME, data_dir
        from ..persistence.saves import save_match

        try:
            save_match(session)
        except OSError as error:
            if not self._save_failed:
                message = _("The match could not be saved in {path} ({reason}).").format(
                    path=_shown_path(data_dir() / SAVE_NAME), reason=system_reason(error)
                )
                self.notify(message, severity="error", markup=False)
            self._save_failed = True
            self._unsaved = session
        else:
            self._save_failed = False
            self._unsaved = None

    def match_finished(self, session: Session) -> None:
        """Record the finished match in the history and clear the save, on a worker thread.

        The final score sheet stays on screen and answers keys meanwhile. A finished match is never continued,
        so one kept in memory for want of a save is let go.
        """
        self._unsaved = None
        self.run_worker(partial(_record, session), name=RECORD_WORKER, group="history", thread=True)

    def _recorded(self, notice: Notice | None) -> None:
        """Say what went wrong with recording, if anything; a menu shown meanwhile forgets the finished match."""
        if notice is not None:
            message, severity = notice
            self.notify(message, severity=severity, timeout=10, markup=False)
        if isinstance(self.screen, MenuScreen) and self._saved is not None:
            self.show_main_menu()


Notice = tuple[str, Literal["warning", "error"]]
"""A sentence for the player and how serious it is."""


def _record(session: Session) -> Notice | None:
    """Add the finished match of ``session`` to the history; what to tell the player, if anything."""
    from ..persistence.history import HISTORY_NAME, record_match
    from ..persistence.paths import data_dir

    try:
        problem = record_match(session)
    except OSError as error:
        path, reason = _shown_path(data_dir() / HISTORY_NAME), system_reason(error)
        return _("The match could not be added to your history in {path} ({reason}).").format(
            path=path, reason=reason
        ), "error"
    return None if problem is None else (problem.message, "warning")


def make_app(start: Start = "menu", *, ascii: bool = False, language: Language | None = None) -> SevenBridgeApp:
    """The app as the command line starts it; it reads the player's files as it opens."""
    return SevenBridgeApp(start, ascii=ascii, language=language)


def run_to_end(app: SevenBridgeApp, *, headless: bool = False) -> int:
    """Run ``app`` until it closes; the exit status: 0, 128 + a stop signal's number, or 1 after a crash.

    After a crash the terminal is the shell's again, so the one sentence
    saying where the traceback went is printed on standard error.
    """
    try:
        app.run(headless=headless)
    except Exception as error:
        from .crash_log import write_crash_log

        app.crash, app.crash_log = error, write_crash_log(error)
    if app.crash is not None:
        from .crash_log import crash_sentence

        print(crash_sentence(app.crash, app.crash_log), file=sys.stderr)
        return 1
    return app.return_code or 0


def start_from(args: argparse.Namespace) -> Start:
    """Where the command line asks the app to open; ``RuleSetError`` for an unusable ``--rules``,
    ``HomeError`` for an empty ``SEVENBRIDGE_HOME``, ``ReplayFileError`` or ``ReplayError`` for a game that
    cannot be replayed."""
    check_home()
    if args.command == "replay":
        from ..persistence.replays import requested_game

        replay, problem = requested_game(None if args.file is None else Path(args.file))
        return OpenReplay(replay, None if problem is None else problem.message)
    if args.command == "play":
        from ..engine.rules import load_ruleset

        rules = load_ruleset(args.rules)
        if args.games is not None:
            rules = rules.with_changes(games_per_match=args.games)
        return QuickPlay(args.opponents, args.level, rules, args.seed, args.name)
    return "continue" if args.resume else "menu"


def run_app(args: argparse.Namespace) -> int:
    """Run the app as the command line asks; returns the exit status (2 for an unusable ``--rules`` or home).

    ``start_from`` raises ``RuleSetError``; its base class ``ValueError`` is
    caught so that a plain start does not load the rules module to name it.
    """
    try:
        start = start_from(args)
    except ValueError as error:
        print(f"sevenbridge: {error}", file=sys.stderr)
        return 2
    return run_to_end(SevenBridgeApp(start, stop_on_signals=True, ascii=args.ascii, language=args.lang))
