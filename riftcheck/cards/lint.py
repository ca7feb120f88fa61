"""Sense checks of a card database (``riftcheck cards lint``).

Errors make a database unfit to ship or to install: schema violations,
a legend without 1 or 2 domains or whose champion tag no champion unit
carries, a Signature card without a champion tag, a name shared by two
records, a repeated printing id, a stale name index. Warnings are worth
knowing but do not block: cards known only by id (no English name yet) and
champion tags that could not be given in English. :func:`provenance` counts
the names per language and where they come from, and lists every name that
is not from that language's official data (``cards lint`` prints both).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from riftcheck.cards.normalize import name_key
from riftcheck.models import Msg


@dataclass(frozen=True, slots=True)
class LintIssue:
    """One problem found in a database: ``severity`` is ``error`` or ``warning``; ``ref`` names the card."""

    severity: str
    message: str
    ref: str | None = None

    def line(self) -> Msg:
        """``error: OGN-001: ...`` as a :class:`Msg` (said in the reader's language)."""
        if self.severity == "error":
            if self.ref:
                return Msg("error: {card}: {message}", card=self.ref, message=self.message)
            return Msg("error: {message}", message=self.message)
        if self.ref:
            return Msg("warning: {card}: {message}", card=self.ref, message=self.message)
        return Msg("warning: {message}", message=self.message)

    def __str__(self) -> str:
        return str(self.line())


def lint_file(path: Path) -> list[LintIssue]:
    """Lint the database file at ``path``; a file that cannot be read or parsed raises CardDataError."""
    from riftcheck.cards.db import MAX_DB_BYTES
    from riftcheck.infra.errors import CardDataError
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        raw = read_bytes(path, MAX_DB_BYTES)
    except ReadRefused as exc:
        raise CardDataError(
            Msg("card database {path} cannot be read: {exc}", path=path, exc=exc.message)
        ) from None
    try:
        data = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        from riftcheck.infra.jsonwords import json_reason

        pos = f":{exc.lineno}:{exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise CardDataError(
            Msg(
                "card database {path} is not valid JSON: {reason}",
                path=f"{path}{pos}",
                reason=json_reason(exc),
            )
        ) from None
    return lint_data(data)


def _ident(rec: dict) -> str:
    try:
        return rec.get("name") or rec["printings"][0][0]
    except (KeyError, IndexError, TypeError, AttributeError):
        return str(rec.get("key", "?")) if isinstance(rec, dict) else "?"


def _schema_issue(path: str, said: Msg | None, e: str) -> Msg:
    """One schema error of the database: where (a JSON pointer, else the top level) and what."""
    if said is not None:
        if path:
            return Msg(
                "the database does not follow its schema at {path}: {problem}",
                path=path,
                problem=said,
            )
        return Msg(
            "the database does not follow its schema at the top level: {problem}", problem=said
        )
    if path:
        return Msg(
            "the database does not follow its schema at {path} (jsonschema: {e})", path=path, e=e
        )
    return Msg("the database does not follow its schema at the top level (jsonschema: {e})", e=e)


def lint_data(data) -> list[LintIssue]:
    """Lint a parsed database object; returns every issue found, errors first."""
    from riftcheck.cards.build import schema_problems

    # riftcheck's words from the error's fields (atkG 10); a validator they do not cover is
    # jsonschema's English, quoted as its own
    issues = [
        LintIssue("error", _schema_issue(path, said, e)) for path, said, e in schema_problems(data)
    ]
    if issues:
        # later checks assume the schema's shape
        return issues
    cards = data["cards"]
    champion_tags = _champion_unit_tags(cards)
    seen = _Seen()
    for rec in cards:
        ident = _ident(rec)
        issues.extend(seen.clashes(rec, ident))
        issues.extend(_record_issues(rec, ident, champion_tags))
    no_english = [rec["printings"][0][0] for rec in cards if not rec.get("name")]
    if len(no_english) == 1:
        issues.append(
            LintIssue(
                "warning",
                Msg("1 card has no English name yet and is shown by id: {ids}", ids=no_english[0]),
            )
        )
    elif no_english:
        issues.append(
            LintIssue(
                "warning",
                Msg(
                    "{n} cards have no English name yet and are shown by id: {ids}",
                    n=len(no_english),
                    ids=", ".join(no_english),
                ),
            )
        )
    if "index" in data:
        from riftcheck.cards.db import build_index

        if data["index"] != build_index(cards):
            issues.append(
                LintIssue(
                    "error", Msg("the name index does not match the cards (rebuild the database)")
                )
            )
    issues.sort(key=lambda i: i.severity != "error")
    return issues


def _champion_unit_tags(cards: list[dict]) -> set[str]:
    """The name keys of the champion tags Champion units carry (a legend's tag must be one)."""
    return {
        name_key(c["champion_tag"])
        for c in cards
        if c["type"] == "Unit"
        and "Champion" in c.get("supertypes", ())
        and c.get("champion_tag")
        and not c.get("token")
    }


class _Seen:
    """The keys, printing ids and names (per language) of the records checked so far."""

    def __init__(self):
        self.keys: dict[str, str] = {}
        self.ids: dict[str, str] = {}
        self.names: dict[str, str] = {}

    def clashes(self, rec: dict, ident: str) -> list[LintIssue]:
        """Errors for each key, printing id or name ``rec`` shares with an earlier record."""
        out = []
        if rec["key"] in self.keys:
            out.append(
                LintIssue(
                    "error",
                    Msg(
                        "key {key} is also the key of {card}",
                        key=repr(rec["key"]),
                        card=self.keys[rec["key"]],
                    ),
                    ident,
                )
            )
        self.keys[rec["key"]] = ident
        for pid, *_ in rec["printings"]:
            if pid in self.ids:
                out.append(
                    LintIssue(
                        "error",
                        Msg(
                            "printing id {pid} also belongs to {card}", pid=pid, card=self.ids[pid]
                        ),
                        ident,
                    )
                )
            self.ids[pid] = ident
        for locale, n in sorted((rec.get("names") or {}).items()):
            k = f"{locale}:{name_key(n)}"
            if k in self.names and self.names[k] != ident:
                out.append(
                    LintIssue(
                        "error",
                        Msg(
                            "name {name} ({locale}) also belongs to {card}",
                            name=repr(n),
                            locale=locale,
                            card=self.names[k],
                        ),
                        ident,
                    )
                )
            self.names[k] = ident
        return out


def _record_issues(rec: dict, ident: str, champion_tags: set[str]) -> list[LintIssue]:
    """What is wrong with one record on its own: its names, a legend's domains and champion, tags."""
    out = []
    if rec.get("name") and name_key(rec["name"]) != name_key(
        (rec.get("names") or {}).get("en", rec["name"])
    ):
        out.append(LintIssue("error", Msg("name and names.en differ"), ident))
    tag = rec.get("champion_tag")
    if rec["type"] == "Legend" and not rec.get("token"):
        out.extend(_legend_issues(rec, tag, ident, champion_tags))
    if "Signature" in (rec.get("supertypes") or ()) and not tag:
        out.append(LintIssue("error", Msg("Signature card without a champion tag"), ident))
    if tag and not tag.isascii():
        out.append(
            LintIssue(
                "warning", Msg("champion tag {tag} has no English name yet", tag=repr(tag)), ident
            )
        )
    return out


def _legend_issues(rec: dict, tag, ident: str, champion_tags: set[str]) -> list[LintIssue]:
    """A legend has 1 or 2 domains and the champion tag of a champion unit."""
    out = []
    nd = len(rec.get("domains") or ())
    if nd not in (1, 2):
        out.append(
            LintIssue("error", Msg("a legend must have 1 or 2 domains, not {n}", n=nd), ident)
        )
    if not tag:
        out.append(LintIssue("error", Msg("legend without a champion tag"), ident))
    elif name_key(tag) not in champion_tags:
        out.append(
            LintIssue(
                "error",
                Msg("no champion unit carries the legend's champion tag {tag}", tag=repr(tag)),
                ident,
            )
        )
    return out


def provenance(data: dict) -> tuple[dict[str, dict[str, int]], list[tuple[str, str, str, str]]]:
    """Names per locale and provenance, and the names not from official data.

    Returns ``({locale: {provenance: count}}, [(printing id, locale, name, provenance), ...])``;
    the provenance of a name without a ``name_sources`` entry is ``official``.
    """
    counts: dict[str, dict[str, int]] = {}
    listed: list[tuple[str, str, str, str]] = []
    for rec in data.get("cards") or ():
        if not isinstance(rec, dict) or rec.get("token"):
            continue
        sources = rec.get("name_sources") or {}
        for locale, name in sorted((rec.get("names") or {}).items()):
            src = sources.get(locale)
            label = "official" if src is None else _kind(src)
            per = counts.setdefault(locale, {})
            per[label] = per.get(label, 0) + 1
            if src is not None:
                listed.append((rec["printings"][0][0], locale, name, src))
    return {k: dict(sorted(v.items())) for k, v in sorted(counts.items())}, listed


#: The bases of a community transcription, as tools/card_supplements.py words them
_BASES = {
    "read from a card scan": Msg("read from a card scan"),
    "a paraphrase, no scan yet": Msg("a paraphrase, no scan yet"),
    "basis not given": Msg("basis not given"),
}
#: How tools/card_supplements.py words a community transcription's provenance
_COMMUNITY = re.compile(
    r"community transcription, not yet in Riot's English data \((.+), ("
    + "|".join(map(re.escape, _BASES))
    + r")\)"
)


#: A community source named with its date (``jungaustin/Riftbound spoilers 2026-09-25``)
_DATED = re.compile(r"(.+) (\d{4}-\d{2}-\d{2})")

#: How tools/card_supplements.py words a name quoted from Riot's gallery by a third party
_QUOTED = re.compile(
    r"Riot's card gallery as quoted by (.+) \(gallery of (\d{4}-\d{2}-\d{2})\), "
    r"not yet in Riot's English data"
)
#: How tools/card_supplements.py joins two sources that agree on a name
_ALSO = "; also "


#: How tools/card_supplements.py joins two sources that each give the name
_AND = "; "
#: A place in a rules text: ``line 55``, ``lines 677 and 705``
_LINES = re.compile(r"lines? (\d+)(?: and (\d+))?")


def _lines(text: str) -> str:
    m = _LINES.fullmatch(text)
    if m is None:  # (the patterns below pass only what _LINES reads)
        return text
    if m.group(2):
        return Msg("lines {a} and {b}", a=m.group(1), b=m.group(2))
    return Msg("line {n}", n=m.group(1))


#: The provenance of a French name, as tools/french-rules-names.tsv and the reference notes
#: word it (riftcheck's own words about the French rules texts, so said in the reader's language)
_FRENCH_SOURCES: tuple[tuple[re.Pattern, object], ...] = (
    (
        re.compile(r"French Core Rules on Hidden, (lines? [\d and]+) \(matched by meaning\)"),
        lambda m: Msg(
            "French Core Rules on Hidden, {lines} (matched by meaning)", lines=_lines(m[1])
        ),
    ),
    (
        re.compile(
            r"French rules summary of (\d{4}-\d{2}-\d{2}), (lines? [\d and]+) \(the 2v2 ban\)"
        ),
        lambda m: Msg(
            "French rules summary of {date}, {lines} (the 2v2 ban)", date=m[1], lines=_lines(m[2])
        ),
    ),
    (  # a token the summary names beside others (Recrue, Farfadet, PO: Gold)
        re.compile(
            r"French rules summary of (\d{4}-\d{2}-\d{2}), (lines? [\d and]+) \(matched by meaning\)"
        ),
        lambda m: Msg(
            "French rules summary of {date}, {lines} (matched by meaning)",
            date=m[1],
            lines=_lines(m[2]),
        ),
    ),
    (
        re.compile(r"French rules summary of (\d{4}-\d{2}-\d{2}), (lines? [\d and]+)"),
        lambda m: Msg("French rules summary of {date}, {lines}", date=m[1], lines=_lines(m[2])),
    ),
    (
        re.compile(r"French summary \(also cited with its id ([A-Z0-9]+-\w+)\)"),
        lambda m: Msg("French summary (also cited with its id {pid})", pid=m[1]),
    ),
    (
        re.compile(r"French (\w+ \d{4}) ban announcement"),
        lambda m: Msg("French {month} ban announcement", month=m[1]),
    ),
    (
        re.compile(r"French summary, matched by meaning and date"),
        lambda m: Msg("French summary, matched by meaning and date"),
    ),
    (
        re.compile(r"French core rules, quoted by the summary"),
        lambda m: Msg("French core rules, quoted by the summary"),
    ),
    (
        re.compile(r"French card-translation file \(community\)"),
        lambda m: Msg("French card-translation file (community)"),
    ),
    (re.compile(r"inferred by elimination only"), lambda m: Msg("inferred by elimination only")),
    (  # the basic runes the texts do not name (tools/french-rules-names.tsv)
        re.compile(
            r"inferred: the pattern of (.+) \(French rules summary of (\d{4}-\d{2}-\d{2}), "
            r"(lines? [\d and]+)\) with the domain's French name"
        ),
        lambda m: Msg(
            "inferred: the pattern of {name} ({source}) with the domain's French name",
            name=m[1],
            source=Msg("French rules summary of {date}, {lines}", date=m[2], lines=_lines(m[3])),
        ),
    ),
)


def provenance_text(source: str) -> str:
    """A name's provenance line as a :class:`Msg` when riftcheck wrote its words (a community
    transcription, a quote of Riot's gallery, a French rules text's place, or several of them),
    so that it is said in the reader's language; any other line (a source's own title, quoted
    from the reference) as it is."""
    parts = [_one_provenance(p) for p in source.split(_ALSO)]
    if any(p is None for p in parts):
        return source
    out = parts[0]
    for more in parts[1:]:
        out = Msg("{a}; also {b}", a=out, b=more)
    return out


def _one_provenance(source: str) -> Msg | None:
    m = _COMMUNITY.fullmatch(source)
    if m is not None:
        label = m.group(1)
        dated = _DATED.fullmatch(label)
        if dated is not None:  # « spoilers du 25 septembre 2026 », not an ISO date in French prose
            label = Msg("{source} {date}", source=dated.group(1), date=dated.group(2))
        return Msg(
            "community transcription, not yet in Riot's English data ({label}, {basis})",
            label=label,
            basis=_BASES[m.group(2)],
        )
    m = _QUOTED.fullmatch(source)
    if m is not None:
        return Msg(
            "Riot's card gallery as quoted by {who} (gallery of {date}), not yet in Riot's English data",
            who=m.group(1),
            date=m.group(2),
        )
    if _AND in source:  # two French texts that give the name: each said, joined
        said = [_french_source(p) for p in source.split(_AND)]
        if any(p is None for p in said):
            return None
        out = said[0]
        for more in said[1:]:
            out = Msg("{a}; {b}", a=out, b=more)
        return out
    return _french_source(source)


def _french_source(source: str) -> Msg | None:
    for pattern, said in _FRENCH_SOURCES:
        m = pattern.fullmatch(source)
        if m is not None:
            return said(m)
    return None


def _kind(source: str) -> str:
    """The kind of a provenance line, for counting: ``community`` (a transcription or a third
    party's quote, not Riot's data), ``inferred`` or ``document``."""
    low = source.casefold()
    if "community" in low or "as quoted by" in low:
        return "community"
    if low.startswith("inferred"):
        return "inferred"
    return "document"
