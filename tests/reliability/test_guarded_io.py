"""One guarded reader, one atomic writer (issue 12): no hang, no unbounded read, nothing replaced that must not be.

* Every file riftcheck reads goes through :func:`riftcheck.infra.fileio.read_bytes`:
  ``test_no_module_opens_files_for_reading_on_its_own`` reads the source of
  every module and fails on any other way of opening a file for reading.
* A FIFO nobody writes to and ``/dev/zero``, named by every option and key
  that takes a file, are refused by what they are, within seconds.
* ``-o`` / ``convert -o`` onto a device, a FIFO, a symlink, a directory or an input.
"""

from __future__ import annotations

import ast
import os
import shutil
import stat
import threading
from pathlib import Path

import pytest
from relkit import ROOT, assert_clean_exit

from riftcheck.infra.fileio import ReadRefused, WriteRefused, read_bytes, write_atomic

KENNEN = ROOT / "examples" / "kennen.deck.yaml"
PACKAGE = ROOT / "riftcheck"
#: Modules allowed to open files themselves: the reader and writer. (The importer, which reads
#: ../shared at build time, is a developers' tool in tools/, outside the package.)
# infra/compiled.py reads its start-up table before riftcheck.models (which fileio imports) can
# be imported, with a reader of its own that keeps fileio's guards (regular file, size cap)
ALLOWED = {"infra/fileio.py", "infra/compiled.py"}


def _reads_a_file(call: ast.Call) -> str | None:
    """What ``call`` is, when it opens a file for reading outside the guarded reader."""
    f = call.func
    if isinstance(f, ast.Name) and f.id == "open":
        mode = (
            call.args[1]
            if len(call.args) > 1
            else next((k.value for k in call.keywords if k.arg == "mode"), None)
        )
        if mode is None or (isinstance(mode, ast.Constant) and "r" in str(mode.value)):
            return "open() for reading"
    if isinstance(f, ast.Attribute):
        # Path.read_bytes() / Path.read_text(encoding=); a resource joinpath() is allowed.
        if (
            f.attr in ("read_bytes", "read_text")
            and not call.args
            and not (
                isinstance(f.value, ast.Call) and getattr(f.value.func, "attr", "") == "joinpath"
            )
        ):
            return f"Path.{f.attr}()"
        if (
            f.attr == "open"
            and isinstance(f.value, ast.Name)
            and f.value.id in ("os", "io", "codecs")
        ):
            flags = ast.unparse(call.args[1]) if len(call.args) > 1 else ""
            if "O_WRONLY" not in flags and "O_RDWR" not in flags:
                return f"{f.value.id}.open()"
        if (
            f.attr in ("load",)
            and isinstance(f.value, ast.Name)
            and f.value.id in ("json", "tomllib", "yaml", "pickle")
        ):
            return f"{f.value.id}.load(file)"
        if f.attr == "open" and not (
            isinstance(f.value, ast.Name) and f.value.id in ("os", "io", "codecs")
        ):
            mode = (
                call.args[0]
                if call.args
                else next((k.value for k in call.keywords if k.arg == "mode"), None)
            )
            if mode is None or (isinstance(mode, ast.Constant) and "r" in str(mode.value)):
                return "Path.open()"
    return None


def test_no_module_opens_files_for_reading_on_its_own():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in ALLOWED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), rel)):
            if isinstance(node, ast.Call) and (what := _reads_a_file(node)):
                offenders.append(f"riftcheck/{rel}:{node.lineno}: {what}")
    assert not offenders, "read files through riftcheck.infra.fileio.read_bytes:\n" + "\n".join(
        offenders
    )


def test_the_enforcing_check_finds_what_it_looks_for():
    """The check above can fail: each way of opening a file is recognised."""
    for code in (
        "open('x')",
        "open(p, 'rb')",
        "Path(p).read_bytes()",
        "p.read_text(encoding='utf-8')",
        "os.open(p, os.O_RDONLY)",
        "json.load(fh)",
        "p.open()",
    ):
        assert _reads_a_file(ast.parse(code).body[0].value), code
    for code in (
        "open(p, 'a')",
        "p.open('w')",
        "os.open(p, os.O_WRONLY)",
        "read_text(p, 10)",
        "read_bytes(p, 10)",
    ):
        assert not _reads_a_file(ast.parse(code).body[0].value), code


# ------------------------------------------------------------------ the reader in process


def test_regular_file_within_the_limit(tmp_path):
    f = tmp_path / "a.txt"
    f.write_bytes(b"x" * 10)
    assert read_bytes(f, 10) == b"x" * 10
    with pytest.raises(ReadRefused, match="file is 10 bytes, larger than the limit of 9") as info:
        read_bytes(f, 9)
    assert info.value.reason == "too-large"


def test_a_file_larger_than_it_said_is_cut_while_reading(tmp_path, monkeypatch):
    """The limit holds while reading, not only by ``stat``: a file that grew, or lies, stops at limit + 1 bytes."""
    f = tmp_path / "grows.txt"
    f.write_bytes(b"y" * 5000)
    real_fstat = os.fstat

    class Small:
        def __init__(self, st):
            self._st = st

        def __getattr__(self, name):
            return 10 if name == "st_size" else getattr(self._st, name)

    monkeypatch.setattr(os, "fstat", lambda fd: Small(real_fstat(fd)))
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(ReadRefused, match="larger than the limit of 100 bytes"):
        read_bytes(f, 100)
    assert sum(reads) <= 101


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_special_files_are_refused_by_what_they_are(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    cases = {
        fifo: "is a FIFO (named pipe), not a regular file",
        tmp_path: "is a directory",
        tmp_path / "missing": "no such file",
    }
    if os.path.exists("/dev/zero"):
        cases[Path("/dev/zero")] = "is a character device, not a regular file"
    for path, message in cases.items():
        with pytest.raises(ReadRefused, match=message.replace("(", r"\(").replace(")", r"\)")):
            read_bytes(path, 1 << 20)


# ------------------------------------------------------------------ every option that names a file

SPECIAL = ["fifo"] + (["/dev/zero"] if os.path.exists("/dev/zero") else [])


def _special(tmp_path: Path, which: str, name: str) -> Path:
    if which == "fifo":
        p = tmp_path / name
        os.mkfifo(p)
        return p
    return Path(which)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("which", SPECIAL)
@pytest.mark.parametrize(
    ("option", "code"),
    [
        ("--cards", 3),
        ("--config", 3),
        ("--ruleset", 3),
        ("--pool", 1),
        ("deck", 1),
        ("cards-key", 3),
    ],
)
def test_no_option_hangs_or_reads_a_special_file(option, code, which, tmp_path, run_script):
    special = _special(tmp_path, which, "special.yaml")
    deck = tmp_path / "kennen.deck.yaml"
    shutil.copy(KENNEN, deck)
    if option == "deck":
        args = ["check", special]
    elif option == "cards-key":
        (tmp_path / ".riftcheck.yaml").write_text(f"cards: {special}\n", encoding="utf-8")
        args = ["check", deck]
    elif option == "--pool":
        args = ["check", "--ruleset", "sealed", "--pool", special, deck]
    else:
        args = ["check", option, special, deck]
    r = run_script(*args, timeout=30)
    assert_clean_exit(r, (code,))
    out = r.stdout + r.stderr
    assert "not a regular file" in out, out
    assert ("FIFO" in out) if which == "fifo" else ("character device" in out)


# ------------------------------------------------------------------ writing


def test_a_new_file_gets_the_umask_and_an_old_one_keeps_its_mode(tmp_path):
    old = os.umask(0o027)
    try:
        write_atomic(tmp_path / "new.txt", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o640
    kept = tmp_path / "kept.txt"
    kept.write_text("old")
    kept.chmod(0o604)
    write_atomic(kept, "new")
    assert kept.read_text() == "new" and stat.S_IMODE(kept.stat().st_mode) == 0o604


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_device_is_written_through_never_replaced(run_cli, tmp_path):
    before = os.stat("/dev/null")
    r = run_cli("check", KENNEN, "-o", "/dev/null")
    assert_clean_exit(r, (0,)) if r.stdout or r.stderr else None
    assert r.returncode == 0 and r.stdout == "" and r.stderr == ""
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_with_a_reader_is_written_through(run_script, tmp_path):
    fifo = tmp_path / "report.fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(Path(fifo).read_bytes()), daemon=True)
    reader.start()
    import time

    time.sleep(0.2)  # the reader is waiting in open() before riftcheck writes
    r = run_script("check", KENNEN, "-f", "json", "-o", fifo, timeout=30)
    reader.join(10)
    assert (r.returncode, r.stderr) == (0, "")
    assert b'"legal": true' in got[0]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_nobody_reads_is_refused_without_hanging(run_script, tmp_path):
    fifo = tmp_path / "report.fifo"
    os.mkfifo(fifo)
    r = run_script("check", KENNEN, "-o", fifo, timeout=30)
    assert_clean_exit(r, (2,))
    assert "is a FIFO that nobody reads; nothing was written" in r.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_a_symlink_is_followed_and_stays_a_link(run_cli, tmp_path):
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real.name)
    r = run_cli("check", KENNEN, "-f", "json", "-o", link)
    assert (r.returncode, r.stderr) == (0, "")
    assert link.is_symlink() and '"legal": true' in real.read_text()
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere" / "x.json")
    r = run_cli("check", KENNEN, "-o", dangling)
    assert_clean_exit(r, (2,))
    assert "is a symlink to a missing file" in r.stderr and dangling.is_symlink()


def test_a_directory_is_refused(run_cli, tmp_path):
    d = tmp_path / "out"
    d.mkdir()
    r = run_cli("check", KENNEN, "-o", d)
    assert_clean_exit(r, (2,))
    assert "is a directory, not a file riftcheck can write" in r.stderr


@pytest.mark.parametrize(
    "case",
    [
        "check the deck itself",
        "check a deck found in a directory",
        "check the pool",
        "check the card database",
        "convert the deck itself",
        "check through a link",
    ],
)
def test_an_output_that_is_an_input_is_refused(case, run_cli, tmp_path):
    decks = tmp_path / "decks"
    decks.mkdir()
    deck = decks / "kennen.deck.yaml"
    shutil.copy(KENNEN, deck)
    before = deck.read_bytes()
    cards = tmp_path / "cards.json"
    shutil.copy(ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json", cards)
    args = {
        "check the deck itself": ["check", deck, "-o", deck],
        "check a deck found in a directory": ["check", decks, "-o", deck],
        "check the pool": ["check", "--ruleset", "sealed", "--pool", deck, deck, "-o", deck],
        "check the card database": ["check", "--cards", cards, deck, "-o", cards],
        "convert the deck itself": ["convert", deck, "--to", "code", "-o", deck],
        "check through a link": ["check", deck, "-o", tmp_path / "link.yaml"],
    }[case]
    if case == "check through a link":
        if os.name != "posix":
            pytest.skip("symlinks")
        (tmp_path / "link.yaml").symlink_to(deck)
    r = run_cli(*args)
    assert_clean_exit(r, (2,))
    assert "is also an input" in r.stderr and "refusing to overwrite it" in r.stderr
    assert deck.read_bytes() == before
    assert (
        cards.read_bytes()
        == (ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json").read_bytes()
    )


def test_write_refused_is_an_os_error(tmp_path):
    with pytest.raises(OSError, match="is a directory"):
        write_atomic(tmp_path, "x")
    assert issubclass(WriteRefused, OSError)
