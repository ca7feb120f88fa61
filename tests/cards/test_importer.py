"""The importer, run on the raw dumps in ../shared (skipped when they are absent)."""

from __future__ import annotations

from riftcheck.cards import importer
from riftcheck.cards.store import bundled_db_path


def test_shipped_database_is_the_importers_output(shared_dir, tmp_path):
    report = importer.run(shared_dir / "card_data_raw", tmp_path, quiet=True)
    shipped = bundled_db_path().parent
    for name in ("cards.json", "cards.schema.json", "manifest.json"):
        assert (tmp_path / name).read_bytes() == (shipped / name).read_bytes(), (
            f"{name} is stale: re-run the importer"
        )
    text = "\n".join(report)
    # the cross-check report names the disagreements instead of silently choosing
    assert "discrepancy OGN-187 energy: riftcodex 3 vs zh-CN catalogue 4" in text
    assert "riftcodex vs gallery: 944 shared printings, mismatches 0" in text
    assert "147 ids harvested more than once" in text


def test_importer_cli_reports_a_missing_directory(tmp_path, capsys):
    assert importer.main(["--raw", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out")]) == 3
    assert "importer: error" in capsys.readouterr().err


def test_update_converters_agree_with_the_importer(shared_dir, db):
    """The riftcodex dump read as an API response rebuilds the shipped cards: same ids, same facts."""
    import json

    from riftcheck.cards import update as upd

    raw = json.loads(
        (shared_dir / "card_data_raw/riftcodex-zaious/riftcodex_cards_raw.json").read_text("utf-8")
    )
    facts = [f for f in map(upd.riftcodex_fact, raw) if f]
    upd._collapse_promo_ids(facts)
    assert all(db.printing(f.id) for f in facts)
    current = json.loads(db.path.read_bytes())
    known = {c["champion_tag"] for c in current["cards"] if c.get("champion_tag")}
    records, added, removed, renamed = upd.merge(
        current, upd.facts_to_records(facts, known), keep_spelling=True
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
