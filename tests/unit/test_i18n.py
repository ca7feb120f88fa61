"""French messages: the catalogue is compiled, complete for every message of the case files, and chosen
by --lang, lang: or the locale; machine formats stay English."""

from __future__ import annotations

import os
import re
from pathlib import Path

import frenchcheck
import pytest
from inprocess import run_in_process

from riftcheck import i18n, i18n_build
from riftcheck.models import Msg

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "cases"
FRENCH_DECK = CASES / "_french" / "piltover-fr.deck.txt"
HOW = (
    "add an entry to riftcheck/locale/fr/LC_MESSAGES/riftcheck.po:\n"
    '    msgid "The deck has {n} battlefields; it must have exactly {count}"\n'
    '    msgstr "Le deck a {n} champs de bataille\u202f; il doit en avoir exactement {count}"\n'
    "({name} placeholders stand for the parts that change, the same names as the msgid's), then run:\n"
    "    python -m riftcheck.i18n   (compiles the .mo)"
)


def test_mo_file_matches_the_po_file():
    """The compiled catalogue says what the .po says, entry for entry (read back by gettext, as a
    run reads it), with the .po's plural rule."""
    import gettext

    po = i18n_build.read("fr")
    with i18n.po_path("fr").with_suffix(".mo").open("rb") as f:
        mo = gettext.GNUTranslations(f)
    said = {k if isinstance(k, str) else k[0]: v for k, v in mo._catalog.items() if k != ""}  # noqa: SLF001
    want = {}
    for msgid, msgstr in i18n_build.entries(po).items():
        if "\0" in msgid:
            forms = msgstr.split("\0")
            one = msgid.split("\0")[0]
            assert [mo._catalog[(one, i)] for i in range(len(forms))] == forms, msgid  # noqa: SLF001
        else:
            want[msgid] = msgstr
    assert {k: v for k, v in said.items() if k in want} == want, (
        "riftcheck.mo is stale: run python -m riftcheck.i18n"
    )
    assert set(want) <= set(said), "riftcheck.mo is stale: run python -m riftcheck.i18n"
    assert mo.plural(0) == 0 and mo.plural(2) == 1  # French: 0 carte, 2 cartes


def test_babel_s_checkers_find_nothing_wrong_in_the_catalogue():
    """Babel's checks of a catalogue (the number of plural forms of each entry, format strings)."""
    assert i18n_build.problems(i18n_build.read("fr")) == []


def test_no_entry_gives_a_translation_twice_and_no_translation_stands_alone():
    """A union merge of the .po (its merge driver) keeps both sides' msgstr when two branches
    reworded one translation: babel reads the first and drops the other without a word, and a
    msgstr after a blank line belongs to no msgid. Each is a translation nobody chose."""
    lines = i18n.po_path("fr").read_text(encoding="utf-8").splitlines()
    seen: set[str] | None = None
    bad = []
    for n, line in enumerate(lines, 1):
        key = re.match(r"(msgstr(?:\[\d+\])?) ", line)
        if line.startswith("msgctxt ") or (line.startswith("msgid ") and seen != {"ctx"}):
            seen = {"ctx"} if line.startswith("msgctxt ") else set()
        elif line.startswith("msgid "):
            seen = set()
        elif key:
            if seen is None or key.group(1) in seen:
                bad.append(f"line {n}: {line[:80]}")
            else:
                seen.add(key.group(1))
        elif not line.strip() or line.startswith("#"):
            seen = None
    assert not bad, "\n".join(bad)


def test_a_msgid_defined_twice_is_refused(tmp_path, monkeypatch):
    po = tmp_path / "fr" / "LC_MESSAGES" / "riftcheck.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid "a"\nmsgstr "x"\n\nmsgid "b"\nmsgstr "y"\n\nmsgid "a"\nmsgstr "z"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    with pytest.raises(ValueError, match="defined twice"):
        i18n_build.read("fr")


def test_every_marked_message_of_the_source_has_a_french_translation():
    """Every msgid marked in riftcheck/ (Msg, N_, plural with a literal word) is in the .po, translated."""
    catalog = i18n_build.entries(i18n_build.read("fr"))
    found, opaque = i18n_build.extract()
    assert (
        len(found) > 100
    )  # the extraction sees the rules' messages (it cannot pass by finding none)
    assert not opaque, (
        f"Msg templates must be literal strings, so that extraction finds them: {opaque}"
    )
    missing = {m: w for m, w in sorted(found.items()) if not catalog.get(m)}
    assert not missing, (
        f"{len(missing)} marked messages have no French translation:\n"
        + "\n".join(f"  {m!r}   [{w[0]}]" for m, w in list(missing.items())[:40])
        + "\npython -m riftcheck.i18n --missing prints them as .po entries to fill in; "
        + HOW
    )


def test_every_entry_of_the_catalogue_is_a_message_riftcheck_says():
    """No dead entry: each msgid of the .po is marked somewhere in the source (or is a shipped
    ruleset's description), so the catalogue says what riftcheck says and nothing else."""
    catalog = i18n_build.entries(i18n_build.read("fr"))
    found, _ = i18n_build.extract()
    dead = sorted(m for m in catalog if m and m not in found)
    assert not dead, (
        f"{len(dead)} entries of riftcheck.po are said nowhere (a message reworded or removed): "
        "delete them, or mark the text that uses them with Msg/N_/plural:\n"
        + "\n".join(f"  {m!r}" for m in dead[:40])
    )


def test_extraction_finds_every_form_of_a_marked_message(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text(
        "from riftcheck.i18n import Msg, N_, Plural, plural\n"
        "a = Msg('{n} copies of {card}', n=2, card='X')\n"
        "b = N_('Severity')\n"
        "c = plural(3, 'rune')\n"
        "d = plural(3, 'copy', 'copies')\n"
        "e = Msg(some_variable)\n"
        "f = Plural(n, '{n} legal', '{n} legal')\n",
        encoding="utf-8",
    )
    found, opaque = i18n_build.extract(pkg)
    assert set(found) == {
        "{n} copies of {card}",
        "Severity",
        "{n} rune\0{n} runes",
        "{n} copy\0{n} copies",
        "{n} legal\0{n} legal",
    }
    assert found["Severity"] == ["pkg/m.py:3"]
    assert opaque == ["pkg/m.py:6"]


def test_a_plural_entry_parses_compiles_and_says_the_french_form_of_each_count(
    tmp_path, monkeypatch
):
    po = tmp_path / "fr" / "LC_MESSAGES" / "riftcheck.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carte"\nmsgstr[1] "{n} cartes"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    catalog = i18n_build.read("fr")
    assert i18n_build.entries(catalog)["{n} card\0{n} cards"] == "{n} carte\0{n} cartes"
    import gettext
    import io

    t = gettext.GNUTranslations(io.BytesIO(i18n_build.compiled(catalog)))
    assert [t.ngettext("{n} card", "{n} cards", n) for n in (0, 1, 2)] == [
        "{n} carte",
        "{n} carte",
        "{n} cartes",
    ]
    monkeypatch.undo()
    # English says "0 cards", French "0 carte": the form follows the language's rule, not English's
    fr = i18n.Translator("fr")
    assert [str(i18n.plural(n, "card")) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [fr.message(i18n.plural(n, "card")) for n in (0, 1, 2)] == [
        "0 carte",
        "1 carte",
        "2 cartes",
    ]
    both = i18n.Msg(
        "{decks}: {counts}", decks=i18n.plural(0, "rune"), counts=i18n.plural(3, "battlefield")
    )
    assert fr.message(both) == "0 rune\u00a0: 3 champs de bataille"
    import pickle

    back = pickle.loads(pickle.dumps(i18n.plural(0, "error")))
    assert isinstance(back, i18n.Plural) and back == "0 errors" and fr.message(back) == "0 erreur"


def test_a_message_is_english_text_that_keeps_its_template():
    import json
    import pickle

    m = i18n.Msg(
        "The deck has {have}{elsewhere}; it must have exactly {want}",
        have=i18n.plural(2, "battlefield"),
        elsewhere="",
        want=3,
    )
    assert m == "The deck has 2 battlefields; it must have exactly 3" and isinstance(m, str)
    assert (
        json.dumps({"message": m})
        == '{"message": "The deck has 2 battlefields; it must have exactly 3"}'
    )
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.template == m.template and back.params["want"] == 3
    with pytest.raises(AttributeError):
        m.template = "x"
    fr = i18n.Translator("fr", {"Rampage": "Saccage"})
    assert fr.message(m) == "Le deck a 2 champs de bataille\u202f; il doit en avoir exactement 3"
    assert fr.message(i18n.Msg("remove {card}", card="Rampage")) == "retirez Saccage"
    assert i18n.Translator("en").message(m) == str(m)


def test_every_entry_has_a_translation_with_the_same_placeholders():
    catalog = i18n_build.entries(i18n_build.read("fr"))
    for msgid, msgstr in catalog.items():
        if not msgid:
            continue
        assert msgstr, f"msgid {msgid!r} has an empty msgstr"
        assert sorted(re.findall(r"\{(\w+)\}", msgid)) == sorted(
            set(re.findall(r"\{(\w+)\}", msgstr))
        ) or set(re.findall(r"\{(\w+)\}", msgid)) == set(re.findall(r"\{(\w+)\}", msgstr)), msgid


def _untranslated(tr: i18n.Translator, text: str) -> bool:
    """Whether ``text`` is not a :class:`Msg` the catalogue says, or holds one that it cannot say."""
    return not isinstance(text, i18n.Msg) or bool(tr.unsaid(text))


def test_every_message_of_the_case_files_has_a_french_translation(db):
    """Every finding, fix and notice of the case files is a Msg with a catalogue entry (and so is
    every Msg inside it): none is a plain string that only a pattern could guess."""
    tr = i18n.Translator("fr")
    missing = sorted(
        {
            text: where for where, text in frenchcheck.case_messages(db) if _untranslated(tr, text)
        }.items()
    )
    assert not missing, (
        f"{len(missing)} messages have no French translation:\n"
        + "\n".join(f"  {text!r}   [{where}]" for text, where in missing[:40])
        + "\n"
        + HOW
    )


def test_translation_keeps_values_and_names_cards_in_french():
    tr = i18n.Translator("fr", {"Chemtech Enforcer": "Brute techno-chimique"})
    have = i18n.Msg(
        "The deck has {have}{elsewhere}; it must have exactly {want}",
        have=i18n.plural(2, "battlefield"),
        elsewhere="",
        want=3,
    )
    assert tr.message(have) == "Le deck a 2 champs de bataille\u202f; il doit en avoir exactement 3"
    where = i18n.joined([i18n.Msg("{n} in main", n=2), i18n.Msg("{n} in sideboard", n=2)], ", ")
    copies = i18n.Msg(
        "{n} copies of {card} ({group}); the limit is {allowed}",
        n=4,
        card="Chemtech Enforcer",
        group=where,
        allowed=3,
    )
    assert tr.message(copies) == (
        "4 exemplaires de Brute techno-chimique (2 dans le deck principal, 2 dans le side)\u202f; la limite est de 3"
    )
    # a plain string is said only when it is a msgid word for word: nothing is guessed from its words
    assert tr.message("Nothing riftcheck ever says") == "Nothing riftcheck ever says"
    assert tr.message(str(have)) == str(have)
    assert tr.message("copy counting") == "le décompte des exemplaires"
    assert tr.text("LEGAL") == "LÉGAL" and tr.text("ILLEGAL") == "ILLÉGAL"
    assert (
        i18n.Translator("en").message(have) == "The deck has 2 battlefields; it must have exactly 3"
    )


@pytest.mark.parametrize(
    "cli, config, env, want",
    [
        ("fr", None, {"LANG": "en_US.UTF-8"}, "fr"),
        ("en", "fr", {"LANG": "fr_FR.UTF-8"}, "en"),
        (None, "fr", {"LANG": "en_US.UTF-8"}, "fr"),
        (None, None, {"LANG": "fr_FR.UTF-8"}, "fr"),
        (None, None, {"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        (None, None, {"LC_MESSAGES": "fr_BE", "LANG": "en_US"}, "fr"),
        (None, None, {"LANGUAGE": "en:fr", "LANG": "fr_FR.UTF-8"}, "en"),
        (None, None, {"LANG": "C.UTF-8"}, "en"),
        (None, None, {"LANG": "de_DE.UTF-8"}, "en"),
        (None, None, {}, "en"),
    ],
)
def test_language_choice(cli, config, env, want):
    assert i18n.choose(cli, config, env) == want


def _run(*args, env=None, cwd=None):
    full = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    }
    full.update(env or {})
    full["COLUMNS"] = "200"
    p = run_in_process(args, environ=full, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def test_french_report_from_the_locale():
    code, out, err = _run(
        "check", "--as-of", "2026-09-01", str(FRENCH_DECK), env={"LANG": "fr_FR.UTF-8"}
    )
    assert (code, err) == (0, "")
    assert "piltover-fr.deck.txt\u00a0: LÉGAL" in out
    assert "1 deck\u00a0: 1 légal, 0 illégal" in out
    assert (
        "jeu de règles constructed (Règles de base du 16\u00a0juillet 2026, Règles de tournoi du "
        "16\u00a0juillet 2026)" in out
    )


def test_french_findings_name_cards_in_french(tmp_path):
    deck = tmp_path / "fr.txt"
    deck.write_text(
        "Légende\u00a0:\n1 Gâchette folle\nDeck principal\u00a0:\n4 Brute techno-chimique\n",
        encoding="utf-8",
    )
    code, out, err = _run("check", "--lang", "fr", "--as-of", "2026-09-01", str(deck))
    assert code == 1 and "ILLÉGAL" in out
    assert (
        "4 exemplaires de Brute techno-chimique (4 dans le deck principal" in out
        or "exemplaires de Brute techno-chimique" in out
    )
    # French says "0 rune": one form for 0 and 1 (Plural-Forms: plural=(n > 1))
    assert "Le deck de runes a 0 rune\u202f; il doit en avoir exactement 12" in out
    # the fix names both domains of the identity (no basis to pick one) and the rune in French too
    said = " ".join(out.replace("\u00a0", " ").split())
    assert "ajoutez 12 runes de Fureur ou de Chaos (Rune de fureur ou " in said, said
    assert "retirez 1 exemplaire de Brute techno-chimique du deck principal" in out


def test_machine_formats_stay_english_under_a_french_locale(tmp_path):
    deck = tmp_path / "fr.txt"
    deck.write_text(
        "Légende\u00a0:\n1 Gâchette folle\nDeck principal\u00a0:\n4 Brute techno-chimique\n",
        encoding="utf-8",
    )
    for fmt in ("json", "sarif", "junit", "github"):
        code, out, err = _run(
            "check",
            "-f",
            fmt,
            "--lang",
            "fr",
            "--as-of",
            "2026-09-01",
            str(deck),
            env={"LANG": "fr_FR.UTF-8"},
        )
        assert code == 1, (fmt, err)
        assert "The rune deck has 0 runes; it must have exactly 12" in out, fmt
        assert "rune-deck" in out and "Le deck" not in out and "ILLÉGAL" not in out, fmt


def test_lang_from_the_configuration_and_english_override(tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("lang: fr\n", encoding="utf-8")
    code, out, err = _run("check", "--as-of", "2026-09-01", str(FRENCH_DECK), cwd=tmp_path)
    assert "LÉGAL" in out, out + err
    code, out, err = _run(
        "check",
        "--lang",
        "en",
        "--as-of",
        "2026-09-01",
        str(FRENCH_DECK),
        cwd=tmp_path,
        env={"LANG": "fr_FR.UTF-8"},
    )
    assert ": LEGAL" in out and "LÉGAL" not in out


def test_english_runs_never_load_the_catalogue(capsys):
    """Start-up stays cheap: the catalogue is read only when French is chosen."""
    from riftcheck.cli import main

    i18n._catalogue.cache_clear()
    with pytest.raises(SystemExit):
        main(["check", "--lang", "en", "--as-of", "2026-09-01", str(FRENCH_DECK)])
    capsys.readouterr()
    assert i18n._catalogue.cache_info().currsize == 0
    with pytest.raises(SystemExit):
        main(["check", "--lang", "fr", "--as-of", "2026-09-01", str(FRENCH_DECK)])
    assert "LÉGAL" in capsys.readouterr().out
    assert i18n._catalogue.cache_info().currsize == 1


def test_errors_on_stderr_are_french_under_a_french_locale_or_lang(tmp_path):
    missing = tmp_path / "nowhere.yaml"
    code, out, err = _run("check", "--lang", "fr", str(missing))
    assert (code, out) == (2, "")
    assert (
        err == f"riftcheck\u00a0: erreur\u00a0: fichier ou dossier introuvable\u00a0: {missing}\n"
    )
    code, out, err = _run(
        "check", "--as-of", "2026-13-01", str(FRENCH_DECK), env={"LANG": "fr_FR.UTF-8"}
    )
    assert (code, out) == (2, "")
    assert (
        "riftcheck\u00a0: erreur\u00a0: --as-of\u00a0: «\u00a02026-13-01\u00a0» n'est pas une date"
        in err
    )
    code, out, err = _run("check", str(missing), env={"LANG": "en_US.UTF-8"})
    assert (code, out) == (2, "")
    assert err == f"riftcheck: error: no such file or directory: {missing}\n"


def test_an_unreadable_deck_and_the_provenance_lines_in_french(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("legend: [a\n", encoding="utf-8")
    code, out, err = _run(
        "check", "--lang", "fr", "--ignore", "banned", "--as-of", "2026-09-01", str(bad)
    )
    assert (code, err) == (1, "")
    assert "au 1er\u00a0septembre 2026 (--as-of) · base de cartes" in out
    assert "Vérification partielle\u00a0: la règle banned a été ignorée\n" in out
    assert "bad.yaml\u00a0: ILLISIBLE (1 erreur)" in out
    assert "erreur de syntaxe YAML" in out
    code, out, err = _run("check", "-f", "json", "--lang", "fr", "--ignore", "banned", str(bad))
    assert "YAML syntax error" in out and "erreur" not in out


def test_deck_view_show_and_help_in_french():
    code, out, err = _run("check", "-v", "--lang", "fr", "--as-of", "2026-09-01", str(FRENCH_DECK))
    assert (code, err) == (0, "")
    # (the label column fits its longest label, « Essence runique »)
    assert re.search(r"Légende +Jinx, Gâchette folle \(Fureur, Chaos\)", out)
    assert "Énergie" in out and re.search(
        r"Signature +0 carte Signature dans le deck principal", out
    )
    assert (
        "aucune carte interdite, en rotation ou avec une interdiction prévue au 1er\u00a0septembre 2026"
        in out
    )
    code, out, err = _run(
        "show", "--as-of", "2026-09-01", str(FRENCH_DECK), env={"LANG": "fr_FR.UTF-8"}
    )
    assert (code, err) == (0, "")
    assert "Essence" in out and out.rstrip().endswith("LÉGAL")
    code, out, err = _run("check", "--help", env={"LANG": "fr_FR.UTF-8"})
    assert code == 0 and "Codes de sortie\u00a0: 0\u00a0= chaque deck est légal" in out
    assert "Ne vérifier que ces règles" in out
    code, out, err = _run("--help", env={"LANG": "en_US.UTF-8"})
    assert code == 0 and "Check decks (the default" in out and "Vérifier" not in out


def test_a_region_s_name_is_said_in_french_even_in_one_word():
    """A one-word value is a card's name and stays as it is, except a region's name (Korea was
    left in English in French set-legality messages)."""
    fr = i18n.Translator("fr", {})
    said = fr.message(
        Msg(
            "check with the organiser that {set} is out in {region}", set="Vendetta", region="Korea"
        )
    )
    assert said == "vérifiez auprès de l'organisateur que Vendetta est sorti en Corée"
    # a one-word value under another name is not looked up
    assert fr.message(Msg("remove {card}", card="Korea")) == "retirez Korea"
