"""Issue 22's targets, each measured side by side: the two commands of a pair run in turn, in one run.

    python benchmarks/paired.py all [--rounds N] [--decks N] [--memory-decks N] [--cap-mb N]
    python benchmarks/paired.py cold|batch|jobs|memory [...]
    python benchmarks/paired.py cold --tree BEFORE      # riftcheck of another source tree as well

Every round runs each command of a pair once, back to back, the order turning
every round, so that the load of a shared machine falls on both sides alike; the
figures are medians over the rounds, of each side and of the per-round ratio.
Every process is measured twice: wall time, and CPU time (user + system of the
process and of the workers it waited for, from ``wait4``), which the other work
on a loaded machine disturbs far less. The pairs, with the issue's targets:

* ``cold``: ``riftcheck DECK`` against ``yamllint DECK`` on the same file (at most 1.0x);
* ``batch``: ``riftcheck check CORPUS`` (text, then ``--format json``) against
  ``benchmarks/floor.py CORPUS``, PyYAML's C loader over the same files in one
  process (at most 2.0x);
* ``jobs``: ``--jobs 2`` against ``--jobs 1`` over the same corpus (at least 1.7x
  on an idle 2-core machine), and in the same rounds two busy loops run one
  after the other against both at once: on a loaded machine ``--jobs 2`` must get
  at least 85% of the speed-up the loops get;
* ``memory``: one ``riftcheck check`` over 10,000 decks under an address-space cap
  (``ulimit -v``, ``--cap-mb`` per process), the peak of the proportional set size
  summed over all its processes (at most 80 MB).

Results go to stdout as a markdown table and to ``benchmarks/results/paired.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import run as suite  # noqa: E402  benchmarks/ is not a package: imported from its directory

TARGETS = {"cold": 1.0, "batch": 2.0, "jobs": 1.7, "jobs_share": 0.85, "memory_mb": 80.0}
#: One busy loop: about as long as a 1,000-deck batch on one core.
LOOP = [sys.executable, "-c", "n = 0\nfor i in range(12_000_000): n += i"]


def measure(
    argv: list[str], env: dict | None = None, preexec=None, cwd=None
) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``argv`` (output discarded)."""
    t = time.perf_counter()
    p = suite.start(argv, env=env, preexec=preexec, cwd=cwd)
    _, _, usage = os.wait4(p.pid, 0)
    return time.perf_counter() - t, usage.ru_utime + usage.ru_stime


def measure_parallel(argvs: list[list[str]]) -> tuple[float, float]:
    """Wall and CPU seconds of running every ``argv`` at once."""
    t = time.perf_counter()
    procs = [suite.start(a) for a in argvs]
    cpu = 0.0
    for p in procs:
        _, _, usage = os.wait4(p.pid, 0)
        cpu += usage.ru_utime + usage.ru_stime
    return time.perf_counter() - t, cpu


def rounds(sides: dict[str, object], n: int) -> dict[str, dict[str, list[float]]]:
    """``n`` rounds over ``sides`` (name -> argv, or a callable giving (wall, cpu)), order turning."""
    out = {k: {"wall": [], "cpu": []} for k in sides}
    names = list(sides)
    for k in names:  # one warm-up each: page cache, bytecode
        _run(sides[k])
    for i in range(n):
        order = names if i % 2 == 0 else names[::-1]
        for k in order:
            w, c = _run(sides[k])
            out[k]["wall"].append(w)
            out[k]["cpu"].append(c)
    return out


def _run(side) -> tuple[float, float]:
    return side() if callable(side) else measure(side)


def summary(got: dict, a: str, b: str) -> dict:
    """Medians of ``a`` and ``b`` and the median of the per-round ratios ``a / b``, wall and CPU."""
    out = {}
    for what in ("wall", "cpu"):
        xs, ys = got[a][what], got[b][what]
        out[what] = {
            a: statistics.median(xs),
            b: statistics.median(ys),
            "ratio": statistics.median(x / y for x, y in zip(xs, ys, strict=True)),
        }
    return out


def tree_env(tree: str) -> dict:
    """The benchmark environment with ``tree`` (a source tree) first on ``PYTHONPATH``."""
    return {**suite.ENV, "PYTHONPATH": str(Path(tree).resolve())}


#: Where ``python -m riftcheck`` of a tree runs: outside every tree, since ``sys.path[0]`` (the
#: current directory) comes before ``PYTHONPATH`` and from the checkout would import the checkout
OUTSIDE = tempfile.gettempdir()


# ---------------------------------------------------------------- the pairs


def cold(dirs: list[str], n: int, tree: str | None) -> dict:
    deck = min(str(p) for p in Path(dirs[0]).iterdir() if p.name.endswith(".deck.yaml"))
    sides: dict[str, object] = {
        "riftcheck": [suite.tool("riftcheck"), deck],
        "yamllint": [suite.tool("yamllint"), deck],
    }
    if tree:
        py = [sys.executable, "-m", "riftcheck", deck]
        here = tree_env(str(suite.ROOT))
        sides["riftcheck (this tree, -m)"] = lambda: measure(py, here, cwd=OUTSIDE)
        sides["riftcheck (--tree, -m)"] = lambda: measure(py, tree_env(tree), cwd=OUTSIDE)
    got = rounds(sides, n)
    res = {"deck": deck, **summary(got, "riftcheck", "yamllint")}
    if tree:
        res["tree"] = summary(got, "riftcheck (this tree, -m)", "riftcheck (--tree, -m)")
    return res


def batch(dirs: list[str], n: int, decks: int) -> dict:
    paths = suite.subset(dirs, decks)
    floor = [sys.executable, str(HERE / "floor.py"), *paths]
    rc = [suite.tool("riftcheck"), "check", *paths]
    got = rounds({"text": rc, "json": [*rc, "--format", "json"], "floor": floor}, n)
    return {
        "decks": decks,
        "text": summary(got, "text", "floor"),
        "json": summary(got, "json", "floor"),
    }


def jobs(dirs: list[str], n: int, decks: int) -> dict:
    paths = suite.subset(dirs, decks)
    rc = [suite.tool("riftcheck"), "check", *paths]
    got = rounds(
        {
            "jobs 1": [*rc, "--jobs", "1"],
            "jobs 2": [*rc, "--jobs", "2"],
            "loops one after the other": lambda: _sum(measure(LOOP), measure(LOOP)),
            "loops together": lambda: measure_parallel([LOOP, LOOP]),
        },
        n,
    )
    res = {
        "decks": decks,
        "riftcheck": summary(got, "jobs 1", "jobs 2"),
        "loops": summary(got, "loops one after the other", "loops together"),
    }
    res["share"] = res["riftcheck"]["wall"]["ratio"] / res["loops"]["wall"]["ratio"]
    return res


def _sum(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return a[0] + b[0], a[1] + b[1]


def memory(
    dirs: list[str], decks: int, cap_mb: int, fmt: str = "text", tree: str | None = None
) -> dict:
    """One check of ``decks`` decks in ``fmt`` (``--memory-format``) under the cap; with ``tree``,
    that source tree's riftcheck (``python -m riftcheck``, the tree first on ``PYTHONPATH``)."""
    cap = cap_mb * 1024 * 1024

    def limit() -> None:  # ulimit -v: every process of the run, workers included, inherits it
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    head = [sys.executable, "-m", "riftcheck"] if tree else [suite.tool("riftcheck")]
    argv = [*head, "check", *(["--format", fmt] if fmt != "text" else [])]
    argv += suite.subset(dirs, decks)
    m = suite.memory_run(
        argv, preexec=limit, env=tree_env(tree) if tree else None, cwd=OUTSIDE if tree else None
    )
    return {"decks": decks, "cap_mb": cap_mb, "format": fmt, "tree": tree, **m}


# ---------------------------------------------------------------- report


def _ms(s: float) -> str:
    return f"{1000 * s:.0f} ms" if s < 10 else f"{s:.1f} s"


def table(res: dict) -> str:
    head = [
        f"Side-by-side pairs, {res['date']}, {res['machine']}, {res['rounds']} rounds",
        "",
        "| Pair | A (wall / CPU) | B (wall / CPU) | A/B wall | A/B CPU | Target | Met (wall) |",
        "|---|---:|---:|---:|---:|---:|:-:|",
    ]
    rows = []

    def pair(label, s, a, b, target, at_most=True):
        w, c = s["wall"], s["cpu"]
        ok = w["ratio"] <= target if at_most else w["ratio"] >= target
        rows.append(
            f"| {label} | {_ms(w[a])} / {_ms(c[a])} | {_ms(w[b])} / {_ms(c[b])} | "
            f"{w['ratio']:.2f}x | {c['ratio']:.2f}x | {'<=' if at_most else '>='} {target}x | "
            f"{'yes' if ok else '**no**'} |"
        )

    if "cold" in res:
        pair(
            "Cold check of one deck: riftcheck / yamllint",
            res["cold"],
            "riftcheck",
            "yamllint",
            1.0,
        )
        if "tree" in res["cold"]:
            t = res["cold"]["tree"]
            rows.append(
                f"| Cold check: this tree / --tree (CPU) | {_ms(t['cpu']['riftcheck (this tree, -m)'])} "
                f"| {_ms(t['cpu']['riftcheck (--tree, -m)'])} | {t['wall']['ratio']:.2f}x "
                f"| {t['cpu']['ratio']:.2f}x | | |"
            )
    if "batch" in res:
        b = res["batch"]
        pair(f"{b['decks']}-deck batch, text / C-loader parse", b["text"], "text", "floor", 2.0)
        pair(f"{b['decks']}-deck batch, JSON / C-loader parse", b["json"], "json", "floor", 2.0)
    if "jobs" in res:
        j = res["jobs"]
        pair(
            f"`--jobs 1` / `--jobs 2`, {j['decks']} decks",
            j["riftcheck"],
            "jobs 1",
            "jobs 2",
            1.7,
            False,
        )
        pair(
            "Two busy loops: one after the other / together",
            j["loops"],
            "loops one after the other",
            "loops together",
            0,
            False,
        )
        ok = j["share"] >= TARGETS["jobs_share"]
        rows.append(
            f"| `--jobs 2` speed-up / the loops' speed-up (same rounds) | | | {j['share']:.0%} | | "
            f">= 85% | {'yes' if ok else '**no**'} |"
        )
    if "memory" in res:
        m = res["memory"]
        ok = m["pss_peak_mb"] <= TARGETS["memory_mb"] and m["rc"] in (0, 1)
        rows.append(
            f"| Memory, {m['decks']} decks, `{m.get('format', 'text')}`, all processes (PSS peak), "
            f"`ulimit -v` {m['cap_mb']} MB "
            f"| {m['pss_peak_mb']:.0f} MB | largest process {m['maxrss_mb']:.0f} MB RSS | | | "
            f"<= 80 MB | {'yes' if ok else '**no**'} (exit {m['rc']}) |"
        )
    return "\n".join(head + rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["all", "cold", "batch", "jobs", "memory"])
    ap.add_argument("--rounds", type=int, default=9, help="rounds per pair (default 9)")
    ap.add_argument("--decks", type=int, default=1000, help="decks of the batch and jobs pairs")
    ap.add_argument("--memory-decks", type=int, default=10_000)
    ap.add_argument("--cap-mb", type=int, default=2048, help="address-space cap per process")
    ap.add_argument("--tree", help="another source tree whose cold check is measured beside")
    ap.add_argument(
        "--memory-format", default="text", help="report format of the memory run (text, json, ...)"
    )
    ap.add_argument(
        "--memory-tree", help="measure the memory run of this source tree instead (python -m)"
    )
    ap.add_argument("--output", type=Path, default=suite.RESULTS / "paired.json")
    args = ap.parse_args(argv)
    if suite.tool("riftcheck") is None or suite.tool("yamllint") is None:
        ap.error("riftcheck and yamllint must be installed here (pip install -e .[bench])")
    want = {"cold", "batch", "jobs", "memory"} if args.what == "all" else {args.what}
    dirs = suite.ensure_corpus(max(args.decks, args.memory_decks if "memory" in want else 0))
    res: dict = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": suite.machine(),
        "rounds": args.rounds,
    }
    if "cold" in want:
        res["cold"] = cold(dirs, args.rounds, args.tree)
    if "batch" in want:
        res["batch"] = batch(dirs, args.rounds, args.decks)
    if "jobs" in want:
        res["jobs"] = jobs(dirs, args.rounds, args.decks)
    if "memory" in want:
        res["memory"] = memory(
            dirs, args.memory_decks, args.cap_mb, args.memory_format, args.memory_tree
        )
    out = table(res)
    print(out)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
