"""The cards commands in French (issue 16, item 9): ``cards show|search|stats|lint|update`` and
``riftcheck --version`` as a French player runs them, JSON still English, and a check that fails
when a message they print has no French translation."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from inprocess import run_in_process

from riftcheck import i18n
from riftcheck.models import CARD_TYPES, Msg

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"
MINI = CARDS / "mini.cards.json"
_LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(scope="module")
def fr_db(tmp_path_factory) -> Path:
    """The mini database with French names for two cards (one legend, one unit)."""
    from riftcheck.cards.build import dump_database, make_database

    current = json.loads(MINI.read_text(encoding="utf-8"))
    for rec in current["cards"]:
        if rec["key"] == "jinx, loose cannon":
            rec["names"]["fr-FR"] = "Gâchette folle"
            rec["name_sources"] = {"fr-FR": "French core rules, quoted by the summary"}
        if rec["key"] == "blazing scorcher":
            rec["names"]["fr-FR"] = "Brûleur ardent"
    path = tmp_path_factory.mktemp("frdb") / "mini-fr.cards.json"
    db = make_database(current["cards"], version="test.fr", date="2026-01-01", sets=current["sets"])
    path.write_text(dump_database(db), encoding="utf-8")
    return path


def _run(*args, lang: str = "fr_FR.UTF-8"):
    """``riftcheck ARGS`` under ``LANG=lang`` (in this process): (exit code, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if k not in _LOCALE_VARS}
    env.update({"LANG": lang, "COLUMNS": "200"})
    p = run_in_process(args, environ=env)
    return p.returncode, p.stdout, p.stderr


# ------------------------------------------------------------------ the console script in French


def test_show_in_french_names_the_card_in_french_first(fr_db, data_dir):
    code, out, err = _run("--cards", fr_db, "cards", "show", "OGN-301", "--as-of", "2026-09-01")
    assert (code, err) == (0, "")
    assert out == (
        "Jinx, Gâchette folle\n"
        "  nom anglais\u00a0:      Jinx, Loose Cannon\n"
        "  type\u00a0:             Légende\n"
        "  domaines\u00a0:         Fureur, Chaos\n"
        "  tag de champion\u00a0:  Jinx\n"
        "  nom chinois\u00a0:      暴走萝莉\n"
        "  nom français\u00a0:     Jinx, Gâchette folle\n"
        "  source du nom\u00a0:    Règles de base en français, citées par le résumé\n"
        "  impressions\u00a0:      OGN-251, OGN-301 (hors numérotation), OGN-301* (signée)\n"
        "  cette impression\u00a0: OGN-301 (hors numérotation)\n"
        "  légalité\u00a0:         légale dans le jeu de règles «\u00a0constructed\u00a0» au 1er\u00a0septembre 2026\n"
    )
    # not yet released on the date
    code, out, err = _run("--cards", fr_db, "cards", "show", "OGN-001", "--as-of", "2025-01-01")
    assert (code, err) == (0, "")
    assert out.startswith("Brûleur ardent\n  nom anglais\u00a0:      Blazing Scorcher\n")
    assert out.endswith(
        "  légalité\u00a0:         pas légale dans le jeu de règles «\u00a0constructed\u00a0» avant le 31\u00a0octobre 2025 (au 1er\u00a0janvier 2025)\n"
    )


def test_show_errors_and_json_under_a_french_locale(fr_db, data_dir):
    code, out, err = _run("--cards", fr_db, "cards", "show", "Jinx, Loose Canon")
    assert (code, out) == (1, "")
    assert err == (
        "riftcheck\u00a0: erreur\u00a0: carte inconnue «\u00a0Jinx, Loose Canon\u00a0»\u202f; vouliez-vous dire "
        "Jinx, Gâchette folle (OGN-251)\u202f?\n"
    )
    code, out, err = _run("--cards", fr_db, "cards", "show", "Jinx")
    assert (code, out) == (1, "")
    # « le nom » carries the adjective: the quoted text is the user's, not a card's (frN m1)
    assert err.startswith(
        "riftcheck\u00a0: erreur\u00a0: le nom «\u00a0Jinx\u00a0» est ambigu\u00a0: ce peut être "
    )
    assert err.endswith("\u202f; écrivez le nom complet ou un identifiant d'impression\n")
    # machine output stays English, byte for byte the English run's
    args = ("--cards", fr_db, "cards", "show", "OGN-251", "-f", "json", "--as-of", "2026-09-01")
    fr, en = _run(*args), _run(*args, lang="en_US.UTF-8")
    assert fr == en and fr[0] == 0 and fr[2] == ""
    assert json.loads(fr[1])["legality"] == "legal in constructed on 2026-09-01"


def test_search_in_french(fr_db, data_dir):
    code, out, err = _run("--cards", fr_db, "cards", "search", "jinx")
    assert code == 0
    assert out == (
        "OGN-030    Jinx, Demolitionist  [Unité, Fureur]\n"
        "OGN-202    Jinx, Rebel  [Unité, Chaos]\n"
        "OGN-251    Jinx, Gâchette folle (Jinx, Loose Cannon)  [Légende, Fureur/Chaos]\n"
    )
    assert err == "3 cartes\n"


def test_a_broken_user_copy_is_a_french_notice(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "cards.json").write_text('{"cards": [', encoding="utf-8")
    code, out, err = _run("cards", "search", "Jinx, Loose Cannon")
    assert code == 0 and out.startswith("OGN-251    Jinx, Gâchette folle (Jinx, Loose Cannon)  [")
    assert err == (
        "riftcheck\u00a0: note\u00a0: base de cartes mise à jour ignorée (la base de cartes "
        f"{data_dir / 'cards.json'}:1:12 n'est pas du JSON valide (une valeur est attendue ici))"
        "\u202f; "
        "la base fournie est utilisée\n1 carte\n"
    )


def test_stats_and_version_in_french(fr_db, data_dir):
    code, out, err = _run("--cards", fr_db, "cards", "stats")
    assert (code, err) == (0, "")
    assert out == (
        f"base de cartes test.fr (1er\u00a0janvier 2026) {fr_db}\n"
        "10 cartes (2 sans nom anglais), 0 création, 14 impressions\n"
        "par set (cartes ayant une impression dans le set / impressions)\u00a0:\n"
        "  OGN       7    10\n"
        "  SFD       1     1\n"
        "  RAD       2     3\n"
        "noms par set et par langue (base de cartes du 1er\u00a0janvier 2026\u202f; "
        "«\u00a0riftcheck cards update\u00a0» la met à jour)\u00a0:\n"
        "  OGN  Origins             7 cartes\u202f; noms\u00a0: en 7, fr-FR 2, zh-CN 1\n"
        "  SFD  Spiritforged        1 carte\u202f; noms\u00a0: en 1, fr-FR 0, zh-CN 0\n"
        "  RAD  Radiance            2 cartes\u202f; noms\u00a0: en 0, fr-FR 0, zh-CN 2\n"
        "par type\u00a0:\n"
        "  Unité                  4\n"
        "  Légende                2\n"
        "  Rune                   1\n"
        "  Sort                   1\n"
        "  Équipement             1\n"
        "  Champ de bataille      1\n"
        "par super-type\u00a0:\n"
        "  Champion         3\n"
        "  Signature        2\n"
        "  de base          1\n"
    )
    code, out, err = _run("--version")
    assert (code, err) == (0, "")
    first, second = out.splitlines()[:2]
    assert first.startswith("riftcheck ") and " (base de cartes " in first
    assert second.startswith("noms par set et par langue (base de cartes du ")


def test_lint_in_french(fr_db, data_dir):
    code, out, err = _run("cards", "lint", fr_db)
    assert code == 0
    assert out == (
        f"{fr_db}\u00a0: avertissement\u00a0: 2 cartes n'ont pas encore de nom anglais et sont montrées "
        "par leur identifiant\u00a0: RAD-061, RAD-139\n"
        f"{fr_db}\u00a0: note\u00a0: OGN-251\u00a0: nom français «\u00a0Gâchette folle\u00a0»\u00a0: "
        "Règles de base en français, citées par le résumé\n"
        f"{fr_db}\u00a0: noms (en)\u00a0: officiel 8\n"
        f"{fr_db}\u00a0: noms (fr-FR)\u00a0: document 1, officiel 1\n"
        f"{fr_db}\u00a0: noms (zh-CN)\u00a0: officiel 3\n"
    )
    assert err == f"{fr_db}\u00a0: 0 erreur, 1 avertissement\n"
    broken = CARDS / "broken.cards.json"
    code, out, err = _run("cards", "lint", broken)
    assert code == 1
    assert (
        f"{broken}\u00a0: erreur\u00a0: Jinx, Three Domains\u00a0: une légende doit avoir 1 ou 2 domaines, pas 3\n"
        in out
    )
    assert (
        f"{broken}\u00a0: erreur\u00a0: Untagged Signature\u00a0: carte Signature sans tag de champion\n"
        in out
    )
    assert err == f"{broken}\u00a0: 6 erreurs, 0 avertissement\n"
    corrupt = CARDS / "corrupt.cards.json"
    code, out, err = _run("cards", "lint", corrupt)
    assert (code, out) == (3, "")
    assert err == (
        f"riftcheck\u00a0: erreur\u00a0: la base de cartes {corrupt}:1:43 n'est pas du JSON valide "
        "(une valeur est attendue ici)\n"
    )


def test_update_in_french(fr_db, data_dir, feed_server, closed_port_url):
    url, _ = feed_server
    code, out, err = _run("--cards", MINI, "cards", "update", "--source-url", f"{url}/partial")
    assert (code, out) == (3, "")
    assert err == (
        "riftcheck\u00a0: erreur\u00a0: la mise à jour retirerait 1 carte (Jinx, Loose Cannon)\u202f; "
        f"{data_dir}/{_dest_name(data_dir)} n'a pas été modifié "
        "(passez --allow-removals pour accepter)\n"
    )
    code, out, err = _run(
        "--cards", MINI, "cards", "update", "--source-url", f"{url}/full", "--locales", "fr_FR"
    )
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith(f"installée dans {data_dir}")
    assert lines[0].endswith(
        ": 11 cartes, 15 impressions (ajoutées\u00a0: 1, retirées\u00a0: 0, renommées\u00a0: 0\u202f; "
        "1 avertissement de lint)"
    )
    assert lines[1:] == [
        "  + Ornn, Blacksmith",
        # the recorded French pages give 5 cards their English name again: no translation
        "  fr-FR\u00a0: 4 noms traduits (5 autres ne font que répéter le nom anglais et ne sont pas des "
        "traductions)",
    ]
    code, out, err = _run("cards", "update", "--source-url", closed_port_url, "--timeout", "5")
    assert (code, out) == (3, "")
    assert err.startswith(
        f"riftcheck\u00a0: erreur\u00a0: hors ligne\u00a0: impossible de joindre {closed_port_url}"
    )


def _dest_name(data_dir: Path) -> str:
    """Where an update would install (relative to the data directory): the user copy's path."""
    from riftcheck.cards.store import user_db_path

    return str(user_db_path().relative_to(data_dir))


# ------------------------------------------------------------------ every message has a French entry


def test_the_words_cover_every_card_type_supertype_and_variant():
    """The fixed words said in French are the card database schema's types, supertypes and variants."""
    from riftcheck.cards.build import schema_text
    from riftcheck.cli import cards

    defs = json.loads(schema_text())["$defs"]
    card = defs["card"]["properties"]
    assert set(cards.TYPE_WORDS) == set(CARD_TYPES) == set(card["type"]["enum"])
    assert set(cards.SUPERTYPE_WORDS) == set(card["supertypes"]["items"]["enum"])
    variants = set(defs["printing"]["prefixItems"][3]["enum"])
    assert set(cards.VARIANT_WORDS) == variants - {"a", "b"}  # letters of the id, not words


def test_a_community_provenance_is_said_in_french_and_a_quoted_source_as_it_is():
    from riftcheck.cards.lint import provenance_text

    line = (
        "community transcription, not yet in Riot's English data "
        "(jungaustin/Riftbound spoilers 2026-09-25, a paraphrase, no scan yet)"
    )
    said = provenance_text(line)
    assert isinstance(said, Msg) and str(said) == line
    assert i18n.Translator("fr").message(said) == (
        "transcription communautaire, pas encore dans les données anglaises de Riot "
        "(jungaustin/Riftbound spoilers du 25 septembre 2026, une paraphrase, pas encore de scan)"
    )
    quoted = "Riftbound wiki, page of 2026-09-01"  # a source riftcheck does not word: as it is
    assert provenance_text(quoted) is quoted


@pytest.mark.parametrize(
    ("line", "french"),
    [
        (
            "French core rules, quoted by the summary",
            "Règles de base en français, citées par le résumé",
        ),
        ("inferred by elimination only", "déduit par élimination seulement"),
        (
            "French July 2026 ban announcement",
            "annonce des interdictions de juillet 2026, en français",
        ),
        (
            "French rules summary of 2026-11-04, lines 677 and 705 (the 2v2 ban)",
            "résumé des règles en français du 4\u00a0novembre 2026, lignes 677 et 705 "
            "(l'interdiction en 2c2)",
        ),
        (
            "French rules summary of 2026-11-04, line 736; French Core Rules on Hidden, line 39 "
            "(matched by meaning)",
            "résumé des règles en français du 4\u00a0novembre 2026, ligne 736\u202f; Règles de base en "
            "français sur Caché, ligne 39 (rapprochement par le sens)",
        ),
        (
            "French summary (also cited with its id OGN-168)",
            "résumé en français (cité aussi par son identifiant OGN-168)",
        ),
    ],
)
def test_the_provenance_of_a_french_name_is_said_in_french(line, french):
    """The places in the French rules texts that give a French name (tools/french-rules-names.tsv,
    the reference notes) are riftcheck's words: said in French, kept word for word in English."""
    from riftcheck.cards.lint import provenance_text

    said = provenance_text(line)
    assert isinstance(said, Msg) and str(said) == line
    assert i18n.Translator("fr").message(said) == french


def test_every_provenance_of_the_bundled_names_is_said_in_french(db):
    from frenchcheck import english_words

    from riftcheck.cards.lint import provenance_text

    tr = i18n.Translator("fr")
    sources = {s for c in db.cards for s in (c.name_sources or {}).values()}
    assert sources
    for source in sources:
        said = provenance_text(source)
        assert isinstance(said, Msg), source
        assert english_words(tr.message(said)) == [], tr.message(said)


class _Recorder:
    """Wraps Translator.message and Translator.text: records each message said in French whose
    template (or a message within it) or fixed word has no entry in the catalogue."""

    def __init__(self, monkeypatch):
        self.missing: list[str] = []
        self.said = 0
        message, text = i18n.Translator.message, i18n.Translator.text
        rec = self

        def checked_message(tr, msg):
            if tr.lang != "en" and _ours():
                rec.said += 1
                rec.check(tr, msg)
            return message(tr, msg)

        def checked_text(tr, msgid, context=None):
            # an entry in a context (the metavariables') is held to its catalogue by the tests of
            # that context (tests/cli/test_french_review_fr6.py); a plain one is checked here
            if tr.lang != "en" and _ours():
                rec.said += 1
                if context is None and not _catalog().get(msgid):
                    rec.missing.append(msgid)
            return text(tr, msgid, context)

        monkeypatch.setattr(i18n.Translator, "message", checked_message)
        monkeypatch.setattr(i18n.Translator, "text", checked_text)

    def check(self, tr, msg) -> None:
        if not isinstance(msg, Msg):
            if tr.find(str(msg)) is None:
                self.missing.append(str(msg))
            return
        self.missing.extend(tr.unsaid(msg))


#: Where the messages of the cards commands are said: the commands, the error guard (errors raised
#: in riftcheck/cards/), the --version callback. The help that the app builds on each run is 16h's.
_OURS = ("riftcheck/cli/cards.py", "riftcheck/cli/_guard.py")


def _ours() -> bool:
    """Whether the message being said comes from the cards commands (a frame of theirs is on the stack)."""
    frame = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if code.co_filename.endswith(_OURS) or code.co_name == "_version_callback":
            return True
        frame = frame.f_back
    return False


def _catalog() -> dict:
    return i18n._catalogue("fr")._catalog  # noqa: SLF001  (the msgid -> msgstr dict gettext built)


def _french_runs(cli, fr_db, feed_server, closed_port_url, only: tuple[int, ...] = ()) -> None:
    """Every kind of line the cards commands print, run in French in this process (``only``: the
    runs of these indexes)."""
    url, _ = feed_server
    mini = str(MINI)
    runs = [
        ("--cards", fr_db, "cards", "show", "OGN-301", "--as-of", "2026-09-01"),
        ("--cards", fr_db, "cards", "show", "OGN-001", "--as-of", "2025-01-01"),
        ("--cards", fr_db, "cards", "show", "RAD-061"),
        ("--cards", fr_db, "cards", "show", "OGN-007a"),
        ("--cards", fr_db, "cards", "show", "Jinx, Loose Canon"),
        ("--cards", fr_db, "cards", "show", "Jinx"),
        ("--cards", fr_db, "cards", "show", "SFD-999"),
        ("cards", "show", "RAD-141"),  # an English name from a community transcription
        ("--cards", fr_db, "cards", "search", "jinx"),
        ("--cards", fr_db, "cards", "search", "", "--set", "RAD"),
        ("--cards", fr_db, "cards", "stats"),
        ("cards", "lint", fr_db),
        ("cards", "lint", CARDS / "broken.cards.json"),
        ("cards", "lint", CARDS / "schema-invalid.cards.json"),
        ("cards", "lint", CARDS / "corrupt.cards.json"),
        ("--cards", mini, "cards", "update", "--source-url", f"{url}/partial"),
        ("--cards", mini, "cards", "update", "--source-url", f"{url}/renamed"),
        ("--cards", mini, "cards", "update", "--source-url", f"{url}/badschema"),
        ("--cards", mini, "cards", "update", "--source-url", f"{url}/nothing-here"),
        ("--cards", mini, "cards", "update", "--source-url", "ftp://example.invalid/"),
        ("--cards", mini, "cards", "update", "--source-url", closed_port_url, "--timeout", "5"),
        ("--cards", mini, "cards", "update", "--source-url", f"{url}/full", "--allow-removals"),
        ("--version",),
    ]
    for args in [r for i, r in enumerate(runs) if i in only] if only else runs:
        code, out, err = cli(*map(str, args))
        assert out or err, args


def _untranslated_feed_errors() -> None:
    """The feed-shape, size and time-limit errors, said as the guard says them (no network)."""
    from riftcheck.cards import update as upd
    from riftcheck.cli._guard import error_text
    from riftcheck.infra.errors import RiftcheckError

    page = {"data": [{"publicCode": 7}], "metadata": {"totalItems": -1}}
    errors: list[RiftcheckError] = []
    for check, bad in (
        (upd.validate_gallery_page, page),
        (upd.validate_gallery_page, {"data": [{"publicCode": 7}]}),
        (upd.validate_gallery_page, {"data": "x"}),
        (upd.validate_riftcodex_page, {"items": [], "pages": "2"}),
    ):
        try:
            check(bad, "page 1")
        except RiftcheckError as exc:
            errors.append(exc)
    try:
        upd.Limits(timeout=1.0, deadline=0.0).budget()
    except RiftcheckError as exc:
        errors.append(exc)
    assert len(errors) == 5
    for exc in errors:
        error_text(exc)


@pytest.fixture
def in_french(monkeypatch):
    """This process speaks French until the test ends (the run's language restored after it).

    The app and its help are built once per process, in the language of the first run (help is
    16h's): they are built in English first, so that the tests after this one still see English help.
    """
    from riftcheck import cli

    for var in _LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n, "_IN_USE", ["en"])
    cli._register()
    monkeypatch.setattr(i18n, "_IN_USE", [])
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")


def test_every_message_of_the_cards_commands_has_a_french_entry(
    cli, in_french, fr_db, data_dir, feed_server, closed_port_url, monkeypatch
):
    rec = _Recorder(monkeypatch)
    _french_runs(cli, fr_db, feed_server, closed_port_url)
    _untranslated_feed_errors()
    assert (
        rec.said > 100
    )  # the commands really spoke French (the check cannot pass by seeing nothing)
    assert not rec.missing, (
        "messages of the cards commands without a French translation (add them to the 16c "
        "section of riftcheck/locale/fr/LC_MESSAGES/riftcheck.po, then python -m riftcheck.i18n):\n"
        + "\n".join(f"  {m!r}" for m in dict.fromkeys(rec.missing))
    )


def test_the_check_fails_when_an_entry_is_missing(
    cli, in_french, fr_db, data_dir, feed_server, closed_port_url, monkeypatch
):
    """The check above, with entries taken out of the catalogue, names each of them: a label, a
    count in the lint summary, a network error raised in cards/update.py."""
    gone = (
        "legality:",
        "{path}: {errors}, {warnings}",
        "offline: could not reach {url} ({reason})",
    )
    cat = i18n._catalogue("fr")
    entries = cat._catalog  # noqa: SLF001
    assert all(entries.get(m) for m in gone)
    monkeypatch.setattr(cat, "_catalog", {k: v for k, v in entries.items() if k not in gone})
    rec = _Recorder(monkeypatch)
    _french_runs(cli, fr_db, feed_server, closed_port_url, only=(0, 11, 20))
    assert set(rec.missing) == set(gone)
