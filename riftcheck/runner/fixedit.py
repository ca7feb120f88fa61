"""``--fix`` in the player's own file: the lines a fix changes are edited, every other byte is kept.

:func:`edit_in_place` plans the safe fixes of :mod:`riftcheck.fixes` as edits of the
file's lines, from the reader's locations (each entry as written, before repeated
lines are summed): a name written as the card's canonical name (the rest of the line,
a printing id or none, as written), repeated lines of one card in a zone merged into
the first, a token's line deleted, a misplaced card's line moved under the zone of its
type. Comments, blank lines, key order, the line ends (``\\r\\n`` stays ``\\r\\n``), a
byte-order mark and the file's encoding (UTF-8 or Windows-1252) are kept.

What cannot be edited in place (a YAML entry written as a mapping over several lines, a
headerless text list, a JSON deck's structure) is not changed, and said in the notes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from riftcheck.models import Msg, Plural

_BOM = b"\xef\xbb\xbf"
# the count at the start of an entry as written: "3 Gust", "3x Gust", "x3 Gust" or "- 3 Gust"
#: A trailing comment as the text reader strips it (``# note``, ``// note``), and as YAML ends a line.
_TEXT_COMMENT = re.compile(r"\s+(?:#|//).*$")
_YAML_COMMENT = re.compile(r"\s+#.*$")
#: Each place a YAML comment may start: a ``#`` after a run of blanks (spaces or tabs).
_YAML_COMMENT_AT = re.compile(r"(?<![ \t])[ \t]+#")
_COUNT_RE = re.compile(r"^(\s*(?:-\s+)?['\"]?)(\d+)")


@dataclass
class Source:
    """A text file as lines, with what writing it back must keep."""

    lines: list[str]
    ends: list[str]
    bom: bytes = b""
    encoding: str = "utf-8"

    @classmethod
    def of(cls, raw: bytes, encoding: str = "utf-8") -> Source:
        bom = _BOM if raw.startswith(_BOM) else b""
        text = raw[len(bom) :].decode(encoding)
        # The line ends as the reader counts them (``\r\n``, ``\n`` or a lone ``\r``), each kept.
        parts = re.split(r"(\r\n|\r|\n)", text)
        lines, ends = parts[0::2], parts[1::2] + [""]
        return cls(lines, ends, bom, encoding)

    @property
    def newline(self) -> str:
        """The file's own line end, for new lines."""
        counts = {e: self.ends.count(e) for e in ("\n", "\r\n", "\r")}
        best = max(counts, key=lambda e: counts[e])  # a tie: the first, "\n"
        return best if counts[best] else "\n"

    def encode(self) -> bytes:
        return self.bom + "".join(x + e for x, e in zip(self.lines, self.ends, strict=True)).encode(
            self.encoding
        )


@dataclass
class Edits:
    """Edits of a :class:`Source`, by 1-based line number; applied together by :meth:`apply`."""

    src: Source
    replaced: dict[int, str] = field(default_factory=dict)
    deleted: set[int] = field(default_factory=set)
    inserted: dict[int, list[str]] = field(default_factory=dict)  # after line n (0: at the top)
    #: a new section's lines, before line n (its header, its cards, a blank line)
    before: dict[int, list[str]] = field(default_factory=dict)
    appended: list[str] = field(default_factory=list)
    #: the new sections that end the file (after ``appended``), each in its zone's place
    at_end: list[str] = field(default_factory=list)

    def line(self, n: int) -> str:
        return self.replaced.get(n, self.src.lines[n - 1])

    def apply(self) -> Source:
        """The edited source: replacements, deletions and insertions, the line ends kept."""
        lines, ends = [], []
        nl = self.src.newline
        for text in self.inserted.get(0, ()):
            lines.append(text)
            ends.append(nl)
        for n, (text, end) in enumerate(zip(self.src.lines, self.src.ends, strict=True), 1):
            for extra in self.before.get(n, ()):
                lines.append(extra)
                ends.append(nl)
            if n not in self.deleted:
                lines.append(self.replaced.get(n, text))
                ends.append(end)
            for extra in self.inserted.get(n, ()):
                _end_last(ends, nl)  # the last line had no line end: the new one follows it
                lines.append(extra)
                ends.append(nl)
        if self.appended or self.at_end:
            _append(lines, ends, [*self.appended, *self.at_end], nl)
        return Source(lines, ends, self.src.bom, self.src.encoding)


def _end_last(ends: list[str], nl: str) -> None:
    if ends and ends[-1] == "":
        ends[-1] = nl


def _append(lines: list[str], ends: list[str], new: list[str], nl: str) -> None:
    """Lines added at the end of the file, which keeps ending as it did (with a line end or not)."""
    had_end = bool(lines) and lines[-1] == "" and ends[-1] == ""
    if had_end:
        lines.pop()
        ends.pop()
    _end_last(ends, nl)
    for text in new:
        lines.append(text)
        ends.append(nl)
    if had_end:
        lines.append("")
        ends.append("")
    else:
        ends[-1] = ""


@dataclass(frozen=True)
class Line:
    """One entry as written: its line, zone as written (``None``: by type), card, count, text."""

    n: int
    column: int
    zone: str
    written_zone: str | None
    card: Any
    printing: Any
    count: int
    ref: str

    @property
    def key(self) -> tuple:
        return (self.zone, self.card.key if self.card else "?" + self.ref.casefold(),
                self.printing.id if self.printing else None)  # fmt: skip


def entry_lines(parts, db) -> list[Line]:
    """Every entry of ``parts`` resolved through ``db``, one per line as written."""
    from riftcheck.decks.build import resolve, zone_for

    out = []
    for raw in parts.entries:
        card, printing, _, _ = resolve(db, raw)
        zone = raw.zone or zone_for(card)
        loc = raw.location
        out.append(
            Line(loc.line or 0, loc.column or 1, zone, raw.zone, card, printing, raw.count, raw.ref)
        )
    return out


def set_count(text: str, count: int) -> str | None:
    """``text`` with the count it starts with replaced, or ``None`` when it writes none there."""
    m = _COUNT_RE.match(text)
    if m is None:
        return None
    return text[: m.start(2)] + str(count) + text[m.end(2) :]


def rename(text: str, column: int, written: str, name: str, fmt: str) -> str | None:
    """``text`` with the name ``written`` (from ``column`` on) replaced by ``name``, or ``None``."""
    at = text.find(written, max(column - 1, 0))
    if at < 0:
        at = text.find(written)
    if at < 0:
        return None
    new = name
    # the quoting of the scalar the name is in: its opening quote may come before a count
    # (``- '1 emperors dais'``), not only right before the name
    style = _quote_style(text[:at]) if fmt in ("json", "yaml") else None
    if style == "'" and fmt == "yaml":
        new = name.replace("'", "''")
    elif style == '"':
        new = name.replace("\\", "\\\\").replace('"', '\\"')
    out = text[:at] + new + text[at + len(written) :]
    if fmt == "yaml" and not _same_yaml(text, out, written, name):
        return None
    return out


#: A quote that opens a YAML/JSON scalar: at the start, or after a blank, ``-``, ``:``, ``[``,
#: ``{`` or ``,`` (a quote inside a plain scalar, ``Emperor's``, opens nothing)
_OPENING_QUOTE = re.compile(r"""(?:^|(?<=[\s\-:\[{,]))(['"])""")


def _quote_style(before: str) -> str | None:
    """The quote of the scalar still open at the end of ``before``, or ``None`` (a plain scalar)."""
    open_quote = None
    i = 0
    while i < len(before):
        c = before[i]
        if open_quote is None:
            if c in "'\"" and _OPENING_QUOTE.match(before, i):
                open_quote = c
        elif open_quote == "'" and c == "'":
            if before.startswith("''", i):
                i += 1
            else:
                open_quote = None
        elif open_quote == '"' and c == "\\":
            i += 1
        elif open_quote == '"' and c == '"':
            open_quote = None
        i += 1
    return open_quote


def _same_yaml(old: str, new: str, written: str, name: str) -> bool:
    """Whether line ``new`` reads as YAML as line ``old`` with the name ``written`` now ``name``:
    a renamed line that would not read, or would read as something else, is not made."""

    def load(line: str):
        return _load_line(line.strip())

    def renamed(v):
        if isinstance(v, str):
            return v.replace(written, name, 1)
        if isinstance(v, list):
            return [renamed(x) for x in v]
        if isinstance(v, dict):
            return {k: renamed(x) for k, x in v.items()}
        return v

    was, now = load(old), load(new)
    if was is _BAD:  # a line that is part of a wider scalar or block: judged by the whole file
        return True
    return now is not _BAD and renamed(was) == now


_BAD = object()


def _load_line(text: str):
    """``text`` read as YAML by the deck reader's own loader (libyaml's when installed, which
    reads a tab before a comment as PyYAML's pure loader does not, atkA 5), or ``_BAD``."""
    import yaml

    from riftcheck.decks.yamlsrc import SafeLocLoader

    loader = SafeLocLoader(text)  # a string, never a file: what yaml.load does with it
    try:
        return loader.get_single_data()
    except yaml.YAMLError:
        return _BAD
    finally:
        loader.dispose()


_ITEM_RE = re.compile(r"^(\s*)-\s+\S")
#: A count at the start of a top-level key's value (``champion: 2 Kennen``) or a flow mapping's
#: ``count:`` (``champion: {card: Kennen, count: 2}``), in YAML.
_YAML_VALUE_COUNT = re.compile(r"^(\s*[A-Za-z_]+:\s+['\"]?)(\d+)(?=\s*x?\s)")
_YAML_COUNT_KEY = re.compile(r"([{,]\s*['\"]?count['\"]?\s*:\s*)(\d+)(?=\s*[,}])")
#: Piltover text headers, by zone (the writer's; a header riftcheck adds is written this way).
#: The zone of Neeko's additional legends (the deck file's key and the text header's zone).
ADDITIONAL = "additional_legends"

_TEXT_HEADER = {
    "legend": "Legend:",
    "champion": "Champion:",
    "main": "MainDeck:",
    "battlefields": "Battlefields:",
    "runes": "Runes:",
    "sideboard": "Sideboard:",
}


@dataclass
class Plan:
    """The edits planned, what they change (for the summary) and what was left and why."""

    edits: Edits
    changes: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    #: (zone, card key, printing id) -> copies, as the edited file must read
    expected: dict = field(default_factory=dict)
    #: the edited file's bytes, once checked (``runner.fix``)
    data: bytes | None = None
    #: the deck the edited file reads as, once checked (``runner.fix``)
    fixed: Any = None
    #: why the edited file checks worse than the deck as it is, once checked (``runner.fix``):
    #: the one refusal a smaller set of the fixes may not have
    worse: Any = None


def _written_name(ref: str) -> str:
    from riftcheck.decks.entries import split_ref

    return split_ref(ref)[0]


def _one_line_item(src: Source, n: int) -> bool:
    """Whether line ``n`` is a whole YAML list item (``- 3 Gust``, ``- {card: X, count: 2}``)."""
    m = _ITEM_RE.match(src.lines[n - 1])
    if m is None:
        return False
    if n < len(src.lines):
        nxt = src.lines[n]
        content = nxt.strip() and not nxt.lstrip().startswith("#")
        if content and len(nxt) - len(nxt.lstrip()) > len(m.group(1)):
            return False  # the item goes on over the next line
    return True


def _filled(held: dict, zone: str) -> int:
    """The copies ``zone`` holds by ``held`` (zone -> copies); the main deck's count the Chosen
    Champion's (a main deck of 40 is full)."""
    return held.get(zone, 0) + (held.get("champion", 0) if zone == "main" else 0)


def _kept(ln: Line) -> dict:
    """The values every note of a line kept where it is names: its copies (``n``), its card and
    its line number."""
    return {"n": ln.count, "card": ln.card.display_name, "line": ln.n}


def _spans_lines(src: Source, n: int) -> bool:
    """Whether the YAML entry of line ``n`` goes on over the next lines (``- card: X`` then
    ``count: 1``): deleting or moving line ``n`` alone would break the file (atkF item 15)."""
    line = src.lines[n - 1]
    m = _ITEM_RE.match(line)
    indent = len(m.group(1)) if m is not None else len(line) - len(line.lstrip())
    for nxt in src.lines[n:]:
        if not nxt.strip() or nxt.lstrip().startswith("#"):
            continue
        return len(nxt) - len(nxt.lstrip()) > indent
    return False


def _key_value(line: str) -> str:
    """What follows the ``key:`` of a YAML line, an end-of-line comment left out (``legend:  #
    to do`` has none)."""
    rest = line.partition(":")[2]
    return "" if re.match(r"^\s+#", rest) else rest


def _without(line: str, comment: str) -> str:
    """``line`` without the end-of-line ``comment`` it ends with (``""``: the line as it is)."""
    return line.rstrip()[: -len(comment)] if comment else line


#: A top-level ``legend:`` or ``champion:`` key and its one-line value, in YAML.
_YAML_SLOT = re.compile(r"^(legend|champion)(\s*:[ \t]*)(\S.*)$")


class _Planner:
    def __init__(self, parts, deck, db, src: Source, fmt: str):
        from riftcheck.rules.zone_card_type import ALLOWED, HOME

        self.parts, self.deck, self.src, self.fmt = parts, deck, src, fmt
        self.lines = entry_lines(parts, db)
        self.plan = Plan(Edits(src))
        self.allowed, self.home = ALLOWED, HOME
        self.moved_battlefields: set[str] = set()
        self.teammates: dict[str, str] = {}
        #: the entry lines left exactly as written (``runner.fix`` judges the other fixes without
        #: a refused one's lines): no move, drop, merge, rename or swap touches them
        self.hold: frozenset[int] = frozenset()
        #: (line, card key) of Neeko's picks the fixes move to her additional legends (lazily)
        self.picks: set | None = None
        #: the sections the file gains, by the line they go before (``None``: the end), each by
        #: (its zone's rank, its header): its lines
        self.sections: dict[int | None, dict[tuple[int, str], list[str]]] = {}
        #: a citation key as numbered on the judging date (``cr.team-battlefields`` -> ``CR
        #: 489.8.i`` before 2026-10-09), as the check's findings cite it (atkA 20)
        self.cite = lambda key: key

    def word(self, zone: str) -> str:
        from riftcheck.rules._helpers import zone_word

        if zone == ADDITIONAL:
            from riftcheck.rules.additional_legends import said_header

            # as the summary names the other zones (``from Legend:``), unquoted; in another
            # language the zone's words first (« vers les légendes supplémentaires (en-tête …) »,
            # not « vers Légendes supplémentaires : », atkW F1)
            return said_header(self.deck)
        return zone_word(self.deck, zone)

    def run(self) -> Plan:
        from riftcheck.fixes import FULL

        self._swap_legend_and_champion()
        kept = []
        # what each zone holds of the cards that belong there: a card written where its type may
        # not stand is not counted where it is written (it moves out, or is kept as the player's
        # choice) but where it goes once moved (atkJ 2: a Gear under battlefields: made the row
        # "already hold 3" and refused the battlefield that made it 3)
        held: dict[str, int] = {}
        for ln in self.lines:
            if self._misplaced(ln) is None and not (ln.card is not None and ln.card.token):
                held[ln.zone] = held.get(ln.zone, 0) + ln.count
        # the copies written out of their zone's place, by the zone they would move to: when they
        # do not all fit, which of them go is the player's choice (atkG item 16: the first rune
        # under MainDeck: filled Runes: and the next was kept, a guess by line order)
        self.incoming: dict[str, int] = {}
        # a battlefield whose name the row already has never moves in (kept, "remove it"): not
        # incoming (atkJ 2: flow.deck.yaml's two such copies made Emperor's Dais "make 5, over 3")
        names = {
            ln.card.name.casefold()
            for ln in self.lines
            if ln.zone == "battlefields" and ln.card is not None and ln.card.type == "Battlefield"
        }
        for ln in self.lines:
            home = self._misplaced(ln)
            if home is None or (ln.card is not None and ln.card.token):
                continue
            if home == "battlefields":
                name = ln.card.name.casefold()
                if ln.count > 1 or name in names:
                    continue
                names.add(name)
            self.incoming[home] = self.incoming.get(home, 0) + ln.count
        self.held_before = dict(held)
        self.legend_first = self._legend_first(held)
        for ln in self.lines:
            if ln.card is not None and ln.card.token:
                if self._several_lines(ln) or ln.n in self.hold:
                    kept.append((ln, ln.zone))
                    continue
                self.plan.changes.append(
                    Plural(
                        ln.count,
                        "dropped {n} {card} (line {line}): a token is not a deck card",
                        "dropped {n} {card} (line {line}): a token is not a deck card",
                        card=ln.card.display_name,
                        line=ln.n,
                    )
                )
                self._drop_line(ln.n)
                continue
            kept.append((ln, self._home(ln, held, FULL)))
        self._groups(kept)
        self._champion_copies()
        return self.plan

    def _drop_line(self, n: int) -> None:
        """Line ``n`` deleted, its end-of-line comment kept on a line of its own where it was (the
        player's comment is theirs, atkA 5) and said."""
        comment = self._comment(n)
        if not comment:
            self.plan.edits.deleted.add(n)
            return
        line = self.src.lines[n - 1]
        indent = line[: len(line) - len(line.lstrip())]
        self.plan.edits.replaced[n] = indent + comment.strip()
        self.plan.changes.append(
            Msg(
                "kept the comment of line {line} ({comment}) on a line of its own",
                line=n,
                comment=comment.strip(),
            )
        )

    def _misplaced(self, ln: Line) -> str | None:
        """The zone of ``ln``'s type when it is written where its type may not stand, else ``None``;
        Neeko's picks written elsewhere (:func:`riftcheck.rules.additional_legends.picks_to_move`)
        go to her additional legends, and those named there stay (atkL 3: a legal deck's picks
        were each "kept where it is (Legend: already holds 1)")."""
        card = ln.card
        if ln.zone == ADDITIONAL:
            return None
        if self._pick(ln):
            return ADDITIONAL
        home = self.home.get(card.type) if card is not None else None
        if (
            card is None
            or ln.written_zone is None
            or (ln.zone == "champion" and not self._slot_keeps_a_unit(ln))
            or card.type in self.allowed.get(ln.zone, ())
        ):
            return None
        return home

    def _slot_keeps_a_unit(self, ln: Line) -> bool:
        """Whether the champion slot holds a unit beside ``ln``: zone-card-type's fix then moves
        ``ln`` out alone (a legend beside the champion goes to the legend zone, evtP 3); an
        emptied slot would need a Chosen Champion named, the player's choice."""
        allowed = self.allowed.get("champion", ())
        return any(
            o is not ln and o.zone == "champion" and o.card is not None and o.card.type in allowed
            for o in self.lines
        )

    def _home(self, ln: Line, held: dict, full: dict) -> str:
        """The zone ``ln`` goes to: the zone of its type when it is misplaced and can move."""
        card = ln.card
        home = self._misplaced(ln)
        if home is None or ln.n in self.hold:
            return ln.zone
        if home == "battlefields" and self._battlefield_taken(ln):
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) where it is ({zone} already holds {card}, and "
                    "each battlefield must have a different name; remove it, {cite})",
                    **_kept(ln),
                    zone=self.word(home),
                    cite=self.cite("cr.battlefield-names"),
                )
            )
            return ln.zone
        other = self.teammates.get(card.name.casefold()) if home == "battlefields" else None
        if other is not None:
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) where it is (the teammate's deck {other} uses "
                    "{card}, and teammates may not share battlefields; remove it, {cite})",
                    **_kept(ln),
                    other=other,
                    cite=self.cite("cr.team-battlefields"),
                )
            )
            return ln.zone
        if (
            home == "main"
            and self._slot_champion(ln)
            and _filled(held, "main") + ln.count <= full["main"]
        ):
            # the Chosen Champion written under the legend key, the champion slot empty: it goes
            # to the champion slot, as zone-card-type's fix says (atkL 2); the main deck's count,
            # which holds the champion's, is unchanged
            home = "champion"
        first = self.legend_first if home == "legend" else None
        if first is not None and ln.card.key != first.key:
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) where it is ({zone} gets {other}, whose "
                    "champion tag the deck's cards carry; remove it)",
                    **_kept(ln),
                    zone=self.word(home),
                    other=first.display_name,
                )
            )
            return ln.zone
        if home in full and _filled(held, home) + ln.count > full[home]:
            self.plan.notes.append(self._full_note(ln, home, held, full[home]))
            return ln.zone
        if self._several_lines(ln):
            return ln.zone
        before, incoming = _filled(self.held_before, home), self.incoming.get(home, 0)
        if first is None and home in full and before + incoming > full[home]:
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) where it is ({zone} holds {held}, and the "
                    "{incoming} cards written elsewhere that belong there would make {total}, over "
                    "{full}; which of them go is the player's choice)",
                    **_kept(ln),
                    zone=self.word(home),
                    held=before,
                    incoming=incoming,
                    total=before + incoming,
                    full=full[home],
                )
            )
            return ln.zone
        if self._insertion(home) is None:
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) under {zone}: the file has no place to move it "
                    "to that riftcheck can edit; move it to {home} by hand",
                    **_kept(ln),
                    zone=self.word(ln.zone),
                    home=self.word(home),
                )
            )
            return ln.zone
        held[home] = held.get(home, 0) + ln.count
        self.plan.changes.append(
            Plural(
                ln.count,
                "moved {n} {card} (line {line}) from {zone} to {home}",
                "moved {n} {card} (line {line}) from {zone} to {home}",
                card=card.display_name,
                line=ln.n,
                zone=self.word(ln.zone),
                home=self.word(home),
            )
        )
        return home

    def _pick(self, ln: Line) -> bool:
        """Whether ``ln`` is one of Neeko's picks the fixes move to her additional legends."""
        if self.picks is None:
            from riftcheck.rules.additional_legends import picks_to_move

            self.picks = {
                (e.location.line, e.card.key) for e in picks_to_move(self.deck) if e.location
            }
        return ln.card is not None and (ln.n, ln.card.key) in self.picks

    def _slot_champion(self, ln: Line) -> bool:
        """Whether ``ln`` is :func:`riftcheck.rules._helpers.legend_slot_champion`'s entry."""
        from riftcheck.rules._helpers import legend_slot_champion

        e = legend_slot_champion(self.deck)
        return (
            e is not None
            and ln.written_zone == "legend"
            and e.location is not None
            and e.location.line == ln.n
            and e.card.key == ln.card.key
        )

    def _full_note(self, ln: Line, home: str, held: dict, full: int) -> Msg:
        """Why ``ln`` is kept where it is when ``home`` has no room for all its copies: identical
        copies with room for some are no choice (atkF 5: "which copies go is the player's choice"
        of 2 Chaos Rune with room for 1), said with what to do by hand; a count that includes the
        copies moved in before says what the zone "would then hold" (not "already holds")."""
        filled = _filled(held, home)
        room = full - filled
        if 0 < room < ln.count and self.incoming.get(home, 0) == ln.count:
            return Msg(
                "kept {n} {card} (line {line}) where it is ({zone} holds {held}: move {room} of "
                "them there and remove the other {gone} by hand; --fix does not split a line)",
                **_kept(ln),
                zone=self.word(home),
                held=filled,
                room=room,
                gone=ln.count - room,
            )
        if filled > _filled(self.held_before, home):
            return Msg(
                "kept {n} {card} (line {line}) where it is ({zone} would then hold {held}; "
                "which copies go is the player's choice)",
                **_kept(ln),
                zone=self.word(home),
                held=filled,
            )
        return Msg(
            "kept {n} {card} (line {line}) where it is ({zone} already holds {held}; "
            "which copies go is the player's choice)",
            **_kept(ln),
            zone=self.word(home),
            held=filled,
        )

    def _legend_first(self, held: dict):
        """The legend card that goes into the legend zone when several legends written elsewhere
        do not all fit and the deck's champion tag picks one (zone-card-type's ``last_places``, the
        check's own advice, atkF 8), else ``None`` (the player's choice, or no choice to make)."""
        from riftcheck.rules.zone_card_type import last_places

        cands = [
            ln
            for ln in self.lines
            if self._misplaced(ln) == "legend" and ln.card is not None and not ln.card.token
        ]
        if _filled(held, "legend") >= 1 or len({ln.card.key for ln in cands}) < 2:
            return None  # the zone is full already (nothing goes in), or there is no choice
        pairs = [(ln.card, ln.count) for ln in cands]
        order, choice = last_places(self.deck, "legend", pairs, held.get("legend", 0))
        return None if choice else cands[order[0]].card

    def _several_lines(self, ln: Line) -> bool:
        """Whether ``ln`` is a YAML entry written over several lines, which no edit of riftcheck
        deletes or moves (said in the notes: the file is left as it is there)."""
        if self.fmt != "yaml" or not _spans_lines(self.src, ln.n):
            return False
        self.plan.notes.append(
            Msg(
                "kept {n} {card} (line {line}) as it is: its entry is written over several lines "
                "(a YAML mapping), which riftcheck does not move or delete; write it as one "
                "'- {n} Name' line, or fix it by hand",
                n=ln.count,
                card=ln.card.display_name if ln.card is not None else ln.ref,
                line=ln.n,
            )
        )
        return True

    def _swap_legend_and_champion(self) -> None:
        """A legend and a champion unit written in each other's slot (one line, one copy each):
        the two lines trade places, each text as written (atk24d item 6: only half of the swap was
        tried, and refused)."""
        import dataclasses

        leg = [ln for ln in self.lines if ln.written_zone == "legend"]
        champ = [ln for ln in self.lines if ln.written_zone == "champion"]
        if len(leg) != 1 or len(champ) != 1 or self.fmt not in ("text", "yaml"):
            return
        unit, legend = leg[0], champ[0]
        if unit.n in self.hold or legend.n in self.hold:
            return
        if (
            unit.card is None
            or legend.card is None
            or unit.count != 1
            or legend.count != 1
            or legend.card.type != "Legend"
            or unit.card.type != "Unit"
            or not unit.card.is_champion_unit
        ):
            return
        ed = self.plan.edits
        # each line's end-of-line comment stays on its line, with its key or header (atkJ 6:
        # ``legend: X   # my legend`` became ``champion: X   # my legend``)
        ca, cb = self._comment(unit.n), self._comment(legend.n)
        a = _without(self.src.lines[unit.n - 1], ca)
        b = _without(self.src.lines[legend.n - 1], cb)
        if self.fmt == "yaml":
            # ``legend: X`` and ``champion: Y``: the two values trade places, each key stays
            ma, mb = _YAML_SLOT.match(a), _YAML_SLOT.match(b)
            if ma is None or mb is None or unit.n == legend.n:
                return
            a, b = ma.group(1) + ma.group(2) + mb.group(3), mb.group(1) + mb.group(2) + ma.group(3)
            ed.replaced[unit.n], ed.replaced[legend.n] = a + ca, b + cb
        else:
            ed.replaced[unit.n], ed.replaced[legend.n] = b + ca, a + cb
        moved_legend = dataclasses.replace(legend, n=unit.n, zone="legend", written_zone="legend")
        moved_unit = dataclasses.replace(unit, n=legend.n, zone="champion", written_zone="champion")
        self.lines = [
            moved_legend if ln is legend else moved_unit if ln is unit else ln for ln in self.lines
        ]
        self.plan.changes.append(
            Msg(
                "swapped {legend} (line {l1}) and {unit} (line {l2}): the legend and the Chosen "
                "Champion were written in each other's slot",
                legend=legend.card.display_name,
                l1=legend.n,
                unit=unit.card.display_name,
                l2=unit.n,
            )
        )

    def _battlefield_taken(self, ln: Line) -> bool:
        """Whether moving ``ln`` into the battlefields would write a name twice there (CR 103.5.c):
        the name is already among them (as written or moved there), or ``ln`` has copies."""
        if ln.count > 1:
            return True
        name = ln.card.name.casefold()
        there = self.moved_battlefields
        for other in self.lines:
            if other is not ln and other.zone == "battlefields" and other.card is not None:
                there.add(other.card.name.casefold())
        if name in there:
            return True
        there.add(name)
        return False

    def _insertion(self, zone: str):
        """Where a line of ``zone`` is added: ``("after", n)``, ``("append", header)`` or ``None``."""
        if self.fmt == "json" or not self.parts.zone_locations and self.fmt == "text":
            return None
        written = [ln.n for ln in self.lines if ln.zone == zone and ln.written_zone == zone]
        if written:
            last = max(written)
            if self.fmt == "yaml" and not _one_line_item(self.src, last):
                return None
            return ("after", last)
        key = self.parts.zone_locations.get(zone)
        if key is not None and key.line is not None:
            text = self.src.lines[key.line - 1]
            # an empty key may end with a comment (``legend:    # to do``, atkJ 5): still empty
            if self.fmt == "yaml" and _key_value(text).strip() not in ("", "[]"):
                return None
            if self.fmt == "yaml" and _key_value(text).strip() == "[]":
                return None
            return ("after", key.line)
        if self.fmt != "text":
            return ("append", f"{zone}:", zone)
        return self._new_section(zone)

    def _new_section(self, zone: str):
        """Where a text list's new section of ``zone`` goes: before the header of the first zone
        that comes after it, else at the end; Neeko's additional legends at the end, under the
        header the advice names (« Légendes supplémentaires : » in a French list)."""
        from riftcheck.decks.textdeck import french_header

        if zone == ADDITIONAL:
            from riftcheck.rules.additional_legends import header_as_written

            return ("append", header_as_written(self.deck), zone)
        from riftcheck.rules._helpers import eq_section

        # a French list gains « Champs de bataille : », not "Battlefields:" (atkG item 15); a list
        # of ``== Zone ==`` sections one more such section, in its language, the one its note
        # names (« == Champs de bataille == », frU 21)
        headers = dict(self.parts.zone_headers)
        header = eq_section(headers, zone) or french_header(headers, zone) or _TEXT_HEADER[zone]
        # in its place among the sections, as Piltover writes them (atkA 22: a new Legend: went
        # after Runes:): before the header of the first zone that comes after it
        order = list(_TEXT_HEADER)
        for later in order[order.index(zone) + 1 :]:
            at = self.parts.zone_locations.get(later)
            if at is not None and at.line is not None:
                return ("before", at.line, header, zone)
        return ("append", header, zone)

    def _groups(self, kept) -> None:
        groups: dict[tuple, list[tuple[Line, str]]] = {}
        for ln, zone in kept:
            k = (zone, ln.card.key if ln.card else "?" + ln.ref.casefold(),
                 ln.printing.id if ln.printing else None)  # fmt: skip
            groups.setdefault(k, []).append((ln, zone))
        self.groups = groups
        for k, members in groups.items():
            # a token kept (held, or written over several lines) is read as no card of the deck
            # (:func:`reads_as`): not expected either
            if not all(ln.card is not None and ln.card.token for ln, _ in members):
                self.plan.expected[k] = sum(ln.count for ln, _ in members)
            # a held line is merged with none and renamed by nothing; the others are fixed
            rest = [m for m in members if m[0].n not in self.hold]
            if rest:
                self._group(rest)

    def _champion_copies(self) -> None:
        """The chosen-champion fix ``move 1 X from champion: to main:``: the champion slot's line
        keeps one copy and the others go to the main deck (into the main deck's line of the same
        card and printing, or a new line there). Where riftcheck cannot edit that for sure, the
        move is left to the player and said."""
        from riftcheck.rules.chosen_champion import copies_to_move

        move = copies_to_move(self.deck)
        if move is None or any(ln.zone == "champion" and ln.n in self.hold for ln in self.lines):
            return
        card, n = move
        slot = [k for k in self.groups if k[0] == "champion"]
        members = self.groups[slot[0]] if len(slot) == 1 else []
        keeper = next((ln for ln, zone in members if ln.zone == zone == "champion"), None)
        ed = self.plan.edits
        new_slot = None
        if keeper is not None and keeper.n not in ed.deleted and self.fmt != "json":
            new_slot = self._count_set(ed.line(keeper.n), 1)
        main_key = ("main", *slot[0][1:]) if slot else None
        target = self._main_line(main_key)
        where = None
        if new_slot is not None and target is None:
            where = self._insertion("main")
        added = None
        if new_slot is not None and target is None and where is not None:
            added = self._moved_line(ed.line(keeper.n), keeper, n, where)
        if new_slot is None or (target is None and added is None):
            self.plan.notes.append(
                Msg(
                    "kept {n} {card} (line {line}) in {zone}, as riftcheck cannot make this move "
                    "by an edit it is sure of: move {moved} of them to {home} by hand",
                    n=n + 1,
                    card=card.display_name,
                    line=keeper.n if keeper is not None else members[0][0].n if members else 0,
                    zone=self.word("champion"),
                    moved=n,
                    home=self.word("main"),
                )
            )
            return
        if target is not None:
            ln, text = target
            counted = set_count(text, self.plan.expected[main_key] + n)
            if counted is None:
                self._cannot(ln, Msg("its count is not at the start of its line"))
                return
            ed.replaced[ln.n] = counted
        else:
            self._place(where, added)
        ed.replaced[keeper.n] = new_slot
        self.plan.expected[slot[0]] -= n
        self.plan.expected[main_key] = self.plan.expected.get(main_key, 0) + n
        self.plan.changes.append(
            Plural(
                n,
                "moved {n} {card} (line {line}) from {zone} to {home}",
                "moved {n} {card} (line {line}) from {zone} to {home}",
                card=card.display_name,
                line=keeper.n,
                zone=self.word("champion"),
                home=self.word("main"),
            )
        )

    def _main_line(self, key):
        """The main deck's one line of ``key`` still in place, as ``(Line, its edited text)``."""
        members = self.groups.get(key, []) if key is not None else []
        stay = [
            ln for ln, zone in members if ln.zone == zone and ln.n not in self.plan.edits.deleted
        ]
        if len(stay) != 1:
            return None
        return stay[0], self.plan.edits.line(stay[0].n)

    def _count_set(self, text: str, count: int) -> str | None:
        """``text`` with its entry's count set to ``count``: a count at the start of the line (or
        of a ``champion:`` value), or a flow mapping's ``count:`` in YAML; else ``None``."""
        out = set_count(text, count)
        if out is not None or self.fmt != "yaml":
            return out
        m = _YAML_VALUE_COUNT.match(text) or _YAML_COUNT_KEY.search(text)
        if m is None:
            return None
        return text[: m.start(2)] + str(count) + text[m.end(2) :]

    def _moved_line(self, text: str, keeper: Line, n: int, where) -> str | None:
        """The new main-deck line of the ``n`` copies moved out of the champion slot."""
        body = text[: -len(self._comment(keeper.n))] if self._comment(keeper.n) else text
        if self.fmt == "text":
            moved = set_count(body.strip(), n)
            if moved is None:
                moved = f"{n} {body.strip()}"
            return moved
        import yaml

        from riftcheck.cards.normalize import looks_like_id

        # the reference as written (a printing id kept), its name written as the card's (as the
        # champion's line is renamed)
        name, written = keeper.ref, _written_name(keeper.ref)
        if keeper.card is not None and written and not looks_like_id(written):
            name = name.replace(written, keeper.card.name_as_written(written), 1)
        item = f"- {n} {name}"
        try:
            ok = yaml.safe_load(item) == [f"{n} {name}"]
        except yaml.YAMLError:
            ok = False
        if not ok:
            quoted = "'" + f"{n} {name}".replace("'", "''") + "'"
            item = f"- {quoted}"
        if where[0] == "append":
            return self._item_indent() + item
        return self._yaml_item(item, where)

    def _group(self, members) -> None:
        ed = self.plan.edits
        stay = [m for m in members if m[0].zone == m[1]]
        keeper, zone = (stay or members)[0]
        total = sum(ln.count for ln, _ in members)
        text = self._renamed(keeper)
        own: list[str] = []  # the merged lines' comments that go on lines of their own below it
        if len(members) > 1:
            merged = self._merged(keeper, zone, members, text, total)
            if merged is None:
                return
            text, own = merged
        indent = text[: len(text) - len(text.lstrip())]
        if keeper.zone == zone:
            if text != self.src.lines[keeper.n - 1]:
                ed.replaced[keeper.n] = text
            # right below the line, before any line moved in after it
            ed.inserted.setdefault(keeper.n, [])[:0] = [indent + c for c in own]
            return
        ed.deleted.add(keeper.n)
        if self.fmt == "yaml" and zone in ("legend", "champion"):
            self._into_slot(keeper, zone, text)
            return
        where = self._insertion(zone)
        if self.fmt == "yaml":
            text = self._yaml_item(text, where)
            indent = text[: len(text) - len(text.lstrip())]
        for line in [text, *(indent + c for c in own)]:
            self._place(where, line)

    def _place(self, where, text: str) -> None:
        """Line ``text`` added where :meth:`_insertion` says: after a line, in a new section
        before the next section's header (its header written once), or at the end."""
        ed = self.plan.edits
        if where[0] == "after":
            ed.inserted.setdefault(where[1], []).append(text)
            return
        # every new section is kept apart and written whole, in its zone's place: two zones
        # created at one spot (runes and battlefields both under MainDeck:, atkG 10) once shared
        # one header, and the second zone's lines read as the first's
        anchor = where[1] if where[0] == "before" else None
        header, zone = where[-2], where[-1]
        order = list(_TEXT_HEADER)
        rank = order.index(zone) if zone in order else len(order)
        sections = self.sections.setdefault(anchor, {})
        sections.setdefault((rank, header), []).append(text.strip() if self.fmt == "text" else text)
        flat: list[str] = []
        for (_, head), body in sorted(sections.items()):
            if anchor is not None:
                flat += [head, *body, ""]
            else:
                flat += ["", head, *body] if self.fmt == "text" else [head, *body]
        if anchor is None:
            ed.at_end = flat
        else:
            ed.before[anchor] = flat

    def _merged(self, keeper: Line, zone: str, members, text: str, total: int):
        """``text`` (the keeper's line) counting the copies of every line of ``members``, the
        others deleted, and the comments that go on lines of their own below it (see
        :meth:`_carry_comments`); ``None`` (said) when that cannot be edited for sure."""
        counted = set_count(text, total)
        if any(ln is not keeper and self._spans(ln) for ln, _ in members):
            self._cannot(
                keeper,
                Msg("another line of the card is a YAML mapping written over several lines"),
            )
            return None
        if counted is None:
            self._cannot(keeper, Msg("its count is not at the start of its line"))
            return None
        for ln, _ in members:
            if ln is not keeper:
                self.plan.edits.deleted.add(ln.n)
        text, own = self._carry_comments(keeper, zone, members, counted)
        from riftcheck.fixes import merged_lines

        self.plan.changes.append(
            merged_lines(
                self.word(zone),
                keeper.card.display_name if keeper.card else keeper.ref,
                keeper.count,
                total - keeper.count,
            )
        )
        return text, own

    def _spans(self, ln: Line) -> bool:
        return self.fmt == "yaml" and _spans_lines(self.src, ln.n)

    def _into_slot(self, ln: Line, zone: str, text: str) -> None:
        """A YAML list item (``- Kennen, Heart of the Tempest``) moved into the ``legend:`` or
        ``champion:`` slot, which holds one card as a value, never a list (atkF item 15: the item
        under an empty ``legend:`` key, or under a new one, would not read): the empty key's line
        gets the value, or a new ``legend: X`` line ends the file."""
        value = text.lstrip()
        value = value[1:].lstrip() if value.startswith("-") else value
        key = self.parts.zone_locations.get(zone)
        ed = self.plan.edits
        if key is None or key.line is None:
            # beside the other slot's key when there is one (``legend:`` above ``champion:``)
            other = self.parts.zone_locations.get("champion" if zone == "legend" else "legend")
            if other is not None and other.line is not None and (other.column or 1) == 1:
                at = other.line - 1 if zone == "legend" else other.line
                if zone == "legend" or not _spans_lines(self.src, other.line):
                    ed.inserted.setdefault(at, []).append(f"{zone}: {value}")
                    return
            ed.appended.append(f"{zone}: {value}")
            return
        line = ed.line(key.line)
        head, sep, rest = line.partition(":")
        if _key_value(line).strip():  # _insertion let no key with a value through: kept as is
            return
        # the key's own comment stays on its line, after the value (atkJ 5: ``legend:  # to do``);
        # the moved line's comment goes on a line of its own below it, as two comments on one line
        # would read as one (atkA 30: ``# to do   # here for now``)
        comment = rest.rstrip()
        body = value.rstrip()
        own = line_comment(body, "yaml") if comment else ""
        if own:
            body = body[: -len(own)]
        ed.replaced[key.line] = f"{head}{sep} {body}{comment}"
        if own:
            ed.inserted.setdefault(key.line, []).insert(0, own.strip())
            self.plan.changes.append(
                Msg(
                    "kept the comment of line {line} ({comment}) on a line of its own",
                    line=ln.n,
                    comment=own.strip(),
                )
            )

    def _carry_comments(self, keeper: Line, zone: str, members, text: str) -> tuple[str, list[str]]:
        """``text`` (the merged line) ending with the comment of a line merged into it, each said
        in the summary (S3 of the attack: the merged-away line's comment was lost); once the line
        has a comment, the others go on lines of their own below it, as two comments on one line
        read as one (atkB 3: ``# cMa0  # cLe0``, the legend's comment on a main-deck line)."""
        own: list[str] = []
        # a YAML legend:/champion: slot takes one value, no lines below it: the comments stay on
        # the line, which _into_slot puts on a line of its own
        slot = self.fmt == "yaml" and zone in ("legend", "champion")
        for ln, _ in members:
            comment = self._comment(ln.n) if ln is not keeper else ""
            if not comment:
                continue
            if not slot and line_comment(text, self.fmt):
                own.append(comment.strip())
                self.plan.changes.append(
                    Msg(
                        "kept the comment of line {line} ({comment}) on a line of its own below "
                        "line {keeper}",
                        line=ln.n,
                        comment=comment.strip(),
                        keeper=keeper.n,
                    )
                )
                continue
            body = text.rstrip(" \t")
            text = body + comment + text[len(body) :].lstrip(" \t")
            self.plan.changes.append(
                Msg(
                    "kept the comment of line {line} ({comment}) at the end of line {keeper}",
                    line=ln.n,
                    comment=comment.strip(),
                    keeper=keeper.n,
                )
            )
        return text, own

    def _comment(self, n: int) -> str:
        """The comment line ``n`` ends with, with the spaces before it (``  # split``), else ``""``."""
        return line_comment(self.src.lines[n - 1], self.fmt)

    def _item_indent(self) -> str:
        """How the file indents a zone's items (its first ``- `` item's indent), for the items of a
        key it gains (atkA 28: two spaces in a file indented by four); two spaces by default."""
        for line in self.src.lines:
            m = _ITEM_RE.match(line)
            if m is not None and not m.group(1).strip(" "):
                return m.group(1)  # "" too: ``main:`` then ``- 3 Gust`` at the key's column
        return "  "

    def _yaml_item(self, text: str, where) -> str:
        """A YAML item line re-indented as the items of the zone it moves to."""
        item = text.lstrip()
        indent = self._item_indent()
        if where[0] == "after":
            m = _ITEM_RE.match(self.src.lines[where[1] - 1])
            if m is not None:
                indent = m.group(1)
        return indent + item

    def _renamed(self, ln: Line) -> str:
        return self._id_renamed(ln, self._name_renamed(ln))

    def _id_renamed(self, ln: Line, text: str) -> str:
        """``text`` with the printing id of ``ln`` written as the card database writes it
        (``ogn-169`` -> ``OGN-169``, atkA 26: the README promises canonical names and ids), where
        it differs only by case; said as a rename is."""
        from riftcheck.cards.normalize import looks_like_id
        from riftcheck.decks.entries import split_ref

        name, code = split_ref(ln.ref)
        if code is None and looks_like_id(name):
            code = name  # a bare id (``1xogn-265``)
        pid = ln.printing.id if ln.printing is not None else None
        if (
            ln.card is None
            or ln.card.token
            or not code
            or pid is None
            or code == pid
            or code.casefold() != pid.casefold()
        ):
            return text
        new = rename(text, ln.column, code, pid, self.fmt) if text.find(code) >= 0 else None
        if new is None:
            self._cannot(ln, Msg("the printing id is not found on its line"))
            return text
        self.plan.changes.append(
            Msg(
                "wrote '{written}' (line {line}) as '{as_written}'",
                written=code,
                line=ln.n,
                as_written=pid,
            )
        )
        return new

    def _name_renamed(self, ln: Line) -> str:
        text = self.plan.edits.line(ln.n)
        card = ln.card
        written = _written_name(ln.ref)
        canonical = card.name_as_written(written) if card is not None else None
        if card is None or card.token or not written or written == canonical:
            return text
        from riftcheck.cards.normalize import looks_like_id

        if looks_like_id(written):
            # a printing id names the card and its printing: written as a name it would lose the
            # printing, and `1xOGN-265` (Riftmana) would not read again (S10 of the attack)
            return text
        if text.find(written) < 0:
            self._cannot(ln, Msg("the name is not found on its line"))
            return text
        new = rename(text, ln.column, written, canonical, self.fmt)
        if new is None:
            self._cannot(
                ln,
                Msg(
                    "'{card}' cannot be written in this line's YAML quoting; write it by hand",
                    card=card.display_name,
                ),
            )
            return text
        self.plan.changes.append(
            Msg(  # the name as the file now says it, never translated (frS 3)
                "wrote '{written}' (line {line}) as '{as_written}'",
                written=written,
                line=ln.n,
                as_written=canonical,
            )
        )
        return new

    def _cannot(self, ln: Line, why: str) -> None:
        self.plan.notes.append(Msg("line {line} left as it is: {why}", line=ln.n, why=why))


#: each change's template, said of a file that was not written (its values are the same)
_UNMADE = {
    "wrote '{written}' (line {line}) as '{as_written}'": lambda p: Msg(
        "would have written '{written}' (line {line}) as '{as_written}' (not written)", **p
    ),
    "dropped {n} {card} (line {line}): a token is not a deck card": lambda p: Plural(
        p["n"],
        "would have dropped {n} {card} (line {line}): a token is not a deck card (not written)",
        "would have dropped {n} {card} (line {line}): a token is not a deck card (not written)",
        **{k: v for k, v in p.items() if k != "n"},
    ),
    "moved {n} {card} (line {line}) from {zone} to {home}": lambda p: Plural(
        p["n"],
        "would have moved {n} {card} (line {line}) from {zone} to {home} (not written)",
        "would have moved {n} {card} (line {line}) from {zone} to {home} (not written)",
        **{k: v for k, v in p.items() if k != "n"},
    ),
    "kept the comment of line {line} ({comment}) on a line of its own": lambda p: Msg(
        "would have kept the comment of line {line} ({comment}) on a line of its own (not written)",
        **p,
    ),
    "kept the comment of line {line} ({comment}) at the end of line {keeper}": lambda p: Msg(
        "would have kept the comment of line {line} ({comment}) at the end of line {keeper} (not written)",
        **p,
    ),
    "kept the comment of line {line} ({comment}) on a line of its own below line {keeper}": (
        lambda p: Msg(
            "would have kept the comment of line {line} ({comment}) on a line of its own below "
            "line {keeper} (not written)",
            **p,
        )
    ),
    "swapped {legend} (line {l1}) and {unit} (line {l2}): the legend and the Chosen Champion "
    "were written in each other's slot": lambda p: Msg(
        "would have swapped {legend} (line {l1}) and {unit} (line {l2}) (not written)", **p
    ),
    "merged the lines of {card} in {zone} ({a} + {b} = {total})": lambda p: Msg(
        "would have merged the lines of {card} in {zone} ({a} + {b} = {total}) (not written)", **p
    ),
    "merged the {zone} lines of {card} ({a} + {b} = {total})": lambda p: Msg(
        "would have merged the {zone} lines of {card} ({a} + {b} = {total}) (not written)", **p
    ),
}


def line_comment(line: str, fmt: str) -> str:
    """The comment ``line`` ends with, with the blanks before it (``  # split``), else ``""``
    (JSON has none; in YAML a ``#`` after a blank, when the line reads the same without it)."""
    if fmt == "text":
        m = _TEXT_COMMENT.search(line)
        return m.group(0).rstrip() if m is not None else ""
    if fmt != "yaml":
        return ""
    # the first ``#`` after any blank (a space or a tab, atkA 5: ``- 1 Chaos Rune<TAB># x``)
    # where the line reads the same without what follows: a ``#`` inside a quoted name is
    # no comment, and a later one may be
    whole = _load_line(line)
    if whole is _BAD:
        return ""
    for m in _YAML_COMMENT_AT.finditer(line):
        if _load_line(line[: m.start()]) == whole:
            return line[m.start() :].rstrip()
    return ""


#: The editor's schema line riftcheck's YAML writer puts first: riftcheck's, not the player's.
_MODELINE = "# yaml-language-server:"


def comment_lines(text: str, fmt: str) -> list[int]:
    """The lines of ``text`` (a deck file in ``fmt``) that hold a comment of the player's: a line
    that is a comment, or ends with one (the editor's schema line left out)."""
    out = []
    for n, line in enumerate(re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff")), 1):
        bare = line.strip()
        if bare.startswith(_MODELINE):
            continue
        whole = fmt == "yaml" and bare.startswith("#")
        whole = whole or (fmt == "text" and bare.startswith(("#", "//")))
        if whole or (bare and line_comment(line, fmt)):
            out.append(n)
    return out


def unmade(change: Msg) -> Msg:
    """``change`` said of a file that was not written: what the fix would have done."""
    would = _UNMADE.get(getattr(change, "template", None))
    return would(change.params) if would is not None else change


def plan_fixes(
    parts,
    deck,
    db,
    src: Source,
    fmt: str,
    teammates: dict | None = None,
    cite=None,
    hold: frozenset[int] = frozenset(),
) -> Plan:
    """The safe fixes of ``deck`` (read as ``parts`` from ``src``) as edits of its lines;
    ``teammates`` (a team's other decks: battlefield name casefolded -> the deck using it) are the
    battlefields a move must not bring into this deck (CR 491.8.i); ``cite(key)`` numbers a
    citation key as on the judging date; the entry lines ``hold`` names are left as written."""
    planner = _Planner(parts, deck, db, src, fmt)
    planner.teammates = teammates or {}
    planner.hold = frozenset(hold)
    if cite is not None:
        planner.cite = cite
    return planner.run()


def touched(plan: Plan, parts, db) -> list[int]:
    """The entry lines ``plan`` edits (replaced or deleted: renamed, merged, moved, dropped), in
    order: what :func:`plan_fixes`' ``hold`` can leave as written."""
    ed = plan.edits
    edited = set(ed.replaced) | ed.deleted
    return sorted({ln.n for ln in entry_lines(parts, db)} & edited)


def reads_as(parts, db) -> dict:
    """(zone, card key, printing id) -> copies of ``parts``, line by line (tokens included)."""
    out: dict = {}
    for ln in entry_lines(parts, db):
        if ln.card is not None and ln.card.token:
            continue
        k = (ln.zone, ln.card.key if ln.card else "?" + ln.ref.casefold(),
             ln.printing.id if ln.printing else None)  # fmt: skip
        out[k] = out.get(k, 0) + ln.count
    return out
