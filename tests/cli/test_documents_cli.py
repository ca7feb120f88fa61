"""The rules documents through the console script: the header of check and event names those in
force on the judging date, and in a batch each deck cites its own date's numbers."""

from __future__ import annotations

import json

DECK = """\
legend: Jinx, Loose Cannon
event_date: {date}
main:
  - 4 Gust
"""


def _decks(tmp_path):
    for name, date in (("july", "2026-09-01"), ("october", "2026-12-01")):
        (tmp_path / f"{name}.deck.yaml").write_text(DECK.format(date=date), encoding="utf-8")
    return tmp_path / "july.deck.yaml", tmp_path / "october.deck.yaml"


def test_a_batch_cites_each_decks_own_date_and_names_both_documents(cli, tmp_path):
    july, october = _decks(tmp_path)
    r = cli("--format", "json", "--select", "copy-limit", july, october)
    assert r.returncode == 1, r.stderr
    doc = json.loads(r.stdout)
    cites = {
        d["path"].rsplit("/", 1)[-1]: [f["citation"] for f in d["violations"]] for d in doc["decks"]
    }
    assert cites == {
        "july.deck.yaml": ["CR 103.2.b, TR 601.1.c.3"],
        "october.deck.yaml": ["CR 103.3.b, TR 601.1.c.3"],
    }
    groups = doc["provenance"]["ruleset"]["documents"]
    assert [(g["labels"], g["dates"]) for g in groups] == [
        (["Core Rules 2026-07-16", "Tournament Rules 2026-07-16"], ["2026-09-01"]),
        (["Core Rules 2026-10-09", "Tournament Rules 2026-10-09"], ["2026-12-01"]),
    ]
    assert groups[1]["editions"][0]["header"] == "Last Updated: 2026-06-18"
    # the July text's own header (the archive's copy; a transcript says 2026-06-18, and the data says so)
    july_cr = groups[0]["editions"][0]
    assert july_cr["header"] == "Last Updated: 2026-07-16" and "disagree" in july_cr["note"]
    text = cli("--select", "copy-limit", july, october, env={"COLUMNS": "300"}).stdout
    assert text.splitlines()[0] == (
        "riftcheck 0.1.0 · ruleset constructed (Core Rules 2026-07-16, Tournament Rules 2026-07-16"
        " for 2026-09-01; Core Rules 2026-10-09, Tournament Rules 2026-10-09 for 2026-12-01)"
    )


def test_the_event_header_names_the_documents_of_the_events_date(cli, tmp_path):
    """An event on 2026-04-20 is headed by the rules published before it, not July's."""
    (tmp_path / "a.deck.yaml").write_text(DECK.format(date="2026-09-01"), encoding="utf-8")
    (tmp_path / "event.yaml").write_text(
        "name: Spring Cup\ndate: 2026-04-20\nplayers:\n  - {player: Ana, list: a.deck.yaml}\n",
        encoding="utf-8",
    )
    r = cli("event", tmp_path / "event.yaml", env={"COLUMNS": "300"})
    assert "(Core Rules 2026-03-30, Tournament Rules 2026-03-30)" in r.stdout.splitlines()[0]
    doc = json.loads(cli("event", tmp_path / "event.yaml", "--format", "json").stdout)
    assert doc["provenance"]["ruleset"]["documents"][0]["dates"] == ["2026-04-20"]
    assert doc["ruleset"]["rules_date"] == "2026-03-30"
    html = tmp_path / "report.html"
    cli("event", tmp_path / "event.yaml", "--html", html)
    assert "Core Rules 2026-03-30, Tournament Rules 2026-03-30" in html.read_text(encoding="utf-8")


def test_the_undated_sideboard_of_ten_warns_and_fails_with_strict(cli):
    deck = "tests/cases/sideboard-size/ten-card-sideboard.deck.yaml"
    plain = cli("--as-of", "2026-07-20", deck)
    strict = cli("--as-of", "2026-07-20", "--strict", deck)
    later = cli("--as-of", "2026-07-24", "--strict", deck)
    assert (plain.returncode, strict.returncode, later.returncode) == (0, 1, 0), plain.stdout
    assert "warning  sideboard-size" in plain.stdout and "may still have been 8" in plain.stdout
    assert "warning" not in later.stdout and "LEGAL" in later.stdout
