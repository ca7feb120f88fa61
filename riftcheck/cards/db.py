"""The card database: loading, lookups and reference resolution.

``CardDB.load()`` reads ``cards.json`` (the user's updated copy when it is
valid, else the bundled one) into frozen :class:`~riftcheck.models.Card`
values. Loading does a cheap structural check only (no jsonschema import) so
that it stays fast; ``cards lint`` and ``cards update`` validate the schema.
Name lookups are built on first use.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from pathlib import Path
from types import MappingProxyType
from typing import Iterable, Mapping

from riftcheck.cards.normalize import (
    clean_text,
    name_key,
    normalize_id_sized,
    parse_id_sized,
    strip_suffixes,
)
from riftcheck.errors import CardDataError, ResolveError
from riftcheck.models import Card, Printing, Resolution

#: Database layout versions this module reads.
SUPPORTED_FORMATS = (1,)

_CACHE: dict[tuple, "CardDB"] = {}
_EMPTY: Mapping[str, str] = MappingProxyType({})


class CardDB:
    """A loaded card database with its lookups (see docs/architecture.md, "Card database")."""

    def __init__(self, cards: tuple[Card, ...], *, version: str, date: str, sha256: str, path: Path | None,
                 sets: tuple[Mapping, ...] = (), aliases: Mapping[str, tuple[str, ...]] | None = None,
                 note: str | None = None):
        self.cards = cards
        self.version = version
        self.date = date
        self.sha256 = sha256
        self.path = path
        self.sets = sets
        #: Why the default database is not the user's copy (e.g. the copy is corrupt), else ``None``.
        self.note = note
        self._aliases = aliases or {}
        self._by_id: dict[str, tuple[Card, Printing]] = {}
        self._short: dict[str, list[tuple[Card, Printing]]] = {}
        for card in cards:
            for p in card.printings:
                self._by_id[p.id] = (card, p)
                if "/" in p.id:
                    self._short.setdefault(p.id.split("/", 1)[0], []).append((card, p))
        self._names: tuple[dict[str, list[Card]], dict[str, list[Card]]] | None = None
        self._champions: dict[str, tuple[Card, ...]] | None = None

    # ------------------------------------------------------------ loading

    @classmethod
    def load(cls, path: str | Path | None = None) -> "CardDB":
        """Load the database at ``path``; ``None`` means the user's updated copy if valid, else the bundled one.

        Raises :class:`~riftcheck.errors.CardDataError` naming the file and what is
        wrong when the database is missing, corrupt or not of this layout.
        """
        from riftcheck.cards.store import bundled_db_path, user_db_path

        if path is not None:
            return cls._load_file(Path(path))
        user = user_db_path()
        note = None
        if user.is_file():
            try:
                return cls._load_file(user)
            except CardDataError as exc:
                note = f"ignored the updated card database: {exc}"
        db = cls._load_file(bundled_db_path())
        if note:
            import copy

            db = copy.copy(db)  # the cached value stays as it is
            db.note = note
        return db

    @classmethod
    def _load_file(cls, path: Path) -> "CardDB":
        try:
            st = path.stat()
            ck = (str(path.resolve()), st.st_mtime_ns, st.st_size)
        except OSError as exc:
            raise CardDataError(f"card database {path} cannot be read: {exc.strerror or exc}") from None
        hit = _CACHE.get(ck)
        if hit is not None:
            return hit
        try:
            raw = path.read_bytes()
        except OSError as exc:
            raise CardDataError(f"card database {path} cannot be read: {exc.strerror or exc}") from None
        db = cls.from_bytes(raw, path)
        _CACHE[ck] = db
        return db

    @classmethod
    def from_bytes(cls, raw: bytes, path: Path | None = None) -> "CardDB":
        """Build a database from the bytes of a ``cards.json`` (``path`` is named in errors)."""
        where = str(path) if path else "<card database>"
        try:
            data = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            line = getattr(exc, "lineno", None)
            col = getattr(exc, "colno", None)
            pos = f":{line}:{col}" if line else ""
            raise CardDataError(f"card database {where}{pos} is not valid JSON: {getattr(exc, 'msg', exc)}") from None
        return cls.from_data(data, path, sha256=hashlib.sha256(raw).hexdigest())

    @classmethod
    def from_data(cls, data, path: Path | None = None, sha256: str | None = None) -> "CardDB":
        """Build a database from a parsed ``cards.json`` object, checking its structure."""
        where = str(path) if path else "<card database>"
        if not isinstance(data, dict):
            raise CardDataError(f"card database {where}: expected a JSON object at the top level")
        fmt = data.get("format")
        if fmt not in SUPPORTED_FORMATS:
            raise CardDataError(f"card database {where}: unsupported format {fmt!r} (expected one of {SUPPORTED_FORMATS})",
                                hint="update riftcheck or run `riftcheck cards update`")
        for k in ("version", "date", "cards"):
            if k not in data:
                raise CardDataError(f"card database {where}: missing top-level field {k!r}")
        if not isinstance(data["cards"], list) or not data["cards"]:
            raise CardDataError(f"card database {where}: 'cards' must be a non-empty list")
        if sha256 is None:
            sha256 = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()
        return cls._from_data(data, where, path, sha256)

    @classmethod
    def _from_data(cls, data, where, path, sha256, note=None) -> "CardDB":
        cards = []
        aliases: dict[str, tuple[str, ...]] = {}
        seen_ids: set[str] = set()
        for i, rec in enumerate(data["cards"]):
            try:
                card = _card(rec)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                what = rec.get("key") if isinstance(rec, dict) else None
                label = f"card #{i + 1}" + (f" ({what})" if isinstance(what, str) else "")
                detail = f"missing field {exc}" if isinstance(exc, KeyError) else f"malformed field: {exc}"
                raise CardDataError(f"card database {where}: {label}: {detail}") from None
            for p in card.printings:
                if p.id in seen_ids:
                    raise CardDataError(f"card database {where}: printing id {p.id} appears twice")
                seen_ids.add(p.id)
            if rec.get("aliases"):
                aliases[card.key] = tuple(rec["aliases"])
            cards.append(card)
        sets = tuple(MappingProxyType(dict(s)) for s in data.get("sets") or () if isinstance(s, dict))
        return cls(tuple(cards), version=str(data["version"]), date=str(data["date"]), sha256=sha256, path=path,
                   sets=sets, aliases=aliases, note=note)

    # ------------------------------------------------------------ lookups

    def info(self) -> dict:
        """Provenance shown in reports: version, date, sha256 and path."""
        return {"version": self.version, "date": self.date, "sha256": self.sha256,
                "path": str(self.path) if self.path else None}

    def printing(self, id: str) -> tuple[Card, Printing] | None:
        """The card and printing named by a printing id in any form, or ``None``."""
        hits = self._printings(id)
        return hits[0] if len(hits) == 1 else None

    def _printings(self, ref: str) -> list[tuple[Card, Printing]]:
        sized = normalize_id_sized(ref)
        if sized is None:
            return []
        hit = self._by_id.get(sized)
        if hit:
            return [hit]
        short = sized.split("/", 1)[0]
        hit = self._by_id.get(short)
        if hit:
            return [hit]
        return list(self._short.get(short, ()))

    def by_name(self, name: str) -> Card | None:
        """The card with this name in any style or language, or ``None`` when unknown or ambiguous."""
        cards = self._lookup_name(name)
        return cards[0] if len(cards) == 1 else None

    def resolve(self, ref: str) -> tuple[Card, Printing | None]:
        """Resolve any reference (id or name); raises :class:`~riftcheck.errors.ResolveError` if it cannot.

        The printing is returned when the reference named one (an id), else ``None``.
        """
        card, printing, problem = self.try_resolve(ref)
        if problem is not None:
            raise ResolveError(describe(problem), problem)
        return card, printing

    def try_resolve(self, ref: str) -> tuple[Card | None, Printing | None, Resolution | None]:
        """Like :meth:`resolve` but never raises: ``(card, printing, None)`` or ``(None, None, resolution)``."""
        text = clean_text(str(ref))
        if not text:
            return None, None, Resolution("unknown", str(ref))
        parts = parse_id_sized(text)
        if parts is not None:
            hits = self._printings(text)
            if not hits and parts[2]:
                # an art variant that was never printed (TTS art 3, OGN-001b): the card is still known
                hits = self._printings(f"{parts[0]}-{parts[1]}")
                hits = [(c, None) for c, _ in hits]
            if len(hits) == 1:
                return hits[0][0], hits[0][1], None
            if len(hits) > 1:
                return None, None, Resolution("ambiguous", str(ref),
                                              candidates=tuple((c.display_name, p.id) for c, p in hits))
            names = self._lookup_name(text)
            if len(names) == 1:
                return names[0], None, None
            return None, None, Resolution("unknown", str(ref), suggestions=self._suggest_id(parts))
        cards = self._lookup_name(text)
        if len(cards) == 1:
            return cards[0], None, None
        if len(cards) > 1:
            return None, None, Resolution("ambiguous", str(ref), candidates=_pairs(cards))
        return None, None, Resolution("unknown", str(ref), suggestions=self.suggest(text))

    def search(self, text: str = "", type: str | None = None, domain: str | None = None,
               set: str | None = None) -> list[Card]:
        """Cards whose name (any language) contains ``text``, filtered by type, domain and set; database order."""
        needle = name_key(text) if text else ""
        tnorm = type.casefold() if type else None
        dnorm = domain.casefold() if domain else None
        snorm = set.upper() if set else None
        out = []
        for card in self.cards:
            if tnorm and card.type.casefold() != tnorm:
                continue
            if dnorm and dnorm not in {d.casefold() for d in card.domains} and not (
                    dnorm in ("colorless", "colourless") and not card.domains):
                continue
            if snorm and not any(p.set == snorm for p in card.printings):
                continue
            if needle and not any(needle in k for k in self._card_keys(card)):
                continue
            out.append(card)
        return out

    def champion_units(self, tag: str) -> tuple[Card, ...]:
        """Champion units (type Unit, supertype Champion) whose champion tag is ``tag``."""
        if self._champions is None:
            idx: dict[str, list[Card]] = {}
            for c in self.cards:
                if c.is_champion_unit and c.champion_tag:
                    idx.setdefault(name_key(c.champion_tag), []).append(c)
            self._champions = {k: tuple(v) for k, v in idx.items()}
        return self._champions.get(name_key(tag), ())

    def suggest(self, text: str, n: int = 3) -> tuple[tuple[str, str], ...]:
        """Up to ``n`` (display name, printing id) pairs whose names are close to ``text``, best first."""
        primary, secondary = self._name_index()
        key = name_key(strip_suffixes(text))
        keys = list(primary) + [k for k in secondary if k not in primary]
        out: list[Card] = []
        for k in difflib.get_close_matches(key, keys, n=12, cutoff=0.6):
            for c in primary.get(k) or secondary.get(k) or ():
                if c not in out:
                    out.append(c)
        if len(out) < n:
            # a fragment of a longer name ("Tempest") is close to no whole name
            for c in self.search(text):
                if c not in out:
                    out.append(c)
                if len(out) >= n:
                    break
        return _pairs(out[:n])

    # ------------------------------------------------------------ internals

    def _suggest_id(self, parts) -> tuple[tuple[str, str], ...]:
        s, num = parts[0], parts[1]
        near = [(c, p) for pid, (c, p) in self._by_id.items() if pid.startswith(f"{s}-{num}")]
        return tuple((c.display_name, p.id) for c, p in near[:3])

    def _lookup_name(self, text: str) -> list[Card]:
        primary, secondary = self._name_index()
        for candidate in dict.fromkeys((text, strip_suffixes(text))):
            k = name_key(candidate)
            for index in (primary, secondary):
                hit = index.get(k)
                if hit:
                    return hit
        return []

    def _card_keys(self, card: Card) -> Iterable[str]:
        yield card.key
        for n in card.names.values():
            yield from _name_variants(n)
        yield from self._aliases.get(card.key, ())

    def _name_index(self):
        if self._names is None:
            primary: dict[str, list[Card]] = {}
            secondary: dict[str, list[Card]] = {}

            def add(index, k, card):
                lst = index.setdefault(k, [])
                if card not in lst:
                    lst.append(card)

            for card in self.cards:
                if card.name:
                    add(primary, name_key(card.name), card)
                for n in card.names.values():
                    for k in _name_variants(n):
                        add(primary, k, card)
                for a in self._aliases.get(card.key, ()):
                    add(secondary, a, card)
                if card.champion_tag and (card.is_champion_unit or card.type == "Legend"):
                    # Riot's newer feed names champion units by the champion alone: "Kennen" is ambiguous
                    add(secondary, name_key(card.champion_tag), card)
                if not card.name:
                    add(primary, name_key(card.key), card)
            self._names = (primary, secondary)
        return self._names


def _name_variants(name: str) -> list[str]:
    keys = [name_key(name)]
    if "\u00b7" in name:  # Chinese names: "烬·致命艺术", also written with a space or run together
        head, _, tail = name.partition("\u00b7")
        keys += [name_key(f"{head} {tail}"), name_key(f"{head}{tail}")]
    return keys


def _pairs(cards: Iterable[Card]) -> tuple[tuple[str, str], ...]:
    out = []
    for c in cards:
        bp = c.base_printing
        out.append((c.display_name, bp.id if bp else c.key))
    return tuple(out)


def describe(res: Resolution) -> str:
    """A one-line message for an unresolved reference, naming candidates or suggestions with their ids."""
    if res.kind == "ambiguous":
        cands = ", ".join(f"{n} ({i})" for n, i in res.candidates)
        return f"{res.ref!r} is ambiguous: it could be {cands}; write the full name or a printing id"
    msg = f"unknown card {res.ref!r}"
    if res.suggestions:
        msg += "; did you mean " + ", ".join(f"{n} ({i})" for n, i in res.suggestions) + "?"
    return msg


def _card(rec: dict) -> Card:
    printings = tuple(Printing(p[0], p[1], p[2], p[3]) for p in rec["printings"])
    if not printings:
        raise ValueError("no printings")
    names = rec.get("names")
    t = rec["type"]
    if not isinstance(t, str) or not isinstance(rec["key"], str):
        raise ValueError("key and type must be strings")
    return Card(
        key=rec["key"],
        name=rec["name"],
        type=t,
        supertypes=tuple(rec.get("supertypes") or ()),
        domains=tuple(rec.get("domains") or ()),
        champion_tag=rec.get("champion_tag"),
        tags=tuple(rec.get("tags") or ()),
        energy=rec.get("energy"),
        power=rec.get("power"),
        might=rec.get("might"),
        keywords=tuple(rec.get("keywords") or ()),
        copy_text_override=rec.get("copy_text_override"),
        names=MappingProxyType(dict(names)) if names else _EMPTY,
        printings=printings,
        token=bool(rec.get("token", False)),
    )


def card_to_json(card: Card) -> dict:
    """The JSON object of a card (``cards show --format json`` and any other module's output)."""
    return {
        "key": card.key,
        "name": card.name,
        "display_name": card.display_name,
        "type": card.type,
        "supertypes": list(card.supertypes),
        "domains": list(card.domains),
        "champion_tag": card.champion_tag,
        "tags": list(card.tags),
        "energy": card.energy,
        "power": card.power,
        "might": card.might,
        "keywords": list(card.keywords),
        # tokens are never deck cards: no copies allowed (null would mean "any number")
        "deck_limit": 0 if card.token else card.deck_limit,
        "token": card.token,
        "names": dict(card.names),
        "printings": [{"id": p.id, "set": p.set, "number": p.number, "variant": p.variant} for p in card.printings],
    }
