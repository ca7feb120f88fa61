"""One bad file never stops a run, and Ctrl-C stops it cleanly (issue 8).

* 50 good decks and 1 alias bomb (plus other hostile files): every good deck
  is still checked, each bad file is reported on its own, exit code 1.
* SIGINT in the middle of a long run (one process and ``--jobs 2``, sent to
  the process alone and to its whole process group, as a terminal's Ctrl-C
  does): exit code 130, one short line on stderr, no report, no traceback and
  no worker process left behind.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from relkit import INPUTS, ROOT, assert_clean_exit, clean_env

KENNEN = ROOT / "examples" / "kennen.deck.yaml"
KENNEN_TEXT = ROOT / "examples" / "kennen.deck.txt"


def _good_decks(d: Path, n: int) -> list[str]:
    d.mkdir(parents=True, exist_ok=True)
    names = []
    for i in range(n):
        src = KENNEN if i % 2 else KENNEN_TEXT
        name = f"good-{i:02d}.deck.{'yaml' if i % 2 else 'txt'}"
        shutil.copy(src, d / name)
        names.append(name)
    return names


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_fifty_good_decks_and_one_bomb(jobs, tmp_path, run_cli):
    d = tmp_path / "decks"
    good = _good_decks(d, 50)
    shutil.copy(INPUTS / "deck-alias-bomb.deck.yaml", d / "m-bomb.deck.yaml")
    r = run_cli("check", "-f", "json", "--jobs", jobs, d)
    assert_clean_exit(r, (1,))
    report = json.loads(r.stdout)
    by_name = {Path(x["path"]).name: x for x in report["decks"]}
    assert report["summary"]["decks"] == 51 and report["summary"]["legal"] == 50
    assert report["summary"]["unreadable"] == 1
    assert all(by_name[n]["legal"] is True for n in good)
    (v,) = by_name["m-bomb.deck.yaml"]["violations"]
    assert v["rule"] == "unreadable" and "expands to more than" in v["message"] and v["line"] == 2


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and symlinks")
def test_every_kind_of_bad_file_is_isolated(tmp_path, run_script):
    """Bomb, 50 MB, bad UTF-8, tag, duplicate key, looping link, FIFO, empty: each reported, the rest checked."""
    d = tmp_path / "decks"
    good = _good_decks(d, 10)
    for case in (
        "deck-alias-bomb.deck.yaml",
        "deck-python-apply.deck.yaml",
        "deck-not-utf8.deck.yaml",
        "deck-duplicate-key.deck.yaml",
        "deck-empty.deck.yaml",
        "deck-deep-nesting.deck.yaml",
    ):
        shutil.copy(INPUTS / case, d / f"bad-{case}")
    with open(d / "bad-big.deck.yaml", "wb") as fh:
        fh.truncate(50 * 2**20)  # sparse: 50 MB without writing them
    (d / "bad-loop.deck.yaml").symlink_to("bad-loop.deck.yaml")
    os.mkfifo(d / "bad-fifo.deck.yaml")
    r = run_script("check", "-f", "json", d, cwd=tmp_path, timeout=120)
    assert_clean_exit(r, (1,))
    decks = {Path(x["path"]).name: x for x in json.loads(r.stdout)["decks"]}
    bad = sorted(n for n in decks if n.startswith("bad-"))
    assert len(bad) == 9
    for n in bad:
        assert decks[n]["legal"] is None, n
        (v,) = decks[n]["violations"]
        assert v["rule"] == "unreadable" and v["message"], n
    assert all(decks[n]["legal"] is True for n in good)
    assert not (tmp_path / "pwned").exists()


def _many_decks(d: Path, n: int) -> None:
    """``n`` deck files, hard links to one (cheap to make), so a run lasts a few seconds."""
    d.mkdir()
    first = d / "d00000.deck.yaml"
    shutil.copy(KENNEN, first)
    for i in range(1, n):
        try:
            os.link(first, d / f"d{i:05d}.deck.yaml")
        except OSError:
            shutil.copy(first, d / f"d{i:05d}.deck.yaml")


@pytest.fixture(scope="module")
def big_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("interrupt") / "decks"
    _many_decks(d, 20000)
    return d


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # pragma: no cover - a recycled id owned by someone else
        return False
    return True


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("to_group", [False, True], ids=["to-process", "to-group"])
def test_ctrl_c_stops_a_long_run_cleanly(jobs, to_group, big_dir, riftcheck_cmd):
    p = subprocess.Popen(
        [*riftcheck_cmd, "check", "--jobs", jobs, str(big_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=clean_env(),
        start_new_session=True,  # its own process group, like a shell job
    )
    try:
        time.sleep(
            1.0
        )  # started (~0.3 s) and checking: 20,000 decks take seconds even on a fast, idle machine
        assert p.poll() is None, "the run ended before it could be interrupted"
        if to_group:
            os.killpg(p.pid, signal.SIGINT)
        else:
            p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
    assert p.returncode == 130, (p.returncode, err[-2000:])
    assert err.decode() == "riftcheck: interrupted\n"
    assert out == b""
    deadline = time.monotonic() + 10
    while _group_alive(p.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _group_alive(p.pid), "a worker process outlived the interrupted run"
