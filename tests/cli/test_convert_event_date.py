"""``riftcheck convert`` never drops a deck's ``event_date`` silently (issue 23/24, item 3): a code,
TTS string or text list cannot hold it, so a check of the written deck judges it on today's date.
When that changes the check, the conversion is refused (exit 2) naming the key and its line, and
says how to keep it (yaml or json, or ``--as-of``); when it changes nothing, standard error says the
date was left out. A dropped region was handled before (tests/decks/test_convert_recheck.py).

The fixtures are the Kennen list of tests/fixtures/diff dated 2026-09-01 (two Stacked Deck, legal
then, banned in Constructed from 2026-09-18) and an undated copy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "diff"
REFUSED = (
    "riftcheck: error: sept01.yaml:5:1: cannot convert to {to}: a {to} deck cannot hold event_date "
    "2026-09-01, and a check of the written deck, judged {when} without it, would change under "
    "ruleset constructed: LEGAL would be ILLEGAL, 1 more error (banned); 1 more info (main-deck-size); "
    "1 fewer info (banned): Stacked Deck is banned in constructed since 2026-09-18 (convert to yaml "
    "or json, which keep event_date; or give --as-of 2026-09-01 and check the written deck with "
    "--as-of 2026-09-01)\n"
)


@pytest.fixture
def project(tmp_path):
    shutil.copy(FIXTURES / "kennen-sept01.deck.yaml", tmp_path / "sept01.yaml")
    return tmp_path


@pytest.mark.parametrize("to", ["code", "tts", "text"])
def test_a_date_that_decides_the_check_is_refused_at_its_line(cli, project, to):
    import datetime as dt

    r = cli("convert", "sept01.yaml", "--to", to, "-o", "out", cwd=project)
    when = f"on today's date ({dt.date.today().isoformat()})"
    assert (r.returncode, r.stdout, r.stderr) == (2, "", REFUSED.format(to=to, when=when))
    assert not (project / "out").exists()
    r = cli("convert", "sept01.yaml", "--to", to, "--as-of", "2026-09-30", cwd=project)
    when = "as of 2026-09-30 (--as-of)"
    assert (r.returncode, r.stdout, r.stderr) == (2, "", REFUSED.format(to=to, when=when))


def test_as_of_keeps_it_and_is_said(cli, project):
    r = cli("convert", "sept01.yaml", "--to", "code", "--as-of", "2026-09-01", cwd=project)
    assert r.returncode == 0
    assert r.stdout.startswith("CM") and r.stdout.count("\n") == 1
    assert r.stderr == (
        "riftcheck: warning: a code string holds cards only; name, format and dates were left out\n"
        "riftcheck: warning: sept01.yaml:5:1: event_date 2026-09-01 left out: a code deck cannot "
        "hold it; the written deck checks the same as of 2026-09-01: check it with --as-of "
        "2026-09-01\n"
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n"
    )
    # the written code, checked as said, is judged as the file was
    code = r.stdout.strip()
    assert cli("check", "--as-of", "2026-09-01", code, cwd=project).returncode == 0


def test_a_date_that_changes_nothing_is_said_dropped(cli, project):
    # Whirlwind from the sideboard in place of Stacked Deck: legal on both dates
    text = (project / "sept01.yaml").read_text().replace("  - 2 Whirlwind (OGN-187)\n", "")
    text = text.replace("2 Stacked Deck (OGN-183)", "2 Whirlwind (OGN-187)")
    (project / "plain.yaml").write_text(text)
    assert cli("check", "plain.yaml", cwd=project).returncode == 0
    r = cli("convert", "plain.yaml", "--to", "text", cwd=project)
    assert r.returncode == 0
    assert r.stderr == (
        "riftcheck: warning: Piltover text holds cards only; format, dates, domains and pool were "
        "left out\n"
        "riftcheck: warning: plain.yaml:5:1: event_date 2026-09-01 left out: a text deck cannot "
        "hold it, and a check of the written deck judges it on today's date, where it checks the "
        "same\n"
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n"
    )
    assert "Stacked Deck" not in r.stdout and "\n2 Whirlwind (OGN-187)\n" in r.stdout


def test_yaml_keeps_the_date_and_an_unused_as_of_is_said(cli, project):
    r = cli("convert", "sept01.yaml", "--to", "yaml", "--as-of", "2026-09-30", cwd=project)
    assert r.returncode == 0
    assert "\nevent_date: 2026-09-01\n" in r.stdout
    assert r.stderr == (
        "riftcheck: notice: --as-of 2026-09-30 not used: a yaml deck keeps its event_date\n"
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n"
    )
    undated = "".join(
        x for x in (project / "sept01.yaml").read_text().splitlines(True) if "event_date" not in x
    )
    (project / "undated.yaml").write_text(undated)
    r = cli("convert", "undated.yaml", "--to", "text", "--as-of", "2026-09-01", cwd=project)
    assert r.returncode == 0
    assert r.stderr.endswith(
        "riftcheck: notice: --as-of 2026-09-01 not used: the deck has no event_date\n"
        "riftcheck: warning: the comment of line 2 was left out: a converted deck keeps no "
        "comments\n"
    )
    r = cli("convert", "undated.yaml", "--to", "text", "--as-of", "2026-13-01", cwd=project)
    assert (r.returncode, r.stdout) == (2, "")
    assert "--as-of: '2026-13-01' is not a date; expected YYYY-MM-DD" in r.stderr


def test_french(cli, project):
    r = cli("--lang", "fr", "convert", "sept01.yaml", "--to", "text", cwd=project)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith(
        "riftcheck\u00a0: erreur\u00a0: sept01.yaml:5:1\u00a0: impossible de convertir en text\u00a0: "
        "un deck au format text ne peut pas contenir l'event_date du 1er\u00a0septembre 2026, et la "
        "vérification du deck écrit, jugé à la date du jour ("
    )
    assert r.stderr.endswith(
        "(convertissez en yaml ou json, qui gardent l'event_date\u202f; ou donnez --as-of "
        "2026-09-01 et vérifiez le deck écrit avec --as-of 2026-09-01)\n"
    )
