"""The values an event is made of: registrations, list references, the event, the roster problems.

Frozen values, read by :mod:`riftcheck.events.read` (event files) and
:mod:`riftcheck.events.roster` (CSV/TSV rosters), judged by
:mod:`riftcheck.events.check`. :func:`list_ref` says what a list cell is (a
file, a deck code or the pasted list) and keeps paths inside the event's
directory.
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
from riftcheck.models import Location, Msg, Plural, frozen_map, listed

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
        "roster-no-player": ("error", N_("A registration names no player (no name and no id).")),
        "roster-lookalike-players": (
            "warning",
            N_(
                "Two registrations whose names differ only by characters that look alike, or the "
                "same name once with an id and once without, or under two ids: perhaps one player "
                "registered twice."
            ),
        ),
        "roster-lookalike-teams": (
            "warning",
            N_(
                "Two teams whose names differ only by characters that look alike: perhaps one "
                "team written two ways."
            ),
        ),
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
            "error",
            N_(
                "The list and the deck code of a row are not the same deck: which one the player "
                "registered is not known, so the row cannot pass."
            ),
        ),
        "roster-list-setting": (
            "warning",
            N_(
                "A list names its own region, date or format: the event decides them, so the "
                "list's value is not used."
            ),
        ),
        "roster-pool": ("error", N_("The player's pool is missing or cannot be read.")),
        "roster-shared-pool": (
            "warning",
            N_(
                "Players of a Sealed or Draft event registered the same pool (one file, or "
                "duplicates of it), or in a team format players of different teams did: each "
                "player, or team, is provided their own product, so perhaps a pool cell copied "
                "from another row."
            ),
        ),
        "deck-check": (
            "error",
            N_(
                "The deck played differs from the registered list, other than by the sideboarding "
                "the format allows (with --sideboarding)."
            ),
        ),
    }
)

#: Roster columns: field -> accepted headers, compared without case, spaces, punctuation or
#: accents (``Nom du joueur`` -> ``nomdujoueur``); a French organiser's names follow the English
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
            *("joueur", "joueuse", "joueurs", "nom", "nomdujoueur", "nomjoueur", "nomcomplet"),
            *("participante", "pseudo"),
        ),
        "id": (
            *("id", "playerid", "riotid", "gameid", "membershipid", "memberid"),
            *("identifiant", "idjoueur", "identifiantjoueur", "identifiantdujoueur", "idriot"),
        ),
        "list": (
            "list",
            "decklist",
            "deck",
            "registeredlist",
            "registereddeck",
            "registereddecklist",
            "lists",
            *("liste", "listes", "listededeck", "listedeck", "listeinscrite", "deckinscrit"),
        ),
        "deck_code": (
            *("deckcode", "code", "piltovercode", "piltoverdeckcode", "deckcodes"),
            *("codededeck", "codedudeck", "codedeck", "codepiltover"),
        ),
        "team": (
            *("team", "teamname", "teams", "teamid", "teamnumber", "teamno", "team2v2", "squad"),
            *("equipe", "equipes", "nomdequipe", "nomequipe", "nomdelequipe"),
        ),
        "played": (
            *("played", "playedlist", "playeddeck", "deckcheck", "deckchecklist"),
            *("deckplayed", "listplayed", "playeddecklist", "decklistplayed"),
            *("joue", "listejouee", "deckjoue", "verificationdedeck"),
        ),
        "pool": (
            *("pool", "cardpool", "sealedpool", "draftpool", "poollist", "pooldecartes"),
            *("pools", "poolfile", "poolfiles", "cardpools", "sealedpools", "draftpools"),
        ),
        "table": ("table", "tablenumber", "tableno", "seat", "numerodetable", "siege"),
        "notes": (
            *("notes", "note", "comments", "comment", "remarks"),
            *("remarque", "remarques", "commentaire", "commentaires"),
        ),
    }
)

HEADER_KEY = {alias: name for name, aliases in COLUMNS.items() for alias in aliases}

#: Headers as people write them, a few per column, for the messages that say which header is
#: expected (« Liste, Liste de deck »: the squashed keys of :data:`COLUMNS`, « listededeck »,
#: are how headers are compared, not what anyone writes: frU 17); each reads as its column
SPELLED: Mapping[str, tuple[str, ...]] = frozen_map(
    {
        "player": ("Player", "Name", "Player Name", "Joueur", "Nom", "Nom du joueur", "Pseudo"),
        "list": ("List", "Decklist", "Deck", "Liste", "Liste de deck"),
        "deck_code": ("Deck Code", "Code", "Code de deck"),
    }
)

#: The columns ``--format csv`` adds after the roster's own, in this order (named ``riftcheck
#: verdict``... when the roster has a column of that name). A roster holding them side by side
#: is an earlier run's output: they are riftcheck's, and a new run writes its own in their place.
REPORT_COLUMNS = ("verdict", "problems", "findings", "fingerprint")
#: The column a team format (2v2) adds after ``verdict``: the team's verdict
TEAM_COLUMN = "team verdict"


#: a header's trailing qualifier: ``Played (round 3)``, ``Played [R3]``
_QUALIFIER = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
#: the words that say a column holds the played deck (accents dropped, any case)
PLAYED_WORDS = frozenset({"played", "joue", "jouee", "joues", "jouees"})


def column_field(header: str) -> str | None:
    """The field a roster header is read as (``Deck Played`` -> ``played``), ``None`` when none.

    A played column may say which round it is (``Played (round 3)``): the qualifier of a
    played header is not part of its name, since the deck check is the same whatever round
    it was made at. Other columns are named exactly.
    """
    field = HEADER_KEY.get(header_key(header))
    if field is None and _QUALIFIER.search(header):
        bare = HEADER_KEY.get(header_key(_QUALIFIER.sub("", header)))
        field = bare if bare == "played" else None
    return field


def says_played(header: str) -> bool:
    """Whether a header has a word saying "played" (``Played Deck R2``, ``Deck joué``)."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", header) if not unicodedata.combining(c))
    return any(w in PLAYED_WORDS for w in re.split(r"[\W_\d]+", bare.casefold()))


def header_key(header: str) -> str:
    """A roster header compared without case, spaces or punctuation (``Deck List`` -> ``decklist``)."""
    bare = "".join(
        c for c in unicodedata.normalize("NFKD", header) if not unicodedata.combining(c)
    )  # accents dropped: « Équipe » and « Equipe » are one header
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", bare).casefold())


@dataclass(frozen=True, slots=True)
class ListRef:
    """A list as the roster gives it: a file, a deck code or pasted text.

    ``kind`` is ``path``, ``code`` or ``inline``. ``value`` is what was
    written (the path as written, the code, the text). ``location`` is where:
    for pasted text, the line of the event file the list's first line is on,
    so findings point into the event file. ``path`` is the file to read
    (resolved against the event file), ``None`` unless ``kind`` is ``path``;
    ``refused`` says why a path may not be read (it leaves the event's
    directory). ``lines_known`` is false for pasted text whose lines are not
    the file's (a quoted YAML scalar with ``\\n`` escapes): findings then point
    at ``location``, where it starts, and say so. ``cell`` names where the
    value was written (``row 3, column 2 (list)``, ``list``), for messages.
    ``indent``: the columns of the file before the text's first line and before
    its other lines (``Ann,"`` before a cell; a YAML block's indentation).
    """

    kind: str
    value: str
    location: Location
    path: Path | None = None
    refused: str | None = None
    lines_known: bool = True
    cell: str | None = None
    indent: tuple[int, int] = (0, 0)


def row_place(row: int, line: int | None = None) -> Msg:
    """``row 9``: a roster's row, with its file line when a pasted (multi-line) cell above puts
    the row's start on another line (``row 9, line 12``; French « ligne 12, rangée 9 du tableau »:
    French « ligne » is only ever the file's line, as in :attr:`Registration.label`)."""
    if line is None or line == row:
        return Msg("row {row}", row=row)
    return Msg("row {row}, line {line}", row=row, line=line)


def rows_place(pairs, limit: int | None = None) -> Plural:
    """``rows 2 and 9`` for the ``(row, file line)`` pairs of roster rows, :func:`row_place`'s
    wording for several: ``rows 2 and 9, lines 2 and 12`` when a row's number is not its line
    (French « lignes 2 et 12, rangées 2 et 9 du tableau »); ``limit`` as :func:`listed`'s."""
    pairs = [(r, r if ln is None else ln) for r, ln in pairs]
    rows = listed([str(r) for r, _ in pairs], limit=limit)
    if all(r == ln for r, ln in pairs):
        return Plural(len(pairs), "row {rows}", "rows {rows}", rows=rows)
    lines = listed([str(ln) for _, ln in pairs], limit=limit)
    return Plural(
        len(pairs), "row {rows}, line {lines}", "rows {rows}, lines {lines}", rows=rows, lines=lines
    )


@dataclass(frozen=True, slots=True)
class Registration:
    """One row of the roster: a player and what they registered.

    ``row`` counts as a spreadsheet does (the header is row 1 of a CSV; in an
    event file it is the player's position, from 1). ``cells`` keeps a CSV
    row's original cells by position (as wide as the roster), for writing the
    roster back.
    """

    row: int
    location: Location
    player: str | None
    id: str | None = None
    list: ListRef | None = None
    deck_code: ListRef | None = None
    played: ListRef | None = None
    pool: ListRef | None = None
    team: str | None = None
    table: str | None = None
    notes: str | None = None
    cells: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """How reports name the player: ``Alice (players.csv row 5)``."""
        who = self.shown or Msg("(no name)")
        # a Msg, so that the text report says it in the reader's language (its text as before)
        if self.in_event_file:
            # a player of an event file is no spreadsheet row: the report names the file's line
            return Msg(
                "{who} ({file} line {line})", who=who, file=self.location.file, line=self.file_line
            )
        if self.file_line != self.row:
            # a row after a pasted (multi-line) cell: its number is not the file's line, which
            # the report says too (as the JSON's line does), so a judge opening the file finds it
            return Msg(
                "{who} ({file} row {row}, line {line})",
                who=who,
                file=self.location.file,
                row=self.row,
                line=self.file_line,
            )
        return Msg("{who} ({file} row {row})", who=who, file=self.location.file, row=self.row)

    @property
    def shown(self) -> str | None:
        """The player's name (else id) as the text and HTML reports show it: as written, its tabs,
        line breaks, odd spaces and invisible characters as escapes (atkL 1); ``None`` when the
        row names nobody."""
        from riftcheck.infra.escape import cell

        who = self.player or self.id
        return cell(who) if who else None

    @property
    def in_event_file(self) -> bool:
        """Whether the player is written in an event file (YAML/JSON keys), not a roster's row."""
        return str(self.location.file).lower().endswith((".yaml", ".yml", ".json"))

    @property
    def file_line(self) -> int:
        """The line of the file where the row starts (the row's number when it is not known)."""
        return self.location.line or self.row

    @property
    def place(self) -> tuple[str, int]:
        """How a message names where the player is: ``("line", 8)`` for a player of an event file
        (its file line), ``("row", 5)`` for a roster's row. Every message naming a player's row
        takes its word and number from here."""
        if self.in_event_file:
            return "line", self.file_line
        return "row", self.row

    @property
    def where(self) -> Msg:
        """Where the player is, as a message names it beside their name: ``line 8`` (an event
        file's player), ``row 5``, or ``row 9, line 12`` (:func:`row_place`)."""
        if self.in_event_file:
            return Msg("line {line}", line=self.file_line)
        return row_place(self.row, self.file_line)

    def refs(self) -> tuple[ListRef, ...]:
        """Every list the row names (list, deck code, played, pool)."""
        return tuple(r for r in (self.list, self.deck_code, self.played, self.pool) if r)


@dataclass(frozen=True, slots=True)
class Event:
    """A read event: what it is, when, under which rules, and its roster.

    ``date`` is ``None`` for a bare roster. ``ruleset`` is a name or a path
    (already resolved against the event file). ``bans`` are extra banned card
    names with where each was written. ``columns`` and ``delimiter`` describe
    a CSV roster (for writing it back); ``roster`` is the roster file when
    the players came from one. ``best_of`` (1 or 3) and ``play_level``
    (``casual``, ``competitive``, ``professional``) decide what sideboarding
    allows; ``None`` when the event file does not say (the defaults apply,
    and the report says so). ``where`` holds the location of each key of the
    event file. ``report_columns`` are the first index and the width of each group of
    :data:`REPORT_COLUMNS` the roster holds (an earlier run's output).
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
    #: The roster started with Excel's ``sep=X`` line: ``--format csv`` writes it back.
    sep_line: bool = False
    #: The roster's row end (``\r\n`` from Windows, a lone ``\r``, ``\n``): ``--format csv -o
    #: FILE`` ends its rows with it, so the report compares with the roster line for line.
    row_end: str = "\n"
    #: The roster's encoding and byte-order mark (``("UTF-16-LE", b"\\xff\\xfe")``): ``--format
    #: csv`` writes the roster back in them, so a spreadsheet opens it as it opened the roster.
    encoding: tuple[str, bytes] = ("utf-8", b"")
    notices: tuple[str, ...] = ()
    #: How the roster's bytes were decoded (``windows-1252``, ``wide-encoding`` notices, with their
    #: place): reading notices, said in every output format (riftcheck.reporters._util.READINGS).
    readings: tuple = ()
    report_columns: tuple[tuple[int, int], ...] = ()
    #: Cells read otherwise than the file holds them (a ``'`` before a formula read off): among
    #: ``notices`` too; a report with no place for notes says them on standard error.
    cell_notices: tuple = ()
    best_of: int | None = None
    play_level: str | None = None
    #: Best of one: the head judge uses the altered setup with sideboarding (TR 406.1.h).
    best_of_one_sideboarding: bool | None = None
    where: Mapping[str, Location] = field(default_factory=frozen_map)
    #: Where each header cell of a CSV roster is (the roster file, the header's line, the cell's
    #: column), in the order of ``columns``; empty for players of an event file.
    column_locations: tuple[Location, ...] = ()
    #: The roster's rows after the header whose cells are all empty or spaces (``,,,``, a blank
    #: line): ``(row, cells)``, no player, but rows of the organiser's sheet that ``--format
    #: csv`` writes back in their place.
    empty_rows: tuple[tuple[int, tuple[str, ...]], ...] = ()

    @property
    def header_width(self) -> int:
        """How many cells the roster's header has: ``columns`` is padded with ``""`` to the
        widest row, and the cells past the header are under no header (``null`` in the JSON
        report's ``cells``), not under a blank one (evtT 3)."""
        return len(self.column_locations) if self.column_locations else len(self.columns)

    def files(self) -> tuple[str, ...]:
        """The files the event was read from: the event file and its roster."""
        return tuple(dict.fromkeys(f for f in (self.source, self.roster) if f))


def normalize_player(name: str) -> str:
    """The key two registrations of one player share (:func:`riftcheck.events.names.same_name_key`)."""
    from riftcheck.events.names import same_name_key

    return same_name_key(name)


_DECK_SUFFIXES = (".yaml", ".yml", ".json", ".txt", ".deck", ".csv", ".tts", ".code")


def inside(base: Path, target: Path) -> bool:
    """Whether ``target`` (links resolved) lies inside the directory ``base``."""
    try:
        target.resolve().relative_to(base.resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


def list_ref(
    value: str, location: Location, base: Path, *, allow_code: bool = True, cell: str | None = None
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
        return ListRef("inline", text, location, cell=cell)
    one = stripped
    candidate = base / one
    try:
        exists = os.path.lexists(one if os.path.isabs(one) else candidate)
    except ValueError:  # a NUL in the name: no file has it
        exists = False
    if allow_code and looks_codeish(one) and not exists:
        return ListRef("code", one, location, cell=cell)
    if exists or "/" in one or "\\" in one or Path(one).suffix.lower() in _DECK_SUFFIXES:
        target = Path(one) if os.path.isabs(one) else candidate
        refused = None
        # a pool (``allow_code`` false) is told what a pool may be: a deck code is none (frU 15)
        if os.path.isabs(one):
            # refused even inside the directory: the event must read the same when moved
            refused = (
                Msg(
                    "the path '{path}' is absolute; expected a path relative to the event's "
                    "directory, a deck code or the pasted list",
                    path=one,
                )
                if allow_code
                else Msg(
                    "the path '{path}' is absolute; expected a path relative to the event's "
                    "directory or the pasted pool",
                    path=one,
                )
            )
        elif not inside(base, target):
            refused = (
                Msg(
                    "the path '{path}' leads outside the event's directory; "
                    "expected a list file inside it, a deck code or the pasted list",
                    path=one,
                )
                if allow_code
                else Msg(
                    "the path '{path}' leads outside the event's directory; "
                    "expected a pool file inside it or the pasted pool",
                    path=one,
                )
            )
        elif not exists and "\\" in one:
            refused = _backslashed(one, base)
        return ListRef("path", one, location, path=target, refused=refused, cell=cell)
    return ListRef("inline", text, location, cell=cell)


def _backslashed(path: str, base: Path) -> str | None:
    """Why a path written with Windows' ``\\`` (``lists\\alice.txt``) names no file here when its
    ``/`` form does: said, with the ``/`` form to write, not read silently as that file (a roster
    read on Windows and elsewhere must name the same files)."""
    slashed = path.replace("\\", "/")
    target = base / slashed
    try:
        found = os.path.isfile(target) and inside(base, target)
    except (OSError, ValueError):
        found = False
    if not found:
        return None
    return Msg(
        "no such file '{path}': it is written with \\ (as on Windows), and '{slashed}' exists; "
        "write the path with / (read on every system)",
        path=path,
        slashed=slashed,
    )
