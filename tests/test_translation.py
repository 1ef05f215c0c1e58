"""The Japanese catalog covers every message, and the language follows --lang, the settings and the locale."""

from __future__ import annotations

import ast
import gettext
import re
import subprocess
import sys
from pathlib import Path
from typing import Final

import pytest

from catalog import COMPILED, SOURCE, extracted, placeholders, read_catalog, texts
from sevenbridge.cli import main
from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.play.setup import shown_name
from sevenbridge.translation import _, current_language, language_from_environment, resolve_language, use_language

JA_SPACED: Final = re.compile(r"[。！？] ")
"""A Japanese sentence end followed by a space."""


def test_every_message_in_the_source_has_a_japanese_translation() -> None:
    catalog = read_catalog()
    missing = []
    for message_id, context in extracted():
        key = message_id if isinstance(message_id, str) else message_id[0]
        entry = catalog.get(key, context)
        if entry is None or entry.fuzzy or not all(texts(entry.string)) or not texts(entry.string):
            missing.append(key)
    assert missing == [], f"{len(missing)} message(s) need a translation (run python tests/catalog.py): {missing[:10]}"


def test_the_catalog_holds_no_message_the_source_has_dropped() -> None:
    wanted = {(m if isinstance(m, str) else m[0], context) for m, context in extracted()}
    held = {(entry.id if isinstance(entry.id, str) else entry.id[0], entry.context) for entry in read_catalog()}
    assert sorted(held - wanted - {("", None)}, key=str) == []


def test_every_translation_fills_in_the_same_fields_as_its_english() -> None:
    wrong = []
    for entry in read_catalog():
        if not entry.id:
            continue
        ids = texts(entry.id)
        fields = set().union(*(placeholders(text) for text in ids))
        wrong += [(ids[0], text) for text in texts(entry.string) if placeholders(text) != fields]
    assert wrong == []


def test_the_compiled_catalog_is_the_catalog() -> None:
    """The ``.mo`` file gettext reads gives every translation the ``.po`` file holds."""
    with COMPILED.open("rb") as file:
        shipped = gettext.GNUTranslations(file)
    stale = []
    for entry in read_catalog():
        if not entry.id:
            continue
        ids, strings = texts(entry.id), texts(entry.string)
        if len(ids) == 1:
            given = shipped.pgettext(entry.context, ids[0]) if entry.context else shipped.gettext(ids[0])
        else:
            given = shipped.ngettext(ids[0], ids[1], 1)
        stale += [ids[0]] if given != strings[0] else []
    assert stale == [], "run python tests/catalog.py to compile the catalog again"


def test_japanese_is_spoken_from_the_catalog_and_english_from_the_source() -> None:
    use_language("ja")
    assert _("Japanese rummy with pon and chi") == "ポンとチーで遊ぶ日本のラミー"
    assert _("a sentence nobody translated") == "a sentence nobody translated"
    use_language("en")
    assert _("Japanese rummy with pon and chi") == "Japanese rummy with pon and chi"


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "ja"}, "ja"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "ja_JP.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8", "LC_ALL": "ja_JP.eucJP"}, "ja"),
        ({"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"}, "ja"),
        ({"LANGUAGE": "fr:ja", "LANG": "fr_FR.UTF-8"}, "ja"),
        ({"LANGUAGE": "", "LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_the_system_language_comes_from_the_locale_variables(environ: dict[str, str], language: str) -> None:
    assert language_from_environment(environ) == language


def test_auto_follows_the_system_and_a_choice_wins_over_it() -> None:
    assert resolve_language("auto", {"LANG": "ja_JP.UTF-8"}) == "ja"
    assert resolve_language("en", {"LANG": "ja_JP.UTF-8"}) == "en"
    assert resolve_language("ja", {"LANG": "C"}) == "ja"


def test_the_command_line_speaks_the_settings_language_unless_told_otherwise() -> None:
    save_settings(Settings(language="ja"))
    assert main(["--version"]) == 0
    assert current_language() == "ja"
    assert main(["--lang", "en", "--version"]) == 0
    assert current_language() == "en"


def test_a_bad_lang_is_refused_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert "'en', 'ja'" in err
    assert "COMMAND" in err, "the usage line is the whole command line's"


@pytest.mark.slow
def test_the_installed_catalog_is_found_from_another_folder(tmp_path: Path) -> None:
    code = (
        "from sevenbridge.translation import _, use_language\n"
        "use_language('ja')\n"
        "print(_('Japanese rummy with pon and chi'))\n"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert shown.stdout.strip() == "ポンとチーで遊ぶ日本のラミー"


def test_the_names_the_game_gives_are_shown_in_the_current_language_and_others_as_written() -> None:
    use_language("ja")
    shown = [shown_name(name) for name in ("You", "North", "Southeast", "Ann", "北")]
    assert shown == ["あなた", "北", "南東", "Ann", "北"]
    use_language("en")
    assert [shown_name(name) for name in ("You", "North", "Ann")] == ["You", "North", "Ann"]


def shadows_of_underscore(tree: ast.Module) -> list[int]:
    """Lines where a module binds ``_`` to something else: a parameter, an assignment, a loop or a ``with``."""
    lines = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.arg) and node.arg == "_") or (
            isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
        ):
            lines.append(node.lineno)
    return lines


def test_no_module_that_translates_binds_the_name_of_its_translation_function() -> None:
    """``def f(self, _)`` or ``x, _ = pair`` in a module that imports ``_`` silently makes ``_("…")`` call
    the wrong thing inside that function; every such module names a value it ignores otherwise."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_it = any(
            isinstance(node, ast.ImportFrom) and any(alias.name == "_" for alias in node.names) for node in tree.body
        )
        if imports_it:
            found += [f"{path.relative_to(SOURCE)}:{line}" for line in shadows_of_underscore(tree)]
    assert found == []


def test_no_japanese_translation_puts_a_space_after_a_sentence_end() -> None:
    """Japanese sentences follow one another with no space: ``少ないほど良い。rでリプレイ。``."""
    spaced = [text for entry in read_catalog() if entry.id for text in texts(entry.string) if JA_SPACED.search(text)]
    assert spaced == []
