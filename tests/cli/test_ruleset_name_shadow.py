"""A bare ruleset name is always the shipped ruleset (atk23d item 1).

A file named ``constructed`` in the current directory (or next to an event file) must not
replace the shipped ruleset: a local file is used only when named by a path (``./NAME``, a
separator, or a ``.yaml``/``.yml`` suffix). When a bare shipped name also names such a file the
run says once, on stderr, that the shipped ruleset is used. The provenance comparison of a local
ruleset is always with the file riftcheck ships. Each test asserts exit code, stdout and stderr.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ILLEGAL = ROOT / "tests" / "fixtures" / "cli" / "decks" / "illegal.deck.yaml"
AS_OF = ("--as-of", "2026-09-20")
#: a lax ruleset that calls itself constructed and extends the shipped constructed
LAX = (
    "name: constructed\n"
    "extends: constructed\n"
    "rules:\n"
    "  banned: false\n"
    "  copy-limit: false\n"
    "  domain-identity: false\n"
    "  rune-deck: false\n"
)
NOTICE = (
    "riftcheck: notice: ruleset 'constructed': the shipped ruleset is used, not the file "
    "'./constructed'; a path (./constructed) selects that file\n"
)
DROPPED = "does not run copy-limit, domain-identity, rune-deck and banned"


def _flat(text: str) -> str:
    return " ".join(text.split())


def _dir(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    shutil.copy(ILLEGAL, tmp_path / "ill.deck.yaml")
    (tmp_path / "constructed").write_text(LAX, encoding="utf-8")
    return tmp_path


def test_the_default_ruleset_is_the_shipped_one_beside_a_file_of_its_name(cli, tmp_path):
    d = _dir(tmp_path)
    r = cli("check", *AS_OF, "ill.deck.yaml", cwd=d)
    assert r.returncode == 1
    assert "ill.deck.yaml: ILLEGAL (4 errors, 1 info)" in r.stdout
    assert "local" not in r.stdout and "Changed:" not in r.stdout
    assert r.stderr == NOTICE  # said once, though the run loads the ruleset more than once


def test_an_explicit_bare_name_is_the_shipped_one_in_every_format(cli, tmp_path):
    d = _dir(tmp_path)
    r = cli("check", *AS_OF, "--ruleset", "constructed", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (1, NOTICE)
    assert "ill.deck.yaml: ILLEGAL (4 errors, 1 info)" in r.stdout
    r = cli("check", *AS_OF, "-r", "constructed", "--format", "json", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (1, NOTICE)
    report = json.loads(r.stdout)
    assert [x["legal"] for x in report["decks"]] == [False]
    rs = report["provenance"]["ruleset"]
    assert (rs["origin"], rs["path"], rs["compared_to"]) == ("shipped", None, None)


def test_dot_slash_selects_the_local_file_compared_with_the_truly_shipped_one(cli, tmp_path):
    d = _dir(tmp_path)
    r = cli("check", *AS_OF, "--ruleset", "./constructed", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (0, "")
    assert "ill.deck.yaml: LEGAL" in r.stdout
    # the file extends the shipped constructed (not itself: that would be a cycle), and the
    # comparison is with the shipped file, so it says what the local file leaves out
    assert f"compared with the shipped constructed it {DROPPED}" in _flat(r.stdout)


def test_a_stray_file_does_not_make_another_local_ruleset_compare_with_it(cli, tmp_path):
    d = _dir(tmp_path)
    (d / "sub").mkdir()
    (d / "sub" / "lax.yaml").write_text(LAX, encoding="utf-8")
    r = cli("check", *AS_OF, "--ruleset", "sub/lax.yaml", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"compared with the shipped constructed it {DROPPED}" in _flat(r.stdout)


def test_a_bare_name_that_is_only_a_local_file_is_refused_with_the_way_to_use_it(cli, tmp_path):
    d = _dir(tmp_path)
    shutil.copy(d / "constructed", d / "myrules")
    r = cli("check", *AS_OF, "--ruleset", "myrules", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: unknown ruleset 'myrules' "
        "(to use the file 'myrules' of the current directory, write ./myrules)\n"
    )
    r = cli("check", *AS_OF, "--ruleset", "./myrules", "ill.deck.yaml", cwd=d)
    assert (r.returncode, r.stderr) == (0, "")
    assert "ill.deck.yaml: LEGAL" in r.stdout


def _event(d: Path, ruleset: str) -> Path:
    ev = d / "ev"
    ev.mkdir(exist_ok=True)
    shutil.copy(ILLEGAL, ev / "ill.deck.yaml")
    (ev / "e.yaml").write_text(
        f"name: E\ndate: 2026-09-20\nruleset: {ruleset}\n"
        "players:\n  - {player: Ann, list: ill.deck.yaml}\n",
        encoding="utf-8",
    )
    return ev / "e.yaml"


def test_an_event_naming_constructed_runs_the_shipped_one_beside_a_cwd_file(cli, tmp_path):
    d = _dir(tmp_path)
    _event(d, "constructed")
    r = cli("event", "ev/e.yaml", cwd=d)
    assert r.returncode == 1
    assert "Ann (ev/e.yaml line 5): ILLEGAL" in r.stdout
    assert r.stderr == NOTICE


def test_an_event_naming_constructed_says_the_file_next_to_it_is_not_used(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    _event(tmp_path, "constructed")
    (tmp_path / "ev" / "constructed").write_text(LAX, encoding="utf-8")
    r = cli("event", "ev/e.yaml", cwd=tmp_path)
    assert r.returncode == 1
    assert "Ann (ev/e.yaml line 5): ILLEGAL" in r.stdout
    assert r.stderr == (
        "riftcheck: notice: ruleset 'constructed': the shipped ruleset is used, not the file "
        "'ev/constructed'; a path (./constructed) selects that file\n"
    )


def test_an_event_ruleset_path_is_relative_to_the_event_file(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    _event(tmp_path, "./constructed")
    (tmp_path / "ev" / "constructed").write_text(LAX, encoding="utf-8")
    # from the event's directory ("./constructed" joined to "." stays a path) and from above it
    for cwd, arg in ((tmp_path / "ev", "e.yaml"), (tmp_path, "ev/e.yaml")):
        r = cli("event", arg, cwd=cwd)
        assert (r.returncode, r.stderr) == (0, ""), arg
        assert f"Ann ({arg} line 5): LEGAL" in r.stdout
        assert f"it {DROPPED}" in _flat(r.stdout)


def test_an_event_bare_name_of_a_local_file_is_refused_at_its_line(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    _event(tmp_path, "myrules")
    (tmp_path / "ev" / "myrules").write_text(LAX, encoding="utf-8")
    r = cli("event", "ev/e.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")  # the event's setup (atkK 12)
    assert r.stderr == (
        "riftcheck: error: ev/e.yaml:3:10: ruleset: 'myrules' is not a shipped ruleset; to use the "
        "file 'myrules' next to the event file, write ./myrules\n"
    )


def test_the_pre_commit_hook_runs_the_shipped_ruleset_beside_a_committed_file(cli, tmp_path):
    # the documented hook (`riftcheck check --hook-paths`) and the Action run from the repository root
    d = _dir(tmp_path)
    r = cli("check", "--hook-paths", *AS_OF, "ill.deck.yaml", cwd=d)
    assert r.returncode == 1
    assert "ill.deck.yaml: ILLEGAL (4 errors, 1 info)" in r.stdout
    assert NOTICE in r.stderr


def test_the_notice_and_the_refusals_are_said_in_french(cli, tmp_path):
    env = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}
    d = _dir(tmp_path)
    r = cli("check", *AS_OF, "ill.deck.yaml", cwd=d, env=env)
    assert r.returncode == 1
    assert r.stderr == (
        "riftcheck\u00a0: note\u00a0: jeu de règles «\u00a0constructed\u00a0»\u00a0: le jeu de "
        "règles fourni est utilisé, pas le fichier «\u00a0./constructed\u00a0»\u202f; un chemin "
        "(./constructed) choisit ce fichier\n"
    )
    shutil.copy(d / "constructed", d / "myrules")
    r = cli("check", *AS_OF, "-r", "myrules", "ill.deck.yaml", cwd=d, env=env)
    assert (r.returncode, r.stdout) == (2, "")
    assert (
        "pour utiliser le fichier «\u00a0myrules\u00a0» du dossier courant, écrivez ./myrules"
        in r.stderr
    )
