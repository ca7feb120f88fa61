"""Immutable values passed between riftcheck's modules.

Every value here is immutable (a :class:`riftcheck.infra.value.Value`, or a read-only mapping) so that a card,
a deck or a finding can be shared between the readers, the rules, the engine
and the reporters without anyone changing it behind another's back.

Zones of a deck, by their user-facing names: ``legend``, ``champion``, ``main``,
``battlefields``, ``runes``, ``sideboard``.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from riftcheck import __version__
from riftcheck.infra.errors import EXIT_ILLEGAL, EXIT_OK
from riftcheck.infra.value import Value

#: The six domains, in the order the game lists them.
DOMAINS: tuple[str, ...] = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")

#: Card types of game cards (tokens are a supertype, never a deck card).
CARD_TYPES: tuple[str, ...] = ("Legend", "Unit", "Spell", "Gear", "Rune", "Battlefield")

#: Deck zones in the order they are written and reported.
ZONES: tuple[str, ...] = ("legend", "champion", "main", "battlefields", "runes", "sideboard")

#: Severities, most severe first.
SEVERITIES: tuple[str, ...] = ("error", "warning", "info")

_EMPTY: Mapping[str, str] = MappingProxyType({})


class Msg(str):
    """An English message that remembers its template and values, so a report can say it in French.

    ``str(Msg("{n} copies of {card}", n=4, card="Rampage"))`` is ``4 copies of Rampage``;
    ``.template`` is the msgid and ``.params`` the values. Immutable, hashable and equal to its
    English text like any ``str``; it survives pickling (parallel workers) with its template.
    """

    # A run keeps every finding's messages until its report is written (200,000 for 10,000 decks),
    # so a message holds no more than it must: a message without values is its text alone (no
    # instance dictionary at all); one with values keeps them in one plain dict, shown read-only.
    _values: dict[str, object] | None = None

    def __new__(cls, template: str, /, **params: object) -> Msg:
        """The message of ``template`` (a ``str.format`` template) with ``params`` put in."""
        if not params:
            return super().__new__(cls, template)
        self = super().__new__(cls, template.format(**params))
        _own(self)["_values"] = params
        _own(self)["_template"] = template
        return self

    @property
    def template(self) -> str:
        """The msgid: the English template, values not put in."""
        return self.__dict__["_template"] if self._values is not None else str.__str__(self)

    @property
    def params(self) -> Mapping[str, object]:
        """The values put in the template (read-only)."""
        return _EMPTY if self._values is None else MappingProxyType(self._values)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Msg is immutable: cannot set {name}")

    def __reduce__(self):
        # the text as made, so that unpickling (the results of parallel workers) formats nothing again
        return (_msg, (str(self), self.template, tuple(self.params.items())))


def _own(msg: str) -> dict:
    """A message's instance dictionary (written only while it is made)."""
    return object.__getattribute__(msg, "__dict__")


def _msg(text: str, template: str, params: tuple) -> Msg:
    """A message unpickled: its text, template and values as they were made."""
    self = str.__new__(Msg, text)
    if params or template != text:
        _own(self)["_values"] = dict(params)
        _own(self)["_template"] = template
    return self


class Plural(Msg):
    """A :class:`Msg` whose wording depends on a count, as gettext's ``ngettext`` says it.

    ``Plural(n, "{n} card", "{n} cards")`` is ``1 card`` / ``0 cards`` / ``2 cards`` in English;
    a report in another language picks that language's form for ``n`` from the catalogue's
    plural entry (French says ``0 carte``: one form for 0 and 1). ``.forms`` are the two English
    templates (the entry's ``msgid`` and ``msgid_plural``), ``.count`` is ``n``; ``n`` is also
    a value of the templates unless ``params`` name it otherwise.
    """

    forms: tuple[str, str]
    count: int

    def __new__(cls, n: int, one: str, many: str, /, **params: object) -> Plural:
        """The message of ``n``: ``one`` when ``n`` is 1, else ``many`` (English's rule)."""
        values = {"n": n, **params}
        self = super().__new__(cls, one if n == 1 else many, **values)
        _own(self)["forms"] = (one, many)
        _own(self)["count"] = n
        return self

    def __reduce__(self):
        return (_plural, (str(self), self.forms, self.count, tuple(self.params.items())))


def _plural(text: str, forms: tuple[str, str], count: int, params: tuple) -> Plural:
    """A :class:`Plural` unpickled: its text, forms, count and values as they were made."""
    self = str.__new__(Plural, text)
    _own(self).update(
        _values=dict(params),
        _template=forms[0] if count == 1 else forms[1],
        forms=forms,
        count=count,
    )
    return self


def joined(parts: list[str], sep: str = ", ") -> str:
    """``parts`` joined by ``sep`` (``", "``, ``"; "`` or ``" · "``) as one :class:`Msg` whose parts
    are each said in the reader's language; its English text is ``sep.join(parts)``."""
    if sep not in (", ", "; ", " · "):
        raise ValueError(f"joined: no message joins parts with {sep!r}")
    if len(parts) <= 1:
        return parts[0] if parts else ""
    # halves joined in turn: a list of any length is a tree only log2(n) messages deep, so every
    # item is said (a translator stops at some depth)
    half = len(parts) // 2
    a, b = joined(parts[:half], sep), joined(parts[half:], sep)
    if sep == ", ":
        return Msg("{a}, {b}", a=a, b=b)
    if sep == "; ":
        return Msg("{a}; {b}", a=a, b=b)
    return Msg("{a} · {b}", a=a, b=b)


def rule_selection(selected, ignored) -> list[str]:
    """What ``--select`` / ``--ignore`` left out, one message each; English says one rule and
    several alike, French agrees with the count (« seule la règle copy-limit a été vérifiée »)."""
    out = []
    if selected:
        rules = listed(selected)
        out.append(
            Plural(
                len(selected),
                "only rules {rules} were run",
                "only rules {rules} were run",
                rules=rules,
            )
        )
    if ignored:
        rules = listed(ignored)  # « les règles banned et unique ont été ignorées » (frS 14)
        out.append(
            Plural(len(ignored), "rules ignored: {rules}", "rules ignored: {rules}", rules=rules)
        )
    return out


def listed(items: Iterable[str], word: str = "and", limit: int | None = None) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``word``: ``and`` or ``or``) as one :class:`Msg`, each
    item and the joining word said in the reader's language (French: « A, B et C »). Past
    ``limit`` items: the first ``limit`` and how many more (``2, 5, 9 and 4 more``)."""
    items = [str(i) if not isinstance(i, str) else i for i in items]
    if limit is not None and len(items) > limit:
        more = len(items) - limit
        return Plural(
            more, "{items} and {n} more", "{items} and {n} more", items=joined(items[:limit])
        )
    if len(items) <= 1:
        return items[0] if items else ""  # the item itself: a message stays one (not "".join)
    head = joined(items[:-1], ", ")
    if word == "or":
        return Msg("{a} or {b}", a=head, b=items[-1])
    return Msg("{a} and {b}", a=head, b=items[-1])


def semicolons(parts: list[str]) -> str:
    """``a; b; c`` as one :class:`Msg` (each part said in the reader's language)."""
    return joined(parts, "; ")


def frozen_map(d: Mapping | None = None) -> Mapping:
    """Return a read-only view of a copy of ``d``."""
    return MappingProxyType(dict(d or {}))


class Printing(Value):
    """One printing of a card: what a collector number or deck code names.

    ``id`` is the normalized short code (``OGN-001``, ``OGN-001a``,
    ``SFD-228*``, ``VEN-R01``, ``OPP-255``). ``variant`` is one of ``base``,
    ``a``, ``b``, ``signed``, ``overnumbered`` or ``promo``.
    """

    id: str
    set: str
    number: str
    variant: str = "base"


class Card(Value):
    """One game card, identified by its name (CR 132), with all its printings.

    ``name`` is the canonical English name (``Jinx, Loose Cannon`` for a legend,
    ``Jinx, Demolitionist`` for a unit). It is ``None`` for a card known only
    from a non-English source (Radiance, for now); such a card is shown by
    :attr:`display_name`, its first printing id.
    """

    key: str
    name: str | None
    type: str
    supertypes: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    champion_tag: str | None = None
    tags: tuple[str, ...] = ()
    energy: int | None = None
    power: int | None = None
    might: int | None = None
    keywords: tuple[str, ...] = ()
    #: Copies allowed by the card's own text, overriding the copy rule:
    #: ``None`` when the text says nothing, ``"any"`` for "any number".
    copy_text_override: str | None = None
    names: Mapping[str, str] = _EMPTY
    printings: tuple[Printing, ...] = ()
    token: bool = False
    #: Locale -> provenance of a name that is not from that language's official data
    #: (``community transcription, not yet in Riot's English data (...)``); official names have none.
    name_sources: Mapping[str, str] = _EMPTY

    @property
    def display_name(self) -> str:
        """The English name, or the first printing id when no English name is known."""
        if self.name:
            return self.name
        return self.printings[0].id if self.printings else self.key

    def name_as_written(self, written: str) -> str:
        """The card's canonical name in the language ``written`` is in: a French list keeps its
        French names (``Partie truquée``, also for ``partie truquee``), any other spelling gets
        :attr:`display_name`. A fix rewrites a spelling, never the player's language."""
        from riftcheck.cards.normalize import loose_key

        key = loose_key(written)
        for name in self.names.values():
            forms = (name, f"{self.champion_tag}, {name}") if self.champion_tag else (name,)
            for form in forms:
                if key and loose_key(form) == key:
                    return form
        return self.display_name

    @property
    def base_printing(self) -> Printing | None:
        """The original printing: base variant from the earliest set, else the first."""
        for p in self.printings:
            if p.variant == "base":
                return p
        return self.printings[0] if self.printings else None

    @property
    def is_unique(self) -> bool:
        """True for cards with the Unique keyword (CR 825)."""
        return "Unique" in self.keywords

    @property
    def is_champion_unit(self) -> bool:
        """True for a Unit with the Champion supertype (eligible as Chosen Champion)."""
        return self.type == "Unit" and "Champion" in self.supertypes

    @property
    def is_signature(self) -> bool:
        """True for the Signature supertype (not the signed printing variant)."""
        return "Signature" in self.supertypes

    @property
    def deck_limit(self) -> int | None:
        """Copies allowed under the Constructed copy rule: 3, 1 for Unique, None for any number."""
        if self.copy_text_override == "any":
            return None
        if self.is_unique:
            return 1
        return 3


class Location(Value):
    """Where something is in an input file. Lines and columns count from 1."""

    file: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class Resolution(Value):
    """Why a reference did not resolve: unknown (with suggestions), ambiguous (with candidates) or conflict.

    ``kind`` is ``unknown``, ``ambiguous`` or ``conflict`` (the entry names two
    different cards, e.g. a name and an id that disagree; ``candidates`` are
    both cards and ``detail`` says what the line says). Suggestions and candidates are
    ``(display name, printing id)`` pairs, best first.
    """

    kind: str  # also ``missing``: an id inside a known set's number range that the database lacks
    ref: str
    suggestions: tuple[tuple[str, str], ...] = ()
    candidates: tuple[tuple[str, str], ...] = ()
    #: for ``conflict`` (an entry whose name and id, or two names, are different cards): what the line says
    detail: str = ""
    #: ``unknown`` past the first :data:`riftcheck.decks.build.SUGGESTED_UNKNOWN` distinct unknown
    #: names of a deck: no suggestions were looked for (a pasted text of thousands of non-cards)
    unsuggested: bool = False


class DeckEntry(Value):
    """One line of a deck: ``count`` copies of ``ref`` in ``zone``.

    ``card`` and ``printing`` are set when the reference resolved; otherwise
    ``problem`` says why not, and the ``unknown-card`` rule reports it.
    ``printing`` is the printing named by the reference, or ``None`` when the
    entry gave a name only.
    """

    ref: str
    count: int
    zone: str
    location: Location
    card: Card | None = None
    printing: Printing | None = None
    problem: Resolution | None = None


class Notice(Value):
    """Something the reader wants the user to know that is not a rule finding.

    For example: repeated entries were summed, the Chosen Champion was
    inferred. ``code`` is a stable short id such as ``summed-entries``.
    """

    code: str
    message: str
    location: Location | None = None


class Deck(Value):
    """A deck as read from any format: zones of entries plus metadata.

    ``zone_locations`` maps a zone name to the location of its key (or
    header), so a finding about a missing entry can point somewhere. Counts in
    ``champion`` are copies of the Chosen Champion in the champion slot; the
    main-deck size is the champion copies plus the ``main`` entries.
    """

    source: str
    input_format: str
    legend: tuple[DeckEntry, ...] = ()
    champion: tuple[DeckEntry, ...] = ()
    main: tuple[DeckEntry, ...] = ()
    battlefields: tuple[DeckEntry, ...] = ()
    runes: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    name: str | None = None
    format: str | None = None
    event_date: _dt.date | None = None
    domains: tuple[str, ...] | None = None
    pool: str | None = None
    zone_locations: Mapping[str, Location] = _EMPTY
    notices: tuple[Notice, ...] = ()
    #: The region whose launch dates judge set legality (``cn``; deck key ``region:``), else ``None``.
    region: str | None = None
    #: Legends named in addition to the starting legend (Neeko, Blending In: "choose 3 different
    #: legends"); not a zone: they are not in the deck. Location key ``additional_legends``.
    additional_legends: tuple[DeckEntry, ...] = ()
    #: Each zone's header as a text list writes it (``== Main Deck ==``), for fixes in its words.
    zone_headers: Mapping[str, str] = _EMPTY
    #: The sha256 of the text the deck was read from when that text was given, not a file of its
    #: own (standard input, a list or pool pasted in an event file or roster), else ``None``: what
    #: tells a pasted text or standard input from another (its path names the file it sits in).
    text_sha256: str | None = None
    #: The player whose list this is, as an event's roster names them (``Alice``), else ``None``:
    #: the team rules name teammates by it, a judge's word for them, rather than by file (atkN m16).
    player: str | None = None

    def zone(self, name: str) -> tuple[DeckEntry, ...]:
        """Entries of zone ``name``."""
        return getattr(self, name)

    def entries(self, *zones: str) -> tuple[DeckEntry, ...]:
        """Entries of the given zones (all zones when none are named), in zone order."""
        out: list[DeckEntry] = []
        for z in zones or ZONES:
            out.extend(getattr(self, z))
        return tuple(out)

    def location_of(self, zone: str) -> Location:
        """Location of a zone's key, else of the file."""
        return self.zone_locations.get(zone) or Location(self.source)


class CardRef(Value):
    """A card named in a finding: canonical name and printing id."""

    name: str
    id: str | None = None


class Violation(Value):
    """What a rule yields: a problem, without a severity.

    ``kind`` lets a rule report different sorts of problems that the rule's
    ``severities`` map (and the ruleset) give different severities; most rules
    only use ``default``. ``related`` holds further locations (e.g. the same
    battlefield in a teammate's deck).
    """

    message: str
    location: Location | None = None
    fix: str | None = None
    cards: tuple[CardRef, ...] = ()
    kind: str = "default"
    related: tuple[Location, ...] = ()


class Finding(Value):
    """A violation stamped by the engine with its rule, severity and citation."""

    rule: str
    severity: str
    message: str
    location: Location | None = None
    citation: str | None = None
    fix: str | None = None
    cards: tuple[CardRef, ...] = ()
    related: tuple[Location, ...] = ()


class SkippedRule(Value):
    """A rule that did not run, and why (``reason`` is plain words)."""

    rule: str
    reason: str


class DeckResult(Value):
    """The verdict for one deck file.

    ``legal`` is ``None`` when the deck could not be read (``error`` then says
    why). ``partial`` is true when rules were deselected by the user or when
    a check could not run: ``not_checked`` then names it (``pool``: no pool
    was given; ``team``: no teammate deck), and the verdict reads
    ``LEGAL (pool not checked)``, never plain LEGAL. ``as_of_origin`` says where
    the judging date came from: ``given`` (the run's as-of date),
    ``event_date`` (the deck's own) or ``today``.
    ``stats`` is the deck's :class:`riftcheck.stats.DeckStats` when the run
    asked for them (``show``, ``check -v``, the JSON report), else ``None``.
    """

    source: str
    legal: bool | None
    findings: tuple[Finding, ...] = ()
    rules_run: tuple[str, ...] = ()
    rules_skipped: tuple[SkippedRule, ...] = ()
    notices: tuple[Notice, ...] = ()
    fingerprint: str | None = None
    error: Finding | None = None
    deck: Deck | None = None
    identity: tuple[str, ...] | None = None
    partial: bool = False
    stats: object | None = None
    not_checked: tuple[str, ...] = ()
    as_of_origin: str | None = None
    #: Sets of the deck's cards the card database knows by id only (no English name): where the
    #: report's "the card data is behind" note matters
    id_only_sets: tuple[str, ...] = ()

    @property
    def verdict_note(self) -> str | None:
        """``pool not checked`` (and the like) when a check did not run, else ``None``."""
        if not self.not_checked:
            return None
        # one message per case, so that each language agrees its words (French: équipe non vérifiée)
        said = {
            ("pool",): Msg("pool not checked"),
            ("team",): Msg("team not checked"),
            ("pool", "team"): Msg("pool and team not checked"),
        }.get(tuple(sorted(self.not_checked)))
        return said or Msg("{what} not checked", what=listed(list(self.not_checked)))


#: Where a run's as-of date came from (``Provenance.as_of_origin``), in the words reports use.
AS_OF_ORIGINS: Mapping[str, str] = MappingProxyType(
    {
        "command line": "--as-of",
        "configuration": Msg("the configuration's as_of"),
        "event_date": Msg("the deck's event date"),
        # diff's two lists: which of them gave the date
        "played event_date": Msg("the played deck's event date"),
        "registered event_date": Msg("the registered list's event date"),
        "event": Msg("the event's date"),
        "today": Msg("today"),
        "per deck": Msg("each deck's event date, else today"),
    }
)


def _short(sha: str | None) -> str:
    return (sha or "?")[:16]


class DocumentsInForce(Value):
    """The rules documents in force on some of a run's judging dates.

    ``labels`` name them by publication date (``Core Rules 2026-10-09``; ``(the oldest edition
    riftcheck holds)`` added when a date comes before it); ``editions`` are their data for
    machine formats (:meth:`riftcheck.documents.Edition.as_dict`, with ``before_oldest``);
    ``dates`` the judging dates they cover, oldest first.
    """

    labels: tuple[str, ...]
    editions: tuple[Mapping[str, Any], ...] = ()
    dates: tuple[_dt.date, ...] = ()

    def text(self) -> str:
        """``Core Rules 2026-10-09, Tournament Rules 2026-10-09``."""
        return joined(list(self.labels))

    def as_dict(self) -> dict:
        """Plain data for JSON and SARIF."""
        return {
            "labels": [str(x) for x in self.labels],
            "editions": [dict(e) for e in self.editions],
            "dates": [d.isoformat() for d in self.dates],
        }


def _field_changed(key: str) -> str:
    """What a local ruleset changes by giving ``key`` of the ruleset schema another value than
    the shipped ruleset's (``tables.aliases`` for a table): the key as the file writes it, and
    for the keys riftcheck has, what it decides. A key without words here is still named."""
    if key == "sideboarding":
        return Msg("changes sideboarding: (what may change between the games of a match)")
    if key == "best_of":
        return Msg("changes best_of: (the games every match of the format has)")
    if key == "team_size":
        return Msg("changes team_size: (the decks of a team)")
    if key == "identity":
        return Msg("changes identity: (how the decks' domain identity is judged)")
    if key == "format":
        return Msg("changes format: (the format whose bans apply)")
    table = key.removeprefix("tables.")
    if table != key:
        return Msg("changes the table {table} of tables:", table=table)
    return Msg("changes {key}:", key=key)


class Provenance(Value):
    """What a run checked against and everything that changed or weakened the check.

    Built once by the run (:func:`riftcheck.api.check_paths`) and rendered by
    every reporter as it is: the reporters only lay out :meth:`lines`,
    :meth:`weakened_by`, :meth:`properties` and :meth:`as_dict`, so no format
    can show less than another.

    * ``config`` - the configuration file used (``None``: none), and
      ``config_keys`` the keys it set;
    * ``ruleset_origin`` - ``shipped`` or ``file`` (a local ruleset, with its
      ``ruleset_path`` and ``ruleset_sha256``, and ``ruleset_parents`` the local files it
      extends); ``rules_deselected`` are the
      rules of the shipped ruleset of the same name (else its nearest shipped
      parent, ``rules_compared_to``) that it does not run, ``rules_changed``
      those whose options or severities differ, ``bans_missing`` the shipped
      bans it lacks, ``bans_added`` the bans it has that the shipped one lacks, ``sets_changed`` the sets whose row (release, Pre-Rift, rotation, Standard) it changes,
      adds or lacks, ``documents_changed`` the rules documents (``CR``, ``TR``) whose editions it
      changes, adds or lacks, ``regions_changed`` the regions whose launch dates it changes, adds
      or lacks; ``region`` the region whose launch dates judge set legality;
      ``selected``/``ignored`` the user's ``--select``/``--ignore``;
    * ``cards_origin`` - ``bundled``, ``updated`` (installed by ``cards
      update`` on ``cards_date``) or ``file`` (with ``cards_path`` and
      ``cards_sha256``); ``cards_note`` says why an updated copy was not used;
      ``bans_unmatched`` the shipped bans naming no card of a ``file`` database;
    * ``as_of_origin`` - a key of :data:`AS_OF_ORIGINS`; ``as_of_dates`` the
      distinct judging dates of the decks.
    """

    ruleset: str
    ruleset_origin: str = "shipped"
    ruleset_path: str | None = None
    ruleset_sha256: str | None = None
    ruleset_extends: tuple[str, ...] = ()
    #: (path, sha256) of each local file the local ruleset ``extends``, nearest first
    ruleset_parents: tuple[tuple[str, str], ...] = ()
    rules_compared_to: str | None = None
    rules_deselected: tuple[str, ...] = ()
    rules_changed: tuple[str, ...] = ()
    #: Rules the local ruleset runs that the shipped one does not
    rules_added: tuple[str, ...] = ()
    bans_missing: tuple[str, ...] = ()
    bans_added: tuple[str, ...] = ()
    sets_changed: tuple[str, ...] = ()
    documents_changed: tuple[str, ...] = ()
    regions_changed: tuple[str, ...] = ()
    #: Every other key of the ruleset schema whose value the local ruleset changes (``sideboarding``,
    #: ``best_of``, ``team_size``, ``tables.aliases``...): compared whole, named by the key
    fields_changed: tuple[str, ...] = ()
    rules_date: str | None = None
    #: The rules documents in force on the judging dates, one group per distinct set of editions
    #: (several when a batch's decks are judged under different documents), oldest first.
    documents: tuple[DocumentsInForce, ...] = ()
    region: str | None = None
    #: True when ``region`` (or a deck's own, ``deck_regions``) was asked for on a ruleset that
    #: judges no set legality (Sealed, Draft): its launch dates change nothing, as the
    #: ``Changed:`` line says
    region_no_effect: bool = False
    selected: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    cards_origin: str = "bundled"
    cards_version: str | None = None
    cards_date: str | None = None
    cards_sha256: str | None = None
    cards_path: str | None = None
    cards_note: str | None = None
    bans_unmatched: tuple[str, ...] = ()
    config: str | None = None
    #: Whether a key of the configuration file the run used changes what is judged (not only
    #: ``lang``, ``format``...: :data:`riftcheck.config.NOT_JUDGING`): only then is the file a
    #: ``Changed:`` line and a verdict "check changed"
    config_judges: bool = True
    config_keys: tuple[str, ...] = ()
    as_of: _dt.date | None = None
    as_of_origin: str = "today"
    as_of_dates: tuple[_dt.date, ...] = ()
    #: Decks judged by the launch dates of their own ``region:`` (``deck.yaml line 3: cn``): the run
    #: gave no region, so the deck's changed what was checked
    deck_regions: tuple[str, ...] = ()
    #: What the report says once about the card data: a set legal on the judging date has cards
    #: without an English name (count and remedy, ``riftcheck cards update``)
    cards_behind: tuple[str, ...] = ()

    # -------------------------------------------------------------- wording

    def documents_text(self) -> str | None:
        """The rules documents in force: ``Core Rules 2026-10-09, Tournament Rules 2026-10-09``;
        for a batch judged under several, each with its dates (``... for 2026-09-01 to
        2026-09-20; ... for 2026-12-01``); ``None`` when the ruleset names no documents."""
        groups = [g for g in self.documents if g.labels]
        if not groups:
            return None
        if len(groups) == 1:
            return groups[0].text()
        parts = []
        for g in groups:
            first, last = g.dates[0].isoformat(), g.dates[-1].isoformat()
            # one message a day or a range, so that French says each with its own words (« pour
            # les decks jugés le 12 octobre », « … du 1er au 20 septembre », never « pour du »)
            parts.append(
                Msg("{documents} for {date}", documents=g.text(), date=first)
                if first == last
                else Msg(
                    "{documents} for {first} to {last}",
                    documents=g.text(),
                    first=first,
                    last=last,
                )
            )
        return semicolons(parts)

    def ruleset_text(self) -> str:
        """``ruleset constructed (Core Rules 2026-10-09, Tournament Rules 2026-10-09)``: the
        documents in force (a hand-built result without them: ``rules of DATE``), then the
        region and the local file it came from."""
        text = Msg("ruleset {name}", name=self.ruleset)
        documents = self.documents_text()
        if documents:
            text = Msg("{text} ({documents})", text=text, documents=documents)
        elif self.rules_date:
            text = Msg("{text} (rules of {date})", text=text, date=self.rules_date)
        if self.region and not self.region_no_effect:  # (no effect: said on a Changed: line)
            text = Msg("{text}, launch dates of region {region}", text=text, region=self.region)
        if self.ruleset_origin == "file":
            text = Msg(
                "{text} from local file {path} (sha256 {sha})",
                text=text,
                path=self.ruleset_path,
                sha=_short(self.ruleset_sha256),
            )
            text = self._with_parents(text, _short)
        return text

    def _with_parents(self, text: str, sha) -> str:
        """``text`` followed by each local file the ruleset extends, with its sha256 (``sha`` of it)."""
        for path, digest in self.ruleset_parents:
            text = Msg(
                "{text}, extending local file {path} (sha256 {sha})",
                text=text,
                path=path,
                sha=sha(digest),
            )
        return text

    def as_of_text(self) -> str:
        """``as of 2026-09-18 (--as-of)`` and the like."""
        origin = AS_OF_ORIGINS.get(self.as_of_origin, self.as_of_origin)
        day = self.as_of or (self.as_of_dates[0] if len(self.as_of_dates) == 1 else None)
        if day is None and len(self.as_of_dates) > 1:
            return self._own_dates()
        if day is None:
            return Msg("as of {origin}", origin=origin)
        return Msg("as of {date} ({origin})", date=day.isoformat(), origin=origin)

    def _own_dates(self) -> str:
        """Decks judged on different dates: each on its own, the dates listed (not one date)."""
        dates = listed([d.isoformat() for d in self.as_of_dates])
        if self.as_of_origin == "event_date":
            return Msg("each deck judged as of its own event date: {dates}", dates=dates)
        return Msg("each deck judged as of its own event date, else today: {dates}", dates=dates)

    def cards_text(self) -> str:
        """``card database 2026.10.08 (2026-10-08, bundled)``, the update or the file it came from."""
        version, date = self.cards_version or "?", self.cards_date or Msg("undated")
        if self.cards_origin == "bundled":
            return Msg("card database {version} ({date}, bundled)", version=version, date=date)
        if self.cards_origin == "updated":
            return Msg(
                "card database {version} ({date}, installed by 'cards update' on {day})",
                version=version,
                date=date,
                day=self.cards_date or "?",
            )
        return Msg(
            "card database {version} ({date}) from file {path} (sha256 {sha})",
            version=version,
            date=date,
            path=self.cards_path,
            sha=_short(self.cards_sha256),
        )

    def _selection(self) -> list[str]:
        return rule_selection(self.selected, self.ignored)

    def _changes(self) -> list[str]:
        """One sentence per thing that changed what was checked (the ``Changed:`` lines)."""
        out: list[str] = []
        if self.config and self.config_judges:
            keys = (
                # each key quoted as keys are in sentences ('ruleset'; French « ruleset »)
                Msg(" (sets {keys})", keys=joined([repr(k) for k in self.config_keys]))
                if self.config_keys
                else ""
            )
            out.append(Msg("configuration file {path}{keys}", path=self.config, keys=keys))
        if self.ruleset_origin == "file":
            out.append(self._local_ruleset())
        if self.cards_origin == "file":
            out.append(self._card_file())
        if self.cards_note:
            out.append(self.cards_note)
        if self.as_of_origin in (
            "configuration",
            "event_date",
            "played event_date",
            "registered event_date",
            "per deck",
        ):
            # the date moved by a file, not by the command line
            several = self.as_of is None and len(self.as_of_dates) > 1
            out.append(
                self.as_of_text() if several else Msg("judged {text}", text=self.as_of_text())
            )
        if not self.region_no_effect:
            out.extend(
                Msg("judged by the launch dates of its own region: {deck}", deck=d)
                for d in self.deck_regions
            )
        return out + self._no_effect()

    def _no_effect(self) -> list[str]:
        """The regions given that change nothing (a ruleset judging no set legality by launch
        dates): among the changes of the JSON report and the one-line formats, said as notes
        by :meth:`change_lines` (a « Modifié : » line said nothing changed: frU 16)."""
        if not self.region_no_effect:
            return []
        out: list[str] = []
        if self.region:
            out.append(
                Msg(
                    "region {region} has no effect on ruleset {ruleset}: it judges no set legality "
                    "by launch dates (a limited deck holds the cards provided at the event)",
                    region=self.region,
                    ruleset=self.ruleset,
                )
            )
        out.extend(
            Msg(
                "its own region has no effect on ruleset {ruleset}, which judges no set legality "
                "by launch dates: {deck}",
                ruleset=self.ruleset,
                deck=d,
            )
            for d in self.deck_regions
        )
        return out

    def _local_ruleset(self) -> str:
        """The ``Changed:`` line of a local ruleset: what it leaves out of the shipped one."""
        text = Msg(
            "local ruleset {path} (sha256 {sha})", path=self.ruleset_path, sha=self.ruleset_sha256
        )
        text = self._with_parents(text, str)
        if self.rules_compared_to is None:
            return Msg("{text}; it extends no shipped ruleset", text=text)
        diffs = self._ruleset_diffs()
        if not diffs:
            return Msg(
                "{text}; it runs the rules and bans of the shipped {name}",
                text=text,
                name=self.rules_compared_to,
            )
        return Msg(
            "{text}; compared with the shipped {name} it {diffs}",
            text=text,
            name=self.rules_compared_to,
            diffs=semicolons(diffs),
        )

    def _ruleset_diffs(self) -> list[str]:
        """Each thing a local ruleset changes in the shipped one, a clause of its ``Changed:``
        line: the rules, bans, sets, documents and regions by name, every other key whole."""
        diffs = []
        if self.rules_deselected:
            diffs.append(Msg("does not run {rules}", rules=listed(self.rules_deselected)))
        if self.rules_changed:
            diffs.append(
                Msg(
                    "changes the options or severity of {rules}",
                    rules=listed(self.rules_changed),
                )
            )
        if self.rules_added:
            diffs.append(Msg("also runs {rules}", rules=listed(self.rules_added)))
        if self.bans_missing:
            diffs.append(Msg("drops the bans of {rulesets}", rulesets=listed(self.bans_missing)))
        if self.bans_added:
            diffs.append(Msg("adds bans of {cards}", cards=listed(self.bans_added)))
        if self.sets_changed:
            diffs.append(
                Msg(
                    "changes the sets {sets} (their dates decide set legality)",
                    sets=listed(self.sets_changed),
                )
            )
        if self.documents_changed:
            diffs.append(
                Msg(
                    "changes the rules documents {documents} (their editions decide the rules in "
                    "force on each date)",
                    documents=listed(self.documents_changed),
                )
            )
        if self.regions_changed:
            diffs.append(
                Msg(
                    "changes the regions {regions} (their launch dates decide set legality there)",
                    regions=listed(self.regions_changed),
                )
            )
        diffs.extend(_field_changed(key) for key in self.fields_changed)
        return diffs

    def _card_file(self) -> str:
        """The ``Changed:`` line of a card database given as a file (and the bans it cannot match)."""
        text = Msg(
            "card database from file {path} (sha256 {sha})",
            path=self.cards_path,
            sha=self.cards_sha256,
        )
        if self.bans_unmatched:
            text = Msg(
                "{text}; the bans of {rulesets} name no card of it and ban nothing",
                text=text,
                rulesets=listed(self.bans_unmatched),
            )
        return text

    def changes(self) -> tuple[str, ...]:
        """The ``Changed:`` sentences alone (configuration, local ruleset or card database, a
        date or region of a file's); empty when nothing changed what was checked."""
        return tuple(self._changes())

    def weakened_by(self) -> tuple[str, ...]:
        """One sentence per thing that changed what was checked away from the shipped data; empty for none."""
        return tuple(self._changes() + self._selection())

    def lines(self) -> tuple[str, ...]:
        """The provenance as short human lines: the ruleset; the as-of date and the card database; what the user left out
        (``Partial check: ...``), then each thing that changed the check (``Changed: ...``)."""
        return (
            self.ruleset_text(),
            Msg("{a} · {b}", a=self.as_of_text(), b=self.cards_text()),
            *(Msg("Note: {text}", text=n) for n in self.cards_behind),
            *self.change_lines(),
        )

    def change_lines(self) -> tuple[str, ...]:
        """The ``Partial check: ...`` line (the rules left out) and the ``Changed: ...`` lines of
        :meth:`lines`: what a format with no header (CSV) says on standard error."""
        selection, notes = self._selection(), self._no_effect()
        return (
            *((Msg("Partial check: {what}.", what=semicolons(selection)),) if selection else ()),
            *(Msg("Changed: {what}", what=w) for w in self._changes() if w not in notes),
            *(Msg("Note: {text}", text=w) for w in notes),
        )

    def line(self) -> str:
        """Everything of :meth:`lines` on one line, for one-line formats (concise, step summary, GitLab)."""
        text = f"{self.ruleset_text()}, {self.as_of_text()}, {self.cards_text()}"
        selection, changes = self._selection(), self._changes()
        text += "".join(f"; {n}" for n in self.cards_behind)
        if selection:
            text += "; partial check: " + "; ".join(selection)
        if changes:
            text += "; changed: " + "; ".join(changes)
        return text

    # -------------------------------------------------------------- data

    def as_dict(self) -> dict:
        """Plain data for JSON and SARIF (full sha256 values)."""
        return {
            "configuration": {"path": self.config, "keys": list(self.config_keys)},
            "ruleset": {
                "name": self.ruleset,
                "origin": self.ruleset_origin,
                "path": self.ruleset_path,
                "sha256": self.ruleset_sha256,
                "extends": list(self.ruleset_extends),
                "local_parents": [{"path": p, "sha256": d} for p, d in self.ruleset_parents],
                "compared_to": self.rules_compared_to,
                "deselected": list(self.rules_deselected),
                "changed": list(self.rules_changed),
                "bans_missing": list(self.bans_missing),
                "bans_added": list(self.bans_added),
                "sets_changed": list(self.sets_changed),
                "documents_changed": list(self.documents_changed),
                "regions_changed": list(self.regions_changed),
                "rules_added": list(self.rules_added),
                "fields_changed": list(self.fields_changed),
                "rules_date": self.rules_date,
                "documents": [g.as_dict() for g in self.documents],
                "region": self.region,
                "region_no_effect": self.region_no_effect,
                "selected": list(self.selected),
                "ignored": list(self.ignored),
            },
            "card_data": {
                "origin": self.cards_origin,
                "version": self.cards_version,
                "date": self.cards_date,
                "sha256": self.cards_sha256,
                "path": self.cards_path,
                "note": self.cards_note,
                "behind": list(self.cards_behind),
                "bans_unmatched": list(self.bans_unmatched),
            },
            "as_of": {
                "date": self.as_of.isoformat() if self.as_of else None,
                "origin": self.as_of_origin,
                "dates": [d.isoformat() for d in self.as_of_dates],
            },
            "changed": list(self.weakened_by()),
        }

    def properties(self) -> tuple[tuple[str, str], ...]:
        """Flat ``(name, value)`` pairs for JUnit properties and the like; empty values are ``""``."""
        d = self.as_dict()
        out: list[tuple[str, str]] = []
        for group in ("configuration", "ruleset", "card_data", "as_of"):
            for key, value in d[group].items():
                if key == "documents":  # one line per group of documents: their names and dates
                    value = [f"{', '.join(g['labels'])} ({', '.join(g['dates'])})" for g in value]
                    value = "; ".join(value)
                elif key == "local_parents":  # each file the ruleset extends, with its sha256
                    value = ",".join(f"{p['path']} sha256:{p['sha256']}" for p in value)
                elif isinstance(value, list):
                    value = ",".join(value)
                out.append((f"{group}_{key}", "" if value is None else str(value)))
        out.extend((f"changed_{i}", text) for i, text in enumerate(d["changed"], 1))
        return tuple(out)


# -- the results of a run: one deck (DeckResult, above), a team, a whole run, a --fix


class TeamResult(Value):
    """The engine's verdict for a team: each deck alone, plus the checks across the decks.

    ``legal`` is true when every deck is legal and no team finding is an
    error. ``rules_run`` and ``rules_skipped`` are about the team-scope rules.
    """

    decks: tuple[DeckResult, ...]
    team_findings: tuple[Finding, ...] = ()
    rules_run: tuple[str, ...] = ()
    rules_skipped: tuple[SkippedRule, ...] = ()
    notices: tuple[Notice, ...] = ()
    name: str | None = None
    legal: bool | None = None
    as_of: _dt.date | None = None
    partial: bool = False
    sources: tuple[str, ...] = ()


class RuleInfo(Value):
    """What a report says about a rule: summary, citations, default severity, documentation.

    ``numbered_in`` says whose numbers ``citations`` are: one ``(documents, citations)`` pair per
    set of rules documents in force on the run's judging dates, oldest first (``Core Rules
    2026-07-16, Tournament Rules 2026-07-16``, ``("CR 103.2.b", ...)``); ``citations`` are the
    newest pair's. A batch judged under two editions thus names both numberings, never one unnamed.
    """

    id: str
    summary: str = ""
    citations: tuple[str, ...] = ()
    severity: str = "error"
    help_uri: str = ""
    numbered_in: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def numbering_text(self) -> str:
        """``CR 103.3.b, TR 601.1.c.3 (as numbered in Core Rules 2026-10-09, Tournament Rules
        2026-10-09)``, one such part per numbering, ``; ``-separated (a :class:`Msg`, said in the
        reader's language); the bare citations when no numbering is known."""
        if not self.numbered_in:
            return ", ".join(self.citations)
        parts = [
            Msg("{citations} (as numbered in {documents})", citations=", ".join(c), documents=d)
            for d, c in self.numbered_in
            if c
        ]
        return joined(parts, "; ") if parts else ", ".join(self.citations)


class TeamReport(Value):
    """The team-level part of a ``--team`` run: the decks it covers and its own findings."""

    name: str | None
    sources: tuple[str, ...]
    legal: bool | None
    findings: tuple[Finding, ...] = ()
    #: what the team's check could not check (``pool``: the team's one pool, TR 603.6), said
    #: beside the team's verdict in every format: a team check that did not run is never LEGAL
    not_checked: tuple[str, ...] = ()
    #: why the team is illegal when no team finding says so: its decks are illegal on their own
    #: (``deck a.deck.yaml is illegal (2 errors), ...``), said beside the verdict (atkJ item 4)
    why: str | None = None


class RunResult(Value):
    """The outcome of one run over any number of decks, with the provenance every report shows.

    ``deck_as_of`` maps each deck source to the date its legality was judged
    on (the ``--as-of`` date, else the deck's event date, else today).
    ``selected``/``ignored`` are the rule ids the user chose; a run with
    either is *partial*. ``event`` is set by :func:`riftcheck.events.check.check_event`.
    """

    decks: tuple[DeckResult, ...]
    ruleset: str
    card_data: Mapping[str, Any] = _EMPTY
    teams: tuple[TeamReport, ...] = ()
    ruleset_description: str | None = None
    rules_date: str | None = None
    as_of: _dt.date | None = None
    deck_as_of: Mapping[str, _dt.date] = _EMPTY
    #: ``cn (China (mainland))`` when a region's launch dates judge set legality, else ``None``
    region: str | None = None
    selected: tuple[str, ...] = ()
    ignored: tuple[str, ...] = ()
    rules: Mapping[str, RuleInfo] = _EMPTY
    riftcheck_version: str = __version__
    #: An event run's :class:`riftcheck.events.check.EventReport` (players, roster problems), else ``None``.
    event: Any = None
    #: What was checked against and what changed it; every reporter renders it (built by the runner;
    #: a hand-built result gets one from the fields above).
    provenance: Provenance | None = None

    @property
    def card_data_notes(self) -> tuple[str, ...]:
        """What the report says once about the card data (:attr:`Provenance.cards_behind`)."""
        return self.provenance.cards_behind if self.provenance is not None else ()

    def __post_init__(self) -> None:
        if self.provenance is None:
            cd = self.card_data
            dates = tuple(sorted(set(self.deck_as_of.values())))
            prov = Provenance(
                ruleset=self.ruleset,
                rules_date=self.rules_date,
                region=self.region,
                selected=self.selected,
                ignored=self.ignored,
                cards_version=cd.get("version"),
                cards_date=cd.get("date"),
                cards_sha256=cd.get("sha256"),
                cards_path=cd.get("path"),
                as_of=self.as_of,
                as_of_origin="command line"
                if self.as_of
                else ("today" if len(dates) <= 1 else "per deck"),
                as_of_dates=dates,
            )
            object.__setattr__(self, "provenance", prov)

    @property
    def partial(self) -> bool:
        """True when the user narrowed the rules with ``--select`` or ``--ignore``, or a check did not run."""
        return bool(self.selected or self.ignored) or any(d.partial for d in self.decks)

    def findings(self) -> Iterable[tuple[str, Finding]]:
        """Every finding of the run as ``(deck source, finding)``, unreadable errors included."""
        for d in self.decks:
            if d.error is not None:
                yield d.source, d.error
            for f in d.findings:
                yield d.source, f
        for t in self.teams:
            for f in t.findings:
                src = f.location.file if f.location else (t.sources[0] if t.sources else "")
                yield src, f

    def counts(self) -> Mapping[str, int]:
        """Numbers of decks by verdict and of findings by severity."""
        c = {"decks": len(self.decks), "legal": 0, "illegal": 0, "unreadable": 0}
        for d in self.decks:
            c["unreadable" if d.legal is None else "legal" if d.legal else "illegal"] += 1
        for sev in SEVERITIES:
            c[sev] = 0
        for _, f in self.findings():
            c[f.severity] = c.get(f.severity, 0) + 1
        return frozen_map(c)

    def exit_code(self, strict: bool = False) -> int:
        """0 when every deck (and team) is legal and no finding is an error, else 1; with ``strict``
        warnings also fail, and so does a deck whose check did not run whole (``not_checked``: a
        Sealed or Draft deck without its pool). (An event's roster problems are errors of legal decks: a player registered
        twice fails the run.)"""
        if any(d.legal is not True for d in self.decks):
            return EXIT_ILLEGAL
        if any(t.legal is not True for t in self.teams):
            return EXIT_ILLEGAL
        if any(f.severity == "error" for _, f in self.findings()):
            return EXIT_ILLEGAL
        if strict and any(f.severity == "warning" for _, f in self.findings()):
            return EXIT_ILLEGAL
        if strict and any(d.not_checked for d in self.decks):
            # a check that did not run (a Sealed deck's pool) is never a plain pass
            return EXIT_ILLEGAL
        return EXIT_OK


class FixReport(Value):
    """What ``--fix`` did to one deck: the safe changes (see :mod:`riftcheck.fixes`), what it left
    to the player (``notes``), whether the file was rewritten, and why not (``skipped``)."""

    source: str
    changes: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    written: bool = False
    skipped: str | None = None
