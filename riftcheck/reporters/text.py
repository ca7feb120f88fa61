"""The human report: a header, each deck's verdict and findings, a summary line.

The report is first described as blocks (styled lines, findings, blank lines), then drawn in
one of two layouts. With colour (a terminal) rich draws them, the findings as a table. Without
colour (a pipe, a file, ``NO_COLOR``, ``--color never``, CI, pre-commit) the plain layout below
is drawn by a word wrapper of a few lines, which spares importing rich (35-40 ms a run)::

    decks/kennen.deck.yaml: ILLEGAL (2 errors)
      18:5  error  copy-limit  4 copies of Gust (3 in main, 1 in sideboard); the
          limit is 3
          fix: remove 1 Gust from sideboard:
      error  main-deck-size  The main deck has 39 cards; it must have 40

One finding is a heading line (where: ``line:column``, or ``file:line`` in a team or event
report, left out when the finding has no line; severity; rule id) followed on the same line
by the message, wrapped to the width with its continuation lines and its fix line indented
six spaces. Words are never split at hyphens nor cut: a word longer than a line (a long path)
stands whole on a line of its own, and a path with spaces in it is one word (``report_paths``).
Widths are counted in characters. Only this reporter uses rich.
"""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

from riftcheck.i18n import N_, NC_, citation_legend, say_source
from riftcheck.infra.escape import log_lines, terminal
from riftcheck.models import Msg
from riftcheck.reporters import ReportOptions
from riftcheck.reporters._util import (
    READINGS,
    deck_findings,
    deck_pool_notice,
    event_header,
    event_status,
    finding_key,
    location_text,
    partial_verdict,
    plural,
    report_paths,
    severity_counts,
    summary_line,
    verdict_bracket,
    verdict_note,
    word_spans,
    wrap,
)
from riftcheck.reporters.base import Reporter

_STYLE = {
    "legal": "bold green",
    "illegal": "bold red",
    "unreadable": "bold magenta",
    "missing": "bold magenta",
    "roster-error": "bold red",
    "deck-check-failed": "bold red",
    "error": "red",
    "warning": "yellow",
    "info": "cyan",
}

#: Box-drawing characters of the table rules and their ASCII stand-ins (``ReportOptions.ascii``).
_ASCII_RULES = str.maketrans({"─": "-", "━": "-", "│": "|", "█": "#"})  # █: the deck view's bars

#: Notices shown under a deck's verdict without -v: what the player must know to register the deck.
ALWAYS_SHOWN = READINGS | frozenset(
    {
        "champion-not-in-deck",
        "deck-name-from-title",
        "format-not-used",
        # a pasted list whose findings all point at the line it starts on
        "lines-not-known",
        # --pool judges the deck instead of the pool its pool: key names
        "pool-replaced",
    }
)

#: Where a finding's continuation lines and its fix start in the plain layout.
PLAIN_INDENT = "      "

# Blocks: ("line", parts, indent) | ("blank",) | ("pre", lines, indent)
#   | ("findings", with_file, headers, rows).
# A "pre" block's lines are laid out already (the deck view's bar charts) and drawn as they are.
# parts are tuples of (text, style); a findings row is ((severity, style), rule, where, message,
# fix, "fix: ..." line), its headers (severity, rule, line or where, message / fix, message, fix).


#: Words said through ``tr.text``: a deck's verdict upper-cased, a finding's severity (marked here)
_WORDS = (
    N_("LEGAL"),
    N_("ILLEGAL"),
    N_("UNREADABLE"),
    N_("MISSING"),
    N_("LEGAL list · roster error"),
    N_("LEGAL list · deck check failed"),
    N_("error"),
    N_("warning"),
    N_("info"),
)


class TextReporter(Reporter):
    """Readable at 80 columns and in a wide terminal."""

    def __init__(self, options: ReportOptions):
        super().__init__(options)
        self.tr = None
        self._trs: dict = {}
        # Without colour the report is drawn deck by deck (deck_part, where each deck is checked;
        # the parent keeps the drawn blocks and a slim result, not every finding: issue 22). In
        # colour rich draws the whole report at once.
        self.per_deck = not options.color
        #: the paths the report prints (:func:`._util.report_paths`), each kept whole on one line
        self._keep: frozenset[str] = frozenset()
        self._header_keep: tuple = (None, frozenset())

    def _tr(self, run):
        """The translator of the report's language (French names of cards from the run's database)."""
        from riftcheck.i18n import translator

        path = (run.card_data or {}).get("path")
        lang = getattr(self.options, "lang", "en") or "en"
        key = (lang, path)
        got = self._trs.get(key)
        if got is None:  # one per database: a French translator reads the database's names
            got = self._trs[key] = translator(lang, Path(path) if path else None)
        return got

    def render(self, run) -> str:
        """The report as a string (with ANSI colours when ``options.color``)."""
        return self._drawn(self.blocks(run))

    def deck_part(self, header, result, day) -> tuple[str, str | None, bool]:
        """One deck's block drawn without colour: ``(text, undated, blank)``.

        ``text`` shows the "as of DATE" suffix of a dated verdict line, ``undated`` is the same
        block without it (``None``: no other form), which :meth:`join` picks when the whole run
        was judged on one date; ``blank`` says the block ends with a blank line (what the blank
        line before the summary depends on). A deck ``-q`` leaves out is ``("", None, False)``.
        """
        self.tr = self._tr(header)
        # the run's paths once per header (an event's roster and list files), the deck's each time
        if self._header_keep[0] is not header:
            self._header_keep = (header, report_paths(header, []))
        self._keep = self._header_keep[1] | report_paths(header, [result], whole_run=False)
        if self.options.verbosity < 0 and result.legal is True and not result.findings:
            return "", None, False
        out: list[tuple] = []
        self._deck(out, header, result, dated=True, day=day)
        blank = self._blank_last
        text = self._drawn(out)
        if day is None or self.options.verbosity > 0:
            return text, None, blank
        out = []
        self._deck(out, header, result, dated=False, day=day)
        return text, self._drawn(out), blank

    def join(self, run, parts) -> str:
        """The report of ``run`` from its decks' parts (:meth:`deck_part`, in input order): the
        same text as :meth:`render` draws at once."""
        self.tr = self._tr(run)
        self._keep = report_paths(run)
        dated = self._dated(run)
        head: list[tuple] = []
        self._head(head, run)
        out = [self._drawn(head)] if head else []
        self._blank_last = False
        for text, undated, blank in parts:
            if text:
                out.append(text if dated or undated is None else undated)
                self._blank_last = blank
        tail: list[tuple] = []
        self._tail(tail, run)
        out.append(self._drawn(tail))
        return "".join(out)

    def _dated(self, run) -> bool:
        """Whether dated verdicts say "as of DATE": with -v, or when the run holds more than one date."""
        return self.options.verbosity > 0 or len(set(run.deck_as_of.values())) > 1

    def _drawn(self, blocks: list[tuple]) -> str:
        """``blocks`` drawn (a whole report, or consecutive blocks of one: they join to the same text)."""
        width = self.options.width or 80
        keep = self._keep
        out = (
            _draw_rich(blocks, width, True, keep)
            if self.options.color
            else _draw_plain(blocks, width, keep)
        )
        if self.options.ascii:
            # the output cannot encode box-drawing characters (a cp1252 console or redirect)
            out = out.translate(_ASCII_RULES)
        # a file name or card name that wrapped to the start of a line must not become a CI command
        return log_lines(out)

    def blocks(self, run) -> list[tuple]:
        """The report as a list of blocks, before drawing."""
        out: list[tuple] = []
        self.tr = self._tr(run)
        self._keep = report_paths(run)
        quiet = self.options.verbosity < 0
        self._blank_last = False
        self._head(out, run)
        for d in run.decks:
            if quiet and d.legal is True and not d.findings:
                continue
            self._deck(out, run, d)
        self._tail(out, run)
        return out

    def _tail(self, out: list, run) -> None:
        """What follows the decks: the teams, a blank line unless the last block left one, the summary."""
        for t in run.teams:
            self._team(out, t, run)
        legend = self._citation_legend(run)
        if legend:  # -v printed the findings' citations (RB, RT): their legend, once a report
            if not self._blank_last:
                out.append(("blank",))
            out.append(("line", ((terminal(legend), "dim"),), 0))
            self._blank_last = False
        if run.decks and not self._blank_last:
            out.append(("blank",))
        style = "bold green" if run.exit_code(self.options.strict) == 0 else "bold red"
        out.append(("line", ((self.tr.message(summary_line(run, self.options.strict)), style),), 0))

    def _citation_legend(self, run) -> str | None:
        """The legend of RB/RT when -v printed citations in the report's language (a finding a
        worker drew is kept as a rule-less mark: counted as cited, as every built-in rule is)."""
        if self.options.verbosity <= 0:
            return None
        cited = any(f.citation or not f.rule for d in run.decks for f in d.findings)
        return citation_legend(self.tr) if cited else None

    def _head(self, out: list, run) -> None:
        """The header; under ``-q`` only what changed or narrowed the check (its ``Partial
        check:`` and ``Changed:`` lines): a quiet "1 deck: 1 legal" under a ruleset that turns
        ``banned`` off read as a plain pass (atkX 3)."""
        if self.options.verbosity >= 0:
            self._header(out, run)
            return
        for line in run.provenance.change_lines():
            out.append(("line", ((terminal(self.tr.message(line)), "yellow"),), 0))

    def _header(self, out: list, run) -> None:
        first, second, *rest = (self.tr.message(line) for line in run.provenance.lines())
        # (header_lines says the same lines without the blocks: diff's header)
        out.append(
            (
                "line",
                ((f"riftcheck {run.riftcheck_version}", "bold"), (terminal(f" · {first}"), "")),
                0,
            )
        )
        out.append(("line", ((terminal(second), "dim"),), 0))
        ev = event_header(run)
        if ev:
            out.append(("line", ((terminal(self.tr.message(ev)), ""),), 0))
            for n in run.event.notices:
                out.append(("line", ((terminal(self.tr.message(note_line(n))), "cyan"),), 0))
        pools = deck_pool_notice(run)
        if pools is not None:  # check's decks without a pool: once at the top, as event says it
            out.append(("line", ((terminal(self.tr.message(note_line(pools))), "cyan"),), 0))
        for line in rest:
            out.append(("line", ((terminal(line), "yellow"),), 0))
        out.append(("blank",))

    def _deck(self, out: list, run, d, dated: bool | None = None, day=None) -> None:
        """``d``'s blocks; ``dated``: whether a dated verdict says "as of DATE" (``None``: as ``run``
        decides, when -v or the run holds more than one judging date), ``day`` its date then."""
        findings = deck_findings(d)
        if dated is None:
            day, dated = run.deck_as_of.get(d.source), self._dated(run)
        out.append(("line", self._verdict(run, d, findings, day if dated else None), 0))
        if findings:
            # an event's findings come from the roster and from list files: show which file each is in
            out.append(self._table(findings, with_file=run.event is not None))
        shown = [n for n in d.notices if n.code in ALWAYS_SHOWN]
        for n in shown:
            # the player must register the champion riftcheck took: said without -v too
            line = n.location.line if n.location and n.location.line else None
            # an event mixes the event file's lines and each list's: the note names its file
            # (as the findings' Where column does)
            file = Path(n.location.file).name if run.event is not None and line else None
            note = note_line(n.message, line, file)
            out.append(("line", ((terminal(self.tr.message(note)), "cyan"),), 2))
        if self.options.verbosity > 0:
            if getattr(d, "stats", None) is not None:
                from riftcheck.reporters.deckview import view_lines

                width = self.options.width or 80
                if findings:
                    out.append(("blank",))
                out.append(
                    ("pre", tuple(terminal(s) for s in view_lines(d.stats, width - 2, self.tr)), 2)
                )
            self._details(out, d)
        self._blank_last = bool(findings or shown or self.options.verbosity > 0)
        if self._blank_last:
            out.append(("blank",))

    def _verdict(self, run, d, findings, day) -> tuple:
        """The parts of ``d``'s verdict line, "as of DAY" at its end unless ``day`` is ``None``."""
        v = event_status(run, d)
        word = {
            "roster-error": "LEGAL list · roster error",
            "deck-check-failed": "LEGAL list · deck check failed",
        }.get(v, v.upper())
        # an event's player (Alice (players.csv row 5)) is a Msg; a path is said as it is
        source = (
            self.tr.message(d.source)
            if isinstance(d.source, Msg)
            else say_source(d.source, self.tr)
        )
        parts = [
            (terminal(source), "bold"),
            (self.tr.text(N_(": ")), ""),
            (self.tr.text(word), _STYLE[v]),
        ]
        # an event's players say "check changed" as the CSV does; a plain check's decks do not
        # here: their lines are drawn one by one while the run goes on (deck_part), before the
        # run knows whether another deck's own date changes the check
        event = getattr(run, "event", None) is not None
        note = verdict_note(run, d) if event else partial_verdict(run, d)
        counts = severity_counts(findings)
        bracket = verdict_bracket(self.tr, counts, note)
        if bracket:
            parts.append((bracket, "yellow" if note else ""))
        if day is not None:
            parts.append((" " + self.tr.message(Msg("as of {date}", date=day.isoformat())), "dim"))
        return tuple(parts)

    def _table(self, findings, with_file: bool = False) -> tuple:
        """A ``findings`` block: translated column headers and one row per finding, styled."""
        t = self.tr.text
        heads = (
            t(N_("Severity")),
            t(N_("Rule")),
            t(N_("Where")) if with_file else t(N_("Line")),
            t(N_("Message / fix")),
            t(N_("Message")),
            t(N_("Fix")),
        )
        rows = []
        for f in findings:
            where = location_text(f)
            if with_file and f.location is not None:
                where = (
                    f"{Path(f.location.file).name}:{where}" if where else Path(f.location.file).name
                )
            fix = self.tr.message(f.fix) if f.fix else ""
            rows.append(
                (
                    (t(f.severity), _STYLE.get(f.severity, "")),
                    terminal(f.rule),
                    terminal(where),
                    terminal(self.tr.message(f.message)),
                    terminal(fix),
                    terminal(self.tr.message(Msg("fix: {text}", text=f.fix))) if fix else "",
                )
            )
        return ("findings", with_file, heads, tuple(rows))

    def _details(self, out: list, d) -> None:
        def say(text: str, style: str = "dim") -> None:
            out.append(("line", ((terminal(text.strip()), style),), 2))

        for n in d.notices:
            if n.code in ALWAYS_SHOWN:
                continue  # already under the verdict
            text = Msg("{where}: {text}", where=str(n.location), text=n.message)
            # the code is an English identifier (``identity``) read as a word in another
            # language (atkN m2): said in English only, every format keeps it
            tag = f" [{n.code}]" if self.tr.lang == "en" else ""
            say(self.tr.message(note_line(text if n.location else n.message)) + tag, "cyan")
        tr = self.tr.message
        for f in d.findings:
            if f.citation:
                say(tr(Msg("{rule}: {citation}", rule=f.rule, citation=f.citation)))
        if d.rules_run:
            n = plural(len(d.rules_run), "rule")
            say(tr(Msg("{rules} run: {names}", rules=n, names=", ".join(d.rules_run))))
        for s in d.rules_skipped:
            from riftcheck.engine import SHARED_POOL, TEAM_ONLY

            # a rule the team's check runs is not skipped: never « non vérifiée … vérifiée »
            if s.reason in (TEAM_ONLY, SHARED_POOL):
                say(tr(Msg("{rule}: {reason}", rule=s.rule, reason=s.reason)))
            else:
                say(tr(Msg("skipped {rule}: {reason}", rule=s.rule, reason=s.reason)))
        if d.fingerprint:
            say(tr(Msg("fingerprint {fp}", fp=d.fingerprint)))

    def _team(self, out: list, t, run=None) -> None:
        from riftcheck.reporters._util import team_verdict_note, team_word

        word = team_word(t, run)
        note = team_verdict_note(t, run)
        from riftcheck.reporters._util import team_title

        head = team_title(self.tr, t.name)
        sources = ", ".join(self.tr.message(s) for s in t.sources)
        # the members then the note in one bracket, as a deck's counts then its note (atkN m4)
        said = sources + (self.tr.text(N_("; ")) + self.tr.message(note) if note else "")
        parts = (
            (terminal(head + self.tr.text(N_(": "))), "bold"),
            (self.tr.text(_TEAM_WORDS[word], "team"), _STYLE[word]),
            (terminal(" (" + said + ")"), "yellow" if note else "dim"),
            # no team finding says why: its decks are illegal on their own (atkJ item 4)
            *(((terminal(self.tr.text(N_(": ")) + self.tr.message(t.why)), ""),) if t.why else ()),
        )
        out.append(("line", parts, 0))
        if t.findings:
            out.append(self._table(sorted(t.findings, key=finding_key), with_file=True))
        out.append(("blank",))
        self._blank_last = True


def header_lines(run, tr, width: int | None = None, keep=()) -> list[str]:
    """The report's header as plain lines, said by ``tr``: ``riftcheck VERSION · ruleset ...``,
    the as-of date and the card database, then each ``Note:``, ``Partial check:`` and ``Changed:``
    line of the provenance (what :meth:`TextReporter._header` draws; ``diff`` prints them),
    wrapped to ``width`` as the report's header is (``None``: unwrapped), each path of ``keep``
    whole on one line."""
    first, second, *rest = (tr.message(line) for line in run.provenance.lines())
    said = [
        terminal(f"riftcheck {run.riftcheck_version} · {first}"),
        terminal(second),
        *(terminal(line) for line in rest),
    ]
    if width is None:
        return said
    return [part for line in said for part in _wrap(line, width, "", "", keep)]


def note_line(text: str, line: int | None = None, file: str | None = None) -> Msg:
    """``note: TEXT``, ``note: line 12: TEXT`` or ``note: loose.txt line 12: TEXT``, said in the
    report's language."""
    if line and file:
        text = Msg("{file} line {line}: {text}", file=file, line=line, text=text)
    elif line:
        text = Msg("line {line}: {text}", line=line, text=text)
    return Msg("note: {text}", text=text)


def _plain_text(parts) -> str:
    return "".join(text for text, _ in parts)


def _wrap(text: str, width: int, first: str, rest: str, keep=()) -> list[str]:
    """``text`` wrapped (see :func:`._util.wrap`), each of its lines starting a new paragraph:
    the first output line after ``first``, the others after ``rest``; each path of ``keep``
    whole on one line. A head that fills the line (a finding's head naming a long path) stands
    on a line of its own, the text under it."""
    width = max(width, len(rest) + 1)
    out: list[str] = []
    if len(first) >= width and text.strip():
        out.append(first.rstrip())
        first = rest
    for para in text.split("\n"):
        out.extend(wrap(para, width, first if not out else rest, rest, keep))
    return out


def _draw_plain(blocks: list[tuple], width: int, keep=()) -> str:
    """The blocks without colour, in the plain layout of the module docstring (each path of
    ``keep`` whole on one line)."""
    lines: list[str] = []
    for block in blocks:
        if block[0] == "blank":
            lines.append("")
        elif block[0] == "pre":
            lines.extend((" " * block[2] + s).rstrip() for s in block[1])
        elif block[0] == "line":
            pad = " " * block[2]
            lines.extend(_wrap(_plain_text(block[1]), width, pad, pad, keep))
        else:
            for (severity, _), rule, where, message, _, fix_line in block[3]:
                head = f"  {where}  {severity}  {rule}" if where else f"  {severity}  {rule}"
                lines.extend(_wrap(message, width, head + "  ", PLAIN_INDENT, keep))
                if fix_line:
                    lines.extend(_wrap(fix_line, width, PLAIN_INDENT, PLAIN_INDENT, keep))
    return "\n".join(lines) + "\n"


def _draw_rich(blocks: list[tuple], width: int, color: bool, keep=()) -> str:
    """The blocks drawn by rich: findings as a table (the fix in a column of its own from 100
    columns, under the message below), with ANSI colours when ``color``; each path of ``keep``
    whole on one line."""
    from rich.console import Console
    from rich.padding import Padding
    from rich.text import Text

    kept = _kept_text_class()

    def text(parts) -> Text:
        (first, style), *rest = parts
        out = kept(
            first.translate(_HIDE), style=style
        )  # the first part's style is the whole line's, as it always was
        out.keep = keep
        for s, style in rest:
            out.append(s.translate(_HIDE), style=style or None)
        return out

    buf = io.StringIO()
    console = Console(
        file=buf,
        width=width,
        force_terminal=color,
        no_color=not color,
        color_system="standard" if color else None,
        highlight=False,
        emoji=False,
        soft_wrap=False,
    )
    for block in blocks:
        if block[0] == "blank":
            console.print()
        elif block[0] == "pre":
            for s in block[1]:
                console.print(
                    Text(" " * block[2] + s.translate(_HIDE)),
                    no_wrap=True,
                    overflow="ignore",
                    crop=False,
                )
        elif block[0] == "line":
            line = text(block[1])
            if _longest_word(_plain_text(block[1]), keep) > width - block[2]:
                _print_uncropped(console, line, block[2], width)
                continue
            # always inside a Padding: console.print joins bare Text objects into a plain Text,
            # which would drop the Kept wrapping (and break at the no-break spaces again)
            console.print(Padding(line, (0, 0, 0, block[2]), expand=False))
        elif width < _TABLE_WIDTH or _overlong(block, width, keep):
            _rich_narrow(console, block, width, text, keep)
        else:
            console.print(_rich_table(block, width, text))
    return buf.getvalue().translate(_SHOW)


def _print_uncropped(console, line, indent: int, width: int) -> None:
    """A line holding a word longer than the line (a long path), never cut: printed whole."""
    from rich.text import Text

    for part in line.wrap(console, max(width - indent, 1)):
        console.print(Text(" " * indent) + part, no_wrap=True, overflow="ignore", crop=False)


def _longest_word(text: str, keep=()) -> int:
    """The length of ``text``'s longest word (between ASCII white space; a path of ``keep`` is
    one word)."""
    if not keep:
        return max((len(w) for w in re.findall(r"[^ \t\n\r\f\v]+", text)), default=0)
    return max((b - a for a, b, _ in word_spans(text.translate(_SHOW), keep)), default=0)


def _overlong(block, width: int, keep=()) -> bool:
    """Whether a word of a finding (a long path) is longer than the table would make its column:
    rich would crop it there, so the findings are drawn in the plain layout, the word whole."""
    _, _, heads, rows = block
    fixed = sum(
        max(len(heads[i]), *(len(row[i][0] if i == 0 else row[i]) for row in rows)) + 3
        for i in range(3)
    )
    fix_column = max(24, width // 4) if width >= 100 else 0
    room = width - fixed - fix_column
    for row in rows:
        if _longest_word(row[3], keep) > room or _longest_word(row[5] or "", keep) > room:
            return True
        if fix_column and _longest_word(row[4] or "", keep) > fix_column:
            return True
    return False


#: Below this width the three columns before the message (severity, rule, line) would leave it a
#: column a few characters wide: the findings are drawn as the plain layout draws them, in colour
_TABLE_WIDTH = 60


def _rich_narrow(console, block, width: int, text, keep=()) -> None:
    """A ``findings`` block in the plain layout (the message after its head, then under the
    indent; the fix under it), the severity in its colour."""
    for (severity, style), rule, where, message, _, fix_line in block[3]:
        head = f"  {where}  " if where else "  "
        first = f"{head}{severity}  {rule}  "
        lines = _wrap(message, width, first, PLAIN_INDENT, keep)
        rest = lines[0][len(first) :] if len(lines[0]) > len(first) else ""
        parts = ((head, ""), (severity, style), (f"  {rule}  " + rest, ""))
        drawn = [(text(parts))]
        drawn += [text(((line, ""),)) for line in lines[1:]]
        if fix_line:
            drawn += [
                text(((s, "dim"),))
                for s in _wrap(fix_line, width, PLAIN_INDENT, PLAIN_INDENT, keep)
            ]
        for line in drawn:
            console.print(line, no_wrap=True, overflow="ignore", crop=False)


#: A team's verdict: French agrees it with « équipe » (ÉQUIPE ... : ILLÉGALE), hence a context
_TEAM_WORDS = {
    "legal": NC_("team", "LEGAL"),
    "illegal": NC_("team", "ILLEGAL"),
    "unreadable": NC_("team", "UNREADABLE"),
    "roster-error": NC_("team", "LEGAL lists · roster error"),
}

#: rich breaks lines at any white space, the no-break spaces of French typography (before
#: ``: ; ? !``, inside « ») included: it is handed them as private-use characters of the same
#: width, which it does not break at, and they are put back in what it drew
_HIDE = str.maketrans({"\u00a0": "\ue000", "\u202f": "\ue001"})
_SHOW = str.maketrans({"\ue000": "\u00a0", "\ue001": "\u202f"})


@cache
def _kept_text_class():
    """A rich ``Text`` that wraps as :func:`._util.wrap` does: at ASCII spaces only, and a word
    longer than the line cut never just before a mark French keeps with its word (rich's fold
    cuts at the last column, which can start a line with ``: ; ? ! »``)."""
    from rich.containers import Lines
    from rich.text import Text

    class Kept(Text):
        #: the paths kept whole (:func:`._util.report_paths`), set on each text drawn
        keep: frozenset[str] | tuple = ()

        def wrap(self, console, width, *, justify=None, overflow=None, tab_size=8, no_wrap=None):
            if no_wrap or width <= 0:
                return super().wrap(console, width, justify=justify, overflow=overflow)
            lines = Lines()
            for para in self.split("\n", allow_blank=True):
                for line in para.divide(_breaks(para.plain, width, self.keep)):
                    line.rstrip()
                    lines.append(line)
            return lines

    return Kept


def _breaks(plain: str, width: int, keep=()) -> list[int]:
    """Where to divide ``plain`` into lines of at most ``width`` characters: before a word that
    does not fit, at the spaces :func:`._util.wrap` breaks at (never inside the words
    :func:`._util.word_spans` binds, unless they are longer than a line together), never in a
    word (a path of ``keep`` is one): one longer than a line stands alone on its line."""
    offsets: list[int] = []
    start = 0  # where the current line starts
    spans = word_spans(plain.translate(_SHOW), keep)
    units: list[list[tuple[int, int]]] = []
    for begin, end, bound in spans:
        if bound:
            units[-1].append((begin, end))
        else:
            units.append([(begin, end)])
    for unit in units:
        whole = unit[-1][1] - unit[0][0] <= width
        for begin, end in [(unit[0][0], unit[-1][1])] if whole else unit:
            if end - start > width and begin > start:
                offsets.append(begin)
                start = begin
    return offsets


def _rich_table(block, width: int, text):
    """A ``findings`` block as a rich table without edges."""
    from rich import box
    from rich.table import Table

    _, with_file, (sev, rule, where, msg_fix, msg, fix_head), rows = block
    narrow = width < 100  # the fix goes under its message, so that neither is squeezed
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, expand=False)
    table.add_column(sev, no_wrap=True)
    table.add_column(rule, no_wrap=True)
    table.add_column(where, justify="left" if with_file else "right", no_wrap=True)
    table.add_column(msg_fix if narrow else msg, overflow="fold")
    if not narrow:
        table.add_column(fix_head, max_width=max(24, width // 4), overflow="fold")
    for severity, rule_id, at, message, fix, fix_line in rows:
        cells = [text((severity,)), text(((rule_id, ""),)), text(((at, ""),))]
        if narrow:
            cells.append(
                text(((message, ""), ("\n" + fix_line, "dim"))) if fix else text(((message, ""),))
            )
        else:
            cells += [text(((message, ""),)), text(((fix, "dim"),))]
        table.add_row(*cells)
    return table
