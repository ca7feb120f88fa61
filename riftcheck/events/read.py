"""Events: a tournament's roster of registered lists, read and checked as a whole.

An *event file* is YAML (or JSON) naming the event and its players::

    name: Nexus Night at the Rift
    date: 2026-09-20               # the whole event is judged on this day
    ruleset: constructed           # a name, or a ruleset file relative to this file
    region: EU                     # optional, shown in the reports
    bans: [Stacked Deck]           # optional: cards this event bans on top of the ruleset
    precon: false                  # optional: allow exact preconstructed decks (TR 601.2.d.2)
    roster: players.csv            # the players from a CSV/TSV roster ...
    players:                       # ... or listed here
      - id: p01
        player: Alice
        list: decks/alice.deck.txt # a path (inside this file's directory), a deck code, or the pasted list
        team: Twin Storms          # 2v2 only
        played: decks/alice-round3.deck.txt   # optional: the deck found at a deck check
        table: 12                  # optional: shown on the deck-check sheet
        notes: paid at the door

A *roster* is a CSV or TSV file as a spreadsheet or a registration form
exports it: one row per player, a header row naming the columns. The columns
read are ``player``, ``list`` and the optional ``id``, ``team``,
``deck_code``, ``played``, ``table`` and ``notes``; the usual header variants
(``Name``, ``Player Name``, ``Decklist``, ``Deck List``, ``Deck Code``,
``Team Name``, ``Comments``...) are accepted, any other column is kept as it
is and written back by ``--format csv``. A cell may hold a whole pasted list
over many lines (quoted, as every spreadsheet writes it). A roster given
directly to ``riftcheck event`` has no event name or date: the date is then
``--as-of``, else today, and the report says which.

:func:`read_event` reads either kind into an :class:`Event`; it raises
:class:`~riftcheck.infra.errors.InputError` (file, line, what was expected) for a
file that is not an event at all. Problems of single players are not errors:
:func:`riftcheck.events.check.check_event` reports them per player as *roster
problems* (:data:`ROSTER_PROBLEMS`).
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.i18n import N_
from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg, frozen_map

#: Roster problems: id -> (severity, what it means). Every list of them (the
#: report's rule table, the HTML explanations) is derived from this registry.
ROSTER_PROBLEMS: Mapping[str, tuple[str, str]] = frozen_map(
    {
        "roster-no-list": ("error", N_("The player registered no list.")),
        "roster-unreadable": (
            "error",
            N_("The registered list could not be read (the message says where and why)."),
        ),
        "roster-duplicate-player": ("error", N_("The same player is registered more than once.")),
        "roster-identical-lists": (
            "warning",
            N_(
                "Two or more players registered the same cards in every zone (printings aside): "
                "not illegal, worth a look."
            ),
        ),
        "roster-team-size": (
            "error",
            N_("A 2v2 team has a missing or a third member, or a player has no team."),
        ),
        "roster-code-mismatch": (
            "warning",
            N_("The list and the deck code of a row are not the same deck."),
        ),
        "deck-check": (
            "error",
            N_(
                "The deck played differs from the registered list (with --sideboarding: other than by "
                "legal one-for-one sideboard exchanges, TR 403.4)."
            ),
        ),
    }
)

#: Keys of an event file, and of each player in it.
EVENT_KEYS = ("name", "date", "ruleset", "region", "bans", "precon", "roster", "players")
PLAYER_KEYS = ("id", "player", "name", "list", "deck_code", "team", "played", "table", "notes")

#: Roster columns: field -> accepted headers, compared without case, spaces or punctuation.
COLUMNS: Mapping[str, tuple[str, ...]] = frozen_map(
    {
        "player": (
            "player",
            "name",
            "playername",
            "players",
            "fullname",
            "participant",
            "playerfullname",
        ),
        "id": ("id", "playerid", "riotid", "gameid", "membershipid", "memberid"),
        "list": (
            "list",
            "decklist",
            "deck",
            "registeredlist",
            "registereddeck",
            "registereddecklist",
            "lists",
        ),
        "deck_code": ("deckcode", "code", "piltovercode", "piltoverdeckcode", "deckcodes"),
        "team": ("team", "teamname"),
        "played": ("played", "playedlist", "playeddeck", "deckcheck", "deckchecklist"),
        "table": ("table", "tablenumber", "tableno", "seat"),
        "notes": ("notes", "note", "comments", "comment", "remarks"),
    }
)

_HEADER_KEY = {alias: name for name, aliases in COLUMNS.items() for alias in aliases}

#: Longest roster (or event) file read, in bytes.
MAX_EVENT_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ListRef:
    """A list as the roster gives it: a file, a deck code or pasted text.

    ``kind`` is ``path``, ``code`` or ``inline``. ``value`` is what was
    written (the path as written, the code, the text). ``location`` is where:
    for pasted text, the line of the event file the list's first line is on,
    so findings point into the event file. ``path`` is the file to read
    (resolved against the event file), ``None`` unless ``kind`` is ``path``;
    ``refused`` says why a path may not be read (it leaves the event's
    directory).
    """

    kind: str
    value: str
    location: Location
    path: Path | None = None
    refused: str | None = None


@dataclass(frozen=True, slots=True)
class Registration:
    """One row of the roster: a player and what they registered.

    ``row`` counts as a spreadsheet does (the header is row 1 of a CSV; in an
    event file it is the player's position, from 1). ``cells`` keeps a CSV
    row's original cells by header, for writing the roster back.
    """

    row: int
    location: Location
    player: str | None
    id: str | None = None
    list: ListRef | None = None
    deck_code: ListRef | None = None
    played: ListRef | None = None
    team: str | None = None
    table: str | None = None
    notes: str | None = None
    cells: Mapping[str, str] = field(default_factory=frozen_map)

    @property
    def label(self) -> str:
        """How reports name the player: ``Alice (players.csv row 5)``."""
        who = self.player or self.id or "(no name)"
        return f"{who} ({self.location.file} row {self.row})"


@dataclass(frozen=True, slots=True)
class Event:
    """A read event: what it is, when, under which rules, and its roster.

    ``date`` is ``None`` for a bare roster. ``ruleset`` is a name or a path
    (already resolved against the event file). ``bans`` are extra banned card
    names with where each was written. ``columns`` and ``delimiter`` describe
    a CSV roster (for writing it back); ``roster`` is the roster file when
    the players came from one.
    """

    source: str
    players: tuple[Registration, ...]
    name: str | None = None
    date: _dt.date | None = None
    ruleset: str | None = None
    region: str | None = None
    bans: tuple[tuple[str, Location], ...] = ()
    precon: bool = False
    location: Location | None = None
    roster: str | None = None
    columns: tuple[str, ...] = ()
    delimiter: str = ","
    notices: tuple[str, ...] = ()


def normalize_player(name: str) -> str:
    """The key two registrations of one player share: case, accents' forms and spacing ignored."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def header_key(header: str) -> str:
    """A roster header compared without case, spaces or punctuation (``Deck List`` -> ``decklist``)."""
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", header).casefold())


def read_event(path: str | os.PathLike, *, max_bytes: int = MAX_EVENT_BYTES) -> Event:
    """Read an event file (``.yaml``, ``.yml``, ``.json``) or a roster (``.csv``, ``.tsv``, ``.txt``).

    Raises :class:`InputError` naming the file, the line and what was expected.
    """
    from riftcheck.decks.read import _read_file

    p = Path(os.fspath(path))
    shown = os.fspath(path)
    if not os.path.lexists(p):
        from riftcheck.infra.errors import UsageError

        raise UsageError(
            Msg("no such file: {shown}", shown=shown),
            hint=Msg("name an event file (.yaml, .json) or a roster (.csv, .tsv)"),
        )
    try:
        text = _read_file(p, shown, max_bytes)
    except InputError as exc:
        said = exc.message
        if isinstance(said, Msg) and said.template == "{exc}: expected a deck file{hint}":
            said = Msg("{exc}: expected an event file or a roster{hint}", **said.params)
        else:
            said = said.replace("expected a deck file", "expected an event file or a roster")
        raise InputError(said, exc.location) from None
    if p.suffix.lower() in (".yaml", ".yml", ".json"):
        return _read_event_file(p, shown, text, max_bytes)
    return _read_roster(p, shown, text)


# ---------------------------------------------------------------- list values


_DECK_SUFFIXES = (".yaml", ".yml", ".json", ".txt", ".deck", ".csv", ".tts", ".code")


def _inside(base: Path, target: Path) -> bool:
    try:
        target.resolve().relative_to(base.resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


def list_ref(
    value: str, location: Location, base: Path, *, allow_code: bool = True
) -> ListRef | None:
    """What a roster's list value is: pasted text (several lines), a deck code, or a path.

    One line is a deck code when it has a code's shape and names no file; a
    path otherwise when it has a directory part or a file suffix, or names a
    file; anything else is read as a one-line pasted list. A path must stay
    inside ``base``, the event file's directory tree (``..``, absolute paths
    and symbolic links leading out are refused), so an event file cannot make
    riftcheck read, and show, files elsewhere on the machine.
    """
    from riftcheck.decks.codeshape import looks_codeish

    text = value.replace("\r\n", "\n").replace("\r", "\n")
    stripped = text.strip()
    if not stripped:
        return None
    if "\n" in stripped:
        return ListRef("inline", text, location)
    one = stripped
    candidate = base / one
    exists = os.path.lexists(candidate) if not os.path.isabs(one) else os.path.lexists(one)
    if allow_code and looks_codeish(one) and not exists:
        return ListRef("code", one, location)
    if exists or "/" in one or "\\" in one or Path(one).suffix.lower() in _DECK_SUFFIXES:
        target = Path(one) if os.path.isabs(one) else candidate
        refused = None
        if os.path.isabs(one) or not _inside(base, target):
            refused = Msg(
                "the path '{path}' leads outside the event's directory; "
                "expected a list file inside it, a deck code or the pasted list",
                path=one,
            )
        return ListRef("path", one, location, path=target, refused=refused)
    return ListRef("inline", text, location)


# ---------------------------------------------------------------- event files


def _scalar_text(node, shown: str, what: str) -> str | None:
    if node.kind != "scalar":
        raise InputError(
            Msg(
                "{what}: expected text, found a {value}",
                what=what,
                value="list" if node.kind == "seq" else "mapping",
            ),
            node.loc(shown),
        )
    if node.value is None:
        return None
    if isinstance(node.value, bool):
        raise InputError(
            Msg("{what}: expected text, found {lower}", what=what, lower=str(node.value).lower()),
            node.loc(shown),
        )
    if isinstance(node.value, (_dt.date, _dt.datetime)):
        return node.value.isoformat()
    return str(node.value)


def _block_offset(text_lines: list[str], node) -> int:
    """Lines between a scalar's key and its first content line: 1 for ``|``/``>`` blocks, else 0."""
    if node.line is None or node.column is None or node.line > len(text_lines):
        return 0
    start = text_lines[node.line - 1][node.column - 1 : node.column]
    return 1 if start in ("|", ">") else 0


def _read_event_file(p: Path, shown: str, text: str, max_bytes: int) -> Event:  # noqa: C901
    from riftcheck.decks.yamlsrc import compose, json_as_yaml

    if p.suffix.lower() == ".json":
        text = json_as_yaml(text, shown)
    root = compose(text, shown)
    if root is None or root.kind != "map":
        where = root.loc(shown) if root is not None else Location(shown, 1, 1)
        raise InputError(
            Msg(
                "expected an event file: a mapping with name, date, ruleset and players (or roster)"
            ),
            where,
        )
    lines = text.split("\n")
    base = p.parent
    values: dict[str, object] = {}
    nodes = {}
    for key, (knode, vnode) in root.value.items():
        if key not in EVENT_KEYS:
            raise InputError(
                Msg(
                    "unknown key {key}: allowed keys are {EVENT_KEYS}",
                    key=f"{key!r}",
                    EVENT_KEYS=", ".join(EVENT_KEYS),
                ),
                knode.loc(shown),
            )
        nodes[key] = vnode
    name = _scalar_text(nodes["name"], shown, "name") if "name" in nodes else None
    date = None
    if "date" in nodes and nodes["date"].value is not None:
        v = nodes["date"].value
        if isinstance(v, _dt.datetime):
            v = v.date()
        if not isinstance(v, _dt.date):
            try:
                v = _dt.date.fromisoformat(str(v).strip())
            except ValueError:
                raise InputError(
                    Msg("date: '{v}' is not a date; expected YYYY-MM-DD", v=v),
                    nodes["date"].loc(shown),
                ) from None
        date = v
    ruleset = _scalar_text(nodes["ruleset"], shown, "ruleset") if "ruleset" in nodes else None
    if ruleset and (ruleset.endswith((".yaml", ".yml")) or "/" in ruleset):
        target = base / ruleset
        if os.path.isabs(ruleset) or not _inside(base, target):
            raise InputError(
                Msg(
                    "ruleset: the path '{ruleset}' leads outside the event's directory; expected a ruleset name or a file inside it",
                    ruleset=ruleset,
                ),
                nodes["ruleset"].loc(shown),
            )
        ruleset = str(target)
    region = _scalar_text(nodes["region"], shown, "region") if "region" in nodes else None
    bans: list[tuple[str, Location]] = []
    if "bans" in nodes:
        bn = nodes["bans"]
        if bn.kind == "scalar" and bn.value is None:
            pass
        elif bn.kind != "seq":
            raise InputError(Msg("bans: expected a list of card names"), bn.loc(shown))
        else:
            for item in bn.value:
                t = _scalar_text(item, shown, "bans")
                if not t or not t.strip():
                    raise InputError(Msg("bans: expected a card name"), item.loc(shown))
                bans.append((t.strip(), item.loc(shown)))
    precon = False
    if "precon" in nodes:
        v = nodes["precon"].value
        if not isinstance(v, bool):
            raise InputError(Msg("precon: expected true or false"), nodes["precon"].loc(shown))
        precon = v
    values.update(name=name)
    if "roster" in nodes and "players" in nodes:
        raise InputError(
            Msg("give either players: or roster:, not both"), nodes["roster"].loc(shown)
        )
    columns: tuple[str, ...] = ()
    delimiter = ","
    roster_name = None
    notices: tuple[str, ...] = ()
    if "roster" in nodes:
        rv = _scalar_text(nodes["roster"], shown, "roster")
        if not rv or not rv.strip():
            raise InputError(
                Msg("roster: expected a CSV or TSV file name"), nodes["roster"].loc(shown)
            )
        target = base / rv.strip()
        if os.path.isabs(rv.strip()) or not _inside(base, target):
            raise InputError(
                Msg(
                    "roster: the path '{strip}' leads outside the event's directory; expected a file inside it",
                    strip=rv.strip(),
                ),
                nodes["roster"].loc(shown),
            )
        from riftcheck.decks.read import _read_file

        try:
            rtext = _read_file(target, os.path.join(os.path.dirname(shown), rv.strip()), max_bytes)
        except InputError as exc:
            raise InputError(
                Msg("roster: {message}", message=exc.message),
                exc.location or nodes["roster"].loc(shown),
            ) from None
        r = _read_roster(target, os.path.join(os.path.dirname(shown), rv.strip()), rtext)
        players, columns, delimiter, roster_name, notices = (
            r.players,
            r.columns,
            r.delimiter,
            r.source,
            r.notices,
        )
    elif "players" in nodes:
        pn = nodes["players"]
        if pn.kind != "seq":
            raise InputError(Msg("players: expected a list of players"), pn.loc(shown))
        players = tuple(_player(item, i, shown, lines, base) for i, item in enumerate(pn.value, 1))
    else:
        raise InputError(
            Msg("missing key 'players' (or 'roster'): expected the event's players"),
            Location(shown, 1, 1),
        )
    return Event(
        source=shown,
        players=players,
        name=name,
        date=date,
        ruleset=ruleset,
        region=region,
        bans=tuple(bans),
        precon=precon,
        location=Location(shown, 1, 1),
        roster=roster_name,
        columns=columns,
        delimiter=delimiter,
        notices=notices,
    )


def _player(node, index: int, shown: str, lines: list[str], base: Path) -> Registration:
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
                    key=f"{key!r}",
                    PLAYER_KEYS=", ".join(PLAYER_KEYS),
                ),
                knode.loc(shown),
            )
        field_name = "player" if key == "name" else key
        if field_name in vals or field_name in refs:
            raise InputError(Msg("give either player: or name:, not both"), knode.loc(shown))
        text = _scalar_text(vnode, shown, key)
        if key in ("list", "deck_code", "played"):
            if text is None:
                refs[key] = None
                continue
            off = _block_offset(lines, vnode)
            loc = Location(shown, (vnode.line or 1) + off, vnode.column if not off else None)
            refs[key] = list_ref(text, loc, base, allow_code=True)
        else:
            vals[field_name] = text.strip() if text is not None and text.strip() else None
    return Registration(
        row=index,
        location=node.loc(shown),
        player=vals.get("player"),
        id=vals.get("id"),
        list=refs.get("list"),
        deck_code=refs.get("deck_code"),
        played=refs.get("played"),
        team=vals.get("team"),
        table=vals.get("table"),
        notes=vals.get("notes"),
    )


# ---------------------------------------------------------------- CSV/TSV rosters


def _delimiter(p: Path, header: str) -> str:
    """Tab for ``.tsv``; otherwise whichever of ``,`` ``;`` tab splits the header into the most known columns."""
    if p.suffix.lower() == ".tsv":
        return "\t"
    best, best_known = ",", -1
    for d in (",", ";", "\t"):
        known = sum(1 for h in header.split(d) if header_key(h.strip().strip('"')) in _HEADER_KEY)
        if known > best_known:
            best, best_known = d, known
    return best


def _read_roster(p: Path, shown: str, text: str) -> Event:  # noqa: C901
    import csv

    if not text.strip():
        raise InputError(
            Msg("empty roster: expected a header row (player, list, ...) and one row per player"),
            Location(shown, 1, 1),
        )
    first = next((ln for ln in text.split("\n") if ln.strip()), "")
    delim = _delimiter(p, first)
    reader = csv.reader(_Lines(text), delimiter=delim)
    rows: list[tuple[int, list[str]]] = []
    try:
        line = 1
        for cells in reader:
            rows.append((line, cells))
            line = reader.line_num + 1
    except csv.Error as exc:
        raise InputError(
            Msg("CSV syntax error: {exc}", exc=exc), Location(shown, reader.line_num)
        ) from None
    # Spreadsheet rows count every record, blank ones too (a spreadsheet shows them as empty rows).
    numbered = [(n, r, c) for r, (n, c) in enumerate(rows, 1) if any(x.strip() for x in c)]
    header_line, _, header = numbered[0]
    columns = tuple(h.strip() for h in header)
    where: dict[str, int] = {}
    for i, h in enumerate(columns):
        key = _HEADER_KEY.get(header_key(h))
        if key is None:
            continue
        if key in where:
            raise InputError(
                Msg(
                    "columns '{value}' and '{h}' both read as the {key} column: rename one",
                    value=columns[where[key]],
                    h=h,
                    key=key,
                ),
                Location(shown, header_line, None),
            )
        where[key] = i
    if "player" not in where and "id" not in where:
        raise InputError(
            Msg(
                "no player column: expected a header naming one of {join} (found: {value})",
                join=", ".join(COLUMNS["player"]),
                value=", ".join(columns) or "nothing",
            ),
            Location(shown, header_line, 1),
        )
    if "list" not in where and "deck_code" not in where:
        raise InputError(
            Msg(
                "no list column: expected a header naming one of {join} (found: {columns})",
                join=", ".join(COLUMNS["list"] + COLUMNS["deck_code"]),
                columns=", ".join(columns),
            ),
            Location(shown, header_line, 1),
        )
    notices = []
    ignored = [h for h in columns if h and header_key(h) not in _HEADER_KEY]
    if ignored:
        notices.append(Msg("columns kept but not read: {columns}", columns=", ".join(ignored)))
    base = p.parent
    players = []
    for line, record, cells in numbered[1:]:
        spreadsheet_row = record
        cell_lines = [line]
        for c in cells[:-1]:
            cell_lines.append(cell_lines[-1] + c.count("\n"))

        # The defaults bind this row's cells: get/ref/plain must not see a later row's.
        def get(key: str, cells: list[str] = cells) -> str | None:
            i = where.get(key)
            if i is None or i >= len(cells):
                return None
            v = cells[i]
            return v if v.strip() else None

        def ref(key: str, cell_lines: list[int] = cell_lines) -> ListRef | None:
            v = get(key)
            if v is None:
                return None
            i = where[key]
            return list_ref(v, Location(shown, cell_lines[i], None), base)

        def plain(key: str) -> str | None:
            v = get(key)
            return " ".join(v.split()) if v is not None else None

        players.append(
            Registration(
                row=spreadsheet_row,
                location=Location(shown, line, None),
                player=plain("player"),
                id=plain("id"),
                list=ref("list"),
                deck_code=ref("deck_code"),
                played=ref("played"),
                team=plain("team"),
                table=plain("table"),
                notes=plain("notes"),
                cells=frozen_map(
                    {h: (cells[i] if i < len(cells) else "") for i, h in enumerate(columns)}
                ),
            )
        )
    return Event(
        source=shown,
        players=tuple(players),
        columns=columns,
        delimiter=delim,
        roster=shown,
        location=Location(shown, header_line, 1),
        notices=tuple(notices),
    )


class _Lines:
    """The lines of a text, each with its newline, as :mod:`csv` wants them (quoted cells span lines)."""

    def __init__(self, text: str):
        # split on "\n" only: str.splitlines() also splits on form feeds and U+2028, which would
        # make the line numbers disagree with an editor's
        parts = text.split("\n")
        self._it = iter([x + "\n" for x in parts[:-1]] + ([parts[-1]] if parts[-1] else []))

    def __iter__(self):
        return self

    def __next__(self) -> str:
        return next(self._it)
