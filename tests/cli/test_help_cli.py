"""Help pages and option errors in one style (issue 15, "Help and messages").

Every help page fits 80 columns with upper-case metavariables only: no Python type
(``PATH <list[str]>``), no typer braces (``{SRC}``), no range (``[x>=1]``), sizes as ``N MiB``.
The option parser's errors carry no ``Value error,`` prefix; a misspelt command is named.
Pages are drawn in-process through :func:`riftcheck.cli.main` (the console script's entry
point); the console script itself is run for the error messages, asserting exit code, stdout
and stderr together.
"""

from __future__ import annotations

import re

import pytest

from riftcheck import cli as cli_module
from riftcheck.cli.commands import COMMAND_NAMES

GROUP_COMMANDS = {"cards": ("show", "search", "update", "lint")}
PAGES = [
    [],
    *([name] for name in sorted(COMMAND_NAMES)),
    *(["cards", sub] for sub in GROUP_COMMANDS["cards"]),
]


def _main(args, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.delenv("NO_COLOR", raising=False)
    with pytest.raises(SystemExit) as info:
        cli_module.main(list(args))
    out = capsys.readouterr()
    return (info.value.code or 0), out.out, out.err


@pytest.mark.parametrize("args", PAGES, ids=lambda a: " ".join(a) or "riftcheck")
def test_every_help_page_has_one_metavariable_style_and_fits_80_columns(args, capsys, monkeypatch):
    code, out, err = _main([*args, "--help"], capsys, monkeypatch)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("Usage: riftcheck")
    assert all(len(x) <= 80 for x in lines), [x for x in lines if len(x) > 80]
    assert not re.search(r"<[\w|\[\], -]+>", out), "a Python type or choice list in angle brackets"
    assert "{" not in lines[0] and "x>=" not in out
    # every metavariable is an upper-case word (NAME|PATH, DATE, FORMAT...)
    for line in lines:
        m = re.match(r"  (?:-\w, )?(--[\w-]+)(?: / --[\w-]+)? ([^ ]+)(?:  |$)", line)
        if m:
            assert re.fullmatch(r"[A-Z][A-Z|\-]*(\.\.\.)?", m.group(2)), line
    # sizes are said one way: "10 MiB", never a count of bytes
    assert not re.search(r"\d{6,}", out)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["check", "x.deck.yaml", "-f", "xml"],
            "Invalid value for '--format' / '-f': 'xml' is not one of",
        ),
        (
            ["convert", "x.deck.yaml", "--to", "zz"],
            "Invalid value for '--to' / '-t': 'zz' is not one of",
        ),
        (["schema", "nope"], "Invalid value for 'NAME': 'nope' is not one of"),
    ],
)
def test_a_bad_choice_is_said_without_a_value_error_prefix(cli, args, message, tmp_path):
    r = cli(*args, cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert message in r.stderr and "Value error" not in r.stderr


def test_a_bounded_number_is_said_by_riftcheck_not_as_a_range(cli, tmp_path):
    r = cli("check", "x.deck.yaml", "-j", "0", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "riftcheck: error: --jobs 0: expected a whole number from 1 to 256\n"


TOP_USAGE = "Usage: riftcheck [OPTIONS] COMMAND [ARGS]...\nTry 'riftcheck -h' for help.\n\n"
TOP_USAGE_FR = (
    "Utilisation\u00a0: riftcheck [OPTIONS] COMMANDE [ARGUMENTS]...\n"
    "Essayez «\u00a0riftcheck -h\u00a0» pour l'aide.\n\n"
)


def test_a_misspelt_command_is_named(cli, tmp_path):
    # S2 item 3: a misspelt command is a top-level mistake, said under the top-level usage (it
    # was said as check's error, check having been taken for the command)
    r = cli("card", "show", "Gust", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == TOP_USAGE + (
        "Error: no such file or directory, nor command: card "
        "(did you mean the command 'cards'? riftcheck cards --help)\n"
    )
    # check named: its path is a missing file that looks like a command, said as before
    r = cli("check", "card", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "riftcheck: error: no such file or directory, nor command: card "
        "(did you mean the command 'cards'? riftcheck cards --help)\n"
    )
    # a missing file that resembles no command is still just a missing file
    r = cli("nosuch.deck.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "riftcheck: error: no such file or directory: nosuch.deck.yaml\n"


@pytest.mark.parametrize(
    "lang,option,error",
    [
        # issue 23: click offered --jobs and --verbose for --bogus (the dashes made them "close")
        ("en", "--bogus", "Error: No such option: --bogus\n"),
        ("fr", "--bogus", "Erreur\u00a0: option inconnue\u00a0: --bogus\n"),
        # a close option is still offered, and only it
        ("en", "--verbos", "Error: No such option: --verbos (Possible options: --verbose)\n"),
        ("en", "--jbos", "Error: No such option: --jbos (Possible options: --jobs)\n"),
    ],
)
def test_an_unknown_option_is_offered_only_close_options(cli, tmp_path, lang, option, error):
    r = cli("--lang", lang, option, "deck.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    usage = "Usage: riftcheck check [OPTIONS] [PATH]..."
    if lang == "fr":  # the metavariable in the run's language, as the error names it
        usage = "Utilisation\u00a0: riftcheck check [OPTIONS] [CHEMIN]..."
    assert r.stderr.startswith(usage + "\n")
    assert r.stderr.endswith("\n\n" + error), r.stderr
    assert "-h" in r.stderr.splitlines()[1]  # the Try ... for help line points to the options


@pytest.mark.parametrize(
    "args,error",
    [
        (["chek", "deck.yaml"], "Error: no such file or directory, nor command: chek (did you "
         "mean the command 'check'? riftcheck check --help)\n"),
        # the command's mistake first, not check's view of the options after it
        (["chek", "deck.yaml", "--verbos"], "Error: no such file or directory, nor command: "
         "chek (did you mean the command 'check'? riftcheck check --help)\n"),
        # a top-level option is offered, and only the closest (not check's --verbose)
        (["--versio"], "Error: No such option: --versio (Possible options: --version)\n"),
        (["--versio", "deck.yaml"], "Error: No such option: --versio (Possible options: --version)\n"),
        (["--helpp"], "Error: No such option: --helpp (Possible options: --help)\n"),
    ],
)  # fmt: skip
def test_a_top_level_typo_is_said_with_the_top_level_usage(cli, tmp_path, args, error):
    (tmp_path / "deck.yaml").write_text("legend: x\n", encoding="utf-8")
    r = cli(*args, cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", TOP_USAGE + error)


@pytest.mark.parametrize(
    "args,error",
    [
        (["chek", "deck.yaml"], "Erreur\u00a0: ni fichier, ni dossier, ni commande\u00a0: chek "
         "(vouliez-vous dire la commande «\u00a0check\u00a0»\u202f? riftcheck check --help)\n"),
        (["--versio"], "Erreur\u00a0: option inconnue\u00a0: --versio (vouliez-vous dire "
         "--version\u00a0?)\n"),
    ],
)  # fmt: skip
def test_a_top_level_typo_is_said_in_french_with_the_top_level_usage(cli, tmp_path, args, error):
    r = cli("--lang", "fr", *args, cwd=tmp_path)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", TOP_USAGE_FR + error)


def test_check_s_own_typos_keep_check_s_usage(cli, tmp_path):
    r = cli("--verbos", "deck.yaml", cwd=tmp_path)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "Usage: riftcheck check [OPTIONS] [PATH]...\nTry 'riftcheck check -h' for help.\n\n"
        "Error: No such option: --verbos (Possible options: --verbose)\n"
    )
    # after check named, a top-level option is no option of check: it is not offered
    r = cli("check", "--versio", "deck.yaml", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.startswith("Usage: riftcheck check [OPTIONS]")
    assert "--version" not in r.stderr


def test_the_closest_matches_only_are_offered():
    from riftcheck.infra.suggest import best_matches

    assert best_matches("versio", ["verbose", "version", "cards"]) == ["version"]
    assert best_matches("verbos", ["verbose", "version"]) == ["verbose"]
    assert best_matches("strit", ["strict", "no-strict", "jobs"]) == ["strict", "no-strict"]
    assert best_matches("bogus", ["jobs", "verbose"]) == []


def _rule_ids():
    from riftcheck.rules import all_rules

    return sorted(all_rules())


@pytest.mark.parametrize(
    "args", [["rules"], ["rulesets"], *(["explain", r] for r in _rule_ids())], ids=" ".join
)
def test_rules_rulesets_and_explain_fit_80_columns(args, capsys, monkeypatch):
    code, out, err = _main(args, capsys, monkeypatch)
    assert (code, err) == (0, "")
    assert out.strip()
    assert all(len(x) <= 80 for x in out.splitlines()), [x for x in out.splitlines() if len(x) > 80]


def test_explain_keeps_every_word_of_the_rule_documentation(capsys, monkeypatch):
    from riftcheck.cli.rules import explain_text

    for rule in _rule_ids():
        code, out, _ = _main(["explain", rule], capsys, monkeypatch)
        assert code == 0
        assert sorted(out.replace("# ", " ").split()) == sorted(
            explain_text(rule).replace("# ", " ").split()
        ), rule


def test_the_readme_shows_the_plain_layout_as_it_is(cli):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    shown = readme.split("each finding starts a line, its fix indented under it:")[1]
    shown = [x[2:] for x in shown.split("```")[1].strip("\n").rstrip().splitlines()]
    r = cli("examples/kennen-illegal.deck.yaml", "--as-of", "2026-09-18", env={"COLUMNS": "80"})
    assert (r.returncode, r.stderr) == (1, "")
    lines = r.stdout.splitlines()
    start = lines.index(shown[0])
    assert lines[start : start + len(shown)] == shown


def test_the_root_help_summary_of_the_check_options_names_real_options():
    # riftcheck --help summarises some check options in words of its own: every flag it names
    # must be an option of the table, with the table's metavariable
    from riftcheck.cli import _EPILOG
    from riftcheck.cli.options import CHECK

    by_flag = {flag: o for o in CHECK for flag in (*o.flags, *([o.off] if o.off else []))}
    named = re.findall(r"(?<![\w-])(--?[a-z][\w-]*)(?:,? ([A-Z][A-Z|]*)\b)?", _EPILOG)
    assert len(named) >= 8
    for flag, metavar in named:
        if flag in ("-h", "--help"):
            continue  # "riftcheck check --help lists them all"
        assert flag in by_flag, flag
        if metavar:
            assert by_flag[flag].metavar == metavar, (flag, metavar)
