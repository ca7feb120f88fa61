"""Rulesets: which rules run, with which options, severities and dated tables.

A ruleset is a YAML file (``rulesets/<name>.yaml`` or any path given with
``--ruleset``). Loading checks it against ``schemas/ruleset.schema.json``,
follows ``extends``, then checks every rule id, option and severity against
the registered rules. Any problem raises :class:`~riftcheck.infra.errors.RulesetError`
naming the file, the line, the rule and the option, so a broken ruleset stops
the run (exit 3) before any deck is judged.

Values that changed over time are *dated*: an option value (or a table row)
may be a list of ``{from: DATE, until: DATE, value: X}`` entries, and
:meth:`Ruleset.resolve` picks the one in force on the as-of date.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from riftcheck.infra.digest import sha256_hex
from riftcheck.infra.errors import RulesetError, UsageError
from riftcheck.infra.paths import rulesets_dir, schemas_dir, user_dir
from riftcheck.infra.value import Value, factory, replace
from riftcheck.models import Location, Msg, Plural, frozen_map, joined

#: Keys a dated-value entry may have; ``value`` is required.
_DATED_KEYS = frozenset({"from", "until", "value", "note", "source", "certain_from"})

_SEVERITIES = ("error", "warning", "info")

_YAML_SUFFIXES = (".yaml", ".yml")

#: Most values a ruleset may expand to (aliases included); the shipped ones hold a few hundred.
MAX_RULESET_VALUES = 100_000
#: Largest ruleset file read; the shipped ones are a few kilobytes.
MAX_SETTINGS_BYTES = 10 * 1024 * 1024


class Dated(Value):
    """A value that changed over time: ``(from, until, value)`` periods, oldest first.

    ``from`` ``None`` means "since always", ``until`` ``None`` "still in force".
    ``certain`` maps the start of a period whose start is not certain (the rules that set it
    state no effective date) to the day from which it is (``certain_from:``): in between,
    :meth:`unsure_at` says what may still have been in force.
    """

    periods: tuple[tuple[_dt.date | None, _dt.date | None, Any], ...]
    certain: Mapping[_dt.date, _dt.date] = factory(frozen_map)

    def at(self, day: _dt.date, default: Any = None) -> Any:
        """The value in force on ``day``: the latest period that started, unless it ended."""
        found = default
        for start, end, value in self.periods:
            if (start is None or start <= day) and (end is None or day < end):
                found = value
        return found

    def unsure_at(self, day: _dt.date, default: Any = None) -> UnsureStart | None:
        """On a day between a period's ``from`` and its ``certain_from``: the value that may
        still have been in force (the one of the day before ``from``), else ``None``."""
        for start, certain in self.certain.items():
            if start <= day < certain:
                return UnsureStart(
                    value=self.at(day, default),
                    previous=self.at(start - _dt.timedelta(days=1), default),
                    start=start,
                    certain_from=certain,
                )
        return None


class UnsureStart(Value):
    """A rule option on a day its value may not have been in force yet: ``value`` is in force from
    ``start`` (the document that set it) and certainly from ``certain_from``; ``previous`` is
    the value before ``start``, which may still have applied."""

    value: Any
    previous: Any
    start: _dt.date
    certain_from: _dt.date


class RuleConfig(Value):
    """One selected rule in a ruleset: raw options (possibly :class:`Dated`) and severity overrides.

    ``severity`` maps a violation kind to a severity; the key ``*`` applies
    to every kind of the rule.
    """

    id: str
    options: Mapping[str, Any] = factory(frozen_map)
    severity: Mapping[str, str] = factory(frozen_map)


class Ruleset(Value):
    """A loaded and validated ruleset (``extends`` already merged in).

    ``extends`` is the chain of parents, nearest first. ``rules`` holds the
    selected rules in registry order. ``tables`` holds ``sets``, ``bans``
    (tuples of read-only mappings, dates parsed) and ``aliases``.
    """

    name: str
    description: str
    path: str | None
    format: str
    extends: tuple[str, ...]
    identity: str
    rules: Mapping[str, RuleConfig]
    tables: Mapping[str, Any]
    team_size: int | None = None
    #: The region whose launch dates the ``sets`` table holds (``cn``), ``None`` for the worldwide ones.
    region: str | None = None
    #: True when the run chose the region (``--region``, the configuration's or the event's
    #: ``region:``), ``worldwide`` included: a deck's own ``region:`` is then not used.
    region_chosen: bool = False
    #: What sideboarding allows between games (``sideboarding:``), dated periods oldest first
    #: (read-only mappings with ``from`` a date); ``riftcheck.events.sideboarding`` reads them.
    sideboarding: tuple[Mapping[str, Any], ...] = ()
    #: The games every match of the format has when its rules fix them (``games``, ``citation``:
    #: a citation key), ``None`` when an event chooses (2v2 is best of one: CR 491.6).
    best_of: Mapping[str, Any] | None = None

    def sideboarding_on(self, day: _dt.date) -> Mapping[str, Any] | None:
        """The sideboarding period in force on ``day`` (the latest starting on or before it)."""
        past = [p for p in self.sideboarding if p["from"] <= day]
        return past[-1] if past else None

    def regions(self) -> Mapping[str, Mapping[str, Any]]:
        """The ruleset's regions (``tables.regions``): code -> ``{name, releases, ...}``."""
        return self.tables.get("regions") or MappingProxyType({})

    def for_region(self, code: str | None) -> Ruleset:
        """This ruleset judging set legality by ``code``'s launch dates (TR 601.2.b); ``None``: unchanged.

        A region's release given to the month only (``2025-12``) makes the set
        legal from the month's first day with ``release_day_unknown`` set, so
        the set-legality rule warns for a deck judged inside that month.
        Raises :class:`UsageError` naming the known regions for an unknown code.
        """
        from riftcheck.regions import WORLDWIDE, for_region

        if code is None or code == self.region:
            return self
        if code.strip().casefold() == WORLDWIDE:
            # worldwide is a region the run chose as any other: a deck's own region: is not used
            return self if self.region_chosen else replace(self, region_chosen=True)
        return for_region(self, code)

    #: sha256 of this ruleset's own file, and the paths of its parents' files, nearest first.
    sha256: str | None = None
    parent_paths: tuple[str, ...] = ()
    #: (path, sha256) of each local (not shipped) file the ruleset ``extends``, nearest first: their
    #: contents decide the verdicts as much as the ruleset's own file does
    parent_files: tuple[tuple[str, str], ...] = ()

    @property
    def shipped(self) -> bool:
        """True when this ruleset is a file shipped with riftcheck (not a local file)."""
        return self.path is not None and _is_shipped_path(self.path)

    def has_team_rules(self) -> bool:
        """True when the ruleset runs a rule across the decks of a team (2v2)."""
        from riftcheck.rules import all_rules

        registry = all_rules()
        return any(registry[rid].scope == "team" for rid in self.rules if rid in registry)

    def options_for(self, rule_id: str, as_of: _dt.date) -> Mapping[str, Any]:
        """Options of ``rule_id`` for ``as_of``: defaults, then this ruleset's values, dates resolved."""
        from riftcheck.rules import all_rules

        rule = all_rules()[rule_id]
        config = self.rules.get(rule_id, RuleConfig(rule_id))
        out: dict[str, Any] = {}
        for name, opt in rule.options.items():
            value = config.options.get(name, opt.default)
            out[name] = value.at(as_of, opt.default) if isinstance(value, Dated) else value
        return MappingProxyType(out)

    def unsure_for(self, rule_id: str, as_of: _dt.date) -> Mapping[str, UnsureStart]:
        """Options of ``rule_id`` whose value on ``as_of`` may not have been in force yet (a start
        the rules do not date: ``certain_from:``), by name; empty for most days."""
        from riftcheck.rules import all_rules

        rule = all_rules()[rule_id]
        config = self.rules.get(rule_id, RuleConfig(rule_id))
        out = {}
        for name, opt in rule.options.items():
            value = config.options.get(name)
            if isinstance(value, Dated):
                unsure = value.unsure_at(as_of, opt.default)
                if unsure is not None:
                    out[name] = unsure
        return MappingProxyType(out)

    def severity_for(self, rule_id: str, kind: str, default: str) -> str:
        """The severity of a violation ``kind`` of ``rule_id``: ruleset override, else ``default``."""
        config = self.rules.get(rule_id)
        if config is None:
            return default
        return config.severity.get(kind) or config.severity.get("*") or default

    def bans_on(self, as_of: _dt.date) -> tuple[Mapping[str, Any], ...]:
        """Ban entries in force on ``as_of`` for this ruleset (its name or its format family)."""
        mine = {self.name, self.format}
        out = []
        for ban in self.tables.get("bans", ()):
            if ban["effective"] > as_of:
                continue
            if ban.get("until") is not None and as_of >= ban["until"]:
                continue
            formats = ban.get("formats")
            if formats and not mine.intersection(formats):
                continue
            out.append(ban)
        return tuple(out)

    def legal_sets_on(self, as_of: _dt.date) -> frozenset[str]:
        """Codes of the sets Standard-legal on ``as_of``: released (and, judged by a region, not
        known to be unlaunched there), standard, not rotated out (``until``)."""
        legal = set()
        for s in self.tables.get("sets", ()):
            if not s.get("standard", True) or s["release"] > as_of:
                continue
            if s.get("not_launched_as_of") and as_of <= s["not_launched_as_of"]:
                continue
            until = s.get("until")
            if until is not None and as_of >= until:
                continue
            legal.add(s["code"])
        return frozenset(legal)

    def tables_on(self, as_of: _dt.date) -> Mapping[str, Any]:
        """The tables a rule sees: ``bans`` in force, ``legal_sets``, ``set_release``, ``set_names``, ``aliases``."""
        sets = self.tables.get("sets", ())
        return MappingProxyType(
            {
                "bans": self.bans_on(as_of),
                "legal_sets": self.legal_sets_on(as_of),
                "set_release": MappingProxyType({s["code"]: s["release"] for s in sets}),
                "set_names": MappingProxyType({s["code"]: s["name"] for s in sets}),
                "sets": sets,
                "aliases": self.tables.get("aliases", MappingProxyType({})),
                # every ruleset knows the sets; only one running set-legality judges by them
                "checks_set_legality": "set-legality" in self.rules,
                # the format the ruleset judges (constructed, sealed, draft...), for messages
                "format": self.format,
                # bans of this ruleset that take effect after the date: forward-looking notices
                "bans_later": tuple(
                    sorted(
                        (b for b in self.bans_everywhere() if b["effective"] > as_of),
                        key=lambda b: b["effective"],
                    )
                ),
                # the region whose launch dates ``sets`` holds (name, notes), or None
                "region_info": self.tables.get("region_info"),
                # preconstructed products (riftcheck.precons), for the banned rule's precon exemption
                "precons": self.tables.get("precons", ()),
                # every citation key as numbered on this day (RuleContext.cite)
                "citations": self.citations_on(as_of),
            }
        )

    def bans_everywhere(self) -> tuple[Mapping[str, Any], ...]:
        """Every ban entry that applies to this ruleset (its name or format family), whatever its dates."""
        mine = {self.name, self.format}
        return tuple(
            b
            for b in self.tables.get("bans", ())
            if not b.get("formats") or mine.intersection(b["formats"])
        )

    def documents_on(self, day: _dt.date) -> tuple:
        """The edition of each rules document in force on ``day``
        (:class:`riftcheck.documents.InForce`: Core Rules, Tournament Rules, ...)."""
        from riftcheck.documents import in_force

        return in_force(self.tables.get("documents") or {}, day)

    def citations_on(self, day: _dt.date) -> Mapping[str, str | None]:
        """Every citation key as numbered in the documents in force on ``day`` (key -> ``CR
        103.3.b``, or ``None`` when that edition has no such rule)."""
        from riftcheck.documents import resolver

        return resolver(self.tables.get("documents") or {}, self.tables.get("citations") or {}, day)

    def newest_ban_date(self) -> _dt.date | None:
        """Effective date of the newest ban entry that applies to this ruleset, if any."""
        mine = {self.name, self.format}
        dates = [
            b["effective"]
            for b in self.tables.get("bans", ())
            if not b.get("formats") or mine.intersection(b["formats"])
        ]
        return max(dates) if dates else None


def check_bans(ruleset: Ruleset, db: Any, *, database_is_file: bool = False) -> tuple[str, ...]:
    """Every ban of ``ruleset`` names exactly one card of ``db``; else a :class:`RulesetError` (exit 3).

    Run once both are loaded, before any deck is judged: a ban that names no
    card (a typo, a card renamed by ``cards update``) or several (a name two
    cards share) would otherwise ban nothing, or too much, without a word. The
    error names the file and line of the ban, wherever in the ``extends``
    chain it was written.

    One case is not an error: with ``database_is_file`` (``--cards PATH``, a
    small or partial database) a *shipped* ban naming no card of it. Those
    cards' names are returned instead, and every report lists them as a change
    to the check.
    """
    named = getattr(db, "cards_named", None)
    if named is None:
        return ()
    unmatched: list[str] = []
    for ban in ruleset.tables.get("bans", ()):
        written = str(ban.get("listed_as") or ban.get("card"))
        cards = named(str(ban["card"]))
        if len(cards) == 1:
            continue
        loc = ban.get("location")
        if not cards and database_is_file and loc is not None and _is_shipped_path(loc.file):
            unmatched.append(str(ban["card"]))
            continue
        where = ban.get("location") or Location(ruleset.path or ruleset.name)
        # one message, not an English "(read as ...)" spliced into the reader's language
        what = (
            Msg("'{written}' (read as '{card}')", written=written, card=str(ban["card"]))
            if str(ban["card"]) != written
            else f"'{written}'"
        )
        version = getattr(db, "version", None)
        if not cards:
            raise RulesetError(
                Msg(
                    "ban of {what} names no card of the card database{value}: a ban must name exactly one card",
                    what=what,
                    value=f" {version}" if version else "",
                ),
                where,
                hint=Msg(
                    "check the spelling (riftcheck cards search TEXT); after 'cards update', a renamed card"
                ),
            )
        # each card a Msg, so that the error names it in the reader's language
        shown = joined(
            [
                Msg("{card} ({card_id})", card=c.display_name, card_id=c.printings[0].id)
                if c.printings
                else Msg("{card} ({card_id})", card=c.display_name, card_id=c.key)
                for c in cards[:5]
            ]
        )
        raise RulesetError(
            Msg(
                "ban of {what} names {n} cards ({shown}{value}): a ban must name exactly one card",
                what=what,
                n=len(cards),
                shown=shown,
                value=", ..." if len(cards) > 5 else "",
            ),
            where,
            hint=Msg("write the card's full English name or a printing id"),
        )
    return tuple(dict.fromkeys(unmatched))


# ---------------------------------------------------------------- loading


def list_rulesets() -> list[str]:
    """Names of the shipped rulesets, sorted."""
    return sorted(p.stem for p in rulesets_dir().glob("*.yaml"))


def _is_shipped_path(path: str | os.PathLike) -> bool:
    try:
        return Path(path).resolve().parent == rulesets_dir().resolve()
    except OSError:
        return False


#: The top-level keys of a ruleset file that say which ruleset it is, not what it judges (its
#: name, its words, its parent): the comparison of a local ruleset with the shipped one skips only
#: these. Every other key of ``schemas/ruleset.schema.json`` is compared (:func:`judged_keys`), so
#: a key the schema gains later is named when a local ruleset changes it, with no list to keep up.
NOT_JUDGED = frozenset({"name", "description", "extends"})


@cache
def judged_keys() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The keys of a ruleset file that decide verdicts, read from the ruleset schema: the
    top-level ones (``format``, ``rules``, ``sideboarding``, ``best_of``...; each is the
    :class:`Ruleset` field of that name) and those of its ``tables`` (``sets``, ``bans``...)."""
    from riftcheck.infra.fileio import read_bytes

    schema = json.loads(read_bytes(schemas_dir() / "ruleset.schema.json", MAX_SETTINGS_BYTES))
    top = tuple(k for k in schema["properties"] if k not in NOT_JUDGED)
    return top, tuple(schema["properties"]["tables"]["properties"])


def own_tables(rs: Ruleset) -> Mapping[str, Any]:
    """The ruleset's own tables, not a region's variant of them (:meth:`Ruleset.for_region`)."""
    return rs.tables.get("base") or rs.tables


def shipped_counterpart(rs: Ruleset) -> Ruleset | None:
    """The shipped ruleset a local one is compared with: same name, else its nearest shipped
    parent; ``None`` for a shipped ruleset, or a local one that extends none.

    Loaded by its path in :func:`~riftcheck.infra.paths.rulesets_dir`, never by name: the
    comparison must be with the file riftcheck ships, whatever the current directory holds."""
    if rs.shipped:
        return None
    if rs.name in list_rulesets():
        return load_ruleset(rulesets_dir() / f"{rs.name}.yaml")
    for parent in rs.parent_paths:
        if _is_shipped_path(parent):
            return load_ruleset(parent)
    return None


def rulesets_where(test: Callable[[Ruleset], bool]) -> list[str]:
    """Names of the shipped rulesets that pass ``test`` (one that does not load is left out)."""
    out = []
    for name in list_rulesets():
        try:
            if test(load_ruleset(name)):
                out.append(name)
        except RulesetError:
            continue
    return out


def team_rulesets() -> list[str]:
    """Names of the shipped rulesets that check teams (``--team`` needs one of them)."""
    return rulesets_where(lambda rs: rs.has_team_rules())


def _looks_like_path(ref: str) -> bool:
    """True when ``ref`` names a ruleset file: it ends in ``.yaml``/``.yml`` or holds a path
    separator. A bare name is never read from a file of that name in the current directory: a
    stray ``./constructed`` must not replace the shipped ruleset (``./NAME`` selects the file)."""
    return (
        ref.endswith(_YAML_SUFFIXES)
        or "/" in ref
        or os.sep in ref
        or bool(os.altsep and os.altsep in ref)
    )


#: The bare names already said to also name a file of the current directory (said once a run).
_SHADOWED_SAID: set[tuple[str, str]] = set()


def say_shadowed(ref: str, file: str) -> None:
    """Say once on stderr that the bare name ``ref`` runs the shipped ruleset although ``file``
    (a file of that name in the current directory, or next to an event file) exists: a path
    (``./NAME``) selects the file."""
    import multiprocessing

    if (ref, file) in _SHADOWED_SAID or multiprocessing.parent_process() is not None:
        return  # a worker: the parent said it
    _SHADOWED_SAID.add((ref, file))
    import sys

    from riftcheck.i18n import say
    from riftcheck.infra.escape import line

    note = Msg(
        "ruleset '{name}': the shipped ruleset is used, not the file '{file}'; "
        "a path (./{name}) selects that file",
        name=ref,
        file=file,
    )
    print(line(say(Msg("riftcheck: notice: {note}", note=note))), file=sys.stderr)


def _shipped(name: str) -> Path:
    return rulesets_dir() / f"{name}.yaml"


def load_ruleset(name_or_path: str | os.PathLike) -> Ruleset:
    """Load, merge and validate a ruleset by shipped name or by path.

    Raises :class:`UsageError` for an unknown name and :class:`RulesetError`
    for any problem inside a ruleset file.
    """
    ref = os.fspath(name_or_path)
    if _looks_like_path(ref):
        path = Path(ref)
        if not os.path.lexists(path):
            raise UsageError(Msg("ruleset file '{ref}' does not exist", ref=ref))
        if os.path.isdir(path):  # a usage error as a missing file is (exit 2), not "cannot run"
            raise UsageError(
                Msg("ruleset file '{ref}' is a directory", ref=ref),
                hint=Msg(
                    "name a ruleset's YAML file, or a shipped ruleset by its name "
                    "('riftcheck rulesets' lists them)"
                ),
            )
        if not os.path.isfile(
            path
        ):  # a FIFO, a device, a directory, a broken link: the reader says which
            return _load(path, ())
    else:
        path = _shipped(ref)
        if not os.path.isfile(path):
            from riftcheck.rules import suggest

            names = list_rulesets()
            near = suggest(ref, names)
            if ref and os.path.lexists(ref):  # a local file is only ever read by a path
                hint = Msg(
                    "to use the file '{ref}' of the current directory, write ./{ref}", ref=ref
                )
            elif near:
                hint = Msg("did you mean '{near}'?", near=near)
            else:
                hint = Msg("shipped rulesets: {names}", names=", ".join(names))
            raise UsageError(Msg("unknown ruleset '{ref}'", ref=ref), hint=hint)
        if ref and os.path.lexists(ref):
            say_shadowed(ref, os.path.join(os.curdir, ref))
    path = path.resolve()
    st = path.stat()
    return _load_cached(str(path), st.st_mtime_ns, st.st_size)


@cache
def _load_cached(path: str, _mtime: int, _size: int) -> Ruleset:
    rs = _load(Path(path), ())
    banned = rs.rules.get("banned")
    if banned is not None and banned.options.get("precon_exemption"):
        # the exemption needs the products: read once with the ruleset, handed to the rule as a table
        from riftcheck.precons import with_precons

        rs = with_precons(rs)
    return rs


class _Source:
    """A parsed ruleset file: its data and the line of every key path."""

    def __init__(self, path: Path):
        self.path = path
        from riftcheck.infra.fileio import ReadRefused, read_bytes

        try:
            raw = read_bytes(path, MAX_SETTINGS_BYTES)
        except ReadRefused as exc:
            raise RulesetError(
                str(exc).replace("file is", "ruleset is", 1), Location(str(path))
            ) from None
        self.raw = raw
        from riftcheck.infra import parsed

        cache = user_dir("cache")
        kept = parsed.get(raw, cache)  # what an earlier run made of the same bytes
        if kept is not None:
            self.data, self.lines = kept
            return
        from riftcheck.decks.yamlsrc import load
        from riftcheck.infra.fileio import decode_utf8

        text = decode_utf8(raw, RulesetError, str(path), Msg("a ruleset is UTF-8 text"), bom=False)
        doc = load(
            text,
            str(path),
            RulesetError,
            syntax=Msg("not valid YAML"),
            max_nodes=MAX_RULESET_VALUES,
        )
        self.data = doc.data
        self.lines: dict[tuple, int] = doc.lines
        parsed.put(raw, cache, doc.data, doc.lines)

    def where(self, *at) -> Location:
        """Location of the deepest known key of ``at``."""
        at = tuple(at)
        while at and at not in self.lines:
            at = at[:-1]
        return Location(str(self.path), self.lines.get(at, 1))

    def fail(self, message: str, *at, hint: str | None = None) -> RulesetError:
        """A :class:`RulesetError` located at key path ``at``."""
        return RulesetError(message, self.where(*at), hint=hint)


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, (_dt.date, _dt.datetime)):
        return value.isoformat()[:10]
    return value


def _validated_marker(src: _Source, schema_bytes: bytes) -> Path | None:
    """Cache file recording that this exact text passed the schema, or ``None`` when caching is off."""
    if os.environ.get("RIFTCHECK_NO_CACHE"):
        return None
    from riftcheck import __version__

    digest = sha256_hex(src.raw + b"\0" + schema_bytes + __version__.encode())
    return Path(user_dir("cache")) / "validated-rulesets" / digest


def _schema_error(first) -> tuple[Msg, tuple]:
    """A schema error of a ruleset as its message (where, then what) and the path of its line."""
    import re

    from riftcheck.infra.escape import ECHO_LENGTH, clipped

    at = tuple(first.absolute_path)
    # a key or value of the file is echoed cut (a 3 MB key must not make a 3 MB message)
    where: str = "/".join(clipped(p) for p in at) or Msg("(top level)")
    if len(at) >= 3 and at[0] == "rules":
        where = Msg("option '{key}': {where}", key=clipped(at[2]), where=where)
    if len(at) >= 2 and at[0] == "rules":
        where = Msg("rule '{rid}': {where}", rid=clipped(at[1]), where=where)
    from riftcheck.infra.schemawords import extra_keys, schema_problem

    # the common validators in riftcheck's words, from the error's fields (atkM 5); any
    # other is jsonschema's own, which a report in another language quotes as such
    problem = schema_problem(first)
    if problem is None:
        long_word = re.compile(r"[^\s'\",()\[\]{}]{" + str(ECHO_LENGTH + 1) + ",}")
        words = long_word.sub(lambda m: clipped(m.group()), first.message)
        problem = Msg("{jsonschema}", jsonschema=words)
    said = Msg("{where}: {problem}", where=where, problem=problem)
    extra = extra_keys(first) if first.validator == "additionalProperties" else []
    if extra:
        at = (*at, extra[0])  # the line of the unknown key, not of the mapping holding it
    return said, at


def _schema_check(src: _Source) -> None:
    from riftcheck.infra.fileio import read_bytes

    schema_path = schemas_dir() / "ruleset.schema.json"
    schema_bytes = read_bytes(schema_path, MAX_SETTINGS_BYTES)
    marker = _validated_marker(src, schema_bytes)
    # os.path.exists never raises: an unreadable cache directory only costs speed
    if marker is not None and os.path.exists(marker):
        return  # jsonschema costs ~0.1 s to import; this exact text already passed
    import jsonschema
    from jsonschema.exceptions import best_match

    validator = jsonschema.Draft202012Validator(json.loads(schema_bytes))
    errors = sorted(
        validator.iter_errors(_jsonable(src.data)),
        key=lambda e: (src.where(*e.absolute_path).line or 0, list(map(str, e.absolute_path))),
    )
    if errors:
        first = errors[0]
        if first.context:  # oneOf/anyOf: report the branch that came closest
            first = best_match(first.context)
        said, at = _schema_error(first)
        if len(errors) > 1:
            said = Plural(
                len(errors) - 1,
                "{said} (and {n} more problem)",
                "{said} (and {n} more problems)",
                said=said,
            )
        raise src.fail(said, *at)
    if marker is not None:
        try:
            marker.parent.mkdir(parents=True, exist_ok=True)
            marker.touch()
        except OSError:
            pass  # a read-only cache only costs speed


def _date(value: Any, src: _Source, *at) -> _dt.date:
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    try:
        return _dt.date.fromisoformat(str(value))
    except ValueError:
        raise src.fail(
            Msg(
                "{key}: expected a date YYYY-MM-DD, got {value}",
                key="/".join(map(str, at)),
                value=repr(value),
            ),
            *at,
        ) from None


def _is_dated(value: Any) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(v, dict) and "value" in v and set(v) <= _DATED_KEYS for v in value)
    )


def _freeze(value: Any) -> Any:
    """Return a read-only copy of a YAML value: lists become tuples, mappings read-only views."""
    if isinstance(value, Dated):
        return Dated(tuple((s, e, _freeze(v)) for s, e, v in value.periods), value.certain)
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    return value


def _dated(value: list, src: _Source, *at) -> Dated:
    periods = []
    certain: dict[_dt.date, _dt.date] = {}
    for i, item in enumerate(value):
        start = _date(item["from"], src, *at, i, "from") if item.get("from") is not None else None
        end = _date(item["until"], src, *at, i, "until") if item.get("until") is not None else None
        if start and end and end <= start:
            raise src.fail(
                Msg(
                    "dated value: 'until' {until} is not after 'from' {start}",
                    until=end.isoformat(),
                    start=start.isoformat(),
                ),
                *at,
                i,
            )
        periods.append((start, end, item["value"]))
        if item.get("certain_from") is not None:
            certain[start] = _certain_from(item["certain_from"], start, end, src, *at, i)
    periods.sort(key=lambda p: p[0] or _dt.date.min)
    return Dated(tuple(periods), MappingProxyType(certain))


def _certain_from(value, start, end, src: _Source, *at) -> _dt.date:
    """A period's ``certain_from``: after its ``from`` (which it needs) and before its ``until``."""
    certain = _date(value, src, *at, "certain_from")
    if start is None:
        raise src.fail(
            Msg(
                "dated value: 'certain_from' {certain} needs a 'from' before it",
                certain=certain.isoformat(),
            ),
            *at,
            "certain_from",
        )
    if certain <= start:
        raise src.fail(
            Msg(
                "dated value: 'certain_from' {certain} needs a 'from' before it (got {start})",
                certain=certain.isoformat(),
                start=start.isoformat(),
            ),
            *at,
            "certain_from",
        )
    if end is not None and certain > end:
        raise src.fail(
            Msg(
                "dated value: 'certain_from' {certain} is after 'until' {until}",
                certain=certain.isoformat(),
                until=end.isoformat(),
            ),
            *at,
            "certain_from",
        )
    return certain


def _resolve_parent(ref: str, src: _Source) -> Path:
    if ref.endswith(_YAML_SUFFIXES) or "/" in ref:
        path = (src.path.parent / ref).resolve()
        if not os.path.isfile(path):
            raise src.fail(Msg("extends: ruleset file '{ref}' does not exist", ref=ref), "extends")
        return path
    path = _shipped(ref)
    if not os.path.isfile(path):
        from riftcheck.rules import suggest

        near = suggest(ref, list_rulesets())
        hint = Msg("did you mean '{near}'?", near=near) if near else None
        raise src.fail(Msg("extends: unknown ruleset '{ref}'", ref=ref), "extends", hint=hint)
    return path.resolve()


#: The most rulesets an ``extends:`` chain reaches beyond the one named (the shipped chains use 2);
#: deeper chains are refused at the ``extends:`` that goes past it, before Python's recursion
#: limit does (issue atkE 11).
MAX_EXTENDS_DEPTH = 32


def _load(path: Path, stack: tuple[Path, ...], via: Location | None = None) -> Ruleset:
    if path in stack:
        chain = " -> ".join(p.name for p in (*stack, path))
        raise RulesetError(
            Msg("extends cycle: {chain}", chain=chain), via or Location(str(stack[-1]))
        )
    src = _Source(path)
    if not isinstance(src.data, dict):
        raise src.fail(Msg("a ruleset must be a mapping with at least a 'name' key"))
    _schema_check(src)
    data = src.data
    parent = None
    if data.get("extends"):
        if len(stack) >= MAX_EXTENDS_DEPTH:
            raise src.fail(
                Msg(
                    "extends: the chain of extends: from {root} goes past {n} rulesets, "
                    "the most a chain may have",
                    n=MAX_EXTENDS_DEPTH,
                    root=(stack[0] if stack else path).name,
                ),
                "extends",
                hint=Msg("shorten the chain: merge some of its rulesets into one file"),
            )
        parent = _load(
            _resolve_parent(str(data["extends"]), src), (*stack, path), src.where("extends")
        )
    rules = _merge_rules(src, parent)
    if not rules and not stack and path != _documents_path():
        # a check that runs no rule would say LEGAL of any deck (as --ignore of every rule is refused)
        raise src.fail(
            Msg("the ruleset runs no rule, so nothing would be checked"),
            "rules",
            hint=Msg("keep at least one rule: a rule turned off (false) is not run"),
        )
    # the rules documents every chain starts from (the documents file itself starts from nothing)
    root = None if parent or path == _documents_path() else _documents_root()
    tables = _merge_tables(src, parent.tables if parent else root, parent.name if parent else None)
    name = data["name"]
    return Ruleset(
        sha256=sha256_hex(src.raw),
        parent_paths=((parent.path, *parent.parent_paths) if parent and parent.path else ()),
        parent_files=(
            ((parent.path, parent.sha256), *parent.parent_files)
            if parent is not None and parent.path and not parent.shipped
            else ()
        ),
        name=name,
        description=data.get("description") or (parent.description if parent else ""),
        path=str(path),
        format=data.get("format") or (parent.format if parent else name),
        extends=((parent.name, *parent.extends) if parent else ()),
        identity=data.get("identity") or (parent.identity if parent else "legend"),
        rules=rules,
        tables=tables,
        team_size=data.get("team_size", parent.team_size if parent else None),
        sideboarding=_sideboarding(src, parent, tables["citations"]),
        best_of=_best_of(src, parent, tables["citations"]),
    )


def _best_of(
    src: _Source, parent: Ruleset | None, citations: Mapping[str, Any]
) -> Mapping[str, Any] | None:
    """The ``best_of:`` the format fixes (inherited when the file does not say; ``null`` clears
    it); its ``citation`` is a citation key of the documents (an unknown key is an error)."""

    if "best_of" not in src.data:
        return parent.best_of if parent else None
    said = src.data["best_of"]
    if said is None:
        return None
    key = said["citation"]
    if key not in citations:
        raise _unknown_citation(
            src,
            citations,
            key,
            Msg("best_of: unknown citation key '{key}'", key=key),
            "cr.team-best-of",
            ("best_of", "citation"),
        )
    return MappingProxyType({"games": said["games"], "citation": key})


def _unknown_citation(src: _Source, citations, key: str, message, example: str, path: tuple):
    """The error of a citation key the rules documents do not have, at ``path``, with the
    closest key or, when none is close, an example of one."""
    from riftcheck.infra.suggest import closest

    near = closest(key, citations)
    hint = (
        Msg("did you mean '{near}'?", near=near)
        if near
        else Msg("expected a key of the rules documents' citations ({example})", example=example)
    )
    return src.fail(message, *path, hint=hint)


def _documents_path() -> Path:
    """The rules documents every ruleset starts from (``rulesets/documents/riftbound.yaml``)."""
    return (rulesets_dir() / "documents" / "riftbound.yaml").resolve()


@cache
def _documents_root() -> Mapping[str, Any]:
    """The tables of :func:`_documents_path`: riftcheck's documents and citations."""
    return _load(_documents_path(), ()).tables


def shipped_citations(day: _dt.date) -> Mapping[str, str | None]:
    """Every citation key of riftcheck's own rules documents as numbered on ``day`` (what a rule
    run without a ruleset, through :mod:`riftcheck.testing`, cites)."""
    from riftcheck.documents import resolver

    root = _documents_root()
    return resolver(root["documents"], root["citations"], day)


def _sideboarding(
    src: _Source, parent: Ruleset | None, citations: Mapping[str, Any]
) -> tuple[Mapping[str, Any], ...]:
    """The ``sideboarding:`` periods, oldest first (inherited when the file gives none); each
    period's ``citation`` names citation keys of the documents (an unknown key is an error)."""

    periods = src.data.get("sideboarding")
    if periods is None:
        return parent.sideboarding if parent else ()
    out = []
    for i, period in enumerate(periods):
        values = dict(period)
        values["from"] = _date(period["from"], src, "sideboarding", i, "from")
        values["fixed"] = tuple(period.get("fixed") or ())
        values["citation"] = tuple(period["citation"])
        # best of one's own fixed zones, each with the rules that fix it (TR 602.3.e.3, 406.1.h)
        values["best_of_one_fixed"] = MappingProxyType(
            {z: tuple(keys) for z, keys in (period.get("best_of_one_fixed") or {}).items()}
        )
        keyed = [(("citation", j), key) for j, key in enumerate(values["citation"])] + [
            (("best_of_one_fixed", z, j), key)
            for z, keys in values["best_of_one_fixed"].items()
            for j, key in enumerate(keys)
        ]
        for where, key in keyed:
            if key not in citations:
                raise _unknown_citation(
                    src,
                    citations,
                    key,
                    Msg("sideboarding: unknown citation key '{key}'", key=key),
                    "tr.sideboarding",
                    ("sideboarding", i, *where),
                )
        out.append(MappingProxyType(values))
    return tuple(sorted(out, key=lambda p: p["from"]))


def _merge_rules(src: _Source, parent: Ruleset | None) -> Mapping[str, RuleConfig]:
    from riftcheck.rules import all_rules, suggest

    registry = all_rules()
    merged: dict[str, RuleConfig] = dict(parent.rules) if parent else {}
    for rid, spec in (src.data.get("rules") or {}).items():
        rule = registry.get(rid)
        if rule is None:
            near = suggest(str(rid), registry)
            raise src.fail(
                Msg("rule '{rid}': unknown rule", rid=rid),
                "rules",
                rid,
                hint=Msg("did you mean '{near}'?", near=near)
                if near
                else Msg("run 'riftcheck rules' to list the rules"),
            )
        if spec is False:
            merged.pop(rid, None)
            continue
        base = merged.get(rid, RuleConfig(rid))
        options = dict(base.options)
        severity = dict(base.severity)
        for key, value in (spec if isinstance(spec, dict) else {}).items():
            if key == "severity":
                severity.update(_severity(src, rule, value))
                continue
            opt = rule.options.get(key)
            if opt is None:
                near = suggest(str(key), rule.options)
                raise src.fail(
                    Msg("rule '{rid}', option '{key}': unknown option", rid=rid, key=key),
                    "rules",
                    rid,
                    key,
                    hint=Msg("did you mean '{near}'?", near=near)
                    if near
                    else Msg(
                        "options of {rid}: {options}",
                        rid=rid,
                        options=", ".join(rule.options) or Msg("none"),
                    ),
                )
            if _is_dated(value):
                value = _dated(value, src, "rules", rid, key)
                candidates = [(i, v) for i, (_s, _e, v) in enumerate(value.periods)]
            else:
                candidates = [(None, value)]
            for i, v in candidates:
                problem = opt.check(v) if opt.check else None
                if problem:
                    at = ("rules", rid, key) + ((i, "value") if i is not None else ())
                    raise src.fail(
                        Msg(
                            "rule '{rid}', option '{key}': {problem}",
                            rid=rid,
                            key=key,
                            problem=problem,
                        ),
                        *at,
                    )
            options[key] = _freeze(value)
        _check_bounds(src, rule, options, spec if isinstance(spec, dict) else {})
        merged[rid] = RuleConfig(rid, MappingProxyType(options), MappingProxyType(severity))
    order = list(registry)
    return MappingProxyType({rid: merged[rid] for rid in sorted(merged, key=order.index)})


def _check_bounds(src: _Source, rule, options: Mapping[str, Any], mine: Mapping) -> None:
    """Refuse ``rule``'s ``bounds`` pairs that cross on some date (``min: 40, max: 39``, or an
    inherited ``max: 40`` below this file's ``min: 41``): no deck could meet both. The hint's
    values are ones the options accept (``max: 40`` or more, ``min: 39`` or less)."""
    for low, high in rule.bounds:
        lo_v = options.get(low, rule.options[low].default)
        hi_v = options.get(high, rule.options[high].default)
        days = {_dt.date.min}
        for v in (lo_v, hi_v):
            if isinstance(v, Dated):
                days.update(d for start, end, _v in v.periods for d in (start, end) if d)
        for day in sorted(days):
            a = lo_v.at(day, rule.options[low].default) if isinstance(lo_v, Dated) else lo_v
            b = hi_v.at(day, rule.options[high].default) if isinstance(hi_v, Dated) else hi_v
            a = max(a) if isinstance(a, (list, tuple)) and a else a
            if not isinstance(a, int) or not isinstance(b, int) or a <= b:
                continue
            said = {"rid": rule.id, "low": low, "high": high, "a": a, "b": b}
            message = (
                Msg("rule '{rid}': {low} {a} is above {high} {b}: no deck could meet both", **said)
                if day == _dt.date.min
                else Msg(
                    "rule '{rid}': from {day}, {low} {a} is above {high} {b}: no deck could meet "
                    "both",
                    day=day.isoformat(),
                    **said,
                )
            )
            # only values the options accept are suggested (a list or a dated low is not)
            raise_ok = rule.options[high].check is None or rule.options[high].check(a) is None
            lower_ok = not isinstance(lo_v, (list, tuple, Dated)) and (
                rule.options[low].check is None or rule.options[low].check(b) is None
            )
            hint = None
            if raise_ok and lower_ok:
                hint = Msg(
                    "write {en_raise} or more, or {en_lower} or less",
                    en_raise=f"{high}: {a}",
                    en_lower=f"{low}: {b}",
                )
            elif raise_ok:
                hint = Msg("write {en_raise} or more", en_raise=f"{high}: {a}")
            at = high if high in mine else low
            raise src.fail(message, "rules", rule.id, at, hint=hint)


def _severity(src: _Source, rule, value: Any) -> dict[str, str]:
    def valid(sev: Any, *at) -> str:
        if sev not in _SEVERITIES:
            raise src.fail(
                Msg(
                    "rule '{rule}', severity: expected error, warning or info, got {sev}",
                    rule=rule.id,
                    sev=repr(sev),
                ),
                "rules",
                rule.id,
                "severity",
                *at,
            )
        return sev

    if not isinstance(value, dict):
        return {"*": valid(value)}
    out = {}
    for kind, sev in value.items():
        valid(sev, kind)
        if kind not in rule.severities:
            raise src.fail(
                Msg("rule '{rule}', severity: unknown kind '{kind}'", rule=rule.id, kind=kind),
                "rules",
                rule.id,
                "severity",
                kind,
                hint=Msg(
                    "kinds of {rule}: {kinds}", rule=rule.id, kinds=", ".join(rule.severities)
                ),
            )
        out[kind] = sev
    return out


def _merge_tables(
    src: _Source, base: Mapping[str, Any] | None, parent: str | None
) -> Mapping[str, Any]:
    """This file's tables over ``base``: the tables of ``parent``, else the rules documents'."""
    base = base or {}
    mine = src.data.get("tables") or {}
    sets = _merge_sets(src, base, mine)
    aliases = _merge_aliases(src, base, mine, parent or "the parent")
    documents, citations = _merge_documents(src, base, mine)
    return MappingProxyType(
        {
            "sets": tuple(sorted(sets.values(), key=lambda s: (s["release"], s["code"]))),
            "bans": _merge_bans(src, base, mine, aliases),
            "aliases": MappingProxyType(aliases),
            "regions": _merge_regions(src, base, mine, sets),
            "documents": documents,
            "citations": citations,
        }
    )


def _merge_sets(src: _Source, base: Mapping[str, Any], mine: Mapping) -> dict[str, Mapping]:
    """The sets by code: the inherited ones, then this file's (a code given again replaces its row)."""
    sets: dict[str, Mapping] = {s["code"]: s for s in base.get("sets", ())}
    for i, s in enumerate(mine.get("sets") or ()):
        row = dict(s)
        row["release"] = _date(s["release"], src, "tables", "sets", i, "release")
        if s.get("pre_rift") is not None:
            row["pre_rift"] = _date(s["pre_rift"], src, "tables", "sets", i, "pre_rift")
            if row["pre_rift"] > row["release"]:
                raise src.fail(
                    Msg(
                        "set {code}: 'pre_rift' {pre_rift} is after its release {release}: "
                        "expected the first day of its Pre-Rift events, on or before the release",
                        code=s["code"],
                        pre_rift=row["pre_rift"].isoformat(),
                        release=row["release"].isoformat(),
                    ),
                    "tables",
                    "sets",
                    i,
                    "pre_rift",
                )
        if s.get("until") is not None:
            row["until"] = _date(s["until"], src, "tables", "sets", i, "until")
            if row["until"] <= row["release"]:
                raise src.fail(
                    Msg(
                        "set {code}: 'until' {until} is not after its release {release}, so it "
                        "would never be legal",
                        code=s["code"],
                        until=row["until"].isoformat(),
                        release=row["release"].isoformat(),
                    ),
                    "tables",
                    "sets",
                    i,
                    "until",
                )
        sets[row["code"]] = MappingProxyType(row)
    return sets


def _merge_aliases(
    src: _Source, base: Mapping[str, Any], mine: Mapping, parent: str
) -> dict[str, str]:
    """The aliases, inherited and this file's; one that would redirect an inherited ban is refused."""
    from riftcheck.cards.normalize import name_key

    aliases = dict(base.get("aliases", {}))
    # An alias only says how this file's own ban list spells a card: one that would rename a card
    # a parent bans could cancel or redirect that ban unseen, so it is refused.
    inherited = base.get("bans", ())
    banned_names = {
        name_key(str(b[k])): b for b in inherited for k in ("listed_as", "card") if b.get(k)
    }
    for key, target in (mine.get("aliases") or {}).items():
        hit = banned_names.get(name_key(str(key)))
        if hit is not None and name_key(str(target)) != name_key(str(hit["card"])):
            where = hit.get("location")
            raise src.fail(
                Msg(
                    "aliases: '{key}' would make the ban of {card} inherited from {parent} "
                    "({where}) name '{target}' instead: a ruleset may not redirect or cancel a "
                    "parent's ban",
                    key=str(key),
                    card=str(hit["card"]),
                    parent=parent,
                    where=str(where),
                    target=str(target),
                )
                if where
                else Msg(
                    "aliases: '{key}' would make the ban of {card} inherited from {parent} name "
                    "'{target}' instead: a ruleset may not redirect or cancel a parent's ban",
                    key=str(key),
                    card=str(hit["card"]),
                    parent=parent,
                    target=str(target),
                ),
                "tables",
                "aliases",
                key,
                hint=Msg(
                    "remove the alias; to lift a ban, write the ruleset without extending the "
                    "one that holds it"
                ),
            )
    aliases.update(mine.get("aliases") or {})
    return aliases


def _merge_bans(
    src: _Source, base: Mapping[str, Any], mine: Mapping, aliases: Mapping[str, str]
) -> tuple[Mapping, ...]:
    """The inherited bans, then this file's, each naming its card as the aliases spell it."""
    from riftcheck.cards.normalize import name_key

    by_key = {name_key(str(k)): v for k, v in aliases.items()}
    bans = list(base.get("bans", ()))
    for i, b in enumerate(mine.get("bans") or ()):
        row = dict(b)
        row["listed_as"] = b["card"]
        row["card"] = by_key.get(name_key(str(b["card"])), b["card"])
        row["effective"] = _date(b["effective"], src, "tables", "bans", i, "effective")
        if b.get("until") is not None:
            row["until"] = _date(b["until"], src, "tables", "bans", i, "until")
            if row["until"] <= row["effective"]:
                raise src.fail(
                    Msg(
                        "ban of {card}: 'until' {until} is not after 'effective' {effective}, so "
                        "the ban would never be in force",
                        card=str(b["card"]),
                        until=row["until"].isoformat(),
                        effective=row["effective"].isoformat(),
                    ),
                    "tables",
                    "bans",
                    i,
                    "until",
                )
        row["formats"] = tuple(b.get("formats") or ())
        row["location"] = src.where("tables", "bans", i)
        bans.append(MappingProxyType(row))
    return tuple(bans)


def _merge_regions(
    src: _Source, base: Mapping[str, Any], mine: Mapping, sets: Mapping[str, Mapping]
) -> Mapping[str, Mapping]:
    """The regions by code, each set's launch there parsed; a region may only name known sets."""
    from riftcheck.regions import NONE, parse_release

    regions = dict(base.get("regions", {}))
    for code, reg in (mine.get("regions") or {}).items():
        releases = {}
        for set_code, value in (reg.get("releases") or {}).items():
            at = ("tables", "regions", code, "releases", set_code)
            releases[set_code] = parse_release(value, lambda v, at=at: _date(v, src, *at))
        if NONE in releases.values() and not reg.get("checked"):
            raise src.fail(
                Msg(
                    "region '{code}': a release of 'none' (not launched there) needs the date "
                    "the data was checked (checked: YYYY-MM-DD)",
                    code=str(code),
                ),
                "tables",
                "regions",
                code,
            )
        unknown = sorted(set(releases) - set(sets))
        if unknown:
            raise src.fail(
                Msg(
                    "region '{code}': set {set} is not in the sets table",
                    code=str(code),
                    set=str(unknown[0]),
                ),
                "tables",
                "regions",
                code,
                "releases",
                unknown[0],
            )
        row = dict(reg)
        row["code"] = code
        row["releases"] = MappingProxyType(releases)
        if reg.get("checked"):
            row["checked"] = _date(reg["checked"], src, "tables", "regions", code, "checked")
        if reg.get("opened"):
            row["opened"] = _date(reg["opened"], src, "tables", "regions", code, "opened")
        row["also"] = tuple(reg.get("also") or ())
        regions[code] = MappingProxyType(row)
    _distinct_codes(src, regions)
    return MappingProxyType(regions)


def _merge_documents(
    src: _Source, base: Mapping[str, Any], mine: Mapping
) -> tuple[Mapping[str, tuple], Mapping[str, Mapping]]:
    """The rules documents (code -> editions) and the citations (key -> numbers), inherited and
    this file's: a document or a key given again replaces the inherited one. An inherited key
    whose document this file replaces keeps its numbers for the editions of the same publication
    dates (none left: the key is dropped, and a rule naming it shows the key as written)."""
    from riftcheck.documents import read_citations, read_documents

    documents = dict(base.get("documents", {}))
    mine_docs = read_documents(mine.get("documents") or {}, src.fail)
    documents.update(mine_docs)
    citations = {
        key: _rebound(c, mine_docs) if c["numbers"][0][0].document in mine_docs else c
        for key, c in base.get("citations", {}).items()
    }
    citations.update(read_citations(mine.get("citations") or {}, documents, src.fail))
    citations = {k: v for k, v in citations.items() if v is not None}
    return MappingProxyType(documents), MappingProxyType(citations)


def _rebound(citation: Mapping, documents: Mapping[str, tuple]) -> Mapping | None:
    """An inherited citation whose document this file replaces: its numbers for the editions the
    new document still has (by publication date); ``None`` when it has none of them."""
    code = citation["numbers"][0][0].document
    by_date = {e.published: e for e in documents[code]}
    kept = tuple(
        (by_date[e.published], n) for e, n in citation["numbers"] if e.published in by_date
    )
    return MappingProxyType({**citation, "numbers": kept}) if kept else None


def _distinct_codes(src: _Source, regions: Mapping[str, Mapping]) -> None:
    """Every region code (and every ``also`` code) names one region only."""
    seen: dict[str, str] = {}
    for code, reg in regions.items():
        for c in (code, *reg.get("also", ())):
            if c in seen and seen[c] != code:
                raise src.fail(
                    Msg(
                        "region '{code}': code '{also}' already names region '{other}'",
                        code=str(code),
                        also=str(c),
                        other=str(seen[c]),
                    ),
                    "tables",
                    "regions",
                    code,
                )
            seen[c] = code
