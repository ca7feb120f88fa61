"""From a source's record to a card record: the one feed -> record path of riftcheck.

A card source (riftcodex, Riot's gallery, a raw dump of either) describes
*printings*; ``cards.json`` holds *cards* (CR 132: a card is its name), each with
its printings. This module turns one into the other, and is shared by
``riftcheck cards update`` (web feeds, :mod:`riftcheck.cards.update`) and the
developers' importer (``python tools/import_cards.py``, raw dumps), so a card
built from either source has the same name, champion tag, keywords, printing
variants and field layout:

* :class:`Fact`: one printing as a source describes it; :func:`riftcodex_fact`
  and :func:`gallery_fact` read the two feeds' records (riftcodex's dump has the
  shape of its API).
* :func:`collapse_promo_ids`: promo ids keep their set size only where two
  printings share the short id.
* :class:`ChampionTags`, :func:`card_name`, :func:`legend_title`,
  :func:`unit_name`: which champion a printing belongs to and what the card is called.
* :func:`deck_keywords`, :func:`copy_text_override`, :func:`printing_entry`,
  :func:`card_record`: the fields of a record, in the layout ``cards.json`` stores.
* :func:`facts_to_records`: a feed's facts grouped into card records.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from riftcheck.cards import build
from riftcheck.cards.normalize import (
    clean_text,
    domain_name,
    name_key,
    normalize_id_sized,
    parse_id_sized,
    strip_suffixes,
)

_KEYWORD = re.compile(r"\[([A-Z][A-Za-z]+)\]")
#: Keywords that matter for deck building (CR 825 Unique).
DECK_KEYWORDS = ("Unique",)
_ANY_NUMBER = re.compile(r"any number of cards named", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]+>")


@dataclass
class Fact:
    """One printing as a source describes it, before printings are grouped into cards.

    ``number`` is the collector number with its suffix (``001a``, ``228*``);
    ``source`` names the source for the importer's cross-checks (``riftcodex``,
    ``gallery``, ``zh-CN``).
    """

    id: str
    set: str
    number: str
    variant: str
    name: str  # the source's own name (and subtitle)
    type: str
    supertypes: tuple[str, ...]
    domains: tuple[str, ...]
    tags: tuple[str, ...]
    energy: int | None
    might: int | None
    power: int | None
    text: str
    source: str = ""

    @property
    def suffix(self) -> str:
        """The number's suffix: ``a``, ``b``, ``*`` or empty."""
        return self.number[-1] if self.number and self.number[-1] in "ab*" else ""

    @property
    def champion_unit(self) -> bool:
        """Whether this is a Champion unit (the printings that name a champion)."""
        return self.type == "Unit" and "Champion" in self.supertypes


# ------------------------------------------------------------------ field values


def int_or_none(v) -> int | None:
    """A stat as an int; ``None`` when absent, empty or not a number (``X``, ``*``)."""
    if v is None or v == "":
        return None
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def domains(values: Iterable | None) -> tuple[str, ...]:
    """The canonical domain names of ``values`` (any source spelling), in order, without repeats."""
    out: list[str] = []
    for v in values or ():
        d = domain_name(str(v))
        if d and d not in out:
            out.append(d)
    return tuple(out)


def variant(set_code: str, number: str, size: int | str | None = None) -> str:
    """The printing variant of collector ``number`` (with its suffix) in a set of ``size`` cards."""
    suffix = number[-1] if number and number[-1] in "ab*" else ""
    if set_code in build.PROMO_SETS or number.startswith("SP"):
        return "promo"
    if suffix == "*":
        return "signed"
    if suffix:
        return suffix
    if size and number.isdigit() and int(number) > int(size):
        return "overnumbered"
    return "base"


def split_id(pid_text: str) -> tuple[str, str, str, str | None] | None:
    """(short id, set, number with suffix, set size) of any printing id form; ``None`` if unreadable.

    A promo id keeps its set size (``OPP-001/298``): promo sets reuse numbers of
    several sets; :func:`collapse_promo_ids` drops the size where nothing shares the number.
    """
    parts = parse_id_sized(pid_text)
    if parts is None:
        return None
    s, num, suffix, size = parts
    sized = normalize_id_sized(pid_text)
    pid = sized if (s in build.PROMO_SETS and sized) else f"{s}-{num}{suffix}"
    return pid, s, num + suffix, size


def collapse_promo_ids(facts: list[Fact]) -> None:
    """Drop the ``/size`` of promo ids whose number no other sized id shares, in place."""
    shorts = Counter(pid.split("/", 1)[0] for pid in {f.id for f in facts if "/" in f.id})
    for f in facts:
        if "/" in f.id and shorts[f.id.split("/", 1)[0]] == 1:
            f.id = f.id.split("/", 1)[0]


def deck_keywords(texts: Iterable[str]) -> list[str]:
    """The deck-building keywords (:data:`DECK_KEYWORDS`) the rules ``texts`` carry, sorted."""
    return sorted({k for t in texts for k in _KEYWORD.findall(t) if k in DECK_KEYWORDS})


def copy_text_override(texts: Iterable[str]) -> str | None:
    """``"any"`` when a text lifts the copy limit ("any number of cards named ..."), else ``None``."""
    return "any" if any(_ANY_NUMBER.search(t) for t in texts) else None


def printing_entry(f: Fact) -> list:
    """The ``[id, set, number, variant]`` entry of a printing in a card record."""
    return [f.id, f.set, f.number, f.variant]


def card_record(
    *,
    key: str,
    name: str | None,
    type: str,
    supertypes: list[str],
    domains: list[str],
    champion_tag: str | None,
    tags: list[str],
    energy: int | None,
    power: int | None,
    might: int | None,
    keywords: list[str],
    copy_text_override: str | None,
    names: dict[str, str],
    aliases: list[str],
    printings: list[list],
    token: bool,
) -> dict:
    """A card record in the field order ``cards.json`` stores (see ``card_data/cards.schema.json``)."""
    return {
        "key": key,
        "name": name,
        "type": type,
        "supertypes": supertypes,
        "domains": domains,
        "champion_tag": champion_tag,
        "tags": tags,
        "energy": energy,
        "power": power,
        "might": might,
        "keywords": keywords,
        "copy_text_override": copy_text_override,
        "names": names,
        "aliases": aliases,
        "printings": printings,
        "token": token,
    }


# ------------------------------------------------------------------ names and champions


def champion_prefix(name: str) -> str | None:
    """The champion a name starts with (``Jinx - Loose Cannon``, ``Jinx, Rebel``), else ``None``."""
    base = strip_suffixes(name)
    for sep in (" - ", ", "):
        if sep in base:
            return clean_text(base.split(sep, 1)[0])
    return None


def legend_title(name: str, champion: str | None) -> str:
    """The title of a legend from any name style (``Jinx - Loose Cannon``, ``Yordle, Kennen - Heart...``)."""
    base = clean_text(strip_suffixes(name))
    if " - " in base:
        return base.rsplit(" - ", 1)[1].strip()
    if champion and name_key(base).startswith(name_key(champion) + ", "):
        return base.split(",", 1)[1].strip()
    return base


def unit_name(name: str) -> str:
    """A non-legend name in Riot's style: suffix removed, `` - `` written as ``, ``."""
    base = clean_text(strip_suffixes(name))
    if " // " in base:  # double-faced token names: "Recruit (271) // Buff"
        base = strip_suffixes(base.split(" // ", 1)[0])
    return base.replace(" - ", ", ")


def card_name(type: str, source_name: str, tag: str | None) -> tuple[str, str | None]:
    """(the card's name, the alias key of a legend's bare title) from a source's name.

    A legend is named ``Champion, Title`` and is also known by its title alone;
    every other card by :func:`unit_name`.
    """
    if type == "Legend":
        title = legend_title(source_name, tag)
        return (f"{tag}, {title}" if tag else title), name_key(title)
    return unit_name(source_name), None


class ChampionTags:
    """Which champion a printing belongs to: the champions are those Champion units name.

    ``known`` adds champion tags known from elsewhere (a current database's).
    """

    def __init__(self, facts: Iterable[Fact], known: Iterable[str] = ()):
        champions = set(known)
        for f in facts:
            if f.champion_unit and (c := champion_prefix(f.name)):
                champions.add(c)
        self._keys = {name_key(c) for c in champions}

    def of(self, f: Fact) -> str | None:
        """The champion tag of ``f``: a Champion unit's own champion, else its first champion tag."""
        if f.champion_unit:
            c = champion_prefix(f.name)
            if c:
                # the tag spelling (Rek'Sai) wins over the name's (Rek'sai)
                return next((t for t in f.tags if name_key(t) == name_key(c)), c)
        return next((t for t in f.tags if name_key(t) in self._keys), None)


# ------------------------------------------------------------------ the feeds' records


def _val(obj, *path):
    for p in path:
        if not isinstance(obj, dict):
            return None
        obj = obj.get(p)
    return obj


def gallery_fact(rec: dict) -> Fact | None:
    """A record of Riot's gallery feed as a Fact (``None`` when it has no readable id)."""
    code = rec.get("publicCode") or rec.get("id") or ""
    sp = split_id(code) or split_id(rec.get("id") or "")
    if sp is None:
        return None
    pid, s, number, size = sp
    if size is None:
        m = re.search(r"/(\d+)", code) or re.search(r"-(\d{3})$", rec.get("id") or "")
        size = m.group(1) if m else None
    types = [
        t.get("label") or str(t.get("id", "")).title() for t in _val(rec, "cardType", "type") or []
    ]
    supers = [
        t.get("label") or str(t.get("id", "")).title()
        for t in _val(rec, "cardType", "superType") or []
    ]
    name = clean_text(rec.get("name") or "")
    if rec.get("subtitle"):
        name = f"{name}, {clean_text(rec['subtitle'])}"
    ids = [d.get("id") or d.get("label") or "" for d in _val(rec, "domain", "values") or []]
    return Fact(
        id=pid,
        set=s,
        number=number,
        variant=variant(s, number, size),
        name=name,
        type=types[0] if types else "",
        supertypes=tuple(supers),
        domains=domains(ids),
        tags=tuple(_val(rec, "tags", "tags") or ()),
        energy=int_or_none(_val(rec, "energy", "value", "id")),
        might=int_or_none(_val(rec, "might", "value", "id")),
        power=int_or_none(_val(rec, "power", "value", "id")),
        text=_TAGS.sub(" ", _val(rec, "text", "richText", "body") or ""),
        source="gallery",
    )


def riftcodex_fact(rec: dict) -> Fact | None:
    """A riftcodex record (its API's ``/cards`` items and its raw dump alike) as a Fact."""
    sp = split_id(rec.get("riftbound_id") or "")
    if sp is None:
        return None
    pid, s, number, size = sp
    cl = rec.get("classification") or {}
    attrs = rec.get("attributes") or {}
    return Fact(
        id=pid,
        set=s,
        number=number,
        variant=variant(s, number, size),
        name=clean_text(rec.get("name") or ""),
        type=cl.get("type") or "",
        supertypes=(cl["supertype"],) if cl.get("supertype") else (),
        domains=domains(cl.get("domain")),
        tags=tuple(rec.get("tags") or ()),
        energy=int_or_none(attrs.get("energy")),
        might=int_or_none(attrs.get("might")),
        power=int_or_none(attrs.get("power")),
        text=(rec.get("text") or {}).get("plain") or "",
        source="riftcodex",
    )


# ------------------------------------------------------------------ grouping a feed


def facts_to_records(facts: list[Fact], known_champions: set[str]) -> list[dict]:
    """Group a feed's printings into card records, one per card name (the importer's layout)."""
    champions = ChampionTags(facts, known_champions)
    groups: dict[str, dict] = {}
    for f in facts:
        if not f.type:
            continue
        tag = champions.of(f)
        name, title_key = card_name(f.type, f.name, tag)
        key = name_key(name)
        g = groups.get(key)
        if g is None:
            g = groups[key] = _first_record(f, key, name, tag)
        if title_key and title_key != key and title_key not in g["aliases"]:
            g["aliases"].append(title_key)
        if not any(p[0] == f.id for p in g["printings"]):
            g["printings"].append(printing_entry(f))
        for k in deck_keywords([f.text]):
            if k not in g["keywords"]:
                g["keywords"].append(k)
        if copy_text_override([f.text]):
            g["copy_text_override"] = "any"
    for g in groups.values():
        g["printings"].sort(key=lambda p: build.printing_sort_key(p[0]))
    return list(groups.values())


def _first_record(f: Fact, key: str, name: str, tag: str | None) -> dict:
    """A card record from its first printing (later printings add printings, keywords, aliases)."""
    return card_record(
        key=key,
        name=name,
        type=f.type,
        supertypes=[s for s in f.supertypes if not (f.type == "Legend" and s == "Champion")],
        domains=list(f.domains),
        champion_tag=tag,
        tags=[t for t in f.tags if t != tag],
        energy=f.energy,
        power=f.power,
        might=f.might,
        keywords=[],
        copy_text_override=None,
        names={"en": name},
        aliases=[],
        printings=[],
        token="Token" in f.supertypes,
    )
