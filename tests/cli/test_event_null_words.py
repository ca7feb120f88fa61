"""An event file's settings are the text written (README, Events): YAML's null words ``~``,
``Null``, ``NULL`` are that text for region, date, ruleset, bans, best_of and play_level too,
so ``region: ~`` is an unknown region and ``date: ~`` a bad date, each an error at its line,
never the setting silently dropped; ``precon: ~`` says ``found '~'``, never ``found ?``
(atkL 3). Only an empty value or ``null`` is no value. An unknown ``ruleset:`` is said at the
event file's line (atkL 8)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
RULESETS = "constructed, constructed-2v2, constructed-casual, draft, sealed, sealed-2v2"


def _event(tmp_path: Path, line: str) -> None:
    (tmp_path / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "e.yaml").write_text(
        f"name: t\n{line}\nplayers:\n  - {{player: A, list: a.txt}}\n", encoding="utf-8"
    )


CASES = [
    (
        "region: ~",
        1,
        "e.yaml:2:9: region ~: ruleset constructed has no launch dates for it (regions: cn, hk, "
        "kr, mo, tw); expected one of them, or no region: for the worldwide launch dates",
    ),
    ("region: Null", 1, None),
    ("date: ~", 1, "e.yaml:2:7: date: '~' is not a date; expected YYYY-MM-DD"),
    ("date: NULL", 1, "e.yaml:2:7: date: 'NULL' is not a date; expected YYYY-MM-DD"),
    ("ruleset: ~", 2, f"e.yaml:2:10: ruleset: unknown ruleset '~' (shipped rulesets: {RULESETS})"),
    ("bans: Null", 1, "e.yaml:2:7: bans: expected a list of card names"),
    ("best_of: ~", 1, "e.yaml:2:10: best_of: expected 1 or 3 (games a match), found '~'"),
    (
        "play_level: NULL",
        1,
        "e.yaml:2:13: play_level: expected one of casual, competitive, professional, found 'NULL'",
    ),
    ("precon: ~", 1, "e.yaml:2:9: precon: expected true or false, found '~'"),
    (
        "best_of_one_sideboarding: Null",
        1,
        "e.yaml:2:27: best_of_one_sideboarding: expected true or false, found 'Null'",
    ),
    ("precon: null", 1, "e.yaml:2:9: precon: expected true or false, found 'null'"),
]


@pytest.mark.parametrize(("line", "code", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_null_word_is_the_text_written(cli, tmp_path, line, code, said):
    _event(tmp_path, line)
    r = cli("event", "e.yaml", "--as-of", "2026-09-20", "-q", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (code, "")
    if said is None:  # region: Null is the region « Null »
        assert r.stderr.startswith("riftcheck: error: e.yaml:2:9: region Null: ")
    else:
        assert r.stderr == f"riftcheck: error: {said}\n"


@pytest.mark.parametrize("line", ["region: null", "region:", "date:", "ruleset: null"])
def test_null_or_an_empty_value_is_no_value(cli, tmp_path, line):
    _event(tmp_path, line)
    r = cli("event", "e.yaml", "--as-of", "2026-09-20", "-q", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (0, "\n1 player: 1 legal, 0 illegal\n", "")


def test_an_unknown_ruleset_is_said_at_the_event_files_line(cli, tmp_path):
    _event(tmp_path, "ruleset: constructd")
    r = cli("event", "e.yaml", "--as-of", "2026-09-20", cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (
        2,
        "",
        "riftcheck: error: e.yaml:2:10: ruleset: unknown ruleset 'constructd' "
        "(did you mean 'constructed'?)\n",
    )


def test_the_command_lines_ruleset_replaces_an_unknown_one_of_the_event(cli, tmp_path):
    _event(tmp_path, "ruleset: nope")
    r = cli("event", "e.yaml", "--as-of", "2026-09-20", "-r", "constructed", "-q", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
