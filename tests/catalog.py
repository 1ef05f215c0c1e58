"""The Japanese message catalog: what the source asks to translate, and keeping the catalog in step with it.

Run as a script after changing text in the source::

    python tests/catalog.py

It adds every new message to ``sevenbridge.po`` with an empty translation,
drops the ones the source no longer has, and compiles ``sevenbridge.mo``. The
file is written the same way every time (sorted, no dates), so two changes to
it merge like any text. ``tests/test_translation.py`` fails while a message
has no translation or the compiled file is stale.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

SOURCE: Final = Path(__file__).parent.parent / "src" / "sevenbridge"
CATALOG: Final = SOURCE / "locale" / "ja" / "LC_MESSAGES" / "sevenbridge.po"
COMPILED: Final = CATALOG.with_suffix(".mo")
PLACEHOLDER: Final = re.compile(r"(?<!\{)\{([a-z_]*)[^{}]*\}")
"""A ``str.format`` field; ``{{`` is a literal brace."""

_UNSTEADY_HEADERS: Final = rb"POT-Creation-Date|PO-Revision-Date|Generated-By|Report-Msgid-Bugs-To"
"""Header lines that would change with the day or Babel's version: left out, so rewriting the file changes nothing."""

MessageId = str | tuple[str, ...]
"""A message: its text, or its singular and plural."""


def extracted() -> dict[tuple[MessageId, str | None], list[str]]:
    """Every message the source marks for translation (with its context) and the files that use it."""
    found: dict[tuple[MessageId, str | None], list[str]] = {}
    for filename, _line, message, _comments, context in extract_from_dir(
        SOURCE, method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS
    ):
        if message and (message if isinstance(message, str) else message[0]):
            found.setdefault((message, context), []).append(filename)
    return found


def read_catalog(path: Path = CATALOG) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale="ja", domain="sevenbridge")


def compiled(catalog: Catalog) -> bytes:
    """The ``.mo`` file for ``catalog``, as gettext reads it."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def texts(value: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """A message's id or translation as its forms: one for a plain message, singular and plural otherwise."""
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


def placeholders(text: str) -> set[str]:
    """The named fields a message fills in."""
    return set(PLACEHOLDER.findall(text))


def updated(catalog: Catalog) -> Catalog:
    """``catalog`` with exactly the source's messages: translations kept, new ones empty."""
    fresh = Catalog(locale="ja", domain="sevenbridge", project="sevenbridge", version="", fuzzy=False)
    fresh.header_comment = "# Japanese messages of Seven Bridge (セブンブリッジ)."
    fresh.language_team = "sevenbridge"
    fresh.last_translator = "sevenbridge"
    for message_id, context in extracted():
        key = message_id if isinstance(message_id, str) else message_id[0]
        old = catalog.get(key, context)
        empty: str | tuple[str, ...] = "" if isinstance(message_id, str) else ("",)
        fresh[message_id] = Message(message_id, old.string if old is not None else empty, context=context)
    return fresh


def write(catalog: Catalog) -> None:
    """Write ``catalog`` and its compiled form, in the one layout every change uses."""
    out = io.BytesIO()
    write_po(out, catalog, width=0, sort_output=True, omit_header=False, no_location=True)
    text = re.sub(rb'^"(' + _UNSTEADY_HEADERS + rb'): .*\\n"\n', b"", out.getvalue(), flags=re.MULTILINE)
    CATALOG.parent.mkdir(parents=True, exist_ok=True)
    CATALOG.write_bytes(text)
    COMPILED.write_bytes(compiled(read_catalog()))


if __name__ == "__main__":
    write(updated(read_catalog() if CATALOG.exists() else Catalog(locale="ja")))
    missing = [message.id for message in read_catalog() if message.id and not message.string]
    print(f"{CATALOG}: {len(missing)} message(s) without a translation")
