"""Rule ``unknown-card``: every deck entry names a real card, unambiguously."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from itertools import chain
from typing import Any, ClassVar

from riftcheck.i18n import N_
from riftcheck.infra.escape import excerpt
from riftcheck.models import DeckEntry, Msg, Plural, Violation, joined, listed
from riftcheck.rules._helpers import bounded, one_per_cause
from riftcheck.rules.base import Option, Rule, RuleContext, boolean

#: How a limited deck writes a textless battlefield (tr.blank-battlefields).
#: A textless battlefield as a list writes it: ``Blank Battlefield``, or in French « Champ de
#: bataille vierge » (the French rules' word, frU 6)
BLANK_BATTLEFIELD = re.compile(
    r"^\s*(?:blank(\s+battlefields?)?|(?:champs?\s+de\s+bataille\s+)?vierges?)\s*$",
    re.IGNORECASE,
)


def _conflict_fit(ctx: RuleContext, entry, cands) -> Msg | None:
    """The fix of a name/id conflict when one of its two cards would break the copy limit with
    the copies the deck holds already and the other would not: the one that fits, the other's
    count said (atkA 14: the first option offered made 6 Gust); ``None`` otherwise."""
    if len(cands) != 2:
        return None
    over = []
    for name, card_id in cands:
        hit = ctx.db.printing(card_id) if card_id else None
        card = hit[0] if hit else None
        if card is None or card.deck_limit is None:
            return None
        held = sum(
            e.count for e in ctx.deck.entries() if e.card is not None and e.card.key == card.key
        )
        over.append((name, card_id, held + entry.count, card.deck_limit))
    bad = [o for o in over if o[2] > o[3]]
    if len(bad) != 1:
        return None
    good = next(o for o in over if o not in bad)
    name, card_id, n, limit = bad[0]
    return Msg(
        "write {card} ({card_id}): {other} ({other_id}) would make {n} copies, over its limit "
        "of {limit}",
        card=good[0],
        card_id=good[1],
        other=name,
        other_id=card_id,
        n=n,
        limit=limit,
    )


def _named(name: str) -> Msg:
    """A card's name as the player's line would write it (already in the line's language): put in
    every report language as it is, never renamed into the report's language (atkG 5)."""
    return Msg("{as_written}", as_written=name)


def _listing(pairs: tuple[tuple[Any, str], ...], limit: int = 3) -> str:
    # each card a Msg of its own, its name as the caller says it (_in_locale or _named)
    items = [Msg("{card} ({card_id})", card=n, card_id=p) if p else n for n, p in pairs]
    return listed(items, "or", limit)


def _name_forms(card) -> dict[str, str]:
    """Locale -> the card's whole name in it (a legend's title-only translation given its
    champion: ``Jinx, Gâchette folle``), English first."""
    out = {"en": card.display_name} if card.name else {}
    for loc, name in (card.names or {}).items():
        if loc != "en" and name:
            tag = card.champion_tag
            out.setdefault(
                loc, f"{tag}, {name}" if card.type == "Legend" and tag and "," not in name else name
            )
    return out


def _closest_form(card, written: str) -> tuple[str, float]:
    """The card's name in the language ``written`` is closest to, and how close (0 to 1): a French
    typo (« Partie truqee ») is scored against the French name and suggested in French."""
    from riftcheck.cards.normalize import loose_key
    from riftcheck.infra.suggest import similarity

    want = loose_key(written)
    best = (card.display_name, -1.0)  # the English name (or printing id) unless another is closer
    for form in (card.display_name, *_name_forms(card).values()):
        score = similarity(want, loose_key(form))
        if score > best[1]:
            best = (form, score)
    return best


def _line_locale(db, written: str, pairs=()) -> str:
    """The language ``written`` is in: the locale of a card name it spells (loosely), or of the
    candidates' names it begins (``Maître Yi`` of ``Maître Yi, Fine lame Wuju``), else English."""
    from riftcheck.cards.normalize import loose_key

    want = loose_key(written)
    if not want:
        return "en"
    card = db.by_name(written) if hasattr(db, "by_name") else None
    cards = [card] if card is not None else [c for c in (_card_of(db, p) for p in pairs) if c]
    for exact in (True, False):
        for c in cards:
            for loc, form in _name_forms(c).items():
                key = loose_key(form)
                if key == want or (not exact and key.startswith(want)):
                    return loc
    return "en"


def _in_locale(db, pair: tuple[str, str], locale: str) -> tuple[Any, str]:
    """``pair`` (English name, printing id) with its name said for a line in ``locale``: a line
    in another language than English (« Partie truqee ») gets the card's name in it, as written
    (:func:`_named`); a line in English, or in no language told apart (``Jinx`` begins names in
    both), gets the English name as every message puts a card's name, which the report says in
    its own language (« Jinx, Rebelle (OGN-202) » in French, atkQ 1: not « Jinx, Rebel »)."""
    card = _card_of(db, pair) if locale != "en" else None
    if card is None:
        return pair
    return (_named(_name_forms(card).get(locale, pair[0])), pair[1])


class UnknownCard(Rule):
    """Every entry of the deck must name one card that riftcheck knows.

    A name, printing id or deck-code entry that matches no card, or matches
    several cards, cannot be checked by any other rule, so it is reported here
    with the closest names (for a typo) or every candidate (for an ambiguous
    name). An entry that names two different cards, such as a name and a
    printing id that disagree (``3 Stacked Deck (OGN-169)``, where OGN-169 is
    Gust) or a YAML ``card:`` and ``name:`` of different cards, is reported too:
    riftcheck never picks one of them ([tr.decklist]). The other rules leave such entries out and the report says how
    many they left out.

    A printing id of a set the card database does not hold yet names the set and its date (in
    Sealed and Draft, the day the format first plays it; a known card of a set not played yet is
    the limited-set-dates rule's).

    Options:
      allow_blank_battlefields: accept "Blank Battlefield" entries under
        battlefields (Sealed and Draft allow textless battlefields, [tr.blank-battlefields]).

    Legal example:

        legend: Jinx, Loose Cannon
        main:
          - {card: Jinx, Demolitionist, count: 1}

    Illegal example:

        main:
          - {card: Jinx Demolitionst, count: 1}   # unknown name: did you mean Jinx, Demolitionist?
    """

    id = "unknown-card"
    summary = N_("Every entry names exactly one known card.")
    citations = ("cr.card-name", "tr.decklist")
    options: ClassVar[Mapping[str, Option]] = {
        "allow_blank_battlefields": Option(
            False,
            N_(
                "accept 'Blank Battlefield' (in French 'Champ de bataille vierge') entries in "
                "the battlefields zone (limited events)"
            ),
            boolean,
        ),
    }

    @classmethod
    def accepts_unresolved(cls, entry: DeckEntry, options: Mapping[str, Any]) -> bool:
        """A "Blank Battlefield" entry in the battlefields zone, when ``allow_blank_battlefields``."""
        return bool(
            options.get("allow_blank_battlefields", False)
            and entry.zone == "battlefields"
            and BLANK_BATTLEFIELD.match(entry.ref)
        )

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one violation per entry whose reference did not resolve, the first
        :data:`~riftcheck.rules._helpers.LISTED_FINDINGS` of them, then one for the rest."""
        missing: list = []  # one cause and one fix (the catalogue's gap): one finding for them all
        yield from bounded(
            chain(self._each(ctx, missing), self._unsuggested(ctx)),
            lambda n, first, last: Plural(
                n,
                "and {n} more unknown or ambiguous entry (line {first}), not listed one by one",
                "and {n} more unknown or ambiguous entries (lines {first}-{last}), not listed one "
                "by one",
                first=first,
                last=last,
            ),
            Msg("correct or remove these lines"),
        )
        yield from one_per_cause(missing, _merge_missing)

    def _each(self, ctx: RuleContext, missing: list) -> Iterator[Violation]:
        """One violation per unresolved entry (a catalogue gap goes to ``missing``)."""
        for entry in ctx.deck.entries():
            problem = entry.problem
            if entry.card is not None or problem is None or problem.unsuggested:
                continue  # (an unsuggested name: below, with the others past the deck's first)
            if self.accepts_unresolved(entry, ctx.options):
                continue
            # what the line wrote is quoted only as a short excerpt: a stranger's file is not echoed
            ref = excerpt(entry.ref)
            gap = _from_a_newer_set(ctx, entry) or _missing_number(entry)
            if gap is not None:
                missing.append(gap)
                continue
            if problem.kind == "conflict":
                cands = _candidates_as_written(ctx.db, entry, problem.candidates)
                yield Violation(
                    message=_conflict(problem.detail),
                    location=entry.location,
                    fix=_conflict_fit(ctx, entry, cands)
                    or Msg(
                        "write the one card you mean: {cards}",
                        cards=Msg(
                            "{a} or {b}",
                            a=Msg("{card} ({card_id})", card=cands[0][0], card_id=cands[0][1]),
                            b=Msg("{card} ({card_id})", card=cands[1][0], card_id=cands[1][1]),
                        )
                        if len(cands := _candidates_as_written(ctx.db, entry, problem.candidates))
                        == 2
                        else _listing(cands, len(cands)),
                    ),
                )
                continue
            fits = fitting_types(ctx.deck, entry.zone)
            if problem.kind == "ambiguous" and problem.candidates:
                candidates = _candidates_as_written(ctx.db, entry, problem.candidates)
                fitting = _fitting(ctx.db, problem.candidates, fits) or problem.candidates
                if len(fitting) == 1:
                    # only one of the candidates may stand in this zone: that is the one meant
                    value = _in_locale(
                        ctx.db,
                        fitting[0],
                        _line_locale(ctx.db, _written(entry), problem.candidates),
                    )[0]
                    fix = Msg("replace '{ref}' with '{value}'", ref=ref, value=value)
                else:
                    fix = Msg(
                        "write the full name with its subtitle, or a printing id such as {value}",
                        value=fitting[0][1] or fitting[0][0],
                    )
                yield Violation(
                    message=Msg(
                        "Ambiguous card '{ref}'; it could be {listing}",
                        ref=ref,
                        listing=_listing(candidates, 5),
                    ),
                    location=entry.location,
                    fix=fix,
                )
                continue
            ranked = _ranked(ctx.db, entry.ref, problem.suggestions, fits)
            if ranked:
                best, score = ranked[0]
                runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
                confident = score >= CONFIDENT and score - runner_up >= MARGIN
                if confident and _over_limit(ctx.deck, best, entry.count, ctx.db):
                    # the deck already holds that card: renaming this line would break the copy limit,
                    # so the line more likely means another card; a suggestion, not a fix
                    confident = False
                shown = (best,) if confident else tuple(p for p, _ in ranked)
                yield Violation(
                    message=Msg(
                        "Unknown card '{ref}'; did you mean: {shown}?",
                        ref=ref,
                        # a typo's suggestions in the spelling it is closest to (_ranked)
                        shown=_listing(tuple((_named(n), p) for n, p in shown)),
                    ),
                    location=entry.location,
                    fix=Msg(
                        "{fix}{hint}",
                        fix=Msg("replace '{ref}' with '{card}'", ref=ref, card=_named(best[0]))
                        if confident
                        else _NO_GUESS,
                        hint=_behind_hint(ctx, entry),
                    ),
                )
            else:
                yield Violation(
                    message=Msg("Unknown card '{ref}'", ref=ref),
                    location=entry.location,
                    fix=Msg("{fix}{hint}", fix=_NO_GUESS, hint=_behind_hint(ctx, entry)),
                )

    def _unsuggested(self, ctx: RuleContext) -> Iterator[Violation]:
        """Each unknown name past the deck's first ones, at its line, saying no suggestion was
        looked for (:data:`riftcheck.decks.build.SUGGESTED_UNKNOWN`)."""
        from riftcheck.decks.build import SUGGESTED_UNKNOWN

        entries = [
            e
            for e in ctx.deck.entries()
            if e.card is None
            and e.problem is not None
            and e.problem.unsuggested
            and not self.accepts_unresolved(e, ctx.options)
        ]
        for entry in entries:
            yield Violation(
                message=Msg(
                    "Unknown card '{ref}' (one of {n} more unknown names: no suggestions computed "
                    "past the deck's first {limit})",
                    ref=excerpt(entry.ref),
                    n=len(entries),
                    limit=SUGGESTED_UNKNOWN,
                ),
                location=entry.location,
                fix=_NO_GUESS,
            )


def _merge_missing(cause, n: int, listing: str, vs) -> tuple[Msg, Msg]:
    """Several printing ids the database lacks, for one reason: one finding naming them all."""
    if cause == "missing":
        return (
            Msg(
                "{n} printing ids are not in this card database (the catalogue it was built from lacks them): {cards}",
                n=n,
                cards=listing,
            ),
            Msg(
                "run `riftcheck cards update` for newer card data, or check the numbers on the cards"
            ),
        )
    _, name, date, state, fmt, pre = cause
    message = _newer_message(state, n, listing, name, date, fmt, pre)
    return message, vs[0].fix


def _missing_number(entry):
    """An id inside the numbers of a set the database holds, which it lacks (the catalogue's gap):
    ``(cause, violation, label)``, else ``None``."""
    problem = entry.problem
    if problem.kind != "missing":
        return None
    pid = excerpt(problem.detail or entry.ref)
    v = Violation(
        message=Msg(
            "{pid} is not in this card database (the catalogue it was built from lacks it)",
            pid=pid,
        ),
        location=entry.location,
        fix=Msg(
            "run `riftcheck cards update` for newer card data, or check the number on the card"
        ),
    )
    return "missing", v, pid


#: The printing id a ``Name (SET-NNN)`` entry ends with.
_TRAILING_ID = re.compile(r"\(\s*([A-Za-z0-9]{2,5}-[A-Za-z0-9*]{1,6})\s*\)\s*$")


def _from_a_newer_set(ctx: RuleContext, entry):
    """An id of a set the ruleset dates but the card database does not hold yet (a new set, before
    ``cards update`` brings it): ``(cause, violation, label)``, else ``None``."""
    from riftcheck.cards.normalize import normalize_id, parse_id

    # a bare id, or the id of "Name (LGC-012)": the name cannot be checked against a set riftcheck
    # does not hold, and no card of another set is a guess worth offering
    m = _TRAILING_ID.search(entry.ref)
    ref = entry.ref if parse_id(entry.ref) is not None else (m.group(1) if m else "")
    parts = parse_id(ref)
    # "Gust (LGC-012)": a known name with an id the database cannot hold reads as two cards
    # (a conflict); the id's set is the cause, whether the name is known or not (B2 of the re-test)
    if parts is None or entry.problem.kind not in ("unknown", "conflict"):
        return None
    if entry.problem.kind == "conflict" and ref != (m.group(1) if m else None):
        return None
    code = parts[0]
    row = next((s for s in ctx.tables.get("sets") or () if s.get("code") == code), None)
    if row is None or (ctx.db is not None and _db_holds(ctx.db, code)):
        return None
    pid = normalize_id(ref) or excerpt(ref)
    date = row.get("worldwide_release", row["release"])
    # a Limited ruleset does not judge set legality, and plays a set from its Pre-Rift events,
    # a week before the release (R2 of the re-test: the message said "constructed" in Sealed)
    judged = ctx.tables.get("checks_set_legality", True)
    fmt = ctx.tables.get("format") or ctx.ruleset
    pre = None if judged else row.get("pre_rift")
    state = "released" if date <= ctx.as_of else "unreleased"
    if pre is not None and state == "unreleased":
        state = "pre-rift" if pre <= ctx.as_of else "before-pre-rift"
    pre_text = pre.isoformat() if pre is not None else None
    message = _newer_message(state, 1, pid, row["name"], date.isoformat(), fmt, pre_text)
    fix = Msg("run `riftcheck cards update`")
    if state in ("unreleased", "before-pre-rift"):
        # in Sealed and Draft too (S6 of the attack): updating the card data cannot make the card
        # playable on that date; the first day it is (the Pre-Rift start, else the release) can
        fix = Msg(
            "remove {pid}, or check the deck as of {date} or later, after `riftcheck cards update`",
            pid=pid,
            date=(pre if state == "before-pre-rift" else date).isoformat(),
        )
    v = Violation(message, location=entry.location, fix=fix)
    cause = ("newer", row["name"], date.isoformat(), state, fmt, pre_text)
    return cause, v, pid


def _newer_message(state, n, cards, name, date, fmt, pre) -> Msg:
    """What an id (``n == 1``: ``cards`` is the id) or ``n`` ids (``cards`` lists them) of a set
    the database lacks say, by the set's ``state`` on the judging date in format ``fmt``."""
    params = {"set": name, "date": date, "format": fmt, "pre_rift": pre}
    if n == 1:
        if state == "released":
            return Msg(
                "{pid} is from {set} (released {date}), which this card database does not include yet",
                pid=cards,
                **{k: params[k] for k in ("set", "date")},
            )
        if state == "unreleased":
            return Msg(
                "{pid} is from {set}, not released until {date} (not legal in {format} before then), which this card database does not include yet",
                pid=cards,
                **{k: params[k] for k in ("set", "date", "format")},
            )
        if state == "pre-rift":
            return Msg(
                "{pid} is from {set} (played in {format} since its Pre-Rift events on {pre_rift}, to be released on {date}), which this card database does not include yet",
                pid=cards,
                **params,
            )
        return Msg(
            "{pid} is from {set}, not played in {format} until its Pre-Rift events on {pre_rift} (released {date}), which this card database does not include yet",
            pid=cards,
            **params,
        )
    if state == "released":
        return Msg(
            "{n} printing ids are from {set} (released {date}), which this card database does not include yet: {cards}",
            n=n,
            cards=cards,
            **{k: params[k] for k in ("set", "date")},
        )
    if state == "unreleased":
        return Msg(
            "{n} printing ids are from {set}, not released until {date} (not legal in {format} before then), which this card database does not include yet: {cards}",
            n=n,
            cards=cards,
            **{k: params[k] for k in ("set", "date", "format")},
        )
    if state == "pre-rift":
        return Msg(
            "{n} printing ids are from {set} (played in {format} since its Pre-Rift events on {pre_rift}, to be released on {date}), which this card database does not include yet: {cards}",
            n=n,
            cards=cards,
            **params,
        )
    return Msg(
        "{n} printing ids are from {set}, not played in {format} until its Pre-Rift events on {pre_rift} (released {date}), which this card database does not include yet: {cards}",
        n=n,
        cards=cards,
        **params,
    )


def _db_holds(db, code: str) -> bool:
    """True when the card database has printings of set ``code``."""
    coverage = getattr(db, "coverage", None)
    return code in coverage() if coverage is not None else False


#: Similarity (of the names without punctuation, 0 to 1) from which a suggestion becomes the fix...
CONFIDENT = 0.8
#: ...when no other fitting card comes this close to it.
MARGIN = 0.08

_NO_GUESS = Msg(
    "check the spelling or use a printing id such as OGN-001 (riftcheck cards search TEXT finds cards)"
)

#: Card types an entry of each zone may be (cr.deck): a suggestion of another type is no fix.
ZONE_TYPES: dict[str, frozenset[str]] = {
    "legend": frozenset({"Legend"}),
    "champion": frozenset({"Unit"}),
    "main": frozenset({"Unit", "Spell", "Gear"}),
    "sideboard": frozenset({"Unit", "Spell", "Gear"}),
    "runes": frozenset({"Rune"}),
    "battlefields": frozenset({"Battlefield"}),
}


def _over_limit(deck, pair: tuple[str, str], count: int, db=None) -> bool:
    """True when ``count`` more copies of the suggested card would take the deck over 3 copies."""
    card = _card_of(db, pair) if db is not None else None
    held = sum(
        e.count
        for e in deck.entries("champion", "main", "sideboard")
        if e.card is not None
        and (e.card.key == card.key if card is not None else e.card.display_name == pair[0])
    )
    return held and held + count > 3


def fitting_types(deck, zone: str) -> frozenset[str] | None:
    """The card types that fit ``zone`` as the deck wrote it; ``None`` (any) when the deck's
    format puts cards into zones by their type (a flat list), so the zone says nothing."""
    if not deck.zone_locations and deck.input_format in ("text", "tts", "code", "dotgg"):
        return None
    return ZONE_TYPES.get(zone)


def _card_of(db, pair: tuple[str, str]):
    name, pid = pair
    hit = db.printing(pid) if pid and hasattr(db, "printing") else None
    return hit[0] if hit else db.by_name(name)


def _fitting(db, pairs, fits):
    if fits is None:
        return tuple(pairs)
    out = []
    for pair in pairs:
        card = _card_of(db, pair)
        if card is not None and card.type in fits and not card.token:
            out.append(pair)
    return tuple(out)


def _ranked(db, ref: str, given, fits) -> list[tuple[tuple[str, str], float]]:
    """Suggestions of fitting types with their similarity to ``ref``, best first (at most 3), each
    named in the language ``ref`` is closest to (a French typo gets the French name) and scored
    against that name, so that the near match ranks first whatever the language (atkG 5).

    The resolver's few suggestions are widened (when the database can) because the
    closest names may all be of a type this zone cannot hold.
    """
    from riftcheck.cards.normalize import loose_key
    from riftcheck.infra.suggest import similarity

    pairs = list(given)
    suggest = getattr(db, "suggest", None)
    if suggest is not None:
        pairs += [p for p in suggest(ref, n=12) if p not in pairs]
    scored = []
    for pair in _fitting(db, pairs, fits):
        card = _card_of(db, pair)
        if card is None:
            scored.append((pair, similarity(loose_key(ref), loose_key(pair[0]))))
            continue
        name, score = _closest_form(card, ref)
        scored.append(((name, pair[1]), score))
    scored.sort(key=lambda ps: -ps[1])
    return scored[:3]


def _written(entry) -> str:
    """The name part of the entry's reference (``Partie truquée`` of ``Partie truquée (OGN-169)``)."""
    from riftcheck.decks.entries import split_ref

    name, code = split_ref(entry.ref)
    return name or code or entry.ref


def _candidates_as_written(db, entry, pairs):
    """Candidate (name, printing id) pairs named in the language of the entry's line."""
    locale = _line_locale(db, _written(entry), pairs)
    return tuple(_in_locale(db, p, locale) for p in pairs)


def _behind_hint(ctx: RuleContext, entry) -> str:
    """For a name (not an id): legal sets with cards the database knows by id only may hold it."""
    from riftcheck.cards.normalize import looks_like_id

    legal = ctx.tables.get("legal_sets")
    if looks_like_id(entry.ref):
        return ""
    french = _french_hint(ctx)
    if not legal or not hasattr(ctx.db, "names_missing"):
        return french
    missing = ctx.db.names_missing(legal)
    if not missing:
        return french
    # each count with its set, so that French puts the set after the noun (« 115 cartes de Radiance »)
    sets = joined(
        [
            Plural(n, "{n} {set} card", "{n} {set} cards", set=ctx.db.set_name(code))
            for code, n, _ in missing
        ]
    )
    behind = Msg(
        "; the card database has no English name yet for {sets}: if it is one of them, write its printing id, or run `riftcheck cards update`",
        sets=sets,
    )
    return Msg("{a}{b}", a=french, b=behind) if french else behind


def _french_hint(ctx: RuleContext) -> str:
    """For a list written in French: the bundled database knows few French names, so a French
    name it does not know is likelier a missing name than a typo; said with the update that
    fetches them (frU 11)."""
    from riftcheck.decks.textdeck import writes_french

    deck = ctx.deck
    names_in = getattr(ctx.db, "names_in", None)
    if names_in is None:
        return ""
    french = writes_french(dict(deck.zone_headers or {})) or any(
        e.card is not None
        and (e.card.names or {}).get("fr-FR")
        and e.card.name_as_written(_written(e)) != e.card.display_name
        for e in deck.entries()
    )
    if not french:
        return ""
    return Plural(
        len(names_in("fr-FR")),
        "; the card database knows the French name of {n} card only: if this is a card's French "
        "name, write its English name or printing id, or run `riftcheck cards update --locales "
        "fr_FR`",
        "; the card database knows the French names of {n} cards only: if this is a card's "
        "French name, write its English name or printing id, or run `riftcheck cards update "
        "--locales fr_FR`",
    )


#: A conflict's detail when the printing id is no card at all (decks/entries: the name is one)
_NO_SUCH_ID = "line says {written} but {b} is no known card"


def _conflict(detail) -> Msg:
    """The message of an entry whose name and printing id do not agree: "two different cards",
    unless the id or the name is no card at all, which is no second card (atkF 16)."""
    written = getattr(detail, "params", {}).get("written")
    unknown_name = getattr(written, "template", None) == "{ref}, which is no known card,"
    if getattr(detail, "template", None) == _NO_SUCH_ID or unknown_name:
        return Msg("The entry's name and printing id do not agree: {detail}", detail=detail)
    return Msg("The entry names two different cards: {detail}", detail=detail)
