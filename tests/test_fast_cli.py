"""The typer-free fast path of ``riftcheck`` does exactly what the typer command does.

Each command line runs twice in this process, once through
:mod:`riftcheck.cli._fast` and once through the typer app, and the two must
print the same output and exit with the same code. Command lines the fast
path does not understand must be left to typer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from riftcheck.cli import _fast

ROOT = Path(__file__).resolve().parent.parent
LEGAL = str(ROOT / "examples" / "kennen.deck.yaml")
ILLEGAL = str(ROOT / "examples" / "kennen-illegal.deck.yaml")
TEXT = str(ROOT / "examples" / "kennen.deck.txt")
EXAMPLES = str(ROOT / "examples")
CARDS = str(ROOT / "card_data" / "cards.json")


@pytest.fixture(scope="module")
def typer_app():
    from riftcheck import cli

    cli._register()
    return cli.app


@pytest.fixture(autouse=True)
def _plain_env(monkeypatch, tmp_path):
    for var in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "CI", "NO_COLOR", "COLUMNS"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)  # no .riftcheck.yaml from the checkout


def _exit_code(fn) -> int:
    with pytest.raises(SystemExit) as info:
        fn()
    code = info.value.code
    return 0 if code is None else code


def _both(args, typer_app, capsys):
    from riftcheck import cli
    from riftcheck.cli import _common

    fast = _exit_code(lambda: _fast.run(list(args)))
    fast_out = capsys.readouterr()
    full_args = _common.insert_default_command(list(args), cli.known_commands())
    slow = _exit_code(lambda: _common.run_app(typer_app, full_args))
    slow_out = capsys.readouterr()
    return (fast, fast_out.out, fast_out.err), (slow, slow_out.out, slow_out.err)


SAME = [
    [LEGAL],
    [ILLEGAL],
    ["check", LEGAL, ILLEGAL, "-f", "json"],
    ["check", TEXT, "--format=github"],
    ["--cards", CARDS, LEGAL],
    ["--cards=" + CARDS, "check", ILLEGAL, "-f", "sarif"],
    ["check", EXAMPLES, "-q"],
    [ILLEGAL, "-v"],
    [ILLEGAL, "-vv", "--color", "never"],
    [LEGAL, "--strict"],
    [ILLEGAL, "--no-strict", "-f", "junit"],
    [ILLEGAL, "--select", "copy-limit,banned", "--select", "unique"],
    [ILLEGAL, "--ignore", "copy-limit", "-f", "json"],
    [ILLEGAL, "--as-of", "2026-01-01"],
    [ILLEGAL, "--as-of", "not-a-date"],
    [ILLEGAL, "-r", "constructed-casual"],
    [ILLEGAL, "--ruleset", "no-such-ruleset"],
    ["check", "no-such-file.deck.yaml"],
    [ILLEGAL, "--select", "no-such-rule"],
    ["check", EXAMPLES, "--jobs", "2", "-f", "json"],
    [LEGAL, ILLEGAL, "--team", "-r", "constructed-2v2"],
    ["-q", ILLEGAL],
    ["check", "--format", "concise", "--", LEGAL, ILLEGAL],
    ["check", "-f", "gitlab", ILLEGAL],
    ["check", "-f", "json-lines", "--", EXAMPLES],
    ["check", "--", "-", ILLEGAL],
]


@pytest.mark.parametrize(
    "args", SAME, ids=lambda a: " ".join(Path(x).name if "/" in x else x for x in a)
)
def test_fast_path_matches_typer(args, typer_app, capsys):
    assert _fast.parse(args) is not None, "this command line should take the fast path"
    fast, slow = _both(args, typer_app, capsys)
    assert fast[1] or fast[2], "nothing printed: the comparison would prove nothing"
    assert fast == slow


def test_output_file_is_the_same(typer_app, capsys, tmp_path):
    from riftcheck import cli
    from riftcheck.cli import _common

    a, b = tmp_path / "a.json", tmp_path / "b.json"
    code_a = _exit_code(lambda: _fast.run([ILLEGAL, "-f", "json", "-o", str(a)]))
    args = _common.insert_default_command(
        [ILLEGAL, "-f", "json", "-o", str(b)], cli.known_commands()
    )
    code_b = _exit_code(lambda: _common.run_app(typer_app, args))
    assert code_a == code_b == 1
    assert a.read_text() == b.read_text()


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["check"],
        ["--help"],
        [LEGAL, "-h"],
        ["--version"],
        ["rules"],
        ["cards", "show", "Gust"],
        ["check", LEGAL, "-f", "xml"],
        ["check", LEGAL, "--color", "sometimes"],
        ["check", LEGAL, "-j", "0"],
        ["check", LEGAL, "--jobs", "two"],
        ["check", LEGAL, "--unknown-option"],
        ["check", LEGAL, "-o"],
        ["check", LEGAL, "-o", "-"],
        ["check", LEGAL, "-qv"],
        ["check", LEGAL, "-fjson"],
    ],
)
def test_other_command_lines_are_left_to_typer(args):
    assert _fast.parse(args) is None


def test_command_names_cover_every_registered_command(typer_app):
    from riftcheck import cli

    assert cli.known_commands() <= _fast.COMMAND_NAMES


def test_a_plain_check_does_not_import_typer(tmp_path):
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from riftcheck.cli import main\n"
        "try:\n"
        f"    main([{LEGAL!r}, '-f', 'json'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('typer' in sys.modules, 'pydantic' in sys.modules, file=sys.stderr)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert out.stderr.strip().splitlines()[-1] == "False False"
