"""File-based rule cases: every ``tests/cases/**/<case>.expected.yaml`` is one test.

A case is a deck file (``<case>.deck.<ext>`` next to it, or the file named by
``deck:``) and the expected verdict. Keys of the expected file:

* ``legal`` (required): the verdict, for the deck or the whole team;
* ``findings``: the findings of the rules in ``rules`` (default: the directory
  name), each ``{rule, severity, line, message}`` plus optional ``file``
  (a file name, default the deck's), ``column`` and ``fix`` (when one finding
  gives ``fix``, every finding's fix is compared; ``null`` for none; likewise
  ``citation``, as numbered by the rules documents in force on ``as_of``); compared
  exactly, in order;
* ``rules``: which rules' findings are compared (findings of others are ignored);
* ``ruleset`` (default ``constructed``; a ``.yaml`` name is a local ruleset
  next to the case), ``as_of``, ``input_format``;
* ``team: [a.deck.yaml, b.deck.yaml]`` checks a team (team findings follow
  the decks' findings), ``team_name``;
* ``pool: pool.txt`` is passed as ``--pool`` would be;
* ``skipped: {rule: reason substring}`` and ``ran: [rule, ...]``;
* ``notices: [substring, ...]``: each must appear in a notice;
* ``identity: [Fury, Chaos, Order]``: the identity the engine used;
* ``not_checked: [pool]``: the checks that could not run (the verdict is then
  partial, never a plain LEGAL); compared exactly when given;
* ``deck_name``: the name the deck was read with (a text list's title line).

Rule authors add cases by dropping files into ``tests/cases/<rule-id>/``.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

CASES = Path(__file__).resolve().parent.parent / "cases"


def _case_files() -> list[Path]:
    return sorted(CASES.glob("**/*.expected.yaml"))


def _deck_file(expected: Path, spec: dict) -> Path:
    if spec.get("deck"):
        return expected.parent / spec["deck"]
    stem = expected.name[: -len(".expected.yaml")]
    found = sorted(p for p in expected.parent.glob(f"{stem}.deck.*"))
    assert found, f"{expected}: no {stem}.deck.* file and no deck: key"
    return found[0]


def _finding_row(f, default_file: str | None, with_file: bool) -> dict:
    row = {
        "rule": f.rule,
        "severity": f.severity,
        "line": f.location.line if f.location else None,
        "message": f.message,
    }
    if with_file:
        row["file"] = Path(f.location.file).name if f.location else None
    return row


def _expected_row(e: dict, default_file: str, with_file: bool, with_column: bool) -> dict:
    row = {
        "rule": e["rule"],
        "severity": e.get("severity", "error"),
        "line": e.get("line"),
        "message": e["message"],
    }
    if with_file:
        row["file"] = e.get("file", default_file)
    if with_column:
        row["column"] = e.get("column")
    return row


@pytest.mark.parametrize(
    "expected",
    _case_files(),
    ids=lambda p: str(p.relative_to(CASES)).removesuffix(".expected.yaml"),
)
def test_case(expected: Path, db) -> None:
    spec = yaml.safe_load(expected.read_text(encoding="utf-8")) or {}
    rules = spec.get("rules") or [expected.parent.name]
    got = (
        _team_outcome(expected, spec, db) if spec.get("team") else _deck_outcome(expected, spec, db)
    )
    _compare_findings(spec, got, rules)
    _compare_the_rest(spec, got)


def _setup(expected: Path, spec: dict, db) -> tuple:
    """The case's ruleset (bans checked, as every run does), as-of date, reader options and pool."""
    from riftcheck.decks import read_pool
    from riftcheck.rulesets import check_bans, load_ruleset

    name = spec.get("ruleset", "constructed")
    if name.endswith((".yaml", ".yml")):  # a local ruleset next to the case
        name = str(expected.parent / name)
    ruleset = load_ruleset(name)
    check_bans(ruleset, db)  # as every run does before judging a deck
    as_of = spec.get("as_of")
    if isinstance(as_of, str):
        as_of = _dt.date.fromisoformat(as_of)
    kw = {"input_format": spec["input_format"]} if spec.get("input_format") else {}
    pool = read_pool(str(expected.parent / spec["pool"]), db) if spec.get("pool") else None
    return ruleset, as_of, kw, pool


def _team_outcome(expected: Path, spec: dict, db) -> SimpleNamespace:
    from riftcheck.decks import read_deck
    from riftcheck.runner.read import check_team

    ruleset, as_of, kw, pool = _setup(expected, spec, db)
    decks = [read_deck(str(expected.parent / p), db, **kw) for p in spec["team"]]
    team = check_team(decks, db, ruleset, as_of=as_of, pool=pool, name=spec.get("team_name"))
    skipped = {s.rule: s.reason for s in team.rules_skipped}
    for r in team.decks:
        for s in r.rules_skipped:
            skipped.setdefault(s.rule, s.reason)
    return SimpleNamespace(
        legal=team.legal,
        findings=[f for r in team.decks for f in r.findings] + list(team.team_findings),
        skipped=skipped,
        ran=set(team.rules_run).union(*(r.rules_run for r in team.decks)),
        notices=[n.message for r in team.decks for n in r.notices]
        + [n.message for n in team.notices],
        identity=None,
        not_checked=sorted({w for r in team.decks for w in r.not_checked}),
        default_file=Path(spec["team"][0]).name,
        with_file=True,
    )


def _deck_outcome(expected: Path, spec: dict, db) -> SimpleNamespace:
    from riftcheck.decks import read_deck
    from riftcheck.runner.read import check_deck

    ruleset, as_of, kw, pool = _setup(expected, spec, db)
    deck_path = _deck_file(expected, spec)
    deck = read_deck(str(deck_path), db, **kw)
    result = check_deck(deck, db, ruleset, as_of=as_of, pool=pool)
    if "deck_name" in spec:
        assert deck.name == spec["deck_name"]
    return SimpleNamespace(
        legal=result.legal,
        findings=list(result.findings),
        skipped={s.rule: s.reason for s in result.rules_skipped},
        ran=set(result.rules_run),
        notices=[n.message for n in result.notices],
        identity=result.identity,
        not_checked=list(result.not_checked),
        default_file=deck_path.name,
        with_file=any("file" in e for e in spec.get("findings") or []),
    )


def _compare_findings(spec: dict, got: SimpleNamespace, rules: list[str]) -> None:
    """The findings of ``rules``, exactly and in order, then the verdict."""
    expected = spec.get("findings") or []
    with_column = any("column" in e for e in expected)
    optional = [k for k in ("fix", "citation") if any(k in e for e in expected)]
    rows = []
    for f in got.findings:
        if f.rule in rules:
            row = _finding_row(f, got.default_file, got.with_file)
            if with_column:
                row["column"] = f.location.column if f.location else None
            row.update((k, getattr(f, k)) for k in optional)
            rows.append(row)
    want = [_expected_row(e, got.default_file, got.with_file, with_column) for e in expected]
    for row, e in zip(want, expected, strict=False):
        row.update((k, e.get(k)) for k in optional)
    assert rows == want, (
        f"findings of {rules} differ (all findings: {[(f.rule, f.message) for f in got.findings]})"
    )
    assert got.legal is spec["legal"], (
        f"legal is {got.legal}; findings: {[(f.rule, f.severity, f.message) for f in got.findings]}"
    )


def _compare_the_rest(spec: dict, got: SimpleNamespace) -> None:
    """Skipped and run rules, notices, identity and what was not checked, where the case gives them."""
    for rid, reason in (spec.get("skipped") or {}).items():
        assert rid in got.skipped, f"{rid} was not skipped (skipped: {got.skipped})"
        assert reason in got.skipped[rid], f"{rid} skipped for {got.skipped[rid]!r}"
    for rid in spec.get("ran") or ():
        assert rid in got.ran, f"{rid} did not run (skipped: {got.skipped})"
    for text in spec.get("notices") or ():
        assert any(text in n for n in got.notices), f"no notice contains {text!r}: {got.notices}"
    if "identity" in spec:
        assert list(got.identity or ()) == list(spec["identity"] or ())
    if "not_checked" in spec:
        assert got.not_checked == list(spec["not_checked"] or ()), f"not checked: {got.not_checked}"
