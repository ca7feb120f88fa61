"""Nothing lost on write: ``convert -o``, ``check -o`` and ``cards update`` replace files atomically.

Each writer writes a temporary file in the target's directory, fsyncs it and
renames it over the target. These tests make the write fail at each step (in
process), and SIGKILL a real process in the middle of a write, and check that
the previous file is intact and, where the process could clean up, that no
temporary file is left behind.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import urllib.parse
from pathlib import Path

import pytest
from relkit import ROOT, clean_env

from riftcheck.infra.errors import CardDataError

KENNEN = ROOT / "examples" / "kennen.deck.yaml"
CARDS = ROOT / "tests" / "fixtures" / "cards"
OLD = "the previous file, which must survive\n"


def _writers():
    from riftcheck.cards.store import write_card_file as store_write
    from riftcheck.infra.fileio import write_atomic as deck_write
    from riftcheck.infra.fileio import write_atomic as report_write

    return {
        "convert -o": lambda p, text: deck_write(p, text),
        "check -o": lambda p, text: report_write(p, text),
        "cards update": lambda p, text: store_write(p, text.encode()),
    }


WRITERS = ["convert -o", "check -o", "cards update"]


def _boom(*_a, **_k):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("step", ["write", "fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(writer, step, tmp_path, monkeypatch):
    target = tmp_path / "out.txt"
    target.write_text(OLD)
    if step == "write":
        real_fdopen = os.fdopen

        class HalfWriter:
            """Writes half of what it is given, then fails like a full disk."""

            def __init__(self, fh):
                self.fh = fh

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.fh.close()

            def write(self, data):
                self.fh.write(data[: len(data) // 2])
                self.fh.flush()
                _boom()

            def __getattr__(self, name):
                return getattr(self.fh, name)

        monkeypatch.setattr(os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))
    else:
        monkeypatch.setattr(os, step, _boom)
    with pytest.raises((OSError, CardDataError)) as info:
        _writers()[writer](target, "the new content\n" * 1000)
    monkeypatch.undo()
    assert "No space left on device" in str(info.value)
    assert target.read_text() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"], (
        "a temporary file was left behind"
    )


@pytest.mark.parametrize("writer", WRITERS)
def test_a_successful_write_replaces_the_file_and_keeps_its_mode(writer, tmp_path):
    target = tmp_path / "out.txt"
    target.write_text(OLD)
    target.chmod(0o640)
    _writers()[writer](target, "new\n")
    assert target.read_text() == "new\n"
    if (
        writer != "cards update"
    ):  # the database is private to riftcheck; reports and decks keep their mode
        assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


# A real riftcheck process, stopped dead inside a write: os.fsync (called once the temporary file
# holds the new content, before the rename) announces itself and sleeps until the test kills it.
_KILL_HARNESS = r"""
import os, sys, time
real_fsync = os.fsync
def fsync(fd):
    real_fsync(fd)
    print("IN-WRITE", flush=True)
    time.sleep(120)
os.fsync = fsync
try:
    import feed_harness  # noqa: F401 - the cards update test's stand-in for the card API
except ImportError:
    pass
from riftcheck.cli import main
main(sys.argv[1:])
"""


def _kill_mid_write(args: list[str], cwd: Path, env: dict | None = None) -> None:
    p = subprocess.Popen(
        [sys.executable, "-c", _KILL_HARNESS, *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=clean_env(**(env or {})),
    )
    try:
        line = p.stdout.readline()
        assert line == b"IN-WRITE\n", (line, p.stderr.read() if p.poll() is not None else b"")
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
        p.stdout.close()
        p.stderr.close()
    assert p.returncode == -signal.SIGKILL


@pytest.mark.spawn
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_convert_killed_mid_write_keeps_the_old_file(tmp_path):
    out = tmp_path / "out.deck.json"
    out.write_text(OLD)
    _kill_mid_write(["convert", str(KENNEN), "--to", "json", "-o", str(out)], tmp_path)
    assert out.read_text() == OLD
    # The orphan is a complete, fsynced copy of the new file next to the target, never the target.
    (orphan,) = [p for p in tmp_path.iterdir() if p.name != "out.deck.json"]
    assert orphan.name.startswith(".out.deck.json.") and orphan.name.endswith(".tmp")
    assert json.loads(orphan.read_text())["legend"]


@pytest.mark.spawn
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_check_report_killed_mid_write_keeps_the_old_file(tmp_path):
    out = tmp_path / "report.json"
    out.write_text(OLD)
    _kill_mid_write(["check", str(KENNEN), "-f", "json", "-o", str(out)], tmp_path)
    assert out.read_text() == OLD


def _serve_feed(variant: str, monkeypatch) -> None:
    """Answer the gallery API from the recorded pages of tests/fixtures/cards/feed/<variant>/."""
    from riftcheck.cards import update

    def fetch_json(url: str, timeout: float, limits=None):
        q = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
        page = CARDS / "feed" / variant / f"gallery-{q['locale'][0]}-{q['from'][0]}.json"
        return json.loads(page.read_text(encoding="utf-8"))

    monkeypatch.setattr(update, "fetch_json", fetch_json)


def _current(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_cards_update_keeps_the_previous_database_when_the_new_one_fails_validation(
    tmp_path, monkeypatch
):
    from riftcheck.cards.update import update

    dest = tmp_path / "cards.json"
    shutil.copy(CARDS / "mini.cards.json", dest)
    before = dest.read_bytes()
    _serve_feed("badschema", monkeypatch)
    with pytest.raises(CardDataError, match="fails its checks"):
        update(_current(dest), dest=dest)
    assert dest.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.json"]


def test_cards_update_that_cannot_write_keeps_the_previous_database(tmp_path, monkeypatch):
    from riftcheck.cards.update import update

    dest = tmp_path / "cards.json"
    shutil.copy(CARDS / "mini.cards.json", dest)
    before = dest.read_bytes()
    _serve_feed("full", monkeypatch)
    monkeypatch.setattr(os, "replace", _boom)
    with pytest.raises(
        CardDataError, match="No space left on device; the previous file is unchanged"
    ):
        update(_current(dest), dest=dest, allow_removals=True)
    monkeypatch.undo()
    assert dest.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.json"]


@pytest.mark.spawn
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_cards_update_killed_mid_write_keeps_a_loadable_database(tmp_path):
    """The real command, killed while installing the new database: the old one still loads."""
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(CARDS / "mini.cards.json", data / "cards.json")
    before = (data / "cards.json").read_bytes()
    harness = tmp_path / "feed_harness.py"
    # Serve the recorded feed in the child too: the harness patches fetch_json before main() runs.
    harness.write_text(
        "import json, urllib.parse\n"
        "from pathlib import Path\n"
        "from riftcheck.cards import update\n"
        f"FEED = Path({str(CARDS / 'feed' / 'full')!r})\n"
        "def fetch_json(url, timeout, limits=None):\n"
        "    q = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)\n"
        "    return json.loads((FEED / f\"gallery-{q['locale'][0]}-{q['from'][0]}.json\").read_text())\n"
        "update.fetch_json = fetch_json\n"
    )
    env = {"RIFTCHECK_DATA_DIR": str(data), "PYTHONPATH": str(tmp_path)}
    _kill_mid_write(["cards", "update", "--allow-removals", "--allow-renames"], tmp_path, env=env)
    assert (data / "cards.json").read_bytes() == before
    from riftcheck.cards.db import CardDB

    assert CardDB.load(data / "cards.json").by_name("Blazing Scorcher") is not None


def test_cards_update_harness_serves_the_feed(tmp_path, monkeypatch):
    """The feed stand-in used above really yields an installable database (so the kill test is meaningful)."""
    from riftcheck.cards.update import update

    dest = tmp_path / "cards.json"
    shutil.copy(CARDS / "mini.cards.json", dest)
    _serve_feed("full", monkeypatch)
    res = update(_current(dest), dest=dest, allow_removals=True)
    assert res.written and dest.read_bytes() != (CARDS / "mini.cards.json").read_bytes()


def test_write_cache_makes_the_folder_replaces_a_file_and_leaves_anything_else(
    tmp_path, monkeypatch
):
    """The cache files' one writer (the plugin list, the compiled patterns): a new folder is
    made, a regular file is replaced, a link or a FIFO is left as it is, a failure is silent."""
    from riftcheck.infra import fileio

    path = tmp_path / "cache" / "sub" / "table.bin"
    fileio.write_cache(str(path), b"one")
    assert path.read_bytes() == b"one"
    fileio.write_cache(str(path), "two")
    assert path.read_text() == "two"
    target = tmp_path / "elsewhere"
    target.write_text("keep me")
    path.unlink()
    os.symlink(target, path)
    fileio.write_cache(str(path), b"three")
    assert target.read_text() == "keep me" and path.is_symlink()
    path.unlink()
    os.mkfifo(path)  # nobody reads it: the write may not hang
    fileio.write_cache(str(path), b"four")
    assert path.is_fifo()
    path.unlink()
    monkeypatch.setattr(os, "replace", _boom)
    fileio.write_cache(str(path), b"five")
    assert not path.exists() and os.listdir(path.parent) == []
