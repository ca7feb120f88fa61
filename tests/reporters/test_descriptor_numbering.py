"""The rule descriptions that SARIF and the HTML report share across a batch say whose numbers
they cite (issue 24, A2): a batch judged on both sides of 2026-10-09 (the October Core Rules
renumbered deck construction) names both numberings, each with its documents, while each deck's
findings cite its own date's numbers."""

from __future__ import annotations

import json
import re

DECK = """\
name: {name}
event_date: {date}
legend: Kennen, Heart of the Tempest
champion: Kennen, Storm of Shuriken
main:
  - 3 Cemetery Attendant
  - 3 Ember Monk
  - 2 Gust
  - 3 Mystic Poro
  - 3 Ride the Wind
  - 3 Back to Back
  - 3 Call to Glory
  - 3 Cruel Patron
  - 3 Daring Poro
  - 3 Hidden Blade
  - 3 Vanguard Captain
  - 3 Spiderling
  - 3 Sneaky Deckhand
  - 2 Rebuke
battlefields:
  - Monastery of Hirana
  - Navori Fighting Pit
  - The Grand Plaza
runes:
  - 6 Order Rune
  - 6 Chaos Rune
sideboard:
  - 2 Gust
"""

JULY = "Core Rules 2026-07-16, Tournament Rules 2026-07-16"
OCTOBER = "Core Rules 2026-10-09, Tournament Rules 2026-10-09"


def _batch(tmp_path):
    (tmp_path / "september.deck.yaml").write_text(DECK.format(name="sep", date="2026-09-01"))
    (tmp_path / "december.deck.yaml").write_text(DECK.format(name="dec", date="2026-12-01"))
    return ["september.deck.yaml", "december.deck.yaml"]


def _copy_limit(sarif: dict) -> dict:
    rules = sarif["runs"][0]["tool"]["driver"]["rules"]
    return next(r for r in rules if r["id"] == "copy-limit")


def test_sarif_descriptors_name_each_numbering_of_a_batch(cli, tmp_path):
    r = cli("--format", "sarif", *_batch(tmp_path), cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    sarif = json.loads(r.stdout)
    desc = _copy_limit(sarif)
    assert desc["properties"]["numbered_in"] == [
        {"documents": JULY, "citations": ["CR 103.2.b", "TR 601.1.c.3"]},
        {"documents": OCTOBER, "citations": ["CR 103.3.b", "TR 601.1.c.3"]},
    ]
    assert desc["help"]["text"] == (
        f"See CR 103.2.b, TR 601.1.c.3 (as numbered in {JULY}); "
        f"CR 103.3.b, TR 601.1.c.3 (as numbered in {OCTOBER})."
    )
    # each finding still cites its own deck's date
    cited = {
        res["properties"]["deck"]: res["properties"]["citation"]
        for res in sarif["runs"][0]["results"]
        if res["ruleId"] == "copy-limit"
    }
    assert cited == {
        "september.deck.yaml": "CR 103.2.b, TR 601.1.c.3",
        "december.deck.yaml": "CR 103.3.b, TR 601.1.c.3",
    }


def test_a_single_date_names_its_documents_too(cli, tmp_path):
    _batch(tmp_path)
    r = cli("--format", "sarif", "december.deck.yaml", cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    desc = _copy_limit(json.loads(r.stdout))
    assert desc["help"]["text"] == f"See CR 103.3.b, TR 601.1.c.3 (as numbered in {OCTOBER})."
    r = cli("--format", "sarif", "--as-of", "2026-09-01", "december.deck.yaml", cwd=tmp_path)
    desc = _copy_limit(json.loads(r.stdout))
    assert desc["properties"]["numbered_in"] == [
        {"documents": JULY, "citations": ["CR 103.2.b", "TR 601.1.c.3"]}
    ]


def test_html_rule_list_names_each_numbering(cli, tmp_path):
    r = cli("--format", "html", *_batch(tmp_path), cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    html = " ".join(r.stdout.split())
    assert (
        '<dt id="rule-copy-limit"><code>copy-limit</code></dt><dd>At most 3 copies of a card '
        'across champion, main deck and sideboard. <span class="muted">(CR 103.2.b, TR 601.1.c.3 '
        f"(as numbered in {JULY}); CR 103.3.b, TR 601.1.c.3 (as numbered in {OCTOBER}))</span>"
    ) in html


def test_french_html_rule_list_says_the_numbering_in_french(cli, tmp_path):
    r = cli("--lang", "fr", "--format", "html", *_batch(tmp_path), cwd=tmp_path)
    assert r.returncode == 1 and r.stderr == ""
    html = re.sub(r"[ \n]+", " ", r.stdout)  # (the no-break spaces kept)
    assert "as numbered in" not in html
    assert (
        "(RB\u00a0103.2.b, RT\u00a0601.1.c.3 (numérotation\u00a0: Règles de base du 16\u00a0juillet 2026, "
        "Règles de tournoi du 16\u00a0juillet 2026)\u202f; RB\u00a0103.3.b, RT\u00a0601.1.c.3 "
        "(numérotation\u00a0: Règles de base du 9\u00a0octobre 2026, Règles de tournoi du "
        "9\u00a0octobre 2026))"
    ) in html
