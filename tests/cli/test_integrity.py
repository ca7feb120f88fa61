"""Issue 11, part B: what a report says was checked, through the real console script.

Every report format must show what changed the check (configuration file,
local ruleset, card database file, the as-of date's origin), a check that did
not run (a pool, a team) never reads as plain LEGAL, and ``--team`` with a
ruleset that has no team rules is refused. Each test asserts exit code, stdout
and stderr together.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "cli"
LEGAL = FIX / "decks" / "legal.deck.yaml"
SEALED = ROOT / "tests" / "cases" / "_integrity" / "draft-no-pool.deck.yaml"
FORMATS = ("text", "github", "junit", "sarif", "json")


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def repo(tmp_path):
    """A deck repository of its own (``.git`` marks its root) holding one legal deck."""
    (tmp_path / ".git").mkdir()
    shutil.copy(LEGAL, tmp_path / "kennen.deck.yaml")
    return tmp_path


# ------------------------------------------------------------------ --team needs team rules


@pytest.mark.parametrize("ruleset", ["constructed", "constructed-casual", "sealed", "draft"])
def test_team_with_a_ruleset_without_team_rules_is_a_usage_error(cli, ruleset):
    r = cli("--team", "--ruleset", ruleset, LEGAL, LEGAL)
    assert r.returncode == 2 and r.stdout == ""
    assert f"ruleset '{ruleset}' has no team rules, so no team check would run" in r.stderr
    assert "constructed-2v2" in r.stderr and "sealed-2v2" in r.stderr


def test_team_with_a_local_ruleset_without_team_rules_is_a_usage_error(cli, tmp_path):
    local = tmp_path / "mine.yaml"
    local.write_text("name: mine\nextends: constructed\n")
    r = cli("--team", "--ruleset", local, LEGAL, LEGAL)
    assert (r.returncode, r.stdout) == (2, "")
    assert "ruleset 'mine' has no team rules" in r.stderr


def test_team_with_a_team_ruleset_still_runs(cli):
    r = cli(
        "--team",
        "--ruleset",
        "constructed-2v2",
        "--as-of",
        "2026-09-20",
        LEGAL,
        ROOT / "examples" / "kennen.deck.yaml",
    )
    assert (r.returncode, r.stderr) == (1, "")  # the same legend twice: team-legend says so
    assert "team-legend" in r.stdout


# ------------------------------------------------------------------ partial verdicts


@pytest.mark.parametrize(
    ("ruleset", "words"),
    [
        ("sealed", "pool not checked"),
        ("draft", "pool not checked"),
        ("sealed-2v2", "pool and team not checked"),
    ],
)
def test_a_skipped_pool_is_visible_in_every_format(cli, ruleset, words):
    outs = {}
    for fmt in FORMATS:
        r = cli("--ruleset", ruleset, "--as-of", "2026-09-01", "--format", fmt, SEALED)
        assert (r.returncode, r.stderr) == (0, ""), (fmt, r.stderr)
        outs[fmt] = r.stdout
    # The text report wraps at the terminal width, and the deck's absolute path
    # (which grows with the checkout's location) can push the words over a line end.
    text = " ".join(outs["text"].split())
    assert f"LEGAL ({words})" in text and "(partial check)" in text
    assert f"riftcheck({words})" in outs["github"] and "this verdict is partial" in outs["github"]
    assert f"LEGAL ({words}); this verdict is partial" in outs["junit"]
    assert f"{words}; this verdict is partial" in outs["sarif"]
    doc = json.loads(outs["json"])
    assert doc["partial"] is True and doc["decks"][0]["partial"] is True
    assert doc["decks"][0]["not_checked"] == words.removesuffix(" not checked").split(" and ")


def test_a_pool_that_is_the_deck_itself_is_refused(cli):
    r = cli("--ruleset", "sealed", "--as-of", "2026-09-01", "--pool", SEALED, SEALED)
    assert (r.returncode, r.stderr) == (1, "")
    assert f"{SEALED}: ILLEGAL (1 error)" in " ".join(r.stdout.split())  # the path may wrap
    r = cli(
        "--format", "json", "--ruleset", "sealed", "--as-of", "2026-09-01", "--pool", SEALED, SEALED
    )
    (finding,) = json.loads(r.stdout)["decks"][0]["violations"]
    assert (
        finding["rule"] == "pool"
        and "is this deck file itself, so nothing would be checked" in finding["message"]
    )


def test_a_full_check_is_not_marked_partial(cli):
    r = cli("--as-of", "2026-09-20", LEGAL)
    assert (r.returncode, r.stderr) == (0, "")
    assert "not checked" not in r.stdout and "partial" not in r.stdout


# ------------------------------------------------------------------ provenance in every format


def _doctor_cards(repo: Path) -> tuple[list[str], str]:
    """A card database that differs from the bundled one by one card's copy limit."""
    data = json.loads((ROOT / "card_data" / "cards.json").read_text(encoding="utf-8"))
    for card in data["cards"]:
        if card.get("name") == "Gust":
            card["copy_text_override"] = "any"
    path = repo / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return ["--cards", str(path)], _sha(path)


def _doctor_ruleset(repo: Path) -> tuple[list[str], str]:
    """A local file named constructed, without the ban rule."""
    path = repo / "constructed.yaml"
    path.write_text(
        "name: constructed\nextends: constructed\nrules:\n  banned: false\n", encoding="utf-8"
    )
    return ["--ruleset", str(path)], _sha(path)


def _doctor_config(repo: Path) -> tuple[list[str], str]:
    """A configuration file in the repository that ignores the ban rule."""
    path = repo / ".riftcheck.yaml"
    path.write_text("ignore: [banned]\n", encoding="utf-8")
    return [], str(path)


def _doctor_parent_config(repo: Path) -> tuple[list[str], str]:
    """A local ruleset named by the repository's configuration."""
    (repo / "rules").mkdir()
    rs = repo / "rules" / "casual.yaml"
    rs.write_text("name: constructed\nextends: constructed-casual\n", encoding="utf-8")
    (repo / ".riftcheck.yaml").write_text("ruleset: rules/casual.yaml\n", encoding="utf-8")
    return [], _sha(rs)


@pytest.mark.parametrize(
    "doctor",
    [_doctor_cards, _doctor_ruleset, _doctor_config, _doctor_parent_config],
    ids=lambda f: f.__name__[8:],
)
def test_a_doctored_run_never_looks_like_a_shipped_one(cli, repo, doctor):
    """The text, github, junit, sarif and json reports of a run with shipped data and of the same run
    with a doctored card database, local ruleset or configuration differ, and the difference names it."""
    args = ["--as-of", "2026-09-20", "kennen.deck.yaml"]
    shipped = {}
    for fmt in FORMATS:
        r = cli("--format", fmt, *args, cwd=repo)
        assert (r.returncode, r.stderr) == (0, ""), r.stderr
        shipped[fmt] = r.stdout
    extra, mark = doctor(repo)
    for fmt in FORMATS:
        r = cli("--format", fmt, *extra, *args, cwd=repo)
        assert (r.returncode, r.stderr) == (0, ""), r.stderr
        assert r.stdout != shipped[fmt], fmt
        assert mark in r.stdout, f"{fmt} does not name {mark}"
        assert mark not in shipped[fmt]
    text = cli(*extra, *args, cwd=repo).stdout
    assert "Changed: " in text or "Partial check: " in text


def test_every_local_file_of_an_extends_chain_is_named_and_hashed(cli, repo):
    """A local ruleset extending another local file: editing only the base changes the verdict, so
    the base is named with its sha256 in every format, HTML included (issue 23, F24)."""
    base, child = repo / "base.yaml", repo / "child.yaml"
    child.write_text("name: child\nextends: base.yaml\n", encoding="utf-8")
    args = ["--as-of", "2026-09-20", "--ruleset", str(child), "kennen.deck.yaml"]
    seen = []
    for text in ("copy-limit: {limit: 4}", "copy-limit: {limit: 3}"):
        base.write_text(f"name: base\nextends: constructed\nrules:\n  {text}\n", encoding="utf-8")
        sha = _sha(base)
        for fmt in FORMATS:
            r = cli("--format", fmt, *args, cwd=repo)
            assert (r.returncode, r.stderr) == (0, ""), r.stderr
            flat = "".join(r.stdout.split())  # the text report wraps long paths
            assert str(base) in flat and sha in flat, fmt
        r = cli("--format", "html", "-o", "report.html", *args, cwd=repo)
        assert (r.returncode, r.stdout, r.stderr) == (0, "", ""), r.stderr
        assert sha in (repo / "report.html").read_text(encoding="utf-8")
        doc = json.loads(cli("--format", "json", *args, cwd=repo).stdout)
        parents = doc["provenance"]["ruleset"]["local_parents"]
        assert parents == [{"path": str(base), "sha256": sha}]
        head = "".join(cli(*args, cwd=repo).stdout.split("\n\n")[0].split())
        assert "".join(f"extending local file {base} (sha256 {sha[:16]})".split()) in head
        seen.append(sha)
    assert seen[0] != seen[1]


def test_shipped_run_names_its_bundled_sources(cli, repo):
    r = cli("--as-of", "2026-09-20", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    head = r.stdout.splitlines()[:3]
    assert "ruleset constructed (Core Rules 2026-07-16, Tournament Rules 2026-07-16)" in head[0]
    assert head[1].startswith("as of 2026-09-20 (--as-of) · card database ") and head[1].endswith(
        ", bundled)"
    )
    assert head[2] == ""
    doc = json.loads(
        cli("--format", "json", "--as-of", "2026-09-20", "kennen.deck.yaml", cwd=repo).stdout
    )
    prov = doc["provenance"]
    assert prov["configuration"]["path"] is None and prov["changed"] == []
    assert (prov["ruleset"]["origin"], prov["card_data"]["origin"], prov["as_of"]["origin"]) == (
        "shipped",
        "bundled",
        "command line",
    )


def test_local_ruleset_lists_what_it_leaves_out(cli, repo):
    (repo / "constructed.yaml").write_text(
        "name: constructed\nextends: constructed\nrules:\n  banned: false\n  copy-limit: {severity: info}\n"
    )
    r = cli("--format", "json", "--ruleset", "constructed.yaml", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    rs = json.loads(r.stdout)["provenance"]["ruleset"]
    assert rs["origin"] == "file" and rs["path"] == str(repo / "constructed.yaml")
    assert rs["compared_to"] == "constructed"
    assert rs["deselected"] == ["banned"] and rs["changed"] == ["copy-limit"]
    text = cli("--ruleset", "constructed.yaml", "kennen.deck.yaml", cwd=repo).stdout
    assert "compared with the shipped constructed it does not run banned" in " ".join(text.split())


def test_a_copied_ruleset_without_its_bans_says_so(cli, repo):
    shipped = (ROOT / "rulesets" / "constructed.yaml").read_text()
    cut = shipped.index("  bans:")
    (repo / "constructed.yaml").write_text(shipped[:cut])
    r = cli("--format", "json", "--ruleset", "constructed.yaml", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    rs = json.loads(r.stdout)["provenance"]["ruleset"]
    assert "Stacked Deck" in rs["bans_missing"] and rs["deselected"] == []


def test_a_local_ruleset_that_changes_set_dates_says_so(cli, repo):
    """A rotation date (or any set date) in a local ruleset flips verdicts: the report names the
    sets it changes, as it names the bans it drops (it said "it runs the rules and bans of the
    shipped constructed" and nothing more)."""
    (repo / "rotation.yaml").write_text(
        "name: rotation\nextends: constructed\ntables:\n  sets:\n"
        "    - {code: OGN, name: Origins, release: 2025-10-31, until: 2027-01-01}\n"
        "    - {code: ZZZ, name: Test Set, release: 2027-06-01}\n"
    )
    r = cli("--format", "json", "--ruleset", "rotation.yaml", "kennen.deck.yaml", cwd=repo)
    rs = json.loads(r.stdout)["provenance"]["ruleset"]
    assert rs["sets_changed"] == ["OGN", "ZZZ"] and rs["bans_missing"] == []
    text = cli("--ruleset", "rotation.yaml", "kennen.deck.yaml", cwd=repo).stdout
    assert "it changes the sets OGN and ZZZ (their dates decide set legality)" in " ".join(
        text.split()
    )
    shipped = cli("--format", "json", "kennen.deck.yaml", cwd=repo).stdout
    assert json.loads(shipped)["provenance"]["ruleset"]["sets_changed"] == []


@pytest.mark.parametrize(
    ("where", "origin", "words"),
    [
        ("event_date: 2026-09-20\n", "event_date", "as of 2026-09-20 (the deck's event date)"),
        ("config", "configuration", "as of 2026-09-19 (the configuration's as_of)"),
        ("", "today", "(today)"),
    ],
)
def test_where_the_as_of_date_came_from(cli, repo, where, origin, words):
    deck = repo / "kennen.deck.yaml"
    if where == "config":
        (repo / ".riftcheck.yaml").write_text("as_of: 2026-09-19\n")
    elif where:
        deck.write_text(where + deck.read_text())
    r = cli("kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    assert words in r.stdout.splitlines()[1]
    doc = json.loads(cli("--format", "json", "kennen.deck.yaml", cwd=repo).stdout)
    assert doc["provenance"]["as_of"]["origin"] == origin
    if origin != "today":
        assert any(words in c for c in doc["provenance"]["changed"])


def test_a_configuration_above_the_repository_is_not_used(cli, tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("ignore: [banned]\n")
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    shutil.copy(LEGAL, repo / "kennen.deck.yaml")
    r = cli("--format", "json", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    doc = json.loads(r.stdout)
    assert doc["ignored"] == [] and doc["provenance"]["configuration"]["path"] is None


def test_step_summary_shows_the_provenance(cli, repo):
    _doctor_config(repo)
    summary = repo / "summary.md"
    r = cli(
        "--format",
        "github",
        "kennen.deck.yaml",
        cwd=repo,
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert (r.returncode, r.stderr) == (0, "")
    md = summary.read_text().replace("\\", "")  # Markdown escapes the path's underscores
    assert f"configuration file {repo / '.riftcheck.yaml'} (sets 'ignore')" in md
    assert "partial check: rules ignored: banned" in md


# ------------------------------------------------------------------ files read on a deck's behalf


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ("/etc/hostname", "is an absolute path"),
        ("../outside.deck.yaml", "leaves the directory of the file that names it"),
        (
            "link.deck.yaml",
            "leaves the directory of the file that names it",
        ),  # a symlink pointing out
    ],
)
def test_a_team_file_cannot_name_decks_outside_its_directory(cli, tmp_path, entry, words):
    team = tmp_path / "team"
    team.mkdir()
    shutil.copy(LEGAL, tmp_path / "outside.deck.yaml")
    shutil.copy(LEGAL, team / "a.deck.yaml")
    (team / "link.deck.yaml").symlink_to(tmp_path / "outside.deck.yaml")
    (team / "team.yaml").write_text(f"name: T\nteam:\n  - a.deck.yaml\n  - {entry}\n")
    r = cli("--team", "--ruleset", "constructed-2v2", team / "team.yaml")
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr.startswith(
        f"riftcheck: error: {team / 'team.yaml'}:4:5: team: '{entry}' {words}"
    ), r.stderr


def test_a_directory_scan_does_not_follow_links_leaving_it(cli, tmp_path):
    decks = tmp_path / "decks"
    decks.mkdir()
    shutil.copy(LEGAL, decks / "mine.deck.yaml")
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:SECRET-TOKEN\n")
    (decks / "passwd.deck.txt").symlink_to(secret)
    (decks / "inside.deck.yaml").symlink_to(decks / "mine.deck.yaml")  # inside the tree: read
    r = cli("--format", "json", "--as-of", "2026-09-20", decks)
    assert (r.returncode, r.stderr) == (1, "")
    assert "SECRET-TOKEN" not in r.stdout
    got = {Path(d["path"]).name: d for d in json.loads(r.stdout)["decks"]}
    assert got["inside.deck.yaml"]["legal"] is True and got["mine.deck.yaml"]["legal"] is True
    (err,) = got["passwd.deck.txt"]["violations"]
    assert got["passwd.deck.txt"]["legal"] is None
    assert err["message"].startswith(
        "not read: a symbolic link to a file outside the directory being checked"
    )


def test_a_local_ruleset_that_changes_documents_or_regions_says_so(cli, repo):
    """A local ruleset that moves a region's launch dates or adds a rules edition changes verdicts
    as much as a set date does: every format names the documents and regions it changes (it said
    "it runs the rules and bans of the shipped constructed" and nothing more)."""
    (repo / "local.yaml").write_text(
        "name: local\nextends: constructed\ntables:\n  regions:\n    tw:\n"
        "      name: Taiwan\n      source: test\n      releases: {OGN: 2026-01-01}\n"
        "      others: worldwide\n  documents:\n    TR:\n      name: Tournament Rules\n"
        "      editions:\n        - {published: 2026-11-01, source: test}\n"
    )
    said = (
        "it changes the rules documents TR (their editions decide the rules in force on each "
        "date); changes the regions tw (their launch dates decide set legality there)"
    )
    r = cli("--format", "json", "--ruleset", "local.yaml", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (0, "")
    prov = json.loads(r.stdout)["provenance"]
    rs = prov["ruleset"]
    assert (rs["documents_changed"], rs["regions_changed"]) == (["TR"], ["tw"])
    assert rs["sets_changed"] == [] and any(said in c for c in prov["changed"])
    for fmt in ("text", "html", "junit"):
        r = cli("--format", fmt, "--ruleset", "local.yaml", "kennen.deck.yaml", cwd=repo)
        assert (r.returncode, r.stderr) == (0, ""), fmt
        assert said in " ".join(r.stdout.split()), fmt
    shipped = json.loads(cli("--format", "json", "kennen.deck.yaml", cwd=repo).stdout)
    rs = shipped["provenance"]["ruleset"]
    assert (rs["documents_changed"], rs["regions_changed"]) == ([], [])


def test_a_local_ruleset_that_adds_a_ban_says_so(cli, repo):
    """A local ruleset's own ban changes verdicts: the Changed: line names the card (it said "it
    runs the rules and bans of the shipped constructed")."""
    (repo / "local.yaml").write_text(
        "name: local\nextends: constructed\ntables:\n  bans:\n"
        "    - {card: Gust, effective: 2026-01-01, formats: [local]}\n"
    )
    r = cli("--format", "json", "--ruleset", "local.yaml", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (1, "")
    rs = json.loads(r.stdout)["provenance"]["ruleset"]
    assert (rs["bans_added"], rs["bans_missing"]) == (["Gust"], [])
    r = cli("--ruleset", "local.yaml", "kennen.deck.yaml", cwd=repo)
    assert (r.returncode, r.stderr) == (1, "")
    assert "compared with the shipped constructed it adds bans of Gust" in " ".join(
        r.stdout.split()
    )
    shipped = json.loads(cli("--format", "json", "kennen.deck.yaml", cwd=repo).stdout)
    assert shipped["provenance"]["ruleset"]["bans_added"] == []


def test_a_local_ruleset_that_only_moves_a_pre_rift_date_says_so(cli, tmp_path):
    """``pre_rift:`` decides when a set is played in Limited: moving it flips a Sealed verdict, so
    it is a changed set as a release date is (sets_changed was empty, and the header said the
    ruleset ran the rules and bans of the shipped sealed; atkR 11)."""
    fix = ROOT / "tests" / "fixtures" / "changed_check"
    deck, pool = str(fix / "sealed-rad.deck.yaml"), str(fix / "sealed-rad.pool.txt")
    args = ("--pool", pool, "--as-of", "2026-10-05", deck)
    shipped = cli("-r", "sealed", *args, cwd=tmp_path)
    assert (shipped.returncode, shipped.stderr) == (1, "")  # RAD is not played until 10-16
    r = cli("-r", str(fix / "prerift.yaml"), "--format", "json", *args, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    report = json.loads(r.stdout)
    assert report["provenance"]["ruleset"]["sets_changed"] == ["RAD"]
    text = cli("-r", str(fix / "prerift.yaml"), *args, cwd=tmp_path)
    assert (text.returncode, text.stderr) == (0, "")
    flat = " ".join(text.stdout.split())
    assert "compared with the shipped sealed it changes the sets RAD (their dates decide" in flat
    assert "it runs the rules and bans" not in flat
