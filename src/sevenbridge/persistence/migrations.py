"""Schema versions: every file names its format, and older formats are upgraded.

A migration is one step, from version ``n`` to ``n + 1``, kept in a table by
``n``; reading an old file runs every step from its version to the current
one. A file from a newer version is refused, never guessed at.

The steps themselves are here too, named for what they change. Each works on
the raw JSON data and never fails: what it cannot convert it leaves as it is,
for validation to refuse with a clear message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..quoting import printable, quoted
from ..translation import _

__all__ = [
    "Migration",
    "SchemaError",
    "migrate",
    "no_version_problem",
    "save_actions_as_text",
    "save_waiting_derived_and_out_at_once",
]

Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""One step: the data of version ``n`` in, the data of version ``n + 1`` out."""


class SchemaError(ValueError):
    """A file whose schema version cannot be read by this version of the game."""


def no_version_problem(data: dict[str, Any]) -> str:
    """What is wrong with a file's ``schema_version`` that is not a whole number: missing, or of another kind
    (``"three"``, ``true``), which is not the same fault and is named as it is."""
    if "schema_version" not in data:
        return _("it has no schema version")
    return _("its schema version {version} is not a number the game knows").format(
        version=quoted(data["schema_version"])
    )


def migrate(data: dict[str, Any], current: int, steps: Mapping[int, Migration]) -> dict[str, Any]:
    """``data`` brought up to schema version ``current``, one step at a time."""
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SchemaError(no_version_problem(data))
    if version > current:
        shown = printable(str(version))
        newer = _("it was written by a newer version of Seven Bridge, in file format {format}")
        raise SchemaError(newer.format(format=shown))
    while version < current:
        step = steps.get(version)
        if step is None:
            raise SchemaError(_("its file format {format} is unknown").format(format=printable(str(version))))
        data = {**step(data), "schema_version": version + 1}
        version += 1
    return data


def _action_text(stored: object) -> object:
    """A format-1 action (a tagged object such as ``{"type": "discard", "card": "4C"}``)
    as its text form; anything else is left for validation to refuse."""
    if not isinstance(stored, dict):
        return stored
    kind = stored.get("type")
    cards = stored.get("cards")
    card = stored.get("card")
    words: list[object] = []
    if kind in ("chi", "meld") and isinstance(cards, list):
        words = cards
    elif kind == "discard":
        words = [card]
    elif kind == "lay-off":
        words = [card, "on", stored.get("meld")] + ([stored["end"]] if stored.get("end") else [])
    elif kind not in ("draw", "pon", "pass"):
        return stored
    if not all(isinstance(word, str | int) and not isinstance(word, bool) for word in words):
        return stored
    return " ".join(str(word) for word in [kind, *words])


def _events_as_text(game: object) -> object:
    if not isinstance(game, dict) or not isinstance(game.get("history"), list):
        return game
    history = [
        {**event, "action": _action_text(event.get("action"))} if isinstance(event, dict) else event
        for event in game["history"]
    ]
    return {**game, "history": history}


def save_actions_as_text(data: dict[str, Any]) -> dict[str, Any]:
    """Save format 1 to 2: actions, in the move list and the position's history, become text."""
    actions = data.get("actions")
    if isinstance(actions, list):
        data = {**data, "actions": [_action_text(action) for action in actions]}
    return {**data, "game": _events_as_text(data.get("game"))} if "game" in data else data


def save_waiting_derived_and_out_at_once(data: dict[str, Any]) -> dict[str, Any]:
    """Save format 2 to 3: what the table waits for is no longer stored (it follows
    from the game), and a finished game's ``rummy`` flag is named ``out_at_once``."""
    upgraded = {key: value for key, value in data.items() if key != "waiting"}
    game = upgraded.get("game")
    if isinstance(game, dict) and isinstance(game.get("result"), dict):
        result = {("out_at_once" if key == "rummy" else key): value for key, value in game["result"].items()}
        upgraded["game"] = {**game, "result": result}
    return upgraded
