"""The French judge's review (atkN), its minor findings: one bracket after a verdict, ..."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = ROOT / "examples" / "kennen.deck.txt"
NB, NNB = "\u00a0", "\u202f"
WIDE = {"COLUMNS": "200"}


def _off_identity(tmp_path: Path) -> Path:
    """Kennen's list with a Calm card and a Fury card: two domain errors under Sealed."""
    text = KENNEN.read_text(encoding="utf-8")
    text = text.replace("2 Vanguard Helm\n", "2 Vanguard Helm\n1 Charm\n1 Pouty Poro\n")
    (tmp_path / "sk.txt").write_text(text, encoding="utf-8")
    (tmp_path / "k.txt").write_text(KENNEN.read_text(encoding="utf-8"), encoding="utf-8")
    return tmp_path


# -- m4: one bracket after a verdict, the counts then what was not checked ---------------------

SEALED = ("check", "-r", "sealed", "--as-of", "2026-11-01", "sk.txt")


def test_m4_a_deck_verdict_has_one_bracket_in_french_and_english(cli, tmp_path):
    d = _off_identity(tmp_path)
    fr = cli("--lang", "fr", *SEALED, cwd=d, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    assert f"\nsk.txt{NB}: ILLÉGAL (2 erreurs{NNB}; pool non vérifié)\n" in fr.stdout
    assert ") (" not in fr.stdout
    en = cli("--lang", "en", *SEALED, cwd=d, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "\nsk.txt: ILLEGAL (2 errors; pool not checked)\n" in en.stdout
    assert ") (" not in en.stdout


def test_m4_a_team_verdict_puts_its_note_in_the_members_bracket(cli, tmp_path):
    d = _off_identity(tmp_path)
    args = ("check", "-r", "sealed-2v2", "--as-of", "2026-11-01", "--team", "k.txt", "sk.txt")
    fr = cli("--lang", "fr", *args, cwd=d, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    assert f"\nk.txt{NB}: LÉGAL (pool non vérifié)\n" in fr.stdout
    assert f"\nÉquipe{NB}: ILLÉGALE (k.txt, sk.txt{NNB}; pool non vérifié)\n" in fr.stdout
    en = cli("--lang", "en", *args, cwd=d, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "\nTeam: ILLEGAL (k.txt, sk.txt; pool not checked)\n" in en.stdout


def test_m4_the_step_summary_says_one_bracket_too(cli, tmp_path):
    d = _off_identity(tmp_path)
    summary = tmp_path / "summary.md"
    r = cli("check", "-f", "github", *SEALED[1:], env={"GITHUB_STEP_SUMMARY": str(summary)}, cwd=d)
    assert r.returncode == 1, r.stderr
    md = summary.read_text(encoding="utf-8")
    assert "### sk.txt: **illegal (2 errors; partial check: pool not checked)**\n" in md
