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
    ["check", LEGAL, "-j", "0"],
    [ILLEGAL, "--fix", "--lang", "fr", "--region", "cn", "-f", "json"],
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


@pytest.mark.spawn
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


# Drift: the fast path and the typer command are built from one table (riftcheck.cli.options);
# these tests fail when either side reads an option the other does not, or reads it differently.


def _check_command(typer_app):
    import typer.main

    return typer.main.get_command(typer_app).commands["check"]


def _values(opt):
    """The pieces after one spelling of ``opt``: nothing for a flag, else values to try."""
    from riftcheck.cli import options as o

    if opt.kind in (o.FLAG, o.SWITCH, o.COUNT):
        return [[]]
    if opt.kind == o.CHOICE:
        return [[c] for c in opt.choices]
    value = {o.INT: "3", o.PATH: "some/file.yaml"}.get(opt.kind, "some-value")
    return [[value], [value, opt.flags[0], "a,b"]] if opt.kind == o.MULTI else [[value]]


def _samples(opt):
    """Command-line pieces using ``opt`` (every spelling of it, repeated, joined with ``=``)."""
    from riftcheck.cli import options as o

    for flag in (*opt.flags, *([opt.off] if opt.off else [])):
        for values in _values(opt):
            yield [flag, *values]
            if values and flag.startswith("--"):
                yield [f"{flag}={values[0]}", *values[1:]]
        if opt.kind == o.COUNT:
            yield [flag, flag]
            if not flag.startswith("--"):
                yield [flag + flag[1:] * 2]  # -vvv


def test_every_option_of_the_table_is_read_the_same_by_typer_and_the_fast_path(typer_app):
    from riftcheck.cli.options import CHECK

    command = _check_command(typer_app)
    defaults = command.make_context("check", ["deck.yaml"]).params
    tried = 0
    for opt in CHECK:
        for piece in _samples(opt):
            args = ["deck.yaml", *piece]
            by_typer = command.make_context("check", list(args)).params
            by_fast = _fast.parse(list(args))
            assert by_fast is not None, f"{args}: the fast path should take it"
            assert by_fast.pop("paths") == ["deck.yaml"]
            # what the fast path sets, typer sets alike; everything else stays typer's default
            assert by_fast == {k: v for k, v in by_typer.items() if v != defaults[k]}, args
            tried += 1
    assert tried > 3 * len(CHECK)


def test_no_option_exists_on_one_side_only(typer_app):
    import inspect

    from riftcheck.cli.checking import run_check
    from riftcheck.cli.options import CHECK

    command = _check_command(typer_app)
    typer_flags = {
        flag
        for p in command.params
        for flag in (*p.opts, *p.secondary_opts)
        if flag.startswith("-") and flag not in ("-h", "--help")
    }
    table_flags = {flag for o in CHECK for flag in (*o.flags, *([o.off] if o.off else []))}
    assert typer_flags == table_flags
    assert set(_fast._VALUES) | set(_fast._BARE) == table_flags
    # and typer hands run_check exactly its keywords
    names = {p.name for p in command.params if p.name != "help"} - {"paths"}
    assert names == {o.name for o in CHECK}
    assert names == set(inspect.signature(run_check).parameters) - {"paths"}
