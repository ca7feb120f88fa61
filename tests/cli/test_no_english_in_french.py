"""Nothing English in a French run: every finding, fix and notice of every case file (checked
in-process and said in French), and the output of every riftcheck command of the README run
with --lang fr, hold no English word outside the allow-list below.

The allow-list (what a French report may print in English, and why):

* card names as the card database gives them (most cards have no French name yet), set names
  (printed as they are: « Pre-Rift Unleashed »), and the names of events, players and teams of
  the examples: :func:`names`;
* what is written as a file or a person writes it: ids (rule ids, ruleset names, printing ids,
  set codes, format names), options, metavariables, file names and paths, keys as a deck file
  writes them (``main:``), URLs, checksums: :func:`frenchcheck.prose`;
* text quoted from a library, said as such: « (PyYAML : ...) »;
* the rule documentation of a plugin's rule in ``explain``, which stays English and says so in
  French first (a built-in rule's is French: tests/cli/test_french_commands.py);
* the glossary's own terms, which French uses as they are (set, tag, Draft, Pre-Rift, deck, side).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import frenchcheck
import pytest
from frenchcheck import english_words

from riftcheck import i18n

ROOT = Path(__file__).resolve().parents[2]


def test_the_check_can_fail():
    assert english_words("La carte Gust est bannie ; remove 1 Gust") == ["remove"]
    assert english_words("le deck de runes a 11 runes ; il doit en avoir exactement 12") == []
    assert english_words("Inferna est de type Unit") == ["Unit"]
    assert english_words("retirez 3 Stacked Deck du deck principal (main:)") == []


def test_every_message_of_the_case_files_is_french(db):
    tr = i18n.translator("fr")
    found = {}
    for where, text in frenchcheck.case_messages(db):
        said = tr.message(text)
        words = english_words(said)
        if words:
            found[where] = (said, words)
    assert not found, f"{len(found)} messages say English words in French:\n" + "\n".join(
        f"  {w}: {s!r}\n    {words}" for w, (s, words) in list(found.items())[:30]
    )


#: README commands not run here, and why
SKIPPED = {
    "cards update": "reaches the network (tests/cards/test_update.py runs it against a local server)",
    "completion": "prints a shell script",
    " - ": "reads standard input",
    "pip ": "not riftcheck",
}
#: Formats whose text stays English by design (machine formats)
MACHINE = ("json", "sarif", "junit", "github", "gitlab", "json-lines", "csv", "html")


def readme_commands() -> list[list[str]]:
    """Every ``riftcheck ...`` line of the README's shell blocks, as arguments."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    out = []
    for block in re.findall(r"```(?:sh|bash)\n(.*?)```", text, re.S):
        for line in block.splitlines():
            line = line.split(" #")[0].strip()
            if not line.startswith("riftcheck ") or any(s in line + " " for s in SKIPPED):
                continue
            line = line.split("|")[0]
            args = shlex.split(line)[1:]
            fmt = next(
                (args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-f", "--format")), ""
            )
            if fmt in MACHINE:
                continue
            out.append(args)
    return out


@pytest.mark.parametrize("args", readme_commands(), ids=lambda a: " ".join(a)[:60])
def test_every_readme_command_is_french_with_lang_fr(args, capsys, monkeypatch, tmp_path):
    from riftcheck.cli import main

    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setattr(i18n, "_IN_USE", [])
    # written files go to a temporary directory, never into the checkout
    args = [
        str(tmp_path / Path(a).name) if i and args[i - 1] in ("-o", "--output", "--html") else a
        for i, a in enumerate(args)
    ]
    if "--fix" in args:
        pytest.skip(
            "--fix rewrites the files it names (tests/cli/test_fix_cli.py runs it in French)"
        )
    with pytest.raises(SystemExit) as info:
        main(["--lang", "fr", *args])
    out = capsys.readouterr()
    # 3: the plugin's ruleset before `pip install ./examples/plugin` (its rule is unknown)
    assert info.value.code in (0, 1, 2, 3), out.err
    words = english_words(out.out + out.err)
    assert not words, (
        f"riftcheck --lang fr {' '.join(args)} says English words {sorted(set(words))}:\n{out.out}{out.err}"
    )


def test_the_readme_shows_the_french_report_riftcheck_prints(capsys, monkeypatch):
    """The README's French paragraph shows a French report: the one riftcheck prints today."""
    from riftcheck.cli import main

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(
        r"\*\*En français :\*\*.*?```text\n\$ (riftcheck [^\n]+)\n(.*?)```", text, re.S
    )
    assert block, "the README's French paragraph shows a French report in a ```text block"
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setattr(i18n, "_IN_USE", [])
    with pytest.raises(SystemExit):
        main(shlex.split(block.group(1))[1:])
    out, shown = capsys.readouterr().out, block.group(2)
    # the findings and the summary word for word; of the header, the words (its versions and the
    # card database's date change with each release)
    assert out.split("\n\n", 1)[1] == shown.split("\n\n", 1)[1]
    strip = lambda s: re.sub(r"\d[\d.]*", "N", s.split("\n\n", 1)[0])  # noqa: E731
    assert strip(out) == strip(shown)


def _visible_text(page: str) -> list[str]:
    """The text a reader of an HTML report sees (and its titles and labels), one piece a node."""
    from html.parser import HTMLParser

    class Text(HTMLParser):
        def __init__(self):
            super().__init__()
            self.out, self.hidden = [], 0

        def handle_starttag(self, tag, attrs):
            self.hidden += tag in ("script", "style")
            self.out += [v for k, v in attrs if k in ("title", "aria-label", "placeholder") and v]

        def handle_endtag(self, tag):
            self.hidden -= tag in ("script", "style")

        def handle_data(self, data):
            if not self.hidden and data.strip():
                self.out.append(data.strip())

    reader = Text()
    reader.feed(page)
    return reader.out


@pytest.mark.parametrize(
    "args",
    [
        ["check", "examples/kennen-illegal.deck.yaml", "tests/fixtures/decks/bad/bad-utf8.txt"]
        + ["-f", "html", "-o", "PAGE"],
        ["event", "examples/events/nexus-night.yaml", "--html", "PAGE"],
        ["event", "examples/events/magma-2v2.yaml", "--html", "PAGE"],
    ],
    ids=lambda a: " ".join(a)[:40],
)
def test_the_html_reports_are_french(args, capsys, monkeypatch, tmp_path):
    """The HTML report a person reads (of a check and of an event) holds no English word outside
    the allow-list; a cell that is a rule id, and the organiser's notes (their own words), aside."""
    from riftcheck.cli import main
    from riftcheck.rules import all_rules

    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(i18n, "_IN_USE", [])
    page = tmp_path / "report.html"
    with pytest.raises(SystemExit) as info:
        main(["--lang", "fr", *(str(page) if a == "PAGE" else a for a in args)])
    assert info.value.code in (0, 1), capsys.readouterr().err
    found = {}
    # what the roster holds as registered, the organiser's and players' own words: a row's table
    # of cells (its headers too) and a pasted list's text (evtT 3, 8)
    html = re.sub(
        r'(<table class="cells">.*?<tbody>).*?(</tbody>)', r"\1\2", page.read_text(encoding="utf-8")
    )
    html = re.sub(r'<pre class="cv">.*?</pre>', "", html, flags=re.S)
    for text in _visible_text(html):
        if text in all_rules() or " · remarques\u00a0: " in text:
            continue
        if words := english_words(text):
            found[text[:120]] = words
    assert not found, found
