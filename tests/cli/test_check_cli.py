"""End-to-end: the real console script, asserting exit code, stdout and stderr together."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[2]
FIX = "tests/fixtures/cli"
LEGAL = f"{FIX}/decks/legal.deck.yaml"
ILLEGAL = f"{FIX}/decks/illegal.deck.yaml"
BROKEN = f"{FIX}/decks/broken.deck.yaml"
WIDE = f"{FIX}/wide-sideboard.deck.yaml"
LENIENT = f"{FIX}/rulesets/lenient.yaml"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def test_default_command_checks_a_legal_deck(cli):
    r = cli(LEGAL)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"{LEGAL}: LEGAL" in r.stdout
    assert r.stdout.splitlines()[0].startswith("riftcheck ")
    assert "card database " in r.stdout.splitlines()[1]
    assert r.stdout.rstrip().endswith("1 deck: 1 legal, 0 illegal")
    assert cli("check", LEGAL).stdout == r.stdout


def test_illegal_deck_exits_1_with_findings(cli):
    r = cli(ILLEGAL)
    assert (r.returncode, r.stderr) == (1, "")
    assert f"{ILLEGAL}: ILLEGAL (4 errors, 1 info)" in r.stdout
    for rule in ("copy-limit", "banned", "domain-identity", "rune-deck"):
        assert rule in r.stdout
    assert "Stacked Deck is banned" in r.stdout
    assert r.stdout.rstrip().endswith("1 deck: 0 legal, 1 illegal")


def test_directory_is_searched_and_unreadable_decks_do_not_stop_the_run(cli):
    r = cli(f"{FIX}/decks")
    assert (r.returncode, r.stderr) == (1, "")
    order = [
        p
        for p in ("broken.deck.yaml", "illegal.deck.yaml", "legal.deck.yaml", "sub/legal.deck.txt")
    ]
    positions = [r.stdout.index(f"{FIX}/decks/{p}:") for p in order]
    assert positions == sorted(positions)
    assert "notes.txt" not in r.stdout
    assert f"{BROKEN}: UNREADABLE" in r.stdout and "YAML" in r.stdout
    assert r.stdout.rstrip().endswith("4 decks: 2 legal, 1 illegal, 1 unreadable")


def test_stdin(cli):
    text = (ROOT / "examples" / "kennen.deck.txt").read_text()
    r = cli("-", stdin=text)
    assert (r.returncode, r.stderr) == (0, "")
    assert "LEGAL" in r.stdout and "1 deck: 1 legal" in r.stdout


def test_strict_turns_warnings_into_failure(cli):
    r = cli(WIDE, "--ruleset", LENIENT, "-q")
    assert (r.returncode, r.stderr) == (0, "")
    assert f"{WIDE}: LEGAL (1 warning)" in r.stdout and "sideboard-size" in r.stdout
    assert r.stdout.rstrip().endswith("1 deck: 1 legal, 0 illegal, 1 warning")
    s = cli(WIDE, "--ruleset", LENIENT, "-q", "--strict")
    # issue 15: the summary says why a run of legal decks fails
    assert (s.returncode, s.stderr) == (1, "")
    assert s.stdout == r.stdout.rstrip("\n") + "; fails with --strict\n"


def test_as_of_changes_the_verdict(cli):
    before = cli(ILLEGAL, "--as-of", "2026-09-17", "--select", "banned", "--format", "json")
    after = cli(ILLEGAL, "--as-of", "2026-09-18", "--select", "banned", "--format", "json")
    assert (before.returncode, before.stderr, after.returncode, after.stderr) == (0, "", 1, "")
    assert json.loads(before.stdout)["decks"][0]["legal"] is True
    assert json.loads(after.stdout)["decks"][0]["violations"][0]["rule"] == "banned"


def test_ignore_marks_the_report_partial(cli):
    r = cli(ILLEGAL, "--ignore", "banned,copy-limit", "--ignore", "domain-identity")
    assert (r.returncode, r.stderr) == (1, "")
    assert "Partial check: rules ignored: banned, copy-limit and domain-identity." in r.stdout
    assert "Stacked Deck" not in r.stdout and "rune-deck" in r.stdout
    assert r.stdout.rstrip().endswith("(partial check)")
    j = json.loads(cli(ILLEGAL, "--ignore", "banned", "-f", "json").stdout)
    assert j["partial"] is True and j["ignored"] == ["banned"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--as-of", "2026-13-01", LEGAL],
            "--as-of: '2026-13-01' is not a date; expected YYYY-MM-DD",
        ),
        ([f"{FIX}/missing.deck.yaml"], f"no such file or directory: {FIX}/missing.deck.yaml"),
        (
            ["--select", "copy-limt", LEGAL],
            "--select: unknown rule 'copy-limt' (did you mean 'copy-limit'?)",
        ),
        (["check"], "missing PATH"),
        (["--format", "xml", LEGAL], "--format"),
        (["--no-such-option", LEGAL], "--no-such-option"),
    ],
)
def test_usage_errors_exit_2(cli, args, message):
    r = cli(*args)
    assert r.returncode == 2
    assert r.stdout == ""
    assert message in r.stderr
    assert "Traceback" not in r.stderr


def test_unknown_ruleset_name_is_a_usage_error(cli):
    r = cli("--ruleset", "no-such-ruleset", LEGAL)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith("riftcheck: error:") and "no-such-ruleset" in r.stderr


def test_setup_errors_exit_3(cli, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: broken\nextends: constructed\nrules:\n  copy-limit: {limit: many}\n")
    r = cli("--ruleset", broken, LEGAL)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr.startswith("riftcheck: error:") and str(broken) in r.stderr
    bad = tmp_path / "cards.json"
    bad.write_text("{not json")
    r = cli("--cards", bad, LEGAL)
    assert (r.returncode, r.stdout) == (3, "")
    assert str(bad) in r.stderr and "Traceback" not in r.stderr


def test_bad_configuration_exits_3_naming_file_line_and_key(cli, tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("ruleset: constructed\nignnore: [banned]\n")
    r = cli(ROOT / LEGAL, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert (
        f"{tmp_path / '.riftcheck.yaml'}:2: unknown configuration key 'ignnore' (did you mean 'ignore'?)"
        in r.stderr
    )


def test_configuration_is_used_and_the_command_line_wins(cli, tmp_path):
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "a.deck.yaml").write_text((ROOT / ILLEGAL).read_text())
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "b.deck.yaml").write_text("broken: [")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.riftcheck]\nformat = "json"\nexclude = ["drafts"]\nignore = ["banned"]\n'
    )
    r = cli(".", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    assert [d["path"] for d in doc["decks"]] == ["decks/a.deck.yaml"]
    assert doc["ignored"] == ["banned"]
    t = cli(".", "--format", "text", "--ignore", "rune-deck", cwd=tmp_path)
    assert "rules ignored: rune-deck" in t.stdout and "Stacked Deck is banned" in t.stdout


def test_json_report_validates_against_the_shipped_schema(cli):
    schema = json.loads(cli("schema", "report").stdout)
    r = cli(f"{FIX}/decks", "--format", "json")
    assert (r.returncode, r.stderr) == (1, "")
    doc = json.loads(r.stdout)
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(doc)
    by_path = {d["path"]: d for d in doc["decks"]}
    assert by_path[BROKEN]["legal"] is None
    assert by_path[LEGAL]["legal"] is True and by_path[LEGAL]["fingerprint"].startswith("sha256:")
    assert doc["card_data"]["sha256"] and doc["ruleset"]["name"] == "constructed"


def test_sarif_validates_against_the_official_schema(cli, shared_dir):
    schema = json.loads((shared_dir / "schemas" / "sarif-schema-2.1.0.json").read_text())
    r = cli(f"{FIX}/decks", "--format", "sarif")
    assert (r.returncode, r.stderr) == (1, "")
    sarif = json.loads(r.stdout)
    jsonschema.Draft4Validator(schema).validate(sarif)
    rules = {x["id"] for x in sarif["runs"][0]["tool"]["driver"]["rules"]}
    assert {"copy-limit", "banned", "unreadable"} <= rules
    locs = [res["locations"][0]["physicalLocation"] for res in sarif["runs"][0]["results"]]
    assert {
        "artifactLocation": {"uri": ILLEGAL},
        "region": {"startLine": 19, "startColumn": 5},
    } in locs


def test_junit(cli):
    from xml.etree import ElementTree as ET

    r = cli(f"{FIX}/decks", "--format", "junit")
    assert (r.returncode, r.stderr) == (1, "")
    root = ET.fromstring(r.stdout)
    assert root.get("tests") == "4" and root.get("failures") == "1" and root.get("errors") == "1"


def test_github_format_is_automatic_in_actions_and_writes_the_step_summary(cli, tmp_path):
    summary = tmp_path / "summary.md"
    r = cli(ILLEGAL, LEGAL, env={"GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": str(summary)})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    assert lines[0].startswith(
        f"::error file={ILLEGAL},line=18,col=5,title=riftcheck(copy-limit)::4 copies of Gust"
    )
    assert lines[-1] == "2 decks: 1 legal, 1 illegal"
    md = summary.read_text()
    assert f"### {ILLEGAL}: **illegal** (4 errors, 1 info)" in md
    assert "| error | copy-limit | 18:5 | 4 copies of Gust" in md
    assert f"- {LEGAL}: **legal**" in md
    text = cli(ILLEGAL, "--format", "text", env={"GITHUB_ACTIONS": "true"})
    assert "::error" not in text.stdout


def test_output_file(cli, tmp_path):
    out = tmp_path / "report.json"
    r = cli(LEGAL, "--format", "json", "--output", out)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    assert json.loads(out.read_text())["decks"][0]["legal"] is True
    assert list(tmp_path.iterdir()) == [out]


def test_color(cli):
    plain = cli(ILLEGAL)
    assert not ANSI.search(plain.stdout)
    forced = cli(ILLEGAL, "--color", "always", env={"NO_COLOR": "1"})
    assert ANSI.search(forced.stdout)
    # the same words: colour draws the findings as a table (with its headings), the plain layout
    # (issue 17, on purpose) as lines of their own
    layout = {"Severity", "Rule", "Line", "Message", "/", "fix", "Fix", "fix:"}

    def words(text):
        return Counter(w for w in text.split() if w not in layout and set(w) != {"─"})

    assert words(ANSI.sub("", forced.stdout)) == words(plain.stdout)
    assert not ANSI.search(cli(ILLEGAL, "--color", "auto", env={"NO_COLOR": "1"}).stdout)


def test_team(cli, tmp_path):
    r = cli(
        "--ruleset",
        "constructed-2v2",
        "--team",
        LEGAL,
        f"{FIX}/decks/sub/legal.deck.txt",
        "-f",
        "json",
    )
    assert (r.returncode, r.stderr) == (1, "")
    team = json.loads(r.stdout)["teams"][0]
    assert team["legal"] is False
    assert {v["rule"] for v in team["violations"]} == {"team-legend", "team-battlefields"}


def test_version_help_and_no_arguments(cli):
    v = cli("--version")
    assert (v.returncode, v.stderr) == (0, "")
    first, *coverage = v.stdout.splitlines()
    assert re.fullmatch(r"riftcheck \S+ \(card database \S+, \d{4}-\d{2}-\d{2}\)", first)
    # the database's coverage per set and language follows (issue 16: say when the data is behind)
    assert coverage[0].startswith("names per set and language (card database of ")
    assert any(
        re.fullmatch(r"  RAD  Radiance +141 cards; names: en \d+, .*zh-CN 141.*", x)
        for x in coverage
    )
    h = cli("--help")
    assert (h.returncode, h.stderr) == (0, "")
    for cmd in ("check", "schema", "cards", "rules"):
        assert cmd in h.stdout
    n = cli()
    assert (
        n.returncode == 2 and "Usage: riftcheck" in n.stdout and "riftcheck deck.yaml" in n.stdout
    )


def test_schema_command(cli):
    for name in ("deck", "report", "ruleset"):
        r = cli("schema", name)
        assert (r.returncode, r.stderr) == (0, "")
        assert json.loads(r.stdout)["$schema"].startswith("https://json-schema.org/")
    bad = cli("schema", "nope")
    assert bad.returncode == 2 and bad.stdout == ""


def test_deck_code(cli):
    code = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"
    r = cli(code, "-f", "json")
    assert r.stderr == "" and r.returncode == 1
    assert json.loads(r.stdout)["decks"][0]["legal"] is False


def test_ctrl_c_exits_130(riftcheck_bin):
    import os
    import signal
    import subprocess
    import time

    env = {k: v for k, v in os.environ.items() if k != "GITHUB_ACTIONS"}
    p = subprocess.Popen(
        [riftcheck_bin, "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        # A runner started in the background by a non-interactive shell ignores SIGINT, and the
        # child would inherit that; a user's terminal never does, so restore the default.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    time.sleep(1.5)  # let it start and block on stdin
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert (p.returncode, out) == (130, "")
    assert "Traceback" not in err
