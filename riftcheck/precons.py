"""Preconstructed products and the precon exemption of TR 601.2.d.2.

At low-level events (Nexus Nights and other casual organized play) an *exact*
preconstructed product may be played with its banned cards; any change, or
any sideboard, removes the exemption. The products are data:
``card_data/precons.json`` lists each product with its contents and source::

    {"products": [{"code": "OGN-CD-JINX", "name": "Jinx Champion Deck (Origins)",
                   "source": "...", "complete": false,
                   "printings": ["OGN-001", ...],        # what the source lists
                   "contents": null}]}                   # or {"legend": [["Jinx, Loose Cannon", 1]], "main": [...]}

``contents`` holds the cards by zone with quantities when a public source
gives them (``complete: true``); the exemption is granted only then. The one
source riftcheck has, the official Chinese catalogue, lists the printings each
champion deck contains but not how many copies: those products are
``complete: false``, and a deck made only of such a product's printings gets a
notice that riftcheck cannot confirm the exemption (the bans apply).
Regenerate the file with ``python -m riftcheck.precons`` (it reads
``../shared/card_data_raw``).

A ruleset turns the exemption on with the ``banned`` rule's option
``precon_exemption: true`` (``constructed-casual`` does); an event file with
``precon: true`` turns it on for its players.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riftcheck.models import Deck, Msg

CITATION = "TR 601.2.d.2"
#: Largest products file read.
MAX_BYTES = 10 * 1024 * 1024

#: Chinese champion names of the champion decks in the catalogue -> English.
_CHAMPIONS = {
    "李青": "Lee Sin",
    "维克托": "Viktor",
    "金克丝": "Jinx",
    "兰博": "Rumble",
    "菲奥娜": "Fiora",
    "蔚": "Vi",
    "薇古丝": "Vex",
}
_SETS = {"OGN": "Origins", "SFD": "Spiritforged", "UNL": "Unleashed"}


@dataclass(frozen=True, slots=True)
class Precon:
    """A preconstructed product: its contents by zone (``None`` when no source gives the quantities)."""

    code: str
    name: str
    source: str
    printings: tuple[str, ...] = ()
    contents: Mapping[str, tuple[tuple[str, int], ...]] | None = None

    @property
    def complete(self) -> bool:
        """True when the exact contents (quantities) are known, so the exemption can be granted."""
        return self.contents is not None


def default_path() -> Path:
    """``precons.json`` next to the shipped card database."""
    from riftcheck.infra.paths import card_data_dir

    return Path(card_data_dir()) / "precons.json"


def load_precons(path: str | os.PathLike | None = None) -> tuple[Precon, ...]:
    """Read the products file (the shipped one by default); a missing file is no products."""
    from riftcheck.infra.fileio import ReadRefused, read_text

    p = Path(path) if path is not None else default_path()
    try:
        data = json.loads(read_text(p, MAX_BYTES))
    except ReadRefused as exc:
        if exc.reason == "missing":
            return ()
        from riftcheck.infra.errors import CardDataError

        raise CardDataError(
            Msg("cannot read the preconstructed products: {exc}", exc=exc.message), hint=str(p)
        ) from None
    except ValueError as exc:
        from riftcheck.infra.errors import CardDataError

        raise CardDataError(
            Msg("cannot read the preconstructed products: {exc}", exc=exc), hint=str(p)
        ) from None
    out = []
    for item in data.get("products", ()):
        contents = item.get("contents")
        out.append(
            Precon(
                code=item["code"],
                name=item["name"],
                source=item.get("source", ""),
                printings=tuple(item.get("printings") or ()),
                contents=None
                if contents is None
                else {z: tuple((c, int(n)) for c, n in v) for z, v in contents.items()},
            )
        )
    return tuple(out)


def _counts(deck: Deck) -> dict[str, dict[str, int]]:
    """Copies by card identity per zone; the Chosen Champion counts with the main deck (a product does
    not say which copy is chosen)."""
    out: dict[str, dict[str, int]] = {}
    for zone in ("legend", "main", "battlefields", "runes", "sideboard"):
        entries = deck.entries("champion", "main") if zone == "main" else deck.zone(zone)
        counts: dict[str, int] = {}
        for e in entries:
            key = e.card.key if e.card is not None else "?" + e.ref.casefold()
            counts[key] = counts.get(key, 0) + e.count
        out[zone] = counts
    return out


def _product_counts(p: Precon, db: Any) -> dict[str, dict[str, int]] | None:
    out: dict[str, dict[str, int]] = {
        z: {} for z in ("legend", "main", "battlefields", "runes", "sideboard")
    }
    for zone, items in (p.contents or {}).items():
        z = "main" if zone == "champion" else zone
        for ref, n in items:
            card, _, _ = db.try_resolve(ref)
            if card is None:
                return None
            out[z][card.key] = out[z].get(card.key, 0) + n
    return out


@dataclass(frozen=True, slots=True)
class PreconMatch:
    """How a deck relates to a product: ``exact``, ``changed`` (close to it) or ``unverified``."""

    product: Precon
    kind: str
    differences: int = 0


def match(deck: Deck, precons: Sequence[Precon], db: Any) -> PreconMatch | None:
    """The product ``deck`` is (``exact``), nearly is (``changed``: same legend, most cards in common),
    or might be (``unverified``: only that product's printings, exact contents unknown); else ``None``."""
    mine = _counts(deck)
    best: PreconMatch | None = None
    for p in precons:
        if p.complete:
            found = _complete_match(mine, p, db)
            if found is not None and found.kind == "exact":
                return found
            if found is not None and (best is None or found.differences < best.differences):
                best = found
        elif p.printings and best is None and _only_printings_of(deck, p, db):
            best = PreconMatch(p, "unverified")
    return best


def _complete_match(mine: dict, p: Precon, db: Any) -> PreconMatch | None:
    """``exact`` or ``changed`` (same legend, at most a quarter of its cards differ) against a product
    whose contents are known; ``None`` when it is neither or its cards are not in ``db``."""
    theirs = _product_counts(p, db)
    if theirs is None:
        return None
    if mine == theirs:
        return PreconMatch(p, "exact")
    if mine["legend"] != theirs["legend"]:
        return None
    diff = sum(
        abs(mine[z].get(k, 0) - theirs[z].get(k, 0))
        for z in mine
        for k in set(mine[z]) | set(theirs[z])
    )
    total = sum(sum(v.values()) for v in theirs.values())
    return PreconMatch(p, "changed", diff) if diff <= total // 4 else None


def _only_printings_of(deck: Deck, p: Precon, db: Any) -> bool:
    """Every card of ``deck`` is one of the product's cards, in its printings, with no sideboard."""
    ids = set(p.printings)
    used = {e.printing.id if e.printing is not None else None for e in deck.entries()}
    names = {e.card.key for e in deck.entries() if e.card is not None}
    product_names = set()
    for pid in ids:
        found = db.printing(pid)
        if found is not None:
            product_names.add(found[0].key)
    return bool(names) and names <= product_names and not deck.sideboard and (used - {None}) <= ids


def with_precons(ruleset, precons: Sequence[Precon] | None = None, *, enable: bool = False):
    """The ruleset with the products in its ``precons`` table (and, with ``enable``, the exemption on)."""
    from riftcheck.infra.value import replace
    from riftcheck.models import frozen_map

    tables = dict(ruleset.tables)
    tables["precons"] = tuple(precons if precons is not None else load_precons())
    rules = dict(ruleset.rules)
    if enable and "banned" in rules:
        # the rule's RuleConfig, copied with one more option (riftcheck.rulesets imports this module)
        cfg = rules["banned"]
        rules["banned"] = replace(
            cfg, options=frozen_map({**cfg.options, "precon_exemption": True})
        )
    return replace(ruleset, tables=frozen_map(tables), rules=frozen_map(rules))


# ---------------------------------------------------------------- building the data file


def build_from_catalogue(raw_dir: str | os.PathLike) -> dict:
    """The products file from the official Chinese catalogue (the champion decks it names)."""
    from riftcheck.cards.normalize import normalize_id

    raw = Path(raw_dir)
    candidates = sorted(raw.glob("official-zh-dddhl*/card-catalog.zh-CN.json"))
    path = candidates[-1]  # the newest snapshot
    from riftcheck.infra.fileio import read_text

    data = json.loads(read_text(path, 64 * MAX_BYTES))
    source_md = (
        read_text(path.parent / "SOURCE.md", MAX_BYTES)
        if (path.parent / "SOURCE.md").exists()
        else ""
    )
    commit = next((w.strip("`") for w in source_md.split() if len(w.strip("`")) == 40), "")
    products: dict[str, dict] = {}
    for card in data["cards"]:
        pid = normalize_id(str(card.get("cardNo", "")).replace("·", "-").split("/")[0])
        for code, name in zip(
            card.get("productCodeList") or [], card.get("productNameList") or [], strict=False
        ):
            if "预组" not in name:  # boosters, box sets: not preconstructed decks
                continue
            champ = next((en for zh, en in _CHAMPIONS.items() if name.endswith(" " + zh)), None)
            set_code = code[:3]
            key = f"{set_code}-CD-{(champ or code).upper().replace(' ', '')}"
            entry = products.setdefault(
                key,
                {
                    "code": key,
                    "name": f"{champ or name} Champion Deck ({_SETS.get(set_code, set_code)})",
                    "source_name": name,
                    "source": f"official Chinese catalogue, {path.parent.name}/{path.name}"
                    + (f" @ {commit}" if commit else "")
                    + f", product {code.strip()}: "
                    "lists the printings the deck contains, not how many copies",
                    "complete": False,
                    "printings": [],
                    "contents": None,
                },
            )
            if pid and pid not in entry["printings"]:
                entry["printings"].append(pid)
    for entry in products.values():
        entry["printings"].sort()
    return {
        "note": "Generated by python -m riftcheck.precons from ../shared/card_data_raw. A product is complete "
        "(the precon exemption can be granted) only when a source gives its contents with quantities.",
        "products": sorted(products.values(), key=lambda p: p["code"]),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m riftcheck.precons [RAW_DIR] [OUT]``: regenerate ``card_data/precons.json``."""
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    root = Path(__file__).resolve().parent.parent
    raw = Path(args[0]) if args else root.parent / "shared" / "card_data_raw"
    out = Path(args[1]) if len(args) > 1 else root / "card_data" / "precons.json"
    doc = build_from_catalogue(raw)
    from riftcheck.infra.fileio import write_atomic

    write_atomic(out, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    print(
        f"{out}: {len(doc['products'])} products, "
        f"{sum(1 for p in doc['products'] if p['complete'])} with exact contents"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
