"""From raw entries to a :class:`~riftcheck.models.Deck`: resolve, sort into zones, sum, infer.

Shared by every reader, so that a deck means the same thing whichever
format it came from.
"""

from __future__ import annotations

import re
import weakref
from typing import Any

from riftcheck.cards.normalize import parse_id_sized
from riftcheck.decks.entries import RawEntry, split_ref
from riftcheck.i18n import N_
from riftcheck.infra.errors import InputError
from riftcheck.infra.escape import excerpt
from riftcheck.infra.value import replace
from riftcheck.models import (
    ZONES,
    Card,
    Deck,
    DeckEntry,
    Location,
    Msg,
    Notice,
    Plural,
    Resolution,
    frozen_map,
    listed,
)

#: Where a deck names the legends chosen in addition to its starting legend (Neeko, Blending In):
#: the deck-file key, the text header's zone and the ``Deck.additional_legends`` entries' zone.
ADDITIONAL_LEGENDS = "additional_legends"

_TYPE_ZONE = {"Legend": "legend", "Rune": "runes", "Battlefield": "battlefields"}


class DeckParts:
    """What a reader collected: raw entries plus deck metadata (mutable while reading).

    ``champion_marked`` is true when the input marks the Chosen Champion (a
    Champion: header, a v3+ pointer...); ``empty_location`` is where to point
    when the deck turns out to be empty; ``champion_pointer`` is a deck code's
    champion pointer, the reference of the entry one copy of which is the
    Chosen Champion. ``shapeless`` is where a reader found text that is not
    shaped like a deck list (its first line, see
    :func:`riftcheck.decks.textdeck.read_text`): if no entry of it names a
    card either, the file is refused as a whole. ``title`` is a text list's
    first line when it may be the deck's title, ``(location, text, above a
    header)``, set aside by the reader (see :func:`_title`). ``sideboard_after_runes`` is set by
    a reader whose format has no zone markers but puts the sideboard after the rune deck (OpenRift's
    TTS export): its entries are in the order written, and main-deck cards after the last rune are
    the sideboard (see :func:`_after_the_runes`).
    """

    # a plain slotted class: a dataclass costs ~1 ms to create at import, on every run's start-up
    __slots__ = (
        "champion_marked",
        "champion_pointer",
        "empty_location",
        "entries",
        "input_format",
        "meta",
        "notices",
        "shapeless",
        "sideboard_after_runes",
        "source",
        "title",
        "zone_headers",
        "zone_locations",
    )

    def __init__(
        self,
        source: str,
        input_format: str,
        *,
        champion_marked: bool = False,
        empty_location: Location | None = None,
        champion_pointer: str | None = None,
    ) -> None:
        self.source = source
        self.input_format = input_format
        self.entries: list[RawEntry] = []
        self.meta: dict[str, Any] = {}
        self.shapeless: tuple[Location, str] | None = None
        self.title: tuple[Location, str, bool] | None = None
        self.zone_locations: dict[str, Location] = {}
        self.zone_headers: dict[str, str] = {}
        self.notices: list[Notice] = []
        self.champion_marked = champion_marked
        self.empty_location = empty_location
        self.champion_pointer = champion_pointer
        self.sideboard_after_runes = False


#: Card types a main deck (and so a sideboard) holds.
_MAIN_DECK_TYPES = frozenset({"Unit", "Spell", "Gear"})


def _after_the_runes(resolved, notices: list[Notice]) -> set[int]:
    """The entries (indices) after the last rune that are main-deck cards: the sideboard of a
    format that writes it after the rune deck with no marker (OpenRift's TTS export, whose main
    deck comes before its runes). The reading is said in an info notice at the first of them; a
    deck without runes, or whose runes come first, has no such sideboard."""
    runes = [i for i, r in enumerate(resolved) if r[1] is not None and r[1].type == "Rune"]
    main_first = (
        any(r[1] is not None and r[1].type in _MAIN_DECK_TYPES for r in resolved[: runes[0]])
        if runes
        else False
    )
    if not main_first:
        # no runes, or the runes come before the main deck (another exporter's order): this is
        # not OpenRift's layout, and nothing after them is taken for a sideboard
        return set()
    side = {
        i
        for i, r in enumerate(resolved)
        if i > runes[-1] and r[1] is not None and r[1].type in _MAIN_DECK_TYPES
    }
    if side:
        first = resolved[min(side)][0]
        n = sum(resolved[i][0].count for i in side)
        notices.append(
            Notice(
                "tts-sideboard",
                Plural(
                    n,
                    "{n} card after the runes read as the sideboard (a TTS string has no zone markers; OpenRift writes the sideboard after the rune deck)",
                    "{n} cards after the runes read as the sideboard (a TTS string has no zone markers; OpenRift writes the sideboard after the rune deck)",
                ),
                first.location,
            )
        )
    return side


def zone_for(card: Card | None) -> str:
    """The zone a card goes to when the format does not say: by card type, else main."""
    if card is None:
        return "main"
    return _TYPE_ZONE.get(card.type, "main")


# Resolutions are pure functions of (database, reference) and decks repeat the
# same few hundred references, so each database gets a bounded memo.
_MEMO: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_MEMO_MAX = 50_000


#: Distinct unknown names of one deck that get "did you mean" suggestions (a few milliseconds
#: each); the names past them are reported without, so a pasted text of thousands of lines that
#: are no cards is read in a bounded time. A deck list has a few dozen distinct lines.
SUGGESTED_UNKNOWN = 60


def _try_resolve(db, ref: str, suggest: bool = True):
    args = (ref,) if suggest else (ref, False)
    try:
        memo = _MEMO[db]
    except KeyError:
        memo = _MEMO[db] = {}
    except TypeError:  # a database that cannot be weakly referenced: no memo
        return db.try_resolve(*args)
    key = ref if suggest else (ref, False)
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= _MEMO_MAX:
            memo.clear()
        hit = memo[key] = db.try_resolve(*args)
    return hit


def _loose_notice(db, ref: str, card) -> Notice | None:
    """The notice of a name read only once spaces and punctuation are ignored; ``None`` otherwise."""
    loosely = getattr(db, "read_loosely", None)
    if card is None or _is_id(ref) or loosely is None or not loosely(ref):
        return None
    if not loosely(" ".join(ref.split())):
        # only spaces were doubled: said as such, since a report's wrapping shows one space
        return Notice(
            "name-read-loosely",
            Msg(
                "{ref} read as {card} (doubled spaces ignored)",
                ref=repr(ref),
                card=card.display_name,
            ),
        )
    name, written = _loose_name(ref, card), ref
    alias = getattr(db, "loose_alias", None)
    if name is None and alias is not None:
        name = alias(ref, card)  # ``Jinx, Gachette folle``: an alias, kept in lower case
        written = ref.casefold() if name is not None else ref
    ignored = loose_differences(written, name)
    if not ignored:
        return Notice(
            "name-read-loosely",
            Msg(
                "'{ref}' read as {card} (spaces and punctuation ignored)",
                ref=excerpt(ref),
                card=card.display_name,
            ),
        )
    return Notice(
        "name-read-loosely",
        Msg(
            "'{ref}' read as {card} ({ignored} ignored)",
            ref=excerpt(ref),
            card=card.display_name,
            ignored=ignored[0] if len(ignored) == 1 else listed(ignored, "and"),
        ),
    )


#: Fullwidth forms of the ASCII characters (U+FF01..U+FF5E: ＡＢＣ, ０１２, ！): Unicode's
#: compatibility folding (NFKC) reads them as ASCII, so a name typed with an East Asian input
#: method matches; said at the line, never silently
_FULLWIDTH = re.compile("[\uff01-\uff5e]")


def _fullwidth_notice(ref: str, card) -> Notice | None:
    """The notice of a name that matched only once its fullwidth letters were read as ASCII."""
    if card is None or not _FULLWIDTH.search(ref):
        return None
    return Notice(
        "fullwidth",
        Msg(
            "'{ref}' read as {card} (fullwidth characters read as ASCII)",
            ref=excerpt(ref),
            card=card.display_name,
        ),
    )


def _loose_id_notice(ref: str, card, printing) -> Notice | None:
    """The notice of a printing id not written as the card's id is (``OGN-95``, ``OGN-0095``
    for OGN-095: its number padded otherwise), S4 of the attack: it was read silently. Case alone
    is no loose reading (``ogn-095``)."""
    pid = getattr(printing, "id", None)
    if card is None or pid is None or not _is_id(ref):
        return None
    written = ref.strip()
    if written.casefold() == pid.casefold():
        return None
    return Notice(
        "id-read-loosely",
        Msg(
            "'{ref}' read as {id}, {card} (the zeros of its number ignored)",
            ref=excerpt(written),
            id=pid,
            card=card.display_name,
        ),
    )


def _loose_name(ref: str, card) -> str | None:
    """The name of ``card`` (English or another language's) that ``ref`` matched loosely."""
    from riftcheck.cards.normalize import loose_key, strip_suffixes

    key = loose_key(strip_suffixes(ref))
    names = [card.display_name, getattr(card, "name", None)]
    names += list((getattr(card, "names", None) or {}).values())
    return next((n for n in names if n and loose_key(n) == key), None)


def loose_differences(written: str, name: str | None) -> list[str]:
    """What a loose reading of ``written`` as ``name`` ignored, in words: accents, case, spacing,
    punctuation (R7 of the re-test: a dropped accent was said as "spaces and punctuation")."""
    import unicodedata

    from riftcheck.cards.normalize import _TYPOGRAPHIC, strip_suffixes

    def bare(text: str) -> str:  # without accents (combining marks)
        decomposed = unicodedata.normalize("NFKD", text)
        return unicodedata.normalize(
            "NFC", "".join(c for c in decomposed if not unicodedata.combining(c))
        )

    if name is None:
        return []

    def tidy(text: str) -> str:
        # curly apostrophes and dashes are no loose reading (tidy_key); a backtick or an acute
        # accent for an apostrophe is punctuation (NFKC would make the accent a space and a mark)
        text = unicodedata.normalize("NFKC", text.replace("\u00b4", "`"))
        return " ".join(text.translate(_TYPOGRAPHIC).split())

    a, b = tidy(strip_suffixes(written)), tidy(name)
    out: list[str] = []
    letters = [c for c in a.casefold() if c.isalnum()], [c for c in b.casefold() if c.isalnum()]
    if letters[0] != letters[1]:
        out.append(Msg("accents"))
    cased = [c for c in bare(a) if c.isalnum()], [c for c in bare(b) if c.isalnum()]
    if cased[0] != cased[1]:
        out.append(Msg("case"))

    def words(text: str) -> list[str]:
        return "".join(c if c.isalnum() or c == " " else "" for c in bare(text).casefold()).split()

    if words(a) != words(b):
        out.append(Msg("spacing"))

    if _invisible(a) != _invisible(b):
        out.append(Msg("invisible characters"))
    if _marks(a) != _marks(b):
        out.append(Msg("punctuation"))
    return out


def _invisible(text: str) -> list[str]:
    """The format characters of ``text`` (U+200B ZERO WIDTH SPACE, a soft hyphen): no
    punctuation, they show as nothing at all (atkQ 10: « Gu\u200bst » was read "ignoring
    punctuation")."""
    import unicodedata

    return [c for c in text if unicodedata.category(c) == "Cf"]


def _marks(text: str) -> list[str]:
    """The punctuation of ``text``: what is neither a letter, a digit, a space nor invisible."""
    import unicodedata

    return [
        c for c in text if not c.isalnum() and not c.isspace() and unicodedata.category(c) != "Cf"
    ]


def _is_id(text: str) -> bool:
    return parse_id_sized(text) is not None


def _claims(raw: RawEntry) -> list[str]:
    """Every reference an entry makes, ids first: its printing id, the name it writes, further keys."""
    name, own = split_ref(raw.ref)
    out = [raw.code, own, name]
    for more in raw.also:
        out.extend(reversed(split_ref(more)))
    return list(dict.fromkeys(c for c in out if c))


def _said(text: str, card: Card | None) -> str:
    """A reference as the line writes it, with the card an id stands for."""
    if not _is_id(text):
        return text
    return (
        # a Msg, so that the report names the card in its language (« OGN-183 (Partie truquée) »)
        Msg("{card_id} ({card})", card_id=text, card=card.display_name)
        if card is not None
        else Msg("{ref} (no known card)", ref=text)
    )


def resolve(db, raw: RawEntry, suggest: bool = True):
    """Resolve one raw entry to ``(card, printing, problem, notice)``.

    What an entry resolves to depends only on the references it makes, and a
    run meets the same few hundred again and again: each is worked out once
    per database (see :func:`_resolve`); only the notice is placed at the line.
    """
    key = (raw.ref, raw.code, raw.also, suggest)
    try:
        memo = _ENTRY_MEMO[db]
    except KeyError:
        memo = _ENTRY_MEMO[db] = {}
    except TypeError:  # a database that cannot be weakly referenced: no memo
        memo = {}
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= _MEMO_MAX:
            memo.clear()
        hit = memo[key] = _resolve(db, raw, suggest)
    card, printing, problem, notice = hit
    if notice is not None:
        notice = Notice(notice.code, notice.message, raw.location)
    return card, printing, problem, notice


_ENTRY_MEMO: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _resolve(db, raw: RawEntry, suggest: bool = True):
    """:func:`resolve` itself: ``raw.location`` is not looked at (a notice is placed by the caller).

    An entry may name its card several ways (``Gust (OGN-169)``, ``{card:
    Gust, id: OGN-169}``, ``{card: Gust, name: ...}``); every way must name the
    same card (TR 401.2: a list must be unambiguous). When they disagree the
    entry is a ``conflict`` naming both cards, whichever is written first: no
    reading is chosen over another. The printing comes from the id. The one
    exception is a card the database has no English name for: its id stands
    and the notice says the name was not checked.
    """
    claims = _claims(raw)
    if len(claims) == 1:
        card, printing, problem = _try_resolve(db, claims[0], suggest)
        notice = (
            _fullwidth_notice(claims[0], card)
            or _loose_notice(db, claims[0], card)
            or _loose_id_notice(claims[0], card, printing)
        )
        return card, printing, problem, notice
    results = [(c, *_try_resolve(db, c, suggest)) for c in claims]
    known = [r for r in results if r[1] is not None]
    if not known:
        # nothing resolves: the written name's problem carries the useful suggestions
        named = [r for r in results if not _is_id(r[0])]
        # an id the database lacks (a catalogue gap) says more than the name's suggestions
        missing = [r for r in results if r[3] is not None and r[3].kind == "missing"]
        return None, None, (missing or named or results)[0][3], None
    anchor = next((r for r in known if _is_id(r[0])), known[0])
    text, card, printing, _ = anchor
    notice = None
    for other in results:
        o_text, o_card, o_printing, _ = other
        if other is anchor:
            continue
        if (
            o_card is not None
            and o_card.key == card.key
            and (o_printing is None or printing is None or o_printing.id == printing.id)
        ):
            printing = printing or o_printing
            continue
        if not _is_id(o_text):
            if any(c.key == card.key for c in db.cards_named(o_text)):
                continue  # a short or shared name ("Kennen") that this card has
            if not card.name and _is_id(text):
                notice = Notice(
                    "name-not-checked",
                    Msg(
                        "name not checked: the card database has no English name for {text} (the line says {o_text}; read as {text})",
                        text=text,
                        o_text=o_text,
                    ),
                    raw.location,
                )
                continue
        return None, None, _conflict(raw, text, card, printing, o_text, o_card, o_printing), None
    return card, printing, None, notice


def _conflict(raw: RawEntry, text, card, printing, o_text, o_card, o_printing) -> Resolution:
    """The ``conflict`` of an entry whose references ``text`` and ``o_text`` name different cards."""
    o_said = (
        o_text
        if o_card is not None or _is_id(o_text)
        else Msg("{ref}, which is no known card,", ref=o_text)
    )
    if _is_id(text) and not _is_id(o_text):
        said = Msg(
            "line says {written} but {b} is {c}", written=o_said, b=text, c=card.display_name
        )
    elif not _is_id(text) and _is_id(o_text):
        # "is no known card" is its own sentence: French needs a negation there.
        said = (
            Msg("line says {written} but {b} is {c}", written=text, b=o_text, c=o_card.display_name)
            if o_card
            else Msg("line says {written} but {b} is no known card", written=text, b=o_text)
        )
    else:
        said = Msg("line says {a} but also {b}", a=_said(text, card), b=_said(o_said, o_card))
    cands = [_pair(card, printing)] + ([_pair(o_card, o_printing)] if o_card is not None else [])
    return Resolution("conflict", raw.ref, candidates=tuple(cands), detail=said)


def _pair(card: Card, printing) -> tuple[str, str]:
    p = printing or card.base_printing
    return card.display_name, p.id if p else card.key


def _entry_key(e: DeckEntry) -> tuple:
    if e.card is None:
        return ("?", e.ref.casefold())
    p = e.printing
    if p is not None and (p is e.card.base_printing or p == e.card.base_printing):
        p = None
    return (e.card.key, p.id if p else None)


def _label(e: DeckEntry) -> str:
    return e.card.display_name if e.card else e.ref


SUMMED_LINES_SHOWN = 10
"""How many line numbers a "summed" notice names before "and N more"."""


def _sum(zone: str, entries: list[DeckEntry], notices: list[Notice]) -> list[DeckEntry]:
    """Sum repeated entries of one card (same printing) in a zone, keeping the first location."""
    out: dict[tuple, DeckEntry] = {}
    lines: dict[
        tuple, list[Location]
    ] = {}  # only the repeated ones: most decks write each card once
    for e in entries:
        k = _entry_key(e)
        first = out.get(k)
        if first is None:
            out[k] = e
        else:
            out[k] = replace(first, count=first.count + e.count)
            lines.setdefault(k, [first.location]).append(e.location)
    for k in out if lines else ():  # notices in the order the cards were first written
        locs = lines.get(k)
        if locs is not None:
            e = out[k]
            # the first lines and how many more: a pool pasted as 19,500 lines of 250 cards kept
            # 78 numbers per card in its notices, 11 MB a pool for the whole run (issue 23)
            where = listed(
                [str(loc.line) for loc in locs if loc.line is not None], limit=SUMMED_LINES_SHOWN
            )
            n_lines = sum(1 for loc in locs if loc.line is not None)
            at = (
                Plural(n_lines, " (line {where})", " (lines {where})", where=where) if where else ""
            )
            notices.append(
                Notice(
                    "summed-entries",
                    Msg(
                        "{n} entries of {e} in {zone}{at} were summed to {count} copies",
                        n=len(locs),
                        e=_label(e),
                        zone=zone,
                        at=at,
                        count=e.count,
                    ),
                    e.location,
                )
            )
    return list(out.values())


def _not_inferred(why: str, where: Location) -> Notice:
    """The notice asking the user to name the Chosen Champion, saying ``why`` it was not inferred."""
    return Notice(
        "champion-not-inferred",
        Msg(
            "the Chosen Champion is not marked and {why}; name it (a Champion: section, or champion: in YAML)",
            why=why,
        ),
        where,
    )


def _champion_by_position(resolved, db_notices: list[Notice]) -> int | None:
    """The index of a TTS string's second token when the first is a legend and it a champion
    unit: the format marks the Chosen Champion by position only (legend, champion, main deck,
    battlefields, runes, sideboard; OpenRift and Piltover write it so). A champion unit of another
    champion there is still the Chosen Champion, and the chosen-champion rule reports it: moving it
    to the main deck and picking one of the legend's would turn an illegal export legal. The reading
    is said in an info notice on the token; ``None`` when the first two tokens are not so shaped
    (another exporter's order), and the champion is then inferred as for any unmarked list."""
    if len(resolved) < 2:
        return None
    legend, second = resolved[0][1], resolved[1][1]
    if (
        legend is None
        or second is None
        or legend.type != "Legend"
        or legend.champion_tag is None
        or not second.is_champion_unit
    ):
        return None
    db_notices.append(
        Notice(
            "champion-by-position",
            Msg(
                "{card}, the card written after the legend, read as the Chosen Champion (a TTS string marks it by position only: legend, champion, main deck, battlefields, runes, sideboard)",
                card=second.display_name,
            ),
            resolved[1][0].location,
        )
    )
    return 1


def _infer_champion(
    zones: dict[str, list[DeckEntry]],
    notices: list[Notice],
    where: Location,
    unmarkable: bool = False,
) -> None:
    """Move one copy of the only champion unit matching the legend's tag to ``champion``.

    ``unmarkable`` is a format that has no way to mark the Chosen Champion (riftboundfrance.fr's
    ``== … ==`` export): there, of several candidates the first listed is taken, with a notice
    naming the others, rather than an error its own format cannot fix. Which candidate is taken
    changes no verdict: each is a champion unit of the legend and all copies stay in the deck."""
    legends = [e for e in zones["legend"] if e.card is not None]
    tag = legends[0].card.champion_tag if len(legends) == 1 else None
    if tag is None:
        why = Msg("there is no single known legend to match it against")
        notices.append(_not_inferred(why, where))
        return
    matches = [
        e
        for e in zones["main"]
        if e.card is not None and e.card.is_champion_unit and e.card.champion_tag == tag
    ]
    names = sorted({e.card.display_name for e in matches})
    if len(names) > 1 and unmarkable:
        first = matches[0]
        _take_one(zones, first)
        others = listed([n for n in names if n != first.card.display_name], "or")
        notices.append(
            Notice(
                "champion-first-candidate",
                Msg(
                    "the Chosen Champion is not marked (this format cannot mark it) and {count} champion units match {tag}: {card}, the first listed, was taken as the Chosen Champion (also possible: {others}; the verdict is the same for each)",
                    count=len(names),
                    tag=tag,
                    card=first.card.display_name,
                    others=others,
                ),
                first.location,
            )
        )
        return
    if len(names) != 1:
        if names:
            why = Msg(
                "{units} match {tag} ({names})",
                units=Plural(len(names), "{n} champion unit", "{n} champion units"),
                tag=tag,
                names=listed(names),
            )
        else:
            why = Msg("no champion unit of {tag} is in the main deck", tag=tag)
        notices.append(_not_inferred(why, where))
        return
    first = matches[0]
    _take_one(zones, first)
    notices.append(
        Notice(
            "champion-inferred",
            Msg(
                "the Chosen Champion is not marked; {card} is the only champion unit of {tag}, so one copy was taken as the Chosen Champion",
                card=first.card.display_name,
                tag=tag,
            ),
            first.location,
        )
    )


def _take_one(zones: dict[str, list[DeckEntry]], entry: DeckEntry) -> None:
    """Move one copy of the main-deck ``entry`` to ``champion``."""
    idx = zones["main"].index(entry)
    zones["champion"].append(replace(entry, count=1, zone="champion"))
    if entry.count > 1:
        zones["main"][idx] = replace(entry, count=entry.count - 1)
    else:
        del zones["main"][idx]


def _point_champion(zones, pointer: str, db, parts: DeckParts) -> None:
    """Move one copy of the card a deck code's champion pointer designates into ``champion``.

    The pointer designates a copy the code holds (CR 103.2: the Chosen Champion
    is one of the main deck's cards), found by card identity across printings:
    a pointer to an alternate art of a card in the deck takes one of its copies.
    The copy of that very printing is taken first. A pointer to a card the code
    does not hold is an error, never an added card.
    """
    card, printing, _ = _try_resolve(db, pointer)
    want = pointer.casefold()

    def same_printing(e: DeckEntry) -> bool:
        return e.ref.casefold() == want

    def same_card(e: DeckEntry) -> bool:
        return card is not None and e.card is not None and e.card.key == card.key

    for match in (same_printing, same_card):
        for z in ("main", "legend", "battlefields", "runes"):
            for i, e in enumerate(zones[z]):
                if match(e):
                    zones["champion"].append(replace(e, count=1, zone="champion"))
                    if e.count > 1:
                        zones[z][i] = replace(e, count=e.count - 1)
                    else:
                        del zones[z][i]
                    return
    what = (
        Msg("{card_id} ({card})", card_id=pointer, card=card.display_name)
        if card is not None
        else pointer
    )
    in_side = any(same_printing(e) or same_card(e) for e in zones["sideboard"])
    held = N_("holds it only in its sideboard") if in_side else N_("holds no copy of it")
    raise InputError(
        Msg(
            "the deck code names {what} as Chosen Champion but {held}: expected the pointer to designate one of the code's main-deck copies (the Chosen Champion is one of the main deck's cards)",
            what=what,
            held=held,
        ),
        parts.empty_location or Location(parts.source),
    )


#: Similarity (of names without punctuation) from which a first line is a misspelt card, not a title.
_TITLE_TYPO = 0.8


def _names_no_card(db, text: str) -> bool:
    """True when ``text`` is no card, no printing id and no close misspelling of a card's name."""
    from riftcheck.cards.normalize import loose_key
    from riftcheck.infra.suggest import similarity

    ref, code = split_ref(text)
    if code is not None or _is_id(ref):
        return False
    card, _, problem = _try_resolve(db, ref)
    if card is not None or problem is None or problem.kind != "unknown":
        return False
    want = loose_key(ref)
    return not any(
        similarity(want, loose_key(name)) >= _TITLE_TYPO for name, _ in problem.suggestions
    )


def before_header(text: str, loc: Location) -> InputError:
    """The error for a line above the first section header that is not the deck's title."""
    return InputError(
        Msg(
            "entry {text} comes before any section header: in a list with headers every card "
            "must stand under one (expected a header such as Legend: or MainDeck: above it; if "
            "the line is not a card, start the line with # to keep it as a comment)",
            text=repr(text),
        ),
        loc,
    )


def _title(parts: DeckParts, db) -> None:
    """Read a text list's first line as the deck's name when it names no card (with a notice on it).

    A line that names a card (or nearly: a misspelling) is read as it would be
    without this: above a section header it is an error, in a headerless list
    the first entry.
    """
    from riftcheck.decks.entries import parse_entry_text

    where, text, above_header = parts.title
    if _names_no_card(db, text):
        parts.meta["name"] = text
        what = (
            Msg("comes before the first section header")
            if above_header
            else Msg("is the first line")
        )
        parts.notices.append(
            Notice(
                "deck-name-from-title",
                Msg(
                    "'{text}' {what} and names no card: read as the deck's name (start the line with # to keep it as a comment)",
                    text=excerpt(text),
                    what=what,
                ),
                where,
            )
        )
    elif above_header:
        raise before_header(text, where)
    else:
        parts.entries.insert(0, parse_entry_text(text, where, None))
    parts.title = None


def _resolve_all(db, entries) -> list:
    """``(raw, card, printing, problem, notice)`` of each entry; the unknown names past the first
    :data:`SUGGESTED_UNKNOWN` distinct ones of the deck are resolved without suggestions."""
    out = []
    suggested: set[str] = set()
    for raw in entries:
        full = len(suggested) >= SUGGESTED_UNKNOWN and raw.ref not in suggested
        row = (raw, *resolve(db, raw, not full))
        problem = row[3]
        if not full and problem is not None and problem.kind == "unknown":
            suggested.add(raw.ref)
        out.append(row)
    return out


class EmptyDeckError(InputError):
    """The input holds no card (only comments or blank lines): a caller may say where it was written."""


def _zone_entries(parts: DeckParts, resolved, zones, notices: list[Notice]) -> None:
    """Put each resolved entry in its zone: the one written, else by card type; a TTS string's
    cards after the runes in the sideboard and its card after the legend as the Chosen Champion."""
    side = _after_the_runes(resolved, notices) if parts.sideboard_after_runes else set()
    by_position = (
        _champion_by_position(resolved, notices)
        if parts.input_format == "tts" and not parts.champion_marked
        else None
    )
    for i, (raw, card, printing, problem, notice) in enumerate(resolved):
        if notice is not None:
            notices.append(notice)
        zone = "sideboard" if i in side else (raw.zone or zone_for(card))
        if i == by_position:
            # one copy of the run is the Chosen Champion, the rest of it main-deck copies
            zones["champion"].append(
                DeckEntry(raw.ref, 1, "champion", raw.location, card, printing, problem)
            )
            if raw.count == 1:
                continue
            zones[zone].append(
                DeckEntry(raw.ref, raw.count - 1, zone, raw.location, card, printing, problem)
            )
            continue
        zones[zone].append(
            DeckEntry(raw.ref, raw.count, zone, raw.location, card, printing, problem)
        )


def build_deck(parts: DeckParts, db, *, infer_champion: bool | None = None) -> Deck:
    """Resolve ``parts`` through ``db`` and return the finished deck.

    ``infer_champion`` defaults to "when the input does not mark the Chosen
    Champion". Raises :class:`InputError` for an empty deck.
    """
    if not parts.entries:
        raise EmptyDeckError(
            Msg(
                "empty deck: expected at least one card (a legend, a main deck, runes, battlefields)"
            ),
            parts.empty_location or Location(parts.source, 1, 1),
        )
    if parts.title is not None:
        _title(parts, db)
    # additional legends (Neeko) are named by the deck but are not in it: kept beside the zones
    zones: dict[str, list[DeckEntry]] = {z: [] for z in (*ZONES, ADDITIONAL_LEGENDS)}
    notices = list(parts.notices)
    resolved = _resolve_all(db, parts.entries)
    _zone_entries(parts, resolved, zones, notices)
    if parts.shapeless is not None and not any(e.card for es in zones.values() for e in es):
        # one error for the file, not one unknown card per line: a text that is no deck list
        # (a passwd file, a script) is not echoed line by line into reports and annotations
        where, first = parts.shapeless
        raise InputError(
            Msg(
                "this file does not look like a deck list: no line names a card and most lines have no count; first line: '{first}' (expected lines such as '3 Card Name')",
                first=excerpt(first),
            ),
            where,
        )
    for z in ZONES:
        # a TTS string writes one token per copy: its repeats are no repeated lines to tell of
        zones[z] = _sum(z, zones[z], [] if parts.input_format == "tts" else notices)
        if parts.input_format == "tts" and zones[z]:
            # no zone markers: a zone's finding (sideboard-size, main-deck-size) points at the
            # zone's first token, as a header's line would be pointed at
            parts.zone_locations.setdefault(z, zones[z][0].location)
    if parts.champion_pointer:
        _point_champion(zones, parts.champion_pointer, db, parts)
    if infer_champion is None:
        infer_champion = not parts.champion_marked
    if infer_champion and not zones["champion"]:
        where = (
            parts.zone_locations.get("champion")
            or (zones["legend"][0].location if zones["legend"] else None)
            or parts.zone_locations.get("main")
            or Location(parts.source)
        )
        # riftboundfrance.fr's "== Legend ==" export has no way to mark the Chosen Champion
        unmarkable = any(h.startswith("==") for h in parts.zone_headers.values())
        _infer_champion(zones, notices, where, unmarkable)
    meta = parts.meta
    return Deck(
        source=parts.source,
        input_format=parts.input_format,
        legend=tuple(zones["legend"]),
        champion=tuple(zones["champion"]),
        main=tuple(zones["main"]),
        battlefields=tuple(zones["battlefields"]),
        runes=tuple(zones["runes"]),
        sideboard=tuple(zones["sideboard"]),
        name=meta.get("name"),
        format=meta.get("format"),
        event_date=meta.get("event_date"),
        domains=meta.get("domains"),
        pool=meta.get("pool"),
        zone_locations=frozen_map(parts.zone_locations),
        zone_headers=frozen_map(parts.zone_headers),
        notices=tuple(notices),
        region=meta.get("region"),
        additional_legends=tuple(zones[ADDITIONAL_LEGENDS]),
    )
