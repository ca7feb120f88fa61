"""An event of PLAYERS players, each pasting a pool of LINES lines (``1 OGN-nnn``) into the event
file, for measuring pasted pools (benchmarks/README.md, "Issue 23: pasted pools").

    python benchmarks/gen_pasted_pools.py 32 19500 OUTDIR

writes OUTDIR/ev.yaml (about 10 MB for 32 x 19,500 lines), OUTDIR/lists/pool.txt (the same pool
as a file) and OUTDIR/evf.yaml (one player naming that file); copy a list to OUTDIR/lists/a.txt.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(players: int, lines: int, out: Path) -> None:
    pool = [f"1 OGN-{i % 250 + 1:03d}" for i in range(lines)]
    (out / "lists").mkdir(parents=True, exist_ok=True)
    head = "name: Big\ndate: 2026-09-20\nruleset: sealed\nplayers:\n"
    with open(out / "ev.yaml", "w", encoding="utf-8") as f:
        f.write(head)
        for p in range(players):
            f.write(f"  - id: p{p}\n    player: P{p}\n    list: lists/a.txt\n    pool: |\n")
            f.writelines(f"      {line}\n" for line in pool)
    (out / "lists" / "pool.txt").write_text("\n".join(pool) + "\n", encoding="utf-8")
    (out / "evf.yaml").write_text(
        head + "  - id: p0\n    player: P0\n    list: lists/a.txt\n    pool: lists/pool.txt\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]))
