"""A selection that leaves no rule to run is refused, never judged LEGAL (issue 24): the same rule
both selected and ignored, an ``--ignore`` of every rule of the ruleset, a ``--select`` of rules
the ruleset does not run. On the command line it is a usage error (exit 2) naming the option; in
the configuration file (``.riftcheck.yaml`` or ``[tool.riftcheck]``) it is exit 3 at the file's
line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECK = str(ROOT / "examples" / "kennen.deck.yaml")
SEL = ROOT / "tests" / "fixtures" / "cli" / "selection"
#: every rule of ruleset constructed
CONSTRUCTED = (
    "unknown-card, not-a-deck-card, legend, additional-legends, chosen-champion, zone-card-type, "
    "main-deck-size, copy-limit, unique, signature-limit, signature-tag, domain-identity, "
    "rune-deck, battlefields, sideboard-size, banned, set-legality"
)


def place(tmp_path: Path, fixture: str, name: str = ".riftcheck.yaml") -> Path:
    dest = tmp_path / name
    shutil.copy(SEL / fixture, dest)
    return dest


def test_a_rule_selected_and_ignored_on_the_command_line(cli, tmp_path):
    r = cli("--select", "copy-limit,legend", "--ignore", "copy-limit", DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --select and --ignore both name rule 'copy-limit': a rule cannot be "
        "both selected and ignored\n"
    )


def test_ignoring_every_rule_on_the_command_line(cli, tmp_path):
    r = cli("--ignore", CONSTRUCTED.replace(" ", ""), DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --ignore: every rule of ruleset constructed is ignored, so nothing "
        "would be checked\n"
    )


def test_selecting_only_rules_the_ruleset_does_not_run(cli, tmp_path):
    # pool is a rule (of the Limited rulesets), not one of constructed's; team-legend runs
    # only with --team
    r = cli("--select", "pool", "--select", "team-legend", DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --select: none of the selected rules is run by ruleset constructed, "
        f"so nothing would be checked (the ruleset runs {CONSTRUCTED})\n"
    )


def test_one_rule_left_still_runs(cli, tmp_path):
    rest = CONSTRUCTED.replace(" ", "").replace(",legend", "")
    r = cli("--ignore", rest, DECK, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "Partial check: rules ignored:" in r.stdout
    assert "kennen.deck.yaml: LEGAL (partial check)" in r.stdout


def test_a_rule_selected_and_ignored_in_the_configuration(cli, tmp_path):
    cfg = place(tmp_path, "overlap.riftcheck.yaml")
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:3: select and ignore both name rule 'copy-limit': a rule "
        "cannot be both selected and ignored\n"
    )


def test_a_rule_selected_and_ignored_in_pyproject(cli, tmp_path):
    cfg = place(tmp_path, "overlap.pyproject.toml", "pyproject.toml")
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:5: select and ignore both name rule 'legend': a rule cannot "
        "be both selected and ignored\n"
    )


def test_the_command_line_against_the_configuration(cli, tmp_path):
    """--select beside the configuration's ignore: of the same rule: the file's line is named."""
    cfg = tmp_path / ".riftcheck.yaml"
    cfg.write_text("strict: true\nignore: [banned]\n", encoding="utf-8")
    r = cli("--select", "banned", DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:2: --select and ignore both name rule 'banned': a rule cannot "
        "be both selected and ignored\n"
    )


def test_ignoring_every_rule_in_the_configuration(cli, tmp_path):
    cfg = place(tmp_path, "ignore-all.riftcheck.yaml")
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:2: ignore: every rule of ruleset constructed is ignored, so "
        "nothing would be checked\n"
    )


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_never_legal_in_any_format(cli, tmp_path, fmt):
    r = cli("--format", fmt, "--ignore", CONSTRUCTED.replace(" ", ""), DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert "every rule of ruleset constructed is ignored" in r.stderr


def test_diff_refuses_the_configurations_empty_selection(cli, tmp_path):
    cfg = place(tmp_path, "ignore-all.riftcheck.yaml")
    r = cli("diff", DECK, DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:2: ignore: every rule of ruleset constructed is ignored, so "
        "nothing would be checked\n"
    )


def test_french(cli, tmp_path):
    r = cli("--lang", "fr", "--select", "legend", "--ignore", "legend", DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck\u00a0: erreur\u00a0: --select et --ignore nomment tous deux la règle "
        "«\u00a0legend\u00a0»\u00a0: une règle ne peut pas être à la fois retenue et écartée\n"
    )


# -- configuration errors name the file and the key's line (issue 24 selG 2)


@pytest.mark.parametrize(
    ("fixture", "name", "line", "message"),
    [
        (
            "unknown-rule.riftcheck.yaml",
            ".riftcheck.yaml",
            2,
            "select: unknown rule 'copy-limits' (did you mean 'copy-limit'?)",
        ),
        (
            "unknown-rule.pyproject.toml",
            "pyproject.toml",
            3,
            "ignore: unknown rule 'bannned' (did you mean 'banned'?)",
        ),
        (
            "unknown-ruleset.riftcheck.yaml",
            ".riftcheck.yaml",
            2,
            "ruleset: unknown ruleset 'constructd' (did you mean 'constructed'?)",
        ),
        (
            "unknown-ruleset.pyproject.toml",
            "pyproject.toml",
            6,
            "ruleset: unknown ruleset 'nosuch' (shipped rulesets: constructed, constructed-2v2, "
            "constructed-casual, draft, sealed, sealed-2v2)",
        ),
        (
            "quoted-header.pyproject.toml",
            "pyproject.toml",
            3,
            "select: unknown rule 'legendd' (did you mean 'legend'?)",
        ),
        (
            "empty-select.riftcheck.yaml",
            ".riftcheck.yaml",
            1,
            "'select' must be a rule id or a list of at least one rule id, got []",
        ),
    ],
)
def test_configuration_errors_name_the_file_and_line(cli, tmp_path, fixture, name, line, message):
    cfg = place(tmp_path, fixture, name)
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == f"riftcheck: error: {cfg}:{line}: {message}\n"


def test_a_wrong_type_names_the_line(cli, tmp_path):
    cfg = tmp_path / ".riftcheck.yaml"
    cfg.write_text("strict: true\nignore: [legend, 5]\n", encoding="utf-8")
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:2: 'ignore' must be a string or a list of strings, "
        "got ['legend', 5]\n"
    )


def test_the_command_lines_ruleset_wins_over_the_configurations(cli, tmp_path):
    place(tmp_path, "unknown-ruleset.riftcheck.yaml")
    r = cli("--ruleset", "constructed", DECK, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "kennen.deck.yaml: LEGAL" in r.stdout


def test_an_unclosed_tool_table_header_is_reported(cli, tmp_path):
    """``[tool.riftcheck`` without its ``]`` was no configuration at all: the run went on without
    it, saying nothing."""
    cfg = place(tmp_path, "unclosed-header.pyproject.toml", "pyproject.toml")
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:4:16: invalid TOML: Expected ']' at the end of a table "
        "declaration (at line 4, column 16)\n"
    )


def test_an_array_of_tool_tables_names_its_line(cli, tmp_path):
    cfg = tmp_path / "pyproject.toml"
    cfg.write_text('[project]\nname = "x"\n\n[[tool.riftcheck]]\nstrict = true\n')
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == f"riftcheck: error: {cfg}:4: [tool.riftcheck] must be a table\n"


def test_another_tools_table_is_not_a_configuration(cli, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.riftchecker]\nruleset = "nosuch"\n')
    r = cli(DECK, cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")


def test_fix_refuses_the_configurations_unknown_ruleset_at_its_line(cli, tmp_path):
    """--fix reads the configuration as check does: its ruleset: is refused at its line."""
    cfg = place(tmp_path, "unknown-ruleset.riftcheck.yaml")
    deck = tmp_path / "kennen.deck.yaml"
    deck.write_bytes(Path(DECK).read_bytes())
    r = cli("--fix", str(deck), cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {cfg}:2: ruleset: unknown ruleset 'constructd' (did you mean "
        "'constructed'?)\n"
    )
    assert deck.read_bytes() == Path(DECK).read_bytes()


def test_event_refuses_a_rule_selected_and_ignored(cli):
    event = str(ROOT / "examples" / "events" / "nexus-night.yaml")
    r = cli("event", event, "--select", "legend", "--ignore", "legend")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --select and --ignore both name rule 'legend': a rule cannot be both "
        "selected and ignored\n"
    )


def test_event_in_a_team_format_runs_a_team_rule_selected_alone(cli):
    event = str(ROOT / "examples" / "events" / "magma-2v2.yaml")
    r = cli("event", event, "--select", "team-legend", "--format", "json")
    assert (r.returncode, r.stderr) == (1, "")
    report = json.loads(r.stdout)
    assert (report["selected"], report["ignored"]) == (["team-legend"], [])
    mirror = next(t for t in report["teams"] if t["name"] == "Mirror Match")
    assert not mirror["legal"]
    assert {v["rule"] for v in mirror["violations"]} == {"team-legend"}


# -- a check that cannot run any rule is refused, never LEGAL (issue 24 atkR 8 and 12)


def test_selecting_only_the_pool_rule_without_a_pool(cli, tmp_path):
    deck = str(SEL / "sealed-no-pool.deck.yaml")
    r = cli("-r", "sealed", "--select", "pool", "--as-of", "2026-12-01", deck, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --select: the rules left to run (pool) need a pool and none is "
        "given, so nothing would be checked (give --pool POOL, or a pool: key in each deck)\n"
    )


def test_an_event_selecting_only_the_pool_rule_without_a_pool_column(cli, tmp_path):
    event = str(SEL / "sealed-event" / "event.yaml")
    r = cli("event", "--select", "pool", event, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --select: the rules left to run (pool) need a pool and none is "
        "given, so nothing would be checked (add a pool column to the roster)\n"
    )


def test_a_ruleset_that_turns_every_rule_off(cli, tmp_path):
    ruleset = place(tmp_path, "no-rules.ruleset.yaml", "nothing.yaml")
    deck = str(ROOT / "examples" / "kennen-illegal.deck.yaml")
    r = cli("-r", str(ruleset), "--as-of", "2026-12-01", deck, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {ruleset}:3: the ruleset runs no rule, so nothing would be checked "
        "(keep at least one rule: a rule turned off (false) is not run)\n"
    )
