"""An empty path (an unset ``$DECK`` in ``riftcheck check --fix "$DECK"``) is refused with exit 2,
on the fast path and typer's, for every command and path option, and an empty ``--ruleset`` too
(evtV 4: ``Path("")`` is the current directory, so ``check --fix ""`` fixed every deck under it;
evtV 7: ``-r ""`` checked by constructed unsaid)."""

from __future__ import annotations

import pytest

MERGEABLE = "Legend:\n1 Kennen, Heart of the Tempest\n\nMainDeck:\n2 Mystic Poro\n1 Mystic Poro\n"
EMPTY = "an empty path names no file\n"


@pytest.fixture
def here(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "x.deck.txt").write_text(MERGEABLE, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("check", "--fix", ""), "PATH: "),
        (("--fix", ""), "PATH: "),
        (("",), "PATH: "),
        (("check", "--", ""), "PATH: "),
        (("check", "x.deck.txt", ""), "PATH: "),
        (("show", ""), "DECK: "),
        (("convert", "", "-t", "yaml"), "SRC: "),
        (("diff", "", "x.deck.txt"), "REGISTERED: "),
        (("diff", "x.deck.txt", ""), "PLAYED: "),
        (("event", ""), "EVENT: "),
        (("check", "-o", "", "x.deck.txt"), "--output: "),
        (("check", "--output=", "x.deck.txt"), "--output: "),
        (("check", "--pool", "", "x.deck.txt"), "--pool: "),
        (("check", "--config", "", "x.deck.txt"), "--config: "),
        (("--cards", "", "check", "x.deck.txt"), "--cards: "),
        (("event", "r.csv", "--html", ""), "--html: "),
    ],
)
def test_an_empty_path_is_refused_and_nothing_is_written(cli, here, args, said):
    r = cli(*args, cwd=here)
    assert (r.returncode, r.stdout) == (2, ""), r.stderr
    assert r.stderr == f"riftcheck: error: {said}{EMPTY}"
    assert (here / "x.deck.txt").read_text(encoding="utf-8") == MERGEABLE


@pytest.mark.parametrize("args", [("check", "-r", "", "x.deck.txt"), ("-r", "", "x.deck.txt"),
                                  ("show", "-r", "", "x.deck.txt"),
                                  ("check", "--ruleset=", "x.deck.txt")])  # fmt: skip
def test_an_empty_ruleset_is_refused(cli, here, args):
    r = cli(*args, cwd=here)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --ruleset: an empty value names no ruleset "
        "(leave --ruleset out for the default ruleset)\n"
    )


def test_the_api_refuses_an_empty_path_too(here, monkeypatch):
    from riftcheck.infra.errors import UsageError
    from riftcheck.runner.discover import discover_decks

    monkeypatch.chdir(here)
    with pytest.raises(UsageError, match="an empty path names no file"):
        discover_decks([""])
    assert discover_decks(["."]) == ["x.deck.txt"]


@pytest.mark.parametrize(
    "args",
    [
        ("check", "x.deck.txt", "-o", "-"),
        ("check", "x.deck.txt", "--output=-"),
        ("check", "x.deck.txt", "--output", "-", "-f", "json"),
    ],
)
def test_output_dash_is_standard_output(cli, here, args):
    """``-o -`` is standard output, as without ``-o`` (evtV 6: it wrote a file named ``-``)."""
    plain = cli(*[a for a in args if a not in ("-o", "-", "--output=-", "--output")], cwd=here)
    r = cli(*args, cwd=here)
    assert (r.returncode, r.stdout, r.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert r.stdout and not (here / "-").exists()


def test_convert_output_dash_is_standard_output(cli, here):
    r = cli("convert", "x.deck.txt", "-t", "yaml", "-o", "-", cwd=here)
    assert r.returncode == 0 and r.stdout.startswith("# yaml-language-server"), r.stderr
    assert not (here / "-").exists()


def test_html_dash_is_refused(cli, here):
    (here / "r.csv").write_text("player,list\nAnn,x.deck.txt\n", encoding="utf-8")
    r = cli("event", "r.csv", "--html", "-", cwd=here)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: --html: '-' would mix the page into the report on standard output "
        "(name a file, or use --format html for the page alone)\n"
    )
    assert not (here / "-").exists()
