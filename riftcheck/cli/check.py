"""``riftcheck check PATH...`` (the default command): check decks and report.

Heavy modules (rich, jsonschema, the chosen reporter) are imported only once
they are needed, so that ``riftcheck deck.yaml`` starts quickly.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

import typer

Format = Literal["text", "json", "github", "sarif", "junit"]
Color = Literal["auto", "always", "never"]

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


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, so a reader never sees half a report."""
    import tempfile

    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent if str(path.parent) else ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def check(
    ctx: typer.Context,
    paths: list[str] | None = typer.Argument(
        None,
        metavar="PATH",
        help="Deck files, directories (searched for deck files), '-' for stdin, or deck codes.",
        show_default=False,
    ),
    ruleset: str | None = typer.Option(
        None, "--ruleset", "-r", metavar="NAME|PATH", help="Ruleset to check against [default: constructed]."
    ),
    as_of: str | None = typer.Option(
        None,
        "--as-of",
        metavar="DATE",
        help="Judge legality on this date (YYYY-MM-DD) [default: the deck's event date, else today].",
    ),
    cards: Path | None = typer.Option(None, "--cards", metavar="PATH", help="Card database file to use."),
    pool: Path | None = typer.Option(
        None, "--pool", metavar="PATH", help="Sealed/draft pool the decks were built from."
    ),
    team: bool = typer.Option(False, "--team", help="Check the decks together as one 2v2 team."),
    fmt: Format | None = typer.Option(
        None,
        "--format",
        "-f",
        help="Report format [default: text; github inside GitHub Actions].",
    ),
    output: Path | None = typer.Option(None, "--output", "-o", metavar="FILE", help="Write the report to FILE."),
    strict: bool | None = typer.Option(None, "--strict/--no-strict", help="Warnings fail the run too."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Only report decks with problems, and the summary."),
    verbose: int = typer.Option(
        0, "--verbose", "-v", count=True, show_default=False, help="Also show notices, rules run and skipped."
    ),
    color: Color | None = typer.Option(
        None, "--color", help="Colour the text report [default: auto; NO_COLOR honoured]."
    ),
    select: list[str] | None = typer.Option(
        None, "--select", metavar="RULE", help="Run only these rules (repeat or comma-separate)."
    ),
    ignore: list[str] | None = typer.Option(
        None, "--ignore", metavar="RULE", help="Do not run these rules (the report says so)."
    ),
    config_path: Path | None = typer.Option(
        None,
        "--config",
        metavar="FILE",
        help="Configuration file [default: .riftcheck.yaml or pyproject.toml, found upwards].",
    ),
    jobs: int | None = typer.Option(
        None, "--jobs", "-j", min=1, metavar="N", help="Processes checking decks [default: one per core]."
    ),
) -> None:
    """Check decks for legality (the default command: 'riftcheck deck.yaml' works too).

    Exit codes: 0 every deck is legal, 1 a deck is illegal or unreadable,
    2 usage error, 3 riftcheck cannot run (card database, ruleset, configuration).
    """
    from riftcheck import api
    from riftcheck.config import load_config
    from riftcheck.errors import UsageError
    from riftcheck.reporters import ReportOptions, get_reporter

    if not paths:
        raise UsageError(
            "missing PATH: name a deck file, a directory, '-' for stdin, or a deck code",
            hint="try 'riftcheck check --help'",
        )
    as_of_date = api.parse_date(as_of) if as_of is not None else None
    config = load_config(config_path) if config_path else load_config()
    if cards is None:
        from riftcheck.cli._common import global_cards

        cards = global_cards(ctx)
    fmt = fmt or config.format or ("github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text")
    strict = strict if strict is not None else bool(config.strict)
    stdin_text = sys.stdin.read() if "-" in paths else None
    out_stream = sys.stdout
    progress = _Progress(show_progress(fmt, output, out_stream, sys.stderr))
    try:
        run = api.check_paths(
            paths,
            ruleset=ruleset,
            as_of=as_of_date,
            cards=cards,
            pool=pool,
            team=team,
            select=_split(select),
            ignore=_split(ignore),
            config=config,
            stdin_text=stdin_text,
            jobs=jobs,
            progress=progress,
        )
    finally:
        progress.close()

    color_on = fmt == "text" and output is None and use_color(color or config.color or "auto", out_stream)
    width = None
    if fmt == "text" and output is None and out_stream.isatty():
        import shutil

        width = shutil.get_terminal_size().columns
    elif os.environ.get("COLUMNS", "").isdigit():
        width = int(os.environ["COLUMNS"])
    verbosity = -1 if quiet else min(verbose, 2)
    reporter = get_reporter(fmt, ReportOptions(color=color_on, width=width, verbosity=verbosity, strict=strict))
    report = reporter.render(run)
    if output is not None:
        try:
            atomic_write(output, report)
        except OSError as exc:
            raise UsageError(f"--output: cannot write {output}: {exc.strerror or exc}") from None
    else:
        out_stream.write(report)
        out_stream.flush()
    summary_file = os.environ.get("GITHUB_STEP_SUMMARY")
    if fmt == "github" and summary_file:
        try:
            with open(summary_file, "a", encoding="utf-8") as fh:
                fh.write(reporter.step_summary(run))
        except OSError as exc:
            print(f"riftcheck: warning: cannot write $GITHUB_STEP_SUMMARY: {exc}", file=sys.stderr)
    raise typer.Exit(run.exit_code(strict))


def register(app: typer.Typer) -> None:
    """Add the ``check`` command to ``app``."""
    app.command("check", no_args_is_help=False)(check)
