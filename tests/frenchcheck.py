"""What a French judge checks in riftcheck's French, as functions the tests share.

The glossary (riftcheck/locale/fr/glossary.yaml) says which word the rules texts use for each game
term and which words they do not; :func:`problems` applies it, and French typography, to one piece
of French text. Text that is not French prose is set aside first (:func:`prose`): placeholders,
commands, options, file keys, metavariables, rule ids, paths and URLs.
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "riftcheck" / "locale" / "fr" / "glossary.yaml"
NBSP, NNBSP = "\u00a0", "\u202f"


@cache
def glossary() -> list[dict]:
    """The glossary's terms, as the file gives them."""
    return yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))["terms"]


@cache
def rule_ids() -> frozenset[str]:
    from riftcheck.rules import all_rules

    return frozenset(all_rules())


@cache
def ruleset_names() -> tuple[str, ...]:
    from riftcheck.rulesets import list_rulesets

    return tuple(sorted(list_rulesets(), key=len, reverse=True))


#: riftcheck's commands, as a person types them (``riftcheck cards search TEXT``)
COMMANDS = (
    r"\briftcheck (?:cards (?:search|show|update|lint|stats)|check|rules|rulesets|explain|bans|"
    r"convert|diff|event|show|schema|completion)\b"
)


#: A file name or path
_PATH = r"[\w./~-]*\.(?:yaml|yml|json|toml|csv|tsv|txt|py|mo|po|fish|sarif|html)\b"

#: Not prose: what riftcheck prints as the user or a file writes it
_TECHNICAL = [
    r"\{[^{}]*\}",  # placeholders
    r"``[^`]*``",  # code in a rule's documentation (reST: ``bans``, ``count: null``)
    r"`[^`]*`",  # commands
    r"https?://\S+",
    r"(?<![\w-])--?[A-Za-z][\w-]*(?:=\S*)?",  # options
    r"\[tool\.riftcheck\]",
    _PATH,
    r"(?<![\w-])[A-Za-z_][\w]*:(?=[\s,)\].;»]|$)",  # a key written as the file writes it (main:)
    r"(?<![\w-])clés? «\u00a0[A-Za-z_]\w*\u00a0»",  # a key quoted as the file writes it (clé « bans »)
    r"\b[A-Z][A-Z0-9_|]{1,}\b",  # metavariables (FILE, NAME|PATH), set codes (OGN), RB/RT
    r"\b[A-Z]{3}-\w+\b",  # printing ids
    r"\[[a-z][\w.-]*\]",  # a citation's key in the rules documents' data ([tr.precon])
]


def prose(text: str, quoted: bool = True) -> str:
    """``text`` without its technical parts (``quoted=False``: without « quoted » text too)."""
    ids = sorted(rule_ids(), key=len, reverse=True)
    text = re.sub(COMMANDS, " ", text)
    # first: a citation's key may hold a rule id ([tr.set-legality])
    text = re.sub(r"\[[a-z][\w.-]*\]", " ", text)
    text = re.sub(
        _PATH, " ", text
    )  # first: a path may hold a ruleset's name (rulesets/sealed.yaml)
    # a ruleset's name is an id (``constructed``): as written, in lower case
    text = re.sub(
        r"(?<![\w-])(?:" + "|".join(map(re.escape, ruleset_names())) + r")(?![\w-])", " ", text
    )
    text = re.sub(r"\b(?:" + "|".join(re.escape(i) for i in ids if "-" in i) + r")\b", " ", text)
    # a one-word rule id is technical where the text names it as a rule
    text = re.sub(r"(?i)\b(règles?|rule) (" + "|".join(ids) + r")\b", r"\1 ", text)
    for pattern in _TECHNICAL:
        text = re.sub(pattern, " ", text)
    if not quoted:
        text = re.sub(r"«[^»]*»|'[^']*'|\"[^\"]*\"", " ", text)
    return text


def _word(pattern: str) -> re.Pattern:
    return re.compile(r"(?<![\w-])(?:" + pattern + r")(?![\w-])", re.IGNORECASE)


def forbidden(text: str) -> list[str]:
    """The forbidden words of the glossary that ``text`` uses, each with its term."""
    found = []
    said = prose(text)
    for term in glossary():
        for pattern in term.get("forbid") or ():
            for m in _word(pattern).finditer(said):
                found.append(
                    f"« {m.group(0)} » (the rules texts say « {term['fr']} » for {term['en']})"
                )
    return found


#: English words that are never French, beside the glossary's English terms
ENGLISH_WORDS = (
    "the",
    "and",
    "with",
    "from",
    "is",
    "are",
    "not",
    "card",
    "cards",
    "legal",
    "illegal",
    "none",
    "which",
    "must",
)


def english(text: str) -> list[str]:
    """The English game words (glossary terms whose English is not French) left in ``text``."""
    said = prose(text, quoted=False)
    words = [t["en"] for t in glossary() if t.get("english", True) and t["en"] != t["fr"]]
    found = []
    for w in [*words, *ENGLISH_WORDS]:
        pattern = re.escape(w).replace(r"\ ", r"\s+") + "s?"
        found += [m.group(0) for m in _word(pattern).finditer(said)]
    return found


def missing_terms(msgid: str, msgstr: str) -> list[str]:
    """The glossary terms ``msgid`` uses whose French ``msgstr`` does not say."""
    out = []
    en, fr = prose(msgid), prose(msgstr)
    for term in glossary():
        english_term = re.escape(term["en"]).replace(r"\ ", r"\s+") + "s?"
        if msgid in (term.get("not_in") or ()) or not _word(english_term).search(en):
            continue
        if re.search(r"(?i)(?<![\w-])" + english_term + ":", msgstr):  # kept as the file's key
            continue
        if re.search(r"(?i)«\s" + english_term + r"\s»", msgstr):  # the key quoted: « legend »
            continue
        want = term.get("require") or re.escape(term["fr"])
        if not re.search(want, fr, re.IGNORECASE):
            out.append(f"{term['en']} -> {term['fr']}")
    return out


def typography(text: str) -> list[str]:
    """French typography ``text`` breaks: a plain or no space before ``: ; ? !``, inside « »."""
    # (!!binary: a YAML tag; ``code``: a rule's documentation)
    said = re.sub(r"\{[^{}]*\}|https?://\S+|``[^`]*``|`[^`]*`|!!\w+", "\0", text)
    out = []
    for m in re.finditer(r"(.)([:;?!])", said):
        before, mark = m.group(1), m.group(2)
        if before == " ":
            out.append(f"a plain space before « {mark} »: {_around(said, m.start(2))}")
        elif before in "\t\n\0":
            continue
        elif before not in (NBSP, NNBSP) and mark != ":":
            out.append(f"no space before « {mark} »: {_around(said, m.start(2))}")
        elif before == NNBSP and mark == ":":
            out.append(
                f"a narrow space before « : » (a no-break space U+00A0 is used): {_around(said, m.start(2))}"
            )
    for m in re.finditer(r"«(?!\u00a0)|(?<!\u00a0)»", said):
        out.append(f"« » without no-break spaces inside: {_around(said, m.start())}")
    return out


def _around(text: str, i: int) -> str:
    return repr(text[max(0, i - 25) : i + 10])


def problems(text: str) -> list[str]:
    """Everything :func:`forbidden`, :func:`english` and :func:`typography` find in ``text``."""
    return forbidden(text) + [f"English « {w} »" for w in english(text)] + typography(text)


def case_messages(db) -> set[tuple[str, str]]:
    """(where, text) of every finding message, fix and notice of the case files."""
    from riftcheck.decks import read_deck, read_pool
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.read import check_deck, check_team

    out = set()
    for exp in sorted((ROOT / "tests" / "cases").glob("**/*.expected.yaml")):
        spec = yaml.safe_load(exp.read_text(encoding="utf-8")) or {}
        name = spec.get("ruleset", "constructed")
        if name.endswith(
            (".yaml", ".yml")
        ):  # a local ruleset next to the case, as the case test reads it
            name = str(exp.parent / name)
        rs = load_ruleset(name)
        as_of = spec.get("as_of")
        if isinstance(as_of, str):
            as_of = _dt.date.fromisoformat(as_of)
        kw = {"input_format": spec["input_format"]} if spec.get("input_format") else {}
        pool = read_pool(str(exp.parent / spec["pool"]), db) if spec.get("pool") else None
        if spec.get("team"):
            decks = [read_deck(str(exp.parent / p), db, **kw) for p in spec["team"]]
            team = check_team(decks, db, rs, as_of=as_of, pool=pool)
            findings = [f for r in team.decks for f in r.findings] + list(team.team_findings)
            notices = [n for r in team.decks for n in r.notices] + list(team.notices)
        else:
            stem = exp.name[: -len(".expected.yaml")]
            deck = (
                exp.parent / spec["deck"]
                if spec.get("deck")
                else sorted(exp.parent.glob(f"{stem}.deck.*"))[0]
            )
            r = check_deck(read_deck(str(deck), db, **kw), db, rs, as_of=as_of, pool=pool)
            findings, notices = list(r.findings), list(r.notices)
        name = str(exp.relative_to(ROOT / "tests" / "cases"))
        for f in findings:
            out.add((f"{name} ({f.rule} message)", f.message))
            if f.fix:
                out.add((f"{name} ({f.rule} fix)", f.fix))
        for n in notices:
            out.add((f"{name} (notice {n.code})", n.message))
    return out


# ------------------------------------------------------------ English words in French output

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
        # the provenance of a card's name (cards show, cards lint)
        "summary",
        "quoted",
        "matched",
        "meaning",
        "inferred",
        "announcement",
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
    from riftcheck import i18n

    marker = i18n.Translator("fr").text("(the documentation below is in English)")
    if marker in text:
        text = text.split(marker)[0]
    # (the quoted text may hold brackets of its own: "Invalid value (at line 2, column 11)")
    text = re.sub(
        r"\((?:message de )?(?:PyYAML|jsonschema|tomllib|json)(?:, en anglais)?\u00a0:"
        r"(?:[^()]|\([^()]*\))*\)",
        " ",
        text,
    )
    # a card name the report wraps ("Kennen, Heart of" / "the Tempest") is still a card name
    text = re.sub(r"[ \t]*\n[ \t]*", " ", text)
    for name in names():
        if name in text:
            text = text.replace(name, " ")
    text = re.sub(r"\b[0-9a-f]{16,}\b", " ", text)
    # a file's path is the user's, not riftcheck's words (CI clones into /check/work/main)
    text = re.sub(r"(?<![\w/])(?:[A-Za-z]:)?[/\\][^\s:«»\u00a0\u202f'\"()]+", " ", text)
    # ids: a hyphenated one (a local ruleset constructed-ban-wave), a key with an underscore
    # (additional_legends), the rule column of a finding (a one-word rule id: battlefields)
    text = re.sub(r"\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b", " ", text)
    text = re.sub(r"(?:erreur|avertissement|info)\s+[a-z][\w-]*", " ", text)
    text = prose(text, quoted=False)
    return [w for w in re.findall(r"[^\W\d_]+(?:'[a-z]+)?", text) if w.lower() in ENGLISH]
