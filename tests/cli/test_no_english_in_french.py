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
* the rule documentation of ``explain``, which stays English and says so in French first;
* the glossary's own terms, which French uses as they are (set, tag, Draft, Pre-Rift, deck, side).
"""

from __future__ import annotations

import re
import shlex
from functools import cache
from pathlib import Path

import frenchcheck
import pytest

from riftcheck import i18n

ROOT = Path(__file__).resolve().parents[2]

#: Words that are English and never French (a French word that English shares, such as
#: « deck », « set », « rune », « champion », « base », « on », is not one of them)
ENGLISH = frozenset(
    [
        "the",
        "and",
        "of",
        "to",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "not",
        "with",
        "from",
        "this",
        "that",
        "these",
        "those",
        "which",
        "who",
        "has",
        "have",
        "had",
        "must",
        "should",
        "can",
        "cannot",
        "will",
        "would",
        "could",
        "its",
        "it's",
        "their",
        "there",
        "than",
        "then",
        "when",
        "where",
        "what",
        "why",
        "how",
        "all",
        "any",
        "each",
        "every",
        "none",
        "only",
        "more",
        "most",
        "least",
        "at",
        "by",
        "for",
        "into",
        "onto",
        "upon",
        "over",
        "under",
        "after",
        "before",
        "between",
        "without",
        "within",
        "about",
        "across",
        "card",
        "cards",
        "legal",
        "illegal",
        "banned",
        "ban",
        "bans",
        "sideboard",
        "legend",
        "legends",
        "battlefield",
        "battlefields",
        "copy",
        "copies",
        "limit",
        "rule",
        "rules",
        "ruleset",
        "rulesets",
        "database",
        "bundled",
        "today",
        "error",
        "errors",
        "warning",
        "warnings",
        "fix",
        "fixes",
        "line",
        "lines",
        "remove",
        "removed",
        "add",
        "added",
        "replace",
        "replaced",
        "move",
        "moved",
        "keep",
        "kept",
        "name",
        "names",
        "exactly",
        "one",
        "two",
        "three",
        "four",
        "found",
        "expected",
        "missing",
        "unknown",
        "checked",
        "check",
        "run",
        "skipped",
        "team",
        "teams",
        "player",
        "players",
        "read",
        "written",
        "write",
        "file",
        "files",
        "directory",
        "given",
        "also",
        "because",
        "but",
        "or",
        "if",
        "so",
        "no",
        "yes",
        "deck's",
        "cards'",
        "main's",
        "domain",
        "domains",
        "identity",
        "spell",
        "spells",
        "unit",
        "units",
        "gear",
        "token",
        "tokens",
        "might",
        "power",
        "energy",
        "chosen",
        "signature's",
        "tournament",
        "core",
        "chamber",
        "magma",
        "beginning",
    ]
)


@cache
def names() -> list[str]:
    """Names a French report prints as they are, longest first: every card's names, the set
    names, and the events, teams and players of the examples."""
    from riftcheck.cards.db import CardDB

    db = CardDB.load()
    out = set()
    for c in db.cards:
        out |= {c.name, c.display_name, *(c.names or {}).values()}
        if c.champion_tag:
            out.add(c.champion_tag)
    out |= {s.get("name") for s in db.sets}
    out |= {"Pre-Rift", "Proving Grounds", "Nexus Night at the Last Drop", "Magma Chamber Cup"}
    for f in (ROOT / "examples" / "events").glob("*.*"):
        text = f.read_text(encoding="utf-8")
        out |= set(re.findall(r"(?m)^\s*(?:- )?(?:player|name|team):\s*(.+?)\s*$", text))
        if f.suffix == ".csv":
            for row in text.splitlines()[1:]:
                out |= {cell.strip() for cell in row.split(",")[:3]}
    return sorted((n for n in out if n and len(n) > 1), key=len, reverse=True)


def english_words(text: str) -> list[str]:
    """The English words of :data:`ENGLISH` left in ``text`` once the allow-list is set aside."""
    marker = i18n.Translator("fr").text("(the documentation below is in English)")
    if marker in text:
        text = text.split(marker)[0]
    # (the quoted text may hold brackets of its own: "Invalid value (at line 2, column 11)")
    text = re.sub(r"\((?:PyYAML|jsonschema|tomllib|json)\u00a0:(?:[^()]|\([^()]*\))*\)", " ", text)
    for name in names():
        if name in text:
            text = text.replace(name, " ")
    text = re.sub(r"\b[0-9a-f]{16,}\b", " ", text)
    # ids: a hyphenated one (a local ruleset constructed-ban-wave), a key with an underscore
    # (additional_legends), the rule column of a finding (a one-word rule id: battlefields)
    text = re.sub(r"\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b", " ", text)
    text = re.sub(r"(?:erreur|avertissement|info)\s+[a-z][\w-]*", " ", text)
    text = frenchcheck.prose(text, quoted=False)
    return [w for w in re.findall(r"[^\W\d_]+(?:'[a-z]+)?", text) if w.lower() in ENGLISH]


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
