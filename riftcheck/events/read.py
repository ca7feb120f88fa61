"""Events: a tournament's roster of registered lists, read and checked as a whole.

An *event file* is YAML (or JSON) naming the event and its players::

    name: Nexus Night at the Rift
    date: 2026-09-20               # the whole event is judged on this day
    ruleset: constructed           # a name, or a ruleset file relative to this file
    region: cn                     # optional: a region whose launch dates the ruleset knows (cn, kr, tw...)
    bans: [Stacked Deck]           # optional: cards this event bans on top of the ruleset
    precon: false                  # optional: allow exact preconstructed decks (TR 601.2.d.2; casual only)
    best_of: 3                     # optional: 1 or 3 games a match (default 3; 2v2: 1, CR 491.6)
    play_level: competitive        # optional: casual, competitive or professional (default competitive)
    best_of_one_sideboarding: false  # optional: best of one, the head judge's altered setup (TR 406.1.h)
    roster: players.csv            # the players from a CSV/TSV roster ...
    players:                       # ... or listed here
      - id: p01
        player: Alice
        list: decks/alice.deck.txt # a path (inside this file's directory), a deck code, or the pasted list
        team: Twin Storms          # 2v2 only
        played: decks/alice-round3.deck.txt   # optional: the deck found at a deck check
        pool: pools/alice.txt      # Sealed/Draft: the player's pool (a path or the pasted pool)
        table: 12                  # optional: shown on the deck-check sheet
        notes: paid at the door

A *roster* is a CSV or TSV file as a spreadsheet or a registration form
exports it (:mod:`riftcheck.events.roster`). A roster given directly to
``riftcheck event`` has no event name or date: the date is then ``--as-of``,
else today, and the report says which.

:func:`read_event` reads either kind into an :class:`Event`; it raises
:class:`~riftcheck.infra.errors.InputError` (file, line, what was expected) for a
file that is not an event at all, or that names no player. Problems of single
players are not errors: :func:`riftcheck.events.check.check_event` reports them
per player as *roster problems* (:data:`ROSTER_PROBLEMS`).
"""

from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path

from riftcheck.events.values import (  # noqa: F401 - the public names of this module
    COLUMNS,
    ROSTER_PROBLEMS,
    Event,
    ListRef,
    Registration,
    header_key,
    inside,
    list_ref,
    normalize_player,
)
from riftcheck.infra.errors import InputError, UsageError
from riftcheck.infra.escape import echoed_key
from riftcheck.models import Location, Msg, frozen_map

#: Keys of an event file, and of each player in it.
EVENT_KEYS = (
    "name",
    "date",
    "ruleset",
    "region",
    "bans",
    "precon",
    "best_of",
    "play_level",
    "best_of_one_sideboarding",
    "roster",
    "players",
)
PLAYER_KEYS = (
    "id",
    "player",
    "name",
    "list",
    "deck_code",
    "team",
    "played",
    "pool",
    "table",
    "notes",
)
#: Play levels (TR 102: organised play levels), as an event file writes them.
PLAY_LEVELS = ("casual", "competitive", "professional")

#: Longest roster (or event) file read, in bytes.
MAX_EVENT_BYTES = 20 * 1024 * 1024
#: Most values an event file may expand to (a player is about a dozen).
MAX_EVENT_NODES = 1_000_000
#: Most bytes of pool text an event's players may paste, all together (each pool is also at most
#: ``decks.read.POOL_MAX_BYTES``): a real pool is a few kilobytes, and every pasted pool is read
#: on its own (a pool file is read once however many rows name it), so 32 pastes of 195 KB took
#: the time and memory the per-pool limit was meant to bound (issue 23).
MAX_PASTED_POOL_BYTES = 2 * 1024 * 1024


def read_event(
    path: str | os.PathLike, *, max_bytes: int = MAX_EVENT_BYTES, ruleset_given: bool = False
) -> Event:
    """Read an event file (``.yaml``, ``.yml``, ``.json``) or a roster (``.csv``, ``.tsv``, ``.txt``).

    Raises :class:`InputError` naming the file, the line and what was expected.
    """
    from riftcheck.events.roster import read_roster_file

    p = Path(os.fspath(path))
    shown = os.fspath(path)
    if not os.path.lexists(p):
        from riftcheck.infra.errors import UsageError

        raise UsageError(
            Msg("no such file: {shown}", shown=shown),
            hint=Msg("name an event file (.yaml, .json) or a roster (.csv, .tsv)"),
        )
    if p.suffix.lower() in (".yaml", ".yml", ".json"):
        ev = _read_event_file(p, shown, _event_text(p, shown, max_bytes), max_bytes, ruleset_given)
    else:
        ev = read_roster_file(p, shown, max_bytes)
    pasted_pool_budget(ev)
    return ev


def pasted_pool_budget(ev: Event, limit: int | None = None) -> None:
    """Refuse an event whose pasted pools (the ``pool:`` text of every player, in the event
    file or in roster cells) come to more than ``limit`` bytes (:data:`MAX_PASTED_POOL_BYTES`),
    at the pool that crosses it."""
    from riftcheck.decks.read import _text_bytes

    if limit is None:
        limit = MAX_PASTED_POOL_BYTES
    total = 0
    seen: set = set()
    for reg in ev.players:
        ref = reg.pool
        if ref is None or ref.kind != "inline":
            continue
        total += len(_text_bytes(ref.value))
        # a pool reused through a YAML alias is at its anchor: the player crossing the budget is
        # named, at their own line; a row by the file's line, as the JSON says (atkK 8)
        where = reg.location if ref.location in seen else ref.location
        seen.add(ref.location)
        if total > limit:
            raise InputError(
                Msg(
                    "the pool of {who}: with this pool, the pools pasted into the event come to "
                    "{size} bytes, more than the limit of {limit} bytes for an event's pasted pools",
                    who=reg.label,
                    size=f"{total:,}",
                    limit=f"{limit:,}",
                ),
                where,
                hint=Msg(
                    "a Sealed or Draft pool is a few kilobytes: write each pool in a file of its "
                    "own and name it, as pool: pools/NAME.txt"
                ),
            )


def _event_text(p: Path, shown: str, max_bytes: int) -> str:
    from riftcheck.decks.read import decode_text, wide_encoding
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        data = read_bytes(p, max_bytes)
    except ReadRefused as exc:
        raise InputError(
            Msg("{exc}: expected an event file or a roster", exc=exc.message), Location(shown)
        ) from None
    wide = wide_encoding(data)
    if wide is not None:
        raise InputError(
            Msg(
                "the file is {codec} text: expected an event file saved as UTF-8",
                codec=wide[0],
            ),
            Location(shown, 1, 1),
        )
    return decode_text(data, shown)


# ---------------------------------------------------------------- values of an event file


def _kind(node) -> str:
    """What a value is, in a message: never a Python object's repr."""
    if node.kind == "seq":
        return Msg("a list")
    if node.kind == "map":
        return Msg("a mapping")
    v = node.value
    said = _written(node)
    if isinstance(v, bool):
        return said
    if isinstance(v, bytes):
        return Msg("binary data (!!binary)")
    if isinstance(v, (int, float)):
        return Msg("a number ({value})", value=said)
    if v is None:  # JSON's null (a YAML null word is its text): said as written, never "?"
        return f"'{node.text}'" if node.text else Msg("nothing")
    return Msg("a date ({value})", value=said) if hasattr(v, "isoformat") else "?"


def _written(node) -> str:
    """A scalar as the file wrote it (``0x10``, not the 16 YAML 1.1 reads)."""
    if node.text is not None:
        return node.text
    v = node.value
    return str(v).lower() if isinstance(v, bool) else str(v)


def _scalar_text(node, shown: str, what: str) -> str | None:
    """A text value: exactly what the file wrote; a list, a mapping or binary data is an error at its line.

    An id, a table number, a name or a path is text, whatever YAML 1.1 would make of it:
    ``id: 0012`` is ``0012`` (not the octal 10 that ``id: 10`` would meet), ``table: 12:30``
    is ``12:30`` (not the sexagesimal 750), ``1_000`` keeps its ``_``, ``region: no`` is
    ``no`` (not false), ``name: 2026-09-20`` stays as written.
    """
    v = node.value
    if node.kind == "scalar" and v is None:
        return None
    if node.kind != "scalar" or isinstance(v, bytes):
        raise InputError(
            Msg("{what}: expected text, found {value}", what=what, value=_kind(node)),
            node.loc(shown),
        )
    return v if isinstance(v, str) else _written(node)


def _date(node, shown: str) -> _dt.date | None:
    v = node.value
    if node.kind == "scalar" and v is None:
        return None
    if isinstance(v, _dt.datetime):
        return v.date()
    if isinstance(v, _dt.date):
        return v
    if node.kind == "scalar" and isinstance(v, str):
        try:
            return _dt.date.fromisoformat(v.strip())
        except ValueError:
            raise InputError(
                Msg("date: '{v}' is not a date; expected YYYY-MM-DD", v=v), node.loc(shown)
            ) from None
    raise InputError(
        Msg("date: expected a date like 2026-09-20, found {value}", value=_kind(node)),
        node.loc(shown),
    )


def _ruleset(node, shown: str, base: Path) -> str | None:
    """The event's ruleset: a shipped name, or a file inside the event's directory. A ruleset
    refused is the event's setup error, exit 2 whatever the cause (atkK 12): no player is
    judged, and CI must not read it as illegal players (exit 1)."""
    ruleset = _scalar_text(node, shown, "ruleset")
    if ruleset and (ruleset.endswith((".yaml", ".yml")) or "/" in ruleset):
        target = base / ruleset
        if os.path.isabs(ruleset) or not inside(base, target):
            raise UsageError(
                Msg(
                    "ruleset: the path '{ruleset}' leads outside the event's directory; expected a ruleset name or a file inside it",
                    ruleset=ruleset,
                ),
                node.loc(shown),
            )
        # joined, not a Path: Path(".") / "./x" is "x", a bare name that would be the shipped one
        ruleset = os.path.join(base, ruleset)
        _extends_inside(ruleset, node, shown, base)
    elif ruleset and os.path.lexists(base / ruleset):
        from riftcheck.rulesets import list_rulesets, say_shadowed

        if ruleset in list_rulesets():
            say_shadowed(ruleset, os.path.join(base, ruleset))
        else:  # a local file is only ever read by a path
            raise UsageError(
                Msg(
                    "ruleset: '{ruleset}' is not a shipped ruleset; to use the file '{ruleset}' "
                    "next to the event file, write ./{ruleset}",
                    ruleset=ruleset,
                ),
                node.loc(shown),
            )
    elif ruleset is not None:
        _known_ruleset(ruleset, node, shown)
    return ruleset


def _known_ruleset(ruleset: str, node, shown: str) -> None:
    """A ruleset name the event file gives is a shipped one, else an error at the event file's
    line (it was said with no file nor line, as if the command line had named it: atkL 8)."""
    from riftcheck.rules import suggest
    from riftcheck.rulesets import list_rulesets

    names = list_rulesets()
    if ruleset in names:
        return
    near = suggest(ruleset, names)
    raise UsageError(
        Msg("ruleset: unknown ruleset '{ref}'", ref=ruleset),
        node.loc(shown),
        hint=Msg("did you mean '{near}'?", near=near)
        if near
        else Msg("shipped rulesets: {names}", names=", ".join(names)),
    )


def _extends_inside(ruleset: str, node, shown: str, base: Path) -> None:
    """Every local file the event's ruleset reaches by ``extends:`` stays inside the event's
    directory too (a shipped name, ``extends: constructed``, is no file of the event)."""
    from riftcheck.infra.errors import RiftcheckError
    from riftcheck.rulesets import load_ruleset

    if not os.path.isfile(ruleset):
        return  # loading it says why it cannot be read
    try:
        parents = load_ruleset(ruleset).parent_paths
    except (RiftcheckError, OSError, RecursionError):
        return  # the run reports it as it loads the ruleset
    from riftcheck.infra.paths import rulesets_dir

    shipped = rulesets_dir()
    for parent in parents:
        if not inside(base, Path(parent)) and not inside(shipped, Path(parent)):
            raise UsageError(
                Msg(
                    "ruleset: the file '{parent}' that the ruleset reaches by extends: leads "
                    "outside the event's directory; expected a shipped ruleset name or a file "
                    "inside it",
                    parent=os.fspath(parent),
                ),
                node.loc(shown),
            )


def _bans(node, shown: str) -> tuple[tuple[str, Location], ...]:
    if node.kind == "scalar" and node.value is None:
        return ()
    if node.kind != "seq":
        raise InputError(Msg("bans: expected a list of card names"), node.loc(shown))
    bans = []
    for item in node.value:
        t = _scalar_text(item, shown, "bans")
        if not t or not t.strip():
            raise InputError(Msg("bans: expected a card name"), item.loc(shown))
        bans.append((t.strip(), item.loc(shown)))
    return tuple(bans)


def _precon(node, shown: str, key: str = "precon") -> bool:
    # yes/no/on/off are booleans to YAML 1.1 and text to YAML 1.2: only true or false reads alike
    if not isinstance(node.value, bool) or _written(node).casefold() not in ("true", "false"):
        raise InputError(
            Msg("{key}: expected true or false, found {value}", key=key, value=_said(node)),
            node.loc(shown),
        )
    return node.value


def _precon_at_casual(values: dict, nodes: dict, shown: str) -> None:
    """``precon: true`` only at low play level: TR 601.2.d.2 lets an exact preconstructed product
    keep its banned cards at low OPL (``play_level: casual``) alone, so a competitive or
    professional event (competitive is the default) that says it is refused at its line."""
    if not values.get("precon"):
        return
    level = values.get("play_level")
    if level == "casual":
        return
    raise InputError(
        Msg(
            "precon: true: TR 601.2.d.2 lets exact preconstructed decks keep their banned cards "
            "at low play level only, and this event's play level is {level}; expected "
            "play_level: casual with precon: true, or precon: false",
            level=level if level is not None else Msg("competitive (the default)"),
        ),
        nodes["precon"].loc(shown),
    )


def _best_of(node, shown: str) -> int | None:
    v = node.value
    if node.kind == "scalar" and v is None:
        return None
    # a count as every reader reads it: 03, 0x3, +3 and 3_ are 3 to YAML 1.1 only
    if isinstance(v, bool) or v not in (1, 3) or _written(node) not in ("1", "3"):
        raise InputError(
            Msg("best_of: expected 1 or 3 (games a match), found {value}", value=_said(node)),
            node.loc(shown),
        )
    return v


def _play_level(node, shown: str) -> str | None:
    v = _scalar_text(node, shown, "play_level")
    if v is None:
        return None
    level = v.strip().casefold()
    if level not in PLAY_LEVELS:
        raise InputError(
            Msg(
                "play_level: expected one of {levels}, found '{value}'",
                levels=", ".join(PLAY_LEVELS),
                value=v,
            ),
            node.loc(shown),
        )
    return level


def _said(node) -> str:
    """A scalar as the file wrote it, or what kind of value it is."""
    if node.kind == "scalar" and node.style in ("'", '"'):
        return f"{node.style}{node.value}{node.style}"  # quoted: text, not the number it spells
    if node.kind == "scalar" and isinstance(node.value, (str, int, bool)):
        return f"'{_written(node)}'"
    return _kind(node)


# ---------------------------------------------------------------- event files


def _keys(root, shown: str) -> dict:
    """Key -> value node of the event file; an unknown key is an error at its line."""
    nodes = {}
    for key, (knode, vnode) in root.value.items():
        if key not in EVENT_KEYS:
            shown_key = echoed_key(key) if isinstance(key, str) else _kind(knode)
            raise InputError(
                Msg(
                    "unknown key {key}: allowed keys are {EVENT_KEYS}",
                    key=shown_key,
                    EVENT_KEYS=", ".join(EVENT_KEYS),
                ),
                knode.loc(shown),
            )
        nodes[key] = vnode
    return nodes


#: The event's settings whose YAML null words (``~``, ``Null``, ``NULL``) are the text written,
#: as a player's are (README, Events: only an empty value or JSON's ``null`` is no value, atkL 3).
_SETTINGS = frozenset(EVENT_KEYS) - {"name", "roster", "players"}


def _null_word_as_text(node):
    """``node`` with a YAML null word other than ``null`` read as its text: ``region: ~`` is the
    region « ~ » (an unknown region, said at its line), ``date: ~`` a bad date, never the
    setting silently left out."""
    if node.kind != "scalar" or node.value is not None or node.style not in (None, ""):
        return node
    written = (node.text or "").strip()
    if not written or written == "null":
        return node
    return node._replace(value=written)


#: How each key of an event file is read: key -> (Event field, reader(node, shown, base)).
_READERS = {
    "name": lambda n, s, b: _scalar_text(n, s, "name"),
    "date": lambda n, s, b: _date(n, s),
    "ruleset": _ruleset,
    "region": lambda n, s, b: _scalar_text(n, s, "region"),
    "bans": lambda n, s, b: _bans(n, s),
    "precon": lambda n, s, b: _precon(n, s),
    "best_of": lambda n, s, b: _best_of(n, s),
    "play_level": lambda n, s, b: _play_level(n, s),
    "best_of_one_sideboarding": lambda n, s, b: _precon(n, s, "best_of_one_sideboarding"),
}


def _read_event_file(
    p: Path, shown: str, text: str, max_bytes: int, ruleset_given: bool = False
) -> Event:
    from riftcheck.decks.yamlsrc import compose, json_as_yaml

    if p.suffix.lower() == ".json":
        text = json_as_yaml(text, shown)
    root = compose(text, shown, max_nodes=MAX_EVENT_NODES)
    if root is None or root.kind != "map":
        where = root.loc(shown) if root is not None else Location(shown, 1, 1)
        raise InputError(
            Msg(
                "expected an event file: a mapping with name, date, ruleset and players (or roster)"
            ),
            where,
        )
    nodes = _keys(root, shown)
    base = p.parent
    if p.suffix.lower() != ".json":
        nodes = {k: _null_word_as_text(v) if k in _SETTINGS else v for k, v in nodes.items()}
    values = {
        k: read(nodes[k], shown, base)
        if k != "ruleset" or not ruleset_given
        # the command line's --ruleset decides: the event's is named (overridden), never read
        else _scalar_text(nodes[k], shown, "ruleset")
        for k, read in _READERS.items()
        if k in nodes
    }
    if values.get("region") is not None:
        values["region"] = values["region"].strip() or None
    _precon_at_casual(values, nodes, shown)
    roster = _players(nodes, shown, text, base, max_bytes, p.suffix.lower() == ".json")
    if not roster.players:
        raise InputError(
            Msg("no players: expected at least one player under players: (or in the roster)"),
            nodes["players"].loc(shown) if "players" in nodes else Location(shown, 1, 1),
        )
    return Event(
        source=shown,
        players=roster.players,
        location=Location(shown, 1, 1),
        roster=roster.roster,
        columns=roster.columns,
        delimiter=roster.delimiter,
        sep_line=getattr(roster, "sep_line", False),
        row_end=getattr(roster, "row_end", "\n"),
        encoding=roster.encoding,
        notices=roster.notices,
        readings=getattr(roster, "readings", ()),
        report_columns=roster.report_columns,
        cell_notices=getattr(roster, "cell_notices", ()),
        column_locations=getattr(roster, "column_locations", ()),
        empty_rows=getattr(roster, "empty_rows", ()),
        where=frozen_map({k: n.loc(shown) for k, n in nodes.items()}),
        **values,
    )


def _players(
    nodes: dict, shown: str, text: str, base: Path, max_bytes: int, json: bool = False
) -> Event:
    """The players of an event file, from its roster file or its ``players:`` list."""
    from riftcheck.events.roster import read_roster_file

    if "roster" in nodes and "players" in nodes:
        raise InputError(
            Msg("give either players: or roster:, not both"), nodes["roster"].loc(shown)
        )
    if "roster" in nodes:
        target, named = _roster_target(nodes["roster"], shown, base)
        return read_roster_file(target, named, max_bytes, at=nodes["roster"].loc(shown))
    if "players" not in nodes:
        raise InputError(
            Msg("missing key 'players' (or 'roster'): expected the event's players"),
            Location(shown, 1, 1),
        )
    pn = nodes["players"]
    if pn.kind == "scalar" and pn.value is None:
        return Event(source=shown, players=())
    if pn.kind != "seq":
        raise InputError(Msg("players: expected a list of players"), pn.loc(shown))
    lines = text.split("\n")
    _no_aliased_players(pn.value, shown)
    return Event(
        source=shown,
        players=tuple(
            _player(item, i, shown, lines, base, json) for i, item in enumerate(pn.value, 1)
        ),
    )


def _no_aliased_players(items, shown: str) -> None:
    """A player entry that is a YAML alias of another (``- *p``) is refused: it has no line of its
    own (it is its anchor's), so a duplicate read "lines 4 and 4" (atkE 4). Aliases inside a
    player (a pool shared by ``pool: *pool``) stay."""
    seen: dict[tuple, int] = {}
    for i, item in enumerate(items, 1):
        at = (item.line, item.column)
        if at in seen:
            raise InputError(
                Msg(
                    "players: player {n} is a YAML alias of player {first} (line {line}): "
                    "expected each player written out",
                    n=i,
                    first=seen[at],
                    line=item.line,
                ),
                item.loc(shown),
            )
        seen[at] = i


def _roster_target(node, shown: str, base: Path) -> tuple[Path, str]:
    """The file ``roster:`` names, and how it is shown: relative, inside the event's directory,
    existing, and not the event file itself; else an error at the ``roster:`` line."""
    rv = (_scalar_text(node, shown, "roster") or "").strip()
    if not rv:
        raise InputError(Msg("roster: expected a CSV or TSV file name"), node.loc(shown))
    target = base / rv
    if os.path.isabs(rv):
        raise InputError(
            Msg(
                "roster: the path '{strip}' is absolute; expected a path relative to the "
                "event's directory",
                strip=rv,
            ),
            node.loc(shown),
        )
    if not inside(base, target):
        raise InputError(
            Msg(
                "roster: the path '{strip}' leads outside the event's directory; expected a file inside it",
                strip=rv,
            ),
            node.loc(shown),
        )
    named = os.path.join(os.path.dirname(shown), rv)
    if not os.path.lexists(target):
        raise InputError(
            Msg(
                "roster: no such file '{path}'; expected a CSV or TSV file next to the event file",
                path=named,
            ),
            node.loc(shown),
        )
    try:
        itself = os.path.samefile(target, base / os.path.basename(shown))
    except OSError:
        itself = False
    if itself:
        raise InputError(
            Msg("roster: names the event file itself; expected a CSV or TSV file"),
            node.loc(shown),
        )
    return target, named


def _cell_text(vnode, shown: str, key: str, json: bool) -> str | None:
    """A roster cell (name, id, team, table, notes) as written; ``None`` only when empty (a
    name, id or team of only whitespace too: it names nobody, as in a CSV roster).

    YAML's null words are text here: ``player: Null`` is a player whose surname is Null,
    ``id: ~`` the id ``~``, never a registration without them. Only JSON's ``null`` (unquoted)
    is no value. A quoted name keeps its spaces, as a CSV cell does.
    """
    if vnode.kind == "scalar" and vnode.value is None and not json:
        text = vnode.text
    else:
        text = _scalar_text(vnode, shown, key)
    if key in ("table", "notes"):
        # shown only, never judged: a value of only whitespace is the text written (evtT 1)
        return text or None
    return text if text is not None and text.strip() else None


def _player(
    node, index: int, shown: str, lines: list[str], base: Path, json: bool = False
) -> Registration:
    if node.kind != "map":
        raise InputError(
            Msg("players: expected a mapping per player (player:, list:...)"), node.loc(shown)
        )
    vals: dict[str, str | None] = {}
    refs: dict[str, ListRef | None] = {}
    for key, (knode, vnode) in node.value.items():
        if key not in PLAYER_KEYS:
            raise InputError(
                Msg(
                    "unknown player key {key}: allowed keys are {PLAYER_KEYS}",
                    key=echoed_key(key) if isinstance(key, str) else _kind(knode),
                    PLAYER_KEYS=", ".join(PLAYER_KEYS),
                ),
                knode.loc(shown),
            )
        field_name = "player" if key == "name" else key
        if field_name in vals:
            raise InputError(Msg("give either player: or name:, not both"), knode.loc(shown))
        if key in ("list", "deck_code", "played", "pool"):
            refs[key] = _ref(_scalar_text(vnode, shown, key), vnode, key, shown, lines, base)
        else:
            vals[field_name] = _cell_text(vnode, shown, key, json)
    return Registration(
        row=index,
        location=node.loc(shown),
        player=vals.get("player"),
        id=vals.get("id"),
        team=vals.get("team"),
        table=vals.get("table"),
        notes=vals.get("notes"),
        **refs,
    )


def _ref(text, vnode, key: str, shown: str, lines: list[str], base: Path):
    """The list a player key names, at the line of the event file where its text is.

    A literal block (``|``) keeps the file's lines: its first line is the one after
    the key. A folded block (``>``), or a plain or quoted scalar written over several
    lines, is joined by YAML into one line (``3 Foo 2 Bar``): refused, never misread.
    A quoted scalar on one line whose line breaks are written ``\\n`` is read, its
    findings at the scalar's line (its lines are not the file's), and says so.
    """
    if text is None:
        return None
    first = vnode.line or 1
    last = vnode.end_line or first
    content = [n for n in range(first + 1, last + 1) if n <= len(lines) and lines[n - 1].strip()]
    from dataclasses import replace

    # a block's lines are indented alike (by its first line, YAML's rule): columns shift by it
    block = content and len(lines[content[0] - 1]) - len(lines[content[0] - 1].lstrip(" "))
    if vnode.style == "|":
        loc = Location(shown, first + 1, None)
        ref = list_ref(text, loc, base, allow_code=key != "pool", cell=key)
        return replace(ref, indent=(block, block)) if ref is not None else None
    if vnode.style == ">" and len(content) > 1:
        raise InputError(
            Msg(
                "{key}: a folded block (>) joins the lines {first}-{last} into one line, so the "
                "list would be read as one card; expected a literal block ({key}: | and then one "
                "card a line)",
                key=key,
                first=content[0],
                last=content[-1],
            ),
            vnode.loc(shown),
        )
    if vnode.style != ">" and last > first and text.strip():
        raise InputError(
            Msg(
                "{key}: the value is written over lines {first}-{last} without a block indicator, "
                "and YAML joins them into one line; expected a literal block ({key}: | and then "
                "one card a line), or the value on one line",
                key=key,
                first=first,
                last=last,
            ),
            vnode.loc(shown),
        )
    line = content[0] if vnode.style == ">" and content else first
    loc = Location(shown, line, vnode.column if vnode.style != ">" else None)
    ref = list_ref(text, loc, base, allow_code=key != "pool", cell=key)
    if ref is None:
        return None
    if vnode.style == ">":
        return replace(ref, indent=(block, block))
    if ref.kind == "inline" and "\n" in text.strip():
        return replace(ref, lines_known=False)
    # one line: it starts at the scalar's column (after its quote)
    return replace(ref, indent=((vnode.column or 1) - (0 if vnode.style else 1), 0))
