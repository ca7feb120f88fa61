"""riftcheck's benchmark suite: one command, one markdown table.

    python benchmarks/run.py            # full run: 10,000-deck corpus, 10 cold runs each
    python benchmarks/run.py --quick    # about a minute: 1,000 decks, 5 cold runs, scaling to 1,000

It writes a seeded corpus under ``benchmarks/corpus/`` (git-ignored; reused
when it already has the right size and seed), then measures, each time in
fresh processes:

1. the cold run of ``riftcheck DECK`` beside ``yamllint``,
   ``check-jsonschema`` (the ``bench`` extra) and ``python -c pass``;
2. one ``riftcheck check`` over 1,000 decks, in decks per second, beside the
   parse floor (``benchmarks/floor.py``: PyYAML's C loader over the same
   files, in one process);
3. card database load and the time until the first deck is checked;
4. peak memory of the batch (largest process, and the proportional total of
   all its processes);
5. scaling over 10, 100, 1,000 and 10,000 decks, and ``--jobs 1`` against the
   default;
6. ``riftcheck event`` on a generated 500-player roster against ``riftcheck
   check`` on the same lists (``benchmarks/bench_event.py``).

Results are also saved as JSON in ``benchmarks/results/latest.json``.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = HERE / "corpus"
RESULTS = HERE / "results"
PY = sys.executable

#: Environment of every measured process. Bytecode caching is forced on (in a
#: cache of our own, so nothing is written into the checkout or site-packages):
#: an installed riftcheck has its .pyc files, while an editable checkout run
#: with PYTHONDONTWRITEBYTECODE=1 would recompile every module on every run.
ENV = {
    k: v
    for k, v in os.environ.items()
    if k not in ("PYTHONDONTWRITEBYTECODE", "GITHUB_ACTIONS", "CI")
}
ENV["PYTHONPYCACHEPREFIX"] = str(RESULTS / "pycache")

sys.path.insert(0, str(HERE))
import corpus as corpus_mod  # noqa: E402  benchmarks/ is not a package: imported from its directory

#: The issue's targets, as (label, test on the measured value, wording).
TARGETS = {
    "cold": 1.0,  # riftcheck cold run / yamllint cold run, at most (issue 17; issue 7 had 1.3)
    "batch": 0.5,  # riftcheck batch rate / parse-floor rate, at least
    "cardload_ms": 25.0,  # at most
    "memory_mb": 80.0,  # peak for 10,000 decks, at most
    "jobs": 1.7,  # batch speed-up of the default jobs over --jobs 1 on 2 cores, at least
}


# ---------------------------------------------------------------- helpers


def tool(name: str) -> str | None:
    """The console script ``name`` from this interpreter's environment, else from PATH."""
    local = Path(PY).parent / name
    return str(local) if local.exists() else shutil.which(name)


def start(
    argv: list[str], stdin=subprocess.DEVNULL, env=None, preexec=None, cwd=None
) -> subprocess.Popen:
    """``argv`` started from the repository root (or ``cwd``) in the benchmark environment,
    output discarded.

    ``preexec`` runs in the child before ``argv`` (``paired.py`` sets its ``ulimit -v`` there).
    """
    return subprocess.Popen(
        argv,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        stdin=stdin,
        cwd=cwd or ROOT,
        env=env or ENV,
        preexec_fn=preexec,
    )


def wall(argv: list[str], stdin=subprocess.DEVNULL) -> tuple[float, int]:
    """Wall time and exit status of one run, output discarded."""
    t = time.perf_counter()
    rc = start(argv, stdin=stdin).wait()
    return time.perf_counter() - t, rc


def interleaved(cmds: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """Run every command ``runs`` times, round-robin, so load changes hit them all alike."""
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for argv in cmds.values():  # one warm-up each: page cache, .pyc files
        wall(argv)
    for _ in range(runs):
        for k, argv in cmds.items():
            times[k].append(wall(argv)[0])
    return times


def _descendants(pid: int) -> list[int]:
    kids: dict[int, list[int]] = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat", "rb") as fh:
                    ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            kids.setdefault(ppid, []).append(int(d))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(kids.get(p, ()))
    return out


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def memory_run(argv: list[str], preexec=None, env=None, cwd=None) -> dict:
    """Wall time, max RSS of the largest process, and peak summed PSS of the process tree."""
    proc = start(argv, preexec=preexec, env=env, cwd=cwd)
    peak = [0]
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            total = sum(_pss_kb(p) for p in _descendants(proc.pid))
            peak[0] = max(peak[0], total)
            stop.wait(0.02)

    t = time.perf_counter()
    th = threading.Thread(target=sample, daemon=True)
    if Path("/proc/self/smaps_rollup").exists():
        th.start()
    _, status, usage = os.wait4(proc.pid, 0)
    dt = time.perf_counter() - t
    stop.set()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return {
        "seconds": dt,
        "rc": proc.returncode,
        "maxrss_mb": usage.ru_maxrss / 1024,
        "pss_peak_mb": peak[0] / 1024,
    }


def py_json(code: str) -> dict:
    """Run ``code`` in a fresh interpreter (from the repository root) and parse the JSON it prints."""
    out = subprocess.run(
        [PY, "-c", code], capture_output=True, text=True, cwd=ROOT, env=ENV, check=True
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def machine() -> str:
    """A one-line description of this machine."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{cpu}, {cores} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}, load average {load:.2f} at start"
    )


def ensure_corpus(n: int) -> list[str]:
    """Generate (or reuse) a corpus of at least ``n`` decks; returns its sub-directories of 100 decks.

    A larger corpus from the same seed is reused: its first ``n`` decks are the
    ``n``-deck corpus, since decks are drawn one after another from one generator.
    """
    manifest = CORPUS / "manifest.json"
    stamp = CORPUS / "seed.txt"
    have = stamp.read_text().split() if stamp.exists() and manifest.exists() else []
    if not (len(have) == 2 and have[0] == str(corpus_mod.SEED) and int(have[1]) >= n):
        print(f"generating {n} decks in {CORPUS} ...", file=sys.stderr)
        corpus_mod.generate(CORPUS, n)
        stamp.write_text(f"{corpus_mod.SEED} {n}")
    return sorted(str(p) for p in CORPUS.iterdir() if p.is_dir())


def subset(dirs: list[str], n: int) -> list[str]:
    """Paths naming the first ``n`` decks of the corpus (whole 100-deck directories, or files)."""
    if n % 100 == 0:
        return dirs[: n // 100]
    files = sorted(str(p) for p in Path(dirs[0]).iterdir())
    return files[:n]


def med(xs: list[float]) -> float:
    """Median."""
    return statistics.median(xs)


# ---------------------------------------------------------------- measurements


def bench_cold(deck: str, runs: int) -> dict:
    """Median cold wall times of riftcheck and its neighbours on one deck file."""
    schema = str(ROOT / "riftcheck" / "schemas" / "deck.schema.json")
    cmds = {"python -c pass": [PY, "-c", "pass"]}
    for name, argv in (
        ("riftcheck", [tool("riftcheck"), deck]),
        ("riftcheck --format json", [tool("riftcheck"), deck, "--format", "json"]),
        ("yamllint", [tool("yamllint"), deck]),
        ("check-jsonschema", [tool("check-jsonschema"), "--schemafile", schema, deck]),
    ):
        if argv[0] is None:
            print(
                f"warning: {name} not installed (pip install -e .[bench]); skipped",
                file=sys.stderr,
            )
            continue
        cmds[name] = argv
    return {k: med(v) for k, v in interleaved(cmds, runs).items()}


def bench_batch(paths: list[str], runs: int, extra: list[str] = ()) -> float:
    """Median wall time of one ``riftcheck check`` over ``paths`` (text report to /dev/null)."""
    argv = [tool("riftcheck"), "check", *paths, *extra]
    wall(argv)
    return med([wall(argv)[0] for _ in range(runs)])


def parallel_capacity(jobs: int, runs: int = 3) -> float:
    """How many times faster ``jobs`` busy processes finish than ``jobs`` times one, right now.

    On an idle machine this is about ``jobs``; other work on the machine lowers
    it, and with it any speed-up ``--jobs`` can show, so the table prints both.
    """
    loop = [PY, "-c", "n = 0\nfor i in range(6_000_000): n += i"]
    one = med([wall(loop)[0] for _ in range(runs)])
    many = []
    for _ in range(runs):
        t = time.perf_counter()
        procs = [subprocess.Popen(loop, cwd=ROOT, env=ENV) for _ in range(jobs)]
        for p in procs:
            p.wait()
        many.append(time.perf_counter() - t)
    return jobs * one / med(many)


def bench_floor(paths: list[str], runs: int) -> tuple[float, float]:
    """Median wall time of the parse-floor process, and its median in-process parse time."""
    walls, inner = [], []
    for _ in range(runs + 1):
        t = time.perf_counter()
        out = subprocess.run(
            [PY, str(HERE / "floor.py"), *paths],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=ENV,
            check=True,
        )
        walls.append(time.perf_counter() - t)
        inner.append(json.loads(out.stdout)["seconds"])
    return med(walls[1:]), med(inner[1:])


def bench_cardload(runs: int) -> dict:
    """Card database load: first load in a fresh process (median of ``runs`` processes) and warm reloads."""
    code = (
        "import json,time\n"
        "from riftcheck.cards import db as m\n"
        "t=time.perf_counter(); d=m.CardDB.load(); first=time.perf_counter()-t\n"
        "again=[]\n"
        "for _ in range(10):\n"
        "    m._CACHE.clear(); t=time.perf_counter(); m.CardDB.load(); again.append(time.perf_counter()-t)\n"
        "print(json.dumps({'first': first, 'again': sorted(again)[5], 'cards': len(d._recs)}))\n"
    )
    res = [py_json(code) for _ in range(runs)]
    return {
        "first_ms": 1000 * med([r["first"] for r in res]),
        "reload_ms": 1000 * med([r["again"] for r in res]),
    }


def bench_first_deck(deck: str, runs: int) -> dict:
    """Time from interpreter start to the first checked deck, through the library (no CLI)."""
    code = (
        "import json,time\n"
        "t=time.perf_counter()\n"
        "from riftcheck.api import check_paths\n"
        f"r=check_paths([{deck!r}], config=False, jobs=1)\n"
        "print(json.dumps({'inner': time.perf_counter()-t, 'legal': r.decks[0].legal}))\n"
    )
    inner, walls = [], []
    for _ in range(runs):
        t = time.perf_counter()
        r = py_json(code)
        walls.append(time.perf_counter() - t)
        inner.append(r["inner"])
    return {"inner_ms": 1000 * med(inner), "process_ms": 1000 * med(walls)}


# ---------------------------------------------------------------- report


def verdict(ok: bool) -> str:
    """The Met column."""
    return "yes" if ok else "**no**"


def row(*cells: str) -> str:
    """One markdown table row."""
    return "| " + " | ".join(cells) + " |"


def _target(value: float, limit: float, unit: str, at_most: bool) -> tuple[str, str]:
    ok = value <= limit if at_most else value >= limit
    return f"{'<=' if at_most else '>='} {limit:g}{unit}", verdict(ok)


def ms(seconds: float) -> str:
    """Seconds as whole milliseconds."""
    return f"{seconds * 1000:.0f} ms"


def table(r: dict) -> str:
    """The results as markdown: the measures against the targets, then the scaling."""
    c = r["cold"]
    rc, py = c["riftcheck"], c["python -c pass"]
    b = r["batch"]
    n = b["decks"]
    floor_rate = n / b["floor_s"]
    lines = [
        f"riftcheck benchmarks, {r['date']}, {r['machine']}",
        "",
        row("Measure", "riftcheck", "Reference", "Ratio", "Target", "Met"),
        "|---|---:|---:|---:|---:|:-:|",
    ]
    if c.get("yamllint"):
        ratio = rc / c["yamllint"]
        lines.append(
            row(
                f"Cold run, one deck (median of {r['runs']})",
                ms(rc),
                f"yamllint {ms(c['yamllint'])}",
                f"{ratio:.2f}x",
                *_target(ratio, TARGETS["cold"], "x", True),
            )
        )
    if c.get("check-jsonschema"):
        cj = c["check-jsonschema"]
        lines.append(
            row(
                "Cold run vs check-jsonschema",
                ms(rc),
                ms(cj),
                f"{rc / cj:.2f}x",
                "",
                "",
            )
        )
    lines.append(row("Cold run vs `python -c pass`", ms(rc), ms(py), f"{rc / py:.2f}x", "", ""))
    if c.get("riftcheck --format json") and c.get("yamllint"):
        rj = c["riftcheck --format json"]
        lines.append(
            row(
                "Cold run, `--format json`",
                ms(rj),
                f"yamllint {ms(c['yamllint'])}",
                f"{rj / c['yamllint']:.2f}x",
                "",
                "",
            )
        )
    for label, key, _j1_key in (
        ("text", "riftcheck_s", "j1_s"),
        ("`--format json`", "json_s", "json_j1_s"),
    ):
        rate = n / b[key]
        target = (
            _target(rate / floor_rate, TARGETS["batch"], "x", False)
            if key == "riftcheck_s"
            else ("", "")
        )
        lines.append(
            row(
                f"Batch, {n} decks, `riftcheck check`, {label}",
                f"{rate:.0f} decks/s ({b[key]:.2f} s)",
                f"parse floor {floor_rate:.0f} decks/s ({b['floor_s']:.2f} s)",
                f"{rate / floor_rate:.2f}x",
                *target,
            )
        )
    lines.append(
        row(
            "Parse floor, parsing only (in-process)",
            "",
            f"{n / b['floor_inner_s']:.0f} decks/s",
            "",
            "",
            "",
        )
    )
    for label, key, j1_key in (
        ("text", "riftcheck_s", "j1_s"),
        ("`--format json`", "json_s", "json_j1_s"),
    ):
        speed = b[j1_key] / b[key]
        lines.append(
            row(
                f"`--jobs` default ({b['jobs']}) vs `--jobs 1`, {label}",
                f"speed-up {speed:.2f}x",
                f"{b[j1_key]:.2f} s with `-j 1`",
                "",
                *_target(speed, TARGETS["jobs"], "x", False),
            )
        )
    lines.append(
        row(
            "Machine's parallel capacity during the run",
            "",
            f"{b['jobs']} busy loops ran {b['capacity']:.2f}x faster than one after another",
            "",
            "",
            "",
        )
    )
    cl = r["cardload"]
    lines += [
        row(
            "Card database load, first in a process",
            f"{cl['first_ms']:.1f} ms",
            "",
            "",
            *_target(cl["first_ms"], TARGETS["cardload_ms"], " ms", True),
        ),
        row(
            "Card database load, again (parse + index only)",
            f"{cl['reload_ms']:.1f} ms",
            "",
            "",
            "",
            "",
        ),
        row(
            "First deck checked (library: imports + load + check)",
            f"{r['first']['inner_ms']:.0f} ms",
            f"whole process {r['first']['process_ms']:.0f} ms",
            "",
            "",
            "",
        ),
    ]
    for m in r["memory"]:
        target = (
            _target(m["pss_peak_mb"], TARGETS["memory_mb"], " MB", True)
            if m["decks"] >= 10_000
            else ("", "")
        )
        lines.append(
            row(
                f"Peak memory, batch of {m['decks']} decks",
                f"{m['pss_peak_mb']:.0f} MB (all processes, PSS)",
                f"largest process {m['maxrss_mb']:.0f} MB max RSS",
                "",
                *target,
            )
        )
    if r.get("event"):
        import bench_event

        for cells in bench_event.rows(r["event"]):
            lines.append(row(*cells, "", ""))
    lines += [
        "",
        row("Decks", "Batch time", "Per deck", "Decks/s"),
        "|---:|---:|---:|---:|",
    ]
    for sc in r["scaling"]:
        k, t = sc["decks"], sc["seconds"]
        lines.append(row(str(k), f"{t:.2f} s", f"{1000 * t / k:.2f} ms", f"{k / t:.0f}"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print the table."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer runs, scaling up to 1,000 decks")
    ap.add_argument(
        "--decks",
        type=int,
        default=1000,
        help="decks in the batch measurement (default 1000)",
    )
    ap.add_argument(
        "--runs",
        type=int,
        default=None,
        help="cold runs per command (default 10, quick 5)",
    )
    ap.add_argument(
        "--output",
        type=Path,
        default=RESULTS / "latest.json",
        help="where to save the JSON results",
    )
    args = ap.parse_args(argv)
    runs = args.runs or (5 if args.quick else 10)
    batch_runs = 1 if args.quick else 3
    sizes = [s for s in (10, 100, 1000, 10_000) if not args.quick or s <= 1000]
    biggest = max(sizes + [args.decks])
    if biggest > 100 and biggest % 100:
        ap.error("--decks must be a multiple of 100")
    if tool("riftcheck") is None:
        ap.error("riftcheck is not installed in this environment (pip install -e .[bench])")

    dirs = ensure_corpus(biggest)
    deck = min(str(p) for p in Path(dirs[0]).iterdir() if p.name.endswith(".deck.yaml"))
    res: dict = {
        "date": _dt.date.today().isoformat(),
        "machine": machine(),
        "runs": runs,
    }
    print("cold runs ...", file=sys.stderr)
    res["cold"] = bench_cold(deck, runs)
    batch_paths = subset(dirs, args.decks)
    print("batch ...", file=sys.stderr)
    floor_s, floor_inner = bench_floor(batch_paths, batch_runs)
    res["batch"] = {
        "decks": args.decks,
        "jobs": len(os.sched_getaffinity(0))
        if hasattr(os, "sched_getaffinity")
        else os.cpu_count(),
        "riftcheck_s": bench_batch(batch_paths, batch_runs),
        "json_s": bench_batch(batch_paths, batch_runs, ["--format", "json"]),
        "j1_s": bench_batch(batch_paths, batch_runs, ["--jobs", "1"]),
        "json_j1_s": bench_batch(batch_paths, batch_runs, ["--format", "json", "--jobs", "1"]),
        "floor_s": floor_s,
        "floor_inner_s": floor_inner,
    }
    res["batch"]["capacity"] = parallel_capacity(res["batch"]["jobs"])
    print("card database ...", file=sys.stderr)
    res["cardload"] = bench_cardload(runs)
    res["first"] = bench_first_deck(deck, runs)
    print("memory and scaling ...", file=sys.stderr)
    res["memory"] = []
    res["scaling"] = []
    for n in sizes:
        paths = subset(dirs, n)
        m = memory_run([tool("riftcheck"), "check", *paths])
        res["memory"].append({"decks": n, **m})
        res["scaling"].append({"decks": n, "seconds": m["seconds"]})
    res["memory"] = [m for m in res["memory"] if m["decks"] >= 1000]
    print("event ...", file=sys.stderr)
    import bench_event

    res["event"] = bench_event.bench_event(tool("riftcheck"), dirs, 500, runs=batch_runs, env=ENV)
    out = table(res)
    print(out)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    (args.output.with_suffix(".md")).write_text(out + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
