"""``riftcheck convert SRC --to yaml|json|text|code|tts [-o OUT]``: rewrite a deck in another format."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Literal

import typer

from riftcheck.deckformats import INPUT_FORMATS, OUTPUT_FORMATS
from riftcheck.infra.errors import RiftcheckError
from riftcheck.models import Msg

OutFormat = Literal[OUTPUT_FORMATS]  # type: ignore[valid-type]  # the writers' registry
InFormat = Literal[INPUT_FORMATS]  # type: ignore[valid-type]  # the readers' registry


def convert(
    ctx: typer.Context,
    src: str = typer.Argument(..., metavar="SRC", help="Deck file, '-' for stdin, or a deck code."),
    to: OutFormat = typer.Option(..., "--to", "-t", help="Output format."),
    output: Path | None = typer.Option(
        None,
        "--output",
        "-o",
        metavar="FILE",
        help="Write to FILE (atomically) instead of standard output.",
    ),
    input_format: InFormat | None = typer.Option(
        None,
        "--input-format",
        help="Read SRC as this format instead of guessing from its name and content.",
    ),
    max_file_size: int = typer.Option(
        10 * 1024 * 1024,
        "--max-file-size",
        metavar="BYTES",
        show_default=False,
        help="Refuse input files larger than this many bytes [default: 10 MiB].",
    ),
    fix: bool = typer.Option(
        False,
        "--fix",
        help="Apply the safe fixes (zones, names, merged lines, tokens) while converting.",
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="For a format that cannot hold the deck's event_date (code, tts, text): the date "
        "the written deck will be checked on (check --as-of DATE), which its re-check here uses "
        "[default: today].",
    ),
) -> None:
    """Convert a deck between riftcheck YAML, JSON, Piltover text, deck codes and TTS strings.

    Entries given by name are written as the card's original printing;
    entries given by id keep their printing. A deck the target format cannot
    hold as it is (two champions in YAML, a sideboard in TTS...) is refused:
    a conversion never changes what a check sees, printings included for a
    Sealed or Draft deck, and what is written is checked again (a changed
    verdict or finding is refused). An event_date the format cannot hold
    is said on standard error, and refused (exit 2) when the written deck,
    judged on today's date (or --as-of), would check otherwise. Exit codes:
    0 written, 1 the deck cannot be read or written in that format, 2 usage
    error, 3 setup error.
    With --fix the safe fixes of 'riftcheck check --fix' are applied first
    (never a card added, removed or replaced by a guess), judged as it judges
    them: fixes 'check --fix' would refuse are refused with its reason, said
    on standard error, and the deck is converted unfixed.
    """
    from riftcheck.cli._common import get_db, global_cards
    from riftcheck.cli.checking import check_bounds
    from riftcheck.decks import read_deck
    from riftcheck.decks.write import convert_deck

    check_bounds(max_file_size=max_file_size)
    day = _date(as_of)
    from riftcheck.runner.plan import refuse_onto_step_summary, stdout_file

    refuse_onto_step_summary(output, "--output")
    if output is not None or stdout_file() is not None:
        from riftcheck.api import refuse_output_over_inputs
        from riftcheck.models import Msg
        from riftcheck.runner.plan import run_inputs

        # `convert deck.yaml -o deck.yaml --to code` would replace the deck with a lossy format
        # (and `>> deck.yaml` append to it: output None is the standard output, atkH 11); the
        # pool the deck's pool: key names is read too, so it is no output either (evtT 4)
        refuse_output_over_inputs(
            output,
            run_inputs([src, global_cards(ctx)]),
            "--output",
            hint=Msg("write the converted deck to another file"),
        )
    db = get_db(ctx)
    text = sys.stdin.read() if src == "-" else None
    deck = read_deck(src, db, text=text, input_format=input_format, max_bytes=max_file_size)
    deck, changes = _fixed(src, deck, db, text, max_file_size) if fix else (deck, None)
    try:
        out = convert_deck(deck, to, db, as_of=day)
    except RiftcheckError as exc:
        raise _named(exc, db) from None
    _tell(deck, to, changes, global_cards(ctx), day, _comments(src, text, deck, max_file_size))
    _write(out, output)


def _named(exc: RiftcheckError, db) -> RiftcheckError:
    """A refusal said in the run's language with each card named as every report in it names
    it (« Partie truquée », the database's names): the findings it quotes are the written
    deck's, whose cards a code or TTS string names in English (atkM 4b)."""
    from riftcheck.i18n import current, translator_of

    lang = current()
    if lang == "en":
        return exc
    tr = translator_of(lang, db)
    hint = tr.message(exc.hint) if exc.hint else None
    return type(exc)(tr.message(exc.message), exc.location, hint)


def _date(value: str | None):
    """``--as-of`` as a date (a bad one is a usage error, as check's)."""
    if value is None:
        return None
    from riftcheck.runner.plan import parse_date

    return parse_date(value)


def _comments(src: str, text: str | None, deck, max_bytes: int | None) -> list[int]:
    """The lines of the source holding the player's comments, which no converted deck keeps
    (atkA 25: they were dropped unsaid, and --fix said it "kept" one)."""
    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.infra.fileio import ReadRefused, read_text
    from riftcheck.runner.fixedit import comment_lines

    if deck.input_format not in ("yaml", "text"):
        return []
    if text is None:
        try:
            text = read_text(src, max_bytes or DEFAULT_MAX_BYTES, errors="replace")
        except (ReadRefused, OSError):
            return []
    # a Markdown heading read as a header (``## Champion``) is the list's header, which the
    # converted deck keeps as its zone, not a comment left out (frS 9)
    headers = {n.location.line for n in deck.notices if n.code == "bare-header" and n.location}
    return [n for n in comment_lines(text, deck.input_format) if n not in headers]


def _fixed(src: str, deck, db, text: str | None, max_bytes: int):
    """``deck`` with the safe fixes ``check --fix`` would write into its file, judged as it judges
    them (:func:`riftcheck.api.fixed_deck`: one planner, one "never worse" judge), and the lines
    the summary says: what was changed, or what was refused and why, and the planner's notes. A
    refused fix leaves the deck unfixed: it is converted as it is."""
    from riftcheck.api import fixed_deck

    fixed, report = fixed_deck(src, deck, db, text=text, max_bytes=max_bytes)
    said: list = []
    if report.skipped is not None:
        said.append(report.skipped)
    # a converted deck keeps no comment: what check --fix says of the comments it keeps in the
    # file is not said here, where _tell says they were left out (atkA 25)
    said += [c for c in report.changes if "the comment of line" not in getattr(c, "template", "")]
    said += report.notes
    if report.skipped is not None and report.changes:
        said.append(Msg("no fix was applied: the deck is converted as it is"))
    elif not report.changes and report.skipped is None:
        said.insert(0, Msg("nothing safe to fix"))
    return fixed, tuple(said)


def _write(out: str, output: Path | None) -> None:
    """The converted deck to ``output`` (atomically) or standard output; a failure is exit 2."""
    from riftcheck.cli.checking import write_stdout
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.fileio import WriteRefused, reason, write_atomic

    if output is None:
        write_stdout(sys.stdout, out)
        return
    try:
        write_atomic(output, out)
    except WriteRefused as exc:
        raise UsageError(exc.message) from None
    except OSError as exc:
        raise UsageError(
            Msg("cannot write {output}: {value}", output=output, value=reason(exc))
        ) from None


def _tell(deck, to: str, changes, cards, as_of=None, comments=()) -> None:
    """On standard error, in the run's language: what --fix did (``None``: no --fix), what the
    format cannot keep (the event_date by its line, the source's ``comments`` by line), a
    ``--as-of`` nothing used, and the unknown cards written as they are."""
    from riftcheck.decks.write import dropped_date, losses, pinned
    from riftcheck.i18n import current, translator
    from riftcheck.infra import escape
    from riftcheck.reporters._util import reading_lines

    tr = translator(current(), cards)  # names the cards in French when the database knows them
    out: list[Msg] = []
    if changes is not None:
        out += [Msg("riftcheck: --fix: {change}", change=c) for c in changes]
    out += [Msg("riftcheck: warning: {note}", note=note) for note in losses(deck, to)]
    date = dropped_date(deck, to, as_of)
    if date is not None:
        out.append(Msg("riftcheck: warning: {note}", note=date))
    elif as_of is not None:  # said, not ignored: --as-of only stands in for a dropped event_date
        out.append(
            Msg(
                "riftcheck: notice: --as-of {en_day} not used: {why}",
                en_day=as_of.isoformat(),  # as given on the command line
                why=Msg("the deck has no event_date")
                if deck.event_date is None
                else Msg("a {fmt} deck keeps its event_date", fmt=to),
            )
        )
    if comments:
        from riftcheck.models import Plural, listed

        shown = [str(n) for n in comments[:10]]
        if len(comments) > 10:
            shown.append(Msg("{n} more", n=len(comments) - 10))
        note = Plural(
            len(comments),
            "the comment of line {lines} was left out: a converted deck keeps no comments",
            "the comments of lines {lines} were left out: a converted deck keeps no comments",
            lines=listed(shown),
        )
        out.append(Msg("riftcheck: warning: {note}", note=note))
    # a warning, not a note: the pinned printings can fail a pool check the list passes
    out += [Msg("riftcheck: warning: {note}", note=note) for note in pinned(deck, to)]
    # how the source was read, where that changes the deck written: a guess made permanent here
    # can no longer be shown by a later check of the converted file
    out += [Msg("riftcheck: note: {note}", note=note) for note in reading_lines(deck)]
    for e in deck.entries():
        if e.problem is not None:
            out.append(
                Msg(
                    "riftcheck: warning: {location}: unknown card {ref} kept as written",
                    location=e.location,
                    ref=repr(e.ref),
                )
            )
    for message in out:
        typer.echo(escape.line(tr.message(message)), err=True)


def register(app: typer.Typer) -> None:
    """Add the ``convert`` command to ``app``."""
    app.command("convert")(convert)
