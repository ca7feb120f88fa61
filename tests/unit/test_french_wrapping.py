"""No wrapper breaks French where French never breaks: every French message of the catalogue,
wrapped at every width from 20 to 100 columns by each wrapper riftcheck has (the plain report's,
rich's for coloured output, click's for the help), gives no line that starts with « : », « ; »,
« ? », « ! » or « » » (French puts a no-break space before them, and after « «)."""

from __future__ import annotations

import re
import string

import pytest

from riftcheck import i18n_build
from riftcheck.reporters import text as text_report

WIDTHS = range(20, 101)
#: What a line may not start with (after its indent)
BAD_START = re.compile(r"^\s*[:;?!»]")


class _Values(dict):
    """Every placeholder of a message filled with a value of a few words (so that a message with
    placeholders wraps as it does in a report)."""

    def __missing__(self, key: str) -> str:
        return "la valeur de " + key


def _filled(msgstr: str) -> str:
    try:
        fields = [f for _, f, _, _ in string.Formatter().parse(msgstr) if f is not None]
        return msgstr.format_map(_Values({f: "la valeur de " + f.split(".")[0] for f in fields}))
    except (ValueError, KeyError, IndexError):
        # not a template: a rule's documentation, said as it is (``{card: X, count: 2}`` is YAML)
        return msgstr


def _messages() -> list[str]:
    """Every French form of every entry (with its placeholders filled) holding a mark French
    puts a no-break space before or after."""
    out = set()
    for msgstr in i18n_build.entries(i18n_build.read("fr")).values():
        for form in msgstr.split("\0"):
            said = _filled(form)
            # (a part that another message puts after its words, ``\u202f; ...``, is wrapped there)
            if re.search(r"[:;?!«»]", said) and not BAD_START.match(said.lstrip("\u00a0\u202f")):
                out.add(said)
    return sorted(out)


@pytest.fixture(scope="module")
def messages() -> list[str]:
    found = _messages()
    assert len(found) > 300  # the catalogue's messages, not an empty list
    return found


def _bad(lines: list[str]) -> list[str]:
    return [line for line in lines if BAD_START.match(line)]


def test_the_check_finds_a_line_that_starts_with_a_colon():
    # a wrapper that broke at a no-break space would do this
    assert _bad(["  la carte X est interdite", "  : retirez-la"]) == ["  : retirez-la"]
    assert _bad(["vouliez-vous dire", "«\u00a0X\u00a0»\u202f?"]) == []


def test_the_plain_report_never_breaks_before_a_colon(messages):
    found = {}
    for width in WIDTHS:
        for m in messages:
            # a finding's message: after its head, then under the report's indent
            lines = text_report._wrap(m, width, "  12:5  erreur  copy-limit  ", "      ")
            lines += text_report._wrap(m, width, "  ", "  ")
            bad = _bad(lines)
            if bad:
                found.setdefault(m, (width, bad))
    assert not found, _report(found)


def test_rich_s_line_breaks_never_come_before_a_colon(messages):
    """Where riftcheck's rich text divides a line (every line and table cell of a coloured report)."""
    found = {}
    for width in WIDTHS:
        for m in messages:
            plain = m.translate(text_report._HIDE)
            cuts = [0, *text_report._breaks(plain, width), len(plain)]
            lines = [
                plain[a:b].rstrip().translate(text_report._SHOW)
                for a, b in zip(cuts, cuts[1:], strict=False)
            ]
            bad = _bad(lines)
            # (only a word longer than a line, never cut, stands past the width, alone)
            if bad or any(len(s) > width and re.search(r"[ \t\n]", s.strip()) for s in lines):
                found.setdefault(m, (width, lines))
    assert not found, _report(found)


#: Widths of a coloured report: the narrow layout (below 60 columns), the table with the fix under
#: its message, the table with a fix column (from 100)
RICH_WIDTHS = (20, 33, 47, 59, 60, 72, 86, 99, 100)


@pytest.mark.parametrize("width", RICH_WIDTHS)
def test_rich_never_breaks_before_a_colon(messages, width):
    # every message as a line of the report and as a finding with its fix
    blocks = [("line", ((m, ""),), 2) for m in messages]
    rows = tuple(
        (("erreur", "red"), "copy-limit", "12:5", m, m, "correction\u00a0: " + m) for m in messages
    )
    heads = ("Gravité", "Règle", "Ligne", "Message / correction", "Message", "Correction")
    blocks.append(("findings", False, heads, rows))
    drawn = text_report._draw_rich(blocks, width, False).splitlines()
    assert not _bad(drawn), _report({width: _bad(drawn)[:5]})
    if width >= 30:  # (a finding's head, 28 columns, is never cut: plain or in colour)
        # only a word longer than its column (a path), never cut, stands past the width, alone
        over = [s for s in drawn if len(s.rstrip()) > width]
        assert not [s for s in over if re.search(r"[ \t]", s.strip())], over[:5]


def test_the_help_never_breaks_before_a_colon(messages):
    """click's help wrapper (typer's copy of click), as riftcheck's help pages use it: a help
    text, an option's help beside its name, and under a long one."""
    from riftcheck.cli._help import context_class

    formatter = context_class(object).formatter_class
    found = {}
    for width in WIDTHS:
        f = formatter(width=width)
        for m in messages:
            f.write_text(m)
            f.write_dl([("--option", m), ("-x, --longer-option TEXT", m)])
        bad = _bad(f.getvalue().splitlines())
        if bad:
            found[width] = bad[:5]
    assert not found, _report(found)


@pytest.mark.parametrize("width", [20, 100])
def test_every_french_help_page_keeps_its_no_break_spaces(width, monkeypatch, capsys):
    """riftcheck's own help pages in French (typer's layout, the command list shortened by click,
    riftcheck's check-options block), as a user at a terminal of that width reads them."""
    from riftcheck import i18n
    from riftcheck.cli import main
    from riftcheck.cli.commands import COMMAND_NAMES

    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("TERMINAL_WIDTH", str(width))
    found = {}
    for args in ([], *([c] for c in COMMAND_NAMES), ["cards", "search"], ["cards", "update"]):
        monkeypatch.setattr(i18n, "_IN_USE", [])
        with pytest.raises(SystemExit):
            main(["--lang", "fr", *args, "--help"])
        page = capsys.readouterr().out
        assert "Options\u00a0:" in page or "Utilisation\u00a0:" in page, args
        bad = _bad(page.splitlines())
        if bad:
            found[" ".join(args) or "riftcheck"] = bad[:5]
    assert not found, _report(found)


def _report(found: dict) -> str:
    return f"{len(found)} cases break before a mark French keeps with its word:\n" + "\n".join(
        f"  {k!r}: {v!r}" for k, v in list(found.items())[:20]
    )
