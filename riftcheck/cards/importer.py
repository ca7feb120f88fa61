"""Build ``card_data/`` from the raw public dumps: one record per game card.

Run as ``python -m riftcheck.cards.importer [--raw DIR] [--out DIR]``. It reads
the riftcodex dump (primary, English), Riot's English gallery (names and
supertypes), the official Chinese catalogues (Chinese names, champion link,
Unique, and the only Radiance data), every name form of those sources and of
DotGG's API sample (see :func:`source_names`), cleans every pitfall listed in the card
data reference, prints a discrepancy report of the sources' disagreements and
writes ``cards.json``, ``cards.schema.json`` and ``manifest.json``. The output
is a pure function of the input files, so re-running gives identical bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.cards import build, supplements
from riftcheck.cards.normalize import (
    clean_text,
    domain_name,
    name_key,
    normalize_id,
    normalize_id_sized,
    parse_id,
    strip_suffixes,
)

RIFTCODEX = "riftcodex-zaious/riftcodex_cards_raw.json"
GALLERY = "official-gallery-zanderh/cards.json"
CN_OLD = "official-zh-dddhl/card-catalog.zh-CN.json"
CN_NEW = "official-zh-dddhl-2026-10-08/card-catalog.zh-CN.json"
RIOT_SETS = "api-sample-riot-content-keepr/sets.json"
#: DotGG's card API sample: read for its name forms only (its data is stale, see its SOURCE.md).
DOTGG = "api-sample-riftboundgg-icedac/cards.json"
#: Supplements (see riftcheck.cards.supplements): the spoiler transcription, and the reference notes
#: beside card_data_raw/ (English champion tags of Radiance, French names).
SPOILERS = supplements.SPOILERS
REFERENCE = "../reference/" + supplements.REFERENCE

#: Where a source's date is, for the manifest (the dumps carry them in different places).
_SOURCE_DATES = {
    RIFTCODEX: "2026-08-16",
    RIOT_SETS: "2026-09-07",
    SPOILERS: "2026-09-25",
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
_KEYWORD = re.compile(r"\[([A-Z][A-Za-z]+)\]")
#: Keywords that matter for deck building (CR 825 Unique).
DECK_KEYWORDS = ("Unique",)
_ANY_NUMBER = re.compile(r"any number of cards named", re.IGNORECASE)


@dataclass
class Row:
    """One printing as read from a source, before grouping into cards."""

    id: str
    set: str
    number: str
    suffix: str
    size: int | None
    name: str
    type: str
    supertype: str | None
    domains: tuple[str, ...]
    tags: tuple[str, ...]
    energy: int | None
    might: int | None
    power: int | None
    text: str
    source: str
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class CardAcc:
    """A card being assembled from rows."""

    key: str
    name: str | None
    type: str
    rows: list[Row] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    aliases: set[str] = field(default_factory=set)
    hero_zh: str | None = None
    cn_unique: bool = False
    cn_any: bool = False


def _load(raw: Path, rel: str):
    with open(raw / rel, encoding="utf-8") as fh:
        return json.load(fh)


def _int(v) -> int | None:
    if v is None or v == "":
        return None
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def _domains(values) -> tuple[str, ...]:
    out: list[str] = []
    for v in values or ():
        d = domain_name(str(v))
        if d and d not in out:
            out.append(d)
    return tuple(out)


def _variant(set_code: str, number: str, suffix: str, size: int | None) -> str:
    if set_code in build.PROMO_SETS or number.startswith("SP"):
        return "promo"
    if suffix == "*":
        return "signed"
    if suffix in ("a", "b"):
        return suffix
    if size and number.isdigit() and int(number) > size:
        return "overnumbered"
    return "base"


# --------------------------------------------------------------- riftcodex


def read_riftcodex(raw: Path, report: list[str]) -> list[Row]:
    """Rows of the riftcodex dump, one per printing id (double harvests merged)."""
    data = _load(raw, RIFTCODEX)
    by_id: dict[str, list[dict]] = defaultdict(list)
    for rec in data:
        sid = normalize_id(rec["riftbound_id"])
        if sid is None:
            report.append(f"riftcodex: unreadable id {rec['riftbound_id']!r} ({rec['name']})")
            continue
        m = re.search(r"-(\d{3})$", rec["riftbound_id"])
        if sid.split("-", 1)[0] in build.PROMO_SETS and m:
            # promo sets reuse numbers of several sets (opp-001-298, opp-001-219): keep the size
            sid = f"{sid}/{m.group(1)}"
        by_id[sid].append(rec)
    promo_shorts = Counter(k.split("/", 1)[0] for k in by_id if "/" in k)
    by_id = {
        (k.split("/", 1)[0] if "/" in k and promo_shorts[k.split("/", 1)[0]] == 1 else k): v
        for k, v in by_id.items()
    }
    rows = []
    dup = 0
    for sid, recs in by_id.items():
        if len(recs) > 1:
            dup += 1
            fields = {
                json.dumps(
                    [r["attributes"], r["classification"]["type"], r["classification"]["domain"]],
                    sort_keys=True,
                )
                for r in recs
            }
            if len(fields) > 1:
                report.append(
                    f"riftcodex: {sid} harvested twice with different stats; first row kept"
                )
        # Riot's own name style (no ' - ', no suffix) wins over riftcodex's when a row was harvested twice
        recs = sorted(recs, key=lambda r: (" - " in r["name"], r["name"].endswith(")"), r["name"]))
        rec = recs[0]
        s, num, suffix = parse_id(rec["riftbound_id"])
        m = re.search(r"-(\d{3})$", rec["riftbound_id"])
        cl = rec["classification"]
        tags: list[str] = []
        for r in recs:
            for t in r.get("tags") or ():
                if t not in tags:
                    tags.append(t)
        rows.append(
            Row(
                id=sid,
                set=s,
                number=num,
                suffix=suffix,
                size=int(m.group(1)) if m else None,
                name=rec["name"],
                type=cl["type"],
                supertype=cl.get("supertype"),
                domains=_domains(cl.get("domain")),
                tags=tuple(tags),
                energy=_int(rec["attributes"].get("energy")),
                might=_int(rec["attributes"].get("might")),
                power=_int(rec["attributes"].get("power")),
                text=(rec.get("text") or {}).get("plain") or "",
                source="riftcodex",
            )
        )
    report.append(
        f"riftcodex: {len(data)} rows, {len(rows)} printing ids, {dup} ids harvested more than once"
    )
    return sorted(rows, key=lambda r: build.printing_sort_key(r.id))


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


# --------------------------------------------------------------- tokens

#: The Chinese catalogues' token ("indicator") categories.
_CN_TOKEN_TYPES = {
    "indicator_unit": "Unit",
    "indicator_equipment": "Gear",
    "indicator_battlefield": "Battlefield",
}
_CN_TYPES = {"unit": "Unit", "equipment": "Gear", "battlefield": "Battlefield", "spell": "Spell"}
_ZH_QUALIFIER = re.compile(r"[（(][^）)]*[）)]$")


def gallery_tokens(gallery: dict[str, dict], rows: list[Row], report: list[str]) -> list[Row]:
    """Rows for the gallery's token printings that riftcodex lacks (UNL-T01...): tokens are never deck
    cards, but a deck that lists one must be told so (``not-a-deck-card``), not that the card is unknown."""
    have = {r.id for r in rows}
    out = []
    for sid, g in sorted(gallery.items(), key=lambda kv: build.printing_sort_key(kv[0])):
        if sid in have or "Token" not in (g.get("superTypes") or ()):
            continue
        parsed = parse_id(sid)
        if parsed is None or not g.get("cardTypes"):
            continue
        s, num, suffix = parsed
        out.append(
            Row(
                id=sid,
                set=s,
                number=num,
                suffix=suffix,
                size=None,
                name=g["name"],
                type=g["cardTypes"][0],
                supertype="Token",
                domains=_domains(g.get("domains")),
                tags=tuple(g.get("tags") or ()),
                energy=_int(g.get("energy")),
                might=_int(g.get("might")),
                power=_int(g.get("power")),
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
    cats = rec.get("cardCategoryList") or ([rec["cardCategory"]] if rec.get("cardCategory") else [])
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
        if zh and any(r.supertype == "Token" for r in acc.rows):
            by_zh.setdefault(_ZH_QUALIFIER.sub("", zh), acc)
    added = []
    for sid, rec in sorted(cn.items(), key=lambda kv: build.printing_sort_key(kv[0])):
        if sid in by_id:
            continue
        s, num, suffix = parse_id(rec["cardNo"])
        kind = _cn_token_type(rec, num)
        if kind is None:
            continue
        zh = _zh_name(rec)
        acc = by_zh.get(_ZH_QUALIFIER.sub("", zh))
        if acc is None or acc.type != kind:
            acc = CardAcc(key=sid, name=None, type=kind)
            acc.names["zh-CN"] = zh
            cards[acc.key] = by_zh[_ZH_QUALIFIER.sub("", zh)] = acc
        acc.rows.append(
            Row(
                id=sid,
                set=s,
                number=num,
                suffix=suffix,
                size=None,
                name="",
                type=kind,
                supertype="Token",
                domains=_domains(rec.get("cardColorList")),
                tags=(),
                energy=rec.get("energy"),
                might=rec.get("power"),
                power=rec.get("returnEnergy"),
                text="",
                source="zh-CN",
            )
        )
        by_id[sid] = acc
        added.append(sid)
    if added:
        report.append(
            f"zh-CN catalogues: {len(added)} token printings no English source has added: {', '.join(added)}"
        )


# --------------------------------------------------------------- naming


def _champion_of_unit(name: str) -> str | None:
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


# --------------------------------------------------------------- build


def build_cards(  # noqa: C901
    raw: Path, report: list[str], heroes: dict[str, str] | None = None
) -> tuple[list[dict], dict]:
    """Assemble every card; returns (card records, source statistics).

    ``heroes`` maps Chinese champion names to English ones for champions no
    card in both languages links (the Radiance ones, from the reference notes).
    """
    rc_rows = read_riftcodex(raw, report)
    n_riftcodex = len(rc_rows)
    gallery = read_gallery(raw)
    rc_rows = sorted(
        rc_rows + gallery_tokens(gallery, rc_rows, report),
        key=lambda r: build.printing_sort_key(r.id),
    )
    cn_new = read_cn(raw, CN_NEW, report)
    cn_old = read_cn(raw, CN_OLD, report)
    cn = dict(cn_old)
    cn.update(cn_new)

    champions = {
        c
        for r in rc_rows
        if r.type == "Unit" and r.supertype == "Champion" and (c := _champion_of_unit(r.name))
    }

    def champion_tag(row: Row) -> str | None:
        if row.type == "Unit" and row.supertype == "Champion":
            c = _champion_of_unit(row.name)
            if c:
                # the tag spelling (Rek'Sai) wins over the name's (Rek'sai)
                for t in row.tags:
                    if name_key(t) == name_key(c):
                        return t
                return c
        for t in row.tags:
            if t in champions:
                return t
        return None

    champ_legends = sorted(
        r.id for r in rc_rows if r.type == "Legend" and r.supertype == "Champion"
    )
    if champ_legends:
        report.append(
            f"riftcodex: {len(champ_legends)} legend printings carry supertype Champion "
            f"({', '.join(champ_legends[:8])}{' ...' if len(champ_legends) > 8 else ''}); "
            "legends are never Champion units, so it is dropped"
        )
    cards: dict[str, CardAcc] = {}
    for row in rc_rows:
        tag = champion_tag(row)
        g = gallery.get(row.id)
        if row.type == "Legend":
            title = legend_title(row.name, tag)
            if g and name_key(legend_title(g["name"], tag)) == name_key(title):
                title = legend_title(g["name"], tag)  # Riot's spelling ("Grandmaster at Arms")
            elif g:
                report.append(
                    f"name discrepancy {row.id}: riftcodex {row.name!r} vs gallery {g['name']!r}; riftcodex kept"
                )
            name = f"{tag}, {title}" if tag else title
            aliases = {name_key(title)}
        else:
            name = unit_name(row.name)
            if g and row.supertype != "Token":
                if name_key(unit_name(g["name"])) == name_key(name):
                    name = unit_name(g["name"])
                else:
                    report.append(
                        f"name discrepancy {row.id}: riftcodex {row.name!r} vs gallery {g['name']!r}; "
                        "riftcodex kept"
                    )
            aliases = set()
        if row.supertype == "Token":
            name = re.sub(r"\s*\(\d+\)$", "", name)
        key = name_key(name)
        acc = cards.get(key)
        if acc is None:
            acc = cards[key] = CardAcc(key=key, name=name, type=row.type)
        elif acc.type != row.type:
            report.append(
                f"name clash: {row.id} {name!r} is a {row.type} but {acc.rows[0].id} is a {acc.type}"
            )
        if g and acc.name != name and not any(gallery.get(r.id) for r in acc.rows):
            acc.name = name  # Riot's spelling wins over riftcodex's casing
            acc.key = key
        acc.rows.append(row)
        acc.aliases |= aliases

    # ---- cross-check against the Riot gallery
    mism = Counter()
    for row in rc_rows:
        g = gallery.get(row.id)
        if not g or row.source != "riftcodex":
            continue
        for fld, theirs in (
            ("energy", _int(g["energy"])),
            ("might", _int(g["might"])),
            ("power", _int(g["power"])),
        ):
            if getattr(row, fld) != theirs:
                mism[fld] += 1
                report.append(
                    f"discrepancy {row.id} {fld}: riftcodex {getattr(row, fld)} vs gallery {theirs}"
                )
        if set(row.domains) != set(_domains(g["domains"])):
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
        f"riftcodex vs gallery: {sum(1 for r in rc_rows if r.id in gallery and r.source == 'riftcodex')} "
        "shared printings, "
        f"mismatches {dict(mism) or 0}"
    )

    # ---- Chinese names, champion link, Unique; cross-check
    by_id = {r.id: acc for acc in cards.values() for r in acc.rows}
    rows_by_id = {r.id: r for r in rc_rows}
    hero_votes: dict[str, Counter] = defaultdict(Counter)
    zh_to_card: dict[tuple[str, str, str], CardAcc] = {}
    cmism = Counter()
    for sid, rec in sorted(cn.items(), key=lambda kv: build.printing_sort_key(kv[0])):
        acc = by_id.get(sid)
        if acc is None:
            continue
        cat = _cn_category(rec)
        zh = _zh_name(rec)
        zh_to_card.setdefault(
            (rec["cardName"], rec.get("subTitle") or "", cat[0] if cat else ""), acc
        )
        if "zh-CN" not in acc.names and zh:
            acc.names["zh-CN"] = zh
        if rec.get("hero") and acc.rows:
            ctag = champion_tag(acc.rows[0])
            if ctag:
                hero_votes[rec["hero"]][ctag] += 1
            acc.hero_zh = acc.hero_zh or rec["hero"]
        if rec.get("cardGroupLimit") == 1:
            acc.cn_unique = True
        elif rec.get("cardGroupLimit") and rec["cardGroupLimit"] > 3:
            acc.cn_any = True
        row = rows_by_id[sid]
        for fld, theirs in (
            ("energy", rec.get("energy")),
            ("power", rec.get("returnEnergy")),
            ("might", rec.get("power")),
            ("domains", _domains(rec.get("cardColorList"))),
        ):
            mine = getattr(row, fld)
            if fld == "domains":
                same = set(mine) == set(theirs)
            else:
                same = mine == theirs
            if not same:
                cmism[fld] += 1
                report.append(
                    f"discrepancy {sid} {fld}: riftcodex {mine} vs zh-CN catalogue {theirs}"
                )
        if cat and cat[0] != row.type:
            cmism["type"] += 1
            report.append(
                f"discrepancy {sid} type: riftcodex {row.type} vs zh-CN catalogue {cat[0]}"
            )
    report.append(f"riftcodex vs zh-CN catalogue: mismatches {dict(cmism) or 0}")
    hero_map = {}
    for hero, votes in hero_votes.items():
        (best, n), *rest = votes.most_common()
        hero_map[hero] = best
        if rest:
            report.append(f"zh-CN hero {hero}: champion tags disagree {dict(votes)}; using {best}")
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

    # ---- printings only the Chinese catalogue has; Radiance cards
    rad: dict[tuple[str, str, str], CardAcc] = {}
    extra = Counter()
    unmatched = []
    for sid, rec in sorted(cn_new.items(), key=lambda kv: build.printing_sort_key(kv[0])):
        if sid in by_id:
            continue
        cat = _cn_category(rec)
        s, num, suffix = parse_id(rec["cardNo"])
        if cat is None or num.startswith("T"):
            # indicator_* and T-numbered cards are tokens (VEN's are typed unit/equipment): never deck cards
            extra["token (skipped)"] += 1
            continue
        m = re.search(r"/(\d{3})", rec["cardNo"])
        size = int(m.group(1)) if m else None
        zkey = (rec["cardName"], rec.get("subTitle") or "", cat[0])
        acc = zh_to_card.get(zkey) or rad.get(zkey)
        if acc is None and s == "RAD":
            acc = _rad_card(sid, rec, cat, hero_map, report)
            rad[zkey] = acc
        if acc is None:
            unmatched.append(sid)
            continue
        row = Row(
            id=sid,
            set=s,
            number=num,
            suffix=suffix,
            size=size,
            name="",
            type=cat[0],
            supertype=cat[1][0] if cat[1] else None,
            domains=_domains(rec.get("cardColorList")),
            tags=(),
            energy=rec.get("energy"),
            might=rec.get("power"),
            power=rec.get("returnEnergy"),
            text="",
            source="zh-CN",
        )
        acc.rows.append(row)
        by_id[sid] = acc
        if rec.get("cardGroupLimit") == 1:
            acc.cn_unique = True
        elif rec.get("cardGroupLimit") and rec["cardGroupLimit"] > 3:
            acc.cn_any = True
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
    add_cn_tokens(cn, by_id, cards, report)

    records = [_record(acc, champion_tag, hero_map, report) for acc in cards.values()]
    records.sort(key=lambda r: build.printing_sort_key(r["printings"][0][0]))
    stats = {
        "riftcodex_rows": n_riftcodex,
        "gallery_printings": len(gallery),
        "zh_cn_printings": len(cn_new),
    }
    return records, stats


def _cn_category(rec: dict) -> tuple[str, tuple[str, ...]] | None:
    cats = rec.get("cardCategoryList") or ([rec["cardCategory"]] if rec.get("cardCategory") else [])
    for c in cats:
        if c in _CN_CATEGORY:
            return _CN_CATEGORY[c]
    return None


def _zh_name(rec: dict) -> str:
    name = clean_text(rec.get("cardName") or "")
    sub = clean_text(rec.get("subTitle") or "")
    return f"{name}\u00b7{sub}" if sub else name


def _rad_card(sid: str, rec: dict, cat, hero_map: dict, report: list[str]) -> CardAcc:
    acc = CardAcc(key=sid.rstrip("ab*"), name=None, type=cat[0])
    acc.names["zh-CN"] = _zh_name(rec)
    if rec.get("hero"):
        acc.hero_zh = rec["hero"]
    return acc


def _record(acc: CardAcc, champion_tag, hero_map: dict[str, str], report: list[str]) -> dict:  # noqa: C901
    rows = sorted(acc.rows, key=lambda r: build.printing_sort_key(r.id))
    base = next(
        (r for r in rows if r.source == "riftcodex" and r.set in build.MAIN_SETS and not r.suffix),
        None,
    )
    base = base or next((r for r in rows if r.source == "riftcodex"), None) or rows[0]
    supertypes: list[str] = []
    for r in rows:
        st = r.supertype
        if st and st not in supertypes and not (acc.type == "Legend" and st == "Champion"):
            supertypes.append(st)
    token = "Token" in supertypes
    tag = champion_tag(base) if base.source == "riftcodex" else None
    if tag is None and acc.hero_zh and acc.name is None and (acc.type == "Legend" or supertypes):
        tag = hero_map.get(acc.hero_zh)
        if tag is None:
            report.append(
                f"{acc.key}: no English champion tag for zh-CN hero {acc.hero_zh}; tag left as the Chinese name"
            )
            tag = acc.hero_zh
    tags = [t for t in base.tags if t != tag]
    keywords = sorted({k for r in rows for k in _KEYWORD.findall(r.text) if k in DECK_KEYWORDS})
    if acc.cn_unique and "Unique" not in keywords:
        report.append(
            f"{acc.key}: zh-CN catalogue says Unique (cardGroupLimit 1), English text does not; Unique kept"
        )
        keywords.append("Unique")
    copy_text = None
    if any(_ANY_NUMBER.search(r.text) for r in rows) or acc.cn_any:
        copy_text = "any"
    names = {"en": acc.name} if acc.name else {}
    names.update(acc.names)
    if acc.hero_zh and (acc.type == "Legend" or "Champion" in supertypes):
        # the champion alone ("金克丝") names several cards: it resolves as ambiguous, not unknown
        acc.aliases.add(name_key(acc.hero_zh))
    if acc.type == "Legend" and acc.hero_zh and names.get("zh-CN"):
        # Chinese legends are titled without the champion; decklists may add it
        acc.aliases.add(name_key(f"{acc.hero_zh}\u00b7{names['zh-CN']}"))
        acc.aliases.add(name_key(f"{acc.hero_zh} {names['zh-CN']}"))
        acc.aliases.add(name_key(f"{acc.hero_zh}{names['zh-CN']}"))
    aliases = sorted(a for a in acc.aliases if a and a != acc.key and a != name_key(acc.name or ""))
    printings = []
    seen = set()
    for r in rows:
        if r.id in seen:
            continue
        seen.add(r.id)
        printings.append(
            [r.id, r.set, r.number + r.suffix, _variant(r.set, r.number, r.suffix, r.size)]
        )
    rec = {
        "key": acc.key,
        "name": acc.name,
        "type": acc.type,
        "supertypes": supertypes,
        "domains": list(base.domains),
        "champion_tag": tag,
        "tags": tags,
        "energy": base.energy,
        "power": base.power,
        "might": base.might,
        "keywords": keywords,
        "copy_text_override": copy_text,
        "names": dict(sorted(names.items())),
        "aliases": aliases,
        "printings": printings,
        "token": token,
    }
    return rec


# --------------------------------------------------------------- every source's names

#: The Chinese catalogues' subtitle of the starter-deck legends: decklists drop it ("黑暗之女").
_ZH_STARTER = "入门"


def source_names(raw: Path) -> list[tuple[str, str]]:
    """Every ``(printing id, name)`` the sources write, in every form they use.

    riftcodex (``Yordle, Kennen - Heart of the Tempest``), Riot's gallery
    (``Yi, Meditative``, ``Recruit (DE)``), DotGG (``Mech // Buff``), the Chinese catalogues (name and
    subtitle; a starter legend's title without its 入门 "Starter" subtitle, and
    with its champion in front).
    """
    out: list[tuple[str, str]] = []
    for rec in _load(raw, RIFTCODEX):
        out.append((rec["riftbound_id"], rec["name"]))
    for rec in _load(raw, GALLERY)["cards"]:
        out.append((rec["publicCode"], rec["name"]))
    for rec in _load(raw, DOTGG):
        out.append((rec["id"], rec["name"]))
    for rel in (CN_OLD, CN_NEW):
        for rec in _load(raw, rel)["cards"]:
            if "\u00b7P" in rec["cardNo"]:
                continue  # promo reprints: their numbers collide (see read_cn)
            out.append((rec["cardNo"], _zh_name(rec)))
            if clean_text(rec.get("subTitle") or "") == _ZH_STARTER:
                title = clean_text(rec["cardName"])
                out.append((rec["cardNo"], title))
                if rec.get("hero"):
                    out.append((rec["cardNo"], f"{clean_text(rec['hero'])}\u00b7{title}"))
    return out


def add_source_names(records: list[dict], names: list[tuple[str, str]], report: list[str]) -> None:  # noqa: C901
    """Make every source name of a printing resolve to that printing's card, and to no other.

    A name that does not already find the card becomes an alias of it, unless
    the name is another card's, or several cards' sources use it (both are
    reported, and the name stays ambiguous rather than choosing one).
    """
    from riftcheck.cards.db import record_keys

    owner: dict[str, int] = {}
    keys: list[set[str]] = []
    taken: dict[str, set[int]] = defaultdict(set)
    for i, rec in enumerate(records):
        for p in rec["printings"]:
            owner[p[0]] = i
        primary, secondary = record_keys(rec)
        keys.append(set(primary) | set(secondary))
        for k in primary + secondary:
            taken[k].add(i)
    by_short: dict[str, set[int]] = defaultdict(set)
    for pid, i in owner.items():
        by_short[pid.split("/", 1)[0]].add(i)
    claims: dict[str, set[int]] = defaultdict(set)
    for pid, name in names:
        # promo ids keep their set size where the short id is shared (OPP-001/219, OPP-001/024)
        sized, short = normalize_id_sized(pid), normalize_id(pid)
        i = owner.get(sized or "", owner.get(short or ""))
        if i is None and short and len(by_short.get(short, ())) == 1:
            (i,) = by_short[short]
        if i is None or not name:
            continue
        k = name_key(strip_suffixes(clean_text(name)))
        if k and k not in keys[i]:
            claims[k].add(i)
    added = clashes = 0
    for k, who in sorted(claims.items()):
        others = taken.get(k, set()) - who
        if len(who) > 1 or others:
            clashes += 1
            named = ", ".join(sorted(records[j]["name"] or records[j]["key"] for j in who | others))
            report.append(
                f"source name {k!r} is used for several cards ({named}): not added, it stays ambiguous"
            )
            continue
        (i,) = who
        records[i].setdefault("aliases", [])
        records[i]["aliases"] = sorted({*records[i]["aliases"], k})
        added += 1
    report.append(f"source names: {added} name forms added as aliases, {clashes} left ambiguous")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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


def run(raw: Path, out: Path, quiet: bool = False) -> list[str]:
    """Import ``raw`` into ``out``; returns the discrepancy report lines."""
    report: list[str] = []
    heroes, french = supplements.read_reference(raw / REFERENCE)
    records, stats = build_cards(raw, report, heroes)
    supplements.apply(records, raw / SPOILERS, french, report)
    add_source_names(records, source_names(raw), report)
    sources = []
    for rel in (RIFTCODEX, GALLERY, CN_OLD, CN_NEW, RIOT_SETS, SPOILERS, REFERENCE, DOTGG):
        p = raw / rel
        sources.append(
            {
                "file": rel,
                "sha256": _sha256(p),
                "date": _source_date(raw, rel),
                "records": _count(raw, rel),
            }
        )
    # the database is as new as its newest card dump; the reference notes only add names and tags
    date = max(s["date"] for s in sources if s["date"] and s["file"] != REFERENCE)
    db = build.make_database(records, version=date.replace("-", "."), date=date)
    out.mkdir(parents=True, exist_ok=True)
    text = build.dump_database(db)
    build.validate_database(db)
    (out / "cards.json").write_text(text, encoding="utf-8")
    (out / "cards.schema.json").write_text(build.schema_text(), encoding="utf-8")
    manifest = build.make_manifest(db, text, sources)
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
    here = Path(__file__).resolve().parents[2]
    ap = argparse.ArgumentParser(
        prog="python -m riftcheck.cards.importer", description=__doc__.splitlines()[0]
    )
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
