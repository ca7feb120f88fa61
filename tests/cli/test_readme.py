"""The README is true: its commands, rule ids, exit codes and snippets match the code."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def code_blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def test_the_two_commands_come_first_and_ci_runs_the_second_word_for_word():
    install, tests = code_blocks("sh")[:2]
    assert README.index(install) < README.index("## Usage")
    assert "pip install ." in install and "riftcheck examples/" in install
    # .ci/run installs as the README says, then .ci/tests runs the README's pytest command first
    setup, pytest_command = tests.strip().rsplit(" && ", 1)
    ci = (ROOT / ".ci" / "run").read_text().strip().splitlines()[-1]
    assert shlex.split(ci) == [*shlex.split(setup), "&&", ".ci/tests"]
    sequence = (ROOT / ".ci" / "tests").read_text().splitlines()
    first = next(line for line in sequence if line.startswith("python -m pytest"))
    assert shlex.split(first) == shlex.split(pytest_command)


def test_the_sample_deck_of_the_first_command_is_legal(cli):
    install = code_blocks("sh")[0]
    deck = re.search(r"riftcheck (examples/\S+)", install).group(1)
    r = cli(deck)
    assert (r.returncode, r.stderr) == (0, "")
    assert f"{deck}: LEGAL" in r.stdout


def test_examples_have_legal_and_illegal_decks_in_yaml_and_text(cli):
    files = sorted(p.name for p in (ROOT / "examples").iterdir())
    assert {
        "kennen.deck.yaml",
        "kennen.deck.txt",
        "kennen-illegal.deck.yaml",
        "kennen-illegal.deck.txt",
    } <= set(files)
    r = cli("examples", "--format", "json")
    import json

    verdicts = {Path(d["path"]).name: d["legal"] for d in json.loads(r.stdout)["decks"]}
    assert verdicts == {
        "kennen.deck.yaml": True,
        "kennen.deck.txt": True,
        "kennen-illegal.deck.yaml": False,
        "kennen-illegal.deck.txt": False,
    }


def test_every_rule_id_is_documented_and_listed(cli):
    from riftcheck.rules import all_rules

    listed = cli("rules").stdout
    for rid in all_rules():
        assert f'<a id="rule-{rid}"></a>`{rid}`' in README, rid
        assert re.search(rf"^{re.escape(rid)}\s", listed, re.M), rid


def test_every_shipped_ruleset_is_documented():
    for path in (ROOT / "rulesets").glob("*.yaml"):
        assert f"| `{path.stem}` |" in README, path.stem


def test_exit_codes_are_documented():
    for code in ("| 0 |", "| 1 |", "| 2 |", "| 3 |"):
        assert code in README


def test_snippets_parse():
    blocks = [yaml.safe_load(b) for b in code_blocks("yaml")]
    precommit = next(b for b in blocks if isinstance(b, dict) and "repos" in b)
    assert precommit["repos"][0]["hooks"][0]["id"] == "riftcheck"
    workflow = next(b for b in blocks if isinstance(b, dict) and "jobs" in b)
    steps = workflow["jobs"]["riftcheck"]["steps"]
    assert any("riftcheck" in s.get("run", "") + s.get("uses", "") for s in steps)
    config = next(b for b in blocks if isinstance(b, dict) and "exclude" in b and "ruleset" in b)
    from riftcheck.config import KEYS

    assert set(config) <= set(KEYS)


def test_deck_format_example_reads(db, tmp_path):
    from riftcheck.decks import read_deck

    block = next(b for b in code_blocks("yaml") if b.startswith("# yaml-language-server"))
    path = tmp_path / "readme.deck.yaml"
    path.write_text(block)
    deck = read_deck(str(path), db)
    assert deck.legend[0].card.name == "Kennen, Heart of the Tempest"
    assert all(e.card is not None for e in deck.entries())


def test_python_api_snippet_runs(monkeypatch, capsys):
    # the library snippet of Usage (the others are the rule plugin's files, run by test_plugin_example)
    (block,) = [b for b in code_blocks("python") if "riftcheck.api" in b]
    monkeypatch.chdir(ROOT)
    exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "'decks': 4" in out and '"schema_version": "1.0"' in out


def test_the_rule_table_cites_the_numbers_of_the_newest_documents():
    """The Citations column is what the newest editions of the rules documents number the rules
    (riftcheck's own data), so a renumbering shows in the README as soon as the data has it."""
    import datetime as dt
    import re

    from riftcheck.documents import cited
    from riftcheck.rules import all_rules
    from riftcheck.rulesets import _documents_root, shipped_citations

    newest = max(e.in_force for eds in _documents_root()["documents"].values() for e in eds)
    numbers = shipped_citations(newest)
    assert newest == dt.date(2026, 10, 9)
    for rid, rule in all_rules().items():
        row = re.search(rf'<a id="rule-{rid}"></a>`{rid}` \| [^|]* \| ([^|]*) \|', README)
        assert row, rid
        assert row.group(1) == cited(rule.citations, numbers), rid
