"""The roster's own problems, found across rows: one player twice, look-alike names (of players and
of teams), identical lists.

Each function takes the event and one list of findings per row (in roster
order) and appends to it. A group is named up to :data:`NAMED` others
("and 397 more"), and a group of identical lists is one finding at its first
row (its other members are told by :class:`IdenticalGroup`, not by findings of
their own), so a netdeck played by 5,000 players costs what it costs to say once.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from riftcheck.events.names import same_name_key, skeletons
from riftcheck.events.values import ROSTER_PROBLEMS, Event, Registration, rows_place
from riftcheck.i18n import joined, plural
from riftcheck.infra.escape import cell
from riftcheck.models import Deck, Finding, Location, Msg, Plural, listed

#: How many other rows a finding names before "and N more".
NAMED = 10


def problem(
    rule: str,
    message: str,
    location: Location | None,
    fix: str | None = None,
    citation: str | None = None,
) -> Finding:
    """A roster problem: a finding of ``rule`` (a :data:`ROSTER_PROBLEMS` id) at ``location``."""
    severity = ROSTER_PROBLEMS[rule][0]
    return Finding(
        rule=rule, severity=severity, message=message, location=location, fix=fix, citation=citation
    )


def where_rows(regs: list[Registration]) -> Plural:
    """``rows 2 and 9`` (and ``... and 397 more`` past :data:`NAMED`): where the players ``regs``
    are, ``rows 2 and 9, lines 2 and 12`` when a row's number is not its file line (a pasted cell
    above it, :func:`~riftcheck.events.values.rows_place`), ``lines 3 and 8`` for the players of
    an event file (:attr:`Registration.place`)."""
    if in_lines(regs):
        rows = listed([str(r.file_line) for r in regs], limit=NAMED)
        return Plural(len(regs), "line {rows}", "lines {rows}", rows=rows)
    return rows_place([(r.row, r.file_line) for r in regs], limit=NAMED)


def in_lines(regs) -> bool:
    """Whether messages name these players by file line (an event file) rather than by row."""
    return bool(regs) and regs[0].place[0] == "line"


def _who(reg: Registration) -> str:
    """``Alice (row 2)``: a row as another row's finding names it (``Alice (row 9, line 12)``
    after a pasted cell, ``Alice (line 8)`` in an event file: :attr:`Registration.where`)."""
    if not (reg.player or reg.id):  # « la liste du joueur de la ligne 6 », not « de (sans nom) »
        return Msg("the player of {where}", where=reg.where)
    if not reg.player:  # named by the id alone: « celle du joueur 3 », never « celle de 3 » (frS 8)
        from riftcheck.infra.escape import cell

        return Msg("player {id} ({where})", id=cell(reg.id), where=reg.where)
    return _at(reg.shown, reg)


def _named(regs: list[Registration], total: int | None = None, each=None) -> str:
    """The rows ``regs`` by name, :data:`NAMED` at most, then how many more (of ``total``);
    ``each(k, who)`` puts the ``k``-th name in the sentence's own form (« la liste de … »,
    « celle de … »), where a list of bare names would not be grammatical."""
    total = len(regs) if total is None else total
    said = [_who(r) for r in regs[:NAMED]]
    if each is not None:
        said = [each(k, who) for k, who in enumerate(said)]
    if total > NAMED:
        more = total - NAMED
        return Plural(
            more, "{players} and {n} more", "{players} and {n} more", players=joined(said)
        )
    return listed(said)


def _first(regs, skip, total: int) -> str:
    """:func:`_named` of the ``regs`` that ``skip`` does not leave out, ``total`` of them: only
    the first :data:`NAMED` are looked for, so a group of thousands costs what it names."""
    out = []
    for r in regs:
        if not skip(r):
            out.append(r)
            if len(out) == NAMED:
                break
    return _named(out, total)


def _list_of(k: int, who: str) -> Msg:
    """The ``k``-th of the players whose lists a finding names, as « the list of » names it."""
    return Msg("the list of {who}", who=who) if k == 0 else Msg("that of {who}", who=who)


def duplicates(event: Event, problems: list[list[Finding]]) -> None:
    """The same player twice: the same id, else the same name when the rows give no ids.

    Names and ids are compared by :func:`~riftcheck.events.names.same_name_key`
    (invisible characters, Unicode forms, case and spacing aside).
    """
    groups: dict[tuple[str, str], list[int]] = {}
    for i, reg in enumerate(event.players):
        if reg.id:
            key = ("id", same_name_key(reg.id))
        elif reg.player and same_name_key(reg.player):
            key = ("name", same_name_key(reg.player))
        else:
            # no id and no name once spaces and invisible characters are set aside: nobody a
            # judge could seat, and never "the same player" as another such row
            problems[i].append(
                problem(
                    "roster-no-player",
                    Msg(
                        "the registration names no player (no id, and the name is empty or only "
                        "spaces or invisible characters): expected the player's name"
                    ),
                    reg.location,
                    fix=Msg("write the player's name in the row, or remove the row"),
                )
            )
            continue
        groups.setdefault(key, []).append(i)
    for (kind, _), idx in groups.items():
        if len(idx) < 2:
            continue
        regs = [event.players[i] for i in idx]
        said = {"n": len(idx), "rows": where_rows(regs)}
        if kind == "id":
            message = Msg(
                "player id {who} is registered {n} times ({rows})", who=cell(regs[0].id), **said
            )
        else:
            message = Msg(
                "player {who} is registered {n} times ({rows})", who=cell(regs[0].player), **said
            )
        for i in idx:
            problems[i].append(
                problem(
                    "roster-duplicate-player",
                    message,
                    event.players[i].location,
                    fix=Msg("keep one registration and remove the others"),
                )
            )


def lookalikes(event: Event, problems: list[list[Finding]]) -> None:
    """Rows that may be one player: names that differ only by look-alike characters, the same
    name registered once with an id and once without, and the same name under two ids (a
    warning naming the other rows: two players may share a name)."""
    rows = {i: (reg.player,) for i, reg in enumerate(event.players) if reg.player}
    for idx in _skeleton_groups(rows):
        _lookalike_group(event, idx, problems)


def _skeleton_groups(spellings: dict) -> list[list]:
    """The groups (two members or more, in the order of ``spellings``) of the keys of
    ``spellings`` (a row of a player, the key of a team) whose spellings share a UTS #39 skeleton,
    directly or through another member: what players and teams alike call looking alike."""
    parent = {k: k for k in spellings}

    def root(k):
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    by_skeleton: dict[str, object] = {}
    for k, written in spellings.items():
        for spelling in written:
            for s in skeletons(spelling):
                parent[root(k)] = root(by_skeleton.setdefault(s, k))
    groups: dict[object, list] = {}
    for k in spellings:
        groups.setdefault(root(k), []).append(k)
    return [keys for keys in groups.values() if len(keys) > 1]


def _lookalike_group(event: Event, idx: list[int], problems: list[list[Finding]]) -> None:
    """The warnings of one group of rows whose names look alike. What a row's warning names
    depends on its name's key (and its id) only, so each is worked out once per key: a group
    of 10,000 rows of one name costs what 10,000 findings cost, not 10,000 squared."""
    from collections import Counter

    regs = [event.players[i] for i in idx]
    key = [same_name_key(r.player) for r in regs]
    idkey = [same_name_key(r.id) if r.id else None for r in regs]
    pos = {id(r): n for n, r in enumerate(regs)}
    by_key: dict[str, list[Registration]] = {}
    for r, k in zip(regs, key, strict=True):
        by_key.setdefault(k, []).append(r)
    ids = Counter((k, ik) for k, ik in zip(key, idkey, strict=True) if ik is not None)
    with_id = Counter(k for k, ik in zip(key, idkey, strict=True) if ik is not None)
    said: dict[tuple, str] = {}
    for n, (i, reg) in enumerate(zip(idx, regs, strict=True)):
        k, ik, same = key[n], idkey[n], by_key[key[n]]
        if len(same) < len(regs):
            if ("differ", k) not in said:
                said["differ", k] = _first(
                    regs, lambda r, k=k: key[pos[id(r)]] == k, len(regs) - len(same)
                )
                said["like", k] = next(r for r in regs if key[pos[id(r)]] != k)
            like = said["like", k]
            differs = differences(reg.player, reg, like.player, like)
            problems[i].append(_looks_like("players", reg, said["differ", k], differs))
        others = with_id[k] - ids[k, ik] if ik is not None else 0
        if others:
            if ("id", k, ik) not in said:
                said["id", k, ik] = _first(
                    same, lambda r, ik=ik: idkey[pos[id(r)]] in (None, ik), others
                )
            problems[i].append(_other_id(reg, said["id", k, ik]))
        has = ik is not None
        gap = len(same) - with_id[k] if has else with_id[k]
        if gap:
            if ("gap", k, has) not in said:
                said["gap", k, has] = _first(
                    same, lambda r, has=has: (idkey[pos[id(r)]] is not None) == has, gap
                )
            problems[i].append(_id_gap(reg, said["gap", k, has]))


#: What a look-alike warning says, by what looks alike (``players``, ``teams``): its rule, the
#: spelling of the row's name (its registration's field), its message (of that spelling and the
#: others it looks like) and its fix.
_LOOKALIKE = {
    "players": (
        "player",
        lambda name, others, differs: Msg(
            "the name {name} looks like the name of {players} but differs in its characters "
            "(look-alike letters of another script, accents, or invisible ones): one player "
            "twice, or "
            "two players? {differs}",
            name=name,
            players=others,
            differs=differs,
        ),
        Msg("check the registrations; correct the name of the one that is wrong"),
    ),
    "teams": (
        "team",
        lambda name, others, differs: Msg(
            "the team name {team} looks like the name of team {teams} but differs in its "
            "characters (look-alike letters of another script, or accents): one team written "
            "two ways, or "
            "two teams? {differs}",
            team=name,
            teams=others,
            differs=differs,
        ),
        Msg("check the registrations; write each team's name the same way in all its rows"),
    ),
}


def _looks_like(kind: str, reg: Registration, others: str, differs: str) -> Finding:
    """The ``roster-lookalike-{kind}`` warning of ``reg``: its name (the player's, the team's)
    looks like ``others``; ``differs`` (:func:`differences`) names the characters that differ."""
    field, message, fix = _LOOKALIKE[kind]
    name = repr(getattr(reg, field))
    return problem(
        f"roster-lookalike-{kind}", message(name, others, differs), reg.location, fix=fix
    )


#: How many differing characters a look-alike warning names before "and N more".
DIFFERENCES = 3


def _at(name: str, reg: Registration) -> str:
    """``Alice (row 4)``, ``'Team' (row 4)``: a name or a spelling and where it is written
    (:attr:`Registration.where`)."""
    return Msg("{player} ({where})", player=name, where=reg.where)


def _chars(text: str) -> str:
    """``U+0422 CYRILLIC CAPITAL LETTER TE``: each character of ``text`` by code point and Unicode
    name (``+`` between two), or "nothing" when ``text`` is empty (an invisible character or a
    letter of one spelling has no counterpart in the other)."""
    if not text:
        return Msg("nothing")
    return _plus([_char(c) for c in text])


def _char(c: str) -> str:
    """One character by code point and Unicode name. The name is the standard's English one in
    every language, labelled as such where the report is not English (« U+0410 (nom Unicode :
    CYRILLIC CAPITAL LETTER A) », atkQ 3): the identifier a reader searches the Unicode charts
    for, exact for every character; the standard's French names (ISO/IEC 10646, French edition)
    ship in no maintained package, and a French name pieced together from the English words
    would be wrong for all but the commonest letters. A character the standard names not (a
    private-use one) is its code point alone."""
    name = unicodedata.name(c, "")
    code = f"{ord(c):04X}"
    if not name:
        return f"U+{code}"
    return Msg("U+{code} {en_unicode_name}", code=code, en_unicode_name=name)


def _plus(parts: list) -> str:
    """``parts`` joined by `` + `` as one :class:`Msg`, each part said in the reader's language
    (halves in turn, as :func:`riftcheck.models.joined`: a long run stays a shallow tree)."""
    if len(parts) == 1:
        return parts[0]
    half = len(parts) // 2
    return Msg("{a} + {b}", a=_plus(parts[:half]), b=_plus(parts[half:]))


@lru_cache(maxsize=4096)
def _differing(mine: str, theirs: str) -> tuple[tuple[str, str], ...]:
    """The runs of characters of ``mine`` and of ``theirs`` that differ, in order (a
    :class:`difflib.SequenceMatcher` alignment; an empty side: nothing there), worked out once per
    pair of spellings however many rows write them."""
    from difflib import SequenceMatcher

    ops = SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
    return tuple((mine[i1:i2], theirs[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal")


def differences(mine: str, reg: Registration, theirs: str, other: Registration) -> str:
    """What the spelling ``mine`` (at ``reg``) has where ``theirs`` (at ``other``) has something
    else, character by character: two spellings that look alike on screen, told apart.
    :data:`DIFFERENCES` at most, then how many more."""
    said = []
    for a, b in _differing(mine, theirs):
        if not said:
            said.append(
                Msg(
                    "{name} has {mine} where {other} has {theirs}",
                    name=_at(repr(mine), reg),
                    mine=_chars(a),
                    other=_at(repr(theirs), other),
                    theirs=_chars(b),
                )
            )
        else:
            said.append(Msg("{mine} where it has {theirs}", mine=_chars(a), theirs=_chars(b)))
    return listed(said, limit=DIFFERENCES)


def _other_id(reg: Registration, players: str) -> Finding:
    return problem(
        "roster-lookalike-players",
        Msg(
            "{name} is also registered with another player id ({players}): one player twice, "
            "or two players of one name?",
            name=cell(reg.player),
            players=players,
        ),
        reg.location,
        fix=Msg("check the player ids; keep one registration per player"),
    )


def _id_gap(reg: Registration, players: str) -> Finding:
    return problem(
        "roster-lookalike-players",
        Msg(
            "{name} is also registered {how} ({players}): one player twice?",
            name=cell(reg.player),
            how=Msg("without a player id") if reg.id else Msg("with a player id"),
            players=players,
        ),
        reg.location,
        fix=Msg("give every registration its player id, and keep one per player"),
    )


def lookalike_teams(event: Event, problems: list[list[Finding]]) -> None:
    """Team names that differ only by look-alike characters (a Cyrillic ``Т`` for a Latin ``T``):
    two teams by their keys (:func:`~riftcheck.events.names.same_name_key`, so ``Twin`` and
    ``twin `` are one team already), perhaps one team written two ways. As for player names
    (:func:`lookalikes`), by the UTS #39 skeletons of every spelling of each team: a warning at
    each row of those teams, naming the other teams' spellings and rows."""
    teams: dict[str, list[int]] = {}
    for i, reg in enumerate(event.players):
        if reg.team and same_name_key(reg.team):
            teams.setdefault(same_name_key(reg.team), []).append(i)
    spellings = {k: {event.players[i].team for i in idx} for k, idx in teams.items()}
    for keys in _skeleton_groups(spellings):
        for k in keys:
            others = listed([_team_rows(event, teams[o]) for o in keys if o != k], limit=NAMED)
            like = event.players[teams[next(o for o in keys if o != k)][0]]
            for i in teams[k]:
                reg = event.players[i]
                differs = differences(reg.team, reg, like.team, like)
                problems[i].append(_looks_like("teams", reg, others, differs))


def _team_rows(event: Event, idx: list[int]) -> str:
    """``'Team' (rows 9 and 10)``: a team as written at its first row, and where its players are
    (:func:`where_rows`)."""
    regs = [event.players[i] for i in idx]
    return Msg("{team} ({rows})", team=repr(regs[0].team), rows=where_rows(regs))


@dataclass(frozen=True, slots=True)
class IdenticalGroup:
    """The group of identical lists a player is in: ``first`` is the index (in the roster's
    players) of the group's first row, which holds the group's one finding, ``row`` its roster
    row, ``size`` how many lists the group holds, ``where`` how messages name the first row
    (:attr:`Registration.where`: ``row 2``, ``row 9, line 12``, an event file's ``line 8``)."""

    first: int
    row: int
    size: int
    where: str = ""


def identical_note(group: IdenticalGroup) -> str:
    """What a report says beside a member of a group of identical lists other than its first row
    (which holds the group's one finding)."""
    return Msg(
        "identical lists: the same cards in every zone as the group at {where} ({n} lists; "
        "its roster-identical-lists warning names them)",
        where=group.where or Msg("row {row}", row=group.row),
        n=group.size,
    )


def identical_lists(
    event: Event, decks: list[Deck | None], problems: list[list[Finding]]
) -> list[IdenticalGroup | None]:
    """Players whose lists hold the same cards in every zone (printings aside; Neeko's additional
    legends count): one warning per group, at its first row, naming the others up to a bound.
    The other members get no finding of their own; what is returned says, per player, the group
    it is in (``None``: none), for the reports to show beside each member."""
    from riftcheck.events.diff import same_cards_key

    groups: dict[str, list[int]] = {}
    for i, deck in enumerate(decks):
        if deck is not None and deck.entries():
            groups.setdefault(same_cards_key(deck), []).append(i)
    member: list[IdenticalGroup | None] = [None] * len(decks)
    for idx in groups.values():
        if len(idx) < 2:
            continue
        first, others = event.players[idx[0]], [event.players[j] for j in idx[1 : NAMED + 1]]
        # each list named with its own « of » (« la liste d'Yann (ligne 2) et celle du joueur de la
        # ligne 7 »): a bare list of names would coordinate « de Yann et le joueur de la ligne 7 »
        message = Msg(
            "the same cards in every zone as {lists}: not illegal, worth a look",
            lists=_named(others, len(idx) - 1, each=_list_of),
        )
        problems[idx[0]].append(problem("roster-identical-lists", message, first.location))
        group = IdenticalGroup(idx[0], first.row, len(idx), first.where)
        for j in idx:
            member[j] = group
    return member


def team_size_message(team: str, have: int, rows: str, size: int) -> Msg:
    """A team with too few or too many members: how many, where (``rows``: :func:`where_rows`,
    ``row 5`` for one, ``rows 5 and 9`` for more: the word follows the count in every language),
    and how many it must have."""

    players = plural(have, "player")
    said = {"team": team, "players": players, "rows": rows, "n": size}
    if have < size:
        return Msg("team {team} is missing a member: {players} ({rows}), a team has {n}", **said)
    if have == 3:
        return Msg("team {team} has a third member: {players} ({rows}), a team has {n}", **said)
    return Msg("team {team} has a further member: {players} ({rows}), a team has {n}", **said)
