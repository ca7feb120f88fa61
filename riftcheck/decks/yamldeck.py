"""The riftcheck deck file (YAML, and the same document as JSON) into :class:`DeckParts`.

Checks are done here, by hand, rather than by the JSON Schema, because each
message must name the line and column; ``deck.schema.json`` describes the same
document for editors and is kept in sync by the tests.
"""

from __future__ import annotations

import datetime as _dt
import re

from riftcheck.cards.normalize import domain_name
from riftcheck.decks.build import DeckParts
from riftcheck.decks.entries import RawEntry, bad_count, check_count, parse_entry_text
from riftcheck.decks.yamlsrc import Node, compose, json_as_yaml
from riftcheck.infra.errors import InputError
from riftcheck.infra.escape import excerpt
from riftcheck.models import DOMAINS, Location, Msg
from riftcheck.regions import WORLDWIDE

#: Top-level keys of a deck file, in the order they are written.
DECK_KEYS: tuple[str, ...] = (
    "name",
    "format",
    "event_date",
    "legend",
    "champion",
    "main",
    "battlefields",
    "runes",
    "sideboard",
    "domains",
    "pool",
    "region",
    "additional_legends",
)
_LIST_ZONES = ("main", "battlefields", "runes", "sideboard")
_ENTRY_KEYS = ("card", "name", "id", "count")
# a source line that starts a list entry: its indentation and what follows the "-"
_ITEM_LINE_RE = re.compile(r"^( *)-[ \t]+(\S.*?)\s*$")
# a count's scalar as written (up to a flow mapping's comma or brace, a comment or the line's end)
_COUNT_TOKEN_RE = re.compile(r"[^\s,}\]#]+")
# a count every YAML reader reads alike: decimal digits, no sign, no leading zero
_PLAIN_COUNT_RE = re.compile(r"[1-9][0-9]*")


def _type_name(node: Node) -> str:
    """What a value is, in a message (a :class:`Msg`)."""
    if node.kind == "seq":
        return Msg("a list")
    if node.kind == "map":
        return Msg("a mapping")
    v = node.value
    if v is None:
        return Msg("nothing (null)")
    if isinstance(v, bool):
        return Msg("a boolean ({value})", value=str(v).lower())
    if isinstance(v, (int, float)):
        return Msg("a number ({value})", value=v)
    if isinstance(v, (_dt.date, _dt.datetime)):
        return Msg("a date ({value})", value=str(v))
    shown = (
        repr(v) if len(str(v)) <= 60 else repr(str(v)[:60]) + "..."
    )  # a 50 MB scalar stays a short message
    return Msg("text ({value})", value=shown)


class _DeckReader:
    def __init__(self, file: str, fmt: str, text: str | None = None):
        self.file = file
        self.parts = DeckParts(file, fmt)
        # the source lines, to tell a list entry YAML folded into the one above (mis-indented)
        self.lines = text.split("\n") if text is not None and fmt == "yaml" else None

    def loc(self, node: Node) -> Location:
        return node.loc(self.file)

    def fail(self, node: Node, message: str) -> InputError:
        return InputError(message, self.loc(node))

    # -- values -------------------------------------------------------------

    def text(self, node: Node, key: str) -> str | None:
        v = node.value
        if v is None:
            return None
        if node.kind != "scalar" or isinstance(v, bool):
            raise self.fail(
                node, Msg("{what}: expected text, found {value}", what=key, value=_type_name(node))
            )
        return str(v)

    def region(self, node: Node) -> str | None:
        """``region:``'s code, casefolded; ``worldwide`` (the ``--region`` help's default) is no
        region. Written but empty (``region:``, ``region: ""``) is an error at its line, as an
        unknown code is: read as worldwide, it would judge a regional deck by other dates."""
        code = (self.text(node, "region") or "").strip().casefold()
        if not code:
            raise self.fail(
                node,
                Msg(
                    "region: is empty: expected a region code such as cn or kr, or worldwide (or no region: key) for the worldwide launch dates"
                ),
            )
        return None if code == WORLDWIDE else code

    def date(self, node: Node) -> _dt.date | None:
        v = node.value
        if v is None:
            return None
        if isinstance(v, _dt.datetime):
            return v.date()
        if isinstance(v, _dt.date):
            return v
        if isinstance(v, str):
            try:
                return _dt.date.fromisoformat(v.strip())
            except ValueError:
                pass
        raise self.fail(
            node,
            Msg(
                "event_date: expected a date like 2026-10-03, found {value}", value=_type_name(node)
            ),
        )

    def domains(self, node: Node) -> tuple[str, ...] | None:
        if node.value is None:
            return None
        items = node.value if node.kind == "seq" else [node]
        out = []
        for item in items:
            v = item.value
            d = (
                domain_name(v) if isinstance(v, str) else None
            )  # English or French, any case or accents
            if d is None:
                raise self.fail(
                    item,
                    Msg(
                        "domains: expected one of {en_domains} (or their French names), found {value}",
                        en_domains=", ".join(DOMAINS),
                        value=_type_name(item),
                    ),
                )
            out.append(d)
        return tuple(out)

    # -- entries ------------------------------------------------------------

    def entry(self, node: Node, zone: str) -> RawEntry:
        loc = self.loc(node)
        if node.kind == "map":
            return self.entry_map(node, zone)
        v = node.value
        if node.kind == "scalar" and isinstance(v, str) and v.strip():
            if "- " in v and self.lines is not None:
                self.refuse_folded(node, v, zone)
            return parse_entry_text(v, loc, zone)
        raise self.fail(
            node,
            Msg(
                "{key}: expected an entry like '3 Card Name', a card reference or "
                "{{card: Name, count: 3}}, found {value}",
                key=zone,
                value=_type_name(node),
            ),
        )

    def refuse_folded(self, node: Node, value: str, zone: str) -> None:
        """Refuse an entry into which YAML folded the next line, a list entry indented too far.

        ``  - 3 Gust`` then ``   - 2 Rebuke`` is one entry ``3 Gust - 2 Rebuke``
        to YAML (a plain text may go on over more-indented lines), so the deck
        would hold a nonsense card and lack two; the mis-indented line is named.
        """
        lines, start = self.lines, node.line
        if start is None or node.column is None or start > len(lines):
            return
        own = lines[start - 1]
        dash = own.rfind("-", 0, node.column - 1)
        if dash < 0 or own[:dash].strip():
            return  # not written as "- text" on its own line
        for n in range(start + 1, len(lines) + 1):
            line = lines[n - 1]
            indent = len(line) - len(line.lstrip(" "))
            if not line.strip() or indent <= dash:
                return  # the text ended before any line that looks like an entry
            m = _ITEM_LINE_RE.match(line)
            if m and m.group(2) in value:
                raise InputError(
                    Msg(
                        "{zone}: the '-' of line {n} ('- {excerpt}') is at column {n2}, right of the '-' of the entry above it (line {start}, column {n3}), so YAML reads both lines as one card '{value}': expected the '-' of line {n} at column {n3}, under the one of line {start}",
                        zone=zone,
                        n=n,
                        excerpt=excerpt(m.group(2)),
                        n2=indent + 1,
                        start=start,
                        n3=dash + 1,
                        value=excerpt(value),
                    ),
                    Location(self.file, n, indent + 1),
                )

    def entry_map(self, node: Node, zone: str) -> RawEntry:
        fields = node.value
        for key, (knode, _) in fields.items():
            if key not in _ENTRY_KEYS:
                raise self.fail(
                    knode,
                    Msg(
                        "{key}: unknown entry key {entry_key}: expected card (or name, id) and count",
                        key=zone,
                        entry_key=repr(key),
                    ),
                )
        names = {
            k: v
            for k, (_, v) in fields.items()
            if k in ("card", "name", "id") and v.value is not None
        }
        if not names:
            raise self.fail(
                node, Msg("{key}: entry has no card: expected {{card: Name, count: 3}}", key=zone)
            )
        for k, v in names.items():
            if v.kind != "scalar" or isinstance(v.value, bool):
                raise self.fail(
                    v,
                    Msg(
                        "{key}: {field}: expected a card name or id, found {value}",
                        key=zone,
                        field=k,
                        value=_type_name(v),
                    ),
                )
        count = 1
        if "count" in fields:
            cnode = fields["count"][1]
            count = check_count(cnode.value, self.loc(cnode))
            self.plain_count(cnode)
        loc = self.loc(node)
        said = {}
        for k, v in names.items():
            said[k] = str(v.value).strip()
            if not said[k]:
                raise self.fail(v, Msg("{key}: {field}: empty card reference", key=zone, field=k))
        # Each key is a claim about the same card; resolution checks that they agree.
        ref = said.get("card") or said.get("name") or said["id"]
        also = tuple(said[k] for k in ("name",) if k in said and said[k] != ref)
        return RawEntry(ref, count, zone, loc, said.get("id"), also)

    def plain_count(self, node: Node) -> None:
        """A count written as every reader of the file reads it: plain decimal digits.

        YAML 1.1 (PyYAML) reads ``010`` as octal 8, ``0x8`` as 8, ``1_0`` as 10 and ``+3`` as 3,
        where YAML 1.2 readers and people read 10, a string, or nothing: the same file would be
        another deck to another tool, so such a count is refused.
        """
        if self.lines is None or node.line is None or node.column is None:
            return  # JSON: its numbers have one reading
        if node.line > len(self.lines):
            return
        written = _COUNT_TOKEN_RE.match(self.lines[node.line - 1], node.column - 1)
        token = written.group(0) if written else ""
        if not _PLAIN_COUNT_RE.fullmatch(token):
            raise bad_count(token or node.value, self.loc(node))

    def single(self, node: Node, zone: str) -> None:
        if node.value is None:
            return
        if node.kind == "seq":
            raise self.fail(
                node,
                Msg(
                    "{key}: expected one card (a name or {{card: Name, count: 2}}), found a list",
                    key=zone,
                ),
            )
        self.parts.entries.append(self.entry(node, zone))

    def many(self, node: Node, zone: str) -> None:
        if node.value is None:
            return
        if node.kind != "seq":
            raise self.fail(
                node,
                Msg(
                    "{key}: expected a list of entries like '- 3 Card Name', found {value}",
                    key=zone,
                    value=_type_name(node),
                ),
            )
        for item in node.value:
            self.parts.entries.append(self.entry(item, zone))

    # -- document -----------------------------------------------------------

    def read(self, root: Node | None) -> DeckParts:
        p = self.parts
        self.check_root(root)
        p.empty_location = self.loc(root)
        for key, (knode, vnode) in root.value.items():
            if key not in DECK_KEYS:
                raise self.unknown_key(key, knode)
            # every key's place: findings point at their key (a zone, pool:, region:, format:...)
            p.zone_locations[key] = self.loc(knode)
            self.value(key, vnode)
        p.champion_marked = True
        return p

    def check_root(self, root: Node | None) -> None:
        """A deck is a mapping: an empty document or anything else is an error."""
        if root is None or (root.kind == "scalar" and root.value is None):
            raise InputError(
                Msg(
                    "empty deck: expected a mapping with legend, champion, main, battlefields and runes"
                ),
                Location(self.file, 1, 1),
            )
        if root.kind != "map":
            raise self.fail(
                root,
                Msg(
                    "expected a deck: a mapping with keys such as legend, champion and main, found {found}",
                    found=_type_name(root),
                ),
            )

    def unknown_key(self, key, knode: Node) -> InputError:
        from riftcheck.infra.escape import ECHO_LENGTH, echoed_key
        from riftcheck.infra.suggest import closest

        # a key far longer than any deck key is near none (and difflib on megabytes is slow)
        near = closest(str(key), DECK_KEYS, cutoff=0.5) if len(str(key)) <= ECHO_LENGTH else None
        keys = ", ".join(DECK_KEYS)
        return self.fail(
            knode,
            Msg(
                "unknown key {key}: allowed keys are {keys}; did you mean {near}?",
                key=echoed_key(key),
                keys=keys,
                near=repr(near),
            )
            if near
            else Msg("unknown key {key}: allowed keys are {keys}", key=echoed_key(key), keys=keys),
        )

    def value(self, key: str, vnode: Node) -> None:
        """Read the value of one top-level key into the parts."""
        p = self.parts
        if key in ("name", "format", "pool"):
            p.meta[key] = self.text(vnode, key)
        elif key == "region":
            p.meta[key] = self.region(vnode)
        elif key == "additional_legends":
            self.many(vnode, key)
        elif key == "event_date":
            p.meta[key] = self.date(vnode)
        elif key == "domains":
            p.meta[key] = self.domains(vnode)
        elif key in ("legend", "champion"):
            self.single(vnode, key)
        else:
            self.many(vnode, key)


def read_yaml(text: str, file: str, *, fmt: str = "yaml") -> DeckParts:
    """Parse a YAML deck document into raw parts (not yet resolved)."""
    return _DeckReader(file, fmt, text).read(compose(text, file))


def read_json(text: str, file: str) -> DeckParts:
    """Parse a JSON deck document; syntax errors carry JSON's own line and column."""
    # parsed again as YAML to learn where each value is; duplicate keys are caught there, with their line
    return read_yaml(json_as_yaml(text, file), file, fmt="json")
