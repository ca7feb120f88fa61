"""``riftcheck bans [--as-of DATE] [--ruleset R]``: the ban list in force, with dates and sources.

Every ban of the ruleset's ``bans`` table that applies to it (its name or
format family) is listed with its effective date, its end date when it has
one, whether it is in force on the as-of date (or still to come), and the
announcement it comes from. The same matcher judges decks (``banned`` rule).
"""

from __future__ import annotations

import datetime as _dt
from typing import Literal

import typer

BansFormat = Literal["text", "json"]


def ban_rows(rs, day: _dt.date) -> list[dict]:
    """The ruleset's bans as plain records, in force first, then scheduled, then ended; by date and name."""
    mine = {rs.name, rs.format}
    rows = []
    for b in rs.tables.get("bans", ()):
        formats = b.get("formats")
        if formats and not mine.intersection(formats):
            continue
        until = b.get("until")
        if b["effective"] > day:
            status = "scheduled"
        elif until is not None and day >= until:
            status = "ended"
        else:
            status = "in force"
        rows.append(
            {
                "card": str(b.get("card", "")),
                "effective": b["effective"].isoformat(),
                "until": until.isoformat() if until else None,
                "status": status,
                "source": b.get("source"),
            }
        )
    order = {"in force": 0, "scheduled": 1, "ended": 2}
    rows.sort(key=lambda r: (order[r["status"]], r["effective"], r["card"].casefold()))
    return rows


def bans(
    ruleset: str = typer.Option(
        "constructed",
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="Ruleset whose ban list to show.",
    ),
    as_of: str | None = typer.Option(
        None, "--as-of", metavar="DATE", help="Date the list is in force on [default: today]."
    ),
    fmt: BansFormat = typer.Option("text", "--format", "-f", help="text or json."),
) -> None:
    """List the ban list in force on a date, with dates and sources.

    Exit codes: 0 listed, 2 usage error (a bad date), 3 the ruleset cannot be loaded.
    """
    from riftcheck import api, escape
    from riftcheck.rulesets import load_ruleset

    day = api.parse_date(as_of) if as_of is not None else _dt.date.today()
    rs = load_ruleset(ruleset)
    rows = ban_rows(rs, day)
    if fmt == "json":
        typer.echo(
            escape.json_document(
                {"ruleset": rs.name, "as_of": day.isoformat(), "bans": rows}, indent=2
            )
        )
        return
    live = sum(r["status"] == "in force" for r in rows)
    ahead = sum(r["status"] == "scheduled" for r in rows)
    lines = [
        f"{rs.name}: {live} card{'s' if live != 1 else ''} banned on {day.isoformat()}"
        + (f", {ahead} more from a later date" if ahead else "")
    ]
    for r in rows:
        when = {
            "in force": f"since {r['effective']}",
            "scheduled": f"from {r['effective']}",
            "ended": f"{r['effective']} to {r['until']}",
        }[r["status"]]
        if r["status"] == "in force" and r["until"]:
            when += f" until {r['until']}"
        lines.append(f"  {r['card']}  ({r['status']}, {when})")
        if r["source"]:
            lines.append(
                f"    {r['source']}"
            )  # an address is never broken: a terminal opens it whole
    typer.echo("\n".join(escape.line(x) for x in lines))


def register(app: typer.Typer) -> None:
    """Add the ``bans`` command to ``app``."""
    app.command("bans")(bans)
