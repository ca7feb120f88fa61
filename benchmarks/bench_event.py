"""The event benchmark: ``riftcheck event`` on a generated 500-player roster against ``riftcheck check``.

The roster (``benchmarks/corpus/event-N.csv``) names the first N decks of the
seeded corpus: four rows in five give the list as a path, the fifth pastes the
list's text into its cell, as a registration form export does. The same N
deck files are then checked by one ``riftcheck check`` (default jobs, and
``--jobs 1``), so the rows compare players per second with decks per second
on exactly the same lists. Run alone with ``python benchmarks/bench_event.py``;
``benchmarks/run.py`` includes it.

``python benchmarks/bench_event.py --scale [N ...]`` is issue 23's scale benchmark: rosters of
1,000 to 10,000 players who paste their lists, half of them one netdeck, checked by ``riftcheck
event`` (text, then ``--html``) and, side by side, by ``riftcheck check`` on the same lists as
files, every run under ``ulimit -v`` (:data:`CAP_MB`), with wall time, CPU time and the peak PSS
summed over all processes; then the slope per 1,000 players, and the seconds headless Chromium
takes to open and filter the largest HTML report.
"""

from __future__ import annotations

import csv
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"


def deck_files(dirs: list[str], n: int) -> list[Path]:
    """The first ``n`` deck files of the corpus, in order."""
    files: list[Path] = []
    for d in dirs:
        files.extend(sorted(Path(d).iterdir()))
        if len(files) >= n:
            break
    return files[:n]


def write_event(files: list[Path]) -> Path:
    """The roster CSV of one player per deck file, next to the corpus directories."""
    path = CORPUS / f"event-{len(files)}.csv"
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["Player Name", "Player ID", "Decklist", "Table"])
        for i, f in enumerate(files, 1):
            rel = f.relative_to(CORPUS).as_posix()
            text = f.read_text(encoding="utf-8")
            pasted = i % 5 == 0 and f.name.endswith(".txt")
            w.writerow(
                [f"Player {i:04d}", f"id{i:04d}", text if pasted else rel, str((i + 1) // 2)]
            )
    return path


def _wall(argv: list[str], env: dict | None = None) -> float:
    t = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    return time.perf_counter() - t


def bench_event(
    riftcheck: str, dirs: list[str], n: int = 500, runs: int = 3, env: dict | None = None
) -> dict:
    """Median wall times of ``riftcheck event`` on the roster and ``riftcheck check`` on its files."""
    files = deck_files(dirs, n)
    roster = write_event(files)
    paths = [str(f) for f in files]
    cmds = {
        "event_s": [riftcheck, "event", str(roster)],
        "event_json_s": [riftcheck, "event", str(roster), "--format", "json"],
        "check_s": [riftcheck, "check", *paths],
        "check_j1_s": [riftcheck, "check", "--jobs", "1", *paths],
    }
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for argv in cmds.values():  # warm the page cache and the bytecode
        _wall(argv, env)
    for _ in range(runs):  # interleaved, so a busy moment hits every command alike
        for k, argv in cmds.items():
            times[k].append(_wall(argv, env))
    return {"players": len(files), **{k: statistics.median(v) for k, v in times.items()}}


def rows(r: dict) -> list[tuple[str, ...]]:
    """The benchmark table's rows: (measure, riftcheck, reference, ratio)."""
    n = r["players"]
    out = []
    for label, key in (("text", "event_s"), ("`--format json`", "event_json_s")):
        rate = n / r[key]
        check = n / r["check_s"]
        out.append(
            (
                f"Event, {n} players, `riftcheck event`, {label}",
                f"{rate:.0f} players/s ({r[key]:.2f} s)",
                f"`riftcheck check` on the same lists {check:.0f} decks/s ({r['check_s']:.2f} s)",
                f"{rate / check:.2f}x",
            )
        )
    j1 = n / r["check_j1_s"]
    out.append(
        (
            f"Event, {n} players, against `check --jobs 1`",
            f"{n / r['event_s']:.0f} players/s",
            f"{j1:.0f} decks/s ({r['check_j1_s']:.2f} s)",
            f"{(n / r['event_s']) / j1:.2f}x",
        )
    )
    return out


# ---------------------------------------------------------------- scale (issue 23)

#: The players of the scale rows, and the memory cap every measured run is started under.
SIZES = (1000, 2000, 5000, 10000)
CAP_MB = 2048


def write_scale_event(n: int, texts: list[str], netdeck: str, out: Path) -> tuple[Path, Path]:
    """A roster of ``n`` players who paste their lists, every other one the same ``netdeck``,
    and the same lists as files (``out/lists``) for ``riftcheck check``."""
    lists = out / "lists"
    lists.mkdir(parents=True, exist_ok=True)
    roster = out / f"scale-{n}.csv"
    with open(roster, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["Player Name", "Player ID", "Decklist"])
        for i in range(n):
            text = netdeck if i % 2 == 0 else texts[(i // 2) % len(texts)]
            w.writerow([f"Player {i:05d}", f"id{i:05d}", text])
            (lists / f"{i:05d}.deck.txt").write_text(text, encoding="utf-8")
    return roster, lists


def _capped(cap_mb: int):
    import resource

    cap = cap_mb * 1024 * 1024

    def limit() -> None:  # ulimit -v, inherited by every process of the run
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    return limit


def _schedstat(pid: int) -> tuple[int, int]:
    """Nanoseconds ``pid`` ran on a CPU and waited on a run queue for one (``/proc/PID/schedstat``)."""
    try:
        with open(f"/proc/{pid}/schedstat") as fh:
            ran, waited, _ = fh.read().split()
        return int(ran), int(waited)
    except (OSError, ValueError):
        return 0, 0


def _measure(runner, argv: list[str], cap_mb: int) -> dict:
    """Wall and CPU time (``wait4``, children included), peak PSS summed over the process tree,
    and the seconds the tree spent runnable but waiting for a CPU (``runq``): on this shared
    machine that, not I/O or sleeping, is what wall time adds to CPU time.

    The tree is listed again every 10th sample only (a scan of all of ``/proc`` costs the
    measuring process more than reading the PSS of the few processes it knows); ``sampler``
    is the CPU time the sampling took, on the same two cores.
    """
    import os
    import threading

    proc = runner.start(argv, preexec=_capped(cap_mb))
    peak, waited, spent = [0], {}, [0.0]
    stop = threading.Event()

    def sample() -> None:
        tree, n = [proc.pid], 0
        while not stop.is_set():
            if n % 10 == 0:
                tree = runner._descendants(proc.pid)
            n += 1
            peak[0] = max(peak[0], sum(runner._pss_kb(p) for p in tree))
            for p in tree:
                ran, w = _schedstat(p)
                if ran:
                    waited[p] = w
            spent[0] = time.thread_time()
            stop.wait(0.02)

    before = os.times()
    t = time.perf_counter()
    th = threading.Thread(target=sample, daemon=True)
    th.start()
    os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT)  # a zombie: its schedstat is final
    dt = time.perf_counter() - t
    stop.set()
    th.join()
    waited[proc.pid] = _schedstat(proc.pid)[1]
    _, status, _ = os.wait4(proc.pid, 0)
    after = os.times()
    return {
        "seconds": dt,
        "rc": os.waitstatus_to_exitcode(status),
        "pss_peak_mb": peak[0] / 1024,
        "cpu": (after.children_user - before.children_user)
        + (after.children_system - before.children_system),
        "runq": sum(waited.values()) / 1e9,
        "sampler": spent[0],
        "load": os.getloadavg()[0],
    }


def browser_open(html: Path) -> dict | None:
    """Seconds until headless Chromium fires the load event of ``html``, then to filter its table;
    ``None`` without Chromium."""
    sys.path.insert(0, str(HERE.parent / "tests" / "browser"))
    from cdp import Chromium, find_chromium

    binary = find_chromium()
    if binary is None:
        return None
    with Chromium(binary, timeout=600) as b:
        t = time.perf_counter()
        b.open(html)
        opened = time.perf_counter() - t
        t = time.perf_counter()
        b.js(
            "var q=document.getElementById('filter'); q.value='player 0999';"
            "q.dispatchEvent(new Event('input')); document.getElementById('shown').textContent"
        )
        import os

        return {"open": opened, "filter": time.perf_counter() - t, "load": os.getloadavg()[0]}


def bench_scale(riftcheck: str, dirs: list[str], sizes=SIZES, cap_mb: int = CAP_MB) -> list[dict]:
    """``riftcheck event`` (text, and ``--html``) on rosters of pasted lists, half of them one
    netdeck, beside ``riftcheck check`` on the same lists as files, each under ``ulimit -v``."""
    sys.path.insert(0, str(HERE))
    import run as runner

    texts = [
        f.read_text(encoding="utf-8")
        for d in dirs
        for f in sorted(Path(d).iterdir())
        if f.name.endswith(".txt")
    ]
    netdeck = (HERE.parent / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    out = []
    for n in sizes:
        work = CORPUS / f"scale-{n}"
        roster, lists = write_scale_event(n, texts, netdeck, work)
        html = work / "report.html"
        row = {"players": n, "cap_mb": cap_mb}
        row["event"] = _measure(runner, [riftcheck, "event", str(roster), "-q"], cap_mb)
        row["event_html"] = _measure(
            runner, [riftcheck, "event", str(roster), "-q", "--html", str(html)], cap_mb
        )
        row["check"] = _measure(runner, [riftcheck, "check", "-q", str(lists)], cap_mb)
        row["html_mb"] = html.stat().st_size / 1e6
        row["browser"] = browser_open(html) if n == max(sizes) else None
        out.append(row)
        print(scale_rows([row])[2], file=sys.stderr)  # the row itself
    return out


def _cell(m: dict) -> str:
    return (
        f"{m['seconds']:.1f} s / {m['cpu']:.1f} s / {m['runq']:.1f} s / {m['pss_peak_mb']:.0f} MB"
    )


def scale_rows(res: list[dict]) -> list[str]:
    """The scale table's lines (markdown), with the slope of time and memory per 1,000 players."""
    lines = [
        "| Players | `event` text | `event --html` | HTML file | `check` on the same files | "
        "load average |",
        "|---:|---|---|---:|---|---:|",
    ]
    for r in res:
        e, h, c = r["event"], r["event_html"], r["check"]
        lines.append(
            f"| {r['players']:,} | {_cell(e)} | {_cell(h)} | {r['html_mb']:.0f} MB | {_cell(c)} "
            f"| {e['load']:.1f} / {h['load']:.1f} / {c['load']:.1f} |"
        )
    lines.append(
        "\n(each cell: wall / CPU / waiting for a CPU / peak PSS summed over the processes; "
        "the load average of the minute when each run ended)"
    )
    if len(res) > 1:
        a, b = res[0], res[-1]
        k = (b["players"] - a["players"]) / 1000
        for key, label in (("event", "text"), ("event_html", "--html"), ("check", "check")):
            cpu = (b[key]["cpu"] - a[key]["cpu"]) / k
            mb = (b[key]["pss_peak_mb"] - a[key]["pss_peak_mb"]) / k
            lines.append(f"\nslope {label}: {cpu:.2f} s CPU and {mb:.1f} MB PSS per 1,000 players")
    for r in res:
        if r.get("browser"):
            br = r["browser"]
            lines.append(
                f"\nheadless Chromium, {r['players']:,} players: load event {br['open']:.1f} s, "
                f"filter {br['filter']:.2f} s (load average {br['load']:.1f})"
            )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Generate the corpus if needed, run the event benchmark and print its rows; with
    ``--scale`` (and optionally the sizes), the scale rows of issue 23 instead."""
    argv = sys.argv[1:] if argv is None else argv
    sys.path.insert(0, str(HERE))
    import run as runner

    if argv[:1] == ["--scale"]:
        sizes = tuple(int(a) for a in argv[1:]) or SIZES
        dirs = runner.ensure_corpus(2 * max(sizes))
        for line in scale_rows(bench_scale(runner.tool("riftcheck"), dirs, sizes)):
            print(line)
        return 0
    dirs = runner.ensure_corpus(500)
    res = bench_event(runner.tool("riftcheck"), dirs, 500, runs=3, env=runner.ENV)
    for row in rows(res):
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
