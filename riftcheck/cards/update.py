"""``riftcheck cards update``: refresh the card database from a public web API.

Sources: Riot's key-less gallery feed (``gallery``, one request per page and
locale; ``--locales`` adds names in further languages) or the riftcodex API
(``riftcodex``). The fetched cards replace those of the current database for
the sets the feed covers; cards of sets it does not cover (Radiance while no
English feed has it, promo sets) are carried over, and every card keeps the
data only the current database has (Chinese names, aliases, printings from
other sources). The result must pass the schema and lint, lose no card
(unless ``allow_removals``) and rename none (unless ``allow_renames``) before it atomically replaces the user's copy in
the user data directory; the bundled database is never touched.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.cards import build
from riftcheck.cards.normalize import name_key
from riftcheck.cards.records import (
    collapse_promo_ids,
    facts_to_records,
    gallery_fact,
    legend_title,
    riftcodex_fact,
)
from riftcheck.i18n import N_, plural
from riftcheck.infra.errors import CardDataError, SetupError
from riftcheck.models import Msg

GALLERY_URL = "https://content.publishing.riotgames.com"
GALLERY_PATH = (
    "/publishing-content/v2.0/public/channel/riftbound_website/list/riftbound_gallery_cards"
)
RIFTCODEX_URL = "https://api.riftcodex.com"
SOURCES = ("gallery", "riftcodex")
#: The locales of Riot's gallery feed (its ``locale`` parameter): English, the game's official
#: languages French and Chinese, and Korean, as the feed is documented to take them
GALLERY_LOCALES = ("en_US", "fr_FR", "ko_KR", "zh_CN")
_MAX_PAGES = 200


@dataclass
class UpdateResult:
    """What an update did (or would have done): counts and the names of removed cards."""

    path: Path
    source: str
    cards: int
    printings: int
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    renamed: list[str] = field(default_factory=list)
    #: English names from a community source (spoilers, a quote of the gallery) that Riot's own
    #: English data replaced: ``old -> new`` (not a rename: those names were never Riot's)
    replaced: list[str] = field(default_factory=list)
    #: Per further locale (``fr-FR``): (names stored, names the feed gave that only repeat the
    #: English name and were not stored as translations)
    localized: dict[str, tuple[int, int]] = field(default_factory=dict)
    warnings: int = 0
    written: bool = False


# ------------------------------------------------------------------ fetching


#: Largest response accepted from the card API, in bytes (``--max-response-size``); a gallery page is ~1 MB.
DEFAULT_MAX_RESPONSE = 64 * 1024 * 1024
#: Seconds a whole update may take (``--total-timeout``), every page and locale together.
DEFAULT_TOTAL_TIMEOUT = 600.0


class OfflineError(SetupError):
    """The API could not be reached (no network, DNS failure, refused, timed out)."""


@dataclass
class Limits:
    """How long and how much: ``timeout`` seconds per request (connect to last byte), ``deadline`` a
    :func:`time.monotonic` instant the whole update must end by, ``max_bytes`` per response."""

    timeout: float = 20.0
    deadline: float | None = None
    max_bytes: int = DEFAULT_MAX_RESPONSE

    def budget(self) -> float:
        """Seconds the next request may take: its own timeout, or less when the update's deadline is near."""
        import time

        left = (
            self.timeout
            if self.deadline is None
            else min(self.timeout, self.deadline - time.monotonic())
        )
        if left <= 0:
            raise OfflineError(
                Msg(
                    "too slow: the update did not finish within its total time limit "
                    "(raise it with --total-timeout)"
                )
            )
        return left


def check_url(url: str) -> urllib.parse.SplitResult:
    """The parts of ``url``; :class:`SetupError` unless it is an ``http``/``https`` URL with a host."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise SetupError(
            Msg("refusing card API URL {url}: expected an http:// or https:// URL", url=repr(url))
        )
    return parts


def _origin(parts: urllib.parse.SplitResult) -> tuple[str, str, int | None]:
    scheme = parts.scheme.lower()
    return (
        scheme,
        (parts.hostname or "").lower(),
        parts.port or {"http": 80, "https": 443}.get(scheme),
    )


class _SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follow a redirect only to the same scheme, host and port: the manifest names where the data came from."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        new = urllib.parse.urlsplit(urllib.parse.urljoin(req.full_url, newurl))
        if _origin(new) != _origin(urllib.parse.urlsplit(req.full_url)):
            raise SetupError(
                Msg(
                    "the card API at {url} redirected to another origin ({new}); "
                    "refused (point --source-url at the final address if it is trusted)",
                    url=req.full_url,
                    new=newurl,
                )
            )
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _get(url: str, timeout: float, max_bytes: int, out: dict) -> None:
    """GET ``url`` into ``out['body']`` (or ``out['error']``): at most ``max_bytes`` + 1 bytes are read."""
    opener = urllib.request.build_opener(_SameOriginRedirects())
    req = urllib.request.Request(
        url,
        headers={"User-Agent": "riftcheck (card database update)", "Accept": "application/json"},
    )
    try:
        with opener.open(req, timeout=timeout) as resp:
            length = resp.headers.get("Content-Length")
            if length and length.strip().isdigit() and int(length) > max_bytes:
                raise SetupError(
                    Msg(
                        "too large: the card API announced {n} bytes for {url}, more than "
                        "the limit of {max} (raise it with --max-response-size)",
                        n=f"{int(length):,}",
                        url=url,
                        max=f"{max_bytes:,}",
                    )
                )
            chunks, got = [], 0
            while got <= max_bytes:
                chunk = resp.read1(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                got += len(chunk)
            if got > max_bytes:
                raise SetupError(
                    Msg(
                        "too large: the card API sent more than {max} bytes for {url} "
                        "(raise the limit with --max-response-size)",
                        max=f"{max_bytes:,}",
                        url=url,
                    )
                )
            out["body"] = b"".join(chunks)
    except BaseException as exc:  # handed to the caller's thread, which raises it
        out["error"] = exc


def fetch_json(url: str, timeout: float, limits: Limits | None = None):
    """GET ``url`` and parse JSON within ``limits`` (per request: ``timeout`` s from connect to last byte).

    Raises :class:`OfflineError` ("offline", "too slow") and :class:`SetupError`
    ("too large", a cross-origin redirect, a bad reply). The request runs in a
    helper thread that the caller waits for no longer than the time left: a
    server that drips one byte a second cannot hold riftcheck past the deadline.
    """
    import threading

    limits = limits or Limits(timeout=timeout)
    check_url(url)
    budget = limits.budget()
    out: dict = {}
    worker = threading.Thread(target=_get, args=(url, budget, limits.max_bytes, out), daemon=True)
    worker.start()
    worker.join(budget)
    if worker.is_alive():
        raise OfflineError(
            Msg(
                "too slow: {url} did not answer in full within {s} s (raise the limit with --timeout)",
                url=url,
                s=f"{budget:g}",
            )
        )
    if out.get("error") is not None:
        _raise_for(out["error"], url, budget)
    try:
        return json.loads(out["body"])  # NaN and 1e999 load as floats; the page checks name them
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        from riftcheck.infra.jsonwords import json_reason

        # json's fixed messages in riftcheck's words, at the body's line and column (atkM 6)
        why = json_reason(exc)
        if isinstance(exc, json.JSONDecodeError):
            why = Msg("{why} (line {line}, column {col})", why=why, line=exc.lineno, col=exc.colno)
        raise SetupError(
            Msg("the card API sent something that is not JSON from {url}: {exc}", url=url, exc=why)
        ) from None
    except (ValueError, RecursionError) as exc:
        raise SetupError(
            Msg(
                "the card API sent JSON riftcheck does not accept from {url}: {exc}",
                url=url,
                exc=exc,
            )
        ) from None


def _raise_for(exc: BaseException, url: str, budget: float) -> None:
    """Raise what the user reads for the request thread's ``exc``: offline, too slow, an HTTP error."""
    too_slow = Msg(
        "too slow: {url} did not answer within {s} s (raise the limit with --timeout)",
        url=url,
        s=f"{budget:g}",
    )
    if isinstance(exc, urllib.error.HTTPError):
        raise SetupError(
            Msg(
                "the card API answered {code} {reason} for {url}",
                code=exc.code,
                reason=exc.reason,
                url=url,
            )
        ) from None
    if isinstance(exc, urllib.error.URLError):
        if isinstance(exc.reason, TimeoutError) or "timed out" in str(exc.reason):
            raise OfflineError(too_slow)
        raise OfflineError(_offline(url, exc.reason)) from None
    if isinstance(exc, TimeoutError):
        raise OfflineError(too_slow)
    if isinstance(exc, (SetupError, KeyboardInterrupt)):
        raise exc
    if isinstance(exc, (OSError, ValueError, http_client_errors())):
        raise OfflineError(_offline(url, exc)) from None
    raise exc


def _offline(url: str, reason: object) -> Msg:
    from riftcheck.infra.fileio import reason as said

    # the system's reason in riftcheck's words where it is a common one (Connection refused)
    why = said(reason) if isinstance(reason, OSError) else str(reason)
    return Msg("offline: could not reach {url} ({reason})", url=url, reason=why)


def http_client_errors() -> type:
    """http.client's base exception (a malformed status line or headers)."""
    import http.client

    return http.client.HTTPException


def fetch_gallery(
    base: str, locale: str, timeout: float, limits: Limits | None = None
) -> list[dict]:
    """Every card record of the gallery feed in ``locale``, following the pages (each validated first)."""
    limits = limits or Limits(timeout=timeout)
    out: list[dict] = []
    start, limit = 0, 200
    for _ in range(_MAX_PAGES):
        q = urllib.parse.urlencode({"locale": locale, "from": start, "limit": limit})
        page = fetch_json(f"{base.rstrip('/')}{GALLERY_PATH}?{q}", timeout, limits)
        validate_gallery_page(page, f"locale {locale}, from={start}")
        out.extend(page["data"])
        total = (page.get("metadata") or {}).get("totalItems")
        start += len(page["data"])  # a server may send fewer than asked for
        more = (page.get("linkdata") or {}).get("next")
        if (
            not page["data"]
            or (total is not None and start >= total)
            or (total is None and not more)
        ):
            return out
    raise SetupError(Msg("the gallery feed did not end after {n} pages", n=_MAX_PAGES))


def fetch_riftcodex(base: str, timeout: float, limits: Limits | None = None) -> list[dict]:
    """Every card record of riftcodex ``/cards``, following the pages (each validated first)."""
    limits = limits or Limits(timeout=timeout)
    out: list[dict] = []
    for page_no in range(1, _MAX_PAGES + 1):
        page = fetch_json(f"{base.rstrip('/')}/cards?page={page_no}&size=100", timeout, limits)
        validate_riftcodex_page(page, f"page {page_no}")
        out.extend(page["items"])
        if not page["items"] or page_no >= (page.get("pages") or 1):
            return out
    raise SetupError(Msg("riftcodex did not end after {n} pages", n=_MAX_PAGES))


# ------------------------------------------------------------------ validating the feeds' pages


class FeedShapeError(SetupError):
    """A page of the feed does not have the shape riftcheck reads: named by page and field (exit 3)."""


def _shape_fail(feed: str, where: str, field: str, expected: str, value) -> FeedShapeError:
    from riftcheck.infra.escape import terminal

    shown = terminal(repr(value))
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return FeedShapeError(
        Msg(
            "the {feed} feed sent an unexpected page ({where}): {field} is {kind} {shown}, "
            "expected {expected}; the card database was not changed",
            feed=feed,
            where=where,
            field=field,
            kind=type(value).__name__,
            shown=shown,
            expected=expected,
        )
    )


def _is_count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


class _Checker:
    """Field checks of one page, each failure naming the feed, the page and the field path."""

    def __init__(self, feed: str, where: str):
        self.feed, self.where = feed, where

    def fail(self, field: str, expected: str, value):
        raise _shape_fail(self.feed, self.where, field, expected, value)

    def obj(self, v, field: str, optional: bool = True) -> dict:
        if v is None and optional:
            return {}
        if not isinstance(v, dict):
            self.fail(field, N_("an object"), v)
        return v

    def lst(self, v, field: str, optional: bool = True) -> list:
        if v is None and optional:
            return []
        if not isinstance(v, list):
            self.fail(field, N_("a list"), v)
        return v

    def text(self, v, field: str) -> None:
        if v is not None and not isinstance(v, str):
            self.fail(field, N_("a string"), v)

    def texts(self, v, field: str) -> None:
        for i, x in enumerate(self.lst(v, field)):
            if not isinstance(x, str):
                self.fail(f"{field}[{i}]", N_("a string"), x)

    def stat(self, v, field: str) -> None:
        if v is not None and not (
            isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool))
        ):
            self.fail(field, N_("a whole number or a string"), v)


def validate_gallery_page(page, where: str) -> None:
    """Raise :class:`FeedShapeError` unless ``page`` has the shape of a gallery feed page (every record too)."""
    c = _Checker("gallery", where)
    page = c.obj(page, "the page", optional=False)
    data = c.lst(page.get("data"), "data", optional=False)
    meta = c.obj(page.get("metadata"), "metadata")
    total = meta.get("totalItems")
    if total is not None and not _is_count(total):
        c.fail("metadata.totalItems", N_("a whole number of items"), total)
    c.text(c.obj(page.get("linkdata"), "linkdata").get("next"), "linkdata.next")
    for i, rec in enumerate(data):
        f = f"data[{i}]"
        rec = c.obj(rec, f, optional=False)
        for key in ("publicCode", "id", "name", "subtitle"):
            c.text(rec.get(key), f"{f}.{key}")
        ctype = c.obj(rec.get("cardType"), f"{f}.cardType")
        for key in ("type", "superType"):
            for j, t in enumerate(c.lst(ctype.get(key), f"{f}.cardType.{key}")):
                t = c.obj(t, f"{f}.cardType.{key}[{j}]", optional=False)
                c.text(t.get("label"), f"{f}.cardType.{key}[{j}].label")
                c.stat(t.get("id"), f"{f}.cardType.{key}[{j}].id")
        for j, d in enumerate(
            c.lst(c.obj(rec.get("domain"), f"{f}.domain").get("values"), f"{f}.domain.values")
        ):
            d = c.obj(d, f"{f}.domain.values[{j}]", optional=False)
            c.stat(d.get("id"), f"{f}.domain.values[{j}].id")
            c.text(d.get("label"), f"{f}.domain.values[{j}].label")
        c.texts(c.obj(rec.get("tags"), f"{f}.tags").get("tags"), f"{f}.tags.tags")
        rich = c.obj(c.obj(rec.get("text"), f"{f}.text").get("richText"), f"{f}.text.richText")
        c.text(rich.get("body"), f"{f}.text.richText.body")
        for key in ("energy", "might", "power"):
            value = c.obj(c.obj(rec.get(key), f"{f}.{key}").get("value"), f"{f}.{key}.value")
            c.stat(value.get("id"), f"{f}.{key}.value.id")


def validate_riftcodex_page(page, where: str) -> None:
    """Raise :class:`FeedShapeError` unless ``page`` has the shape of a riftcodex ``/cards`` page."""
    c = _Checker("riftcodex", where)
    page = c.obj(page, "the page", optional=False)
    items = c.lst(page.get("items"), "items", optional=False)
    pages = page.get("pages")
    if pages is not None and not _is_count(pages):
        c.fail("pages", N_("a whole number of pages"), pages)
    for i, rec in enumerate(items):
        f = f"items[{i}]"
        rec = c.obj(rec, f, optional=False)
        c.text(rec.get("riftbound_id"), f"{f}.riftbound_id")
        c.text(rec.get("name"), f"{f}.name")
        cl = c.obj(rec.get("classification"), f"{f}.classification")
        c.text(cl.get("type"), f"{f}.classification.type")
        c.text(cl.get("supertype"), f"{f}.classification.supertype")
        c.texts(cl.get("domain"), f"{f}.classification.domain")
        attrs = c.obj(rec.get("attributes"), f"{f}.attributes")
        for key in ("energy", "might", "power"):
            c.stat(attrs.get(key), f"{f}.attributes.{key}")
        c.texts(rec.get("tags"), f"{f}.tags")
        c.text(c.obj(rec.get("text"), f"{f}.text").get("plain"), f"{f}.text.plain")


# ------------------------------------------------------------------ merging


def merge(
    current: dict,
    fresh: list[dict],
    locale_names: dict[str, dict[str, str]] | None = None,
    keep_spelling: bool = False,
    notes: dict | None = None,
):
    """Merge fetched records into the current database object; returns (records, added, removed, renamed).

    ``locale_names`` maps a locale (``fr-FR``) to printing id -> localized name.
    ``keep_spelling`` keeps the current spelling of a name that only differs in
    case or apostrophes (riftcodex writes ``Ride The Wind``, Riot ``Ride the Wind``).
    ``notes``, when given, receives ``replaced`` (community English names Riot's data replaced,
    ``old -> new``) and ``localized`` (per locale: names stored, English repeats left out).
    """
    notes = {} if notes is None else notes
    notes.setdefault("replaced", [])
    notes.setdefault("localized", {})
    # the sets the feed covers, before fetched records take printings of the current database
    covered = {p[1] for r in fresh for p in r["printings"]}
    cur = current["cards"]
    cur_by_pid = {p[0]: i for i, r in enumerate(cur) for p in r["printings"]}
    cur_by_key = {r["key"]: i for i, r in enumerate(cur)}
    matched: set[int] = set()
    added, renamed = [], []
    out = []
    for rec in fresh:
        idx = {cur_by_pid[p[0]] for p in rec["printings"] if p[0] in cur_by_pid}
        if rec["key"] in cur_by_key:
            idx.add(cur_by_key[rec["key"]])
        if not idx:
            added.append(rec["name"])
        for i in sorted(idx):
            matched.add(i)
            _carry_over(rec, cur[i], keep_spelling, renamed, notes["replaced"])
        out.append(rec)
    kept, removed = _unmatched(cur, matched, covered)
    out.extend(kept)
    for rec in out:
        rec["names"] = dict(rec.get("names") or {})
    for loc, by_pid in (locale_names or {}).items():
        said = [_localize(rec, loc, by_pid) for rec in out]
        notes["localized"][loc] = (said.count("stored"), said.count("repeat"))
    seen: set[str] = set()
    for rec in out:
        # a printing now claimed by a fetched card is dropped from a carried-over one
        rec["printings"] = [p for p in rec["printings"] if not (p[0] in seen or seen.add(p[0]))]
    out = [_tidy(r) for r in out if r["printings"]]
    out.sort(key=lambda r: build.printing_sort_key(r["printings"][0][0]))
    return out, added, removed, renamed


def _carry_over(
    rec: dict, old: dict, keep_spelling: bool, renamed: list[str], replaced: list[str]
) -> None:
    """Give a fetched record what only the current database's record ``old`` of that card has.

    The feed's English name wins; one the current record had from a community source (its
    ``name_sources`` has ``en``) is replaced by it, which is not a rename of Riot's card."""
    community = "en" in (old.get("name_sources") or {})
    if old.get("name") and name_key(old["name"]) != rec["key"]:
        (replaced if community else renamed).append(f"{old['name']} -> {rec['name']}")
    elif keep_spelling and old.get("name"):
        rec["name"] = rec["names"]["en"] = old["name"]
    for loc, n in (old.get("names") or {}).items():
        if loc not in rec["names"]:
            rec["names"][loc] = n
            # a name kept from the current database keeps its provenance (a French rules
            # document, an inferred name...); the feed's own English name has none
            src = (old.get("name_sources") or {}).get(loc)
            if src:
                rec.setdefault("name_sources", {})[loc] = src
    _append_new(rec["aliases"], old.get("aliases"), skip=rec["key"])
    _append_new(rec["keywords"], old.get("keywords"))
    if old.get("copy_text_override") and not rec["copy_text_override"]:
        rec["copy_text_override"] = old["copy_text_override"]
    if not rec["champion_tag"] and old.get("champion_tag"):
        rec["champion_tag"] = old["champion_tag"]
    have = {p[0] for p in rec["printings"]}
    rec["printings"].extend(p for p in old["printings"] if p[0] not in have)
    rec["printings"].sort(key=lambda p: build.printing_sort_key(p[0]))


def _append_new(items: list, more, skip=None) -> None:
    """Append each of ``more`` that ``items`` lacks (and that is not ``skip``), in order."""
    for x in more or ():
        if x not in items and x != skip:
            items.append(x)


def _unmatched(
    cur: list[dict], matched: set[int], covered: set[str]
) -> tuple[list[dict], list[str]]:
    """(current records kept as they are, names of the removed ones) among those no fetched card matched."""
    kept, removed = [], []
    for i, old in enumerate(cur):
        if i in matched:
            continue
        if any(p[1] in covered for p in old["printings"]) and not old.get("token"):
            removed.append(old.get("name") or old["printings"][0][0])
        else:
            # a set the feed does not cover (Radiance, promos), or a token (feeds list few of them;
            # keeping one means a deck listing it hears "not a deck card", not "unknown card"): kept as it is
            kept.append(old)
    return kept, removed


def _localize(rec: dict, loc: str, by_pid: dict[str, str]) -> str | None:
    """Give ``rec`` the name the feed in locale ``loc`` gives its first printing it lists:
    ``stored``; ``repeat`` when that name is only the card's English name again (a published
    fr-fr dump carries French labels but English card names), which is no translation and is not
    stored (a translation already known stays); ``None`` when the feed names none of its printings."""
    english = {name_key(n) for n in (rec.get("name"), (rec.get("names") or {}).get("en")) if n}
    if rec.get("type") == "Legend" and rec.get("name"):
        # the gallery names a legend by its title alone ("Loose Cannon"), in every locale
        english.add(name_key(legend_title(rec["name"], rec.get("champion_tag"))))
    for p in rec["printings"]:
        n = by_pid.get(p[0])
        if not n:
            continue
        if name_key(n) in english:
            return "repeat"
        # Riot's gallery in that language is the official name: it wins over a bundled one
        rec["names"][loc] = n
        (rec.get("name_sources") or {}).pop(loc, None)
        return "stored"
    return None


def _tidy(rec: dict) -> dict:
    """``rec`` with its maps and lists in a deterministic order (the output is a pure function)."""
    rec["names"] = dict(sorted(rec["names"].items()))
    if rec.get("name_sources"):
        rec["name_sources"] = {
            k: v for k, v in sorted(rec["name_sources"].items()) if k in rec["names"]
        }
    elif "name_sources" in rec:
        del rec["name_sources"]
    rec["aliases"] = sorted(rec.get("aliases") or ())
    rec["keywords"] = sorted(rec.get("keywords") or ())
    return rec


def gallery_locale(locale: str) -> str | None:
    """``locale`` as the gallery feed writes it (``fr-fr``, ``FR_fr`` -> ``fr_FR``), or ``None``
    when the feed has no such locale (:data:`GALLERY_LOCALES`)."""
    key = locale.strip().replace("-", "_").casefold()
    return next((loc for loc in GALLERY_LOCALES if loc.casefold() == key), None)


def _bcp47(locale: str) -> str:
    lang, _, region = locale.replace("-", "_").partition("_")
    return f"{lang.lower()}-{region.upper()}" if region else lang.lower()


@dataclass
class _Fetched:
    """What a feed sent: its records, their printings as facts, the names per further locale."""

    url: str
    records: list[dict]
    facts: list
    locale_names: dict[str, dict[str, str]] = field(default_factory=dict)


def _fetch(
    source: str, base_url: str | None, locales: tuple[str, ...], timeout: float, limits: Limits
) -> _Fetched:
    """Every record of the feed (the gallery in each locale), read as facts."""
    if source != "gallery":
        url = base_url or RIFTCODEX_URL
        fetched = fetch_riftcodex(url, timeout, limits)
        return _Fetched(url, fetched, [f for f in map(riftcodex_fact, fetched) if f])
    base = base_url or GALLERY_URL
    en = next((loc for loc in locales if loc.lower().startswith("en")), "en_US")
    fetched = fetch_gallery(base, en, timeout, limits)
    out = _Fetched(base, fetched, [f for f in map(gallery_fact, fetched) if f])
    for loc in locales:
        if loc != en:
            facts = map(gallery_fact, fetch_gallery(base, loc, timeout, limits))
            out.locale_names[_bcp47(loc)] = {f.id: f.name for f in facts if f and f.name}
    return out


def _refuse(result: UpdateResult, errors: list, allow_removals: bool, allow_renames: bool) -> None:
    """Raise :class:`CardDataError` when the new database fails lint or would remove or rename
    cards without leave; the message says the database at ``result.path`` was not changed."""
    dest, removed, renamed = result.path, result.removed, result.renamed
    if errors:
        from riftcheck.models import semicolons

        raise CardDataError(
            Msg(
                "the updated card database fails its checks ({errors}: {shown}); {dest} was not changed",
                errors=plural(len(errors), "error"),
                shown=semicolons([e.line() for e in errors[:5]]),
                dest=dest,
            )
        )
    if removed and not allow_removals:
        raise CardDataError(
            Msg(
                "the update would remove {cards} ({names}); {dest} was not changed",
                cards=plural(len(removed), "card"),
                names=", ".join(removed[:10]) + (" ..." if len(removed) > 10 else ""),
                dest=dest,
            ),
            hint=Msg("pass --allow-removals to accept"),
        )
    if renamed and not allow_renames:
        # A rename changes what a deck line, a ban or a pool names (issue 11): every one is listed.
        raise CardDataError(
            Msg(
                "the update would rename {cards} ({names}); {dest} was not changed",
                cards=plural(len(renamed), "card"),
                names="; ".join(renamed),
                dest=dest,
            ),
            hint=Msg(
                "pass --allow-renames to accept; bans and decks naming the old names stop matching"
            ),
        )


def _write(db: dict, manifest_source: dict, source: str, dest: Path, install: bool) -> Path:
    """Write the database and its manifest; returns the database's path."""
    from riftcheck.cards.store import install_database, write_card_file

    text = build.dump_database(db)
    manifest = build.make_manifest(
        db, text, [manifest_source], built_by=f"cards update --source {source}"
    )
    manifest_bytes = (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    if install:  # the user's copy: database and manifest installed as one unit
        return install_database(text.encode("utf-8"), manifest_bytes)
    write_card_file(dest, text.encode("utf-8"))
    try:
        write_card_file(dest.with_name("manifest.json"), manifest_bytes)
    except CardDataError as exc:  # say what is true: the database was written, its manifest was not
        raise CardDataError(
            Msg(
                "{dest} was written, but its manifest could not be: {exc}",
                dest=dest,
                exc=exc.message,
            )
        ) from None
    return dest


def update(
    current: dict,
    *,
    source: str = "gallery",
    locales: tuple[str, ...] = ("en_US",),
    allow_removals: bool = False,
    allow_renames: bool = False,
    base_url: str | None = None,
    timeout: float = 20.0,
    dest: Path | None = None,
    today: _dt.date | None = None,
    max_response: int = DEFAULT_MAX_RESPONSE,
    total_timeout: float = DEFAULT_TOTAL_TIMEOUT,
) -> UpdateResult:
    """Fetch, build, check and (if every check passes) atomically install a new user database.

    ``timeout`` bounds each request from connect to last byte, ``total_timeout``
    the whole update, ``max_response`` the bytes of each response.
    Raises :class:`OfflineError` when the API cannot be reached (or is too slow),
    :class:`FeedShapeError` naming the page and field of a malformed page, and
    :class:`~riftcheck.infra.errors.CardDataError` when the new database fails its
    schema or lint or would lose cards; in every failure the old copy is untouched.
    """
    from riftcheck.cards.lint import lint_data
    from riftcheck.cards.store import user_db_path

    if source not in SOURCES:
        raise SetupError(
            Msg(
                "unknown source {source} (expected one of {sources})",
                source=repr(source),
                sources=", ".join(SOURCES),
            )
        )
    import time

    check_url(base_url or (GALLERY_URL if source == "gallery" else RIFTCODEX_URL))
    limits = Limits(
        timeout=timeout, deadline=time.monotonic() + total_timeout, max_bytes=max_response
    )
    install = dest is None
    dest = dest or user_db_path()
    today = today or _dt.datetime.now(_dt.UTC).date()
    feed = _fetch(source, base_url, locales, timeout, limits)
    collapse_promo_ids(feed.facts)
    if not feed.facts:
        raise CardDataError(
            Msg(
                "the {source} feed at {url} returned no cards; the card database was not changed",
                source=source,
                url=feed.url,
            )
        )
    known = {c["champion_tag"] for c in current["cards"] if c.get("champion_tag")}
    notes: dict = {}
    records, added, removed, renamed = merge(
        current,
        facts_to_records(feed.facts, known),
        feed.locale_names,
        keep_spelling=source == "riftcodex",
        notes=notes,
    )
    sets = current.get("sets") or list(build.SETS)
    db = build.make_database(
        records, version=today.strftime("%Y.%m.%d"), date=today.isoformat(), sets=sets
    )
    result = UpdateResult(
        path=dest,
        source=source,
        cards=len(records),
        printings=sum(len(r["printings"]) for r in records),
        added=added,
        removed=removed,
        renamed=renamed,
        replaced=notes["replaced"],
        localized=notes["localized"],
    )
    issues = lint_data(db)
    errors = [i for i in issues if i.severity == "error"]
    result.warnings = len(issues) - len(errors)
    _refuse(result, errors, allow_removals, allow_renames)
    digest = hashlib.sha256(
        json.dumps(feed.records, sort_keys=True, ensure_ascii=False).encode("utf-8")
    ).hexdigest()
    manifest_source = {
        "url": feed.url,
        "source": source,
        "locales": list(locales),
        "date": today.isoformat(),
        "records": len(feed.records),
        "sha256": digest,
    }
    result.path = _write(db, manifest_source, source, dest, install)
    result.written = True
    return result
