"""``--fix``: apply the safe fixes (:mod:`riftcheck.fixes`) to deck files and write them back."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from riftcheck.infra.errors import InputError
from riftcheck.models import FixReport
from riftcheck.runner.discover import discover_decks


def fix_decks(
    paths: Sequence[str | os.PathLike],
    *,
    cards: str | os.PathLike | None = None,
    config: Any = None,
    max_bytes: int | None = None,
) -> list[FixReport]:
    """Apply the safe fixes to every deck file named by ``paths`` and write each changed one back,
    atomically, in its own format. Decks that cannot be read, stdin and deck codes are skipped with
    the reason (the check that follows reports an unreadable deck as usual)."""
    from riftcheck.cards.db import CardDB
    from riftcheck.config import Config, load_config
    from riftcheck.decks.read import DEFAULT_MAX_BYTES

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    cards = cards if cards is not None else config.cards
    db = CardDB.load(Path(cards) if cards is not None else None)
    limit = max_bytes or DEFAULT_MAX_BYTES
    return [
        _fix_one(src, db, limit)
        for src in discover_decks(paths, config.include, config.exclude, config.root)
    ]


def write_refusal(path: str) -> str | None:
    """Why ``--fix`` must not write ``path``, judged by ``stat`` (so it holds for root, as CI runs):
    a file whose mode gives its owner no write permission, or a file with more than one hard link
    (replacing it would give this name a new file and leave the others on the old one)."""
    import stat

    from riftcheck.models import Msg

    try:
        st = os.stat(path)
    except OSError as exc:
        return Msg("not written: {why}", why=exc.strerror or str(exc))
    if not st.st_mode & stat.S_IWUSR:
        return Msg(
            "not written: the file is read-only (mode {mode})",
            mode=f"{stat.S_IMODE(st.st_mode):04o}",
        )
    if st.st_nlink > 1:
        return Msg(
            "not written: the file has {n} hard links, and writing it would split them (this name "
            "would get the fixed deck, the others keep the old one); fix a copy, or each link by hand",
            n=st.st_nlink,
        )
    return None


def _fix_one(src: str, db: Any, max_bytes: int) -> FixReport:
    from riftcheck.decks import read_deck
    from riftcheck.fixes import WRITABLE, fix_text, safe_fixes
    from riftcheck.infra.fileio import read_text, write_atomic

    if src == "-" or not os.path.isfile(src):
        return FixReport(
            src, skipped="not a file (standard input or a deck code): nothing to write back"
        )
    try:
        deck = read_deck(src, db, max_bytes=max_bytes)
    except InputError as exc:
        return FixReport(src, skipped=f"cannot be read ({exc.message})")
    if deck.input_format not in WRITABLE:
        return FixReport(src, skipped=f"a {deck.input_format} deck is not rewritten")
    fixed, changes, notes = safe_fixes(deck)
    if not changes:
        return FixReport(src, notes=notes)
    refused = write_refusal(src)
    if refused is not None:
        return FixReport(src, changes, notes, skipped=refused)
    try:
        original = read_text(src, max_bytes, errors="replace")
        write_atomic(src, fix_text(fixed, original))
    except InputError as exc:
        return FixReport(src, changes, notes, skipped=f"not written: {exc.message or exc}")
    except OSError as exc:
        return FixReport(src, changes, notes, skipped=f"not written: {exc}")
    return FixReport(src, changes, notes, written=True)
