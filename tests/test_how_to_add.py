"""docs/architecture.md "How to add" is true: the files it lists are enough, and needed.

For each kind of thing (a rule, a reader, a writer, a report format, a
ruleset) the test makes the listed ``riftcheck/`` and ``rulesets/`` changes,
and nothing else, in a copy of the package, then runs that copy as a user
would and checks that the new thing appears everywhere its registry feeds:
choices of typer and of the fast path, the configuration validator, the
listings, a real check. The doc's list of those files must be exactly what
the test touched, plus the files other tests enforce (named in
:data:`ENFORCED_ELSEWHERE`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
KENNEN = ROOT / "examples" / "kennen.deck.yaml"
KENNEN_TXT = ROOT / "examples" / "kennen.deck.txt"

RULE_MODULE = '''"""The ``throwaway-rule`` rule: a test's rule, added as docs/architecture.md says."""

from riftcheck.models import Violation
from riftcheck.rules.base import Rule


class ThrowawayRule(Rule):
    """A deck has no sideboard (a rule made by tests/test_how_to_add.py).

    Legal example:

        sideboard: []

    Illegal example:

        sideboard:
          - 3 Rune Prison
    """

    id = "throwaway-rule"
    summary = "No sideboard."
    citations = ("TR 000",)

    def check(self, ctx):
        """One violation at the first sideboard entry."""
        if ctx.deck.sideboard:
            yield Violation("throwaway: a sideboard", location=ctx.deck.sideboard[0].location)
'''

REPORTER_MODULE = '''"""The ``throwaway`` report format: a test's reporter, added as docs/architecture.md says."""

from riftcheck.reporters.base import Reporter


class ThrowawayReporter(Reporter):
    """One line: how many decks and findings."""

    def render(self, run) -> str:
        """The line."""
        findings = sum(len(d.findings) for d in run.decks)
        return f"THROWAWAY REPORT: {len(run.decks)} decks, {findings} findings\\n"
'''

READER_MODULE = '''"""The ``throwaway`` deck format: Piltover text under a first line ``THROWAWAY``."""

from riftcheck.decks.textdeck import read_text


def read_throwaway(text, shown):
    """Piltover text after the ``THROWAWAY`` line (kept blank, so lines keep their numbers)."""
    first, _, rest = text.partition("\\n")
    return read_text("\\n" + rest, shown)
'''

WRITER_FUNCTION = """

def _throwaway(deck: Deck) -> str:
    return "THROWAWAY\\n" + _text(deck)
"""

RULESET = """name: throwaway
description: Constructed without the test's rule (tests/test_how_to_add.py)
extends: constructed
rules:
  throwaway-rule: false
"""

#: The files of each "How to add" subsection that this test makes, by subsection title.
MADE = {
    "A rule": {
        "riftcheck/rules/<id_with_underscores>.py",
        "riftcheck/rules/__init__.py",
        "rulesets/<name>.yaml",
    },
    "A reader (deck input format)": {
        "riftcheck/decks/<format>deck.py",
        "riftcheck/deckformats.py",
    },
    "A writer (deck output format)": {"riftcheck/decks/write.py", "riftcheck/deckformats.py"},
    "A report format": {"riftcheck/reporters/<format>.py", "riftcheck/reporters/__init__.py"},
    "A ruleset": {"rulesets/<name>.yaml"},
}

#: Files the doc lists that this test does not make, and the test that enforces each.
ENFORCED_ELSEWHERE = {
    "A rule": {"riftcheck/locale/fr/LC_MESSAGES/riftcheck.po"},  # tests/unit/test_i18n.py
    "A reader (deck input format)": {"riftcheck/decks/read.py"},  # optional: format detection
    "A report format": {"riftcheck/schemas/config.schema.json"},  # test_schema_agreement.py
}


def _doc_files() -> dict[str, set[str]]:
    """Subsection title -> the riftcheck/ and rulesets/ paths its bullets start with."""
    text = DOC.read_text(encoding="utf-8").split("\n## How to add\n", 1)[1].split("\n## ", 1)[0]
    out = {}
    for part in text.split("\n### ")[1:]:
        title, _, body = part.partition("\n")
        out[title.strip()] = set(re.findall(r"^- `((?:riftcheck|rulesets)/[^`]+)`", body, re.M))
    return out


def test_the_doc_lists_exactly_the_files_it_takes():
    files = _doc_files()
    assert set(files) == set(MADE)
    for title, made in MADE.items():
        assert files[title] == made | ENFORCED_ELSEWHERE.get(title, set()), title


def _insert_after(path: Path, anchor_re: str, line: str) -> None:
    text = path.read_text(encoding="utf-8")
    m = re.search(anchor_re, text, re.M)
    assert m, (path, anchor_re)
    path.write_text(text[: m.end()] + line + text[m.end() :], encoding="utf-8")


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """A copy of the package with a rule, a reader, a writer, a report format and a ruleset added."""
    root = tmp_path_factory.mktemp("added")
    pkg = root / "riftcheck"
    shutil.copytree(ROOT / "riftcheck", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "rulesets", root / "rulesets")
    os.symlink(ROOT / "card_data", root / "card_data")
    # a rule: its module, its name in _BUILTIN_MODULES, selected by constructed
    (pkg / "rules" / "throwaway_rule.py").write_text(RULE_MODULE, encoding="utf-8")
    _insert_after(pkg / "rules" / "__init__.py", r'^    "copy_limit",\n', '    "throwaway_rule",\n')
    _insert_after(root / "rulesets" / "constructed.yaml", r"^rules:\n", "  throwaway-rule: {}\n")
    # a reader: its module and one READERS line
    (pkg / "decks" / "throwawaydeck.py").write_text(READER_MODULE, encoding="utf-8")
    _insert_after(
        pkg / "deckformats.py",
        r"^READERS: dict\[str, str\] = \{\n",
        '    "throwaway": "riftcheck.decks.throwawaydeck:read_throwaway",\n',
    )
    # a writer: its function in write.py and one WRITERS line
    with (pkg / "decks" / "write.py").open("a", encoding="utf-8") as fh:
        fh.write(WRITER_FUNCTION)
    _insert_after(
        pkg / "deckformats.py",
        r"^WRITERS: dict\[str, str\] = \{\n",
        '    "throwaway": "riftcheck.decks.write:_throwaway",\n',
    )
    # a report format: its module and one REPORTERS line
    (pkg / "reporters" / "throwaway.py").write_text(REPORTER_MODULE, encoding="utf-8")
    _insert_after(
        pkg / "reporters" / "__init__.py",
        r"^REPORTERS: dict\[str, str\] = \{\n",
        '    "throwaway": "riftcheck.reporters.throwaway:ThrowawayReporter",\n',
    )
    # a ruleset: its file
    (root / "rulesets" / "throwaway.yaml").write_text(RULESET, encoding="utf-8")
    (root / "work").mkdir()
    return root


def _run(tree: Path, *args, code: str | None = None, cwd: Path | None = None):
    env = {**os.environ, "PYTHONPATH": str(tree), "NO_COLOR": "1", "COLUMNS": "200"}
    argv = ["-c", code, *map(str, args)] if code else ["-m", "riftcheck", *map(str, args)]
    r = subprocess.run(
        [sys.executable, *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd or tree / "work",
        timeout=120,
    )
    assert "Traceback" not in r.stderr, r.stderr
    return r


#: Runs ``sys.argv[1:]`` through the typer app, never the fast path.
TYPER = (
    "import sys; import riftcheck.cli as c; c._register(); from riftcheck.cli import _common; "
    "_common.run_app(c.app, sys.argv[1:])"
)


@pytest.mark.spawn
def test_the_copy_is_what_runs(tree):
    r = _run(tree, code="import riftcheck; print(riftcheck.__file__)")
    assert r.stdout.strip() == str(tree / "riftcheck" / "__init__.py")


@pytest.mark.spawn
def test_a_report_format_is_one_file_and_one_registry_line(tree):
    fast = _run(tree, "check", "-f", "throwaway", KENNEN)
    assert (fast.returncode, fast.stderr) == (1, "")
    assert fast.stdout == "THROWAWAY REPORT: 1 decks, 1 findings\n"
    typer = _run(tree, "check", "-f", "throwaway", KENNEN, code=TYPER)
    assert (typer.returncode, typer.stdout, typer.stderr) == (1, fast.stdout, "")
    helps = _run(tree, "check", "--help", code=TYPER)
    assert helps.returncode == 0 and "throwaway" in helps.stdout
    work = tree / "work" / "configured"
    work.mkdir(exist_ok=True)
    (work / ".riftcheck.yaml").write_text("format: throwaway\n", encoding="utf-8")
    configured = _run(tree, KENNEN, cwd=work)
    assert (configured.returncode, configured.stdout) == (1, fast.stdout), configured.stderr
    event = _run(tree, "event", "--help", code=TYPER)
    assert "throwaway" in event.stdout


@pytest.mark.spawn
def test_a_rule_is_one_module_one_registry_line_and_its_ruleset(tree):
    r = _run(tree, "rules", "--format", "json")
    ids = [row["id"] for row in json.loads(r.stdout)["rules"]]
    assert ids[ids.index("copy-limit") + 1] == "throwaway-rule"
    assert _run(tree, "explain", "throwaway-rule").returncode == 0
    checked = _run(tree, "check", "-f", "json", "--select", "throwaway-rule", KENNEN)
    assert checked.returncode == 1, checked.stderr
    [v] = json.loads(checked.stdout)["decks"][0]["violations"]
    assert v["rule"] == "throwaway-rule" and v["message"] == "throwaway: a sideboard"


@pytest.mark.spawn
def test_a_ruleset_is_one_file(tree):
    listed = _run(tree, "rulesets")
    assert listed.returncode == 0 and "throwaway" in listed.stdout
    r = _run(tree, "check", "--ruleset", "throwaway", KENNEN)
    assert (r.returncode, r.stderr) == (0, ""), r.stdout


@pytest.mark.spawn
def test_a_reader_and_a_writer_are_a_function_and_one_registry_line_each(tree):
    deck = tree / "work" / "kennen.throwaway"
    deck.write_text("THROWAWAY\n" + KENNEN_TXT.read_text(encoding="utf-8"), encoding="utf-8")
    read = _run(tree, "convert", "--input-format", "throwaway", deck, "--to", "yaml")
    # the list's title comment is said to be left out, as by every writer (atkA 25)
    assert (read.returncode, read.stderr) == (
        0,
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n",
    )
    assert "legend: Kennen, Heart of the Tempest" in read.stdout
    written = _run(tree, "convert", KENNEN, "--to", "throwaway")
    # the example's comment is said to be left out, as by every writer (atkA 25)
    assert (written.returncode, written.stderr) == (
        0,
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n",
    )
    # convert reads what it wrote back with the reader of the same name: here, the one added above
    assert (
        written.stdout.startswith("THROWAWAY\n")
        and "Kennen, Heart of the Tempest" in written.stdout
    )
    helps = _run(tree, "convert", "--help", code=TYPER)
    assert helps.stdout.count("throwaway") >= 2, helps.stdout
