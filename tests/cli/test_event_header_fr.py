"""The event header reads as French sentences (issue 25): the event's name quoted, so that
« jugé » does not read as said of it, and one colon per part (« jeu de règles : celui par défaut
(l'événement n'en nomme aucun) », not two)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"


def test_an_event_without_a_ruleset_says_the_default_in_one_clause(cli, tmp_path):
    shutil.copytree(EVENTS / "lists", tmp_path / "lists")
    shutil.copy(EVENTS / "nexus-night.csv", tmp_path)
    text = (EVENTS / "nexus-night.yaml").read_text(encoding="utf-8")
    (tmp_path / "ev.yaml").write_text(
        "".join(line for line in text.splitlines(True) if not line.startswith("ruleset:")),
        encoding="utf-8",
    )
    fr = cli("--lang", "fr", "event", "ev.yaml", cwd=tmp_path)
    said = " ".join(fr.stdout.replace("\u00a0", " ").split())
    assert (
        "événement « Nexus Night at the Last Drop » · jugé à la date du 20 septembre 2026 "
        "(la date de l'événement) · jeu de règles : celui par défaut (l'événement n'en nomme aucun)"
    ) in said, said
    en = " ".join(cli("event", "ev.yaml", cwd=tmp_path).stdout.split())
    assert "· ruleset from the default (the event names none)" in en
    assert "event Nexus Night at the Last Drop · judged as of 2026-09-20" in en
