"""The roster's own problems, found across rows: one player twice, look-alike names, identical lists.

Each function takes the event and one list of findings per row (in roster
order) and appends to it. A group is named up to :data:`NAMED` others
("and 397 more"), and a group of identical lists is one finding at its first
row, so a netdeck played by 5,000 players costs what it costs to say once.
"""

from __future__ import annotations

from riftcheck.events.names import same_name_key, skeletons
from riftcheck.events.values import ROSTER_PROBLEMS, Event, Registration
from riftcheck.i18n import joined, plural
from riftcheck.models import Deck, Finding, Location, Msg

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


def _rows(regs: list[Registration]) -> str:
    """``2, 9`` (and ``... and 397 more`` past :data:`NAMED`)."""
    text = ", ".join(str(r.row) for r in regs[:NAMED])
    if len(regs) > NAMED:
        return Msg("{rows} and {n} more", rows=text, n=len(regs) - NAMED)
    return text


def _who(reg: Registration) -> str:
    """``Alice (row 2)``: a row as another row's finding names it."""
    return Msg("{player} (row {row})", player=reg.player or reg.id or Msg("(no name)"), row=reg.row)


def _named(regs: list[Registration]) -> str:
    """The rows ``regs`` by name, :data:`NAMED` at most, then how many more."""
    said = joined([_who(r) for r in regs[:NAMED]])
    if len(regs) > NAMED:
        return Msg("{players} and {n} more", players=said, n=len(regs) - NAMED)
    return said


def duplicates(event: Event, problems: list[list[Finding]]) -> None:
    """The same player twice: the same id, else the same name when the rows give no ids.

    Names and ids are compared by :func:`~riftcheck.events.names.same_name_key`
    (invisible characters, Unicode forms, case and spacing aside).
    """
    groups: dict[tuple[str, str], list[int]] = {}
    for i, reg in enumerate(event.players):
        if reg.id:
            key = ("id", same_name_key(reg.id))
        elif reg.player:
            key = ("name", same_name_key(reg.player))
        else:
            continue
        groups.setdefault(key, []).append(i)
    for (kind, _), idx in groups.items():
        if len(idx) < 2:
            continue
        regs = [event.players[i] for i in idx]
        if kind == "id":
            message = Msg(
                "player id {who} is registered {n} times (rows {rows})",
                who=regs[0].id,
                n=len(idx),
                rows=_rows(regs),
            )
        else:
            message = Msg(
                "player {who} is registered {n} times (rows {rows})",
                who=regs[0].player,
                n=len(idx),
                rows=_rows(regs),
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
    """Rows that may be one player: names that differ only by look-alike characters, and the
    same name registered once with an id and once without (a warning naming the other rows)."""
    by_skeleton: dict[str, int] = {}
    parent = list(range(len(event.players)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, reg in enumerate(event.players):
        if not reg.player:
            continue
        for s in skeletons(reg.player):
            j = by_skeleton.setdefault(s, i)
            parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i, reg in enumerate(event.players):
        if reg.player:
            groups.setdefault(root(i), []).append(i)
    for idx in groups.values():
        if len(idx) > 1:
            _lookalike_group(event, idx, problems)


def _lookalike_group(event: Event, idx: list[int], problems: list[list[Finding]]) -> None:
    regs = {i: event.players[i] for i in idx}
    keys = {i: same_name_key(r.player) for i, r in regs.items()}
    for i, reg in regs.items():
        differ = [regs[j] for j in idx if j != i and keys[j] != keys[i]]
        id_gap = [
            regs[j]
            for j in idx
            if j != i and keys[j] == keys[i] and bool(regs[j].id) != bool(reg.id)
        ]
        if differ:
            problems[i].append(
                problem(
                    "roster-lookalike-players",
                    Msg(
                        "the name {name} looks like the name of {players} but differs in its "
                        "characters (look-alike letters of another script, or invisible ones): "
                        "one player twice, or two players?",
                        name=repr(reg.player),
                        players=_named(differ),
                    ),
                    reg.location,
                    fix=Msg("check the registrations; correct the name of the one that is wrong"),
                )
            )
        if id_gap:
            problems[i].append(
                problem(
                    "roster-lookalike-players",
                    Msg(
                        "{name} is also registered {how} ({players}): one player twice?",
                        name=reg.player,
                        how=Msg("without a player id") if reg.id else Msg("with a player id"),
                        players=_named(id_gap),
                    ),
                    reg.location,
                    fix=Msg("give every registration its player id, and keep one per player"),
                )
            )


def identical_lists(event: Event, decks: list[Deck | None], problems: list[list[Finding]]) -> None:
    """Players whose lists hold the same cards in every zone (printings aside; Neeko's additional
    legends count): one warning per group, at its first row, naming the others up to a bound."""
    from riftcheck.events.diff import same_cards_key

    groups: dict[str, list[int]] = {}
    for i, deck in enumerate(decks):
        if deck is not None and deck.entries():
            groups.setdefault(same_cards_key(deck), []).append(i)
    for idx in groups.values():
        if len(idx) < 2:
            continue
        first, others = event.players[idx[0]], [event.players[j] for j in idx[1:]]
        message = Msg(
            "the same cards in every zone as the list of {players}: not illegal, worth a look",
            players=_named(others),
        )
        problems[idx[0]].append(problem("roster-identical-lists", message, first.location))
        for j in idx[1:]:
            problems[j].append(
                problem(
                    "roster-identical-lists",
                    Msg(
                        "the same cards in every zone as the list of {player} ({n} identical "
                        "lists in all): not illegal, worth a look",
                        player=_who(first),
                        n=len(idx),
                    ),
                    event.players[j].location,
                )
            )


def team_size_message(team: str, have: int, rows: str, size: int) -> Msg:
    """A team with too few or too many members: how many, at which rows, and how many it must have."""
    players = plural(have, "player")
    said = {"team": team, "players": players, "rows": rows, "n": size}
    if have < size:
        return Msg(
            "team {team} is missing a member: {players} (rows {rows}), a team has {n}", **said
        )
    if have == 3:
        return Msg(
            "team {team} has a third member: {players} (rows {rows}), a team has {n}", **said
        )
    return Msg("team {team} has a further member: {players} (rows {rows}), a team has {n}", **said)
