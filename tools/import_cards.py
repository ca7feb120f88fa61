"""Build ``card_data/`` from the raw public dumps: one record per game card.

A developers' tool, not part of the installed package: run it from a checkout as
``python tools/import_cards.py [--raw DIR] [--out DIR]``. It reads the riftcodex
dump (primary, English), Riot's English gallery (names and supertypes), the
official Chinese catalogues (Chinese names, champion link, Unique, and the only
Radiance data), every name form of those sources and of DotGG's API sample (see
:func:`source_names`), cleans every pitfall listed in the card data reference,
prints a discrepancy report of the sources' disagreements and writes
``cards.json`` and ``manifest.json`` (``card_data/cards.schema.json`` is the
hand-written schema both are checked against). The output is a pure function
of the input files, so re-running gives identical bytes.

How one source record becomes part of a card record (names, champion tags,
keywords, printing variants, the record layout) is
:mod:`riftcheck.cards.records`, shared with ``riftcheck cards update``; this
script adds what only the bulk dumps need: reading them, joining the languages,
cross-checking the sources and reporting where they disagree.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

if __name__ == "__main__":
    # run from a checkout where riftcheck is not installed: use the checkout's package
    sys.path.insert(1, str(Path(__file__).resolve().parents[1]))

import card_supplements as supplements
from riftcheck.cards import build
from riftcheck.cards.normalize import (
    clean_text,
    name_key,
    normalize_id,
    normalize_id_sized,
    parse_id,
    strip_suffixes,
)
from riftcheck.cards.records import (
    ChampionTags,
    Fact,
    card_name,
    card_record,
    collapse_promo_ids,
    copy_text_override,
    deck_keywords,
    domains,
    int_or_none,
    printing_entry,
    riftcodex_fact,
    variant,
)

#: The command that runs this script, named in its help and in the manifest it writes.
COMMAND = "python tools/import_cards.py"

RIFTCODEX = "riftcodex-zaious/riftcodex_cards_raw.json"
GALLERY = "official-gallery-zanderh/cards.json"
CN_OLD = "official-zh-dddhl/card-catalog.zh-CN.json"
CN_NEW = "official-zh-dddhl-2026-10-08/card-catalog.zh-CN.json"
RIOT_SETS = "api-sample-riot-content-keepr/sets.json"
#: DotGG's card API sample: read for its name forms only (its data is stale, see its SOURCE.md).
DOTGG = "api-sample-riftboundgg-icedac/cards.json"
#: Supplements (see card_supplements): the spoiler transcription, and the reference notes
#: beside card_data_raw/ (English champion tags of Radiance, French names).
SPOILERS = supplements.SPOILERS
GALLERY_NAMES = supplements.GALLERY_NAMES
REFERENCE = "../reference/" + supplements.REFERENCE
#: French card names the French rules texts give, each with the line that says it
RULES_NAMES = Path(__file__).resolve().parent / "french-rules-names.tsv"
#: Every file the manifest records, in its order.
SOURCES = (RIFTCODEX, GALLERY, CN_OLD, CN_NEW, RIOT_SETS, SPOILERS, GALLERY_NAMES, REFERENCE, DOTGG)

#: Where a source's date is, for the manifest (the dumps carry them in different places).
_SOURCE_DATES = {
    RIFTCODEX: "2026-08-16",
    RIOT_SETS: "2026-09-07",
    SPOILERS: "2026-09-25",
    GALLERY_NAMES: "2026-09-30",
    DOTGG: "2026-06-30",
    # the newest document the reference notes quote (the French rules summary)
    REFERENCE: "2026-11-04",
}

_CN_CATEGORY = {
    "unit": ("Unit", ()),
    "hero_unit": ("Unit", ("Champion",)),
    "spell": ("Spell", ()),
    "equipment": ("Gear", ()),
    "legendary": ("Legend", ()),
    "rune": ("Rune", ("Basic",)),
    "battlefield": ("Battlefield", ()),
    "exclusive_spell": ("Spell", ("Signature",)),
    "exclusive_equipment": ("Gear", ("Signature",)),
    "exclusive_unit": ("Unit", ("Signature",)),
}
#: The Chinese catalogues' token ("indicator") categories.
_CN_TOKEN_TYPES = {
    "indicator_unit": "Unit",
    "indicator_equipment": "Gear",
    "indicator_battlefield": "Battlefield",
}
_CN_TYPES = {"unit": "Unit", "equipment": "Gear", "battlefield": "Battlefield", "spell": "Spell"}
_ZH_QUALIFIER = re.compile(r"[（(][^）)]*[）)]$")
#: The Chinese catalogues' subtitle of the starter-deck legends: decklists drop it ("黑暗之女").
_ZH_STARTER = "入门"


@dataclass
class CardAcc:
    """A card being assembled from the printings of every source."""

    key: str
    name: str | None
    type: str
    rows: list[Fact] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    aliases: set[str] = field(default_factory=set)
    hero_zh: str | None = None
    cn_unique: bool = False
    cn_any: bool = False

    def note_group_limit(self, rec: dict) -> None:
        """Record what a Chinese record's copy limit says (1: Unique; more than 3: any number)."""
        if rec.get("cardGroupLimit") == 1:
            self.cn_unique = True
        elif rec.get("cardGroupLimit") and rec["cardGroupLimit"] > 3:
            self.cn_any = True


@dataclass
class Sources:
    """The card dumps as read: English printings (riftcodex, then the gallery's extra tokens),
    the gallery and the Chinese catalogues by printing id."""

    rows: list[Fact]
    n_riftcodex: int
    gallery: dict[str, dict]
    cn_new: dict[str, dict]
    cn: dict[str, dict]  # both catalogues, the newer one winning


def _load(raw: Path, rel: str):
    with open(raw / rel, encoding="utf-8") as fh:
        return json.load(fh)


def _by_printing(items: dict[str, dict]) -> list[tuple[str, dict]]:
    return sorted(items.items(), key=lambda kv: build.printing_sort_key(kv[0]))


# --------------------------------------------------------------- reading the dumps


def read_riftcodex(raw: Path, report: list[str]) -> list[Fact]:
    """Printings of the riftcodex dump, one per printing id (double harvests merged)."""
    data = _load(raw, RIFTCODEX)
    read: list[tuple[Fact, dict]] = []
    for rec in data:
        fact = riftcodex_fact(rec)
        if fact is None:
            report.append(f"riftcodex: unreadable id {rec['riftbound_id']!r} ({rec['name']})")
            continue
        read.append((fact, rec))
    collapse_promo_ids([f for f, _ in read])
    by_id: dict[str, list[tuple[Fact, dict]]] = defaultdict(list)
    for fact, rec in read:
        by_id[fact.id].append((fact, rec))
    rows = [_merge_harvests(sid, pairs, report) for sid, pairs in by_id.items()]
    dup = sum(1 for pairs in by_id.values() if len(pairs) > 1)
    report.append(
        f"riftcodex: {len(data)} rows, {len(rows)} printing ids, {dup} ids harvested more than once"
    )
    return sorted(rows, key=lambda r: build.printing_sort_key(r.id))


def _merge_harvests(sid: str, pairs: list[tuple[Fact, dict]], report: list[str]) -> Fact:
    """One printing from the records harvested for it: Riot's name style wins, tags are joined."""
    if len(pairs) > 1:
        stats = {
            json.dumps(
                [r["attributes"], r["classification"]["type"], r["classification"]["domain"]],
                sort_keys=True,
            )
            for _, r in pairs
        }
        if len(stats) > 1:
            report.append(f"riftcodex: {sid} harvested twice with different stats; first row kept")
    # Riot's own name style (no ' - ', no suffix) wins over riftcodex's when a row was harvested twice
    pairs = sorted(
        pairs, key=lambda p: (" - " in p[1]["name"], p[1]["name"].endswith(")"), p[1]["name"])
    )
    tags: list[str] = []
    for fact, _ in pairs:
        tags.extend(t for t in fact.tags if t not in tags)
    return dataclasses.replace(pairs[0][0], tags=tuple(tags))


def read_gallery(raw: Path) -> dict[str, dict]:
    """Riot gallery records by short id."""
    out = {}
    for rec in _load(raw, GALLERY)["cards"]:
        sid = normalize_id(rec["publicCode"]) or normalize_id(rec["id"])
        if sid:
            out[sid] = rec
    return out


def read_cn(raw: Path, rel: str, report: list[str]) -> dict[str, dict]:
    """Chinese catalogue records by short id (promo ``·P`` reprints are skipped: their ids collide)."""
    out = {}
    skipped = 0
    for rec in _load(raw, rel)["cards"]:
        no = rec["cardNo"]
        if "\u00b7P" in no:
            skipped += 1
            continue
        sid = normalize_id(no)
        if sid is None:
            report.append(f"{rel}: unreadable cardNo {no!r}")
            continue
        out[sid] = rec
    if skipped:
        report.append(
            f"{rel}: {skipped} promo reprints with colliding numbers (cardNo with '\u00b7P') skipped"
        )
    return out


def read_sources(raw: Path, report: list[str]) -> Sources:
    """Every card dump of ``raw``."""
    rc_rows = read_riftcodex(raw, report)
    gallery = read_gallery(raw)
    rows = sorted(
        rc_rows + gallery_tokens(gallery, rc_rows, report),
        key=lambda r: build.printing_sort_key(r.id),
    )
    cn_new = read_cn(raw, CN_NEW, report)
    cn = dict(read_cn(raw, CN_OLD, report))
    cn.update(cn_new)
    return Sources(rows=rows, n_riftcodex=len(rc_rows), gallery=gallery, cn_new=cn_new, cn=cn)


def _cn_categories(rec: dict) -> list[str]:
    return rec.get("cardCategoryList") or ([rec["cardCategory"]] if rec.get("cardCategory") else [])


def _cn_category(rec: dict) -> tuple[str, tuple[str, ...]] | None:
    """(card type, supertypes) of a Chinese catalogue record, ``None`` for a token."""
    for c in _cn_categories(rec):
        if c in _CN_CATEGORY:
            return _CN_CATEGORY[c]
    return None


def _zh_name(rec: dict) -> str:
    name = clean_text(rec.get("cardName") or "")
    sub = clean_text(rec.get("subTitle") or "")
    return f"{name}\u00b7{sub}" if sub else name


def _cn_fact(sid: str, rec: dict, type: str, supertypes: tuple[str, ...], size) -> Fact:
    """A Chinese catalogue printing (no English name, no rules text)."""
    s, num, suffix = parse_id(rec["cardNo"])
    return Fact(
        id=sid,
        set=s,
        number=num + suffix,
        variant=variant(s, num + suffix, size),
        name="",
        type=type,
        supertypes=supertypes,
        domains=domains(rec.get("cardColorList")),
        tags=(),
        energy=rec.get("energy"),
        might=rec.get("power"),
        power=rec.get("returnEnergy"),
        text="",
        source="zh-CN",
    )


# --------------------------------------------------------------- tokens


def gallery_tokens(gallery: dict[str, dict], rows: list[Fact], report: list[str]) -> list[Fact]:
    """Printings for the gallery's tokens that riftcodex lacks (UNL-T01...): tokens are never deck
    cards, but a deck that lists one must be told so (``not-a-deck-card``), not that the card is unknown."""
    have = {r.id for r in rows}
    out = []
    for sid, g in _by_printing(gallery):
        if sid in have or "Token" not in (g.get("superTypes") or ()):
            continue
        parsed = parse_id(sid)
        if parsed is None or not g.get("cardTypes"):
            continue
        s, num, suffix = parsed
        out.append(
            Fact(
                id=sid,
                set=s,
                number=num + suffix,
                variant=variant(s, num + suffix, None),
                name=g["name"],
                type=g["cardTypes"][0],
                supertypes=("Token",),
                domains=domains(g.get("domains")),
                tags=tuple(g.get("tags") or ()),
                energy=int_or_none(g.get("energy")),
                might=int_or_none(g.get("might")),
                power=int_or_none(g.get("power")),
                text="",
                source="gallery",
            )
        )
    if out:
        report.append(
            f"gallery: {len(out)} token printings riftcodex lacks added: {', '.join(r.id for r in out)}"
        )
    return out


def _cn_token_type(rec: dict, number: str) -> str | None:
    """The card type of a Chinese catalogue token (an ``indicator_*`` category or a T number), else ``None``."""
    cats = _cn_categories(rec)
    for c in cats:
        if c in _CN_TOKEN_TYPES:
            return _CN_TOKEN_TYPES[c]
    if number.startswith("T"):
        for c in cats:
            if c in _CN_TYPES:
                return _CN_TYPES[c]
    return None


def add_cn_tokens(cn: dict[str, dict], by_id: dict, cards: dict, report: list[str]) -> None:
    """Token printings only the Chinese catalogues list (SFD-T01, VEN-T02...), joined to the token of the
    same Chinese name (金币 is Gold, wherever it is printed), else made a token of their own, without an
    English name."""
    by_zh: dict[str, CardAcc] = {}
    for acc in cards.values():
        zh = acc.names.get("zh-CN")
        if zh and any("Token" in r.supertypes for r in acc.rows):
            by_zh.setdefault(_ZH_QUALIFIER.sub("", zh), acc)
    added = []
    for sid, rec in _by_printing(cn):
        if sid in by_id:
            continue
        kind = _cn_token_type(rec, parse_id(rec["cardNo"])[1])
        if kind is None:
            continue
        zh = _zh_name(rec)
        acc = by_zh.get(_ZH_QUALIFIER.sub("", zh))
        if acc is None or acc.type != kind:
            acc = CardAcc(key=sid, name=None, type=kind)
            acc.names["zh-CN"] = zh
            cards[acc.key] = by_zh[_ZH_QUALIFIER.sub("", zh)] = acc
        acc.rows.append(_cn_fact(sid, rec, kind, ("Token",), None))
        by_id[sid] = acc
        added.append(sid)
    if added:
        report.append(
            f"zh-CN catalogues: {len(added)} token printings no English source has added: {', '.join(added)}"
        )


# --------------------------------------------------------------- the English cards


def report_champion_legends(rows: list[Fact], report: list[str]) -> None:
    """Say that the legends riftcodex marks Champion lose that supertype (legends are no units)."""
    champ_legends = sorted(r.id for r in rows if r.type == "Legend" and "Champion" in r.supertypes)
    if champ_legends:
        report.append(
            f"riftcodex: {len(champ_legends)} legend printings carry supertype Champion "
            f"({', '.join(champ_legends[:8])}{' ...' if len(champ_legends) > 8 else ''}); "
            "legends are never Champion units, so it is dropped"
        )


def english_name(
    row: Fact, g: dict | None, tag: str | None, report: list[str]
) -> tuple[str, str | None]:
    """(name, the legend title's alias key) of an English printing: Riot's spelling where the
    gallery writes the same name, riftcodex's (reported) where it writes another."""
    token = "Token" in row.supertypes
    name, title_key = card_name(row.type, row.name, tag)
    if g and (row.type == "Legend" or not token):
        riot, _ = card_name(row.type, g["name"], tag)
        if name_key(riot) == name_key(name):
            name = riot  # Riot's spelling ("Grandmaster at Arms")
        else:
            report.append(
                f"name discrepancy {row.id}: riftcodex {row.name!r} vs gallery {g['name']!r}; "
                "riftcodex kept"
            )
    if token:
        name = re.sub(r"\s*\(\d+\)$", "", name)  # riftcodex numbers its tokens: "Recruit (271)"
    return name, title_key


def group_english(src: Sources, champions: ChampionTags, report: list[str]) -> dict[str, CardAcc]:
    """The English printings grouped into cards by name key."""
    cards: dict[str, CardAcc] = {}
    for row in src.rows:
        g = src.gallery.get(row.id)
        name, title_key = english_name(row, g, champions.of(row), report)
        key = name_key(name)
        acc = cards.get(key)
        if acc is None:
            acc = cards[key] = CardAcc(key=key, name=name, type=row.type)
        elif acc.type != row.type:
            report.append(
                f"name clash: {row.id} {name!r} is a {row.type} but {acc.rows[0].id} is a {acc.type}"
            )
        if g and acc.name != name and not any(src.gallery.get(r.id) for r in acc.rows):
            acc.name = name  # Riot's spelling wins over riftcodex's casing
            acc.key = key
        acc.rows.append(row)
        if title_key is not None:
            acc.aliases.add(title_key)
    return cards


def cross_check_gallery(src: Sources, report: list[str]) -> None:
    """Report every stat, domain and type where riftcodex and Riot's gallery disagree."""
    mism = Counter()
    shared = [r for r in src.rows if r.id in src.gallery and r.source == "riftcodex"]
    for row in shared:
        g = src.gallery[row.id]
        theirs = {
            "energy": int_or_none(g["energy"]),
            "might": int_or_none(g["might"]),
            "power": int_or_none(g["power"]),
        }
        for fld, value in theirs.items():
            if getattr(row, fld) != value:
                mism[fld] += 1
                report.append(
                    f"discrepancy {row.id} {fld}: riftcodex {getattr(row, fld)} vs gallery {value}"
                )
        if set(row.domains) != set(domains(g["domains"])):
            mism["domains"] += 1
            report.append(
                f"discrepancy {row.id} domains: riftcodex {row.domains} vs gallery {g['domains']}"
            )
        if [row.type] != g["cardTypes"]:
            mism["type"] += 1
            report.append(
                f"discrepancy {row.id} type: riftcodex {row.type} vs gallery {g['cardTypes']}"
            )
    report.append(
        f"riftcodex vs gallery: {len(shared)} shared printings, mismatches {dict(mism) or 0}"
    )


# --------------------------------------------------------------- the Chinese catalogues


@dataclass
class ChineseLinks:
    """What the Chinese records of English printings tell: the card each Chinese name is, and
    which English champion each Chinese hero is (the votes of the cards linking both)."""

    by_id: dict[str, CardAcc]
    zh_to_card: dict[tuple[str, str, str], CardAcc] = field(default_factory=dict)
    hero_votes: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))


def link_chinese(
    src: Sources, cards: dict[str, CardAcc], champions: ChampionTags, report: list[str]
) -> ChineseLinks:
    """Give the English cards their Chinese names, heroes and copy limits, and cross-check the stats."""
    links = ChineseLinks(by_id={r.id: acc for acc in cards.values() for r in acc.rows})
    rows_by_id = {r.id: r for r in src.rows}
    mism = Counter()
    for sid, rec in _by_printing(src.cn):
        acc = links.by_id.get(sid)
        if acc is None:
            continue
        cat = _cn_category(rec)
        zh = _zh_name(rec)
        links.zh_to_card.setdefault(
            (rec["cardName"], rec.get("subTitle") or "", cat[0] if cat else ""), acc
        )
        if "zh-CN" not in acc.names and zh:
            acc.names["zh-CN"] = zh
        if rec.get("hero") and acc.rows:
            ctag = champions.of(acc.rows[0])
            if ctag:
                links.hero_votes[rec["hero"]][ctag] += 1
            acc.hero_zh = acc.hero_zh or rec["hero"]
        acc.note_group_limit(rec)
        _cross_check_cn(rows_by_id[sid], rec, cat, mism, report)
    report.append(f"riftcodex vs zh-CN catalogue: mismatches {dict(mism) or 0}")
    return links


def _cross_check_cn(row: Fact, rec: dict, cat, mism: Counter, report: list[str]) -> None:
    theirs = {
        "energy": rec.get("energy"),
        "power": rec.get("returnEnergy"),
        "might": rec.get("power"),
        "domains": domains(rec.get("cardColorList")),
    }
    for fld, value in theirs.items():
        mine = getattr(row, fld)
        if (set(mine) != set(value)) if fld == "domains" else (mine != value):
            mism[fld] += 1
            report.append(
                f"discrepancy {row.id} {fld}: riftcodex {mine} vs zh-CN catalogue {value}"
            )
    if cat and cat[0] != row.type:
        mism["type"] += 1
        report.append(
            f"discrepancy {row.id} type: riftcodex {row.type} vs zh-CN catalogue {cat[0]}"
        )


def hero_champions(
    votes: dict[str, Counter], heroes: dict[str, str] | None, report: list[str]
) -> dict[str, str]:
    """Chinese hero -> English champion: the cards' majority, else the reference notes' table."""
    hero_map = {}
    for hero, counts in votes.items():
        (best, _), *rest = counts.most_common()
        hero_map[hero] = best
        if rest:
            report.append(f"zh-CN hero {hero}: champion tags disagree {dict(counts)}; using {best}")
    for hero, english in sorted((heroes or {}).items()):
        if hero_map.setdefault(hero, english) != english:
            report.append(
                f"zh-CN hero {hero}: the cards say {hero_map[hero]}, the reference {english}; cards kept"
            )
    if heroes:
        report.append(
            f"reference: English champion tags for {len(heroes)} zh-CN heroes known on no English card: "
            + ", ".join(heroes[h] for h in heroes)
        )
    return hero_map


def add_cn_printings(
    src: Sources, links: ChineseLinks, cards: dict[str, CardAcc], report: list[str]
) -> None:
    """Add the printings only the newer Chinese catalogue has, and the Radiance cards it alone lists."""
    rad: dict[tuple[str, str, str], CardAcc] = {}
    extra = Counter()
    unmatched = []
    for sid, rec in _by_printing(src.cn_new):
        if sid in links.by_id:
            continue
        cat = _cn_category(rec)
        s, num, _ = parse_id(rec["cardNo"])
        if cat is None or num.startswith("T"):
            # indicator_* and T-numbered cards are tokens (VEN's are typed unit/equipment): never deck cards
            extra["token (skipped)"] += 1
            continue
        zkey = (rec["cardName"], rec.get("subTitle") or "", cat[0])
        acc = links.zh_to_card.get(zkey) or rad.get(zkey)
        if acc is None and s == "RAD":
            acc = rad[zkey] = _rad_card(sid, rec, cat)
        if acc is None:
            unmatched.append(sid)
            continue
        m = re.search(r"/(\d{3})", rec["cardNo"])
        acc.rows.append(_cn_fact(sid, rec, cat[0], cat[1][:1], int(m.group(1)) if m else None))
        links.by_id[sid] = acc
        acc.note_group_limit(rec)
        extra[s] += 1
    report.append(
        f"zh-CN catalogue: printings added {dict(sorted(extra.items()))}; "
        f"Radiance cards created {len(rad)}"
    )
    if unmatched:
        report.append(
            f"zh-CN catalogue: {len(unmatched)} printings match no card and were skipped: "
            + ", ".join(unmatched[:20])
            + (" ..." if len(unmatched) > 20 else "")
        )
    for acc in rad.values():
        cards[acc.key] = acc


def _rad_card(sid: str, rec: dict, cat) -> CardAcc:
    acc = CardAcc(key=sid.rstrip("ab*"), name=None, type=cat[0])
    acc.names["zh-CN"] = _zh_name(rec)
    if rec.get("hero"):
        acc.hero_zh = rec["hero"]
    return acc


# --------------------------------------------------------------- build


def build_cards(
    raw: Path, report: list[str], heroes: dict[str, str] | None = None
) -> tuple[list[dict], dict]:
    """Assemble every card; returns (card records, source statistics).

    ``heroes`` maps Chinese champion names to English ones for champions no
    card in both languages links (the Radiance ones, from the reference notes).
    """
    src = read_sources(raw, report)
    champions = ChampionTags(src.rows)
    report_champion_legends(src.rows, report)
    cards = group_english(src, champions, report)
    cross_check_gallery(src, report)
    links = link_chinese(src, cards, champions, report)
    hero_map = hero_champions(links.hero_votes, heroes, report)
    add_cn_printings(src, links, cards, report)
    add_cn_tokens(src.cn, links.by_id, cards, report)
    records = [_record(acc, champions, hero_map, report) for acc in cards.values()]
    records.sort(key=lambda r: build.printing_sort_key(r["printings"][0][0]))
    stats = {
        "riftcodex_rows": src.n_riftcodex,
        "gallery_printings": len(src.gallery),
        "zh_cn_printings": len(src.cn_new),
    }
    return records, stats


def _base_row(acc: CardAcc) -> Fact:
    """The printing whose facts the card takes: riftcodex's main-set base printing first."""
    rows = acc.rows
    base = next(
        (r for r in rows if r.source == "riftcodex" and r.set in build.MAIN_SETS and not r.suffix),
        None,
    )
    return base or next((r for r in rows if r.source == "riftcodex"), None) or rows[0]


def _supertypes(acc: CardAcc) -> list[str]:
    """Every printing's supertypes, in order (a legend is never a Champion unit)."""
    out: list[str] = []
    for r in acc.rows:
        for st in r.supertypes:
            if st not in out and not (acc.type == "Legend" and st == "Champion"):
                out.append(st)
    return out


def _champion_tag(
    acc: CardAcc, base: Fact, supertypes: list[str], champions: ChampionTags, hero_map, report
) -> str | None:
    """The English champion tag: riftcodex's, else the Chinese hero's English name (reported when
    none is known: the tag is then the Chinese name)."""
    tag = champions.of(base) if base.source == "riftcodex" else None
    if tag is None and acc.hero_zh and acc.name is None and (acc.type == "Legend" or supertypes):
        tag = hero_map.get(acc.hero_zh)
        if tag is None:
            report.append(
                f"{acc.key}: no English champion tag for zh-CN hero {acc.hero_zh}; tag left as the Chinese name"
            )
            tag = acc.hero_zh
    return tag


def _zh_aliases(acc: CardAcc, names: dict[str, str], supertypes: list[str]) -> None:
    """The Chinese forms decklists use: the champion alone, a legend's title with its champion."""
    if acc.hero_zh and (acc.type == "Legend" or "Champion" in supertypes):
        # the champion alone ("金克丝") names several cards: it resolves as ambiguous, not unknown
        acc.aliases.add(name_key(acc.hero_zh))
    if acc.type == "Legend" and acc.hero_zh and names.get("zh-CN"):
        # Chinese legends are titled without the champion; decklists may add it
        for sep in ("\u00b7", " ", ""):
            acc.aliases.add(name_key(f"{acc.hero_zh}{sep}{names['zh-CN']}"))


def _record(acc: CardAcc, champions: ChampionTags, hero_map: dict[str, str], report) -> dict:
    """The card record of an assembled card."""
    acc.rows.sort(key=lambda r: build.printing_sort_key(r.id))
    base = _base_row(acc)
    supertypes = _supertypes(acc)
    tag = _champion_tag(acc, base, supertypes, champions, hero_map, report)
    texts = [r.text for r in acc.rows]
    keywords = deck_keywords(texts)
    if acc.cn_unique and "Unique" not in keywords:
        report.append(
            f"{acc.key}: zh-CN catalogue says Unique (cardGroupLimit 1), English text does not; Unique kept"
        )
        keywords.append("Unique")
    names = {"en": acc.name} if acc.name else {}
    names.update(acc.names)
    _zh_aliases(acc, names, supertypes)
    printings: dict[str, list] = {}
    for r in acc.rows:
        printings.setdefault(r.id, printing_entry(r))
    return card_record(
        key=acc.key,
        name=acc.name,
        type=acc.type,
        supertypes=supertypes,
        domains=list(base.domains),
        champion_tag=tag,
        tags=[t for t in base.tags if t != tag],
        energy=base.energy,
        power=base.power,
        might=base.might,
        keywords=keywords,
        copy_text_override="any" if acc.cn_any else copy_text_override(texts),
        names=dict(sorted(names.items())),
        aliases=sorted(
            a for a in acc.aliases if a and a != acc.key and a != name_key(acc.name or "")
        ),
        printings=list(printings.values()),
        token="Token" in supertypes,
    )


# --------------------------------------------------------------- every source's names


def source_names(raw: Path) -> list[tuple[str, str]]:
    """Every ``(printing id, name)`` the sources write, in every form they use.

    riftcodex (``Yordle, Kennen - Heart of the Tempest``), Riot's gallery
    (``Yi, Meditative``, ``Recruit (DE)``), DotGG (``Mech // Buff``), the Chinese catalogues (name and
    subtitle; a starter legend's title without its 入门 "Starter" subtitle, and
    with its champion in front).
    """
    out: list[tuple[str, str]] = []
    out.extend((rec["riftbound_id"], rec["name"]) for rec in _load(raw, RIFTCODEX))
    out.extend((rec["publicCode"], rec["name"]) for rec in _load(raw, GALLERY)["cards"])
    out.extend((rec["id"], rec["name"]) for rec in _load(raw, DOTGG))
    for rel in (CN_OLD, CN_NEW):
        for rec in _load(raw, rel)["cards"]:
            if (
                "\u00b7P" not in rec["cardNo"]
            ):  # promo reprints: their numbers collide (see read_cn)
                out.extend(_zh_source_names(rec))
    return out


def _zh_source_names(rec: dict) -> list[tuple[str, str]]:
    out = [(rec["cardNo"], _zh_name(rec))]
    if clean_text(rec.get("subTitle") or "") == _ZH_STARTER:
        title = clean_text(rec["cardName"])
        out.append((rec["cardNo"], title))
        if rec.get("hero"):
            out.append((rec["cardNo"], f"{clean_text(rec['hero'])}\u00b7{title}"))
    return out


class _NameOwners:
    """Which record each printing id and each name key already belongs to."""

    def __init__(self, records: list[dict]):
        from riftcheck.cards.db import record_keys

        self.owner: dict[str, int] = {}
        self.keys: list[set[str]] = []
        self.taken: dict[str, set[int]] = defaultdict(set)
        for i, rec in enumerate(records):
            for p in rec["printings"]:
                self.owner[p[0]] = i
            primary, secondary = record_keys(rec)
            self.keys.append(set(primary) | set(secondary))
            for k in primary + secondary:
                self.taken[k].add(i)
        self.by_short: dict[str, set[int]] = defaultdict(set)
        for pid, i in self.owner.items():
            self.by_short[pid.split("/", 1)[0]].add(i)

    def record_of(self, pid: str) -> int | None:
        """The record holding printing ``pid`` (any id form)."""
        # promo ids keep their set size where the short id is shared (OPP-001/219, OPP-001/024)
        sized, short = normalize_id_sized(pid), normalize_id(pid)
        i = self.owner.get(sized or "", self.owner.get(short or ""))
        if i is None and short and len(self.by_short.get(short, ())) == 1:
            (i,) = self.by_short[short]
        return i


def add_source_names(records: list[dict], names: list[tuple[str, str]], report: list[str]) -> None:
    """Make every source name of a printing resolve to that printing's card, and to no other.

    A name that does not already find the card becomes an alias of it, unless
    the name is another card's, or several cards' sources use it (both are
    reported, and the name stays ambiguous rather than choosing one).
    """
    owners = _NameOwners(records)
    claims: dict[str, set[int]] = defaultdict(set)
    for pid, name in names:
        i = owners.record_of(pid)
        if i is None or not name:
            continue
        k = name_key(strip_suffixes(clean_text(name)))
        if k and k not in owners.keys[i]:
            claims[k].add(i)
    added = clashes = 0
    for k, who in sorted(claims.items()):
        others = owners.taken.get(k, set()) - who
        if len(who) > 1 or others:
            clashes += 1
            named = ", ".join(sorted(records[j]["name"] or records[j]["key"] for j in who | others))
            report.append(
                f"source name {k!r} is used for several cards ({named}): not added, it stays ambiguous"
            )
            continue
        (i,) = who
        records[i]["aliases"] = sorted({*records[i].get("aliases", ()), k})
        added += 1
    report.append(f"source names: {added} name forms added as aliases, {clashes} left ambiguous")


# --------------------------------------------------------------- the manifest and the run


def _source_date(raw: Path, rel: str) -> str | None:
    if rel in _SOURCE_DATES:
        return _SOURCE_DATES[rel]
    data = _load(raw, rel)
    return data.get("fetchedAt") or data.get("updatedAt")


def _count(raw: Path, rel: str) -> int:
    if rel == REFERENCE:
        heroes, french = supplements.read_reference(raw / rel)
        return len(heroes) + len(french)
    data = _load(raw, rel)
    if isinstance(data, list):
        return len(data)
    for k in ("cards", "data"):
        if k in data:
            return len(data[k])
    return 0


def source_entries(raw: Path) -> list[dict]:
    """The manifest's line of every source file: its sha256, date and record count."""
    return [
        {
            "file": rel,
            "sha256": hashlib.sha256((raw / rel).read_bytes()).hexdigest(),
            "date": _source_date(raw, rel),
            "records": _count(raw, rel),
        }
        for rel in SOURCES
    ]


def run(raw: Path, out: Path, quiet: bool = False) -> list[str]:
    """Import ``raw`` into ``out``; returns the discrepancy report lines.

    Raises ``ValueError`` when the result does not pass ``card_data/cards.schema.json``
    (nothing is written then).
    """
    report: list[str] = []
    heroes, french = supplements.read_reference(raw / REFERENCE)
    french += supplements.read_rules_names(RULES_NAMES)
    records, _ = build_cards(raw, report, heroes)
    supplements.apply(records, raw / SPOILERS, french, report, raw / GALLERY_NAMES)
    add_source_names(records, source_names(raw), report)
    sources = source_entries(raw)
    # the database is as new as its newest card dump; the reference notes only add names and tags
    date = max(s["date"] for s in sources if s["date"] and s["file"] != REFERENCE)
    db = build.make_database(records, version=date.replace("-", "."), date=date)
    errors = build.validate_database(db)
    if errors:
        raise ValueError(
            f"the built database fails card_data/cards.schema.json ({len(errors)} errors: "
            + "; ".join(errors[:5])
            + ")"
        )
    text = build.dump_database(db)
    manifest = build.make_manifest(db, text, sources, built_by=COMMAND)
    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.json").write_text(text, encoding="utf-8")
    (out / "manifest.json").write_text(
        json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    if not quiet:
        for line in report:
            print(line)
        print(f"wrote {out / 'cards.json'}: {manifest['output']['counts']}")
    return report


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point of the importer."""
    here = Path(__file__).resolve().parents[1]
    ap = argparse.ArgumentParser(prog=COMMAND, description=__doc__.splitlines()[0])
    ap.add_argument(
        "--raw",
        type=Path,
        default=here.parent / "shared" / "card_data_raw",
        help="directory of the raw dumps (default ../shared/card_data_raw)",
    )
    ap.add_argument(
        "--out", type=Path, default=here / "card_data", help="output directory (default card_data)"
    )
    ap.add_argument(
        "-q", "--quiet", action="store_true", help="do not print the discrepancy report"
    )
    args = ap.parse_args(argv)
    try:
        run(args.raw, args.out, quiet=args.quiet)
    except (OSError, KeyError, ValueError) as exc:
        print(f"importer: error: {exc}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
