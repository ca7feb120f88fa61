"""Rule ``additional-legends``: Neeko, Blending In's three extra legends, and no extra legend without her."""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.cards.normalize import name_key
from riftcheck.i18n import N_
from riftcheck.infra.value import replace
from riftcheck.models import Card, DeckEntry, Msg, Plural, Violation, listed
from riftcheck.rules._helpers import card_ref, in_parens, kept_legend, zone_word
from riftcheck.rules.base import Rule, RuleContext

#: Neeko, Blending In, by its official printing id (its English name is still a community transcription).
NEEKO_ID = "RAD-167"
#: How many legends the card has a deck choose.
COUNT = 3
#: The deck-file key (and the text header ``Additional Legends:``) that names them.
KEY = "additional_legends"


#: The input formats that cannot hold Neeko's legends (README: "DotGG JSON and TTS strings cannot
#: carry them")
CANNOT_RECORD = frozenset({"tts", "dotgg"})


def _is_neeko(card: Card | None) -> bool:
    return card is not None and any(p.id == NEEKO_ID for p in card.printings)


def picks_under_legend(deck) -> bool:
    """True for a deck with Neeko in its main deck (or champion slot), no additional legend
    named, and several Legend cards under its legend heading: her picks written there, as some
    lists do. They are read as the rules say (one Champion Legend, CR 103.2; her three recorded
    apart, TR 401.2.a), never as her choices picked out of that zone for the player."""
    return (
        not deck.additional_legends
        and any(_is_neeko(e.card) for e in deck.entries("main", "champion"))
        and len({e.card.key for e in deck.legend if e.card is not None and e.card.type == "Legend"})
        > 1
    )


class AdditionalLegends(Rule):
    """A deck with Neeko names exactly 3 more legends, all different; a deck without her names none.

    Neeko, Blending In (RAD-167) reads: "If Neeko is in your deck, choose 3
    different legends in addition to your starting legend. (Different means
    none match names.)" A deck names them under ``additional_legends:`` (deck
    file), under an ``Additional Legends:`` / ``Légendes supplémentaires :``
    header (Piltover-style text), or in the "additional legends" list of a
    version 6 deck code. The Core Rules allow such deck-building choices
    ([cr.deck-choices]) and the Tournament Rules record them on the decklist,
    where they cannot change ([tr.decklist-choices]). They are not cards of the
    deck: no other rule counts them. This rule checks that there are exactly
    three, that each is a Legend card, that they are different cards (no two
    share a name), that none has the starting legend's name (the rules do not
    say; the card's "none match names" is read as covering the starting
    legend too), and that a deck without Neeko names none.

    Readings of points the card text leaves open (riftcheck's choices):

    * "in your deck" is the main deck and the Chosen Champion slot; with
      Neeko only in the sideboard the three legends may be named (she can be
      sided in) and are then checked, but are not required: a deck that names
      none gets a warning, since sided in she would need three that the
      decklist no longer lets a player add ([tr.decklist-choices]).
    * Domain identity: the text does not tie the extra legends to the deck's
      domains, so their domains are not checked, and they do not change the
      deck's identity (the starting legend alone gives it, [cr.legend]).
    * A banned legend among them is a warning of the banned rule; one not yet
      legal is not judged: the text does not say whether they must be legal
      cards of the format.
    * Her picks written under the legend heading with the starting legend
      are read as written: several Champion Legends, and none chosen for her.

    Options: none.

    Legal example:

        legend: Jinx, Loose Cannon
        main:
          - 1 Neeko, Blending In
          ...
        additional_legends:
          - Kai'Sa, Daughter of the Void
          - Volibear, Relentless Storm
          - Ekko, Boy Who Shattered Time

    Illegal example (two mistakes, each its own deck):

        additional_legends:            # Neeko is not in the deck
          - Kai'Sa, Daughter of the Void

        additional_legends:            # with Neeko: two, and one is the starting legend
          - Jinx, Loose Cannon
          - Kai'Sa, Daughter of the Void
    """

    id = "additional-legends"
    summary = N_(
        "With Neeko, Blending In: exactly 3 more legends, names all different; without her: none."
    )
    # the card text itself (RAD-167) is quoted in the docstring; card text beats rules text
    citations = ("cr.golden-rule", "cr.deck-choices", "tr.decklist-choices")
    severities = {"default": "error", "sideboard-only": "warning"}

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield violations for a wrong number, non-legends, matching names, or legends without Neeko."""
        deck = ctx.deck
        extra = deck.additional_legends
        where = deck.location_of(KEY) if KEY in deck.zone_locations else None
        # Neeko written as the legend is in the deck too: zone-card-type moves her to the main
        # deck (atkF 19: "add Neeko to the main deck" to a deck that held her)
        neeko_in = [e for e in deck.entries("main", "champion", "legend") if _is_neeko(e.card)]
        neeko_side = [e for e in deck.sideboard if _is_neeko(e.card)]
        if not neeko_in and not neeko_side:
            if extra:
                yield _without_neeko(extra, where, ctx, quoted_header(deck))
            return
        problem = _count_problem(ctx, extra, where, neeko_in, (neeko_in or neeko_side)[0])
        if problem is not None:
            yield problem
        seen: dict[str, DeckEntry] = {}
        for e in deck.legend:
            if e.card is not None:
                seen[name_key(e.card.display_name)] = e
        for e in extra:
            problem = _not_a_legend(e, ctx.db, seen)
            if problem is not None:
                yield problem
                continue
            problem = _same_name(e, seen)
            if problem is not None:
                yield problem
            seen.setdefault(name_key(e.card.display_name), e)


def _count_problem(ctx: RuleContext, extra, where, neeko_in, neeko: DeckEntry) -> Violation | None:
    """The violation of a deck with Neeko naming other than three legends, if it is one."""
    deck = ctx.deck
    named = sum(e.count for e in extra)
    if deck.input_format in CANNOT_RECORD and neeko_in:
        return _cannot_record(deck.input_format, neeko)
    if named != COUNT and (neeko_in or extra):
        return _strayed_said(
            deck,
            _said_under_legend(
                ctx,
                _wrong_count(
                    named,
                    bool(extra),
                    where or neeko.location,
                    neeko,
                    bool(neeko_in),
                    quoted_header(deck),
                ),
            ),
        )
    if not named:
        return _strayed_said(deck, _only_in_the_sideboard(neeko, quoted_header(deck)))
    return None


def legend_zone_picks(deck, keep: str | None) -> list[DeckEntry]:
    """Neeko's picks written under the legend heading (:func:`picks_under_legend`), when they are
    exactly her legends: with ``keep`` (the key of the deck's legend, settled by its champion tag)
    the other legends there, exactly :data:`COUNT` of them; with ``keep`` ``None`` the legends
    there must be one more than :data:`COUNT`, the one that stays being the player's choice. Each
    one copy, names all different; else empty (what goes where is then no confident move)."""
    if not picks_under_legend(deck):
        return []
    legends = [e for e in deck.legend if e.card is not None and e.card.type == "Legend"]
    if any(e.count != 1 for e in legends):
        return []
    if len({name_key(e.card.display_name) for e in legends}) != len(legends):
        return []
    if keep is None:
        return legends if len(legends) == COUNT + 1 else []
    picks = [e for e in legends if e.card.key != keep]
    return picks if len(picks) == COUNT and len(picks) < len(legends) else []


def settled_legend(deck) -> str | None:
    """The key of the legend the legend rule keeps among those under the legend heading (its
    champion tag carried by the deck's cards), or ``None``."""
    names = {(e.card.key if e.card else e.ref): e.card.display_name if e.card else e.ref
             for e in deck.legend}  # fmt: skip
    return kept_legend(deck, deck.legend, names) if names else None


def picks_to_move(deck) -> list[DeckEntry]:
    """Every entry the fixes move to the additional legends: the picks written elsewhere
    (:func:`strayed_extras`) and those written under the legend heading beside a settled legend
    (:func:`legend_zone_picks`); ``--fix`` moves the same ones (atkL 3)."""
    keep = settled_legend(deck)
    return [*strayed_extras(deck), *(legend_zone_picks(deck, keep) if keep is not None else ())]


def _said_under_legend(ctx: RuleContext, v: Violation) -> Violation:
    """``v``, saying how her picks written under the legend heading were read, when they were; its
    fix the legend rule's move of them when it makes one (atkL 3)."""
    if not picks_under_legend(ctx.deck):
        return v
    if "legend" in ((ctx.tables.get("rule_options") or {}) if ctx.tables else {"legend": {}}):
        deck = ctx.deck
        keep = settled_legend(deck)
        picks = legend_zone_picks(deck, keep)
        if picks and keep is not None:
            v = replace(
                v,
                fix=Msg(
                    "the legend rule's fix moves {cards} from {legend} to {header}, which fixes "
                    "this too",
                    cards=listed([e.card.display_name for e in picks]),
                    legend=zone_word(deck, "legend"),
                    header=said_header(deck),  # a move: bare, as the zone it leaves
                ),
            )
        elif picks:
            v = replace(
                v,
                fix=Msg(
                    "as the legend rule says, move {n} of the legends written under {legend} to "
                    "{header} (which one stays is your choice), which fixes this too",
                    n=COUNT,
                    legend=zone_word(deck, "legend"),
                    header=said_header(deck),  # a move: bare, as the zone it leaves
                ),
            )
    return replace(
        v,
        message=Msg(
            "{message}; the legends written under {legend} count as Champion Legends (a deck has "
            "one, {cite}), not as her choices, which the decklist records apart{choices}",
            message=v.message,
            legend=zone_word(ctx.deck, "legend"),
            cite=ctx.cite("cr.legend"),
            choices=in_parens(ctx.cite("tr.decklist-choices")),
        ),
    )


def strayed_extras(deck) -> list[DeckEntry]:
    """The legends written in the main deck, champion slot or sideboard that are, all together,
    exactly the additional legends a deck with Neeko still lacks: one copy each, different names,
    none the starting legend's or one named already, with a legend in the legend zone. Moving
    them under ``additional_legends:`` fixes this rule and zone-card-type's findings, where
    removing them threw the player's three choices away (atkA 19); else empty."""
    # Neeko only in the sideboard may name them too (they are then her choice for when she is
    # sided in): her picks written there move as well (atkL 3: they were "removed")
    if not any(_is_neeko(e.card) for e in deck.entries("main", "champion", "legend", "sideboard")):
        return []
    if not any(e.card is not None and e.card.type == "Legend" for e in deck.legend):
        return []
    seen = {
        name_key(e.card.display_name) for e in (*deck.legend, *deck.additional_legends) if e.card
    }
    out: list[DeckEntry] = []
    for e in deck.entries("champion", "main", "sideboard"):
        if e.card is None or e.card.token or e.card.type != "Legend":
            continue
        key = name_key(e.card.display_name)
        if e.count != 1 or key in seen:
            return []
        seen.add(key)
        out.append(e)
    named = sum(e.count for e in deck.additional_legends)
    return out if out and named + len(out) == COUNT else []


def _strayed_said(deck, v: Violation) -> Violation:
    """The count's finding ``v``, its fix zone-card-type's moves when the legends the deck writes
    elsewhere are its choices (:func:`strayed_extras`)."""
    strayed = strayed_extras(deck)
    if not strayed:
        return v
    return replace(
        v,
        fix=Msg(
            "zone-card-type's fix moves {cards} to {header}, which fixes this too",
            cards=listed([e.card.display_name for e in strayed]),
            header=said_header(deck),  # a move names zones bare, as "from Legend:"
        ),
    )


def extras_move(deck, entry: DeckEntry) -> Msg:
    """zone-card-type's fix of one of :func:`strayed_extras`: moved under the deck's key."""
    from riftcheck.rules._helpers import zone_word

    return Msg(
        "move 1 {card} from {zone} to {header} (one of Neeko, Blending In's {n} additional legends)",
        card=entry.card.display_name,
        zone=zone_word(deck, entry.zone),
        header=said_header(deck),  # bare, as the zone it leaves
        n=COUNT,
    )


def _without_neeko(
    extra: tuple[DeckEntry, ...], where, ctx: RuleContext, header: str = f"{KEY}:"
) -> Violation:
    """Additional legends named by a deck that holds no Neeko: the fix offers her only where she
    may be played on the judging day (never advice that makes the deck illegal), naming the
    deck's own words for them (a text list's header, not the YAML key: atkF 19)."""
    n = sum(e.count for e in extra)
    fix = (
        Msg("remove {KEY}, or replace a card of the main deck with Neeko, Blending In", KEY=header)
        if _neeko_playable(ctx)
        else Msg(
            "remove {KEY} (Neeko, Blending In, who would allow them, is not legal on {date})",
            KEY=header,
            date=ctx.as_of.isoformat(),
        )
    )
    return Violation(
        Plural(
            n,
            "The deck names {n} additional legend but holds no Neeko, Blending In (RAD-167), the only card that lets a deck choose them",
            "The deck names {n} additional legends but holds no Neeko, Blending In (RAD-167), the only card that lets a deck choose them",
        ),
        location=where or extra[0].location,
        fix=fix,
    )


def _neeko_playable(ctx: RuleContext) -> bool:
    """Whether Neeko may be played on the judging day: a set of hers is legal then (by the
    region's launch dates when one judges), or, in a ruleset that judges no set legality
    (Sealed, Draft), her set is played from its Pre-Rift events (else its release) on. True when
    nothing says otherwise (no card database entry, no sets table)."""
    found = ctx.db.printing(NEEKO_ID) if ctx.db is not None else None
    sets = {p.set for p in found[0].printings} if found else {NEEKO_ID.split("-")[0]}
    if ctx.tables.get("checks_set_legality", True):
        legal = ctx.tables.get("legal_sets")
        return legal is None or bool(sets & legal)
    rows = {r.get("code"): r for r in ctx.tables.get("sets") or ()}
    starts = [rows[c].get("pre_rift") or rows[c]["release"] for c in sets if c in rows]
    return not starts or min(starts) <= ctx.as_of


def _cannot_record(input_format: str, neeko: DeckEntry) -> Violation:
    """Neeko in a list whose format has no place for her legends: the fix is to convert the list
    to one that has, never to name them under a key the format does not have."""
    return Violation(
        Msg(
            "Neeko, Blending In is in the deck: it must name exactly {n} additional legends, "
            "which {format} cannot record",
            n=COUNT,
            format=Msg("a TTS string") if input_format == "tts" else Msg("a DotGG JSON deck"),
        ),
        location=neeko.location,
        fix=Msg(
            "convert the list (riftcheck convert --to yaml, or --to text) and name {n} legends "
            "under its additional legends there",
            n=COUNT,
        ),
        cards=(card_ref(neeko),),
    )


def header_as_written(deck) -> str:
    """Where the deck names its additional legends, in its own words: ``additional_legends:``
    (YAML, JSON), the header a text list wrote (« Légendes supplémentaires : »), else the English
    header a text list may write (``Additional legends:``). The line ``--fix`` writes."""
    if deck.input_format == "text":
        from riftcheck.decks.textdeck import french_header
        from riftcheck.rules._helpers import eq_section

        # a French list is told « Légendes supplémentaires : », the header it would write; a list
        # of ``== Zone ==`` sections one more such section, in its language (atkW F1)
        return (
            deck.zone_headers.get(KEY)
            or eq_section(dict(deck.zone_headers), KEY)
            or french_header(deck.zone_headers, KEY)
            or "Additional legends:"
        )
    return f"{KEY}:"


def quoted_header(deck) -> str:
    """:func:`header_as_written` as a sentence names it: a text list's header quoted (« retirez
    « Légendes supplémentaires : », ou », never a bare « :, », atkM 12), an English one after
    the zone's words in another language (:func:`said_header`)."""
    header = header_as_written(deck)
    if deck.input_format != "text":
        return header
    if _french(header):
        return f"'{header}'"
    return Msg("'{additional_legends_header}'", additional_legends_header=header)


def said_header(deck) -> str:
    """:func:`header_as_written` bare, as a move names the zones it goes between (``from
    Legend: to Additional legends:``); a text list's header in a message of another language is
    the zone's words, then the header (« vers les légendes supplémentaires (en-tête « Additional
    legends: ») », as « (additional_legends:) » of a YAML deck: the header alone in a French
    sentence was the list's English words, a header the list may not even have yet, atkQ 11;
    a French one read « vers Légendes supplémentaires :, ce qui … »)."""
    header = header_as_written(deck)
    if deck.input_format != "text":
        return header
    return Msg("{additional_legends_header}", additional_legends_header=header)


def _french(header: str) -> bool:
    """Whether ``header`` is the French spelling of the additional legends' header."""
    from riftcheck.cards.normalize import fold

    return fold(header.split(":", 1)[0]).replace(" ", "") == "legendessupplementaires"


def _only_in_the_sideboard(neeko: DeckEntry, header: str = f"{KEY}:") -> Violation:
    """Neeko in the sideboard only, and no additional legend named: legal as it is, not once she
    is sided in (the choices are on the decklist and cannot change)."""
    return Violation(
        Msg(
            "Neeko, Blending In is in the sideboard and the deck names no additional legends: sided in, she needs {n}, chosen on the decklist, where they cannot be added later",
            n=COUNT,
        ),
        location=neeko.location,
        fix=Msg(
            "name {n} legends under {header}, or leave Neeko out of the sideboard",
            n=COUNT,
            header=header,
        ),
        cards=(card_ref(neeko),),
        kind="sideboard-only",
    )


def _wrong_count(
    named: int,
    any_named: bool,
    where,
    neeko: DeckEntry,
    in_main: bool = True,
    header: str = f"{KEY}:",
) -> Violation:
    """Neeko in the deck with other than three additional legends named (in the sideboard only:
    some named, which is the choice the decklist makes for when she is sided in)."""
    if not in_main:
        message = Msg(
            "Neeko, Blending In is in the sideboard and the deck names {named} additional legends: once any are named, they are her choice for when she is sided in, and she needs exactly {n}",
            n=COUNT,
            named=named,
        )
    elif any_named:
        message = Msg(
            "Neeko, Blending In is in the deck: it must name exactly {n} additional legends, not {named}",
            n=COUNT,
            named=named,
        )
    else:
        message = Msg(
            "Neeko, Blending In is in the deck: it must name exactly {n} additional legends, not {named} (none named under {header})",
            n=COUNT,
            named=named,
            header=header,
        )
    return Violation(
        message,
        location=where,
        fix=(
            Plural(
                COUNT - named,
                "name {n} more legend under {header}",
                "name {n} more legends under {header}",
                header=header,
            )
            if named < COUNT
            else Msg("name only {COUNT} legends under {header}", COUNT=COUNT, header=header)
        ),
        cards=(card_ref(neeko),),
    )


def _not_a_legend(e: DeckEntry, db=None, seen=None) -> Violation | None:
    """An additional legend that is no card riftcheck knows, or no Legend card."""
    if e.card is None and e.problem is not None and e.problem.kind == "ambiguous":
        ambiguous = _ambiguous(e, db, seen or {})
        if ambiguous is not None:
            return ambiguous
    if e.card is None:
        return Violation(
            Msg("Additional legend {ref} is not a card riftcheck knows", ref=f"{e.ref!r}"),
            location=e.location,
            fix=Msg("write the legend's name or printing id as the card database knows it"),
        )
    if e.card.type != "Legend":
        return Violation(
            Msg(
                "{card} is a {type}, not a Legend: Neeko's additional legends must be Legend cards",
                card=e.card.display_name,
                type=e.card.type,
            ),
            location=e.location,
            fix=Msg("replace {card} with a Legend", card=e.card.display_name),
            cards=(card_ref(e),),
        )
    return None


def _ambiguous(e: DeckEntry, db, seen: dict[str, DeckEntry]) -> Violation | None:
    """``1 Rengar``: a name several cards share, the legends among them listed, as the main-deck
    reader does (S5 of the attack: it said "not a card riftcheck knows")."""
    cands = e.problem.candidates
    if not cands:
        return None
    legends = [
        (name, pid)
        for name, pid in cands
        if db is not None and (hit := db.printing(pid)) is not None and hit[0].type == "Legend"
    ]
    shown = legends or list(cands)
    listing = listed([Msg("{card} ({card_id})", card=n, card_id=i) for n, i in shown], "or")
    ref = f"{e.ref}"
    # a legend of the starting legend's name (or one already named) is no choice (CR 103.1)
    free = [(n, i) for n, i in legends if name_key(n) not in seen]
    if len(free) == 1:
        fix = Msg("replace '{ref}' with '{value}'", ref=ref, value=free[0][0])
    elif legends and not free:
        fix = Msg(
            "name another legend: the deck already holds a legend named {cards} (the legends must all have different names)",
            cards=listed([n for n, _ in legends]),
        )
    else:
        fix = Msg(
            "write the full name with its subtitle, or a printing id such as {value}",
            value=shown[0][1] or shown[0][0],
        )
    return Violation(
        Msg("Ambiguous card '{ref}'; it could be {listing}", ref=ref, listing=listing),
        location=e.location,
        fix=fix,
    )


def _same_name(e: DeckEntry, seen: dict[str, DeckEntry]) -> Violation | None:
    """An additional legend of the same name as the starting legend or another one already named
    (or named with several copies): "Different means none match names"."""
    key = name_key(e.card.display_name)
    if key not in seen and e.count <= 1:
        return None
    other = seen.get(key)
    if other is None:
        what = Msg("{count} copies in one entry", count=e.count)
    elif other.zone == "legend":
        what = Msg("the starting legend has the same name")
    else:
        what = Msg("another additional legend has the same name")
    return Violation(
        Msg(
            "{card} is named more than once ({what}); Neeko's legends must all have different names, from each other and from the starting legend",
            card=e.card.display_name,
            what=what,
        ),
        location=e.location,
        fix=Msg("replace {card} with a legend of another name", card=e.card.display_name),
        cards=(card_ref(e),),
    )
