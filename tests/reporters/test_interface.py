"""Every registered reporter implements the reporter interface of riftcheck/reporters/base.py."""

from __future__ import annotations

import importlib

import pytest

from riftcheck.reporters import FORMATS, REPORTERS, ReportOptions, get_reporter
from riftcheck.reporters.base import Reporter, StreamingReporter


@pytest.mark.parametrize("name", FORMATS)
def test_every_format_is_a_reporter_that_renders_text(name, run):
    reporter = get_reporter(name, ReportOptions())
    assert isinstance(reporter, Reporter)
    assert reporter.options == ReportOptions()
    out = reporter.render(run)
    assert isinstance(out, str) and out


@pytest.mark.parametrize("name", FORMATS)
def test_a_streaming_reporter_renders_what_it_streams(name, run):
    reporter = get_reporter(name)
    if not reporter.streaming:
        assert not isinstance(reporter, StreamingReporter)
        return
    assert isinstance(reporter, StreamingReporter)
    parts = [reporter.stream_deck(run, d, run.deck_as_of.get(d.source)) for d in run.decks]
    assert reporter.render(run) == "".join(parts) + reporter.stream_end(run)


@pytest.mark.parametrize("name", FORMATS)
def test_a_per_deck_reporter_renders_the_join_of_its_parts(name, run):
    """What workers draw deck by deck and the parent joins is the report drawn at once."""
    reporter = get_reporter(name)
    if not reporter.per_deck:
        return
    parts = [reporter.deck_part(run, d, run.deck_as_of.get(d.source)) for d in run.decks]
    assert reporter.join(run, parts) == reporter.render(run)


def test_the_registry_names_one_class_per_format_in_its_own_module():
    seen = set()
    for name, target in REPORTERS.items():
        module, _, cls = target.partition(":")
        obj = getattr(importlib.import_module(module), cls)
        assert issubclass(obj, Reporter) and obj.__doc__, name
        assert obj not in seen, name
        seen.add(obj)
    assert [n for n in FORMATS if get_reporter(n).streaming] == ["json-lines"]
    # text: drawn deck by deck without colour (the default options), at once in colour (issue 22)
    assert [n for n in FORMATS if get_reporter(n).per_deck] == ["text", "json", "json-lines"]
    assert [n for n in FORMATS if get_reporter(n).needs_decks] == ["html"]
