"""atkE 3 (second half): an event file whose ruleset leads outside its directory is refused, but
``--ruleset`` on the command line decides the ruleset (README): the event's is then never read,
and the header says it was overridden."""

from __future__ import annotations

from tests.event.test_event_verdicts import SEALED_A, write

DAY = ("--as-of", "2026-10-20")


def _files(tmp_path):
    (tmp_path / "e").mkdir()
    write(tmp_path, "lax.yaml", "name: lax\nextends: constructed\n")
    write(tmp_path / "e", "a.deck.yaml", SEALED_A)
    write(tmp_path / "e", "ev.yaml", "name: E\nruleset: ../lax.yaml\nplayers:\n"
          "  - player: Ann\n    list: a.deck.yaml\n")  # fmt: skip


def test_the_event_s_ruleset_outside_its_directory_is_refused(rc, tmp_path):
    _files(tmp_path)
    code, out, err = rc("event", "e/ev.yaml", *DAY)
    assert (code, out) == (2, "")  # the event's setup, not illegal players (atkK 12)
    assert err == (
        "riftcheck: error: e/ev.yaml:2:10: ruleset: the path '../lax.yaml' leads outside the "
        "event's directory; expected a ruleset name or a file inside it\n"
    )


def test_the_command_line_s_ruleset_wins_and_says_so(rc, tmp_path):
    _files(tmp_path)
    code, out, err = rc("event", "e/ev.yaml", "-r", "sealed", *DAY, "--color", "never")
    assert err == ""
    assert "ruleset from --ruleset, not the event's ../lax.yaml" in out
    assert "riftcheck 0.1.0 · ruleset sealed (" in out
    assert "lax" not in out.replace("../lax.yaml", "")
    assert code == 0 and "Ann (e/ev.yaml line 4): LEGAL" in out


def _extending(tmp_path, extends: str):
    (tmp_path / "e" / "rules").mkdir(parents=True)
    write(tmp_path, "lax.yaml", "name: lax\nextends: constructed\n")
    write(tmp_path / "e" / "rules", "r2.yaml", f"name: r2\nextends: {extends}\n")
    write(tmp_path / "e", "a.deck.yaml", SEALED_A)
    write(tmp_path / "e", "ev.yaml", "name: E\nruleset: rules/r2.yaml\nplayers:\n"
          "  - player: Ann\n    list: a.deck.yaml\n")  # fmt: skip


def test_a_file_reached_by_extends_outside_the_directory_is_refused(rc, tmp_path):
    _extending(tmp_path, "../../lax.yaml")
    code, out, err = rc("event", "e/ev.yaml", *DAY)
    assert (code, out) == (2, "")  # the event's setup, not illegal players (atkK 12)
    assert err == (
        f"riftcheck: error: e/ev.yaml:2:10: ruleset: the file '{(tmp_path / 'lax.yaml').resolve()}' "
        "that the ruleset reaches by extends: leads outside the event's directory; expected a "
        "shipped ruleset name or a file inside it\n"
    )
    code, out, err = rc("event", "e/ev.yaml", "-r", "sealed", *DAY)  # the command line decides
    assert (code, err) == (0, "") and "not the event's rules/r2.yaml" in out


def test_extends_of_a_shipped_name_or_a_file_inside_stays_fine(rc, tmp_path):
    _extending(tmp_path, "sealed")
    code, out, err = rc("event", "e/ev.yaml", *DAY)
    assert (code, err) == (0, "") and "Ann (e/ev.yaml line 4): LEGAL" in out
