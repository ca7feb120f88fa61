"""``riftcheck diff REGISTERED PLAYED``: a deck check, the played deck against the registered list."""

from __future__ import annotations

from typing import Literal

import typer

from riftcheck.models import Msg

DiffFormat = Literal["text", "json"]


def render_text(d) -> str:
    """The comparison as lines: per zone, each card added (+), removed (-) or changed, then the verdict."""
    from riftcheck.escape import lines, terminal

    out = [f"registered: {terminal(d.registered)}", f"played:     {terminal(d.played)}", ""]
    zone = None
    for c in d.changes:
        if c.zone != zone:
            zone = c.zone
            out.append(f"{zone}:")
        sign = "+" if c.played > c.registered else "-"
        out.append(
            f"  {sign}{abs(c.played - c.registered)} {terminal(c.name)} ({c.registered} -> {c.played}, {c.kind})"
        )
    if d.changes:
        out.append("")
    for n in d.notices:
        out.append(f"note: {terminal(n)}")
    for p in d.problems:
        where = f"{p.location}: " if p.location is not None else ""
        cite = f" [{p.citation}]" if p.citation else ""
        out.append(
            f"{'not allowed' if d.sideboarding else 'changed'}: {terminal(where + p.message)}{cite}"
        )
    if d.notices or d.problems:
        out.append("")
    zones = len({c.zone for c in d.changes})
    if d.identical:
        out.append("identical: the same cards in every zone")
    elif d.sideboarding and d.allowed:
        out.append(
            f"{len(d.changes)} changes in {zones} zones: legal one-for-one sideboard exchanges (TR 403.4)"
        )
    elif d.sideboarding:
        out.append(f"{len(d.problems)} differences are not sideboard exchanges (TR 403.4)")
    else:
        out.append(f"{len(d.changes)} changes in {zones} zones: the decks differ")
    return lines("\n".join(out)) + "\n"


def render_json(d) -> str:
    """The comparison as a JSON document."""
    from riftcheck.escape import json_document
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

    from riftcheck.cli._common import get_db
    from riftcheck.decks import read_deck
    from riftcheck.diff import diff_decks
    from riftcheck.errors import UsageError

    if registered == "-" and played == "-":
        raise UsageError(Msg("only one of REGISTERED and PLAYED can be '-' (standard input)"))
    db = get_db(ctx)
    stdin = sys.stdin.read() if "-" in (registered, played) else None
    a = read_deck(registered, db, text=stdin if registered == "-" else None)
    b = read_deck(played, db, text=stdin if played == "-" else None)
    d = diff_decks(a, b, sideboarding=sideboarding)
    sys.stdout.write(render_json(d) if fmt == "json" else render_text(d))
    ok = d.allowed if sideboarding else d.identical
    raise typer.Exit(0 if ok else 1)


def register(app: typer.Typer) -> None:
    """Add the ``diff`` command to ``app``."""
    app.command("diff")(diff)
