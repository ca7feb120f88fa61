"""``event --format csv`` says a check an event ruleset weakened (atkI 2): every player's verdict
cell reads ``(check changed)`` and the ``Changed:`` line comes on standard error, to standard
output and with ``-o`` alike, for an event file that names the ruleset and for a CSV roster run
with ``--ruleset``. ``lax.yaml`` turns ``banned`` into a warning: Emil's banned Stacked Deck
passes, which the CSV alone would have shown as a plain ``legal``."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import shutil
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "event" / "changed_check"
EMIL_FINDING = (
    "warning banned (line 20:5): Stacked Deck is banned in constructed since 2026-09-18; "
    "fix: remove 2 Stacked Deck from main:"
)


@pytest.fixture
def work(tmp_path):
    for name in ("ev-lax.yaml", "lax.yaml", "roster.csv", "banned.deck.yaml", "kennen.txt"):
        shutil.copy(FIX / name, tmp_path / name)
    return tmp_path


#: what a CSV of an event file with date: and ruleset: says (atkH 12)
SETTINGS_NOTE = (
    "riftcheck: warning: the event file's date: and ruleset: are not in the CSV, so a run on the "
    "CSV would judge another event: re-run the event file, or pass -r/--as-of\n"
)


def changed_note(work: Path) -> str:
    lax = work / "lax.yaml"
    digest = hashlib.sha256(lax.read_bytes()).hexdigest()
    return (
        f"riftcheck: note: Changed: local ruleset {lax} (sha256 {digest}); compared with the "
        "shipped constructed it changes the options or severity of banned\n"
    )


def verdicts(text: str, header: list[str]) -> list[tuple[str, str, str]]:
    rows = list(csv.DictReader(io.StringIO(text)))
    assert list(rows[0]) == header
    return [(r["player"], r["verdict"], r["findings"].split("\n")[0]) for r in rows]


ADDED = ["verdict", "problems", "findings", "fingerprint"]
EVENT_HEADER = ["player", "id", "team", "table", "list", "notes", *ADDED]
ROSTER_HEADER = ["player", "list", *ADDED]
CHANGED = [
    ("Emil", "legal (check changed)", EMIL_FINDING),
    ("Alice", "legal (check changed)", ""),
]


@pytest.mark.parametrize(
    "args,header",
    [
        (("ev-lax.yaml",), EVENT_HEADER),
        (("roster.csv", "-r", "./lax.yaml", "--as-of", "2026-09-20"), ROSTER_HEADER),
    ],
)
def test_a_weakening_event_ruleset_is_said_in_the_csv_on_stdout(rc, work, args, header):
    code, out, err = rc("event", *args, "-f", "csv")
    assert code == 0, err
    assert verdicts(out, header) == CHANGED
    assert err == changed_note(work) + (SETTINGS_NOTE if args[0].endswith(".yaml") else "")


@pytest.mark.parametrize(
    "args,header",
    [
        (("ev-lax.yaml",), EVENT_HEADER),
        (("roster.csv", "-r", "./lax.yaml", "--as-of", "2026-09-20"), ROSTER_HEADER),
    ],
)
def test_a_weakening_event_ruleset_is_said_with_output_too(rc, work, args, header):
    code, out, err = rc("event", *args, "-f", "csv", "-o", "out.csv")
    assert (code, out) == (0, "")
    assert err == changed_note(work) + (SETTINGS_NOTE if args[0].endswith(".yaml") else "")
    assert verdicts((work / "out.csv").read_text(encoding="utf-8"), header) == CHANGED


def test_the_shipped_ruleset_is_a_plain_verdict_and_says_nothing_more(rc, work):
    code, out, err = rc("event", "roster.csv", "--as-of", "2026-09-20", "-f", "csv")
    assert (code, err) == (1, "")
    assert verdicts(out, ROSTER_HEADER) == [
        ("Emil", "illegal", EMIL_FINDING.replace("warning", "error", 1)),
        ("Alice", "legal", ""),
    ]


def test_every_format_says_check_changed_beside_each_players_verdict(work, rc):
    # the CSV said it per player, the text, JSON and HTML only in their headers (atkE 1)
    code, out, err = rc("event", "ev-lax.yaml", "--color", "never")
    assert (code, err) == (0, "")
    assert "Emil (ev-lax.yaml line 5): LEGAL (check changed; 1 warning, 1 info)" in out
    assert "Alice (ev-lax.yaml line 6): LEGAL (check changed)\n" in out
    code, out, err = rc("event", "ev-lax.yaml", "--format", "json")
    assert (code, err) == (0, "")
    assert [p["check_changed"] for p in json.loads(out)["players"]] == [True, True]
    assert rc("event", "ev-lax.yaml", "--html", "r.html")[0] == 0
    page = (work / "r.html").read_text(encoding="utf-8")
    assert page.count("Verdict: legal (check changed)") == 2


def test_json_says_a_check_nothing_changed(tmp_path, rc):
    for name in ("roster.csv", "banned.deck.yaml", "kennen.txt"):
        shutil.copy(FIX / name, tmp_path / name)
    code, out, err = rc("event", "roster.csv", "--as-of", "2026-09-20", "--format", "json")
    assert err == "" and code == 1
    assert [p["check_changed"] for p in json.loads(out)["players"]] == [False, False]
