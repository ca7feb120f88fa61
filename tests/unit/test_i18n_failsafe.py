"""A language that fails safe: without a readable French catalogue (missing, empty, corrupt or
truncated .mo, as slim containers and some distributions leave it), a French run is the English
run, with the same exit code, plus one notice on stderr; and --lang takes the language's code in
the spellings the locale has (FR, fr_FR, fr-CA, fr_FR.UTF-8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck import i18n

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples" / "kennen-illegal.deck.yaml"
GOOD_MO = i18n.po_path("fr").with_suffix(".mo")
NOTICE = "riftcheck: notice: the fr messages cannot be read"


def _run(args, capsys) -> tuple[int, str, str]:
    from riftcheck.cli import main

    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return info.value.code or 0, out.out, out.err


@pytest.fixture
def broken(monkeypatch, tmp_path):
    """Make the French catalogue one of the broken kinds: ``broken(kind)``."""

    def make(kind: str) -> None:
        where = tmp_path / kind
        mo = where / "fr" / "LC_MESSAGES" / "riftcheck.mo"
        mo.parent.mkdir(parents=True)
        data = GOOD_MO.read_bytes()
        content = {
            "missing": None,
            "empty": b"",
            "corrupt": b"\x00not a catalogue at all\xff" * 10,
            "truncated": data[: len(data) // 3],
        }[kind]
        if content is not None:
            mo.write_bytes(content)
        monkeypatch.setattr(i18n, "LOCALE_DIR", where)
        i18n._catalogue.cache_clear()
        monkeypatch.setattr(i18n, "_UNSPOKEN", set())

    yield make
    i18n._catalogue.cache_clear()


@pytest.mark.parametrize("kind", ["missing", "empty", "corrupt", "truncated"])
@pytest.mark.parametrize(
    "args",
    [
        ["--lang", "fr", "check", "--as-of", "2026-09-20", DECK],
        ["check", "--lang", "fr", "--as-of", "2026-09-20", "nowhere.deck.yaml"],
        ["--lang", "fr", "--version"],
        ["--lang", "fr", "check", "--help"],
        ["--lang", "fr", "rules"],
    ],
    ids=["check", "usage-error", "version", "help", "rules"],
)
def test_a_broken_catalogue_gives_english_with_one_notice(broken, capsys, monkeypatch, kind, args):
    monkeypatch.setenv("COLUMNS", "100")
    english = _run([a if a != "fr" else "en" for a in args], capsys)
    broken(kind)
    code, out, err = _run(args, capsys)
    assert code == english[0]
    assert out == english[1]
    notices = [line for line in err.splitlines() if line.startswith(NOTICE)]
    assert len(notices) == 1, err
    assert err.replace(notices[0] + "\n", "", 1) == english[2]
    assert "Traceback" not in err and "internal error" not in err


def test_the_configuration_s_lang_with_a_broken_catalogue(broken, capsys, tmp_path, monkeypatch):
    broken("corrupt")
    (tmp_path / ".riftcheck.yaml").write_text("lang: fr\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["check", "--as-of", "2026-09-20", DECK], capsys)
    # the deck's line names its absolute path: it wraps where the checkout's path is long
    assert code == 1 and "ILLEGAL (4 errors, 1 info)" in " ".join(out.split())
    assert err.count(NOTICE) == 1


@pytest.mark.parametrize("spelling", ["FR", "fr_FR", "fr-CA", "fr_FR.UTF-8", "Fr"])
def test_lang_takes_the_locale_s_spellings(capsys, spelling):
    code, out, err = _run(["check", "--lang", spelling, "--as-of", "2026-09-20", DECK], capsys)
    assert (code, err) == (1, "")
    assert "ILLÉGAL (4 erreurs, 1 info)" in " ".join(out.split())
    code, out, err = _run([f"--lang={spelling}", "rules"], capsys)
    assert code == 0 and out.startswith("RÈGLE")


def test_a_language_riftcheck_does_not_speak_is_still_refused(capsys):
    code, out, err = _run(["rules", "--lang", "de"], capsys)
    assert code == 2 and "de" in err
