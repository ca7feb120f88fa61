"""Two reports of one run (``-o``, ``--html``, the step summary of ``--format github``) never
reach one file, nor a report an input, when the file does not exist yet (evtP 7): the paths were
compared as text then, so ``-o sub/../x.html --html x.html``, a link to the other's file, or a
path through a linked directory wrote one report over the other (or over a played list the next
run reads), exit 1 and no word."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
REFUSED = ": refusing to write two reports into one file (write the report to another file)\n"


@pytest.fixture
def event(tmp_path) -> Path:
    """An event whose list exists and whose played list is not written yet."""
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp_path / "r.csv").write_text("player,list,played\nAnn,lists/a.txt,lists/p.txt\n")
    (tmp_path / "e.yaml").write_text("name: N\ndate: 2026-09-20\nroster: r.csv\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "LL").symlink_to("lists")
    return tmp_path


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize(
    ("output", "html"),
    [("sub/../x.html", "x.html"), ("link.html", "x.html"), ("x.html", "LL/../sub/../x.html")],
)
def test_output_and_html_onto_one_file_not_written_yet(cli, event, output, html):
    (event / "link.html").symlink_to("x.html")  # a link to a file not written yet
    before = _files(event)
    r = cli("event", "e.yaml", "-f", "csv", "-o", output, "--html", html, cwd=event)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == f"riftcheck: error: --html {html} is also --output {output}{REFUSED}"
    assert _files(event) == before and not (event / "x.html").exists()


@pytest.mark.parametrize("command", ["event", "check"])
def test_the_step_summary_and_the_output_onto_one_file_not_written_yet(cli, event, command):
    target = "e.yaml" if command == "event" else "lists/a.txt"
    env = {"GITHUB_STEP_SUMMARY": str(event / "sub" / ".." / "s.md")}
    r = cli(command, target, "-f", "github", "-o", "s.md", cwd=event, env=env)
    assert (r.returncode, r.stdout) == (2, "")
    # the step summary is refused as such, by any path to it (evtR 7), before the two-reports guard
    assert r.stderr == (
        "riftcheck: error: --output s.md is the job summary ($GITHUB_STEP_SUMMARY), which every "
        "step of the job appends to: refusing to write over it (write the report to another file; "
        "--format github appends its summary to $GITHUB_STEP_SUMMARY itself)\n"
    )
    assert not (event / "s.md").exists()


def test_a_report_onto_a_played_list_not_written_yet_through_a_linked_directory(cli, event):
    r = cli("event", "e.yaml", "-f", "csv", "-o", "LL/p.txt", cwd=event)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --output LL/p.txt is also an input (lists/p.txt): refusing to "
        "overwrite it (write the report to another file)\n"
    )
    assert not (event / "lists" / "p.txt").exists()


def test_two_different_new_files_are_written(cli, event):
    r = cli("event", "e.yaml", "-f", "csv", "-o", "sub/out.csv", "--html", "x.html", cwd=event)
    assert r.returncode == 1, r.stderr  # the played list is missing: a deck-check problem
    assert (event / "sub" / "out.csv").read_text().startswith("player,")
    assert (event / "x.html").read_text().startswith("<!DOCTYPE html>")
