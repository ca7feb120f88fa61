"""The start-up budget of a plain ``riftcheck deck.yaml``: what a cold check may import.

A pre-commit hook or an editor runs one check per file, so every module a plain check imports
is paid on every run (docs/architecture.md, "Start-up budget"). A fresh interpreter runs
``riftcheck DECK`` through the console script's entry point (``riftcheck._entry``) twice, with
its own cache directory: the first run fills the plugin-discovery cache, the second is the one measured, as a user's
every run after the first. The modules it adds to the bare interpreter's must not include
those the budget keeps off a plain check, and must be no more than the budget's count, which
is written once, in docs/architecture.md.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "examples" / "kennen.deck.yaml"

#: What a plain check never imports, and why (docs/architecture.md, "Start-up budget")
NEVER = {
    "typer": "the fast path (cli/_fast.py) parses a plain command line",
    "click": "typer's, for the same reason",
    "rich": "only coloured output draws with rich",
    "importlib.metadata": "plugin discovery is cached (infra/entrypoints.py)",
    "email": "importlib.metadata's",
    "socket": "importlib.metadata's",
    "inspect": "the shared values are infra/value.py classes, not dataclasses",
    "dataclasses": "the shared values are infra/value.py classes, not dataclasses",
    "hashlib": "OpenSSL's load: infra/digest.py hashes a plain check's short inputs itself",
}

_CODE = """\
import sys
before = set(sys.modules)
sys.argv[:] = ["riftcheck", sys.argv[1]]
from riftcheck._entry import main  # the console script's entry point
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
print("MODULES", __import__("json").dumps(sorted(set(sys.modules) - before)), file=sys.stderr)
"""


def _budget() -> int:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = re.findall(r"a plain check imports at most \*\*(\d+) modules\*\*", text)
    assert len(found) == 1, "docs/architecture.md states the module budget once"
    return int(found[0])


def _plain_check_modules(tmp_path: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "RIFTCHECK_NO_CACHE"}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    for var in ("NO_COLOR", "FORCE_COLOR", "GITHUB_ACTIONS", "CI"):
        env.pop(var, None)
    out = None
    for _ in range(2):  # the first run fills the plugin cache; the second is measured
        out = subprocess.run(
            [sys.executable, "-c", _CODE, str(DECK)],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=env,
            check=False,
        )
        assert re.search(r"kennen\.deck\.yaml: (LEGAL|ILLEGAL)", out.stdout), (
            out.stdout + out.stderr
        )
    line = [x for x in out.stderr.splitlines() if x.startswith("MODULES ")]
    assert line, out.stderr
    return json.loads(line[-1][len("MODULES ") :])


def test_a_plain_check_stays_within_the_start_up_budget(tmp_path):
    modules = _plain_check_modules(tmp_path)
    imported = {m: why for m, why in NEVER.items() if m in modules}
    assert not imported, f"a plain check imported {imported}"
    budget = _budget()
    assert len(modules) <= budget, (
        f"a plain check imports {len(modules)} modules, beyond the budget of {budget} "
        f"(docs/architecture.md, 'Start-up budget'): {modules}"
    )
