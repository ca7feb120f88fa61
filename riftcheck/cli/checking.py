"""What ``riftcheck check`` does once its arguments are parsed, without typer.

:func:`run_check` is shared by the typer command (:mod:`riftcheck.cli.check`)
and by the fast path of :mod:`riftcheck.cli._fast`, which runs the common
``riftcheck deck.yaml`` without importing typer (and the pydantic it brings),
a quarter of a second of a one-deck run. Heavy modules (rich, jsonschema, the
chosen reporter) are imported only once they are needed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from riftcheck.models import Msg, Plural

#: Decks from which a progress bar is worth showing on a terminal.
PROGRESS_FROM = 20


def _split(values: list[str] | None) -> tuple[str, ...]:
    """``--select a,b --select c`` -> ``("a", "b", "c")``."""
    out: list[str] = []
    for v in values or ():
        out.extend(x.strip() for x in v.split(",") if x.strip())
    return tuple(out)


def use_color(choice: str, stream) -> bool:
    """Colour decision: ``always``/``never`` win; ``auto`` needs a terminal and no ``NO_COLOR``."""
    if choice == "always":
        return True
    if choice == "never" or os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def _in_ci() -> bool:
    return any(os.environ.get(v) for v in ("CI", "GITHUB_ACTIONS", "BUILD_NUMBER", "TF_BUILD"))


def show_progress(fmt: str, output, stdout, stderr) -> bool:
    """Progress is drawn only for the text report, on a terminal, outside CI and never into a pipe."""
    if fmt != "text" or _in_ci() or not stderr.isatty():
        return False
    return output is not None or stdout.isatty()


class _Progress:
    """A transient progress bar on stderr, started only for long runs on a terminal."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.bar = None
        self.task = None

    def __call__(self, i: int, n: int, source: str) -> None:
        if not self.enabled or n < PROGRESS_FROM:
            return
        if self.bar is None:
            from rich.console import Console
            from rich.progress import Progress

            self.bar = Progress(console=Console(file=sys.stderr), transient=True)
            self.bar.start()
            self.task = self.bar.add_task("checking decks", total=n)
        self.bar.update(self.task, completed=i, description=f"checking {Path(source).name}")

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


#: Bounds of the numeric options of ``check``, ``convert`` and ``event`` (the typer options and the fast
#: path both use them): a file of 4 GiB is no deck, and more processes than this only cost memory.
MAX_FILE_SIZE_BOUND = 4 * 1024**3
MAX_JOBS = 256


def check_bounds(*, jobs: int | None = None, max_file_size: int | None = None) -> None:
    """Raise :class:`UsageError` (exit 2) for a numeric option outside its bounds."""
    from riftcheck.infra.errors import UsageError

    for option, value, hi in (
        ("--jobs", jobs, MAX_JOBS),
        ("--max-file-size", max_file_size, MAX_FILE_SIZE_BOUND),
    ):
        if value is not None and not 1 <= value <= hi:
            raise UsageError(
                Msg(
                    "{option} {value}: expected a whole number from 1 to {hi}",
                    option=option,
                    value=value,
                    hi=f"{hi:,}",
                )
            )


def _no_misspelt_command(paths: list[str] | None) -> None:
    """Raise :class:`UsageError` when the first path is no file but a command's misspelling
    (``riftcheck card show X``: did you mean ``cards``?) rather than "no such file"."""
    first = paths[0] if paths else None
    if first is None:
        return
    from riftcheck.cli.commands import misspelt_command

    near = misspelt_command(first)
    if near is not None:
        from riftcheck.infra.errors import UsageError

        raise UsageError(
            Msg(
                "no such file or directory, nor command: {first} (did you mean the command '{near}'? riftcheck {near} --help)",
                first=first,
                near=near,
            )
        )


def make_reporter(
    fmt: str,
    output: Path | None,
    *,
    quiet: bool = False,
    verbose: int = 0,
    color: str | None = None,
    strict: bool = False,
    out_stream=None,
    lang: str = "en",
):
    """The reporter for ``fmt``, drawn for where it goes: colour and width only on a terminal."""
    from riftcheck.cli._guard import can_encode
    from riftcheck.reporters import ReportOptions, get_reporter

    out_stream = out_stream or sys.stdout
    color_on = fmt == "text" and output is None and use_color(color or "auto", out_stream)
    width = None
    if fmt == "text" and output is None and out_stream.isatty():
        import shutil

        width = shutil.get_terminal_size().columns
    elif os.environ.get("COLUMNS", "").isdigit():
        width = int(os.environ["COLUMNS"])
    verbosity = -1 if quiet else min(verbose, 2)

    # a report written to a stream that cannot hold the table rules (cp1252) is ruled in ASCII
    ascii_rules = output is None and not can_encode(out_stream, "─")
    reporter = get_reporter(
        fmt,
        ReportOptions(
            color=color_on,
            width=width,
            verbosity=verbosity,
            strict=strict,
            ascii=ascii_rules,
            lang=lang,
            destination=(
                "file" if output is not None else "terminal" if _is_tty(out_stream) else "stream"
            ),
        ),
    )
    return reporter


def _is_tty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):  # a closed or odd stream is no terminal
        return False


#: Formats a person may read (an editor's quickfix list, the organiser's spreadsheet, GitHub's
#: annotations and step summary, GitLab's code quality widget, a CI's JUnit test view, a log of
#: JSON lines) whose text stays English: tools read their words (README, « en français »); a run in
#: another language says so. JSON and SARIF are data for programs alone and say nothing.
_ENGLISH_FORMATS = ("concise", "csv", "github", "gitlab", "junit", "json-lines")


def _say_english_format(fmt: str) -> None:
    from riftcheck.i18n import current, say

    if fmt in _ENGLISH_FORMATS and current() != "en":
        note = Msg(
            "riftcheck: note: the {fmt} format stays in English (tools read its words)", fmt=fmt
        )
        print(say(note), file=sys.stderr)


def deliver(
    reporter,
    run,
    report,
    fmt: str,
    output: Path | None,
    out_stream=None,
    option: str = "--output",
) -> None:
    """Write ``report`` (a string, or its pieces) to ``output`` (atomically) or the stream; the
    github format also appends its step summary to ``$GITHUB_STEP_SUMMARY``."""
    from riftcheck.infra.errors import UsageError

    out_stream = out_stream or sys.stdout
    _say_english_format(fmt)
    if output is None and out_stream is None:
        raise UsageError(
            Msg("cannot write the report to standard output: {why}", why=Msg("it is closed")),
            hint=Msg("write the report to a file with --output FILE"),
        )
    if output is not None:
        from riftcheck.infra.fileio import WriteRefused, reason, write_atomic

        text = report if isinstance(report, str) else "".join(report)
        note = None
        if fmt == "csv":
            # the roster written back in its own encoding and BOM (reporters/csv.roster_bytes)
            from riftcheck.reporters.csv import roster_bytes

            text, note = roster_bytes(run, text, str(output))
        try:
            write_atomic(output, text)
        except OSError as exc:
            raise UsageError(
                Msg("{option}: {exc}", option=option, exc=exc.message)
                if isinstance(exc, WriteRefused)
                else Msg(
                    "{option}: cannot write {output}: {value}",
                    option=option,
                    output=output,
                    value=reason(exc),
                )
            ) from None
        if note is not None:
            from riftcheck.i18n import say
            from riftcheck.infra.escape import line

            print(line(say(Msg("riftcheck: note: {note}", note=note))), file=sys.stderr)
    else:
        write_stdout(out_stream, report)
        _say_escaped_cells(reporter)
    if fmt == "csv":
        _say_provenance(run)
    from riftcheck.runner.plan import step_summary

    summary_file = step_summary(fmt)
    if summary_file:
        try:
            with open(summary_file, "a", encoding="utf-8") as fh:
                fh.write(reporter.step_summary(run))
        except OSError as exc:
            from riftcheck.i18n import say
            from riftcheck.infra.fileio import reason

            note = Msg("cannot write $GITHUB_STEP_SUMMARY: {why}", why=reason(exc))
            print(say(Msg("riftcheck: warning: {note}", note=note)), file=sys.stderr)


def _say_provenance(run) -> None:
    """A CSV report is rows only, with no place for the header every other format shows: what
    narrowed or changed the check (the text report's ``Partial check:`` and ``Changed:`` lines)
    is said on standard error, one note each, beside each row's ``(partial check)`` / ``(check
    changed)``."""
    prov = getattr(run, "provenance", None)
    if prov is None:
        return
    from riftcheck.i18n import say
    from riftcheck.infra.escape import line

    for text in prov.change_lines():
        print(line(say(Msg("riftcheck: note: {note}", note=text))), file=sys.stderr)


def _say_escaped_cells(reporter) -> None:
    """One note on standard error when a report shown on a terminal escaped control characters
    of its cells (the CSV report): a file written with --output holds them as they are."""
    n = getattr(reporter, "escaped_cells", 0)
    if not n:
        return
    from riftcheck.i18n import say

    note = Plural(
        n,
        "riftcheck: notice: 1 cell holds control characters (ESC, NUL...), shown as escapes "
        "such as \\x1b on this terminal; the report written with --output FILE holds every "
        "cell as it is",
        "riftcheck: notice: {n} cells hold control characters (ESC, NUL...), shown as escapes "
        "such as \\x1b on this terminal; the report written with --output FILE holds every "
        "cell as it is",
        n=n,
    )
    print(say(note), file=sys.stderr)


def write_stdout(stream, report) -> None:
    """Write ``report`` (a string, or its pieces) to standard output; a full disk or a closed descriptor is a
    :class:`UsageError` (exit 2, as ``--output`` fails), a reader that went away stays quiet."""
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.fileio import reason

    try:
        if isinstance(report, str):
            stream.write(report)
        else:  # a report in pieces (the JSON document around its spooled parts)
            for piece in report:
                stream.write(piece)
        stream.flush()
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as exc:
        _drop_stdout(stream)
        why = reason(exc)
        raise UsageError(
            Msg("cannot write the report to standard output: {why}", why=why),
            hint=Msg("write the report to a file with --output FILE"),
        ) from None


def _drop_stdout(stream) -> None:
    """Point the descriptor of ``stream`` at /dev/null, so the exit's flush of what is left fails no more."""
    try:
        fd = stream.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def write_report(run, fmt: str, output: Path | None, *, option: str = "--output", **draw) -> None:
    """Render ``run`` as ``fmt`` and :func:`deliver` it (``draw``: the options of :func:`make_reporter`)."""
    reporter = make_reporter(fmt, output, **draw)
    deliver(reporter, run, reporter.render(run), fmt, output, draw.get("out_stream"), option)


def _repeated_notice(paths) -> None:
    """Say on stderr which files were named more than once: each is checked (and fixed) once,
    and counted once in the summary."""
    from riftcheck.i18n import say
    from riftcheck.infra.escape import line
    from riftcheck.runner.discover import repeated_files

    for arg, n in repeated_files(paths):
        said = Msg(
            "{path} is named {n} times on the command line: it is checked once and counted once",
            path=arg,
            n=n,
        )
        print(line(say(Msg("riftcheck: notice: {note}", note=said))), file=sys.stderr)


def report_fixes(reports, stream, cards: Path | None = None) -> None:
    """The ``--fix`` summary, on stderr so that the report on stdout stays what it always is; a
    card is named as the report names it (its French name in French, atkF 21), so the summary
    cards of the database at ``cards``."""
    from riftcheck.i18n import current, translator

    say = translator(current(), cards).message
    written = 0
    for r in reports:
        for c in (*((r.skipped,) if r.skipped else ()), *r.changes, *r.notes):
            said = Msg("riftcheck: --fix: {source}: {change}", source=str(r.source), change=c)
            print(say(said), file=stream)
        written += r.written
    unchanged = sum(1 for r in reports if not r.changes and not r.skipped)
    # a count of its own: French agrees « réécrit » with it (« 1 fichier de deck sur 1 réécrit »,
    # never the label « fichiers de deck réécrits : 1 sur 1 »; atkN m10)
    line = Plural(
        written,
        "riftcheck: --fix: {written} of {total} deck files rewritten",
        "riftcheck: --fix: {written} of {total} deck files rewritten",
        written=written,
        total=len(reports),
    )
    if unchanged:
        line = Msg("{line}, {unchanged} had nothing safe to fix", line=line, unchanged=unchanged)
    line = Msg("{line}; cards are never added, removed or replaced by a guess", line=line)
    print(say(line), file=stream)


def _card_data_notice() -> None:
    """Say on stderr when the installed card database was passed over (unreadable, broken or older)."""
    from riftcheck.cards.db import CardDB
    from riftcheck.infra.escape import line

    note = getattr(CardDB.load(), "note", None)  # a cache hit: the run has just loaded it
    if note:
        print(line(f"riftcheck: notice: {note}"), file=sys.stderr)


def run_check(
    paths: list[str] | None,
    *,
    ruleset: str | None = None,
    as_of: str | None = None,
    region: str | None = None,
    lang: str | None = None,
    cards: Path | None = None,
    pool: Path | None = None,
    team: bool = False,
    fmt: str | None = None,
    output: Path | None = None,
    strict: bool | None = None,
    quiet: bool = False,
    verbose: int = 0,
    color: str | None = None,
    select: list[str] | None = None,
    ignore: list[str] | None = None,
    config_path: Path | None = None,
    jobs: int | None = None,
    max_file_size: int | None = None,
    fix: bool = False,
) -> int:
    """Check the decks, write the report, return the exit code (see ``riftcheck check --help``)."""
    from riftcheck import api
    from riftcheck.config import load_config
    from riftcheck.infra.errors import UsageError
    from riftcheck.runner.plan import step_summary

    check_bounds(jobs=jobs, max_file_size=max_file_size)
    _no_misspelt_command(paths)
    if not paths:
        raise UsageError(
            Msg("missing PATH: name a deck file, a directory, '-' for stdin, or a deck code"),
            hint=Msg("try 'riftcheck check --help'"),
        )
    as_of_date = api.parse_date(as_of) if as_of is not None else None
    config = load_config(config_path) if config_path else load_config()
    fmt = (
        fmt or config.format or ("github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text")
    )
    strict = strict if strict is not None else bool(config.strict)
    from riftcheck.i18n import choose, use

    lang = choose(lang, getattr(config, "lang", None))
    use(lang)  # the --fix summary and the errors from here on, in the report's language
    _repeated_notice(paths)
    if pool is not None and os.fspath(pool) == "-" and "-" in paths:
        from riftcheck.infra.errors import UsageError

        raise UsageError(
            Msg("--pool - and the deck - cannot both be read from standard input"),
            hint=Msg("give the pool or the deck as a file"),
        )
    if fix:
        from riftcheck.runner.check import refuse_run_usage_errors

        # every usage error is found before anything is written: --fix rewrites the decks
        refuse_run_usage_errors(
            paths,
            output=output,
            ruleset=ruleset,
            cards=cards,
            pool=pool,
            team=team,
            select=_split(select),
            ignore=_split(ignore),
            region=region,
            config=config,
            report_to_stdout=output is None,
            summary=step_summary(fmt),
        )
        # the teammate piped in is judged by the fixes' team guard too (atkA 2), and checked
        stdin_text = sys.stdin.read() if "-" in paths else None
        report_fixes(
            api.fix_decks(
                paths,
                cards=cards,
                config=config,
                max_bytes=max_file_size,
                ruleset=ruleset,
                as_of=as_of_date,
                region=region,
                team=team,
                stdin_text=stdin_text,
                pool=pool,
            ),
            sys.stderr,
            cards or config.cards,
        )
    else:
        stdin_text = sys.stdin.read() if "-" in paths else None
    out_stream = sys.stdout
    progress = _Progress(show_progress(fmt, output, out_stream, sys.stderr))
    reporter = make_reporter(
        fmt,
        output,
        quiet=quiet,
        verbose=verbose,
        color=color or config.color,
        strict=strict,
        out_stream=out_stream,
        lang=lang,
    )
    drawn = _Parts(reporter, output, out_stream)
    on_part = drawn.on_part
    try:
        run = api.check_paths(
            paths,
            ruleset=ruleset,
            as_of=as_of_date,
            region=region,
            cards=cards,
            pool=pool,
            team=team,
            select=_split(select),
            ignore=_split(ignore),
            config=config,
            stdin_text=stdin_text,
            jobs=jobs,
            max_bytes=max_file_size,
            progress=progress,
            deck_part=reporter.deck_part if on_part is not None else None,
            on_part=on_part,
            # the deck view of -v and the JSON report's per-deck "stats"
            stats=fmt == "json" or (verbose > 0 and not quiet and fmt == "text"),
            keep_decks=reporter.needs_decks,
            output=output,
            report_to_stdout=output is None,
            summary=step_summary(fmt),
            # the report is drawn from the parts and the run's counts: the rest need not be kept
            lean=on_part is not None,
        )
    finally:
        progress.close()

    if cards is None and getattr(config, "cards", None) is None:
        _card_data_notice()
    try:
        deliver(reporter, run, drawn.report(run), fmt, output, out_stream)
    finally:
        drawn.close()
    return run.exit_code(strict)


class _Parts:
    """Where the decks' parts of a report go as the run hands them on, and the report made of them.

    A ``per_deck`` report is drawn deck by deck where each deck is checked (by the workers) and
    joined at the end; the JSON document's parts wait in a temporary file (its top level is known
    only at the end), the others in memory. A streaming one on standard output is written as it
    goes (its lines are then drawn with the run's header); written to a file, it is drawn at once.
    """

    def __init__(self, reporter, output, out_stream) -> None:
        self.reporter, self.out_stream = reporter, out_stream
        self.streamed = output is None and reporter.streaming
        self.kept: list | None = None
        self.spool: _Spool | None = None
        self.on_part = None
        if self.streamed:
            self.on_part = self._write
        elif reporter.per_deck and not reporter.streaming:
            if hasattr(reporter, "pieces"):
                self.spool = _Spool()
                self.on_part = self.spool.append
            else:
                self.kept = []
                self.on_part = self.kept.append

    def _write(self, text: str) -> None:
        # a streaming format on stdout: each deck's part is written as soon as it is checked
        self.out_stream.write(text)
        self.out_stream.flush()

    def report(self, run):
        """The report of the finished ``run``: a string, or its pieces to write one after the other."""
        if self.streamed:
            return self.reporter.stream_end(run)  # the decks are written already
        if self.spool is not None:
            return self.reporter.pieces(run, self.spool)  # the parts read back as they are written
        if self.kept is not None:
            return self.reporter.join(run, self.kept)  # the parts were drawn as decks were checked
        return self.reporter.render(run)

    def close(self) -> None:
        if self.spool is not None:
            self.spool.close()


class _Spool:
    """The decks' parts of a report, in input order, kept in an unnamed temporary file instead of
    in memory (10,000 decks' JSON objects are about 24 MB); iterating reads them back in order.
    Where no temporary file can be made they stay in memory."""

    def __init__(self) -> None:
        self.sizes: list[int] = []
        self.kept: list[str] | None = None
        try:
            import tempfile

            # it lives until the report is written: closed by close()
            self.file = tempfile.TemporaryFile("w+", encoding="utf-8", newline="")  # noqa: SIM115
        except OSError:
            self.file, self.kept = None, []

    def append(self, text: str) -> None:
        if self.file is None:
            self.kept.append(text)
            return
        self.file.write(text)
        self.sizes.append(len(text))

    def __iter__(self):
        if self.file is None:
            yield from self.kept
            return
        self.file.seek(0)
        for n in self.sizes:
            yield self.file.read(n)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
