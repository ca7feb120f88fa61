"""``riftcheck show DECK...``: what riftcheck read, on one screen (see :mod:`riftcheck.stats`).

The legend and its domains, the Chosen Champion (marked or inferred), the
cards per zone, the energy and power curves as bar charts, the domain split,
the runes against the domains the main deck needs, the Signature count and the
cards banned, rotating or with a ban ahead on the as-of date, then the
verdict in one line (``riftcheck check`` gives the findings).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Literal

import typer

ShowFormat = Literal["text", "json"]


def show(
    ctx: typer.Context,
    paths: list[str] = typer.Argument(
        ..., metavar="DECK...", help="Deck files, '-' for stdin, or deck codes."
    ),
    ruleset: str | None = typer.Option(
        None,
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="Ruleset whose ban list and sets apply [default: constructed].",
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="Date for banned and rotating cards [default: event date, else today].",
    ),
    fmt: ShowFormat = typer.Option(
        "text", "--format", "-f", help="text (bar charts) or json (the stats objects)."
    ),
) -> None:
    """Show a deck on one screen: legend, champion, zones, curves, domains, runes, bans.

    Exit codes: 0 every deck shown is legal, 1 one is illegal or unreadable,
    2 usage error, 3 setup error.
    """
    from riftcheck import api
    from riftcheck.cli._common import global_cards
    from riftcheck.i18n import Msg, current, say_source, translator
    from riftcheck.reporters._util import (
        check_changed,
        partial_verdict,
        reading_lines,
        severity_counts,
        verdict,
        verdict_bracket,
        verdict_note,
    )

    stdin_text = sys.stdin.read() if "-" in paths else None
    run = api.check_paths(
        paths,
        ruleset=ruleset,
        as_of=as_of,
        cards=global_cards(ctx),
        stdin_text=stdin_text,
        jobs=1,
        stats=True,
        keep_decks=True,  # the decks as read: their reading notices are shown
        # `show deck.txt >> deck.txt` would append the view into the deck (evtT 4)
        report_to_stdout=True,
    )
    if fmt == "json":
        doc = [
            {
                "path": d.source,
                "legal": d.legal,
                # what changed the check or left part of it out, as check's report says beside
                # the verdict: a plain ``legal: true`` read as a whole check (evtV 3)
                "partial": partial_verdict(run, d) is not None,
                "check_changed": check_changed(run, d.legal),
                "verdict_note": str(note) if (note := verdict_note(run, d)) else None,
                "changes": [str(m) for m in run.provenance.change_lines()],
                "stats": d.stats.to_json() if d.stats is not None else None,
                # how the list was read, where that changes the deck shown
                "notices": [str(m) for m in reading_lines(d.deck)] if d.deck is not None else [],
            }
            for d in run.decks
        ]
        sys.stdout.write(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
        raise typer.Exit(run.exit_code())
    import shutil

    from riftcheck.reporters._util import wrap  # keeps « : » with its word, as the reports do
    from riftcheck.reporters.deckview import view_lines

    width = min(100, shutil.get_terminal_size((80, 24)).columns)
    path = (run.card_data or {}).get("path")
    tr = translator(current(), Path(path) if path else None)  # the locale's language (or --lang)
    out: list[str] = _changed_header(run, tr, width)
    for d in run.decks:
        if out:
            out.append("")
        out.append(say_source(d.source, tr))  # « <entrée standard> », as check/diff say it
        if d.stats is not None:
            out += ["  " + s for s in view_lines(d.stats, width - 2, tr)]
        for note in reading_lines(d.deck) if d.deck is not None else ():
            out += wrap(tr.message(Msg("note: {text}", text=note)), width, "  ", "    ")
        counts = severity_counts(list(d.findings) + ([d.error] if d.error else []))
        said = tr.text(verdict(d).upper())
        # one bracket, the counts then the note, as check's verdict line says it
        said += verdict_bracket(tr, counts, verdict_note(run, d))
        if d.error is not None:
            said = tr.message(Msg("{verdict}: {message}", verdict=said, message=d.error.message))
        elif d.findings:
            said += tr.message(Msg("; riftcheck check lists the findings"))
        out += wrap(said, width, "  ", "  ")
    sys.stdout.write("\n".join(out) + "\n")
    raise typer.Exit(run.exit_code())


def _changed_header(run, tr, width: int) -> list[str]:
    """check's header lines (ruleset, as-of date, card database, ``Partial check:`` and
    ``Changed:``, the pools not checked) when something changed the check or left part of it
    out (a local ruleset or card database, a configuration's ``ruleset:`` or ``ignore:``, a
    Sealed deck without its pool), else none: a plain LEGAL under a ruleset that does not run
    banned read as a whole check (evtV 3)."""
    from riftcheck.reporters._util import deck_pool_notice, wrap
    from riftcheck.reporters.text import header_lines, note_line

    pools = deck_pool_notice(run)
    if not run.provenance.change_lines() and pools is None:
        return []
    out = header_lines(run, tr, width)
    if pools is not None:
        out += wrap(tr.message(note_line(pools)), width, "", "")
    return out


def register(app: typer.Typer) -> None:
    """Add the ``show`` command to ``app``."""
    app.command("show")(show)
