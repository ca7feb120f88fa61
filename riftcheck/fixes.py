"""The safe fixes of ``--fix``: changes that settle nothing by a guess.

:func:`safe_fixes` takes a read :class:`~riftcheck.models.Deck` and returns
the deck with only these changes, and a plain-words list of them:

* a card written in a zone its type may not stand in moves to the zone of its
  type (a rune under the main deck goes to the runes), unless that zone is
  already full (then the size rules say what to remove: that is a choice);
* tokens are dropped (they are never deck cards, CR 185);
* every known card is written by its canonical name and printing id, and
  repeated lines of one card in a zone become one line (the reader already
  summed them; writing the deck back keeps the sum).

It never adds, removes or replaces a card by a guess: an unknown card stays
as written, a copy over the limit stays, a missing rune stays missing. The
caller writes the deck back in its own format (:func:`fix_text`).
"""

from __future__ import annotations

from riftcheck.infra.value import replace
from riftcheck.models import Deck, DeckEntry, Msg

# Where each card type belongs and which types a zone holds are the zone-card-type rule's facts:
# a fix moves a card exactly where that rule would have it.
from riftcheck.rules.zone_card_type import ALLOWED as HOLDS
from riftcheck.rules.zone_card_type import HOME

#: A zone that is full is not filled further by a move (Constructed sizes; the legend holds one).
FULL: dict[str, int] = {"runes": 12, "battlefields": 3, "legend": 1}
#: Formats --fix writes back (a deck code or TTS string has no file layout to keep).
WRITABLE = ("yaml", "json", "text")


def merged_lines(zone: str, card: str, a: int, b: int) -> Msg:
    """``merged the MainDeck: lines of Gust (2 + 1 = 3)``; a zone said in words (a flat list's
    ``the main deck``) goes after the card (S11 of the attack: "merged the the main deck lines")."""
    if str(zone).startswith("the "):
        return Msg(
            "merged the lines of {card} in {zone} ({a} + {b} = {total})",
            zone=zone,
            card=card,
            a=a,
            b=b,
            total=a + b,
        )
    return Msg(
        "merged the {zone} lines of {card} ({a} + {b} = {total})",
        zone=zone,
        card=card,
        a=a,
        b=b,
        total=a + b,
    )


def _name(entry: DeckEntry) -> str:
    return entry.card.display_name if entry.card else entry.ref


def safe_fixes(deck: Deck) -> tuple[Deck, tuple[str, ...], tuple[str, ...]]:
    """``(fixed deck, changes, notes)``; ``changes`` is empty when there is nothing safe to do,
    ``notes`` says what was left for the player to decide (a move into a full zone).

    Changes name zones as the deck writes them (``MainDeck:`` in a Piltover list, ``main:`` in YAML).
    """
    zones: dict[str, list[DeckEntry]] = {z: list(deck.zone(z)) for z in HOLDS}
    changes: list[str] = []
    notes: list[str] = []
    _move_misplaced(deck, zones, changes, notes)
    for zone in HOLDS:
        zones[zone] = _merge_repeats(deck, zone, zones[zone], changes)
    _move_champion_copies(deck, zones, changes)
    for n in deck.notices:
        if n.code == "summed-entries":
            changes.append(_written_as_one(n.message))
    for e in deck.entries():
        written = _written_name(e)
        if e.card is not None and not e.card.token and written != e.card.name_as_written(written):
            changes.append(
                Msg(
                    "wrote '{written}' (line {line}) as '{card}'",
                    written=written,
                    line=e.location.line,
                    card=e.card.name_as_written(written),
                )
            )
    fixed = replace(deck, **{z: tuple(v) for z, v in zones.items()})
    return fixed, tuple(changes), tuple(notes)


def _move_misplaced(
    deck: Deck, zones: dict[str, list[DeckEntry]], changes: list[str], notes: list[str]
) -> None:
    """Drop tokens and move each misplaced card to the zone of its type, unless that zone is full."""
    from riftcheck.rules._helpers import zone_word

    for zone in HOLDS:
        keep: list[DeckEntry] = []
        for e in zones[zone]:
            card = e.card
            if card is not None and card.token:
                changes.append(
                    Msg(
                        "dropped {n} {card} (line {line}): a token is not a deck card",
                        n=e.count,
                        card=_name(e),
                        line=e.location.line,
                    )
                )
                continue
            home = HOME.get(card.type) if card is not None else None
            if card is None or card.type in HOLDS[zone] or home is None or zone == "champion":
                # the champion slot: which unit to choose instead is the player's decision
                keep.append(e)
                continue
            held = sum(x.count for x in zones[home])
            names = {x.card.name.casefold() for x in zones[home] if x.card is not None}
            if home == "battlefields" and (e.count > 1 or card.name.casefold() in names):
                notes.append(
                    Msg(
                        "kept {n} {card} (line {line}) where it is ({zone} already holds {card}, "
                        "and each battlefield must have a different name; remove it, CR 103.5.c)",
                        n=e.count,
                        card=_name(e),
                        line=e.location.line,
                        zone=zone_word(deck, home),
                    )
                )
                keep.append(e)
                continue
            if home in FULL and held + e.count > FULL[home]:
                notes.append(
                    Msg(
                        "kept {n} {card} (line {line}) where it is ({zone} already holds {held}; "
                        "which copies go is the player's choice)",
                        n=e.count,
                        card=_name(e),
                        line=e.location.line,
                        zone=zone_word(deck, home),
                        held=held,
                    )
                )
                keep.append(e)
                continue
            zones[home].append(replace(e, zone=home))
            changes.append(
                Msg(
                    "moved {n} {card} (line {line}) from {zone} to {home}",
                    n=e.count,
                    card=_name(e),
                    line=e.location.line,
                    zone=zone_word(deck, zone),
                    home=zone_word(deck, home),
                )
            )
        zones[zone] = keep


def _move_champion_copies(
    deck: Deck, zones: dict[str, list[DeckEntry]], changes: list[str]
) -> None:
    """The chosen-champion fix: the champion slot keeps one copy, the others go to the main deck."""
    from riftcheck.rules._helpers import zone_word
    from riftcheck.rules.chosen_champion import copies_to_move

    move = copies_to_move(deck)
    if move is None or len(zones["champion"]) != 1:
        return
    card, n = move
    (slot,) = zones["champion"]
    zones["champion"] = [replace(slot, count=1)]
    pid = slot.printing.id if slot.printing else None
    for i, e in enumerate(zones["main"]):
        if (
            e.card is not None
            and e.card.key == card.key
            and (e.printing.id if e.printing else None) == pid
        ):
            zones["main"][i] = replace(e, count=e.count + n)
            break
    else:
        zones["main"].append(replace(slot, count=n, zone="main"))
    changes.append(
        Msg(
            "moved {n} {card} (line {line}) from {zone} to {home}",
            n=n,
            card=_name(slot),
            line=slot.location.line,
            zone=zone_word(deck, "champion"),
            home=zone_word(deck, "main"),
        )
    )


def _merge_repeats(
    deck: Deck, zone: str, entries: list[DeckEntry], changes: list[str]
) -> list[DeckEntry]:
    """One entry per card and printing in ``zone`` (an unknown card by its written text)."""
    from riftcheck.rules._helpers import zone_word

    merged: dict[tuple, DeckEntry] = {}
    for e in entries:
        k = (
            (e.card.key, e.printing.id if e.printing else None)
            if e.card
            else ("?", e.ref.casefold())
        )
        if k in merged:
            total = merged[k].count + e.count
            changes.append(merged_lines(zone_word(deck, zone), _name(e), merged[k].count, e.count))
            merged[k] = replace(merged[k], count=total)
        else:
            merged[k] = e
    return list(merged.values())


def _written_as_one(message: str) -> str:
    """The reader's notice that repeated lines were summed, said as the change --fix writes."""
    params = getattr(message, "params", None)
    if getattr(message, "template", None) == SUMMED and params is not None:
        return Msg(
            "{n} entries of {e} in {zone}{at} are written as one line of {count} copies",
            **params,
        )
    return message.replace(" were summed to ", " are written as one line of ")


#: The template of the reader's notice of repeated lines in one zone (riftcheck/decks/build.py).
SUMMED = "{n} entries of {e} in {zone}{at} were summed to {count} copies"


def _written_name(e: DeckEntry) -> str:
    from riftcheck.decks.entries import split_ref

    name, code = split_ref(e.ref)
    return name or code or e.ref


def fix_text(deck: Deck, original: str) -> str:
    """The fixed deck written in its own format; a YAML deck keeps the comment lines it starts with."""
    from riftcheck.decks.write import write_deck

    fmt = deck.input_format
    out = write_deck(deck, fmt)
    if fmt == "yaml":
        head = []
        for line in original.splitlines():
            if line.startswith("#"):
                head.append(line)
            else:
                break
        if head:
            body = out.splitlines()
            if body and body[0].startswith("# yaml-language-server:"):
                body = body[1:]
            out = "\n".join(head + body) + "\n"
    return out
