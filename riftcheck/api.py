"""Library entry points: everything the ``check`` command does, callable from Python.

>>> from riftcheck.api import check_paths
>>> run = check_paths(["examples/"], ruleset="constructed")   # doctest: +SKIP
>>> run.exit_code(), run.counts()                             # doctest: +SKIP

The card database and the ruleset are loaded once per run; every deck is then
read and checked. A deck that cannot be read becomes an unreadable result
(``legal=None``) and the other decks are still checked. Reporters turn the
returned :class:`RunResult` into text, JSON, GitHub annotations, SARIF or JUnit.

This module is the public façade: the work is done by the stages of :mod:`riftcheck.runner`
(loading, discovery, reading, the engine calls, parallel workers) and the
values are those of :mod:`riftcheck.models`.
"""

from __future__ import annotations

from riftcheck.infra.urls import PROJECT_URL
from riftcheck.models import DeckResult, FixReport, RuleInfo, RunResult, TeamReport
from riftcheck.runner.assemble import build_provenance
from riftcheck.runner.check import check_paths
from riftcheck.runner.discover import OUTSIDE_LINK, discover_decks
from riftcheck.runner.fix import fix_decks, fixed_deck
from riftcheck.runner.plan import (
    DEFAULT_RULESET,
    RULE_DOCS_URL,
    UNREADABLE,
    parse_date,
    refuse_output_over_inputs,
    rule_infos,
)
from riftcheck.runner.read import unreadable_result

__all__ = [
    "DEFAULT_RULESET",
    "OUTSIDE_LINK",
    "PROJECT_URL",
    "RULE_DOCS_URL",
    "UNREADABLE",
    "DeckResult",
    "FixReport",
    "RuleInfo",
    "RunResult",
    "TeamReport",
    "build_provenance",
    "check_paths",
    "discover_decks",
    "fix_decks",
    "fixed_deck",
    "parse_date",
    "refuse_output_over_inputs",
    "rule_infos",
    "unreadable_result",
]
