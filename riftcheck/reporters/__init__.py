"""Reporters: turn a :class:`riftcheck.api.RunResult` into text, JSON, annotations, SARIF, JUnit,
one-line findings, GitLab Code Quality or JSON lines.

A reporter does no checking: it only formats. Every string that came from a
file, a feed or a plugin goes through the escaping function of the reporter's
medium in :mod:`riftcheck.infra.escape` (terminal, workflow command, Markdown, XML,
HTML); JSON stays data. Each is registered here by name
and imported on first use, so that choosing ``json`` never imports rich.
:data:`REPORTERS` is the one list of formats: the ``--format`` choices, the
fast command-line path and the ``format`` configuration key all derive from it.

Every reporter is a :class:`riftcheck.reporters.base.Reporter` (``render(run)
-> str``); a *streaming* one is a :class:`~riftcheck.reporters.base.StreamingReporter`,
whose part of each deck the CLI writes as soon as the deck is checked. Adding a
format is one module and one line of :data:`REPORTERS` (docs/architecture.md,
"How to add").
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from riftcheck.infra.value import Value

if TYPE_CHECKING:
    from riftcheck.reporters.base import Reporter

#: Reporter name -> ``module:Class``.
REPORTERS: dict[str, str] = {
    "text": "riftcheck.reporters.text:TextReporter",
    "json": "riftcheck.reporters.json:JsonReporter",
    "github": "riftcheck.reporters.github:GithubReporter",
    "sarif": "riftcheck.reporters.sarif:SarifReporter",
    "junit": "riftcheck.reporters.junit:JunitReporter",
    "concise": "riftcheck.reporters.concise:ConciseReporter",
    "gitlab": "riftcheck.reporters.gitlab:GitlabReporter",
    "json-lines": "riftcheck.reporters.jsonlines:JsonLinesReporter",
    "csv": "riftcheck.reporters.csv:CsvReporter",
    "html": "riftcheck.reporters.html:HtmlReporter",
}

#: The report format names, in the order help texts list them.
FORMATS: tuple[str, ...] = tuple(REPORTERS)


class ReportOptions(Value):
    """How a report is drawn: colour, width, verbosity (-1 quiet, 0, 1 verbose), strictness.

    ``ascii``: the output cannot encode box-drawing characters (a cp1252 console or
    redirect on Windows), so tables are ruled with ``-``.
    """

    color: bool = False
    width: int | None = None
    verbosity: int = 0
    strict: bool = False
    ascii: bool = False
    #: language of the human report (``en``, ``fr``); machine formats ignore it and stay English
    lang: str = "en"
    #: where the report goes: ``file`` (``--output``: the CSV report's cells exactly as they
    #: are), ``terminal`` (a TTY: control characters of cells shown as escapes) or ``stream``
    #: (a pipe or a CI log: lines a runner would obey made inert)
    destination: str = "stream"


def get_reporter(name: str, options: ReportOptions | None = None) -> Reporter:
    """An instance of the reporter registered as ``name`` (``KeyError`` if unknown)."""
    module, _, cls = REPORTERS[name].partition(":")
    return getattr(importlib.import_module(module), cls)(options or ReportOptions())
