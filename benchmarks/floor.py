"""The practical floor of a batch run: read every deck file and parse it, nothing else.

YAML files are parsed with PyYAML's C loader (``CSafeLoader``); Piltover
text files, which are not YAML, are split into lines and ``count name``
pairs, which is what any reader of them has to do at least. Prints the
in-process parse time in seconds as JSON, so the caller can use either that
or the wall time of the whole process (interpreter start-up included).

    python benchmarks/floor.py FILE_OR_DIR...
"""

from __future__ import annotations

import json
import os
import sys
import time

import yaml


def deck_files(paths: list[str]) -> list[str]:
    """The ``*.deck.yaml`` / ``*.deck.txt`` files under ``paths``, sorted like riftcheck walks them."""
    out: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if ".deck." in f)
        else:
            out.append(p)
    return out


def parse_all(files: list[str]) -> int:
    """Parse every file; returns how many top-level values were read (so nothing is optimised away)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    n = 0
    for f in files:
        with open(f, encoding="utf-8") as fh:
            text = fh.read()
        if f.endswith((".yaml", ".yml")):
            n += len(yaml.load(text, Loader=loader) or ())
        else:
            n += len([line.split(None, 1) for line in text.splitlines() if line.strip()])
    return n


def main(argv: list[str]) -> None:
    """Parse the files named by ``argv`` and print ``{"files", "values", "seconds"}``."""
    files = deck_files(argv)
    t = time.perf_counter()
    n = parse_all(files)
    print(json.dumps({"files": len(files), "values": n, "seconds": time.perf_counter() - t}))


if __name__ == "__main__":
    main(sys.argv[1:])
