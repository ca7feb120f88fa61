"""The standard output onto one of the run's inputs: ``check deck.txt >> deck.txt``, ``event
r.csv --format csv >> r.csv``, ``1<> list.txt``, ``convert``, ``diff`` are refused (exit 2) before
anything is written, as ``-o`` onto an input is, and every input stays byte for byte as it was;
a standard output that is no input is written as before (atkH 11)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import _cli_environ

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "stdin_output"
DAY = ["--as-of", "2026-09-20"]


@pytest.fixture
def work(tmp_path):
    for name in ("a.txt", "b.txt"):
        shutil.copy(FIX / "kennen.deck.txt", tmp_path / name)
    (tmp_path / "r.csv").write_text("player,list\nAnn,a.txt\nBen,b.txt\n", encoding="utf-8")
    return tmp_path


def snapshot(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir()) if p.is_file()}


def run(bin_, args, cwd, out: Path, mode: str, stdin: Path | None = None):
    """``riftcheck ARGS`` with its standard output opened on ``out`` (``ab``: ``>>``, ``r+b``:
    ``1<>``, ``wb``: ``>``), and its standard input on ``stdin`` (else /dev/null)."""
    with open(out, mode) as o, open(stdin if stdin is not None else os.devnull, "rb") as i:
        r = subprocess.run(
            [bin_, *args],
            stdin=i,
            stdout=o,
            stderr=subprocess.PIPE,
            text=True,
            env=_cli_environ({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}),
            cwd=cwd,
            timeout=120,
        )
    return r.returncode, r.stderr


def refusal(src: str, hint: str = "write the report") -> str:
    return (
        f"riftcheck: error: standard output is also an input ({src}): refusing to write into it "
        f"({hint} to another file)\n"
    )


CASES = [
    # (arguments, the input standard output is opened on, the input named, standard input)
    (["check", *DAY, "a.txt"], "a.txt", "a.txt", None),
    (["check", *DAY, "--fix", "a.txt"], "a.txt", "a.txt", None),
    (["check", *DAY, "a.txt", "b.txt"], "b.txt", "b.txt", None),
    (["check", *DAY, "-"], "a.txt", "-", "a.txt"),
    (["event", *DAY, "r.csv", "--format", "csv"], "r.csv", "r.csv", None),
    (["event", *DAY, "r.csv"], "b.txt", "b.txt", None),
    (["diff", *DAY, "a.txt", "b.txt"], "b.txt", "b.txt", None),
    (["diff", *DAY, "a.txt", "-"], "b.txt", "-", "b.txt"),
]


@pytest.mark.parametrize("mode", ["ab", "r+b"], ids=[">>", "1<>"])
@pytest.mark.parametrize(
    "args,out,src,stdin", CASES, ids=lambda v: " ".join(v) if isinstance(v, list) else None
)
def test_stdout_onto_an_input_is_refused(riftcheck_bin, work, mode, args, out, src, stdin):
    before = snapshot(work)
    rc, err = run(riftcheck_bin, args, work, work / out, mode, work / stdin if stdin else None)
    assert (rc, err) == (2, refusal(src))
    assert snapshot(work) == before


@pytest.mark.parametrize("src,stdin", [("a.txt", None), ("-", "a.txt")])
def test_convert_onto_its_deck_is_refused(riftcheck_bin, work, src, stdin):
    before = snapshot(work)
    args = ["convert", "--to", "yaml", src]
    rc, err = run(riftcheck_bin, args, work, work / "a.txt", "ab", work / stdin if stdin else None)
    assert (rc, err) == (2, refusal(src, "write the converted deck"))
    assert snapshot(work) == before


@pytest.mark.parametrize(
    "args,said,warned",
    [
        (["check", *DAY, "a.txt"], "a.txt: LEGAL", ""),
        (["event", *DAY, "r.csv"], "Ann (r.csv row 2): LEGAL", ""),
        (
            ["convert", "--to", "text", "a.txt"],
            "1 Kennen, Heart of the Tempest",
            "riftcheck: warning: the comment of line 1 was left out: a converted deck keeps no "
            "comments\n",
        ),
        (["diff", *DAY, "a.txt", "b.txt"], "identical", ""),
    ],
)
def test_stdout_onto_another_file_is_written(
    riftcheck_bin, work, tmp_path_factory, args, said, warned
):
    before = snapshot(work)
    out = tmp_path_factory.mktemp("out") / "report.txt"
    rc, err = run(riftcheck_bin, args, work, out, "wb")
    assert (rc, err) == (0, warned)
    assert said in out.read_text(encoding="utf-8")
    assert snapshot(work) == before


@pytest.mark.spawn
def test_output_onto_the_file_standard_input_reads_is_refused(riftcheck_bin, work):
    """``check a.txt -o /dev/stdin < other.txt`` opened ``other.txt`` for writing through the
    descriptor link and replaced it, though the run never read it (ioK's note)."""
    other = work / "other.txt"
    other.write_bytes(b"the organiser's notes\n")
    before = snapshot(work)
    for target in ("/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"):
        rc, err = run(
            riftcheck_bin, ["check", *DAY, "a.txt", "-o", target], work, work / "out", "wb", other
        )
        assert rc == 2 and "refusing to overwrite it" in err, (target, err)
        assert {k: v for k, v in snapshot(work).items() if k != "out"} == before


LIMITED = Path(__file__).resolve().parents[1] / "cases" / "_limited"


@pytest.fixture
def sealed(tmp_path):
    """A Sealed deck naming its pool by its ``pool:`` key, as YAML and as JSON (evtT 4)."""
    deck = (LIMITED / "radiance-printing-pool.deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "sd.deck.yaml").write_text("pool: pool.txt\n" + deck, encoding="utf-8")
    (tmp_path / "sd.json").write_text('{"pool": "pool.txt", "legend": "Jinx"}\n', encoding="utf-8")
    shutil.copy(LIMITED / "pool.txt", tmp_path / "pool.txt")
    return tmp_path


@pytest.mark.parametrize("deck", ["sd.deck.yaml", "sd.json"])
@pytest.mark.parametrize("fix", [[], ["--fix"]], ids=["", "--fix"])
def test_convert_onto_the_pool_its_deck_names_is_refused(riftcheck_bin, sealed, deck, fix):
    """``convert sd.deck.yaml -o pool.txt`` replaced the pool the deck reads (its pool: key),
    and ``>> pool.txt`` appended into it, while check refused both (evtT 4)."""
    before = snapshot(sealed)
    args = ["convert", *fix, "--to", "json", deck]
    rc, err = run(riftcheck_bin, [*args, "-o", "pool.txt"], sealed, sealed / "out", "wb")
    assert (rc, err) == (
        2,
        "riftcheck: error: --output pool.txt is also an input (pool.txt): refusing to overwrite "
        "it (write the converted deck to another file)\n",
    )
    rc, err = run(riftcheck_bin, args, sealed, sealed / "pool.txt", "ab")
    assert (rc, err) == (2, refusal("pool.txt", "write the converted deck"))
    assert {k: v for k, v in snapshot(sealed).items() if k != "out"} == before


def test_show_onto_its_deck_is_refused(riftcheck_bin, work):
    """``show a.txt >> a.txt`` appended the deck view into the deck file (evtT 4)."""
    before = snapshot(work)
    rc, err = run(riftcheck_bin, ["show", *DAY, "a.txt"], work, work / "a.txt", "ab")
    assert (rc, err) == (2, refusal("a.txt"))
    assert snapshot(work) == before
