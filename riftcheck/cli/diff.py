"""``riftcheck diff REGISTERED PLAYED``: a deck check, the played deck against the registered list."""

from __future__ import annotations

from typing import Literal

import typer

from riftcheck.models import Msg

DiffFormat = Literal["text", "json"]


def render_text(d, tr=None) -> str:
    """The comparison as lines: per zone, each card added (+), removed (-) or changed, then the
    verdict; said by the translator ``tr`` (``None``: English), which names cards in its language."""
    from riftcheck.events.diff import ZONE_HEADINGS
    from riftcheck.i18n import Translator
    from riftcheck.infra.escape import lines, terminal

    tr = tr or Translator("en")

    def say(message: Msg) -> str:
        return terminal(tr.message(message))

    out = [
        say(Msg("registered: {path}", path=d.registered)),
        say(Msg("played:     {path}", path=d.played)),
        "",
    ]
    zone = None
    for c in d.changes:
        if c.zone != zone:
            zone = c.zone
            out.append(say(ZONE_HEADINGS[zone]))
        line = Msg(
            "{delta} {card} ({registered} -> {played}, {kind})",
            delta=c.delta(),
            card=c.name,
            registered=c.registered,
            played=c.played,
            kind=_KINDS[c.kind],
        )
        out.append("  " + say(line))
    if d.changes:
        out.append("")
    for n in d.notices:
        out.append(say(Msg("note: {text}", text=n)))
    for p in d.problems:
        text = (
            Msg("{location}: {message}", location=p.location, message=p.message)
            if p.location is not None
            else p.message
        )
        cite = f" [{p.citation}]" if p.citation else ""
        out.append(
            say(
                Msg("not allowed: {problem}", problem=text)
                if d.sideboarding
                else Msg("changed: {problem}", problem=text)
            )
            + cite
        )
    if d.notices or d.problems:
        out.append("")
    out.append(say(_verdict(d)))
    return lines("\n".join(out)) + "\n"


#: How a card's count changed, said in a diff line.
_KINDS = {"added": Msg("added"), "removed": Msg("removed"), "changed": Msg("changed")}


def _verdict(d) -> Msg:
    """The last line of the comparison: identical, allowed exchanges, or how the decks differ."""
    from riftcheck.i18n import plural

    changes = plural(len(d.changes), "change")
    zones = plural(len({c.zone for c in d.changes}), "zone")
    if d.identical:
        return Msg("identical: the same cards in every zone")
    if d.sideboarding and d.allowed:
        return Msg(
            "{changes} in {zones}: legal one-for-one sideboard exchanges (TR 403.4)",
            changes=changes,
            zones=zones,
        )
    if d.sideboarding:
        n = len(d.problems)
        return (
            Msg("{n} difference is not a sideboard exchange (TR 403.4)", n=n)
            if n == 1
            else Msg("{n} differences are not sideboard exchanges (TR 403.4)", n=n)
        )
    return Msg("{changes} in {zones}: the decks differ", changes=changes, zones=zones)


def render_json(d) -> str:
    """The comparison as a JSON document."""
    from riftcheck.infra.escape import json_document
    from riftcheck.reporters.json import change

    doc = {
        "registered": d.registered,
        "played": d.played,
        "identical": d.identical,
        "sideboarding": d.sideboarding,
        "allowed": d.allowed,
        "changes": [
            {**change(c), "line": c.location.line if c.location else None} for c in d.changes
        ],
        "problems": [
            {
                "message": p.message,
                "citation": p.citation,
                "fix": p.fix,
                "path": p.location.file if p.location else None,
                "line": p.location.line if p.location else None,
            }
            for p in d.problems
        ],
        "notices": list(d.notices),
    }
    return json_document(doc, indent=2, sort_keys=True) + "\n"


def diff(
    ctx: typer.Context,
    registered: str = typer.Argument(
        ..., metavar="REGISTERED", help="The registered list: a file, '-' or a deck code."
    ),
    played: str = typer.Argument(
        ..., metavar="PLAYED", help="The deck played: a file, '-' or a deck code."
    ),
    sideboarding: bool = typer.Option(
        False,
        "--sideboarding",
        help="Allow one-for-one exchanges between main deck and sideboard (TR 403.4); "
        "legend, runes and battlefields stay fixed.",
    ),
    fmt: DiffFormat = typer.Option("text", "--format", "-f", help="Report format."),
) -> None:
    """Compare the deck played with the registered list, zone by zone, by card identity.

    An alternate art or another printing of the same card is no change. Exit codes: 0 identical
    (with --sideboarding: only legal sideboard exchanges), 1 different (or a deck cannot be read),
    2 usage error, 3 riftcheck cannot run.
    """
    import sys

    from riftcheck.cli._common import get_db, global_cards
    from riftcheck.decks import read_deck
    from riftcheck.events.diff import diff_decks
    from riftcheck.infra.errors import UsageError

    if registered == "-" and played == "-":
        raise UsageError(Msg("only one of REGISTERED and PLAYED can be '-' (standard input)"))
    db = get_db(ctx)
    stdin = sys.stdin.read() if "-" in (registered, played) else None
    a = read_deck(registered, db, text=stdin if registered == "-" else None)
    b = read_deck(played, db, text=stdin if played == "-" else None)
    d = diff_decks(a, b, sideboarding=sideboarding)
    if fmt == "json":
        sys.stdout.write(render_json(d))
    else:
        from riftcheck.i18n import current, translator

        # names the cards in French when the database knows them, like the check report
        sys.stdout.write(render_text(d, translator(current(), global_cards(ctx))))
    ok = d.allowed if sideboarding else d.identical
    raise typer.Exit(0 if ok else 1)


def register(app: typer.Typer) -> None:
    """Add the ``diff`` command to ``app``."""
    app.command("diff")(diff)
