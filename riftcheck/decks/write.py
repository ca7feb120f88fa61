"""Writing a deck: riftcheck YAML, JSON, Piltover text, deck code, TTS; and atomic file writes.

Printing ids follow one rule: an entry given by id keeps that printing; an
entry given by name alone stays a name in the formats that can say a name
(YAML, JSON, Piltover text), so a conversion never pins a printing the player
did not write (a Sealed pool counts cards by printing). A deck code or TTS
string names a printing for every card: a name is written as the card's
original printing (its base printing from the earliest set), and ``convert``
warns, naming the cards (a pool check reads printings); a deck that carries
its pool is refused.
"""

from __future__ import annotations

import datetime as _dt
import json
import re

from riftcheck.deckformats import OUTPUT_FORMATS, WRITERS, load
from riftcheck.decks import deckcode
from riftcheck.decks.entries import split_ref
from riftcheck.infra.errors import InputError, UsageError
from riftcheck.infra.urls import DECK_SCHEMA_URL
from riftcheck.models import Deck, DeckEntry, Location, Msg, Plural, semicolons

#: The schema line editors read (yaml-language-server).
SCHEMA_URL = DECK_SCHEMA_URL  # the raw file, which editors can load
_LIST_ZONES = ("main", "battlefields", "runes", "sideboard")
_TEXT_HEADERS = (
    ("legend", "Legend"),
    ("champion", "Champion"),
    ("main", "MainDeck"),
    ("battlefields", "Battlefields"),
    ("runes", "Runes"),
    ("sideboard", "Sideboard"),
    ("additional_legends", "Additional Legends"),
)
_PLAIN_RE = re.compile(r"[A-Za-z0-9À-ɏ][A-Za-z0-9À-ɏ ,.'’!?()\-/&+]*")


def entry_id(e: DeckEntry) -> str | None:
    """The printing id to write: as written (when the entry named one), else the card's base printing."""
    if e.printing is not None:
        return e.printing.id
    _, code = split_ref(e.ref)
    written = (code or e.ref).strip()
    cc = deckcode.parse_card_code(written)
    if cc is not None and e.card is not None:
        text = str(cc)
        return text[:-1] + "*" if written.endswith("*") else text
    if e.card is not None and e.card.base_printing is not None:
        return e.card.base_printing.id
    return None


def written_id(e: DeckEntry) -> str | None:
    """The printing id the entry named, ``None`` for an entry given by name alone."""
    return e.printing.id if e.printing is not None else None


def entry_name(e: DeckEntry) -> str:
    """The canonical name of the entry's card in the language it was written in (a French name
    stays French), or the reference as written when unknown."""
    if e.card is None:
        return e.ref
    name, code = split_ref(e.ref)
    return e.card.name_as_written(name or code or e.ref)


def _single_and_rest(deck: Deck) -> tuple[DeckEntry | None, DeckEntry | None, list[DeckEntry]]:
    """The legend and champion entries, and extra ones that a one-card slot cannot hold (go to main)."""
    legend = deck.legend[0] if deck.legend else None
    champion = deck.champion[0] if deck.champion else None
    extra = list(deck.legend[1:]) + list(deck.champion[1:])
    return legend, champion, extra


def _a_string(fmt: str) -> Msg:
    """« a code string », « a TTS string » as the subject of a sentence: French names a code
    « un code de deck », the tool's word for it everywhere else (not « une chaîne code »)."""
    return Msg("a code string") if fmt == "code" else Msg("a tts string")


def losses(deck: Deck, fmt: str) -> list[Msg]:
    """What writing ``deck`` as ``fmt`` cannot keep, in plain words (empty when nothing is lost)."""
    out = []
    _legend, _champion, extra = _single_and_rest(deck)
    if extra and fmt in ("yaml", "json"):
        out.append(
            Plural(
                len(extra),
                "{n} extra legend/champion entry was written under main",
                "{n} extra legend/champion entries were written under main",
            )
        )
    champions = sum(e.count for e in deck.champion)
    if fmt in ("code", "tts") and champions > 1:
        out.append(
            Plural(
                champions - 1,
                "{string} marks at most one copy as the Chosen Champion; "
                "the other copy will read back under main",
                "{string} marks at most one copy as the Chosen Champion; "
                "the other {n} will read back under main",
                string=_a_string(fmt),
            )
        )
    if fmt == "tts" and deck.sideboard and not deck.runes:
        # the sideboard is written after the runes, as OpenRift does: without runes it would read
        # back as main-deck cards (convert refuses that deck)
        out.append(Msg("a TTS string marks its sideboard only by writing it after the runes"))
    if fmt in ("code", "tts") and (
        deck.name or deck.format or deck.event_date or deck.domains or deck.pool
    ):
        out.append(
            Msg(
                "{string} holds cards only; name, format and dates were left out",
                string=_a_string(fmt),
            )
        )
    if fmt in ("code", "tts", "text") and deck.region:
        out.append(
            Msg(
                "{where}: a {fmt} deck holds no region; region {region} was left out",
                where=deck.location_of("region"),  # the key dropped, by its line
                fmt=fmt,
                region=deck.region,
            )
        )
    if fmt == "tts" and deck.additional_legends:
        out.append(Msg("a TTS string has no place for additional legends"))
    if fmt == "text" and (deck.format or deck.event_date or deck.domains or deck.pool):
        out.append(
            Msg("Piltover text holds cards only; format, dates, domains and pool were left out")
        )
    if fmt in ("code", "tts") and any(e.card is None for e in deck.entries()):
        out.append(Msg("unknown cards cannot be written"))
    return out


# -- JSON -------------------------------------------------------------------


def pinned(deck: Deck, fmt: str) -> list[Msg]:
    """What writing ``deck`` as ``fmt`` pins: a code or TTS string names a printing for every card,
    so each entry given by name is written as its card's original printing. Said card by card: a
    check against a Sealed or Draft pool reads printings, so the string may fail a pool the
    player's list passes."""
    named = [e for e in deck.entries() if e.card is not None and e.printing is None and entry_id(e)]
    if fmt not in ("code", "tts") or not named:
        return []
    shown = [
        Msg("{n} {card} as {id}", n=e.count, card=e.card.display_name, id=entry_id(e))
        for e in named[:5]
    ]
    cards = semicolons(shown)
    if len(named) > 5:
        cards = Msg("{changes} (and {n} more)", changes=cards, n=len(named) - 5)
    return [
        Msg(
            "{string} names a printing for every card: {n} entries given by name are "
            "written as the card's original printing ({cards}); a Sealed or Draft pool counts "
            "cards by printing, so the string can fail a pool check the list passes (write the "
            "printings held in the list to keep them)",
            string=_a_string(fmt),
            n=len(named),
            cards=cards,
        )
    ]


def _json_entry(e: DeckEntry, count: int | None = None) -> dict:
    out = {"name": entry_name(e), "id": written_id(e), "count": e.count if count is None else count}
    if out["id"] is None:
        del out["id"]  # a name alone: no printing pinned
    return out


def deck_to_json(deck: Deck) -> dict:
    """The JSON form: the YAML document with every entry as ``{"name", "id", "count"}``."""
    legend, champion, extra = _single_and_rest(deck)
    out: dict = {}
    if deck.name is not None:
        out["name"] = deck.name
    if deck.format is not None:
        out["format"] = deck.format
    if deck.event_date is not None:
        out["event_date"] = deck.event_date.isoformat()
    out["legend"] = _json_entry(legend) if legend else None
    out["champion"] = _json_entry(champion) if champion else None
    out["main"] = [_json_entry(e) for e in (*extra, *deck.main)]
    for z in ("battlefields", "runes", "sideboard"):
        out[z] = [_json_entry(e) for e in deck.zone(z)]
    if deck.domains is not None:
        out["domains"] = list(deck.domains)
    if deck.pool is not None:
        out["pool"] = deck.pool
    if deck.region is not None:
        out["region"] = deck.region
    if deck.additional_legends:
        out["additional_legends"] = [_json_entry(e) for e in deck.additional_legends]
    return out


# -- YAML -------------------------------------------------------------------


# What YAML forbids even inside double quotes (C1 controls, DEL, surrogates, U+FFFE/F); JSON escapes the C0 ones.
_YAML_UNPRINTABLE = re.compile("[\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")


def _yaml_quoted(s: str) -> str:
    """``s`` as a YAML double-quoted scalar that reads back as ``s``."""
    return _YAML_UNPRINTABLE.sub(
        lambda m: f"\\u{ord(m.group(0)):04x}", json.dumps(s, ensure_ascii=False)
    )


def _yaml_str(s: str) -> str:
    if _PLAIN_RE.fullmatch(s) and s == s.strip() and s[-1] not in ",.:":
        import yaml

        try:
            if yaml.safe_load(s) == s:
                return s
        except yaml.YAMLError:
            pass
    return _yaml_quoted(s)


def _ref_text(e: DeckEntry) -> str:
    pid = written_id(e)
    name = entry_name(e)
    if e.card is None:
        return name
    return f"{name} ({pid})" if pid else name


def _yaml_single(e: DeckEntry) -> str:
    if e.count == 1:
        return _yaml_str(_ref_text(e))
    # inside a flow mapping a plain comma ends the value: "Jinx, Loose Cannon" must be quoted there
    return f"{{card: {_yaml_quoted(_ref_text(e))}, count: {e.count}}}"


def _yaml(deck: Deck) -> str:
    legend, champion, extra = _single_and_rest(deck)
    lines = [f"# yaml-language-server: $schema={SCHEMA_URL}"]
    lines += _yaml_fields(
        name=_yaml_str(deck.name) if deck.name is not None else None,
        format=_yaml_str(deck.format) if deck.format is not None else None,
        event_date=deck.event_date.isoformat() if deck.event_date is not None else None,
        legend=_yaml_single(legend) if legend is not None else None,
        champion=_yaml_single(champion) if champion is not None else None,
    )
    for z in _LIST_ZONES:
        entries = (*extra, *deck.main) if z == "main" else deck.zone(z)
        lines += _yaml_list(z, entries)
    lines += _yaml_fields(
        domains=f"[{', '.join(deck.domains)}]" if deck.domains is not None else None,
        pool=_yaml_str(deck.pool) if deck.pool is not None else None,
        region=_yaml_str(deck.region) if deck.region is not None else None,
    )
    lines += _yaml_list("additional_legends", deck.additional_legends)
    return "\n".join(lines) + "\n"


def _yaml_fields(**values: str | None) -> list[str]:
    """``key: value`` lines in the order given, leaving out the keys the deck does not have."""
    return [f"{k}: {v}" for k, v in values.items() if v is not None]


def _yaml_list(key: str, entries) -> list[str]:
    """A block list of ``count card`` lines under ``key``; nothing when there are no entries."""
    if not entries:
        return []
    return [f"{key}:", *(f"  - {_yaml_str(f'{e.count} {_ref_text(e)}')}" for e in entries)]


# -- text, code, tts ----------------------------------------------------------


def _text(deck: Deck) -> str:
    from riftcheck.decks.textdeck import FRENCH_HEADERS, french_header

    # a deck of no headers of its own (YAML, JSON, a code) whose names are written in French is
    # given French headers, as its names are (frU 20)
    french = not deck.zone_headers and _french_names(deck)
    blocks = []
    if deck.name:
        blocks.append(f"# {deck.name}")
    for zone, header in _TEXT_HEADERS:
        entries = deck.additional_legends if zone == "additional_legends" else deck.zone(zone)
        if not entries:
            continue
        # a French list keeps its language in its headers as in its names (« Deck principal : »,
        # frS 5); any other list the Piltover headers
        said = f"{FRENCH_HEADERS[zone]} :" if french else None
        lines = [french_header(deck.zone_headers, zone) or said or f"{header}:"]
        for e in entries:
            pid = written_id(e)
            # Plain names are the Piltover convention; a printing the entry named is kept with a
            # trailing code so that it survives a round trip.
            suffix = f" ({pid})" if pid else ""
            lines.append(f"{e.count} {entry_name(e)}{suffix}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def _french_names(deck: Deck) -> bool:
    """Whether an entry of ``deck`` writes its card by a French name that is not its English one."""
    for e in (*deck.entries(), *deck.additional_legends):
        if e.card is None:
            continue
        french = e.card.names.get("fr-FR") or e.card.names.get("fr")
        name = entry_name(e)
        if french and name != e.card.display_name and name.endswith(french):
            return True
    return False


def _codable_id(e: DeckEntry) -> str:
    """A printing id a deck code can hold: promo printings become a same-card printing in a coded set."""
    if e.card is None:
        raise InputError(
            Msg(
                "cannot write {ref} to a deck code or TTS string: the card is unknown",
                ref=f"{e.ref!r}",
            ),
            e.location,
        )
    pid = entry_id(e)
    cc = deckcode.parse_card_code(pid) if pid else None
    if cc is not None and cc.set in deckcode.SETS:
        return str(cc)
    printings = sorted(e.card.printings, key=lambda p: p.variant != "base")
    for p in printings:
        alt = deckcode.parse_card_code(p.id)
        if alt is not None and alt.set in deckcode.SETS:
            return str(alt)
    raise InputError(
        Msg(
            "cannot write {e} ({pid}) to a deck code: no printing of it is in a set a code can name ({join})",
            e=entry_name(e),
            pid=pid,
            join=", ".join(deckcode.SETS),
        ),
        e.location,
    )


def _code(deck: Deck) -> str:
    main: list[tuple[str, int]] = []
    for z in ("legend", "champion", "main", "battlefields", "runes"):
        main.extend((_codable_id(e), e.count) for e in deck.zone(z))
    side = [(_codable_id(e), e.count) for e in deck.sideboard]
    champion = _codable_id(deck.champion[0]) if deck.champion else None
    legends = [_codable_id(e) for e in deck.additional_legends for _ in range(e.count)]
    try:
        return deckcode.encode(main, side, champion, legends=legends) + "\n"
    except deckcode.EncodeError as exc:
        # the reason as the encoder said it (a message, so that it is said in the reader's language)
        reason = exc.args[0] if exc.args else str(exc)
        raise InputError(Msg("cannot write a deck code: {exc}", exc=reason), None) from None


def _tts(deck: Deck) -> str:
    """One token per copy, zone by zone; the sideboard after the runes, as OpenRift writes it."""
    tokens = []
    for z in ("legend", "champion", "main", "battlefields", "runes", "sideboard"):
        for e in deck.zone(z):
            tokens.extend([f"{_codable_id(e)}-1"] * e.count)
    return " ".join(tokens) + "\n"


def _json(deck: Deck) -> str:
    return json.dumps(deck_to_json(deck), indent=2, ensure_ascii=False) + "\n"


def write_deck(deck: Deck, fmt: str) -> str:
    """Render ``deck`` as ``fmt`` (one of :data:`OUTPUT_FORMATS`).

    Raises :class:`InputError` when the deck cannot be expressed (an unknown
    card in a code, a promo-only printing, an entry that names two cards).
    """
    try:
        writer = load(WRITERS[fmt])
    except KeyError:
        raise ValueError(
            f"unknown output format {fmt!r}: expected one of {', '.join(OUTPUT_FORMATS)}"
        ) from None
    for e in deck.entries():
        if e.problem is not None and e.problem.kind == "conflict":
            # writing either card would settle what the list leaves open (and may make it legal)
            raise InputError(
                Msg(
                    "cannot convert: the entry names two different cards ({detail}); expected one card per entry, so write the one you mean first",
                    detail=e.problem.detail,
                ),
                e.location,
            )
    return writer(deck)


def _shape(deck: Deck, printings: bool) -> dict[tuple[str, str], tuple[str, int]]:
    """What a check sees of a deck: copies of each card in each zone, and with ``printings`` of
    each printing named (``None``: a name alone), which a pool check counts by."""
    out: dict[tuple[str, str], tuple[str, int]] = {}
    for e in (*deck.entries(), *deck.additional_legends):
        card = e.card.key if e.card is not None else e.ref.casefold()
        if printings and e.printing is not None:
            card = f"{card} ({e.printing.id})"
        key = (e.zone, card)
        # a known card by its English name in a message, which each report says in its language
        # (« Jinx, Gâchette folle » in French, also read back from a code's English names: the
        # names as written, and as the code writes them, put English into French text, frU 13);
        # an unknown one as written
        name = Msg("{card}", card=e.card.display_name) if e.card is not None else e.ref
        label = (
            Msg("{card} ({card_id})", card=name, card_id=e.printing.id)
            if printings and e.printing
            else name
        )
        _, n = out.get(key, (label, 0))
        out[key] = (label, n + e.count)
    return out


def convert_deck(deck: Deck, fmt: str, db, as_of: _dt.date | None = None) -> str:
    """Write ``deck`` as ``fmt``, refusing when the written deck would read back as another deck.

    A conversion never settles or hides a problem: two champions written as
    one plus a main-deck card, a second champion copy a code cannot mark, a
    sideboard a TTS string without runes cannot mark would each change what a check sees
    (and could turn an illegal deck into a legal one). The written text is
    read back through ``db`` and compared zone by zone, card by card; on any
    difference :class:`InputError` says what would change and why. ``as_of``: the date a check of
    the written deck will be given (``check --as-of``) when ``fmt`` cannot hold its
    ``event_date`` (``None``: today, as the written file reads).
    """
    from riftcheck.decks.build import build_deck
    from riftcheck.decks.read import parse

    out = write_deck(deck, fmt)
    try:
        back = build_deck(parse("<converted>", out, "yaml" if fmt == "json" else fmt), db)
    except InputError as exc:  # a writer's bug, not the user's: still never written silently
        raise InputError(
            Msg(
                "cannot convert to {fmt}: the written deck does not read back ({message})",
                fmt=fmt,
                message=exc.message,
            ),
            Location(deck.source),
        ) from None
    # the formats that can name a card without a printing must keep the printings as written;
    # a code or TTS string pins one for every card (said as a loss), which only a pool reads
    # (a deck of a Sealed or Draft format is judged against a pool given at check time too)
    printings = fmt in ("yaml", "json", "text") or deck.pool is not None or _limited(deck)
    before, after = _shape(deck, printings), _shape(back, printings)
    labels = {c: label for (_, c), (label, _) in (*after.items(), *before.items())}
    changed = []
    for card, label in labels.items():
        was = {z: n for (z, c), (_, n) in before.items() if c == card}
        now = {z: n for (z, c), (_, n) in after.items() if c == card}
        if was != now:
            changed.append(
                Msg(
                    "{card}: {was} would read back as {now}",
                    card=label,
                    was=_zones(was),
                    now=_zones(now),
                )
            )
    if changed:
        # a pool deck refused for its printings: say that the names would be pinned, the cause
        why = losses(deck, fmt) + (pinned(deck, fmt) if printings else [])
        raise InputError(_refusal(fmt, changed, why), Location(deck.source))
    _recheck(deck, back, fmt, db, as_of)
    return out


def _limited(deck: Deck) -> bool:
    """The deck names a format whose ruleset checks a pool (Sealed, Draft): printings count."""
    rs = _named_ruleset(deck.format)
    return rs is not None and _reads_pool(rs)


def _named_ruleset(name: str | None):
    """The shipped ruleset a deck's ``format:`` names (``Sealed`` is sealed), or ``None``: a
    deck's key never makes riftcheck read a file."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    wanted = (name or "").strip().casefold()
    return load_ruleset(wanted) if wanted in list_rulesets() else None


def _reads_pool(rs) -> bool:
    from riftcheck.runner.read import _needs_pool

    return _needs_pool(rs)


def holds_date(fmt: str) -> bool:
    """A ``fmt`` deck holds ``event_date`` (riftcheck YAML and JSON); code, TTS and text do not."""
    return fmt in ("yaml", "json")


def _recheck(deck: Deck, back: Deck, fmt: str, db, as_of: _dt.date | None = None) -> None:
    """The written deck checked as a check of the written file would see it, beside the deck as
    read: under the default ruleset and the one the deck's ``format:`` names (against the deck's
    pool when it names one, as ``--pool`` would give it), on the deck's own date and region (as
    ``--as-of`` and ``--region`` would give them), the verdict and the findings (rule and
    severity) must be the same; else :class:`InputError` names what would change, and why (the
    pinned printings, what the format leaves out). A format that cannot hold the deck's
    ``event_date`` has the written deck judged on ``as_of`` (``None``: today, as its own file
    reads); a check that the dropped date alone changes is a :class:`UsageError` naming the key,
    its line, and how to keep it."""
    from collections import Counter

    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.plan import DEFAULT_RULESET
    from riftcheck.runner.read import check_deck, deck_pool

    rulesets = [load_ruleset(DEFAULT_RULESET)]
    named = _named_ruleset(deck.format)
    if named is not None and named.name != rulesets[0].name:
        rulesets.append(named)
    elif deck.pool and not any(_reads_pool(rs) for rs in rulesets):
        rulesets.append(load_ruleset("sealed"))  # a pool is read by a Limited ruleset only
    # the written file's own view: a region or pool the target cannot hold is not there to give
    # (a code, TTS string or text list holds neither), so the written deck is judged without it
    holds = fmt in ("yaml", "json")
    region = (deck.region or "").strip().casefold() or None if holds else None
    # the written deck's own date: its event_date where the format holds it, else the date its
    # check will be given (--as-of), else today's
    day = deck.event_date if holds_date(fmt) or deck.event_date is None else as_of
    for rs in rulesets:
        pool = deck_pool(deck, db, rs).pool
        a = check_deck(deck, db, rs, as_of=deck.event_date, pool=pool)
        b = check_deck(back, db, rs.for_region(region), as_of=day, pool=pool if holds else None)
        was = Counter((f.rule, f.severity) for f in a.findings)
        now = Counter((f.rule, f.severity) for f in b.findings)
        if a.legal == b.legal and was == now:
            continue
        diff = [_counted(k, now[k] - was[k]) for k in sorted(now) if now[k] > was[k]] + [
            _counted(k, now[k] - was[k]) for k in sorted(was) if was[k] > now[k]
        ]
        new = [f for f in b.findings if now[(f.rule, f.severity)] > was[(f.rule, f.severity)]]
        # the first said is the gravest: an error before a warning before a note
        new.sort(
            key=lambda f: (
                ("error", "warning").index(f.severity) if f.severity in ("error", "warning") else 2
            )
        )
        changes = semicolons(diff[:4])
        if new:  # the first new finding, in its own words (it names its card)
            changes = Msg("{changes}: {first}", changes=changes, first=new[0].message)
        verdict, changes = _verdict_change(a.legal, b.legal, changes)
        if deck.event_date is not None and day != deck.event_date:
            dated = check_deck(
                back,
                db,
                rs.for_region(region),
                as_of=deck.event_date,
                pool=pool if holds else None,
            )
            if _same(a, dated):  # the written cards check alike on the deck's date: the drop
                raise _date_refusal(deck, fmt, rs, day, verdict, changes)
        dropped = _dropped(deck, fmt)
        if dropped and _same(a, _check_held(deck, back, db, rs, pool)):
            # the written cards check alike once given the region or pool: the drop is the cause;
            # a region, like an event_date, is refused at its key's line as a usage error
            error = UsageError if (deck.region or "").strip() else InputError
            raise error(
                Msg(
                    "cannot convert to {fmt}: a {fmt} deck cannot hold {what}, and without it the "
                    "check of the deck under ruleset {ruleset} would change: {verdict}, {changes}; "
                    "expected a format that holds it (yaml or json)",
                    fmt=fmt,
                    what=dropped,
                    ruleset=rs.name,
                    verdict=verdict,
                    changes=changes,
                ),
                deck.location_of("region") if error is UsageError else Location(deck.source),
            )
        why = pinned(deck, fmt) + losses(deck, fmt)
        if why:
            changes = Msg("{changes} ({why})", changes=changes, why=semicolons(why))
        raise InputError(
            Msg(
                "cannot convert to {fmt} without changing the check of the deck under ruleset "
                "{ruleset}: {verdict}, {changes}; expected a format that holds the deck as it is "
                "(yaml or json keep a name without a printing), or the printings written in the "
                "deck",
                fmt=fmt,
                ruleset=rs.name,
                verdict=verdict,
                changes=changes,
            ),
            Location(deck.source),
        )


def _date_refusal(deck: Deck, fmt: str, rs, day, verdict, changes) -> UsageError:
    """The refusal of a conversion whose dropped ``event_date`` changes the check: the key and
    its line, the date the written deck would be judged on instead, and how to keep the date."""
    when = (
        Msg("as of {day} (--as-of)", day=day.isoformat())
        if day is not None
        else Msg("on today's date ({day})", day=_dt.date.today().isoformat())
    )
    date = deck.event_date.isoformat()
    return UsageError(
        Msg(
            "cannot convert to {fmt}: a {fmt} deck cannot hold event_date {date}, and a check "
            "of the written deck, judged {when} without it, would change under ruleset "
            "{ruleset}: {verdict}, {changes}",
            fmt=fmt,
            date=date,
            when=when,
            ruleset=rs.name,
            verdict=verdict,
            changes=changes,
        ),
        deck.location_of("event_date"),
        hint=Msg(
            "convert to yaml or json, which keep event_date; or give --as-of {en_date} and "
            "check the written deck with --as-of {en_date}",
            en_date=date,  # an option's value: ISO in every language
        ),
    )


def dropped_date(deck: Deck, fmt: str, as_of: _dt.date | None) -> Msg | None:
    """What ``convert`` says on standard error when ``fmt`` cannot hold the deck's ``event_date``
    and the re-check found no change (``None``: nothing dropped), naming the key and its line."""
    if deck.event_date is None or holds_date(fmt):
        return None
    said = {
        "where": deck.location_of("event_date"),
        "date": deck.event_date.isoformat(),
        "fmt": fmt,
    }
    if as_of is None:
        return Msg(
            "{where}: event_date {date} left out: a {fmt} deck cannot hold it, and a check of "
            "the written deck judges it on today's date, where it checks the same",
            **said,
        )
    return Msg(
        "{where}: event_date {date} left out: a {fmt} deck cannot hold it; the written deck "
        "checks the same as of {day}: check it with --as-of {en_day}",
        day=as_of.isoformat(),
        en_day=as_of.isoformat(),  # an option's value: ISO in every language
        **said,
    )


def _dropped(deck: Deck, fmt: str) -> Msg | None:
    """``region tw``, ``pool pool.txt`` or both: what a ``fmt`` deck cannot hold (``None``: nothing)."""
    if fmt in ("yaml", "json"):
        return None
    region = (deck.region or "").strip() or None
    pool = Msg("its pool {pool}", pool=deck.pool) if deck.pool else None
    said = Msg("its region {region}", region=region) if region else None
    if said and pool:
        return Msg("{a} and {b}", a=said, b=pool)
    return said or pool


def _check_held(deck: Deck, back: Deck, db, rs, pool):
    """``back`` checked with the region and pool of ``deck``, as a format holding them would."""
    from riftcheck.runner.read import check_deck

    held = (deck.region or "").strip().casefold() or None
    return check_deck(back, db, rs.for_region(held), as_of=deck.event_date, pool=pool)


def _same(a, b) -> bool:
    from collections import Counter

    return a.legal == b.legal and Counter((f.rule, f.severity) for f in a.findings) == Counter(
        (f.rule, f.severity) for f in b.findings
    )


def _counted(key: tuple[str, str], n: int) -> str:
    """``2 more errors (banned)``, ``1 fewer warning (copy-limit)``: how a rule's findings change,
    the severity counted as the reports count it (``info``, never ``note``) and the rule id in
    brackets as other messages cite one (« le deck … (main-deck-size) »; atkN m14)."""
    rule, severity = key
    m, said = abs(n), {"n": abs(n), "rule": rule}
    if severity == "error":
        if n > 0:
            return Plural(m, "{n} more error ({rule})", "{n} more errors ({rule})", **said)
        return Plural(m, "{n} fewer error ({rule})", "{n} fewer errors ({rule})", **said)
    if severity == "warning":
        if n > 0:
            return Plural(m, "{n} more warning ({rule})", "{n} more warnings ({rule})", **said)
        return Plural(m, "{n} fewer warning ({rule})", "{n} fewer warnings ({rule})", **said)
    if n > 0:
        return Plural(m, "{n} more info ({rule})", "{n} more infos ({rule})", **said)
    return Plural(m, "{n} fewer info ({rule})", "{n} fewer infos ({rule})", **said)


def _verdict_change(was: bool | None, now: bool | None, changes: Msg) -> tuple[Msg, Msg]:
    """How the verdict changes, then what else does: ``LEGAL would be ILLEGAL``, or, when the
    findings change and the verdict does not, ``the verdict would stay ILLEGAL, with ...``
    (never ``ILLEGAL would be ILLEGAL``)."""
    if was == now:
        return (
            Msg("the verdict would stay {now}", now=_verdict_word(now)),
            Msg("with {changes}", changes=changes),
        )
    return Msg("{was} would be {now}", was=_verdict_word(was), now=_verdict_word(now)), changes


def _verdict_word(legal: bool | None) -> str:
    return Msg("LEGAL") if legal else Msg("ILLEGAL") if legal is False else Msg("UNREADABLE")


def _refusal(fmt: str, changed: list[Msg], why: list[Msg]) -> Msg:
    """Why ``convert`` refuses: the first changes, how many more, and what the format cannot hold."""
    what = semicolons(changed[:3])
    if len(changed) > 3:
        what = Msg("{changes} (and {n} more)", changes=what, n=len(changed) - 3)
    if why:
        what = Msg("{changes} ({why})", changes=what, why=semicolons(why))
    return Msg(
        "cannot convert to {fmt} without changing the deck: {changes}; "
        "expected a format that holds the deck as it is, or fix the deck first",
        fmt=fmt,
        changes=what,
    )


def _zones(counts: dict[str, int]) -> Msg:
    """``2 in main, 1 in sideboard``: where a card's copies are, zone by zone (``nothing``: nowhere)."""
    if not counts:
        return Msg("nothing")
    out = None
    for z, n in counts.items():
        part = _IN_ZONE[z](n) if z in _IN_ZONE else Msg("{n} in {zone}", n=n, zone=z)
        out = part if out is None else Msg("{a}, {b}", a=out, b=part)
    return out


#: ``2 in main``: copies in a zone named by its deck-file key, one message per zone (French
#: names each zone in its own words).
_IN_ZONE = {
    "legend": lambda n: Msg("{n} in legend", n=n),
    "champion": lambda n: Msg("{n} in champion", n=n),
    "main": lambda n: Msg("{n} in main", n=n),
    "battlefields": lambda n: Msg("{n} in battlefields", n=n),
    "runes": lambda n: Msg("{n} in runes", n=n),
    "sideboard": lambda n: Msg("{n} in sideboard", n=n),
    "additional_legends": lambda n: Msg("{n} in additional_legends", n=n),
}
