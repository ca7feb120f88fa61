"""Generate a reproducible corpus of deck files from the real card database.

``generate(directory, n, seed)`` writes ``n`` distinct decks, alternately in
YAML (``*.deck.yaml``) and in the Piltover text format (``*.deck.txt``).
About two decks in three are built to be legal Standard Constructed decks
(legend, matching Chosen Champion, 40 main-deck cards in the legend's
domains, 3 battlefields, 12 runes, a sideboard); the rest carry one or two
typical mistakes (a fourth copy, an off-domain card, a misspelt name, 39 or
41 cards, a banned card, a missing battlefield...). The same seed always
gives byte-identical files, so runs are comparable.

Run ``python benchmarks/corpus.py DIR N`` to write a corpus by hand.
"""

from __future__ import annotations

import json
import random
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

#: Seed of every corpus the benchmark writes.
SEED = 20260716

#: Sets whose cards the generator avoids for legal decks (not yet legal or not
#: a real set: promos reprint cards that exist in a main set anyway).
_AVOID_SETS = {"RAD"}
#: A card banned in Constructed, used by the ``banned`` mutation.
_BANNED_CARD = "Stacked Deck"

_MISSPELLINGS = (
    "Mystic Porro",
    "Travelling Merchent",
    "Hiden Blade",
    "Vangard Helm",
    "Gusst",
)


@dataclass(frozen=True)
class _Pool:
    """The cards the generator draws from, grouped once per corpus."""

    legends: tuple[dict, ...]
    champions: dict[str, tuple[dict, ...]]
    signatures: dict[str, tuple[dict, ...]]
    mains: tuple[dict, ...]
    battlefields: tuple[dict, ...]
    runes: dict[str, dict]
    banned: dict


def _banned_keys() -> set[str]:
    """Names banned by any ruleset shipped with riftcheck, as lower-case keys without a leading 'the '."""
    import yaml

    from riftcheck.infra.paths import rulesets_dir

    keys = set()
    for path in sorted(rulesets_dir().glob("*.yaml")):
        tables = (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("tables") or {}
        keys.update(_key(b["card"]) for b in tables.get("bans") or ())
    return keys


def _key(name: str) -> str:
    return name.lower().removeprefix("the ")


def _pool(cards: list[dict]) -> _Pool:
    banned = _banned_keys()

    def usable(c: dict) -> bool:
        sets = {p[1] for p in c["printings"]}
        return (
            bool(c.get("name"))
            and not c.get("token")
            and not sets <= _AVOID_SETS | {"OPP", "PR", "JDG"}
            and _key(c["name"]) not in banned
        )

    banned_card = next(c for c in cards if c.get("name") == _BANNED_CARD)

    cards = [c for c in cards if usable(c)]
    champs: dict[str, list[dict]] = {}
    sigs: dict[str, list[dict]] = {}
    for c in cards:
        sup = c.get("supertypes") or ()
        tag = c.get("champion_tag")
        if c["type"] == "Unit" and "Champion" in sup and tag:
            champs.setdefault(tag, []).append(c)
        if "Signature" in sup and tag:
            sigs.setdefault(tag, []).append(c)
    legends = tuple(
        c
        for c in cards
        if c["type"] == "Legend"
        and c.get("champion_tag") in champs
        and len(c.get("domains") or ()) == 2
    )
    mains = tuple(
        c
        for c in cards
        if c["type"] in ("Unit", "Spell", "Gear")
        and "Signature" not in (c.get("supertypes") or ())
        and c.get("domains")
    )
    return _Pool(
        legends=legends,
        champions={k: tuple(v) for k, v in champs.items()},
        signatures={k: tuple(v) for k, v in sigs.items()},
        mains=mains,
        battlefields=tuple(c for c in cards if c["type"] == "Battlefield"),
        runes={c["domains"][0]: c for c in cards if c["type"] == "Rune"},
        banned=banned_card,
    )


def _pid(card: dict) -> str:
    for p in card["printings"]:
        if p[3] == "base" and p[1] not in _AVOID_SETS:
            return p[0]
    return card["printings"][0][0]


def _add(zone: dict[str, int], order: list[str], name: str, n: int) -> None:
    if name not in zone:
        order.append(name)
        zone[name] = 0
    zone[name] += n


def _build(pool: _Pool, rng: random.Random) -> dict:
    """A legal deck: ``{zone: [(count, card), ...]}`` plus its name."""
    legend = rng.choice(pool.legends)
    domains = set(legend["domains"])
    tag = legend["champion_tag"]
    champion = rng.choice(pool.champions[tag])
    fits = [c for c in pool.mains if set(c["domains"]) <= domains and c["key"] != champion["key"]]
    sigs = [c for c in pool.signatures.get(tag, ()) if set(c["domains"]) <= domains]
    main: list[tuple[int, dict]] = []
    total = 1 + rng.randint(0, 2)  # the champion slot plus extra copies in the main deck
    if total > 1:
        main.append((total - 1, champion))
    if sigs:
        sig = rng.choice(sigs)
        n = 1 if "Unique" in (sig.get("keywords") or ()) else rng.randint(1, 3)
        main.append((n, sig))
        total += n
    rng.shuffle(fits)
    for c in fits:
        if total >= 40:
            break
        n = min(rng.choice((1, 2, 3, 3, 3)), 40 - total)
        if "Unique" in (c.get("keywords") or ()):
            n = 1
        main.append((n, c))
        total += n
    doms = sorted(domains)
    a = rng.randint(4, 8)
    runes = [(a, pool.runes[doms[0]]), (12 - a, pool.runes[doms[1]])]
    used = {c["key"] for _, c in main}
    # Sideboard: up to 4 cards not in the main deck, at most 2 copies each (8 cards).
    side = [(rng.randint(1, 2), c) for c in fits if c["key"] not in used][: rng.randint(0, 4)]
    return {
        "legend": [(1, legend)],
        "champion": [(1, champion)],
        "main": main,
        "battlefields": [(1, c) for c in rng.sample(pool.battlefields, 3)],
        "runes": runes,
        "sideboard": side,
    }


def _mutate(deck: dict, pool: _Pool, rng: random.Random) -> str:
    """Break ``deck`` in one typical way; returns what was done (for the manifest)."""
    kind = rng.choice(
        (
            "copies",
            "off-domain",
            "misspelt",
            "size-39",
            "size-41",
            "banned",
            "battlefields",
            "runes",
        )
    )
    main = deck["main"]
    if kind == "copies":
        n, c = main.pop(rng.randrange(len(main)))
        main.insert(0, (4, c))  # keep it out of reach of the trim below
        _trim(deck, 4 - n)
    elif kind == "off-domain":
        doms = set(deck["legend"][0][1]["domains"])
        off = [c for c in pool.mains if not set(c["domains"]) <= doms]
        n, _ = main.pop()
        main.append((n, rng.choice(off)))
    elif kind == "misspelt":
        n, _ = main.pop()
        main.append((n, {"name": rng.choice(_MISSPELLINGS), "printings": []}))
    elif kind == "size-39":
        _trim(deck, 1)
    elif kind == "size-41":
        for i, (n, c) in enumerate(main):
            if n < 3:
                main[i] = (n + 1, c)
                break
        else:
            main[-1] = (4, main[-1][1])
    elif kind == "banned":
        n, _ = main.pop()
        main.append((n, pool.banned))
    elif kind == "battlefields":
        deck["battlefields"] = deck["battlefields"][:2]
    else:
        n, c = deck["runes"][0]
        deck["runes"][0] = (n - 1, c)
    return kind


def _trim(deck: dict, k: int) -> None:
    """Remove ``k`` copies from the end of the main deck (never the champion's extra copies first)."""
    main = deck["main"]
    while k > 0 and main:
        n, c = main[-1]
        if n > k:
            main[-1] = (n - k, c)
            return
        main.pop()
        k -= n


def _ref(card: dict, with_id: bool) -> str:
    if with_id and card["printings"]:
        return f"{card['name']} ({_pid(card)})"
    return card["name"]


def _yaml(deck: dict, title: str, with_ids: bool) -> str:
    def q(s: str) -> str:
        return json.dumps(s, ensure_ascii=False) if any(ch in s for ch in ":#'\"") else s

    out = [
        f"# Generated benchmark deck (seed {SEED}); not a tournament list.",
        f"name: {q(title)}",
        "format: constructed",
    ]
    out.append(f"legend: {q(_ref(deck['legend'][0][1], with_ids))}")
    out.append(f"champion: {q(_ref(deck['champion'][0][1], with_ids))}")
    for zone in ("main", "battlefields", "runes", "sideboard"):
        entries = deck[zone]
        if not entries:
            continue
        out.append(f"{zone}:")
        for n, c in entries:
            ref = _ref(c, with_ids)
            out.append(f"  - {q(ref if zone == 'battlefields' else f'{n} {ref}')}")
    return "\n".join(out) + "\n"


_HEADERS = {
    "legend": "Legend",
    "champion": "Champion",
    "main": "MainDeck",
    "battlefields": "Battlefields",
    "runes": "Runes",
    "sideboard": "Sideboard",
}


def _text(deck: dict, title: str, with_ids: bool) -> str:
    out = [f"# {title}", ""]
    for zone, header in _HEADERS.items():
        entries = deck[zone]
        if not entries:
            continue
        out.append(f"{header}:")
        out.extend(f"{n} {_ref(c, with_ids)}" for n, c in entries)
        out.append("")
    return "\n".join(out)


def generate(directory: Path, n: int, seed: int = SEED, illegal_share: float = 1 / 3) -> list[Path]:
    """Write ``n`` deck files into ``directory`` (emptied first); returns their paths in order.

    A ``manifest.json`` beside them records, for each file, whether it was
    built legal and which mistake an illegal one carries.
    """
    from riftcheck.cards.store import bundled_db_path

    cards = json.loads(bundled_db_path().read_text(encoding="utf-8"))["cards"]
    pool = _pool(cards)
    rng = random.Random(seed)
    directory = Path(directory)
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    paths: list[Path] = []
    manifest = []
    for i in range(n):
        deck = _build(pool, rng)
        mistake = _mutate(deck, pool, rng) if rng.random() < illegal_share else None
        title = f"Bench {i:05d} {deck['legend'][0][1]['champion_tag']}"
        with_ids = rng.random() < 0.5
        # Spread files over sub-directories like a repository of decks.
        sub = directory / f"d{i // 100:03d}"
        sub.mkdir(exist_ok=True)
        if i % 2 == 0:
            path = sub / f"deck{i:05d}.deck.yaml"
            path.write_text(_yaml(deck, title, with_ids), encoding="utf-8")
        else:
            path = sub / f"deck{i:05d}.deck.txt"
            path.write_text(_text(deck, title, with_ids), encoding="utf-8")
        paths.append(path)
        manifest.append({"file": path.relative_to(directory).as_posix(), "mistake": mistake})
    (directory / "manifest.json").write_text(
        json.dumps(manifest, indent=1) + "\n", encoding="utf-8"
    )
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python benchmarks/corpus.py DIR N")
    made = generate(Path(sys.argv[1]), int(sys.argv[2]))
    print(f"wrote {len(made)} decks to {sys.argv[1]}")
