"""The developers' importer (``python tools/import_cards.py``).

A whole run over the small raw dump in ``tests/fixtures/card_dump/`` (every
source in the layout of ``../shared/card_data_raw``, a few cards each) needs
nothing else; the run over the real dumps in ../shared, which must reproduce
the shipped ``card_data/`` byte for byte, skips when they are absent.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

import import_cards
from riftcheck.cards.store import bundled_db_path

ROOT = Path(__file__).resolve().parents[2]
DUMP = ROOT / "tests" / "fixtures" / "card_dump"
RAW = DUMP / "card_data_raw"


def test_shipped_database_is_the_importers_output(shared_dir, tmp_path):
    report = import_cards.run(shared_dir / "card_data_raw", tmp_path, quiet=True)
    shipped = bundled_db_path().parent
    for name in ("cards.json", "manifest.json"):
        assert (tmp_path / name).read_bytes() == (shipped / name).read_bytes(), (
            f"{name} is stale: re-run {import_cards.COMMAND}"
        )
    # the schema is the hand-written one in card_data/, not an output
    assert not (tmp_path / "cards.schema.json").exists()
    text = "\n".join(report)
    # the cross-check report names the disagreements instead of silently choosing
    assert "discrepancy OGN-187 energy: riftcodex 3 vs zh-CN catalogue 4" in text
    assert "riftcodex vs gallery: 944 shared printings, mismatches 0" in text
    assert "147 ids harvested more than once" in text


def test_importer_cli_reports_a_missing_directory(tmp_path, capsys):
    assert (
        import_cards.main(["--raw", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out")]) == 3
    )
    assert "importer: error" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_update_converters_agree_with_the_importer(shared_dir, db):
    """The riftcodex dump read as an API response rebuilds the shipped cards: same ids, same facts."""
    from riftcheck.cards import records as rec_mod
    from riftcheck.cards import update as upd

    raw = json.loads(
        (shared_dir / "card_data_raw/riftcodex-zaious/riftcodex_cards_raw.json").read_text("utf-8")
    )
    facts = [f for f in map(rec_mod.riftcodex_fact, raw) if f]
    rec_mod.collapse_promo_ids(facts)
    assert all(db.printing(f.id) for f in facts)
    current = json.loads(db.path.read_bytes())
    known = {c["champion_tag"] for c in current["cards"] if c.get("champion_tag")}
    records, added, removed, renamed = upd.merge(
        current, rec_mod.facts_to_records(facts, known), keep_spelling=True
    )
    assert (added, removed, renamed) == ([], [], [])
    old = {c["key"]: c for c in current["cards"]}
    for rec in records:
        o = old[rec["key"]]
        for k in (
            "name",
            "type",
            "domains",
            "champion_tag",
            "energy",
            "power",
            "might",
            "supertypes",
            "keywords",
        ):
            assert (o.get(k) or None) == (rec.get(k) or None), (rec["key"], k)


# ------------------------------------------------------------------ a whole run, without ../shared


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    """The fixture dump imported once: (output directory, report lines, cards by key)."""
    out = tmp_path_factory.mktemp("imported")
    report = import_cards.run(RAW, out, quiet=True)
    cards = {c["key"]: c for c in json.loads((out / "cards.json").read_text("utf-8"))["cards"]}
    return out, report, cards


def test_the_fixture_dump_gives_the_expected_database(imported, tmp_path):
    out, _, _ = imported
    expected = DUMP / "expected" / "cards.json"
    assert (out / "cards.json").read_bytes() == expected.read_bytes(), (
        f"the importer's output changed: if on purpose, rebuild {expected} with "
        f"{import_cards.COMMAND} --raw {RAW.relative_to(ROOT)} --out {expected.parent.relative_to(ROOT)}"
    )
    import_cards.run(RAW, tmp_path, quiet=True)  # a pure function of its input
    assert (tmp_path / "cards.json").read_bytes() == (out / "cards.json").read_bytes()


def test_the_fixture_import_joins_the_sources(imported):
    _, _, cards = imported
    drake = cards["fire drake"]
    # a double harvest is one printing, tags joined; the overnumbered printing is the same card
    assert drake["printings"] == [
        ["OGN-001", "OGN", "001", "base"],
        ["OGN-299", "OGN", "299", "overnumbered"],
    ]
    assert drake["tags"] == ["Dragon", "Noxus"] and drake["names"]["zh-CN"] == "火龙"
    legend = cards["jinx, loose cannon"]
    assert (
        legend["champion_tag"] == "Jinx" and "supertypes" not in legend
    )  # Champion dropped on a legend
    assert "loose cannon" in legend["aliases"] and "金克丝暴走萝莉, 入门" in legend["aliases"]
    assert legend["names"]["fr-FR"] == "Gâchette folle"
    deck = cards["stacked deck"]
    assert deck["copy_text_override"] == "any"
    assert [p[3] for p in deck["printings"]] == [
        "base",
        "a",
        "base",
    ]  # SFD-004 from the zh-CN catalogue only
    assert deck["name_sources"] == {"fr-FR": "inferred by elimination only"}
    assert cards["seal of fury"]["keywords"] == ["Unique"]  # cardGroupLimit 1
    assert cards["seal of fury"]["energy"] == 0  # a zero is a value, not an absent one
    assert cards["seal of fury"]["name"] == "Seal Of Fury"  # Riot's spelling wins
    assert cards["fury rune"]["printings"][1] == ["OPP-007", "OPP", "007", "promo"]
    assert cards["jinx's trigger"]["keywords"] == ["Unique"]


def test_the_fixture_import_keeps_tokens_and_chinese_only_cards(imported):
    _, _, cards = imported
    gold = cards[
        "gold"
    ]  # the gallery's token, joined by its Chinese name to the catalogue's SFD-T01
    assert gold["token"] and [p[0] for p in gold["printings"]] == ["OGN-T01", "SFD-T01"]
    assert cards["recruit"]["token"]  # riftcodex's "Recruit (2)" without its number
    assert cards["VEN-T02"]["name"] is None and cards["VEN-T02"]["token"]
    ziggs = cards["ziggs, hexplosives expert"]  # a Radiance legend named by the spoilers
    assert ziggs["champion_tag"] == "Ziggs"  # from the reference notes' hero table
    assert ziggs["name_sources"]["en"].startswith("community transcription")
    assert [p[0] for p in ziggs["printings"]] == ["RAD-001", "RAD-001a"]
    assert cards["RAD-002"]["name"] is None and cards["RAD-002"]["champion_tag"] == "Ziggs"
    # the names quoted from Riot's gallery: a new one, and one agreeing with the spoilers (both shown)
    gadget = cards["shiny gadget"]
    assert [p[0] for p in gadget["printings"]] == ["RAD-003"]
    assert gadget["name_sources"]["en"] == (
        "Riot's card gallery as quoted by Specifxx/TCGEmpire (gallery of 2026-09-30), "
        "not yet in Riot's English data"
    )
    assert ziggs["name_sources"]["en"].endswith(
        "; also Riot's card gallery as quoted by Specifxx/TCGEmpire (gallery of 2026-09-30), "
        "not yet in Riot's English data"
    )
    assert "SFD-050" not in json.dumps(cards)  # matches no card: skipped and reported


def test_the_fixture_import_reports_every_disagreement(imported):
    _, report, _ = imported
    for line in (
        "riftcodex: unreadable id 'not-an-id' (Broken Row)",
        "riftcodex: OGN-001 harvested twice with different stats; first row kept",
        "discrepancy OGN-001 might: riftcodex 5 vs gallery 4",
        "name discrepancy OGN-007: riftcodex 'Fury Rune' vs gallery 'Fire Rune'; riftcodex kept",
        "discrepancy OGN-004 energy: riftcodex 2 vs zh-CN catalogue 3",
        "zh-CN catalogue: 1 printings match no card and were skipped: SFD-050",
        "seal of fury: zh-CN catalogue says Unique (cardGroupLimit 1), English text does not; Unique kept",
        "spoilers: RAD-002 'Ziggs - Bombardier' not attached: type differs (spoiler Spell, official Unit)",
        "reference: French name 'Rien': no card named 'No Such Card'",
        "gallery names: RAD-002 'Orianna, Wound Up' not attached: champion differs (quoted Orianna, official Ziggs)",
        "gallery names: RAD-009 'Nobody, Nowhere' not attached: no official card has that id",
        "gallery names: RAD-001 'Ziggs, Hexplosives Expert' not attached: the printings quoted "
        "with it (RAD-002) are another card's",
        "gallery names: RAD-003: RAD-003* not in the official data",
        "gallery names: 2 of 5 English names attached or confirmed",
        "source name 'flame drake' is used for several cards (Fire Drake, Stacked Deck): "
        "not added, it stays ambiguous",
    ):
        assert line in report


def test_the_fixture_import_writes_a_manifest_of_every_source(imported):
    out, _, _ = imported
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    assert manifest["built_by"].endswith(f"({import_cards.COMMAND})")
    assert [s["file"] for s in manifest["sources"]] == list(import_cards.SOURCES)
    for s in manifest["sources"]:
        assert s["sha256"] == hashlib.sha256((RAW / s["file"]).read_bytes()).hexdigest()
    assert manifest["database"]["date"] == "2026-10-08"  # the newest card dump
    text = (out / "cards.json").read_bytes()
    assert manifest["output"]["sha256"] == hashlib.sha256(text).hexdigest()


def test_the_fixture_import_loads_and_lints_clean(imported):
    from riftcheck.cards.db import CardDB
    from riftcheck.cards.lint import lint_file

    out, _, _ = imported
    assert [i for i in lint_file(out / "cards.json") if i.severity == "error"] == []
    db = CardDB.load(out / "cards.json")
    assert db.resolve("金克丝·暴走萝莉")[0].key == "jinx, loose cannon"
    assert db.resolve("OGN-004a")[0].key == "stacked deck"


@pytest.mark.spawn
def test_the_script_runs_from_the_checkout(tmp_path):
    """``python tools/import_cards.py`` as a developer runs it: exit 0, the report, the files."""
    r = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "import_cards.py"),
            "--raw",
            str(RAW),
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert (r.returncode, r.stderr) == (0, "")
    assert "riftcodex vs gallery: 6 shared printings, mismatches {'might': 1}" in r.stdout
    assert r.stdout.rstrip().splitlines()[-1].startswith(f"wrote {tmp_path / 'cards.json'}: ")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.json", "manifest.json"]


def test_the_package_never_imports_the_developers_tools():
    """tools/ is not in the wheel: a runtime import of it would pass here (tests see tools/) and
    fail for every user, so no module of the package may name it."""
    import ast

    tools = {p.stem for p in (ROOT / "tools").glob("*.py")}
    offenders = []
    for path in sorted((ROOT / "riftcheck").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            else:
                continue
            offenders += [
                f"{path.relative_to(ROOT)}:{node.lineno}: {n}" for n in names if n in tools
            ]
    assert tools >= {"import_cards", "card_supplements"} and offenders == []
