"""The linter-world formats through the real command: concise, gitlab, json-lines (streamed)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from riftcheck.reporters import FORMATS, REPORTERS

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "cli"


def test_every_registered_format_is_a_choice_everywhere(cli):
    from riftcheck.cli import _fast
    from riftcheck.cli.options import CHECK
    from riftcheck.config import KEYS

    assert tuple(REPORTERS) == FORMATS
    # the one option table, from which typer and the fast path are both built
    assert next(o for o in CHECK if o.name == "fmt").choices == FORMATS
    assert _fast._VALUES["--format"].choices == FORMATS
    assert all(KEYS["format"](f) is None for f in FORMATS) and KEYS["format"]("nope")
    help_text = cli("check", "--help", env={"COLUMNS": "300"}).stdout
    for f in FORMATS:
        assert f in help_text, f


def test_concise_on_the_command_line(cli):
    r = cli("tests/fixtures/cli/decks", "--format", "concise", "--as-of", "2026-09-18")
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    assert lines[0].startswith(
        "tests/fixtures/cli/decks/broken.deck.yaml:3:1: error [unreadable] YAML syntax error"
    )
    assert lines[1] == (
        "tests/fixtures/cli/decks/illegal.deck.yaml:18:5: error [copy-limit] 4 copies of Gust"
        " (3 in main, 1 in sideboard); the limit is 3; fix: remove 1 Gust from sideboard:"
    )
    assert lines[-2] == "4 decks: 2 legal, 1 illegal, 1 unreadable"
    assert lines[-1].startswith("riftcheck ")
    assert "ruleset constructed (Core Rules 2026-07-16, Tournament Rules 2026-07-16)" in lines[-1]
    assert "as of 2026-09-18 (--as-of), card database " in lines[-1]


def test_gitlab_and_json_lines_agree_with_json(cli):
    base = ["check", str(FIX / "decks"), "--as-of", "2026-09-18"]
    doc = json.loads(cli(*base, "-f", "json").stdout)
    gl = cli(*base, "-f", "gitlab")
    assert gl.returncode == 1 and gl.stderr == ""
    issues = json.loads(gl.stdout)
    assert len(issues) == sum(len(d["violations"]) for d in doc["decks"])
    jl = cli(*base, "-f", "json-lines")
    assert jl.returncode == 1 and jl.stderr == ""
    got = [json.loads(x) for x in jl.stdout.splitlines()]
    assert [d["path"] for d in got] == [d["path"] for d in doc["decks"]]
    assert [d["legal"] for d in got] == [d["legal"] for d in doc["decks"]]


def test_json_lines_is_written_deck_by_deck_as_decks_finish(tmp_path, monkeypatch):
    """Each deck's line reaches stdout (written and flushed) before the run is over, in input order."""
    from riftcheck.cli import checking

    src = (ROOT / "examples" / "kennen.deck.yaml").read_text()
    for i in range(70):  # above the parallel threshold: the workers' results stream too
        (tmp_path / f"d{i:02}.deck.yaml").write_text(src)
    events: list[str] = []

    class Out(io.StringIO):
        def write(self, s):
            events.append("write:" + s)
            return super().write(s)

        def flush(self):
            events.append("flush")

        def isatty(self):
            return False

    from riftcheck import api

    check_paths = api.check_paths

    def spy(*a, **kw):
        run = check_paths(*a, **kw)
        events.append("returned")
        return run

    monkeypatch.setattr(api, "check_paths", spy)
    monkeypatch.setattr("sys.stdout", Out())
    monkeypatch.chdir(tmp_path)
    code = checking.run_check(["."], fmt="json-lines", config_path=None, jobs=2)
    assert code == 0
    writes = [e for e in events if e.startswith("write:") and e != "write:"]
    assert len(writes) == 70 and events.index("returned") > events.index(writes[-1])
    assert [json.loads(w[6:])["path"] for w in writes] == sorted(
        json.loads(w[6:])["path"] for w in writes
    )
    assert all(e.count("\n") == 1 for e in writes)


def test_json_lines_to_a_file_is_written_whole(cli, tmp_path):
    out = tmp_path / "r.jsonl"
    r = cli(FIX / "decks" / "legal.deck.yaml", "-f", "json-lines", "-o", out)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    (line,) = out.read_text().splitlines()
    assert json.loads(line)["legal"] is True
