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

from riftcheck.models import Msg, Plural

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
    ctx: typer.Context,
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
    from riftcheck import api
    from riftcheck.infra import escape
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
    from riftcheck.cli._common import global_cards
    from riftcheck.i18n import current, translator

    tr = translator(current(), global_cards(ctx))  # names the cards in French when it knows them
    typer.echo("\n".join(escape.line(x) for x in ban_lines(rs.name, day, rows, tr)))


def ban_lines(name: str, day: _dt.date, rows: list[dict], tr) -> list[str]:
    """The text listing of :func:`ban_rows`, said by the translator ``tr``."""
    live = sum(r["status"] == "in force" for r in rows)
    ahead = sum(r["status"] == "scheduled" for r in rows)
    on = day.isoformat()
    head = Plural(
        live,
        "{ruleset}: {n} card banned on {date}",
        "{ruleset}: {n} cards banned on {date}",
        ruleset=name,
        date=on,
    )
    if ahead:
        head = Msg("{head}, {n} more from a later date", head=head, n=ahead)
    lines = [tr.message(head)]
    for r in rows:
        lines.append("  " + tr.message(Msg("{card}  ({status}, {when})", **_ban_words(r))))
        if r["source"]:
            lines.append(
                f"    {r['source']}"
            )  # an address is never broken: a terminal opens it whole
    return lines


def _ban_words(r: dict) -> dict:
    """The values of one ban's line: the card, its status and its dates, as messages."""
    if r["status"] == "in force":
        status, when = Msg("in force"), Msg("since {date}", date=r["effective"])
        if r["until"]:
            when = Msg("{when} until {date}", when=when, date=r["until"])
    elif r["status"] == "scheduled":
        status, when = Msg("scheduled"), Msg("from {date}", date=r["effective"])
    else:
        status = Msg("ended")
        when = Msg("{start} to {end}", start=r["effective"], end=r["until"])
    return {"card": r["card"], "status": status, "when": when}


def register(app: typer.Typer) -> None:
    """Add the ``bans`` command to ``app``."""
    app.command("bans")(bans)
