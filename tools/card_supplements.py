"""Importer step: facts that come from the reference notes and the Radiance spoilers, not from a card dump.

Part of the developers' importer (``python tools/import_cards.py``), not of the
installed package. Three supplements complete the records the importer built from the
official dumps, each keeping the provenance of what it adds:

* **English champion tags** of the Radiance champions the official Chinese
  catalogue names only in Chinese (``hero`` field), from the table of
  ``reference/languages-and-regions.md`` §2 (``吉格斯`` -> ``Ziggs``); read
  here, used by ``import_cards.build_cards``.
* **English names from the community spoiler transcription**
  (``card_data_raw/radiance-spoilers-jungaustin``), attached only to an
  official record whose base collector number, card type and champion all
  agree; every game fact stays the official one. A disagreement is reported
  and the name is not attached.
* **English names quoted from Riot's card gallery** by a third party
  (``card_data_raw/radiance-names-gallery-quoted``: four Radiance cards the
  spoilers lack, and six they name the same way), attached to the official
  record of the base id when its champion agrees and the other printings
  quoted with it are that record's; where the spoilers already named the
  record the same, the name keeps both sources. A disagreement is reported
  and nothing is changed.
* **French names** confirmed by French sources (reference §1), matched by the
  English name; the one found by elimination only is marked *inferred*.

Each attached name carries a line in the record's ``name_sources`` (locale ->
provenance), which ``cards show`` prints and ``cards lint`` counts.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from riftcheck.cards.normalize import clean_text, name_key
from riftcheck.cards.records import card_name, legend_title

REFERENCE = "languages-and-regions.md"
SPOILERS = "radiance-spoilers-jungaustin/rad-spoilers.json"
GALLERY_NAMES = "radiance-names-gallery-quoted/rad-names.json"

#: Provenance of an English name taken from the spoiler transcription (shown by ``cards show``).
COMMUNITY_EN = "community transcription, not yet in Riot's English data"
#: Provenance of an English name quoted from Riot's gallery (``GALLERY_NAMES``; who quoted it and
#: the gallery's date are those its SOURCE.md gives). ``cards lint`` reads these words back.
QUOTED_EN = (
    "Riot's card gallery as quoted by Specifxx/TCGEmpire (gallery of 2026-09-30), "
    "not yet in Riot's English data"
)
#: How two provenances of one name are joined (both sources agree).
ALSO = "; also "
#: Provenance prefix of a French name found by elimination only.
INFERRED = "inferred"

_ROW = re.compile(r"^\|(.+)\|\s*$")


def _tables(text: str) -> dict[str, list[list[str]]]:
    """Rows of the markdown tables of each ``## `` section (header and rule lines dropped)."""
    out: dict[str, list[list[str]]] = {}
    section = ""
    header_seen = False
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            header_seen = False
            continue
        m = _ROW.match(line.strip())
        if not m:
            header_seen = False
            continue
        cells = [c.strip() for c in m.group(1).split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            continue
        if not header_seen:
            header_seen = True  # the first row of a table names its columns
            continue
        out.setdefault(section, []).append(cells)
    return out


def read_reference(path: Path) -> tuple[dict[str, str], list[tuple[str, str, str]]]:
    """(Chinese hero -> English champion, [(English name, French name, source)]) from the reference notes."""
    text = path.read_text(encoding="utf-8")
    tables = _tables(text)
    heroes: dict[str, str] = {}
    french: list[tuple[str, str, str]] = []
    for section, rows in tables.items():
        if section.startswith("1.") and "French" in section:
            for en, fr, source, *_ in rows:
                en = re.sub(r"\s*\((?:legend|unit|spell|gear)\)$", "", en.strip("* "))
                french.append(
                    (
                        clean_text(en),
                        clean_text(fr.strip("* ")),
                        clean_text(source.replace("**", "")),
                    )
                )
        elif section.startswith("2.") and "Radiance" in section:
            for cells in rows:
                zh = cells[0].strip("` ")
                if zh:
                    heroes[zh] = clean_text(cells[1])
    if not heroes or not french:
        raise ValueError(
            f"{path}: expected the French names table (section 1) and the Radiance champions "
            "table (section 2)"
        )
    return heroes, french


def read_rules_names(path: Path) -> list[tuple[str, str, str]]:
    """[(English name, French name, source)] of the French card names the French rules texts give
    (``tools/french-rules-names.tsv``, bundled with the importer: the texts are no card data)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            en, fr, source = line.split("\t")
            out.append((clean_text(en), clean_text(fr), clean_text(source)))
    return out


def read_spoilers(path: Path) -> tuple[str, list[dict]]:
    """(source line, cards) of the spoiler transcription."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["source"], data["cards"]


_BASIS = {"scan": "read from a card scan", "paraphrase": "a paraphrase, no scan yet"}


def _label(source: str) -> str:
    """A short label of the spoiler source: ``jungaustin/Riftbound spoilers 2026-09-25``."""
    m = re.search(r"spoiler season (\d{4}-\d{2}-\d{2})", source)
    return f"{source.split()[0]} spoilers" + (f" {m.group(1)}" if m else "")


def _spoiler_name(card: dict) -> str:
    """The spoiler's name as riftcheck names cards (a legend's first tag is its champion)."""
    tag = card["tags"][0] if card.get("tags") else None
    return card_name(card["type"], card["name"], tag)[0]


def _champion_of(card: dict) -> str | None:
    """The spoiler's champion: its first tag on legends, champion units and Signature cards."""
    if card["type"] == "Legend" or card.get("supertype") in ("Champion", "Signature"):
        return card["tags"][0] if card.get("tags") else None
    return None


def spoiler_names(records: list[dict], source: str, cards: list[dict], report: list[str]) -> int:
    """Attach the spoilers' English names where number, type and champion agree; returns how many."""
    by_base: dict[str, dict] = {}
    for rec in records:
        for pid, set_code, _num, variant in rec["printings"]:
            if set_code == "RAD" and variant == "base":
                by_base[pid] = rec
    taken = {name_key(r["name"]) for r in records if r.get("name")}
    attached = 0
    for card in sorted(cards, key=lambda c: c["collector_number"]):
        pid = f"RAD-{int(card['collector_number']):03d}"
        name = _spoiler_name(card)
        rec = by_base.get(pid)
        why = _why_not(card, rec, pid, name, taken)
        if why:
            report.append(f"spoilers: {pid} {card['name']!r} not attached: {why}")
            continue
        _attach(rec, card, name, source, pid, report)
        taken.add(name_key(name))
        attached += 1
    report.append(
        f"spoilers: {attached} of {len(cards)} English names attached to official Radiance records"
    )
    return attached


def _why_not(card: dict, rec: dict | None, pid: str, name: str, taken: set[str]) -> str | None:
    """Why the spoiler's name cannot go on the official record ``rec``, or ``None`` if it can."""
    if rec is None:
        return f"no official card has base number {pid}"
    if rec["type"] != card["type"]:
        return f"type differs (spoiler {card['type']}, official {rec['type']})"
    if name_key(_champion_of(card) or "") != name_key(rec.get("champion_tag") or ""):
        return (
            f"champion differs (spoiler {_champion_of(card)}, official {rec.get('champion_tag')})"
        )
    if rec.get("name"):
        return f"the official record already has the English name {rec['name']!r}"
    if name_key(name) in taken:
        return f"the name {name!r} already belongs to another card"
    return None


def _attach(rec: dict, card: dict, name: str, source: str, pid: str, report: list[str]) -> None:
    """Give the official record the spoiler's English name, with its provenance; its facts stay."""
    official = sorted(rec.get("domains") or ())
    if sorted(card.get("domains") or ()) != official:
        report.append(
            f"spoilers: {pid} domains differ (spoiler {card.get('domains')}, official {official}); "
            "official kept"
        )
    _set_english(
        rec,
        name,
        f"{COMMUNITY_EN} ({_label(source)}, {_BASIS.get(card.get('basis'), 'basis not given')})",
    )


def _set_english(rec: dict, name: str, provenance: str) -> None:
    """Give the official record ``rec`` the English ``name`` from a non-official source."""
    rec["name"] = name
    rec["key"] = name_key(name)
    if rec["type"] == "Legend":
        # a legend is also known by its title alone, as the importer's other legends are
        title = name_key(legend_title(name, rec.get("champion_tag")))
        rec["aliases"] = sorted(set(rec.get("aliases") or ()) | {title})
    rec.setdefault("names", {})["en"] = name
    rec.setdefault("name_sources", {})["en"] = provenance


def read_gallery_names(path: Path) -> list[dict]:
    """The entries of the gallery-quoted names file: ``{id, also, name, kind}``."""
    entries = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(entries, list) or not all(
        isinstance(e, dict) and isinstance(e.get("id"), str) and isinstance(e.get("name"), str)
        for e in entries
    ):
        raise ValueError(f"{path}: expected a list of {{id, also, name}} entries")
    return entries


def gallery_names(records: list[dict], entries: list[dict], report: list[str]) -> int:
    """Attach the gallery-quoted English names (or add their source to an agreeing spoiler name);
    returns how many records got one."""
    by_id = {p[0]: rec for rec in records for p in rec["printings"]}
    taken = {name_key(r["name"]) for r in records if r.get("name")}
    done = 0
    for entry in entries:
        pid, name = entry["id"], clean_text(entry["name"])
        rec = by_id.get(pid)
        why = _gallery_why_not(rec, entry, name, by_id)
        if why:
            report.append(f"gallery names: {pid} {name!r} not attached: {why}")
            continue
        absent = [p for p in entry.get("also") or () if p not in by_id]
        if absent:  # a printing the official data lacks: the name still labels the card it has
            report.append(f"gallery names: {pid}: {', '.join(absent)} not in the official data")
        if rec.get("name"):
            rec["name_sources"]["en"] += ALSO + QUOTED_EN  # two sources agree: both are shown
        elif name_key(name) in taken:
            report.append(f"gallery names: {pid} {name!r} already belongs to another card")
            continue
        else:
            _set_english(rec, name, QUOTED_EN)
            taken.add(name_key(name))
        done += 1
    report.append(f"gallery names: {done} of {len(entries)} English names attached or confirmed")
    return done


def _gallery_why_not(rec: dict | None, entry: dict, name: str, by_id: dict) -> str | None:
    """Why a gallery-quoted name cannot go on (or confirm) ``rec``, or ``None`` if it can."""
    if rec is None:
        return "no official card has that id"
    others = [p for p in entry.get("also") or () if by_id.get(p) not in (rec, None)]
    if others:
        return f"the printings quoted with it ({', '.join(others)}) are another card's"
    champion = name.split(",")[0] if "," in name else None
    if champion and name_key(champion) != name_key(rec.get("champion_tag") or ""):
        # "Champion, Subtitle" names a champion's card: the official record must carry that tag
        return f"champion differs (quoted {champion}, official {rec.get('champion_tag')})"
    if rec.get("name") and name_key(rec["name"]) != name_key(name):
        return f"the record is already named {rec['name']!r}"
    if rec.get("name") and "en" not in (rec.get("name_sources") or {}):
        return "the record has its official English name"
    return None


def french_names(records: list[dict], french: list[tuple[str, str, str]], report: list[str]) -> int:
    """Attach the reference's French names to the cards of those English names; returns how many."""
    by_name = {name_key(r["name"]): r for r in records if r.get("name")}
    attached = 0
    for en, fr, source in french:
        rec = by_name.get(name_key(en))
        if rec is None:
            report.append(f"reference: French name {fr!r}: no card named {en!r}")
            continue
        names = rec.setdefault("names", {})
        if names.get("fr-FR") and name_key(names["fr-FR"]) != name_key(fr):
            report.append(
                f"reference: {en!r} has two French names ({names['fr-FR']!r}, {fr!r}); first kept"
            )
            continue
        names["fr-FR"] = fr
        if rec["type"] == "Legend" and rec.get("champion_tag") and "," not in fr:
            # French legends are titled without the champion too; decklists may add it
            rec["aliases"] = sorted(
                set(rec.get("aliases") or ()) | {name_key(f"{rec['champion_tag']}, {fr}")}
            )
        provenance = source
        if "inferred" in source.casefold() and not source.casefold().startswith(INFERRED):
            provenance = f"{INFERRED}: {source}"
        rec.setdefault("name_sources", {})["fr-FR"] = provenance
        attached += 1
    report.append(f"reference: {attached} of {len(french)} French names attached")
    return attached


def apply(
    records: list[dict],
    spoilers: Path,
    french: list[tuple[str, str, str]],
    report: list[str],
    gallery: Path | None = None,
) -> None:
    """Attach the spoilers' English names, the gallery-quoted ones (``gallery``), then the French
    names (which may match those), in place.

    The English champion tags are given earlier, while the importer builds the
    records (``import_cards.build_cards(..., heroes)``): the spoilers match on them.
    """
    source, cards = read_spoilers(spoilers)
    spoiler_names(records, source, cards, report)
    if gallery is not None:
        gallery_names(records, read_gallery_names(gallery), report)
    french_names(records, french, report)
    for rec in records:
        if rec.get("names"):
            rec["names"] = dict(sorted(rec["names"].items()))
        if rec.get("name_sources"):
            rec["name_sources"] = dict(sorted(rec["name_sources"].items()))
