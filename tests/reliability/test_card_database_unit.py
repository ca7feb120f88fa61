"""The installed card database and its manifest are one unit (issue 12), readable by other users, and a
broken or unreadable installed copy is a notice, never a failed check.

A full disk between the two writes of an update used to report "the previous
file is unchanged" while ``cards.json`` had been replaced, and two updates at
once left a manifest describing another ``cards.json``. Now both go into a new
directory and one rename of the ``CURRENT`` pointer installs them.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import threading

import pytest
from relkit import ROOT, assert_clean_exit

from riftcheck.cards import store
from riftcheck.infra.errors import CardDataError

MINI = ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json"
KENNEN = ROOT / "examples" / "kennen.deck.yaml"


@pytest.fixture
def data(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("RIFTCHECK_DATA_DIR", str(d))
    return d


def _manifest(cards: bytes) -> bytes:
    return json.dumps({"output": {"sha256": hashlib.sha256(cards).hexdigest()}}).encode()


def _consistent(path) -> bool:
    cards = path.read_bytes()
    return (
        json.loads(path.with_name("manifest.json").read_bytes())["output"]["sha256"]
        == hashlib.sha256(cards).hexdigest()
    )


def test_an_install_swaps_both_files_at_once(data):
    first = store.install_database(b"one", _manifest(b"one"))
    assert store.user_db_path() == first and _consistent(first)
    second = store.install_database(b"two", _manifest(b"two"))
    assert store.user_db_path() == second and second.read_bytes() == b"two" and _consistent(second)


@pytest.mark.parametrize("failing", ["manifest.json", "CURRENT"])
def test_a_failed_second_write_leaves_the_old_unit_and_says_so_truly(failing, data, monkeypatch):
    old = store.install_database(b"old", _manifest(b"old"))
    real = store.write_card_file

    def full_disk(path, payload):
        if path.name == failing:
            raise CardDataError(
                f"cannot write {path}: No space left on device; the previous file is unchanged"
            )
        return real(path, payload)

    monkeypatch.setattr(store, "write_card_file", full_disk)
    with pytest.raises(
        CardDataError, match="No space left on device; the installed card database is unchanged"
    ):
        store.install_database(b"new", _manifest(b"new"))
    assert store.user_db_path() == old and old.read_bytes() == b"old" and _consistent(old)
    assert sorted(p.name for p in data.iterdir()) == sorted(
        [old.parent.name, "CURRENT"]
    )  # no half unit left


def test_concurrent_installs_always_leave_a_matching_manifest(data):
    """40 installs from 4 threads while a reader checks every pair it sees (used to fail 2 runs in 40)."""
    store.install_database(b"seed", _manifest(b"seed"))
    errors: list[str] = []
    stop = threading.Event()

    def reader():
        while not stop.is_set():
            try:
                if not _consistent(store.user_db_path()):
                    errors.append("a manifest of another cards.json")
            except FileNotFoundError:
                pass  # a unit pruned under a slow reader: it reads the pointer again next time

    def writer(k):
        for i in range(10):
            body = f"db {k}.{i}".encode() * 100
            store.install_database(body, _manifest(body))

    r = threading.Thread(target=reader)
    r.start()
    ws = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for w in ws:
        w.start()
    for w in ws:
        w.join()
    stop.set()
    r.join()
    assert not errors
    assert _consistent(store.user_db_path())


def test_the_installed_database_follows_the_umask(data):
    old = os.umask(0o022)
    try:
        path = store.install_database(b"x", _manifest(b"x"))
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o755
    assert stat.S_IMODE((data / "CURRENT").stat().st_mode) == 0o644


@pytest.mark.parametrize("how", ["a directory", "corrupt", "a FIFO"])
def test_an_unreadable_installed_copy_is_a_notice_and_the_bundled_one_is_used(
    how, run_script, tmp_path
):
    data = tmp_path / "_user_data"  # run_script's RIFTCHECK_DATA_DIR
    data.mkdir()
    target = data / "cards.json"
    if how == "a directory":
        target.mkdir()
    elif how == "a FIFO":
        if not hasattr(os, "mkfifo"):
            pytest.skip("FIFOs")
        os.mkfifo(target)
    else:
        target.write_text("{not json", encoding="utf-8")
    r = run_script("check", KENNEN, timeout=30)
    assert_clean_exit(r, (0,))
    assert "riftcheck: notice: ignored the updated card database" in r.stderr
    assert "using the bundled one" in r.stderr
    assert "LEGAL" in r.stdout and "bundled" in r.stdout


def test_an_unreadable_data_or_cache_directory_never_breaks_a_check(run_cli, tmp_path):
    """A data 'directory' that is a file and a cache directory that cannot be entered: the check still runs."""
    (tmp_path / "_user_data").write_text(
        "a file where the data directory should be"
    )  # run_cli's data dir
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a directory should be")
    r = run_cli(
        "check", KENNEN, env={"XDG_CACHE_HOME": str(blocked / "cache"), "RIFTCHECK_NO_CACHE": ""}
    )
    assert_clean_exit(r, (0,))
    assert "LEGAL" in r.stdout


def test_the_legacy_layout_is_still_read(data):
    data.mkdir()
    shutil.copy(MINI, data / "cards.json")
    assert store.user_db_path() == data / "cards.json"
    (data / "CURRENT").write_text("../../etc\n")  # a pointer riftcheck did not write is ignored
    assert store.user_db_path() == data / "cards.json"
