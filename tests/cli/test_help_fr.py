"""Help pages and usage errors of every command in French (issue 16, item 9).

The help of every command and option is translated once, where the click commands are built
(riftcheck.cli._common.tidy); typer's words come from the catalogue through gettext; click's
usage line and usage errors are said by riftcheck.cli._help. A help without a French entry fails
:func:`test_every_help_text_of_the_command_tree_has_a_french_translation`, naming the command
and the option. The console script is run for the French pages and errors (exit code, stdout
and stderr together); English byte-identity is checked in-process against click's own output.
"""

from __future__ import annotations

import functools
import io
import os
import re

import pytest
from inprocess import run_in_process

from riftcheck import i18n, i18n_build
from riftcheck.cli.commands import COMMAND_NAMES

FRENCH = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}
PAGES = [
    [],
    *([name] for name in sorted(COMMAND_NAMES)),
    *(["cards", sub] for sub in ("show", "search", "stats", "lint", "update")),
]


@pytest.fixture(autouse=True)
def _english_again():
    """Each test starts and ends in English, as a new process does (main() sets the language)."""
    from riftcheck.cli import _help

    yield
    i18n._IN_USE.clear()
    _help.use_typer_words("en")


def _tree(lang: str = "en"):
    """The click command tree as the console script builds it, its help said in ``lang``."""
    import typer.main

    from riftcheck import cli
    from riftcheck.cli import _common, _help

    cli._register()
    i18n.use(lang)
    _help.use_typer_words(lang)
    command = typer.main.get_command(cli.app)
    _common.tidy(command)
    return command


def _walk(command, path="riftcheck"):
    yield path, command
    for name, sub in (getattr(command, "commands", None) or {}).items():
        yield from _walk(sub, f"{path} {name}")


def _has_french(text: str) -> bool:
    """Whether the catalogue says ``text`` (a help as written: a literal or a Msg) in French."""
    catalog = i18n._catalogue("fr")._catalog
    if isinstance(text, i18n.Msg):
        return bool(catalog.get(text.template))
    return bool(catalog.get(text))


def untranslated(command) -> list[str]:
    """``command path [option]: help`` of every help of the tree that has no French entry."""
    from riftcheck.cli._help import source_help

    out = []
    for path, cmd in _walk(command):
        for attr in ("help", "short_help", "epilog"):
            text = getattr(cmd, attr, None)
            if text and not _has_french(text):
                out.append(f"{path} ({attr}): {text!r}")
        for param in cmd.params:
            text = source_help(param)
            if text and not _has_french(text):
                out.append(f"{path} {param.opts[0] if param.opts else param.name}: {text!r}")
    return out


def test_every_help_text_of_the_command_tree_has_a_french_translation():
    command = _tree()
    helps = sum(1 + len(c.params) for _, c in _walk(command))
    assert helps > 100  # the walk sees every command and option (it cannot pass by seeing none)
    missing = untranslated(command)
    assert not missing, (
        f"{len(missing)} help texts have no French translation (add them to the section "
        "'command-line help and usage errors' of riftcheck/locale/fr/LC_MESSAGES/riftcheck.po, "
        "then run python -m riftcheck.i18n):\n" + "\n".join(missing)
    )


def test_a_help_without_translation_is_named_with_its_command_and_option():
    import typer
    import typer.main

    from riftcheck.cli import _common

    app = typer.Typer(add_completion=False)

    @app.command()
    def probe(
        count: int = typer.Option(1, "--count", help="A help nobody translated."),
        fmt: str = typer.Option("text", "--format", help="Output format."),
    ) -> None:
        """Show a deck on one screen: legend, champion, zones, curves, domains, runes, bans.

        Exit codes: 0 every deck shown is legal, 1 one is illegal or unreadable,
        2 usage error, 3 setup error.
        """

    command = typer.main.get_command(app)
    _common.tidy(command)
    assert untranslated(command) == ["riftcheck --count: 'A help nobody translated.'"]


def _collapsed(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@functools.cache
def _all_english_helps() -> tuple[str, ...]:
    """Every help text of the command tree as written in English (collapsed whitespace)."""
    return tuple(_english_helps(_tree("en")))


def _english_helps(command) -> list[str]:
    from riftcheck.cli._help import source_help

    out = []
    for _, cmd in _walk(command):
        out += [str(t) for t in (cmd.help, cmd.short_help) if t]
        out += [str(source_help(p)) for p in cmd.params if p.help]
    return sorted({_collapsed(t).strip() for t in out if len(t) > 12})


def _run(*args, env=None):
    full = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR")
    }
    full.update({"COLUMNS": "80", "TERM": "xterm"})
    full.update(env or {})
    return run_in_process(args, environ=full)


def test_every_help_page_is_french_under_a_french_locale():
    english = _all_english_helps()
    assert len(english) > 80
    for args in PAGES:
        r = _run(*args, "--help", env=FRENCH)
        assert (r.returncode, r.stderr) == (0, ""), args
        page = _collapsed(r.stdout)
        assert r.stdout.startswith("Utilisation\u00a0: riftcheck"), args
        assert "Options\u00a0:" in r.stdout and "Afficher cette aide et quitter." in page, args
        assert "Usage:" not in r.stdout and "Show this message" not in page, args
        left = [t for t in english if t in page]
        assert not left, (args, left)
    assert "Arguments\u00a0:" in _run("show", "--help", env=FRENCH).stdout
    assert "Commandes\u00a0:" in _run("cards", "--help", env=FRENCH).stdout


def _page(args, capsys, monkeypatch, env):
    """``riftcheck ARGS`` in-process (the console script's entry point) under ``env``."""
    from riftcheck import cli

    monkeypatch.setenv("COLUMNS", "80")
    for k, v in env.items():
        if v:
            monkeypatch.setenv(k, v)
        else:
            monkeypatch.delenv(k, raising=False)
    with pytest.raises(SystemExit) as info:
        cli.main(list(args))
    out = capsys.readouterr()
    assert out.err == "", args
    return (info.value.code or 0), out.out


@pytest.mark.parametrize("args", PAGES, ids=lambda a: " ".join(a) or "riftcheck")
def test_lang_en_under_a_french_locale_is_the_english_page_byte_for_byte(args, capsys, monkeypatch):
    english = _page([*args, "--help"], capsys, monkeypatch, {"LANG": "C.UTF-8"})
    asked = _page([*args, "--help", "--lang", "en"], capsys, monkeypatch, FRENCH)
    assert asked == english
    assert english[1].startswith("Usage: riftcheck") and "Options:" in english[1]
    # the English helps are found in an English page (so the French test's search can fail)
    assert "Show this message and exit." in english[1]
    assert sum(t in _collapsed(english[1]) for t in _all_english_helps()) >= 2


USAGE_ERRORS = [
    # unknown option
    (
        ["show", "x.deck.yaml", "--bogus"],
        "Utilisation\u00a0: riftcheck show [OPTIONS] DECK...\n"
        "Essayez «\u00a0riftcheck show -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: option inconnue\u00a0: --bogus\n",
    ),
    # a misspelt option, with click's suggestions (option names kept)
    (
        ["check", "x.deck.yaml", "--strit"],
        "Utilisation\u00a0: riftcheck check [OPTIONS] [CHEMIN]...\n"
        "Essayez «\u00a0riftcheck check -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: option inconnue\u00a0: --strit (options possibles\u00a0: --no-strict, --strict)\n",
    ),
    # missing argument
    (
        ["event"],
        "Utilisation\u00a0: riftcheck event [OPTIONS] ÉVÉNEMENT\n"
        "Essayez «\u00a0riftcheck event -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: argument manquant\u00a0: «\u00a0ÉVÉNEMENT\u00a0».\n",
    ),
    # bad choice (the choices kept as they are)
    (
        ["schema", "nope"],
        "Utilisation\u00a0: riftcheck schema [OPTIONS] NOM\n"
        "Essayez «\u00a0riftcheck schema -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: valeur invalide pour «\u00a0NOM\u00a0»\u00a0: «\u00a0nope\u00a0» ne fait pas partie de «\u00a0deck\u00a0», «\u00a0config\u00a0», "
        "«\u00a0report\u00a0», «\u00a0ruleset\u00a0», «\u00a0cards\u00a0».\n",
    ),
    # a number typer cannot read (pydantic's words)
    (
        ["check", "x.deck.yaml", "-j", "abc"],
        "Utilisation\u00a0: riftcheck check [OPTIONS] [CHEMIN]...\n"
        "Essayez «\u00a0riftcheck check -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: valeur invalide pour «\u00a0--jobs\u00a0» / «\u00a0-j\u00a0»\u00a0: un nombre entier est attendu, ce texte "
        "n'en est pas un\n",
    ),
    # an option without its value (click says no usage line for it)
    (["bans", "--as-of"], "Erreur\u00a0: l'option «\u00a0--as-of\u00a0» demande une valeur.\n"),
    # a language riftcheck does not speak: said in the locale's
    (
        ["show", "x.deck.yaml", "--lang", "de"],
        "Utilisation\u00a0: riftcheck show [OPTIONS] DECK...\n"
        "Essayez «\u00a0riftcheck show -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: valeur invalide pour «\u00a0--lang\u00a0»\u00a0: «\u00a0de\u00a0» ne fait pas partie de «\u00a0en\u00a0», «\u00a0fr\u00a0».\n",
    ),
]


@pytest.mark.parametrize(("args", "stderr"), USAGE_ERRORS, ids=lambda a: str(a)[:40])
def test_a_usage_error_is_said_in_french(args, stderr, tmp_path):
    r = _run(*args, env=FRENCH)
    assert (r.returncode, r.stdout, r.stderr) == (2, "", stderr)


def test_no_command_and_a_group_without_its_command_in_french():
    r = _run(env=FRENCH)
    assert (r.returncode, r.stderr) == (2, "")
    assert r.stdout.startswith("Utilisation\u00a0: riftcheck [OPTIONS] COMMANDE [ARGUMENTS]...\n")
    assert r.stdout.endswith(
        "\nEssayez\u00a0: riftcheck deck.yaml   (vérifier un deck)   ou   riftcheck --help\n"
    )
    r = _run("cards", env=FRENCH)  # the group's help, on stderr (click's way)
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.startswith(
        "Utilisation\u00a0: riftcheck cards [OPTIONS] COMMANDE [ARGUMENTS]...\n"
    )
    assert "Commandes\u00a0:\n" in r.stderr and "Afficher cette aide et quitter." in r.stderr


def test_a_usage_error_in_french_by_lang_under_an_english_locale():
    r = _run("convert", "x.deck.yaml", "--lang", "fr", env={"LANG": "en_US.UTF-8"})
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "Utilisation\u00a0: riftcheck convert [OPTIONS] SOURCE\n"
        "Essayez «\u00a0riftcheck convert -h\u00a0» pour l'aide.\n\n"
        "Erreur\u00a0: option manquante\u00a0: «\u00a0--to\u00a0» / «\u00a0-t\u00a0». Choisissez parmi\u00a0: "
        "«\u00a0yaml\u00a0», «\u00a0json\u00a0», «\u00a0text\u00a0», «\u00a0code\u00a0», «\u00a0tts\u00a0».\n"
    )


ENGLISH_ERRORS = [
    [*args]
    for args, _ in USAGE_ERRORS
    if args[-1] != "de"  # (a --lang error: the same in both, checked above)
] + [
    ["convert", "x.deck.yaml"],
    ["convert", "x.deck.yaml", "--to", "zz"],
    ["check", "x.deck.yaml", "--team=1"],
    ["cards", "nope"],
    ["cards", "show"],
    ["diff", "a", "b", "c"],
    ["show", "x.deck.yaml", "-f", "xml"],
]


@pytest.mark.parametrize("args", ENGLISH_ERRORS, ids=" ".join)
def test_an_english_usage_error_is_click_s_own_text_byte_for_byte(args):
    from typer._click.exceptions import ClickException

    from riftcheck.cli import _help

    command = _tree("en")
    with pytest.raises(ClickException) as info:
        command.main(args=args, prog_name="riftcheck", standalone_mode=False)
    shown = io.StringIO()
    info.value.show(shown)  # what click itself prints
    assert _help.usage_error_text(info.value) + "\n" == shown.getvalue()
    i18n.use("fr")
    _help.use_typer_words("fr")
    french = _help.usage_error_text(info.value)
    assert french != shown.getvalue().rstrip("\n") and "Erreur\u00a0: " in french


def test_typer_words_follow_the_language():
    import typer.core

    from riftcheck.cli import _help

    _help.use_typer_words("fr")
    assert typer.core._("Commands") == "Commandes"
    assert typer.core._("default: {default}").format(default="text") == "défaut\u00a0: text"
    _help.use_typer_words("en")
    assert typer.core._("Commands") == "Commands"


def test_interrupted_and_internal_error_in_the_run_s_language():
    from riftcheck.cli import _interrupted
    from riftcheck.cli._guard import internal_error_text

    i18n.use("fr")
    assert _interrupted() == "riftcheck\u00a0: interrompu"
    assert internal_error_text(ValueError("boom")) == (
        "riftcheck\u00a0: erreur interne\u00a0: ValueError\u00a0: boom\n"
        "C'est un bogue de riftcheck\u202f; signalez-le avec la commande que vous avez lancée."
    )
    i18n.use("en")
    assert _interrupted() == "riftcheck: interrupted"
    assert internal_error_text(KeyError("k")) == (
        "riftcheck: internal error: KeyError: 'k'\n"
        "This is a bug in riftcheck; please report it with the command you ran."
    )


def test_every_command_takes_lang(tmp_path):
    deck = tmp_path / "d.deck.yaml"
    deck.write_text("legend: Nope\n", encoding="utf-8")
    r = _run("show", str(deck), "--lang", "fr", env={"LANG": "en_US.UTF-8"})
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "ILLISIBLE" in r.stdout or "erreur" in r.stderr + r.stdout
    command = _tree("en")
    for path, cmd in _walk(command):
        assert any("--lang" in p.opts for p in cmd.params), path


def test_extraction_reads_help_literals_and_command_docstrings_of_cli_modules(tmp_path):
    cli = tmp_path / "pkg" / "cli"
    cli.mkdir(parents=True)
    source = (
        "import typer\n"
        "app = typer.Typer(help='The group.')\n"
        "def shown(x: int = typer.Option(1, help='An option.')):\n"
        "    '''The command.\n\n    Its second paragraph.\n    '''\n"
        "@app.command('other')\n"
        "def other():\n"
        "    '''Another command.'''\n"
        "def helper():\n"
        "    '''Not a command: not shown by typer.'''\n"
        "def register(a):\n"
        "    a.command('shown')(shown)\n"
    )
    (cli / "m.py").write_text(source, encoding="utf-8")
    (tmp_path / "pkg" / "lib.py").write_text(source, encoding="utf-8")  # outside cli: not help
    found, opaque = i18n_build.extract(tmp_path / "pkg")
    assert set(found) == {
        "The group.",
        "An option.",
        "The command.\n\nIts second paragraph.",
        "Another command.",
    }
    assert found["An option."] == ["pkg/cli/m.py:3"] and opaque == []
