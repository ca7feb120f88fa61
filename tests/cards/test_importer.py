"""The importer, run on the raw dumps in ../shared (skipped when they are absent)."""

from __future__ import annotations

from riftcheck.cards import importer
from riftcheck.cards.store import bundled_db_path


def test_shipped_database_is_the_importers_output(shared_dir, tmp_path):
    report = importer.run(shared_dir / "card_data_raw", tmp_path, quiet=True)
    shipped = bundled_db_path().parent
    for name in ("cards.json", "cards.schema.json", "manifest.json"):
        assert (tmp_path / name).read_bytes() == (shipped / name).read_bytes(), f"{name} is stale: re-run the importer"
    text = "\n".join(report)
    # the cross-check report names the disagreements instead of silently choosing
    assert "discrepancy OGN-187 energy: riftcodex 3 vs zh-CN catalogue 4" in text
    assert "riftcodex vs gallery: 944 shared printings, mismatches 0" in text
    assert "147 ids harvested more than once" in text


def test_importer_cli_reports_a_missing_directory(tmp_path, capsys):
    assert importer.main(["--raw", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out")]) == 3
    assert "importer: error" in capsys.readouterr().err
