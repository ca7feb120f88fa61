"""riftcheck.runner.workers: parallel checking gives the sequential results, in order, and stops cleanly."""

from __future__ import annotations

import importlib.util
import json
import multiprocessing
import shutil
import sys
from pathlib import Path

import pytest

from riftcheck.api import check_paths
from riftcheck.runner import plan, workers

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


@pytest.fixture(scope="module")
def decks(tmp_path_factory) -> list[str]:
    """40 generated decks plus two unreadable files in the middle."""
    spec = importlib.util.spec_from_file_location("_bench_corpus_b", BENCH / "corpus.py")
    gen = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = gen
    spec.loader.exec_module(gen)
    root = tmp_path_factory.mktemp("batch")
    files = [str(p) for p in gen.generate(root / "c", 40)]
    bad1 = root / "broken.deck.yaml"
    bad1.write_text("main: [unclosed\n", encoding="utf-8")
    bad2 = root / "empty.deck.txt"
    bad2.write_text("", encoding="utf-8")
    return files[:15] + [str(bad1)] + files[15:30] + [str(bad2)] + files[30:]


@pytest.fixture(autouse=True)
def _parallel_from_a_few_decks(monkeypatch):
    # the fixture's 42 decks would stay in one process under the real threshold
    monkeypatch.setattr(workers, "PARALLEL_FROM", 8)


def test_parallel_run_equals_sequential_run_in_input_order(decks):
    one = check_paths(decks, config=False, jobs=1)
    two = check_paths(decks, config=False, jobs=2)
    assert [d.source for d in two.decks] == [d.source for d in one.decks]
    assert two.decks == one.decks
    assert dict(two.deck_as_of) == dict(one.deck_as_of)
    assert [d.legal for d in two.decks].count(None) == 2
    assert two.decks[15].legal is None and two.decks[31].legal is None


def test_results_carry_no_deck(decks):
    run = check_paths(decks[:3], config=False, jobs=1)
    assert all(d.deck is None for d in run.decks)


def test_small_runs_stay_in_this_process(decks, monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a pool was started for a small run")

    monkeypatch.setattr(multiprocessing, "get_context", no_pool)
    run = check_paths(decks[: workers.PARALLEL_FROM - 1], config=False, jobs=2)
    assert len(run.decks) == workers.PARALLEL_FROM - 1


def _no_fork(monkeypatch) -> None:
    """From now on, ``multiprocessing`` has no fork start method (as on Windows)."""
    real = multiprocessing.get_context

    def no_fork(method=None):
        if method == "fork":
            raise ValueError("no fork here")
        return real(method)

    monkeypatch.setattr(multiprocessing, "get_context", no_fork)


def test_without_fork_workers_rebuild_the_state_from_the_setup(decks, monkeypatch):
    _no_fork(monkeypatch)
    spawned = check_paths(decks, config=False, jobs=2)
    monkeypatch.undo()
    assert spawned.decks == check_paths(decks, config=False, jobs=1).decks


def test_interrupt_stops_the_workers_and_propagates(decks):
    def progress(i, n, source):
        if i == 3:
            raise KeyboardInterrupt

    loaded = plan.load(plan.Plan(ruleset="constructed"))
    with pytest.raises(KeyboardInterrupt):
        workers.check_sources(decks, loaded, jobs=2, progress=progress)
    assert multiprocessing.active_children() == []


def test_default_jobs_is_the_usable_cores():
    assert 1 <= workers.default_jobs() <= (multiprocessing.cpu_count() or 1)


@pytest.mark.spawn
@pytest.mark.skipif(shutil.which("riftcheck") is None, reason="console script not installed")
def test_cli_jobs_option_gives_the_same_report(decks, tmp_path):
    import subprocess

    def report(*extra):
        out = subprocess.run(
            ["riftcheck", "check", *decks, "-f", "json", *extra],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            check=False,
        )
        assert out.returncode == 1, out.stderr
        return out.stdout

    assert report("--jobs", "1") == report("--jobs", "2") == report()


def _json(name: str):
    from riftcheck.reporters import ReportOptions, get_reporter

    return get_reporter(name, ReportOptions())


def _parts(decks, reporter, jobs):
    parts: list[str] = []
    run = check_paths(
        decks,
        config=False,
        jobs=jobs,
        stats=True,
        deck_part=reporter.deck_part,
        on_part=parts.append,
    )
    return run, parts


def test_workers_draw_the_parts_and_the_parent_joins_them(decks):
    """The JSON report drawn by the workers, deck by deck, is the report drawn at once."""
    reporter = _json("json")
    run, parts = _parts(decks, reporter, jobs=2)
    assert len(parts) == len(decks)
    assert reporter.join(run, parts) == reporter.render(
        check_paths(decks, config=False, jobs=1, stats=True)
    )
    # the statistics went into the parts; the results handed back do not carry them again
    assert all(d.stats is None for d in run.decks)


def test_streamed_lines_are_the_same_from_the_workers(decks):
    reporter = _json("json-lines")
    assert _parts(decks, reporter, jobs=2)[1] == _parts(decks, reporter, jobs=1)[1]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_lean_run_keeps_only_what_the_finished_report_reads(decks, jobs):
    """With ``lean`` the parent keeps a drawn deck's verdict and severities, not its messages:
    the joined report, the counts and the exit codes are those of the full run."""
    reporter = _json("json")
    parts: list[str] = []
    lean = check_paths(
        decks,
        config=False,
        jobs=jobs,
        stats=True,
        deck_part=reporter.deck_part,
        on_part=parts.append,
        lean=True,
    )
    full = check_paths(decks, config=False, jobs=1, stats=True)
    assert reporter.join(lean, parts) == reporter.render(full)
    assert dict(lean.counts()) == dict(full.counts())
    assert lean.exit_code() == full.exit_code() == 1
    assert lean.exit_code(strict=True) == full.exit_code(strict=True)
    assert [(d.source, d.legal) for d in lean.decks] == [(d.source, d.legal) for d in full.decks]
    assert dict(lean.deck_as_of) == dict(full.deck_as_of)
    # the findings' messages are gone: one shared mark per severity stands for each finding
    kept = [f for d in lean.decks for f in d.findings]
    assert kept and {f.message for f in kept} == {""} and {f.rule for f in kept} == {""}
    assert len({id(f) for f in kept}) == len({f.severity for f in kept})
    assert all(d.rules_run == () for d in lean.decks)


def test_without_lean_a_drawn_result_keeps_its_findings(decks):
    reporter = _json("json")
    run, _ = _parts(decks, reporter, jobs=2)
    full = check_paths(decks, config=False, jobs=1)
    assert [d.findings for d in run.decks] == [d.findings for d in full.decks]


def test_the_parts_are_drawn_in_the_worker_processes(decks):
    import os

    parent = os.getpid()
    drawn: list[str] = []
    check_paths(
        decks,
        config=False,
        jobs=2,
        deck_part=lambda header, result, day: str(os.getpid()),
        on_part=drawn.append,
    )
    assert drawn[0] == str(parent)  # the first deck is checked before the workers are forked
    assert str(parent) not in drawn[1:] and len(set(drawn[1:])) >= 1
    assert len(drawn) == len(decks)


def test_without_fork_the_parent_draws_the_parts(decks, monkeypatch):
    _no_fork(monkeypatch)
    reporter = _json("json")
    parts: list[str] = []
    run = check_paths(
        decks, config=False, jobs=2, stats=True, deck_part=reporter.deck_part, on_part=parts.append
    )
    monkeypatch.undo()
    assert reporter.join(run, parts) == reporter.render(
        check_paths(decks, config=False, jobs=1, stats=True)
    )


# ---- issue 22, phase E: the text report drawn deck by deck, the JSON document written in pieces


def _text(**kw):
    from riftcheck.reporters import ReportOptions, get_reporter

    return get_reporter("text", ReportOptions(**kw))


def _dated(tmp_path, decks) -> list[str]:
    """``decks`` and two decks judged on dates of their own (``event_date``): the verdict lines
    of such a run say "as of DATE"."""
    src = Path(decks[0]).read_text(encoding="utf-8")
    if decks[0].endswith(".txt"):
        src = Path(decks[1]).read_text(encoding="utf-8")
    out = []
    for i, day in enumerate(("2026-04-20", "2026-12-01")):
        p = tmp_path / f"dated{i}.deck.yaml"
        p.write_text(f"event_date: {day}\n" + src, encoding="utf-8")
        out.append(str(p))
    return [*decks[:20], *out, *decks[20:]]


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(
    "options", [{}, {"verbosity": 1}, {"verbosity": -1}, {"ascii": True, "width": 40}]
)
def test_the_text_report_from_the_workers_parts_is_the_report_drawn_at_once(decks, jobs, options):
    """The plain text report drawn deck by deck (in the workers, with ``lean``) and joined by the
    parent is byte for byte the report :meth:`render` draws from the whole run."""
    reporter = _text(**options)
    assert reporter.per_deck
    stats = options.get("verbosity", 0) > 0
    parts: list = []
    lean = check_paths(
        decks,
        config=False,
        jobs=jobs,
        stats=stats,
        deck_part=reporter.deck_part,
        on_part=parts.append,
        lean=True,
    )
    assert len(parts) == len(decks)
    full = check_paths(decks, config=False, jobs=1, stats=stats)
    want = _text(**options).render(full)
    assert reporter.join(lean, parts) == want
    assert "ILLEGAL" in want and "UNREADABLE" in want and want.endswith("\n")
    assert all(f.message == "" for d in lean.decks for f in d.findings)


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_text_parts_of_decks_judged_on_other_dates_say_their_date(decks, tmp_path, jobs):
    """A run holding more than one judging date says "as of DATE" on every dated verdict: the
    parts carry both forms, the join picks this one."""
    mixed = _dated(tmp_path, decks)
    reporter = _text()
    parts: list = []
    lean = check_paths(
        mixed,
        config=False,
        jobs=jobs,
        deck_part=reporter.deck_part,
        on_part=parts.append,
        lean=True,
    )
    want = _text().render(check_paths(mixed, config=False, jobs=1))
    assert "as of 2026-04-20" in want and "as of 2026-12-01" in want
    assert reporter.join(lean, parts) == want


def test_a_coloured_text_report_is_drawn_at_once():
    """In colour rich draws the whole report (one console), so the text reporter is not per deck."""
    assert not _text(color=True).per_deck


def test_the_json_pieces_are_the_document_joined_as_before(decks):
    """``pieces`` (what the CLI writes around its spooled parts) join to the document that
    ``join`` used to build with one ``replace``."""
    from riftcheck.infra.escape import json_document
    from riftcheck.reporters.json import _NO_DECKS, document

    reporter = _json("json")
    run, parts = _parts(decks, reporter, jobs=2)
    doc = json_document(document(run, decks=False), indent=2, sort_keys=True)
    before = doc.replace(_NO_DECKS, '\n  "decks": [\n' + ",\n".join(parts) + "\n  ],\n", 1) + "\n"
    assert "".join(reporter.pieces(run, iter(parts))) == before == reporter.join(run, parts)
    assert reporter.join(run, []) == doc + "\n"
    json.loads(before)


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_the_cli_report_of_a_batch_is_the_report_drawn_at_once(cli, decks, fmt, tmp_path):
    """``riftcheck check`` over a batch with workers (text: blocks drawn in the workers; JSON: the
    decks' objects spooled to a temporary file and written around the top level) prints what the
    reporter draws from the whole run at once, byte for byte."""
    from riftcheck.reporters import ReportOptions, get_reporter

    r = cli("check", "--jobs", "2", "--format", fmt, *decks, cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert r.stderr == ""
    full = check_paths(decks, config=False, jobs=1, stats=fmt == "json")
    # the cli fixture's COLUMNS is 100; standard output is no terminal: no colour
    options = ReportOptions(width=100 if fmt == "text" else None, destination="stream")
    assert r.stdout == get_reporter(fmt, options).render(full)
    if fmt == "json":
        assert len(json.loads(r.stdout)["decks"]) == len(decks)


def test_the_cli_json_report_written_to_a_file_is_the_same_document(cli, decks, tmp_path):
    out = tmp_path / "report.json"
    r = cli("check", "--jobs", "2", "--format", "json", "--output", str(out), *decks, cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (1, "", "")
    printed = cli("check", "--jobs", "2", "--format", "json", *decks, cwd=tmp_path)
    assert printed.returncode == 1 and printed.stderr == ""
    assert out.read_text(encoding="utf-8") == printed.stdout
