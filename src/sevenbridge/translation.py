"""The language the game speaks: English, or Japanese from a gettext catalog.

Every sentence a player reads is written in English in the source and passed
through ``_`` where it is shown; the Japanese catalog
(``locale/ja/LC_MESSAGES/sevenbridge.po``, compiled beside it as ``.mo``)
gives its translation. English needs no catalog.

The language is one for the whole process, like a locale: chosen at start-up
from ``--lang``, the settings or the environment (``LC_ALL``, ``LC_MESSAGES``,
``LANG``, ``LANGUAGE``), and changed at once by the settings. Text made at
import time (key descriptions, field labels) is marked with ``N_`` and passed
through ``_`` where it is drawn, so it follows a change too.

Placeholders are named and filled with ``str.format`` after translation, so a
translation may put them in any order: ``_("{name} draws").format(name=name)``.

This module imports only the standard library, so every layer may use it.
"""

from __future__ import annotations

import gettext
import os
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Final, Literal, get_args

__all__ = [
    "LANGUAGES",
    "N_",
    "Language",
    "LanguageChoice",
    "_",
    "as_clause",
    "current_language",
    "join_sentences",
    "language_choice",
    "language_from_environment",
    "ngettext",
    "one_of",
    "pgettext",
    "reads_as_one_of",
    "resolve_language",
    "use_language",
]

Language = Literal["en", "ja"]
"""A language the game speaks."""

LanguageChoice = Literal["auto", "en", "ja"]
"""What a player may choose: a language, or whatever the system's locale says."""

LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)

LANGUAGE_NAMES: Final[Mapping[Language, str]] = {"en": "English", "ja": "日本語"}
"""Each language named in itself, as a language menu shows it."""

DOMAIN: Final = "sevenbridge"
LOCALE_DIR: Final = Path(__file__).parent / "locale"

_ENVIRONMENT: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system's language is looked for, in the order Python's ``gettext`` looks."""
_CODES: Final[Mapping[str, Language]] = {language: language for language in LANGUAGES}
_CHOICES: Final[Mapping[object, LanguageChoice]] = {choice: choice for choice in get_args(LanguageChoice)}

_language: Language = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form of a message that counts ``count`` things, in the current language."""
    return _catalog.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, as meant in ``context`` (one English word, two Japanese ones)."""
    return _catalog.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is drawn, not where it is written (module-level text)."""
    return message


def current_language() -> Language:
    """The language the game speaks now."""
    return _language


def as_clause(sentence: str) -> str:
    """``sentence`` without its closing full stop (``.`` or ``。``), to be quoted inside another sentence that
    ends with its own."""
    return sentence.removesuffix(".").removesuffix("。")


def one_of(choices: Sequence[str]) -> str:
    """``choices`` listed as the current language lists alternatives: ``'a', 'b' or 'c'`` in English,
    ``'a'、'b'、'c'`` in Japanese (whose sentence then says "のどれか")."""
    *others, last = choices
    if not others:
        return last
    return _("{list} or {last}").format(list=pgettext("list", ", ").join(others), last=last)


def join_sentences(sentences: Iterable[str]) -> str:
    """``sentences`` one after another as the current language writes them: a space between English ones,
    none between Japanese ones (``。`` ends a sentence without one)."""
    return ("" if _language == "ja" else " ").join(sentences)


@cache
def _catalog_of(language: Language) -> gettext.NullTranslations:
    """The translations into ``language``, found and read once; a missing catalog leaves the English text, never
    an error."""
    if language == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)


def use_language(language: Language) -> None:
    """Speak ``language`` from now on. A missing catalog leaves the English text, never an error."""
    global _language, _catalog
    _catalog, _language = _catalog_of(language), language


def _as_read(text: str) -> str:
    """``text`` as a person compares it: case, the spaces around it and full- or half-width forms set aside."""
    return unicodedata.normalize("NFKC", text).strip().casefold()


def reads_as_one_of(text: str, messages: Iterable[str]) -> bool:
    """Whether a person would read ``text`` as one of ``messages`` in any language the game speaks:
    `` ｗｅｓｔ `` and 西 read as West. For words a player must not take for their own, such as a CPU's name."""
    read = _as_read(text)
    catalogs = [_catalog_of(language) for language in LANGUAGES]
    return any(_as_read(catalog.gettext(message)) == read for catalog in catalogs for message in messages)


def language_from_environment(environ: Mapping[str, str] | None = None) -> Language:
    """The language the locale variables ask for: Japanese for ``ja`` or ``ja_JP.UTF-8``, otherwise English.

    The first variable that is set decides, as in Python's ``gettext``; ``C``
    and ``POSIX`` mean English. A variable may list several languages
    (``LANGUAGE=ja:en``); the first one the game speaks wins.
    """
    environ = os.environ if environ is None else environ
    for name in _ENVIRONMENT:
        value = environ.get(name, "")
        if not value:
            continue
        for wanted in value.split(":"):
            code = wanted.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in _CODES:
                return _CODES[code]
        return "en"
    return "en"


def language_choice(value: object) -> LanguageChoice:
    """``value`` if it is a language choice, else ``auto``: for a value read from a file before it is validated."""
    return _CHOICES.get(value, "auto")


def resolve_language(choice: LanguageChoice, environ: Mapping[str, str] | None = None) -> Language:
    """The language a choice means: itself, or for ``auto`` the environment's."""
    return language_from_environment(environ) if choice == "auto" else choice
