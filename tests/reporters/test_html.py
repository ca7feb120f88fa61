"""The HTML report as a document: self-contained, escaped, complete (the browser tests render it)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.reporters import get_reporter
from riftcheck.reporters.html import bar_chart

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def tags(doc: str) -> list[tuple[str, dict]]:
    p = _Tags()
    p.feed(doc)
    return p.tags


def test_event_report_is_self_contained_and_complete():
    run = check_event(read_event(EVENTS / "nexus-night.yaml"))
    doc = get_reporter("html").render(run)
    found = tags(doc)
    names = [t for t, _ in found]
    assert (
        names.count("script") == 1
        and "link" not in names
        and "img" not in names
        and "iframe" not in names
    )
    for tag, attrs in found:
        for key in ("src", "href", "action", "data"):
            value = attrs.get(key)
            assert value is None or value.startswith("#"), (
                tag,
                key,
                value,
            )  # only links inside the file
    csp = next(
        a["content"]
        for t, a in found
        if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"
    )
    assert "default-src 'none'" in csp
    assert len([a for t, a in found if t == "section" and a.get("class") == "player"]) == 13
    assert len([a for t, a in found if t == "section" and a.get("class") == "sheet"]) == 13
    assert doc.count("<svg ") == 2 * 10  # 10 readable lists, two charts each
    assert 'id="rule-roster-no-list"' in doc and 'href="#rule-banned"' in doc


def test_bar_chart_escapes_and_scales():
    svg = bar_chart([("<b>", 3), ("x", 0)], 'a "title" <script>')
    assert "<script>" not in svg and "&lt;b&gt;" in svg and "&quot;title&quot;" in svg
    heights = [int(h) for h in re.findall(r'<rect [^>]*height="(\d+)"', svg)]
    assert heights[0] > 0 and heights[1] == 0
    assert bar_chart([], "empty") == ""
