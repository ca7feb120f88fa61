"""atkK 12: an event file's ruleset refused, whatever the cause, is the event's setup error,
exit 2 at its ``ruleset:`` line: no player is judged, and a CI step must not read "players
illegal" (exit 1) or a cause-dependent 3."""

from __future__ import annotations

import pytest

from tests.event.test_event_verdicts import SEALED_A, write

DAY = ("--as-of", "2026-10-20")


@pytest.mark.parametrize(
    ("ruleset", "said"),
    [
        ("../out.yaml", "ruleset: the path '../out.yaml' leads outside the event's directory"),
        ("./leaves.yaml", "that the ruleset reaches by extends: leads outside the event's directory"),
        (".", "ruleset: '.' is not a shipped ruleset; to use the file '.' next to the event file"),
        ("./sub", "is a directory"),
        ("./a.deck.yaml", "ruleset: "),
        ("./missing.yaml", "does not exist"),
        ("nosuch", "unknown ruleset 'nosuch'"),
        ("./broken.yaml", "ruleset: "),
    ],
)  # fmt: skip
def test_every_refused_event_ruleset_exits_2(cli, tmp_path, ruleset, said):
    write(tmp_path, "out.yaml", "name: out\nextends: sealed\n")
    ev = tmp_path / "ev"
    (ev / "sub").mkdir(parents=True)
    write(ev, "leaves.yaml", "name: leaves\nextends: ../out.yaml\n")
    write(ev, "broken.yaml", "name: broken\nextends: sealed\nrules: {no-such-rule: true}\n")
    write(ev, "a.deck.yaml", SEALED_A)
    write(
        ev,
        "e.yaml",
        f"name: E\nruleset: {ruleset}\nplayers:\n  - {{player: Ann, list: a.deck.yaml}}\n",
    )
    r = cli("event", "ev/e.yaml", *DAY, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, ""), r.stderr
    assert r.stderr.startswith("riftcheck: error: ") and said in r.stderr
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    # the command line's ruleset decides: the event's is not read
    r = cli("event", "ev/e.yaml", "-r", "sealed", *DAY, cwd=tmp_path)
    assert r.returncode == 0 and r.stderr == ""


def test_a_file_that_is_no_ruleset_is_named_at_the_event_s_line(cli, tmp_path):
    write(tmp_path, "a.deck.yaml", SEALED_A)
    write(
        tmp_path,
        "e.yaml",
        "name: E\nruleset: ./a.deck.yaml\nplayers:\n  - {player: Ann, list: a.deck.yaml}\n",
    )
    r = cli("event", "e.yaml", *DAY, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith("riftcheck: error: e.yaml:2:10: ruleset: ")
    assert "a.deck.yaml" in r.stderr
