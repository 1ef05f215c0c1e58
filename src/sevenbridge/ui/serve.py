"""``sevenbridge serve``: the game in a web browser, one private player folder per browser tab.

Built on textual-serve (the ``web`` extra), which starts the game as a new
process for each page's websocket. Every page gets a session id in its address
(``/?session=…``); the game for that page runs with ``SEVENBRIDGE_HOME`` set to
``<data folder>/web-sessions/<id>``, so two tabs never share a saved match, and
reloading a tab finds its own match again. A session id can be open in one
page at a time: a copied address opened beside its original gets a new session.

The server listens on a loopback address unless ``--allow-remote`` is given,
because whoever reaches it plays on this computer and fills its disk. A
``--lang`` given to ``serve`` is handed to every game it starts; without it each
game speaks as its own settings or the server's locale say.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import re
import secrets
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from ..persistence.paths import HOME_VARIABLE, data_dir
from ..translation import N_, _

if TYPE_CHECKING:
    from aiohttp import web

__all__ = [
    "SESSIONS_FOLDER",
    "SESSION_PATTERN",
    "ServeError",
    "game_command",
    "is_loopback",
    "new_session_id",
    "run_serve",
    "session_home",
]

SESSIONS_FOLDER: Final = "web-sessions"
"""The folder under the data folder that holds one player folder per browser session."""
SESSION_PATTERN: Final = re.compile(r"[A-Za-z0-9_-]{16}")
"""What a session id looks like: 12 random bytes, URL-safe base64."""
INSTALL_HINT: Final = N_('sevenbridge serve needs the web extra: pip install "sevenbridge[web]"')


class ServeError(Exception):
    """The server cannot start as asked; the message says why and what to do."""


def new_session_id() -> str:
    """A fresh, unguessable session id."""
    return secrets.token_urlsafe(12)


def session_home(root: Path, session: str) -> Path:
    """The player folder of ``session`` under ``root``; ``ValueError`` for anything but a session id."""
    if not SESSION_PATTERN.fullmatch(session):
        raise ValueError(f"not a session id: {session!r}")
    return root / session


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this computer only (``localhost``, ``127.0.0.1``, ``::1``)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def remote_warning(host: str, port: int) -> str:
    """What a player must know before the game is served beyond this computer."""
    warning = _(
        "Warning: serving on {address}, beyond this computer. There is no password: anyone who can reach "
        "that address can play, and each visit leaves a folder on this computer. Serve only on a network you trust."
    )
    return warning.format(address=f"{host}:{port}")


def game_command(*, ascii: bool, language: str | None) -> list[str]:
    """The command that starts one page's game: this Python, with the ``--ascii`` and ``--lang`` serve was given."""
    return [
        sys.executable,
        "-m",
        "sevenbridge",
        *(["--ascii"] if ascii else []),
        *(["--lang", language] if language else []),
    ]


def run_serve(args: argparse.Namespace) -> int:
    """Serve the game until Ctrl+C; returns the exit status (2 when it cannot start)."""
    try:
        server = _make_server(
            args.host, args.port, allow_remote=args.allow_remote, ascii=args.ascii, language=getattr(args, "lang", None)
        )
    except ServeError as error:
        print(f"sevenbridge: {error}", file=sys.stderr)
        return 2
    if not is_loopback(args.host):
        print(remote_warning(args.host, args.port), file=sys.stderr)
    server.serve()
    return 0


def _make_server(host: str, port: int, *, allow_remote: bool, ascii: bool, language: str | None) -> Any:
    """The textual-serve server for the game; ``ServeError`` when it may not or cannot be built."""
    if not is_loopback(host) and not allow_remote:
        refused = _(
            "{host} is not a loopback address: the game would be open to other computers. "
            "Add --allow-remote to serve it anyway, or leave out --host to serve on localhost."
        )
        raise ServeError(refused.format(host=host))
    try:
        from textual_serve.app_service import AppService
        from textual_serve.server import Server
    except ImportError as error:
        raise ServeError(_(INSTALL_HINT)) from error
    command = game_command(ascii=ascii, language=language)
    root = data_dir() / SESSIONS_FOLDER
    return _session_server_class(Server, AppService)(shlex.join(command), host, port, root)


def _session_server_class(server_base: type[Any], service_base: type[Any]) -> type[Any]:
    """textual-serve's server, changed to give each page a session and each session its own folder.

    Built at run time because textual-serve is an optional dependency.
    """
    import aiohttp_jinja2
    from aiohttp import WSCloseCode, web

    class SessionAppService(service_base):
        """Starts the game with ``SEVENBRIDGE_HOME`` set to the session's folder."""

        def __init__(self, *args: Any, home: Path, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.home = home

        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            environment: dict[str, str] = super()._build_environment(width=width, height=height)
            environment[HOME_VARIABLE] = os.fspath(self.home)
            return environment

    class SessionServer(server_base):
        """Serves the game; one player folder per session id, one live page per session."""

        def __init__(self, command: str, host: str, port: int, root: Path) -> None:
            super().__init__(command, host=host, port=port, title="Seven Bridge")
            self.root = root
            self.live: set[str] = set()

        async def _make_app(self) -> web.Application:
            application: web.Application = await super()._make_app()
            application.router.add_get("/ws/{session}", self.handle_session_websocket, name="session-websocket")
            return application

        async def on_startup(self, _application: web.Application) -> None:
            """Say where to point the browser, and where the players' folders go."""
            for line in (
                _("Seven Bridge is served at {address}").format(address=f"http://{self.host}:{self.port}/"),
                _("Each browser tab keeps its own match under {folder}").format(folder=self.root),
                _("Press Ctrl+C to stop."),
            ):
                self.console.print(line, highlight=False, markup=False)

        async def handle_index(self, request: web.Request) -> web.StreamResponse:
            """The page; a visit without a session id (or whose session is open elsewhere) gets a new one."""
            session = request.query.get("session", "")
            if not SESSION_PATTERN.fullmatch(session) or session in self.live:
                raise web.HTTPFound(f"/?session={new_session_id()}")
            socket_path = request.app.router["session-websocket"].url_for(session=session)
            static_path = request.app.router["static"].url_for(filename="/")
            context = {
                "font_size": 16,
                "app_websocket_url": f"ws://{request.host}{socket_path}",
                "config": {"static": {"url": str(static_path).rstrip("/") + "/"}},
                "application": {"name": self.title},
            }
            return aiohttp_jinja2.render_template("app_index.html", request, context)

        async def handle_websocket(self, _request: web.Request) -> web.StreamResponse:
            """textual-serve's own websocket, which would share one folder among all pages, is closed."""
            raise web.HTTPNotFound(text="open the page at / to get a session")

        async def handle_session_websocket(self, request: web.Request) -> web.WebSocketResponse:
            """Run the game for one page, in the session's own folder, while the page is open."""
            socket = web.WebSocketResponse(heartbeat=15)
            await socket.prepare(request)
            session = request.match_info["session"]
            if not SESSION_PATTERN.fullmatch(session) or session in self.live:
                await socket.close(code=WSCloseCode.POLICY_VIOLATION, message=b"this session is open in another page")
                return socket
            home = session_home(self.root, session)
            home.mkdir(parents=True, exist_ok=True)
            self.live.add(session)
            service = SessionAppService(
                self.command,
                write_bytes=socket.send_bytes,
                write_str=socket.send_str,
                close=socket.close,
                download_manager=self.download_manager,
                debug=self.debug,
                home=home,
            )
            try:
                await service.start(_size(request, "width", 80), _size(request, "height", 24))
                await self._process_messages(socket, service)
            finally:
                self.live.discard(session)
                await service.stop()
            return socket

    return SessionServer


def _size(request: web.Request, name: str, default: int) -> int:
    """The page's terminal width or height from the websocket's query, within sensible bounds."""
    try:
        return min(max(int(request.query.get(name, default)), 20), 500)
    except ValueError:
        return default
