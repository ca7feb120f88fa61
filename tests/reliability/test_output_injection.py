"""The same hostile strings, fed to every reporter and every command, are shown and never obeyed (issue 12).

``hostile/strings.json`` holds the strings: terminal escape sequences (OSC
title, screen clear, a C1 CSI), newlines followed by GitHub workflow commands
(``::error``, ``::add-mask::``, indented), the legacy ``##[`` form, bidi
overrides, Markdown and HTML, XML breakers, NUL and DEL. They reach riftcheck
as card names in a card database (as a feed would send them), as card
references and the name of a deck file. Every output is then checked for its
medium: no control character reaches a terminal, no line can start a workflow
command (except the ``github`` format's own annotations), JSON and SARIF
still hold the exact strings, JUnit stays well-formed XML, the step summary
holds no raw HTML and no extra table cell.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from relkit import ROOT, assert_clean_exit

from riftcheck.cards.normalize import name_key
from riftcheck.infra.escape import excerpt
from riftcheck.reporters import REPORTERS

HOSTILE = json.loads(
    (Path(__file__).parent / "hostile" / "strings.json").read_text(encoding="utf-8")
)["strings"]
MINI = ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json"
#: A deck file name holding what a file system allows of them (no NUL, no slash).
DECK_NAME = "deck\n::error file=x::named ##[error]x \x1b[2J\u202e.deck.yaml"

_RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
_ANNOTATION = re.compile(
    r"^::(error|warning|notice) file=[^:\n]*(,line=\d+(,col=\d+)?)?,title=[^:\n]*::[^\n]*$"
)


def hostile_name(i: int, s: str) -> str:
    """The card name made of hostile string ``i``."""
    return f"Card{i} {s}"


@pytest.fixture
def hostile(tmp_path) -> tuple[Path, Path]:
    """A card database whose new cards bear the hostile names, and a deck naming them (and unknown ones)."""
    data = json.loads(MINI.read_text(encoding="utf-8"))
    for i, s in enumerate(HOSTILE):
        name = hostile_name(i, s)
        data["cards"].append(
            {
                "key": name_key(name),
                "name": name,
                "type": "Unit",
                "domains": ["Fury"],
                "tags": [s],
                "energy": 1,
                "might": 1,
                "names": {"en": name},
                "printings": [[f"OGN-{900 + i}", "OGN", str(900 + i), "base"]],
            }
        )
    cards = tmp_path / "hostile.cards.json"
    cards.write_text(json.dumps(data), encoding="utf-8")
    main = [f"9 {hostile_name(i, s)}" for i, s in enumerate(HOSTILE)]
    main += [f"1 unknown {s}" for s in HOSTILE]
    deck = tmp_path / DECK_NAME
    deck.write_text(
        json.dumps({"name": HOSTILE[0], "legend": "Jinx, Loose Cannon", "main": main}),
        encoding="utf-8",
    )
    return cards, deck


def assert_inert(text: str, *, github: bool = False, raw=_RAW_CONTROL) -> None:
    """Nothing in ``text`` can drive a terminal or start a CI workflow command (``raw``: the
    characters that may not appear raw)."""
    assert not raw.search(text), repr(raw.search(text).group())
    assert "##[" not in text
    for line in text.split("\n"):
        if line.lstrip().startswith("::"):
            assert github and _ANNOTATION.match(line), line


#: Formats whose output is JSON (one document, or one per line): the strings must be in it exactly.
JSON_FORMATS = {"json", "sarif", "gitlab", "json-lines"}


@pytest.mark.parametrize("fmt", sorted(REPORTERS))
@pytest.mark.parametrize("verbose", [False, True])
def test_every_reporter_shows_hostile_strings_inert(fmt, verbose, hostile, run_cli, tmp_path):
    cards, deck = hostile
    summary = tmp_path / "summary.md"
    args = ["--cards", cards, "check", "-f", fmt, "--color", "never", deck] + (
        ["-v"] if verbose else []
    )
    r = run_cli(*args, env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert_clean_exit(r, (1,))
    # the roster's cells come back in CSV as written (issue 23 F34, F6): on standard output that
    # is not a terminal control characters too (only a terminal gets them escaped, with a note:
    # tests/event/test_csv_cells_exact.py); no line can start a workflow command all the same
    raw = re.compile("(?!)") if fmt == "csv" else _RAW_CONTROL
    assert_inert(r.stdout, github=fmt == "github", raw=raw)
    assert_inert(r.stderr)
    if fmt in JSON_FORMATS:
        docs = (
            [json.loads(x) for x in r.stdout.splitlines()]
            if fmt == "json-lines"
            else [json.loads(r.stdout)]
        )
        flat = json.dumps(docs, ensure_ascii=False)
        for s in HOSTILE:  # data stays data: every string is in the document exactly (as the short
            # excerpt an unknown-card message quotes: a stranger's text is never echoed in full)
            assert json.dumps(excerpt(f"unknown {s}"), ensure_ascii=False)[1:-1] in flat
    if fmt == "junit":
        root = ET.fromstring(r.stdout.split("\n", 1)[1])
        assert root.tag == "testsuites"
    if fmt == "text":
        assert "\\x1b]0;pwned\\x07" in r.stdout
    if fmt == "github":
        md = summary.read_text(encoding="utf-8")
        assert "<img" not in md and "\x1b" not in md
        rows = [line for line in md.splitlines() if line.startswith("|")]
        assert len(rows) > 2 * len(HOSTILE)
        for row in rows:  # no cell added by a '|' in a card name or a file name
            assert len(re.findall(r"(?<!\\)\|", row)) == 6, row


def test_the_step_summary_escapes_markdown_and_html():
    from riftcheck.infra import escape

    md = escape.markdown(HOSTILE[8])
    assert "<" not in md and "\\*\\*bold\\*\\*" in md and "\\|" in md and "\\`code\\`" in md
    assert escape.markdown_code("a|b") == "<code>a\\|b</code>"


@pytest.mark.parametrize(
    "command",
    [
        ("cards", "search", "Card"),
        ("cards", "search", "Card", "--format", "json"),
        ("cards", "show", "OGN-900"),
        ("cards", "show", "OGN-903"),
        ("cards", "show", "OGN-906", "--format", "json"),
        ("cards", "show", "unknown \x1b[2J"),
        ("cards", "stats"),
    ],
)
def test_cards_commands_show_hostile_strings_inert(command, hostile, run_cli):
    cards, _ = hostile
    r = run_cli("--cards", cards, *command)
    assert_clean_exit(r, (0, 1))
    assert_inert(r.stdout)
    assert_inert(r.stderr)
    if "json" in command:
        json.loads(r.stdout)
    elif (
        command[1] == "search"
    ):  # one line per card: a newline in a name never starts a line of its own
        lines = r.stdout.splitlines()
        assert len(lines) == len(HOSTILE) and all(
            re.match(r"OGN-9\d\d +Card\d+ ", s) for s in lines
        ), lines
    elif command[1] == "show" and r.returncode == 0:
        assert (
            r.stdout.splitlines()[0].startswith("Card") and "\\n" in r.stdout or "\\x" in r.stdout
        )


def test_convert_warnings_show_hostile_strings_inert(hostile, run_cli):
    cards, deck = hostile
    r = run_cli("--cards", cards, "convert", deck, "--to", "yaml")
    assert_clean_exit(r, (0, 1))
    assert "unknown card" in r.stderr
    assert_inert(r.stderr)


def test_error_messages_show_hostile_file_names_inert(run_cli, tmp_path):
    (tmp_path / "x.deck.yaml").write_text("legend: Kennen\n", encoding="utf-8")
    r = run_cli(
        "check", "--ruleset", tmp_path / "no\n::error::such ##[x] \x1b[2J.yaml", "x.deck.yaml"
    )
    assert_clean_exit(r, (2,))
    assert "does not exist" in r.stderr
    assert_inert(r.stderr)


def test_each_escape_function_in_process():
    from riftcheck.infra import escape

    for s in HOSTILE:
        assert_inert(escape.line(s))
        assert "\n" not in escape.terminal(s) and "\r" not in escape.terminal(s)
        data = escape.workflow_data(s)
        assert "\n" not in data and "\r" not in data and "##[" not in data
        prop = escape.workflow_property(s)
        assert ":" not in prop and "," not in prop
        ET.fromstring(f"<a b='{escape.html(s)}'>{escape.html(s)}</a>")
        doc = escape.json_document({"s": s})
        assert json.loads(doc) == {"s": s}
        assert_inert(escape.log_lines(doc, "json").replace("\\u", "u"))
    assert escape.log_lines("  ::error::x\n##[y]", "xml") == "  &#58;:error::x\n##&#91;y]"


@pytest.mark.parametrize("fmt", sorted(REPORTERS))
def test_event_reports_show_hostile_strings_inert(fmt, run_cli, tmp_path):
    """Player, team and note cells, pasted lists and list file names of a roster: every format of ``event``."""
    import csv

    kennen = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    listed = tmp_path / "list \x1b[2J ##[x].txt"
    listed.write_text(kennen, encoding="utf-8")
    rows = [["player", "team", "notes", "list", "deck_code"]]
    for i, s in enumerate(HOSTILE):
        rows.append(
            [f"P{i} {s}", f"T {s}", s, kennen.replace("3 Gust", f"3 Gust {s}"), s if i % 2 else ""]
        )
    rows.append([HOSTILE[0], "", "", listed.name, ""])
    rows.append([HOSTILE[0], "", "", "", ""])  # a duplicate with no list
    roster = tmp_path / "roster.csv"
    with open(roster, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)
    summary = tmp_path / "summary.md"
    r = run_cli(
        "event",
        roster,
        "-f",
        fmt,
        "--color",
        "never",
        "-v",
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert_clean_exit(r, (1,))
    # the roster's cells come back in CSV as written (issue 23 F34, F6): on standard output that
    # is not a terminal control characters too (only a terminal gets them escaped, with a note:
    # tests/event/test_csv_cells_exact.py); no line can start a workflow command all the same
    raw = re.compile("(?!)") if fmt == "csv" else _RAW_CONTROL
    assert_inert(r.stdout, github=fmt == "github", raw=raw)
    assert_inert(r.stderr)
    if fmt in JSON_FORMATS:
        docs = (
            [json.loads(x) for x in r.stdout.splitlines()]
            if fmt == "json-lines"
            else [json.loads(r.stdout)]
        )
        assert docs
    if fmt == "html":
        assert "<img" not in r.stdout and r.stdout.count("<script>") == 1
