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


# -- m15: a release still to come is not said in the past ----------------------------------


def test_m15_a_set_in_its_pre_rift_week_is_to_be_released(cli, tmp_path):
    d = _off_identity(tmp_path)
    text = (d / "k.txt").read_text(encoding="utf-8")
    (d / "lgc.txt").write_text(text.replace("3 Gust\n", "3 Gust\n1 LGC-007\n"), encoding="utf-8")
    args = ("check", "-r", "sealed", "--as-of", "2027-01-26", "lgc.txt")
    fr = cli("--lang", "fr", *args, cwd=d)
    assert (fr.returncode, fr.stderr) == (1, "")
    said = " ".join(fr.stdout.split())  # wrapped lines and no-break spaces as plain spaces
    assert (
        "LGC-007 est du set Legacy (joué dans le jeu de règles « sealed » depuis ses événements "
        "Pre-Rift du 22 janvier 2027, sortie prévue le 29 janvier 2027), que cette base"
    ) in said
    assert "sorti le" not in said
    en = cli(*args, cwd=d)
    assert (en.returncode, en.stderr) == (1, "")
    assert (
        "LGC-007 is from Legacy (played in sealed since its Pre-Rift events on 2027-01-22, to be "
        "released on 2027-01-29), which"
    ) in " ".join(en.stdout.split())


# -- m17: cards show in Sealed agrees with check's limited-set-dates --------------------------


def test_m17_show_calls_a_card_not_legal_in_sealed_before_its_pre_rift(cli, tmp_path):
    def show(day, *lang):
        r = cli(*lang, "cards", "show", "Kai'Sa, Rebel", "-r", "sealed", "--as-of", day)
        assert (r.returncode, r.stderr) == (0, ""), r.stderr
        return [line for line in r.stdout.splitlines() if "legal" in line or "légal" in line]

    assert show("2026-10-15") == [
        "  legality:      not legal in sealed until 2026-10-16 (on 2026-10-15)"
    ]
    assert show("2026-10-16") == ["  legality:      legal in sealed on 2026-10-16"]
    (fr,) = show("2026-10-12", "--lang", "fr")
    assert fr.endswith(
        f"pas légale dans le jeu de règles «{NB}sealed{NB}» avant le 16{NB}octobre 2026 (au 12{NB}octobre 2026)"
    )
    # and check judges the same card on the same days the same way
    d = _off_identity(tmp_path)
    text = (d / "k.txt").read_text(encoding="utf-8")
    (d / "rad.txt").write_text(text.replace("3 Gust\n", "2 Gust\n1 Kai'Sa, Rebel\n"), "utf-8")
    before = cli("check", "-r", "sealed", "--as-of", "2026-10-15", "rad.txt", cwd=d, env=WIDE)
    assert (before.returncode, before.stderr) == (1, "")
    assert "limited-set-dates" in before.stdout
    on = cli("check", "-r", "sealed", "--as-of", "2026-10-16", "rad.txt", cwd=d, env=WIDE)
    assert on.stderr == "" and "limited-set-dates" not in on.stdout


# -- m13: a fix says where the card goes back ------------------------------------------------


def test_m13_a_missing_registered_card_goes_back_to_a_named_zone(cli, tmp_path):
    d = _off_identity(tmp_path)
    played = (d / "k.txt").read_text(encoding="utf-8").replace("2 Whirlwind\n", "1 Whirlwind\n")
    (d / "p.txt").write_text(played, encoding="utf-8")
    (d / "r.csv").write_text("player,list,played\nAnn,k.txt,p.txt\n", encoding="utf-8")
    args = ("event", "--sideboarding", "r.csv", "--as-of", "2026-12-01")
    fr = cli("--lang", "fr", *args, cwd=d, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    assert (
        f"      correction{NB}: remettez 1 exemplaire de Whirlwind dans le deck principal ou le "
        "side\n"
    ) in fr.stdout
    en = cli(*args, cwd=d, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "      fix: add back 1 Whirlwind to the main deck or the sideboard\n" in en.stdout


# -- m14: a convert refusal counts findings by their severity word, the rule id in brackets --


def test_m14_convert_counts_infos_and_brackets_the_rule_ids(cli, tmp_path):
    deck = (ROOT / "examples" / "kennen.deck.yaml").read_text(encoding="utf-8")
    deck = deck.replace("  - 3 Gust (OGN-169)\n", "  - 2 Stacked Deck\n  - 1 Gust (OGN-169)\n")
    deck = deck.replace("format: constructed\n", "format: constructed\nevent_date: 2026-09-01\n")
    (tmp_path / "ky.yaml").write_text(deck, encoding="utf-8")
    fr = cli("--lang", "fr", "convert", "-t", "code", "ky.yaml", cwd=tmp_path)
    assert (fr.returncode, fr.stdout) == (2, "")
    assert (
        f"LÉGAL deviendrait ILLÉGAL, 1 erreur de plus (banned){NNB}; 1 info de plus "
        f"(main-deck-size){NNB}; 1 info de moins (banned){NB}: La carte Partie truquée"
    ) in fr.stderr
    assert "note" not in fr.stderr
    en = cli("convert", "-t", "code", "ky.yaml", cwd=tmp_path)
    assert (en.returncode, en.stdout) == (2, "")
    assert (
        "LEGAL would be ILLEGAL, 1 more error (banned); 1 more info (main-deck-size); "
        "1 fewer info (banned): Stacked Deck is banned"
    ) in en.stderr


# -- m3: the additional legends' row of show is labelled by its zone, agreeing with the count --

NEEKO_TWO = ROOT / "tests" / "cases" / "additional-legends" / "neeko-text-two-legends.deck.txt"


def test_m3_show_labels_one_additional_legend_in_the_singular(cli, tmp_path):
    one = NEEKO_TWO.read_text(encoding="utf-8").replace("1 Volibear, Relentless Storm\n", "")
    (tmp_path / "one.txt").write_text(one, encoding="utf-8")
    fr = cli("--lang", "fr", "show", "one.txt", cwd=tmp_path, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")  # Neeko lacks a legend: ILLÉGAL
    lines = fr.stdout.splitlines()
    assert "  Légende supplémentaire  Kai'Sa, Daughter of the Void" in lines, fr.stdout
    assert "Choisies" not in fr.stdout and "(légendes supplémentaires)" not in fr.stdout
    en = cli("show", "one.txt", cwd=tmp_path, env=WIDE)
    assert (en.returncode, en.stderr) == (1, "")
    assert "  Additional legend  Kai'Sa, Daughter of the Void" in en.stdout.splitlines()
    two = cli("show", str(NEEKO_TWO), env=WIDE)
    assert (two.returncode, two.stderr) == (1, "")
    assert (
        "  Additional legends  Kai'Sa, Daughter of the Void; Volibear, Relentless Storm"
        in two.stdout.splitlines()
    )


# -- m10: the --fix summary counts the files it rewrote, the participle agreeing --------------


def test_m10_the_fix_summary_agrees_with_the_count_of_files(cli, tmp_path):
    d = _off_identity(tmp_path)
    tokens = (d / "k.txt").read_text(encoding="utf-8").replace("3 Gust\n", "3 Gust\n2 Recruit\n")
    for name in ("t1.txt", "t2.txt"):
        (d / name).write_text(tokens, encoding="utf-8")
    two = cli("--lang", "fr", "check", "--fix", "t1.txt", "t2.txt", cwd=d)
    assert two.returncode == 0 and "2 decks" in two.stdout, two.stderr
    assert two.stderr.splitlines() == [
        f"riftcheck{NB}: --fix{NB}: t1.txt{NB}: ligne 20{NB}: 2 exemplaires de Recrue retirés "
        "(une création n'est pas une carte de deck)",
        f"riftcheck{NB}: --fix{NB}: t2.txt{NB}: ligne 20{NB}: 2 exemplaires de Recrue retirés "
        "(une création n'est pas une carte de deck)",
        f"riftcheck{NB}: --fix{NB}: 2 fichiers de deck sur 2 réécrits{NNB}; aucune carte n'est "
        "jamais ajoutée, retirée ni remplacée au jugé",
    ]
    one = tokens.replace("2 Recruit\n", "1 Recruit\n")
    (d / "t3.txt").write_text(one, encoding="utf-8")
    mixed = cli("--lang", "fr", "check", "--fix", "t3.txt", "k.txt", cwd=d)
    assert mixed.returncode == 0 and "2 decks" in mixed.stdout, mixed.stderr
    assert mixed.stderr.splitlines() == [
        f"riftcheck{NB}: --fix{NB}: t3.txt{NB}: ligne 20{NB}: 1 exemplaire de Recrue retiré "
        "(une création n'est pas une carte de deck)",
        f"riftcheck{NB}: --fix{NB}: 1 fichier de deck sur 2 réécrit, 1 sans rien de sûr à "
        f"corriger{NNB}; aucune carte n'est jamais ajoutée, retirée ni remplacée au jugé",
    ]
    assert "Recruit" not in (d / "t3.txt").read_text(encoding="utf-8")


# -- m16: an event's team findings name the players, check --team's the files ---------------


def test_m16_team_findings_name_the_roster_players(cli, tmp_path):
    d = _off_identity(tmp_path)
    (d / "k2.txt").write_text((d / "k.txt").read_text(encoding="utf-8"), encoding="utf-8")
    (d / "t.csv").write_text(
        "player,list,team\nChloé Martin,k.txt,Miroir\nDev Patel,k2.txt,Miroir\n", encoding="utf-8"
    )
    args = ("event", "-r", "constructed-2v2", "--as-of", "2026-12-01", "t.csv")
    fr = cli("--lang", "fr", *args, cwd=d, env=WIDE)
    assert (fr.returncode, fr.stderr) == (1, "")
    out = " ".join(fr.stdout.replace(NB, " ").replace(NNB, " ").split())
    assert (
        "team-legend Les deux coéquipiers utilisent la légende de champion Kennen, Heart of the "
        "Tempest (Chloé Martin et Dev Patel) ; des coéquipiers"
    ) in out
    assert "Emperor's Dais (Chloé Martin et Dev Patel)" in out
    # the fix says which file to edit
    assert "soit dans la zone de légende de k.txt, soit dans la zone de légende de k2.txt" in out
    team = cli(
        "check",
        "-r",
        "constructed-2v2",
        "--as-of",
        "2026-12-01",
        "--team",
        "k.txt",
        "k2.txt",
        cwd=d,
        env=WIDE,
    )
    assert (team.returncode, team.stderr) == (1, "")
    assert "Kennen, Heart of the Tempest (k.txt and k2.txt); teammates" in team.stdout
