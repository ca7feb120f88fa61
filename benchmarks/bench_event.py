"""The event benchmark: ``riftcheck event`` on a generated 500-player roster against ``riftcheck check``.

The roster (``benchmarks/corpus/event-N.csv``) names the first N decks of the
seeded corpus: four rows in five give the list as a path, the fifth pastes the
list's text into its cell, as a registration form export does. The same N
deck files are then checked by one ``riftcheck check`` (default jobs, and
``--jobs 1``), so the rows compare players per second with decks per second
on exactly the same lists. Run alone with ``python benchmarks/bench_event.py``;
``benchmarks/run.py`` includes it.
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


def main() -> int:
    """Generate the corpus if needed, run the event benchmark and print its rows."""
    sys.path.insert(0, str(HERE))
    import run as runner

    dirs = runner.ensure_corpus(500)
    res = bench_event(runner.tool("riftcheck"), dirs, 500, runs=3, env=runner.ENV)
    for row in rows(res):
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
