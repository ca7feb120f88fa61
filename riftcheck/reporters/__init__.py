"""Reporters: turn a :class:`riftcheck.api.RunResult` into text, JSON, annotations, SARIF or JUnit.

A reporter does no checking: it only formats. Each is registered here by name
and imported on first use, so that choosing ``json`` never imports rich.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

#: Reporter name -> ``module:Class``.
REPORTERS: dict[str, str] = {
    "text": "riftcheck.reporters.text:TextReporter",
    "json": "riftcheck.reporters.json:JsonReporter",
    "github": "riftcheck.reporters.github:GithubReporter",
    "sarif": "riftcheck.reporters.sarif:SarifReporter",
    "junit": "riftcheck.reporters.junit:JunitReporter",
}


@dataclass(frozen=True, slots=True)
class ReportOptions:
    """How a report is drawn: colour, width, verbosity (-1 quiet, 0, 1 verbose), strictness."""

    color: bool = False
    width: int | None = None
    verbosity: int = 0
    strict: bool = False


def get_reporter(name: str, options: ReportOptions | None = None):
    """An instance of the reporter registered as ``name`` (``KeyError`` if unknown)."""
    module, _, cls = REPORTERS[name].partition(":")
    return getattr(importlib.import_module(module), cls)(options or ReportOptions())
