"""Snapshots of the main menu and New match in Japanese at 80×24: wide characters take two cells and nothing is cut.

Update them with ``pytest tests/ui/test_snapshots_japanese.py --snapshot-update``
after checking the new pictures by eye.
"""

from __future__ import annotations

from app_support import SnapCompare

from sevenbridge.persistence.settings import Settings, save_settings
from sevenbridge.ui.app import make_app


def test_main_menu_in_japanese(snap_compare: SnapCompare) -> None:
    save_settings(Settings(language="ja"))
    assert snap_compare(make_app(), terminal_size=(80, 24))


def test_new_match_form_in_japanese_with_five_cpus(snap_compare: SnapCompare) -> None:
    save_settings(Settings(language="ja", opponents=5))
    assert snap_compare(make_app(), press=["n"], terminal_size=(80, 24))
