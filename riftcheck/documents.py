"""Rules documents and citations: which editions are in force on a date, and what a rule's
citation key is numbered in them.

The data is ruleset data (``tables.documents`` and ``tables.citations``, every ruleset starting
from ``rulesets/documents/riftbound.yaml``): each document (``CR`` Core Rules, ``TR`` Tournament
Rules) has editions named by their publication date, and each citation key (``cr.copies``) gives
its number from an edition on. A rule names its citations by key, a message holds a citation as
a placeholder, and both are filled in for the judging date: a renumbering (the October 2026 Core
Rules moved 103.1-103.4 to 103.2-103.5) is a table edit, and no translated message goes stale.

A citation that is not a key of the table (a plugin's ``League rules 2``) is shown as written.
Values only, no I/O: :mod:`riftcheck.rulesets` reads and checks the data, this module answers.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from riftcheck.infra.value import Value
from riftcheck.models import Msg, joined

#: The names of riftcheck's own documents, said in the reader's language (they are data, as the
#: rulesets' descriptions are; marked here for the catalogue).
_NAMES = (Msg("Core Rules"), Msg("Tournament Rules"))


class Edition(Value):
    """One edition of a rules document, named by its publication date (``published`` as written,
    ``2026-10-09``, or ``2026-01`` when only the month is known) and in force from ``in_force``."""

    document: str
    name: str
    published: str
    in_force: _dt.date
    title: str | None = None
    header: str | None = None
    note: str | None = None
    source: str | None = None

    @property
    def label(self) -> str:
        """``Core Rules 2026-10-09``: the document by its publication date, never by its header."""
        if len(self.published) == 7:  # 2026-01, the month alone: French « de janvier 2026 »
            return Msg("{name} {published_month}", name=self.name, published_month=self.published)
        return Msg("{name} {published}", name=self.name, published=self.published)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON reports and ``riftcheck rules --format json``."""
        return {
            "document": self.document,
            "name": self.name,
            "published": self.published,
            "in_force": self.in_force.isoformat(),
            "title": self.title,
            "header": self.header,
            "note": self.note,
            "source": self.source,
        }


class InForce(Value):
    """The edition of one document in force on a day; ``before_oldest`` when the day comes
    before every edition riftcheck holds (the oldest one is then used, and said)."""

    edition: Edition
    before_oldest: bool = False

    @property
    def label(self) -> str:
        """``Core Rules 2026-10-09``, and ``(the oldest edition riftcheck holds)`` when it is later
        than the judging date."""
        if self.before_oldest:
            return Msg("{label} (the oldest edition riftcheck holds)", label=self.edition.label)
        return self.edition.label


# ------------------------------------------------------------------ reading the tables


def month_or_date(value: Any) -> _dt.date | None:
    """The first day of ``YYYY-MM``, the date of ``YYYY-MM-DD`` (or a date), else ``None``."""
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    text = str(value)
    try:
        if len(text) == 7 and text[4] == "-":
            return _dt.date(int(text[:4]), int(text[5:]), 1)
        return _dt.date.fromisoformat(text)
    except ValueError:
        return None


def read_documents(raw: Mapping[str, Any], fail: Callable[..., Exception]) -> dict[str, tuple]:
    """``tables.documents`` as code -> editions (oldest first); ``fail(message, *at)`` makes the
    error of a bad date or two editions of one date."""
    out: dict[str, tuple[Edition, ...]] = {}
    for code, doc in raw.items():
        editions = []
        for i, row in enumerate(doc.get("editions") or ()):
            published = _published(row.get("published"))
            day = month_or_date(published)
            if day is None:
                raise fail(
                    Msg(
                        "documents: {code} edition {published}: expected YYYY-MM-DD or YYYY-MM",
                        code=str(code),
                        published=repr(published),
                    ),
                    "tables", "documents", code, "editions", i,
                )  # fmt: skip
            in_force = month_or_date(row["in_force"]) if row.get("in_force") else day
            editions.append(
                Edition(
                    document=str(code),
                    name=str(doc["name"]),
                    published=published,
                    in_force=in_force or day,
                    title=row.get("title"),
                    header=row.get("header"),
                    note=row.get("note"),
                    source=row.get("source"),
                )
            )
        editions.sort(key=lambda e: e.in_force)
        for a, b in zip(editions, editions[1:], strict=False):
            if a.in_force == b.in_force:
                raise fail(
                    Msg(
                        "documents: two editions of {code} are in force from {day}",
                        code=str(code),
                        day=a.in_force.isoformat(),
                    ),
                    "tables", "documents", code, "editions",
                )  # fmt: skip
        out[str(code)] = tuple(editions)
    return out


def read_citations(
    raw: Mapping[str, Any], documents: Mapping[str, tuple], fail: Callable[..., Exception]
) -> dict[str, Mapping[str, Any]]:
    """``tables.citations`` as key -> ``{about, numbers: ((edition, number or None), ...)}``; every
    key's document must be one of ``documents`` and every edition one of its editions."""
    out: dict[str, Mapping[str, Any]] = {}
    for key, spec in raw.items():
        code = document_of(str(key))
        editions = {e.published: e for e in documents.get(code, ())}
        if not editions:
            raise fail(
                Msg(
                    "citations: '{key}' belongs to document {code}, which the documents table "
                    "does not hold",
                    key=str(key),
                    code=str(code),
                ),
                "tables", "citations", key,
            )  # fmt: skip
        numbers = []
        for written, number in (spec.get("numbers") or {}).items():
            published = _published(written)
            edition = editions.get(published)
            if edition is None:
                raise fail(
                    Msg(
                        "citations: '{key}': {code} has no edition published {published} "
                        "(editions: {editions})",
                        key=str(key),
                        code=str(code),
                        published=str(published),
                        editions=", ".join(editions),
                    ),
                    "tables", "citations", key, "numbers", written,
                )  # fmt: skip
            numbers.append((edition, None if number is None else str(number)))
        numbers.sort(key=lambda pair: pair[0].in_force)
        out[str(key)] = MappingProxyType({"about": spec.get("about"), "numbers": tuple(numbers)})
    return out


def _published(value: Any) -> str:
    """A publication date as written (``2026-10-09``, ``2026-01``): YAML reads the first as a date."""
    if isinstance(value, _dt.datetime):
        value = value.date()
    return value.isoformat() if isinstance(value, _dt.date) else str(value)


def document_of(key: str) -> str:
    """The document code a citation key belongs to: ``cr.copies`` -> ``CR``."""
    return key.split(".", 1)[0].upper()


# ------------------------------------------------------------------ answering


def in_force(documents: Mapping[str, tuple], day: _dt.date) -> tuple[InForce, ...]:
    """The edition of each document in force on ``day``, in the table's order of documents."""
    out = []
    for editions in documents.values():
        if not editions:
            continue
        current = [e for e in editions if e.in_force <= day]
        out.append(InForce(current[-1]) if current else InForce(editions[0], before_oldest=True))
    return tuple(out)


def number_in(citation: Mapping[str, Any], edition: Edition) -> tuple[str | None, Edition | None]:
    """The number of ``citation`` in ``edition``: the one given for it or the latest edition before
    it (``None``: not a rule of that edition); before the first edition given, the first number and
    the edition it is from (riftcheck has not read that edition's number)."""
    numbers = citation["numbers"]
    known = [(e, n) for e, n in numbers if e.in_force <= edition.in_force]
    if known:
        return known[-1][1], None
    first, number = numbers[0]
    return number, (first if number is not None else None)


def resolve(
    citations: Mapping[str, Mapping[str, Any]], current: Mapping[str, Edition], key: str
) -> str | None:
    """The text of citation ``key`` under the editions ``current`` (code -> edition):
    ``CR 103.3.b``; ``CR 185 [as numbered in Core Rules 2026-07-16]`` when that edition's number
    is not known; ``None`` when the edition has no such rule; ``key`` itself when it is no key of
    the table (a citation written out, such as a plugin's)."""
    citation = citations.get(key)
    code = document_of(key)
    edition = current.get(code)
    if citation is None or edition is None:
        return key
    number, borrowed = number_in(citation, edition)
    if number is None:
        return None
    text = f"{code} {number}"
    if borrowed is not None:
        return Msg("{citation} [as numbered in {edition}]", citation=text, edition=borrowed.label)
    return text


def resolver(
    documents: Mapping[str, tuple], citations: Mapping[str, Mapping[str, Any]], day: _dt.date
) -> Mapping[str, str | None]:
    """Every citation key resolved for ``day`` (key -> text or ``None``, see :func:`resolve`)."""
    current = {f.edition.document: f.edition for f in in_force(documents, day)}
    return MappingProxyType({key: resolve(citations, current, key) for key in citations})


def cited(keys: Iterable[str], resolved: Mapping[str, str | None]) -> str:
    """``keys`` as one citation text (``CR 103.3.b, TR 601.1.c.3``): keys resolved by ``resolved``,
    those with no rule in force left out, anything else as written; ``""`` for none."""
    parts = []
    for key in keys:
        text = resolved.get(key, key)
        if text:
            parts.append(text)
    return joined(parts) if parts else ""


#: A citation written into a rule's documentation: ``[cr.copies]``.
_MARK = re.compile(r"\[([a-z][a-z0-9]{0,7}\.[a-z0-9][a-z0-9.-]*)\]")


def numbered(text: str, resolved: Mapping[str, str | None]) -> str:
    """``text`` (a rule's docstring, an option's doc) with each ``[key]`` of ``resolved`` numbered
    (``[cr.copies]`` -> ``CR 103.3.b``); a key of no rule in force reads ``no rule in force``, any
    other bracketed text stays as it is."""

    def number(m: re.Match) -> str:
        key = m.group(1)
        if key not in resolved:
            return m.group(0)
        return resolved[key] or Msg("no rule in force")

    return _MARK.sub(number, text)
