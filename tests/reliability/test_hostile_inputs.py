"""Hostile and broken inputs, each answered with a verdict or a located error (issue 8).

Small inputs are files in ``inputs/``: ``<case>.<ext>`` plus
``<case>.expected.yaml`` (``reader``, then ``legal`` or ``error`` with
``line``, ``column`` and a ``message`` fragment). Each is read in-process by
its reader and once more by the real console script. Inputs too big to keep
in the repository (50 MB, 100,000 entries, a 1 MB deck code) are made by the
tests below.
"""

from __future__ import annotations

import json
import os
import shutil
import tracemalloc
from pathlib import Path

import pytest
import yaml
from relkit import INPUTS, ROOT, assert_clean_exit

from riftcheck.infra.errors import RiftcheckError

CASES = sorted(p for p in INPUTS.glob("*.expected.yaml"))
KENNEN = ROOT / "examples" / "kennen.deck.yaml"


def _input_of(expected: Path) -> Path:
    stem = expected.name[: -len(".expected.yaml")]
    found = [p for p in INPUTS.iterdir() if p.name.startswith(stem + ".") and p != expected]
    assert len(found) == 1, (expected, found)
    return found[0]


def _case(expected: Path) -> tuple[Path, dict]:
    return _input_of(expected), yaml.safe_load(expected.read_text(encoding="utf-8"))


def _run_reader(reader: str, path: Path, db, tmp_path: Path):
    """Read ``path`` with ``reader`` the way the CLI does; returns the deck verdict for decks."""
    if reader in ("deck", "code"):
        from riftcheck.decks import read_deck
        from riftcheck.engine import check_deck
        from riftcheck.rulesets import load_ruleset

        deck = read_deck(str(path), db, input_format="code" if reader == "code" else None)
        return check_deck(deck, db, load_ruleset("constructed")).legal
    if reader == "ruleset":
        from riftcheck.rulesets import load_ruleset

        return load_ruleset(str(path))
    if reader == "config":
        from riftcheck.config import load_config

        if path.name.endswith(".toml"):  # the TOML reader is chosen by the name pyproject.toml
            path = Path(shutil.copy(path, tmp_path / "pyproject.toml"))
        return load_config(path)
    if reader == "team":
        from riftcheck.decks import read_team

        return read_team(path)
    if reader == "cards":
        from riftcheck.cards.db import CardDB

        return CardDB.load(path).cards
    raise AssertionError(f"unknown reader {reader}")


@pytest.mark.parametrize("expected", CASES, ids=[p.name[: -len(".expected.yaml")] for p in CASES])
def test_case_in_process(expected, db, tmp_path, monkeypatch):
    """Each input file gives its expected verdict, or an error naming file, line, column and problem."""
    monkeypatch.chdir(tmp_path)  # a `touch pwned` that ran would leave its file here
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    path, exp = _case(expected)
    if "error" not in exp:
        assert _run_reader(exp["reader"], path, db, tmp_path) is exp["legal"]
        return
    with pytest.raises(RiftcheckError) as info:
        _run_reader(exp["reader"], path, db, tmp_path)
    exc, want = info.value, exp["error"]
    text = str(exc)
    assert want["message"] in text
    name = "pyproject.toml" if path.name.endswith(".toml") else path.name
    assert name in text, f"the error does not name the file: {text}"
    if "line" in want:
        assert exc.location is not None and exc.location.line == want["line"], text
    if "column" in want:
        assert exc.location.column == want["column"], text
    assert not (tmp_path / "pwned").exists(), "a YAML tag ran code"


def test_deck_cases_through_the_console_script(run_cli, tmp_path):
    """One real run over every deck case: each is reported on its own, with its line; no traceback."""
    decks = [(p, e) for p, e in map(_case, CASES) if e["reader"] in ("deck", "code")]
    r = run_cli("check", "-f", "json", *[p for p, _ in decks], cwd=tmp_path)
    assert_clean_exit(r, (1,))
    report = {Path(d["path"]).name: d for d in json.loads(r.stdout)["decks"]}
    assert len(report) == len(decks)
    for path, exp in decks:
        got = report[path.name]
        if "error" not in exp:
            assert got["legal"] is exp["legal"], path.name
            continue
        assert got["legal"] is None, path.name
        (v,) = got["violations"]
        assert v["rule"] == "unreadable" and exp["error"]["message"] in v["message"], (path.name, v)
        if "line" in exp["error"]:
            assert v["line"] == exp["error"]["line"], (path.name, v)
    assert not (tmp_path / "pwned").exists()


SETUP_READERS = {"ruleset": "--ruleset", "config": "--config", "cards": "--cards"}


@pytest.mark.parametrize(
    "expected",
    [p for p in CASES if yaml.safe_load(p.read_text())["reader"] in (*SETUP_READERS, "team")],
    ids=lambda p: p.name[: -len(".expected.yaml")],
)
def test_setup_cases_through_the_console_script(expected, run_cli, tmp_path):
    """Broken rulesets, configurations and card databases stop the run with exit 3, naming file and line."""
    path, exp = _case(expected)
    if exp["reader"] == "team":
        r = run_cli("check", path, cwd=tmp_path)
        assert_clean_exit(r, (1,))
        assert path.name in r.stdout + r.stderr
        return
    if path.name.endswith(".toml"):
        path = Path(shutil.copy(path, tmp_path / "pyproject.toml"))
    r = run_cli(SETUP_READERS[exp["reader"]], path, KENNEN, cwd=tmp_path)
    assert_clean_exit(r, (3,))
    assert r.stderr.startswith("riftcheck: error: ") and exp["error"]["message"] in r.stderr, (
        r.stderr
    )
    line = exp["error"].get("line")
    assert f"{path.name}:{line}" in r.stderr if line else path.name in r.stderr, r.stderr
    assert not (tmp_path / "pwned").exists()


# ------------------------------------------------------------ generated inputs


def _peak_mib(fn) -> tuple[object, float]:
    tracemalloc.start()
    try:
        try:
            out = fn()
        except RiftcheckError as exc:
            out = exc
        return out, tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("levels", [9, 20])
def test_alias_bomb_is_refused_without_expanding(levels, db):
    """9^9 or 9^20 values after expansion: refused after ~10,000, in a few MiB."""
    from riftcheck.decks import read_deck

    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels)]
    text = "\n".join(lines) + "\n"
    exc, peak = _peak_mib(lambda: read_deck("-", db, text=text, input_format="yaml"))
    assert isinstance(exc, RiftcheckError) and "expands to more than" in str(exc)
    assert peak < 16, f"{peak:.1f} MiB"


@pytest.mark.parametrize("reader", ["ruleset", "config"])
def test_alias_bomb_in_settings_files_is_refused_without_expanding(reader, tmp_path, db):
    text = INPUTS.joinpath(
        f"{reader}-alias-bomb{'.riftcheck' if reader == 'config' else ''}.yaml"
    ).read_text()
    path = tmp_path / "bomb.yaml"
    path.write_text(text)
    exc, peak = _peak_mib(lambda: _run_reader(reader, path, db, tmp_path))
    assert isinstance(exc, RiftcheckError) and "expands to more than" in str(exc)
    assert peak < 64, f"{peak:.1f} MiB"


def _write_size(
    path: Path, size: int, head: bytes = b"legend: Kennen, Heart of the Tempest\n"
) -> Path:
    with open(path, "wb") as fh:
        fh.write(head)
        chunk = b"# padding " + b"x" * 1013 + b"\n"
        while fh.tell() + len(chunk) <= size:
            fh.write(chunk)
        fh.write(b"#" * (size - fh.tell()))
    return path


def test_50_mb_file_is_refused_before_it_is_read(tmp_path, db):
    from riftcheck.decks import read_deck

    big = _write_size(tmp_path / "big.deck.yaml", 50 * 2**20)
    exc, peak = _peak_mib(lambda: read_deck(str(big), db))
    assert isinstance(exc, RiftcheckError)
    assert "52,428,800 bytes, larger than the limit of 10,485,760" in str(
        exc
    ) and "--max-file-size" in str(exc)
    assert "big.deck.yaml" in str(exc)
    assert peak < 2, f"the file was read: {peak:.1f} MiB"


def test_the_size_limit_is_an_option(tmp_path, db, run_cli):
    """A lower limit refuses a normal deck; raising it again accepts it (library and CLI)."""
    from riftcheck.decks import read_deck

    deck = tmp_path / "kennen.deck.yaml"
    shutil.copy(KENNEN, deck)
    with pytest.raises(RiftcheckError, match="larger than the limit of 100 bytes|limit of 100"):
        read_deck(str(deck), db, max_bytes=100)
    assert read_deck(str(deck), db, max_bytes=10_000).legend is not None
    r = run_cli("convert", deck, "--to", "json", "--max-file-size", "100")
    assert_clean_exit(r, (1,))
    assert "kennen.deck.yaml" in r.stderr and "limit of 100" in r.stderr
    assert run_cli("convert", deck, "--to", "json", "--max-file-size", "100000").returncode == 0
    r = run_cli("check", "--max-file-size", "100", deck)
    assert_clean_exit(r, (1,))
    assert "limit of 100" in r.stdout
    assert run_cli("check", "--max-file-size=100000", deck).returncode == 0


def test_a_raised_limit_reads_a_50_mb_file(tmp_path, run_cli):
    """With the limit raised, 50 MB of text is read and answered (one huge scalar: a short message)."""
    big = tmp_path / "big.deck.yaml"
    big.write_bytes(b"a" * (50 * 2**20))
    r = run_cli("check", "--max-file-size", str(60 * 2**20), big)
    assert_clean_exit(r, (1,))
    assert "expected a deck" in r.stdout and len(r.stdout) < 5000


def test_a_9_mb_line_is_refused_as_a_card_name(tmp_path, db):
    """Under the size limit, but no card name is megabytes long: refused at once, not fuzzy-matched."""
    from riftcheck.decks import read_deck

    for name, text in (
        ("long.deck.txt", "a" * 9_000_000),
        ("long.deck.yaml", "legend: " + "b" * 9_000_000),
    ):
        f = tmp_path / name
        f.write_text(text + "\n")
        with pytest.raises(
            RiftcheckError, match=r"card reference of 9,000,000 characters .*at most 200"
        ):
            read_deck(str(f), db)


def test_50_mb_file_on_the_command_line(tmp_path, run_cli):
    big = _write_size(tmp_path / "big.deck.yaml", 50 * 2**20)
    r = run_cli("check", big, KENNEN)
    assert_clean_exit(r, (1,))
    assert "big.deck.yaml" in r.stdout and "larger than the limit" in r.stdout
    assert "1 legal" in r.stdout and "1 unreadable" in r.stdout


def test_50_mb_on_standard_input(run_cli):
    r = run_cli("check", "-", stdin=b"#" * (50 * 2**20))
    assert_clean_exit(r, (1,))
    assert "<stdin>" in r.stdout and "larger than the limit" in r.stdout


def test_100_000_entries(db):
    """A text list of 100,000 lines is refused at the line past the 5,000 lines of cards a deck or
    pool may hold (issue 23, atkK 4: it was judged, and 10 MB of such lines ran past five minutes);
    a YAML document on few lines is still held to the value limit."""
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import MAX_ENTRIES

    text = "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n" + "1 Gust\n" * 100_000
    with pytest.raises(RiftcheckError) as info:
        read_deck("-", db, text=text, input_format="text")
    assert str(info.value.location) == f"<stdin>:{MAX_ENTRIES + 1}:1"
    assert "more than 5,000 lines of cards" in str(info.value)
    yaml_text = "legend: Kennen, Heart of the Tempest\nmain: [" + "1 Gust, " * 100_000 + "]\n"
    with pytest.raises(
        RiftcheckError, match=r"<stdin>:\d+:\d+: document expands to more than 10000 values"
    ):
        read_deck("-", db, text=yaml_text, input_format="yaml")


def test_entries_past_the_limit_on_one_line(db):
    """A JSON deck on one line holding more entries than the limit is refused at the first entry
    past it; exactly the limit is read."""
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import MAX_ENTRIES

    def deck(n):
        main = ",".join(f'"1 Poro {i}"' for i in range(n))
        return '{"legend": "Kennen, Heart of the Tempest", "main": [' + main + "]}"

    with pytest.raises(RiftcheckError, match="more than 5,000 card entries") as info:
        read_deck("-", db, text=deck(MAX_ENTRIES + 1), input_format="json")
    assert info.value.location.line == 1
    # the legend and MAX_ENTRIES - 1 main-deck lines: exactly the limit
    assert read_deck("-", db, text=deck(MAX_ENTRIES - 1), input_format="json").legend is not None


def test_one_megabyte_deck_code(tmp_path, db, run_cli):
    from riftcheck.decks import read_deck

    code = "CM" + "A" * (2**20)
    f = tmp_path / "huge.code.txt"
    f.write_text(code + "\n")
    exc, peak = _peak_mib(lambda: read_deck(str(f), db))
    assert isinstance(exc, RiftcheckError) and "huge.code.txt:1:20001:" in str(exc)
    assert "deck code of 1,048,578 characters: longer than any deck" in str(exc)
    assert peak < 64, f"{peak:.1f} MiB"
    r = run_cli("check", "-", stdin=code)
    assert_clean_exit(r, (1,))
    assert "longer than any deck" in r.stdout


def test_directory_given_as_a_file(tmp_path, db, run_cli):
    from riftcheck.decks import read_deck

    d = tmp_path / "looks-like.deck.yaml"
    d.mkdir()
    with pytest.raises(RiftcheckError, match="looks-like.deck.yaml: is a directory"):
        read_deck(str(d), db)
    r = run_cli("convert", d, "--to", "yaml")
    assert_clean_exit(r, (1,))
    assert "is a directory" in r.stderr
    for opt in ("--cards", "--ruleset", "--config"):
        r = run_cli(opt, d, KENNEN)
        assert_clean_exit(r, (2, 3))
        assert "looks-like.deck.yaml" in r.stderr


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_unreadable_paths(tmp_path, db):
    """Paths that cannot be opened: below a file, a looping symlink, and (when not root) mode 000."""
    from riftcheck.decks import read_deck

    f = tmp_path / "plain.deck.yaml"
    shutil.copy(KENNEN, f)
    with pytest.raises(RiftcheckError, match="cannot read the file: Not a directory"):
        read_deck(str(f / "inside.deck.yaml"), db)
    loop = tmp_path / "loop.deck.yaml"
    loop.symlink_to(loop.name)
    with pytest.raises(
        RiftcheckError, match="loop.deck.yaml: cannot read the file: Too many levels"
    ):
        read_deck(str(loop), db)
    if os.geteuid() != 0:  # root reads anything; the chmod case runs for ordinary users
        f.chmod(0)
        try:
            with pytest.raises(RiftcheckError, match="cannot read the file: Permission denied"):
                read_deck(str(f), db)
        finally:
            f.chmod(0o644)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_nobody_writes_to_does_not_hang(tmp_path, run_script):
    fifo = tmp_path / "waiting.deck.yaml"
    os.mkfifo(fifo)
    r = run_script("check", fifo, timeout=60)
    assert_clean_exit(r, (1,))
    # issue 12: only regular files are read (a FIFO used to be read as empty)
    assert (
        "waiting.deck.yaml" in r.stdout and "is a FIFO (named pipe), not a regular file" in r.stdout
    )


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_symlink_loops_inside_a_scanned_directory(tmp_path, run_script):
    """``loop -> .`` is not followed; the real decks are checked once; looping file links are unreadable."""
    d = tmp_path / "decks"
    (d / "sub").mkdir(parents=True)
    shutil.copy(KENNEN, d / "a.deck.yaml")
    shutil.copy(KENNEN, d / "sub" / "b.deck.yaml")
    (d / "loop").symlink_to(".")
    (d / "sub" / "up").symlink_to("..")
    (d / "x.deck.yaml").symlink_to("y.deck.yaml")
    (d / "y.deck.yaml").symlink_to("x.deck.yaml")
    r = run_script("check", "-f", "json", d, timeout=60)
    assert_clean_exit(r, (1,))
    decks = {
        Path(x["path"]).relative_to(d).as_posix(): x["legal"] for x in json.loads(r.stdout)["decks"]
    }
    assert decks == {
        "a.deck.yaml": True,
        "sub/b.deck.yaml": True,
        "x.deck.yaml": None,
        "y.deck.yaml": None,
    }


def test_non_utf8_on_standard_input(run_cli):
    # 0x81 and 0x8d are undefined in Windows-1252 too (a valid Windows-1252 file is read, with a notice)
    r = run_cli("check", "-", stdin=b"legend: Kennen, Heart of the Tempest\nmain:\n  - 3 Caf\x81\n")
    assert_clean_exit(r, (1,))
    assert "byte 0x81 is not valid UTF-8" in r.stdout and "3:" in r.stdout
    r = run_cli("convert", "-", "--to", "yaml", stdin=b"3 Gust\x8d\n")
    assert_clean_exit(r, (1,))
    assert "<stdin>:1:7: byte 0x8d is not valid UTF-8" in r.stderr


def test_names_the_system_refuses(run_cli):
    """Arguments too long to be file names are usage errors, not crashes."""
    r = run_cli("check", "A" * 300)
    assert_clean_exit(r, (2,))
    assert "no such file or directory" in r.stderr
    r = run_cli("--ruleset", "B" * 300, KENNEN)
    assert_clean_exit(r, (2,))
    r = run_cli("check", "CM" + "A" * 3000)
    assert_clean_exit(r, (1,))


@pytest.mark.parametrize(
    ("option", "name", "size", "message"),
    [
        ("--ruleset", "huge.yaml", 11 * 2**20, "larger than the limit of 10,485,760"),
        ("--config", "huge.riftcheck.yaml", 11 * 2**20, "larger than the limit of 10,485,760"),
        ("--cards", "huge.cards.json", 101 * 2**20, "larger than the limit of 104,857,600"),
    ],
)
def test_settings_files_have_size_limits(option, name, size, message, tmp_path, run_cli):
    """Rulesets, configuration and card databases are refused by size before they are read (exit 3)."""
    big = tmp_path / name
    with open(big, "wb") as fh:
        fh.truncate(size)  # sparse: the size without the bytes
    r = run_cli(option, big, KENNEN)
    assert_clean_exit(r, (3,))
    assert name in r.stderr and message in r.stderr


@pytest.mark.parametrize("fmt", ["text", "github", "junit", "json", "sarif"])
def test_escape_sequences_in_a_deck_never_reach_the_terminal(fmt, run_cli, tmp_path):
    """A card name holding ESC[2J (clear screen) or an OSC title sequence is shown, not obeyed."""
    deck = INPUTS / "deck-escape-sequences.deck.yaml"
    r = run_cli("check", "-f", fmt, "--color", "never", deck)
    assert_clean_exit(r, (1,))
    assert "\x1b" not in r.stdout and "\x07" not in r.stdout
    assert "Gu\\x1b[2Jst" in r.stdout or "Gu\\u001b[2Jst" in r.stdout
    if fmt == "junit":
        import xml.etree.ElementTree as ET

        ET.fromstring(r.stdout.split("\n", 1)[1])


def test_a_deck_and_a_pool_past_the_line_limit_on_the_command_line(tmp_path, run_cli):
    """atkK 4: ``check`` names the file and the line past the limit (the other deck still
    checked); a pool past it is refused with its file and line."""
    lines = "".join(f"1 Mystic Poro{i}x\n" for i in range(5_001))
    big = tmp_path / "big.txt"
    big.write_text("MainDeck:\n" + lines, encoding="utf-8")
    r = run_cli("check", big, KENNEN)
    assert r.returncode == 1, r.stderr
    said = " ".join(r.stdout.split())  # the long temporary path may be wrapped onto its own line
    assert "big.txt: UNREADABLE (1 error)" in said
    assert "5001:1 error unreadable more than 5,000 lines of cards" in said
    assert "1 legal" in said and "1 unreadable" in said
    assert r.stderr == ""
    pool = tmp_path / "pool.txt"
    pool.write_text(lines, encoding="utf-8")
    r = run_cli("check", "-r", "sealed", "--pool", pool, KENNEN)
    # an unreadable --pool is each deck's pool error, the run goes on (atkK 11)
    assert r.returncode == 1
    assert r.stderr == ""
    said = " ".join(r.stdout.split())
    assert f"error pool {pool}:5001: more than 5,000 lines of cards" in said


def test_comment_and_blank_lines_do_not_count_against_the_line_limit(db):
    """Only lines of cards count: 6,000 comment and blank lines before a short list are read."""
    from riftcheck.decks import read_deck

    text = "# note\n\n" * 3_000 + "Legend:\n1 Kennen, Heart of the Tempest\nMainDeck:\n1 Gust\n"
    deck = read_deck("-", db, text=text, input_format="text")
    assert deck.legend and [e.location.line for e in deck.entries()][:1] == [6_002]
