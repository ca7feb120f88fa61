"""The card database: loading, lookups and reference resolution.

``CardDB.load()`` reads ``cards.json`` (the user's updated copy when it is
valid, else the bundled one) into frozen :class:`~riftcheck.models.Card`
values. Loading does a cheap structural check only (no jsonschema import) so
that it stays fast; ``cards lint`` and ``cards update`` validate the schema.
Name lookups are built on first use.
"""

from __future__ import annotations

import gc
import json
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType

from riftcheck.cards.normalize import (
    clean_text,
    loose_key,
    name_key,
    normalize_id_sized,
    parse_id_sized,
    strip_suffixes,
    tidy_key,
)
from riftcheck.infra.digest import sha256_hex
from riftcheck.infra.errors import CardDataError, ResolveError
from riftcheck.models import Card, Msg, Plural, Printing, Resolution, joined, listed

#: Largest card database file read (the bundled one is well under 1 MB).
MAX_DB_BYTES = 100 * 1024 * 1024

#: Database layout versions this module reads.
SUPPORTED_FORMATS = (1,)

_CACHE: dict[tuple, CardDB] = {}
_EMPTY: Mapping[str, str] = MappingProxyType({})
#: The folder, in the user's cache directory, of the bundled database's recorded digests.
DIGEST_FOLDER = "card-digests"
_HEX64 = re.compile(r"[0-9a-f]{64}")
#: Misspelt names whose suggestions one database keeps (a run meets the same few again and again).
_SUGGEST_MEMO_MAX = 10_000


def _digest_marker(st: os.stat_result) -> Path | None:
    """The cache file holding the bundled database's sha256 for this exact file, or ``None``.

    Every report states the database's digest, and hashing the bundled 340 KB
    on every run costs a one-deck check about 11.5 M instructions (2%). The
    bundled file only changes when riftcheck is installed again, so its digest
    is kept in the user's cache directory under a name made of the file's
    device, inode, size, modification time and *change* time (``st_ctime``):
    the kernel sets the change time to the clock on every write, truncation,
    rename or ``utime`` call and no call sets it back, so an edited or
    replaced file (even one given its old size and modification time again)
    never finds the old digest's file, and is hashed. POSIX only (on Windows
    ``st_ctime`` is the creation time); ``RIFTCHECK_NO_CACHE`` turns it off. A
    user's or explicit database is always hashed.
    """
    if os.name != "posix" or os.environ.get("RIFTCHECK_NO_CACHE"):
        return None
    from riftcheck.infra.paths import user_dir

    key = f"{st.st_dev}-{st.st_ino}-{st.st_size}-{st.st_mtime_ns}-{st.st_ctime_ns}"
    return Path(user_dir("cache")) / DIGEST_FOLDER / key


def _recorded_digest(marker: Path | None) -> str | None:
    """The digest kept in ``marker``, or ``None`` (missing, unreadable or not a digest: hash again)."""
    if marker is None:
        return None
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        text = read_bytes(marker, 64).decode("ascii")
    except (ReadRefused, OSError, UnicodeDecodeError):
        return None
    return text if _HEX64.fullmatch(text) else None


def _record_digest(marker: Path, digest: str) -> None:
    """Keep ``digest`` in ``marker`` (written whole, then renamed); a read-only cache only costs speed."""
    tmp = marker.with_name(f"{marker.name}.{os.getpid()}.tmp")
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(digest.encode("ascii"))
        os.replace(tmp, marker)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass


class CardDB:
    """A loaded card database with its lookups (see docs/architecture.md, "Card database").

    Card values are made on first use: a deck touches a few dozen of a thousand
    cards, and making every frozen value up front would double the load time.
    """

    def __init__(
        self,
        records: list,
        *,
        version: str,
        date: str,
        sha256: str,
        path: Path | None,
        sets: tuple[Mapping, ...] = (),
        index: dict | None = None,
        note: str | None = None,
    ):
        self.version = version
        self.date = date
        self.sha256 = sha256
        self.path = path
        self.sets = sets
        #: Why the default database is not the user's copy (e.g. the copy is corrupt), else ``None``.
        self.note = note
        self._where = str(path) if path else "<card database>"
        self._recs = records
        self._objs: list[Card | None] = [None] * len(records)
        self._all: tuple[Card, ...] | None = None
        # printing id -> (record index, printing index); promo ids carrying a set size also by short id
        self._by_id: dict[str, tuple[int, int]] = {}
        self._short: dict[str, list[tuple[int, int]]] = {}
        keys = [] if index is None else None
        held: set[str] = set()  # the keys of coverage(), made in this loop (see held_sets)
        for i, rec in enumerate(records):
            try:
                rec["key"], rec["type"], rec["name"]
                if keys is not None:
                    keys.append(record_keys(rec))
                game_card = not rec.get("token")
                for j, p in enumerate(rec["printings"]):
                    # four plain comparisons, not all() over a generator: this runs for every printing
                    if (
                        type(p) is not list
                        or len(p) != 4
                        or not (
                            type(p[0]) is str
                            and type(p[1]) is str
                            and type(p[2]) is str
                            and type(p[3]) is str
                        )
                    ):
                        raise ValueError(
                            Msg("printing {n} is not [id, set, number, variant]", n=j + 1)
                        )
                    pid = p[0]
                    if pid in self._by_id:
                        raise CardDataError(
                            Msg(
                                "card database {where}: printing id {pid} appears twice",
                                where=self._where,
                                pid=pid,
                            )
                        )
                    self._by_id[pid] = (i, j)
                    if game_card:
                        held.add(p[1])
                    if "/" in pid:
                        self._short.setdefault(pid.split("/", 1)[0], []).append((i, j))
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                raise self._bad(i, exc) from None
        self._held = frozenset(held)
        if index is None:
            index = _pack_index(keys)
        self._names = (index.get("primary") or {}, index.get("secondary") or {})
        self._champions: dict[str, list[int]] | None = None
        self._by_name_memo: dict[str, Card | None] = {}
        # made on the first misspelt name, then kept: every later suggestion needs them again
        self._card_keys: tuple[tuple[str, ...], ...] | None = None
        self._folded: tuple[tuple[str, ...], ...] | None = None
        self._suggest_index = None  # riftcheck.infra.suggest.SuggestIndex over every name key
        self._suggest_memo: dict[tuple[str, int], tuple[tuple[str, str], ...]] = {}
        self._loose: tuple[dict[str, list[int]], ...] | None = None
        self._ranges: dict[str, int] | None = None
        self._coverage: dict[str, dict[str, int]] | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card (tokens included, marked ``token``), in database order."""
        if self._all is None:
            self._all = tuple(self._card(i) for i in range(len(self._recs)))
        return self._all

    def _card(self, i: int) -> Card:
        c = self._objs[i]
        if c is None:
            try:
                c = self._objs[i] = _card(self._recs[i])
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                raise self._bad(i, exc) from None
        return c

    def _own_index(self) -> dict:
        """The name index the records make (:func:`build_index`); a record that cannot make its
        keys is named with its own error, as a lookup of it says it."""
        keys = []
        for i, rec in enumerate(self._recs):
            try:
                keys.append(record_keys(rec))
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                self._card(i)  # the record's shape error ('names' must map locales to texts)
                raise self._bad(i, exc) from None
        return _pack_index(keys)

    def _bad(self, i: int, exc: Exception) -> CardDataError:
        rec = self._recs[i]
        what = rec.get("key") if isinstance(rec, dict) else None
        label = (
            Msg("card #{n} ({key})", n=i + 1, key=what)
            if isinstance(what, str)
            else Msg("card #{n}", n=i + 1)
        )
        detail = (
            Msg("missing field {field}", field=str(exc))
            if isinstance(exc, KeyError)
            # (riftcheck's own reason is a Msg, said in the reader's language; Python's as it is)
            else Msg("malformed record: {why}", why=_why(exc))
        )
        return CardDataError(
            Msg(
                "card database {where}: {label}: {detail}",
                where=self._where,
                label=label,
                detail=detail,
            )
        )

    # ------------------------------------------------------------ loading

    @classmethod
    def load(cls, path: str | Path | None = None) -> CardDB:
        """Load the database at ``path``; ``None`` means the user's updated copy if valid, else the bundled one.

        Raises :class:`~riftcheck.infra.errors.CardDataError` naming the file and what is
        wrong when the database is missing, corrupt or not of this layout.
        """
        from riftcheck.cards.store import bundled_db_path, user_db_path

        if path is not None:
            return cls._load_file(Path(path))
        user = user_db_path()
        bundled = bundled_db_path()
        note = None
        if os.path.lexists(
            user
        ):  # never raises: an unreadable data directory is a notice, not a crash
            try:
                db = cls._load_file(user)
            except CardDataError as exc:
                # the reason as a message of its own (said in the reader's language) when it is all there is
                reason = exc.message if str(exc) == str(exc.message) else str(exc)
                note = Msg(
                    "ignored the updated card database ({reason}); using the bundled one",
                    reason=reason,
                )
            else:
                newer = _header_date(bundled)
                if not newer or newer <= db.date:
                    return db
                # riftcheck was upgraded since the last `cards update`: its own data is fresher
                note = Msg(
                    "ignored the updated card database {path} ({date}): the bundled one ({newer}) is newer",
                    path=user,
                    date=db.date,
                    newer=newer,
                )
        db = cls._load_file(bundled, bundled=True)
        if note:
            import copy

            db = copy.copy(db)  # the cached value stays as it is
            db.note = note
        return db

    @classmethod
    def _load_file(cls, path: Path, *, bundled: bool = False) -> CardDB:
        try:
            st = path.stat()
            ck = (str(path.resolve()), st.st_mtime_ns, st.st_size)
        except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop, before Python 3.13
            from riftcheck.infra.fileio import reason

            raise CardDataError(
                Msg(
                    "card database {path} cannot be read: {value}",
                    path=path,
                    value=reason(exc),
                )
            ) from None
        if st.st_size > MAX_DB_BYTES:
            raise CardDataError(
                Msg(
                    "card database {path} is {st_size} bytes, larger than the limit of {MAX_DB_BYTES}",
                    path=path,
                    st_size=f"{st.st_size:,}",
                    MAX_DB_BYTES=f"{MAX_DB_BYTES:,}",
                )
            )
        hit = _CACHE.get(ck)
        if hit is not None:
            return hit
        from riftcheck.infra.fileio import ReadRefused, read_bytes

        try:
            raw = read_bytes(path, MAX_DB_BYTES)
        except ReadRefused as exc:
            if exc.reason == "too-large":
                raise CardDataError(
                    Msg("card database {path}: {exc}", path=path, exc=exc.message)
                ) from None
            raise CardDataError(
                Msg("card database {path} cannot be read: {exc}", path=path, exc=exc.message)
            ) from None
        marker = _digest_marker(st) if bundled else None
        sha256 = _recorded_digest(marker)
        gc_was_on = gc.isenabled()
        gc.disable()  # thousands of new containers, none cyclic: collecting meanwhile is wasted time
        try:
            # the bundled database's index is riftcheck's own, checked by its tests: trusted
            db = cls.from_bytes(raw, path, sha256=sha256, check_index=not bundled)
        finally:
            if gc_was_on:
                gc.enable()
        if marker is not None and sha256 is None:
            _record_digest(marker, db.sha256)
        _CACHE[ck] = db
        return db

    @classmethod
    def from_bytes(
        cls,
        raw: bytes,
        path: Path | None = None,
        *,
        sha256: str | None = None,
        check_index: bool = True,
    ) -> CardDB:
        """Build a database from the bytes of a ``cards.json`` (``path`` is named in errors).

        ``sha256`` is the digest of ``raw`` when the caller already knows it (see
        :func:`_digest_marker`); otherwise the bytes are hashed. ``check_index``: see
        :meth:`from_data`.
        """
        where = str(path) if path else "<card database>"
        try:
            data = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            from riftcheck.infra.jsonwords import json_reason

            line = getattr(exc, "lineno", None)
            col = getattr(exc, "colno", None)
            pos = f":{line}:{col}" if line else ""
            raise CardDataError(
                Msg(
                    "card database {where}{pos} is not valid JSON: {exc}",
                    where=where,
                    pos=pos,
                    exc=json_reason(exc),
                )
            ) from None
        except (ValueError, RecursionError):  # a number too long for int(), or nesting too deep
            raise CardDataError(
                Msg(
                    "card database {where} is not a card database: a number is too long or the nesting too deep",
                    where=where,
                )
            ) from None
        return cls.from_data(data, path, sha256=sha256 or sha256_hex(raw), check_index=check_index)

    @classmethod
    def from_data(
        cls,
        data,
        path: Path | None = None,
        sha256: str | None = None,
        *,
        check_index: bool = True,
    ) -> CardDB:
        """Build a database from a parsed ``cards.json`` object, checking its structure.

        With ``check_index`` (every database but the bundled one), a name ``index`` that is not
        the one its cards make is a :class:`CardDataError`, as ``cards lint`` says: trusted, it
        read every name as the card at its position (two records swapped, one inserted: ``Cleave``
        read as Back to Back, an illegal deck LEGAL; evtT 6). Making it costs about 10 ms."""
        where = str(path) if path else "<card database>"
        if not isinstance(data, dict):
            raise CardDataError(
                Msg("card database {where}: expected a JSON object at the top level", where=where)
            )
        fmt = data.get("format")
        if fmt not in SUPPORTED_FORMATS:
            readable = listed([str(f) for f in SUPPORTED_FORMATS], "or")
            raise CardDataError(
                # never a Python repr (None, (1,)): atkG item 10
                Msg(
                    "card database {where}: no 'format' key (riftcheck reads format {formats})",
                    where=where,
                    formats=readable,
                )
                if "format" not in data
                else Msg(
                    "card database {where}: unsupported format {fmt} (riftcheck reads format {formats})",
                    where=where,
                    # as the file writes it: "1" (a text), null, [1, 2]
                    fmt=_json_value(fmt),
                    formats=readable,
                ),
                hint=Msg("update riftcheck or run `riftcheck cards update`"),
            )
        for k in ("version", "date", "cards"):
            if k not in data:
                raise CardDataError(
                    Msg(
                        "card database {where}: missing top-level field {k}",
                        where=where,
                        k=f"{k!r}",
                    )
                )
        if not isinstance(data["cards"], list) or not data["cards"]:
            raise CardDataError(
                Msg("card database {where}: 'cards' must be a non-empty list", where=where)
            )
        index = data.get("index")
        if index is not None and not isinstance(index, dict):
            raise CardDataError(
                Msg("card database {where}: 'index' must be an object", where=where)
            )
        if sha256 is None:
            sha256 = sha256_hex(json.dumps(data, sort_keys=True).encode())
        raw_sets = data.get("sets") or []
        if not isinstance(raw_sets, list):
            raise CardDataError(Msg("card database {where}: 'sets' must be a list", where=where))
        sets = tuple(MappingProxyType(dict(s)) for s in raw_sets if isinstance(s, dict))
        db = cls(
            data["cards"],
            version=str(data["version"]),
            date=str(data["date"]),
            sha256=sha256,
            path=path,
            sets=sets,
            index=index,
        )
        if check_index and index is not None and index != db._own_index():
            raise CardDataError(
                Msg("card database {where}: the name index does not match the cards", where=where),
                hint=Msg(
                    "run `riftcheck cards update`, or in a checkout rebuild it with `python tools/import_cards.py`"
                ),
            )
        return db

    # ------------------------------------------------------------ lookups

    def info(self) -> dict:
        """Provenance shown in reports: version, date, sha256 and path."""
        return {
            "version": self.version,
            "date": self.date,
            "sha256": self.sha256,
            "path": str(self.path) if self.path else None,
        }

    def printing(self, id: str) -> tuple[Card, Printing] | None:
        """The card and printing named by a printing id in any form, or ``None``."""
        hits = self._printings(id)
        return hits[0] if len(hits) == 1 else None

    def _printings(self, ref: str) -> list[tuple[Card, Printing]]:
        sized = normalize_id_sized(ref)
        if sized is None:
            return []
        hit = self._by_id.get(sized)
        if hit is None:
            hit = self._by_id.get(sized.split("/", 1)[0])
        locs = [hit] if hit is not None else self._short.get(sized.split("/", 1)[0], ())
        out = []
        for i, j in locs:
            card = self._card(i)
            out.append((card, card.printings[j]))
        return out

    def by_name(self, name: str) -> Card | None:
        """The card with this name in any style or language, or ``None`` when unknown or ambiguous."""
        # Rules look up the same names (ban lists) for every deck of a batch: remember the answers.
        memo = self._by_name_memo
        if name in memo:
            return memo[name]
        cards = self._lookup_name(name)
        card = cards[0] if len(cards) == 1 else None
        if len(memo) < 10_000:
            memo[name] = card
        return card

    def cards_named(self, name: str) -> tuple[Card, ...]:
        """Every card ``name`` (any style or language) may be: one, several when ambiguous, none when unknown."""
        return tuple(self._lookup_name(clean_text(str(name))))

    def resolve(self, ref: str) -> tuple[Card, Printing | None]:
        """Resolve any reference (id or name); raises :class:`~riftcheck.infra.errors.ResolveError` if it cannot.

        The printing is returned when the reference named one (an id), else ``None``.
        """
        card, printing, problem = self.try_resolve(ref)
        if problem is not None:
            raise ResolveError(describe(problem), problem)
        return card, printing

    def try_resolve(
        self, ref: str, suggest: bool = True
    ) -> tuple[Card | None, Printing | None, Resolution | None]:
        """Like :meth:`resolve` but never raises: ``(card, printing, None)`` or ``(None, None, resolution)``.

        ``suggest=False``: an unknown name (not an id) gets no suggestions (``unsuggested``), which
        cost milliseconds each."""
        text = clean_text(str(ref))
        if not text:
            return None, None, Resolution("unknown", str(ref))
        parts = parse_id_sized(text)
        if parts is not None:
            hits = self._printings(text)
            if not hits and parts[2]:
                # an art variant that was never printed (TTS art 3, OGN-001b): the card is still known
                hits = [(c, None) for c, _ in self._printings(f"{parts[0]}-{parts[1]}")]
            if len(hits) == 1:
                return hits[0][0], hits[0][1], None
            if len(hits) > 1:
                cands = tuple((c.display_name, p.id) for c, p in hits)
                return None, None, Resolution("ambiguous", str(ref), candidates=cands)
            names = self._lookup_name(text)
            if len(names) == 1:
                return names[0], None, None
            if self.in_number_range(parts[0], parts[1]):
                # a gap in a set the database knows (Radiance lacks 37 base numbers): not a typo
                return None, None, Resolution("missing", str(ref), detail=f"{parts[0]}-{parts[1]}")
            return None, None, Resolution("unknown", str(ref), suggestions=self._suggest_id(parts))
        cards = self._lookup_name(text)
        if len(cards) == 1:
            return cards[0], None, None
        if len(cards) > 1:
            return None, None, Resolution("ambiguous", str(ref), candidates=_pairs(cards))
        return None, None, self._unknown_name(ref, text, suggest)

    def _unknown_name(self, ref: str, text: str, suggest: bool) -> Resolution:
        if not suggest:
            return Resolution("unknown", str(ref), unsuggested=True)
        return Resolution("unknown", str(ref), suggestions=self.suggest(text))

    def in_number_range(self, set_code: str, number: str) -> bool:
        """True when ``number`` lies within the base numbers the database holds for ``set_code`` (1..highest)."""
        if self._ranges is None:
            ranges: dict[str, int] = {}
            for rec in self._recs:
                for p in rec["printings"]:
                    if p[3] == "base" and p[2].isdigit():
                        ranges[p[1]] = max(ranges.get(p[1], 0), int(p[2]))
            self._ranges = ranges
        return number.isdigit() and 1 <= int(number) <= self._ranges.get(set_code.upper(), 0)

    def held_sets(self) -> frozenset[str]:
        """The sets with a printing of a game card (not a token): the keys of :meth:`coverage`,
        gathered while the printings are indexed (a plain check asks only this, and counting the
        names per language cost it 3-4 ms)."""
        return self._held

    def coverage(self) -> dict[str, dict[str, int]]:
        """Per set: game cards with a printing in it, and how many have a name in each language.

        ``{"RAD": {"cards": 141, "en": 22, "zh-CN": 141, "fr-FR": 0}, ...}``
        (tokens left out; a card counts in every set it has a printing in).
        """
        if self._coverage is None:
            out: dict[str, dict[str, int]] = {}
            for rec in self._recs:
                if rec.get("token"):
                    continue
                names = rec.get("names") or {}
                langs = set(names) | ({"en"} if rec.get("name") else set())
                for s in dict.fromkeys(p[1] for p in rec["printings"]):
                    row = out.setdefault(s, {"cards": 0})
                    row["cards"] += 1
                    for lang in langs:
                        row[lang] = row.get(lang, 0) + 1
            self._coverage = out
        return self._coverage

    def names_missing(self, sets, lang: str = "en") -> list[tuple[str, int, int]]:
        """``(set code, cards without a name in lang, cards)`` for each of ``sets`` that lacks some, in set order."""
        cov = self.coverage()
        out = []
        for code in sorted(sets, key=lambda c: _set_order(c)):
            row = cov.get(code)
            if row and row.get(lang, 0) < row["cards"]:
                out.append((code, row["cards"] - row.get(lang, 0), row["cards"]))
        return out

    def names_in(self, locale: str) -> dict[str, str]:
        """English name -> name in ``locale`` (``fr-FR``) of every card that has both; a legend's
        title-only translation is given its champion (``Jinx, Gâchette folle``)."""
        out = {}
        for rec in self._recs:
            name, other = rec.get("name"), (rec.get("names") or {}).get(locale)
            if name and other:
                out[name] = full_name(other, rec.get("type"), rec.get("champion_tag"))
        return out

    def champion_tags_in(self, locale: str) -> dict[str, str]:
        """English champion tag -> the tag in ``locale`` where a card's name there says it: the
        French names of the rules texts write a champion's card « Tag, Subtitle » (« Maître Yi,
        Fine lame Wuju » is Master Yi, Wuju Bladesman), so the part before the comma is the
        champion's tag as the French cards print it; a tag its cards name two ways, or only
        the English way, is left out (nothing is guessed)."""
        seen: dict[str, set[str]] = {}
        for rec in self._recs:
            tag, name = rec.get("champion_tag"), rec.get("name")
            other = (rec.get("names") or {}).get(locale)
            if not (tag and name and other) or not name.startswith(f"{tag}, ") or ", " not in other:
                continue
            seen.setdefault(tag, set()).add(other.split(", ")[0])
        return {t: next(iter(fr)) for t, fr in seen.items() if len(fr) == 1 and fr != {t}}

    def set_name(self, code: str) -> str:
        """The name of set ``code`` from the database's set table, else the code."""
        for s in self.sets:
            if s.get("code") == code:
                return str(s.get("name") or code)
        return code

    def search(
        self,
        text: str = "",
        type: str | None = None,
        domain: str | None = None,
        set: str | None = None,
    ) -> list[Card]:
        """Cards whose name (any language) contains ``text``, filtered by type, domain and set; database order.

        ``domain`` is a domain in English or French (``Fury``, ``Fureur``), or
        ``colorless`` (``neutre``) for cards without a domain.
        """
        from riftcheck.cards.normalize import COLOURLESS_WORDS, domain_name, fold

        # accents are ignored (``truquee`` finds Partie truquée), as a French name typed without them is
        needle = fold(name_key(text)) if text else ""
        keys = self._folded_keys() if needle else None
        tnorm = type.casefold() if type else None
        dnorm = None
        if domain:
            dnorm = (
                "colorless"
                if fold(domain.strip()) in COLOURLESS_WORDS
                else (domain_name(domain) or domain).casefold()
            )
        snorm = set.upper() if set else None
        out = []
        for i, card in enumerate(self.cards):
            if tnorm and card.type.casefold() != tnorm:
                continue
            if (
                dnorm
                and dnorm not in {d.casefold() for d in card.domains}
                and not (dnorm == "colorless" and not card.domains)
            ):
                continue
            if snorm and not any(p.set == snorm for p in card.printings):
                continue
            if needle and not any(needle in k for k in keys[i]):
                continue
            out.append(card)
        return out

    def champion_units(self, tag: str) -> tuple[Card, ...]:
        """Champion units (type Unit, supertype Champion) whose champion tag is ``tag``."""
        if self._champions is None:
            # read from the records, so that only the champions' card values are made
            idx: dict[str, list[int]] = {}
            for i, rec in enumerate(self._recs):
                t = rec.get("champion_tag")
                st = rec.get("supertypes")
                if (
                    isinstance(t, str)
                    and t
                    and rec["type"] == "Unit"
                    and isinstance(st, list)
                    and "Champion" in st
                ):
                    idx.setdefault(name_key(t), []).append(i)
            self._champions = idx
        hit = self._champions.get(name_key(tag), ())
        return tuple(self._card(i) for i in hit)

    def suggest(self, text: str, n: int = 3) -> tuple[tuple[str, str], ...]:
        """Up to ``n`` (display name, printing id) pairs whose names are close to ``text``, best first."""
        # a misspelt name is suggested for by the resolver and again by unknown-card: once per run
        memo = self._suggest_memo.get((text, n))
        if memo is None:
            if len(self._suggest_memo) >= _SUGGEST_MEMO_MAX:
                self._suggest_memo.clear()
            memo = self._suggest_memo[(text, n)] = self._suggest(text, n)
        return memo

    def warm_suggestions(self) -> None:
        """Build now what the first "did you mean" builds: the suggestion index, every card value
        and the folded name keys :meth:`search` reads (about 30 ms of CPU).

        Called by a parent process before it forks its workers, which then share these
        instead of each building its own copy.
        """
        self._suggestions()
        self._folded_keys()
        _ = self.cards

    def _suggestions(self):
        if self._suggest_index is None:
            from riftcheck.infra.suggest import SuggestIndex

            primary, secondary = self._names
            keys = list(primary) + [k for k in secondary if k not in primary]
            self._suggest_index = SuggestIndex(keys)
        return self._suggest_index

    def _suggest(self, text: str, n: int) -> tuple[tuple[str, str], ...]:
        primary, secondary = self._names
        key = name_key(strip_suffixes(text))
        out: list[Card] = []
        for k in self._suggestions().close(key, n=12, cutoff=0.6):
            for c in self._cards_at(primary.get(k) if k in primary else secondary.get(k)):
                if c not in out:
                    out.append(c)
        if len(out) < n and len(key) >= 3:
            # a fragment of a longer name ("Tempest") is close to no whole name
            for c in self.search(text):
                if c not in out:
                    out.append(c)
                if len(out) >= n:
                    break
        return _pairs(_same_family(self, text, out, n)[:n])

    # ------------------------------------------------------------ internals

    def _cards_at(self, where) -> list[Card]:
        return [self._card(i) for i in self._positions(where)]

    def _positions(self, where) -> list[int]:
        if where is None:
            return []
        positions = [where] if type(where) is int else where
        if not isinstance(positions, list) or not all(
            type(i) is int and 0 <= i < len(self._recs) for i in positions
        ):
            raise CardDataError(
                Msg(
                    "card database {where}: the name index points to no card ({where2})",
                    where=self._where,
                    where2=f"{where!r}",
                ),
                hint=Msg(
                    "run `riftcheck cards update`, or in a checkout rebuild it with `python tools/import_cards.py`"
                ),
            )
        return positions

    def _suggest_id(self, parts) -> tuple[tuple[str, str], ...]:
        prefix = f"{parts[0]}-{parts[1]}"
        out = []
        for pid, (i, _printing) in self._by_id.items():
            if pid.startswith(prefix):
                card = self._card(i)
                out.append((card.display_name, pid))
                if len(out) == 3:
                    break
        return tuple(out)

    def _lookup_name(self, text: str) -> list[Card]:
        primary, secondary = self._names
        for candidate in dict.fromkeys((text, strip_suffixes(text))):
            k = name_key(candidate)
            for index in (primary, secondary):
                hit = index.get(k)
                if hit is not None:
                    return self._cards_at(hit)
        return self._lookup_loose(strip_suffixes(text))

    def read_loosely(self, name: str) -> bool:
        """True when ``name`` names one card only once spaces and punctuation are ignored (``Si
        vir, Mercenary``, ``Gust:``), or names it only once folded beyond how a tidy list writes
        it (``Magma Wurm,``, ``Magma  Wurm``, ``Reaver`s Row``: :func:`tidy_key`; case and curly
        apostrophes are no loose reading): what a reader tells the player, instead of staying
        silent."""
        raw = str(name)
        text = clean_text(raw)
        primary, secondary = self._names
        for written, candidate in dict.fromkeys(
            ((raw, text), (strip_suffixes(raw), strip_suffixes(text)))
        ):
            k = name_key(candidate)
            if k in primary or k in secondary:
                return tidy_key(written) != k
        return len(self._lookup_loose(strip_suffixes(text))) == 1

    def _lookup_loose(self, text: str) -> list[Card]:
        """Cards whose name matches ``text`` once accents, punctuation and spaces are ignored: a
        primary name (a card's name in a language) first, else a secondary one (an alias such as
        ``Jinx, Gâchette folle``, typed ``Jinx, Gachette folle``), as :meth:`_lookup_name` looks."""
        k = loose_key(text)
        if len(k) < 4:  # "Vi" or "Ez": too short to be sure of anything
            return []
        if self._loose is None:
            tables = []
            for names in self._names:
                loose: dict[str, list[int]] = {}
                for key, where in names.items():
                    for i in self._positions(where):
                        bucket = loose.setdefault(loose_key(key), [])
                        if i not in bucket:
                            bucket.append(i)
                tables.append(loose)
            self._loose = tuple(tables)
        for loose in self._loose:
            if k in loose:
                return [self._card(i) for i in loose[k]]
        return []

    def loose_alias(self, ref: str, card: Card) -> str | None:
        """The secondary name (an alias, kept in lower case) of ``card`` that ``ref`` matched once
        accents, punctuation and spaces are ignored, if that is how it was read: the notice of a
        loose reading says what was ignored against it."""
        k = loose_key(strip_suffixes(ref))
        if len(k) < 4 or not self._lookup_loose(ref):  # (the loose tables made)
            return None
        primary, secondary = self._loose or ({}, {})
        if k in primary or card not in [self._card(i) for i in secondary.get(k, ())]:
            return None
        return next((key for key in self._names[1] if loose_key(key) == k), None)

    def _folded_keys(self) -> tuple[tuple[str, ...], ...]:
        from riftcheck.cards.normalize import fold

        if self._folded is None:
            self._folded = tuple(tuple(fold(k) for k in ks) for ks in self._keys_by_card())
        return self._folded

    def _keys_by_card(self) -> tuple[tuple[str, ...], ...]:
        if self._card_keys is None:
            out: list[list[str]] = [[] for _ in self._recs]
            for index in self._names:
                for k, where in index.items():
                    for i in self._positions(where):
                        out[i].append(k)
            self._card_keys = tuple(map(tuple, out))
        return self._card_keys


def full_name(other: str, type_: str | None, tag: str | None) -> str:
    """A card's name in another language as riftcheck says it everywhere (the reports, ``cards
    show``'s title and its name rows): a legend's title-only translation (« Gâchette folle ») is
    given its champion (« Jinx, Gâchette folle »), as the English name has it."""
    if type_ == "Legend" and tag and "," not in other:
        return f"{tag}, {other}"
    return other


def _same_family(db: CardDB, text: str, found: list[Card], n: int) -> list[Card]:
    """``found`` kept to the domain and type ``text`` names (``Rune d'ordre``: an Order rune, never the
    Fury rune whose French name is closest), with the cards of that type and domain after them: a
    suggestion a judge follows must not swap one domain for another."""
    from riftcheck.cards.normalize import domain_name, type_name

    words = [w for w in re.split(r"[\s'’,]+", text) if w]
    domains = {d for w in words if (d := domain_name(w)) is not None}
    if not domains:
        return found
    types = {t for w in words if (t := type_name(w)) is not None}
    out = [c for c in found if not c.domains or domains & set(c.domains)]
    if types and len(out) < n:
        for c in db.search(type=next(iter(types)), domain=next(iter(domains))):
            if c not in out and not c.token:
                out.append(c)
            if len(out) >= n:
                break
    return out


def _set_order(code: str) -> tuple:
    from riftcheck.cards.sets import printing_sort_key

    return printing_sort_key(f"{code}-0")


#: Languages a report can be in, with the locale of their card names and the words used in messages.
LANG_NAMES = {"en": Msg("English"), "fr-FR": Msg("French"), "zh-CN": Msg("Chinese")}


def behind_notes(db, legal_sets, lang: str = "en") -> list[str]:
    """What a report says once when legal sets have cards without a name in ``lang`` (the data is behind)."""
    missing = db.names_missing(legal_sets, lang) if hasattr(db, "names_missing") else []
    if not missing:
        return []
    parts = [
        Msg("{n} of the {total} {set} cards", n=n, total=total, set=db.set_name(code))
        for code, n, total in missing
    ]
    remedy = "riftcheck cards update" + (
        "" if lang == "en" else f" --locales en_US,{lang.replace('-', '_')}"
    )
    return [
        Msg(
            "the card database ({date}) has no {language} name for {counts} (legal on the judging date), known by id only: run `{cmd}` to refresh it",
            date=db.date,
            language=LANG_NAMES.get(lang, lang),
            counts=joined(parts, ", "),
            cmd=remedy,
        )
    ]


def coverage_lines(db) -> list[str]:
    """Lines of the database's coverage per main set and language (``--version``, ``cards stats``),
    each a :class:`Msg` (said in the reader's language)."""
    from riftcheck.cards.sets import MAIN_SETS

    cov = db.coverage()
    langs = sorted(
        {k for row in cov.values() for k in row if k != "cards"}, key=lambda k: (k != "en", k)
    )
    lines: list[str] = [
        Msg(
            "names per set and language (card database of {date}; `riftcheck cards update` refreshes it):",
            date=db.date,
        )
    ]
    for code in MAIN_SETS:
        row = cov.get(code)
        if not row:
            continue
        per = ", ".join(f"{lang} {row.get(lang, 0)}" for lang in langs)
        n = f"{row['cards']:>4}"
        cards = Plural(row["cards"], "{n} card", "{n} cards", n=n)
        lines.append(
            Msg(
                "  {code} {name} {cards}; names: {per}",
                code=f"{code:<4}",
                name=f"{db.set_name(code):<16}",
                cards=cards,
                per=per,
            )
        )
    return lines


def _header_date(path: Path) -> str | None:
    """The ``date`` of a database written by riftcheck, read from its first line only."""
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        head = read_bytes(path, MAX_DB_BYTES)[:512].decode("utf-8", "replace")
    except ReadRefused:
        return None
    m = re.search(r'"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"', head)
    return m.group(1) if m else None


def record_keys(rec: dict) -> tuple[list[str], list[str]]:
    """Name keys of a card record: (primary: its names in every language; secondary: aliases).

    Secondary keys are a legend's title alone, the champion alone for champion
    units and legends (so that ``Kennen`` is ambiguous rather than unknown), and
    the record's ``aliases``. A card without an English name is also known by
    its key (its base printing id).
    """
    primary: list[str] = []
    secondary: list[str] = []
    if rec.get("name"):
        primary.append(name_key(rec["name"]))
    else:
        primary.append(name_key(rec["key"]))
    for n in (rec.get("names") or {}).values():
        primary.extend(_name_variants(n))
    aliases = rec.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise ValueError(
            Msg("'aliases' must be a list of names")
        )  # reported with the card's number
    secondary.extend(aliases)
    tag = rec.get("champion_tag")
    if tag and (
        rec["type"] == "Legend"
        or (rec["type"] == "Unit" and "Champion" in (rec.get("supertypes") or ()))
    ):
        # Riot's newer feed names champion units by the champion alone
        secondary.append(name_key(tag))
    primary = list(dict.fromkeys(primary))
    secondary = [k for k in dict.fromkeys(secondary) if k not in primary]
    return primary, secondary


def build_index(records: list[dict]) -> dict:
    """The name index of a list of card records: key -> record index (an int, or a list when shared)."""
    return _pack_index([record_keys(rec) for rec in records])


def _pack_index(keys: list[tuple[list[str], list[str]]]) -> dict:
    primary: dict[str, list[int]] = {}
    secondary: dict[str, list[int]] = {}
    for i, (p, s) in enumerate(keys):
        for k in p:
            primary.setdefault(k, []).append(i)
        for k in s:
            secondary.setdefault(k, []).append(i)

    def pack(d):
        return {k: (v[0] if len(v) == 1 else v) for k, v in sorted(d.items())}

    return {"primary": pack(primary), "secondary": pack(secondary)}


def _name_variants(name: str) -> list[str]:
    keys = [name_key(name)]
    # Chinese names: "烬·致命艺术", also written with a space or run together; every dot, so that a
    # champion whose own name holds one (烈娜塔·戈拉斯克·实业家) is found however each is written
    parts = name.split("\u00b7")
    if 1 < len(parts) <= 4:
        forms = [parts[0]]
        for part in parts[1:]:
            forms = [f"{f}{sep}{part}" for f in forms for sep in ("\u00b7", " ", "")]
        keys += [name_key(f) for f in forms[1:]]
    return list(dict.fromkeys(keys))


def _pairs(cards: Iterable[Card]) -> tuple[tuple[str, str], ...]:
    out = []
    for c in cards:
        bp = c.base_printing
        out.append((c.display_name, bp.id if bp else c.key))
    return tuple(out)


def describe(res: Resolution) -> str:
    """A one-line message for an unresolved reference, naming candidates or suggestions with their ids."""
    if res.kind == "conflict":
        return res.detail
    if res.kind == "missing":
        return Msg(
            "{pid} is not in this card database (the catalogue it was built from lacks it)",
            pid=res.detail or res.ref,
        )
    if res.kind == "ambiguous":
        cands = _choices(res.candidates)
        return Msg(
            "{ref} is ambiguous: it could be {cands}; write the full name or a printing id",
            ref=repr(res.ref),
            cands=cands,
        )
    msg = Msg("unknown card {ref}", ref=f"{res.ref!r}")
    if res.suggestions:
        said = _choices(res.suggestions)
        return Msg("unknown card {ref}; did you mean {cards}?", ref=msg.params["ref"], cards=said)
    return msg


def _choices(pairs) -> str:
    """``Stacked Deck (OGN-183), Startipped Peak (OGN-288)``: the cards a reference may mean, as
    one :class:`Msg` (its English text as before); French names each card as the report does
    (« Partie truquée (OGN-183) ») and ends the choice with « ou »."""
    items = [Msg("{card} ({card_id})", card=n, card_id=i) for n, i in pairs]
    if len(items) <= 1:
        return items[0] if items else ""
    return Msg("{head}, {last_choice}", head=joined(items[:-1]), last_choice=items[-1])


def _why(exc: Exception) -> str:
    """Why a record is malformed: the :class:`Msg` a check of this module raised, else Python's text."""
    return exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], Msg) else str(exc)


def _strs(rec: dict, field: str) -> tuple[str, ...]:
    v = rec.get(field)
    if v is None:
        return ()
    if type(v) is not list or not all(type(x) is str for x in v):
        raise ValueError(Msg("{field} must be a list of text", field=repr(field)))
    return tuple(v)


def _opt(rec: dict, field: str, kind: type):
    v = rec.get(field)
    if v is not None and type(v) is not kind:
        raise ValueError(
            Msg(
                "{field} must be {kind} or null, not {value}",
                field=repr(field),
                kind=kind.__name__,
                value=repr(v),
            )
        )
    return v


def _card(rec: dict) -> Card:
    """A Card value from a record, checking every field's type (the schema's shape, cheaply)."""
    printings = tuple(Printing(p[0], p[1], p[2], p[3]) for p in rec["printings"])
    if not printings:
        raise ValueError(Msg("no printings"))
    key, name, t = rec["key"], rec["name"], rec["type"]
    if (
        type(key) is not str
        or not key
        or type(t) is not str
        or (name is not None and type(name) is not str)
    ):
        raise ValueError(Msg("key, name and type must be text"))
    names = rec.get("names")
    if names is not None and (
        type(names) is not dict
        or not all(type(k) is str and type(v) is str for k, v in names.items())
    ):
        raise ValueError(Msg("'names' must map locales to text"))
    override = rec.get("copy_text_override")
    if override not in (None, "any"):
        raise ValueError(
            Msg("'copy_text_override' must be \"any\" or null, not {value}", value=repr(override))
        )
    sources = rec.get("name_sources")
    if sources is not None and (
        type(sources) is not dict
        or not all(type(k) is str and type(v) is str for k, v in sources.items())
    ):
        raise ValueError(Msg("'name_sources' must map locales to text"))
    token = rec.get("token", False)
    if type(token) is not bool:
        raise ValueError(Msg("'token' must be true or false"))
    return Card(
        key=key,
        name=name,
        type=t,
        supertypes=_strs(rec, "supertypes"),
        domains=_strs(rec, "domains"),
        champion_tag=_opt(rec, "champion_tag", str),
        tags=_strs(rec, "tags"),
        energy=_opt(rec, "energy", int),
        power=_opt(rec, "power", int),
        might=_opt(rec, "might", int),
        keywords=_strs(rec, "keywords"),
        copy_text_override=override,
        names=MappingProxyType(dict(names)) if names else _EMPTY,
        printings=printings,
        token=token,
        name_sources=MappingProxyType(dict(sources)) if sources else _EMPTY,
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
        # locale -> provenance of a name not from that language's official data (absent: official)
        "name_sources": dict(card.name_sources),
        "printings": [
            {"id": p.id, "set": p.set, "number": p.number, "variant": p.variant}
            for p in card.printings
        ],
    }


def _json_value(value) -> str:
    """A value of the database file as JSON writes it (``"1"``, ``null``, ``[1, 2]``), cut when
    long: never Python's ``repr`` (as :func:`riftcheck.infra.schemawords.json_value`)."""
    import json as _json

    from riftcheck.infra.escape import clipped

    try:
        return clipped(_json.dumps(value, ensure_ascii=False, sort_keys=True, default=str))
    except (TypeError, ValueError):
        return clipped(str(value))
