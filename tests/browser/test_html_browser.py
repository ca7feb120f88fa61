"""The HTML report in a real headless Chromium: sorting, filtering, no-script reading, sizes, print, escaping.

The browser is driven over the DevTools protocol (``cdp.py``). Screenshots of
every test run are kept in ``$RIFTCHECK_SCREENSHOTS`` when it is set (CI can
upload them), else in the test's temporary directory. Skipped, with the
reason, when no Chromium is installed (``.ci/run`` installs it).
"""

from __future__ import annotations

import csv
import json
import os
import re
import struct
from pathlib import Path

import pytest
from cdp import Chromium, find_chromium

from riftcheck.events.check import check_event
from riftcheck.events.read import read_event
from riftcheck.infra.escape import terminal_multiline
from riftcheck.reporters import get_reporter

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "examples" / "events"
HOSTILE = json.loads(
    (ROOT / "tests" / "reliability" / "hostile" / "strings.json").read_text(encoding="utf-8")
)["strings"]
CHROMIUM = find_chromium()

pytestmark = [
    pytest.mark.spawn,
    pytest.mark.skipif(
        CHROMIUM is None,
        reason="Chromium is not installed (apt-get install chromium; .ci/run does it) or $RIFTCHECK_CHROMIUM is unset",
    ),
]


@pytest.fixture(scope="module")
def browser():
    with Chromium(CHROMIUM) as b:
        yield b


@pytest.fixture(scope="module")
def nexus_run():
    return check_event(read_event(EVENTS / "nexus-night.yaml"))


@pytest.fixture(scope="module")
def report(tmp_path_factory, nexus_run) -> Path:
    path = tmp_path_factory.mktemp("html") / "report.html"
    path.write_text(get_reporter("html").render(nexus_run), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    out = os.environ.get("RIFTCHECK_SCREENSHOTS")
    path = Path(out) if out else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


ROW_NAMES = "Array.from(document.querySelectorAll('#players tbody tr')).filter(r => !r.hidden).map(r => r.cells[1].textContent)"


def test_table_sorts_with_scripts(browser, report, nexus_run):
    browser.open(report)
    assert browser.js("document.getElementById('controls').hidden") is False
    names = [p.registration.player for p in nexus_run.event.players]
    assert browser.js(ROW_NAMES) == names  # roster order first
    browser.js("document.querySelectorAll('#players thead button')[1].click()")
    assert browser.js(ROW_NAMES) == sorted(names, key=str.casefold)
    assert (
        browser.js("document.querySelectorAll('#players thead th')[1].getAttribute('aria-sort')")
        == "ascending"
    )
    browser.js("document.querySelectorAll('#players thead button')[1].click()")
    # equal keys (the two Alices differ only by case) keep roster order in both directions
    assert browser.js(ROW_NAMES)[0] == "Lena Fischer"
    # the errors column sorts as numbers: Emil (4 errors) first when descending
    browser.js("var b=document.querySelectorAll('#players thead button')[5]; b.click(); b.click();")
    assert browser.js(ROW_NAMES)[:2] == ["Emil Berg", "Lena Fischer"]


def test_table_filters_with_scripts(browser, report):
    browser.open(report)
    browser.js(
        "var q=document.getElementById('filter'); q.value='alice'; q.dispatchEvent(new Event('input'))"
    )
    assert browser.js(ROW_NAMES) == ["Alice Moreau", "alice moreau"]
    assert browser.js("document.getElementById('shown').textContent") == "2"
    browser.js(
        "var q=document.getElementById('filter'); q.value=''; q.dispatchEvent(new Event('input'));"
        "var s=document.getElementById('status-filter'); s.value='missing'; s.dispatchEvent(new Event('change'))"
    )
    assert browser.js(ROW_NAMES) == ["Fatima Haddad"]
    browser.js(
        "var s=document.getElementById('status-filter'); s.value='unreadable'; s.dispatchEvent(new Event('change'))"
    )
    assert browser.js(ROW_NAMES) == ["Goran Petrov", "Ivan Novak"]
    browser.js(
        "var s=document.getElementById('status-filter'); s.value='problems'; s.dispatchEvent(new Event('change'))"
    )
    assert "Bao Nguyen" not in browser.js(ROW_NAMES) and "Kofi Mensah" in browser.js(ROW_NAMES)


def test_every_player_is_there_without_scripts(browser, report, nexus_run):
    browser.open(report, scripts=False)
    assert browser.js("document.getElementById('controls').hidden") is True
    names = [p.registration.player for p in nexus_run.event.players]
    assert browser.js(ROW_NAMES) == names
    visible = browser.js(
        "Array.from(document.querySelectorAll('section.player')).filter(s => s.offsetParent !== null)"
        ".map(s => s.querySelector('h2').firstChild.textContent.trim())"
    )
    assert visible == names
    # each name in the table links to that player's section
    assert browser.js(
        "Array.from(document.querySelectorAll('#players tbody a')).every(a => document.querySelector(a.getAttribute('href')))"
    )
    # the deck check sheets are for paper only
    assert browser.js(
        "Array.from(document.querySelectorAll('.sheet')).every(s => s.offsetParent === null)"
    )


def test_rendered_dom_summary_links_and_charts(browser, report, nexus_run):
    browser.open(report)
    s = nexus_run.event.summary()
    for key in ("legal", "illegal", "missing", "unreadable"):
        assert browser.js(f"document.querySelector('#count-{key} b').textContent") == str(s[key])
    assert browser.js("document.querySelector('#count-total b').textContent") == "13"
    # every rule link leads to its explanation in the same file
    assert browser.js(
        "Array.from(document.querySelectorAll('a[href^=\"#rule-\"]')).map(a => !!document.getElementById("
        "decodeURIComponent(a.getAttribute('href').slice(1)))).every(x => x)"
    )
    assert browser.js("document.querySelectorAll('a[href^=\"#rule-\"]').length") > 10
    # readable lists have a zone table and two SVG charts; nothing was fetched from anywhere
    emil = "document.getElementById('p-5')"
    assert browser.js(f"{emil}.querySelectorAll('svg').length") == 2
    assert (
        browser.js(f"{emil}.querySelector('svg title').textContent") == "Energy curve (main deck)"
    )
    assert browser.js("performance.getEntriesByType('resource').length") == 0
    assert "judged as of 2026-09-20 (the event's date)" in browser.js(
        "document.getElementById('provenance').textContent"
    )
    # Kofi's deck check is shown with its changes
    assert browser.js("document.querySelectorAll('#p-12 table.diff tbody tr').length") == 4


def test_screenshots_desktop_phone_and_print(browser, report, nexus_run, shots):
    browser.open(report, width=1280, height=900)
    w, h = png_size(browser.screenshot(shots / "report-desktop.png"))
    assert (w, h) == (1280, 900)
    assert browser.js("document.documentElement.scrollWidth <= window.innerWidth")
    browser.open(report, width=390, height=844, mobile=True)
    assert png_size(browser.screenshot(shots / "report-phone.png")) == (390, 844)
    # on a phone the page does not scroll sideways: only the wide tables do, inside their box
    assert browser.js("document.documentElement.scrollWidth <= window.innerWidth + 1")
    browser.media("print")
    browser.viewport(794, 1123)  # A4 at 96 dpi
    assert png_size(browser.screenshot(shots / "report-print.png")) == (794, 1123)
    n = len(nexus_run.event.players)
    assert browser.js(
        "Array.from(document.querySelectorAll('.screen')).every(s => getComputedStyle(s).display === 'none')"
    )
    assert (
        browser.js(
            "Array.from(document.querySelectorAll('.sheet')).filter(s => s.offsetParent !== null).length"
        )
        == n
    )
    # a tick box for every entry of every readable list
    alice = nexus_run.decks[0].deck
    assert browser.js("document.querySelectorAll('.sheet[data-player=\"1\"] .box').length") == len(
        alice.entries()
    )
    pdf = browser.pdf(shots / "report.pdf")
    pages = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert pages == n  # one deck check sheet per page
    browser.media("screen")


def test_hostile_strings_are_shown_not_obeyed(browser, tmp_path):
    kennen = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    rows = [["player", "team", "notes", "list"]]
    for i, s in enumerate(HOSTILE):
        rows.append([f"P{i} {s}", f"T {s}", s, kennen.replace("3 Gust", f"3 Gust {s}")])
    with open(tmp_path / "roster.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)
    run = check_event(read_event(tmp_path / "roster.csv"))
    page = tmp_path / "hostile.html"
    page.write_text(get_reporter("html").render(run), encoding="utf-8")
    browser.open(page)
    text = browser.js("document.body.textContent")
    for s in HOSTILE:
        odd = re.search("[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]", s)
        if odd:
            # a list holding a break some programs see and others do not is refused (it could
            # hide a card): the refusal is shown, and the pieces of the string around the break
            assert f"U+{ord(odd.group(0)):04X} is a line break to some programs" in text
        pieces = re.split("[\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]", s.replace("\r\n", "\n"))
        for part in pieces:  # one line each: cells are read line by line, CRLF as LF
            # shown as text (controls as visible escapes)
            assert terminal_multiline(part).strip() in text, s
    assert browser.js("document.querySelectorAll('img, iframe, object, embed, form').length") == 0
    assert browser.js("document.scripts.length") == 1
    assert browser.js("document.querySelectorAll('[onerror], [onload], [onclick]').length") == 0
    assert browser.js("document.querySelectorAll('#players tbody tr').length") == len(HOSTILE)


def test_french_report_reads_in_french_and_still_sorts_and_filters(browser, tmp_path, nexus_run):
    """The organiser's report in French (``ReportOptions.lang``): language, headings, verdicts."""
    from riftcheck.reporters import ReportOptions

    page = tmp_path / "rapport.html"
    page.write_text(
        get_reporter("html", ReportOptions(lang="fr")).render(nexus_run), encoding="utf-8"
    )
    browser.open(page)
    assert browser.js("document.documentElement.lang") == "fr"
    assert browser.js("document.querySelector('.screen h2').textContent") == "Joueurs"
    # the verdicts as a reader sees them (the badge is upper-cased by the stylesheet)
    badges = browser.js(
        "Array.from(document.querySelectorAll('#players .badge')).map(b => b.innerText)"
    )
    assert set(badges) == {
        "LÉGAL",
        "ILLÉGAL",
        "SANS LISTE",
        "ILLISIBLE",
        "LISTE LÉGALE · ERREUR D'INSCRIPTION",
        "LISTE LÉGALE · VÉRIFICATION DU DECK ÉCHOUÉE",
    }
    assert badges.count("ILLÉGAL") == 2 and badges.count("LÉGAL") == 4
    heads = browser.js(
        "Array.from(document.querySelectorAll('#players thead th')).map(t => t.innerText)"
    )
    assert heads == [
        "#", "Joueur", "Équipe", "Table", "Verdict", "Erreurs", "Avertissements",
        "Problèmes d'inscription",
    ]  # fmt: skip
    assert browser.js("document.querySelector('#count-missing').innerText") == "1\nSans liste"
    assert "jugé à la date du 20\u00a0septembre 2026 (la date de l'événement)" in browser.js(
        "document.getElementById('provenance').textContent"
    )
    emil = "document.getElementById('p-5')"
    assert browser.js(f"{emil}.querySelector('svg title').textContent") == (
        "Courbe d'énergie (deck principal)"
    )
    assert "3 Stacked Deck" in browser.js(f"{emil}.innerText")  # as written, in an English list
    # the script reads the same data- values in every language
    browser.js(
        "var s=document.getElementById('status-filter'); s.value='missing'; s.dispatchEvent(new Event('change'))"
    )
    assert browser.js(ROW_NAMES) == ["Fatima Haddad"]
    assert (
        browser.js("document.getElementById('shown').parentNode.innerText")
        == "lignes affichées\u00a0: 1"
    )
    browser.js(
        "var s=document.getElementById('status-filter'); s.value=''; s.dispatchEvent(new Event('change'));"
        "var b=document.querySelectorAll('#players thead button')[5]; b.click(); b.click();"
    )
    assert browser.js(ROW_NAMES)[:2] == ["Emil Berg", "Lena Fischer"]
    # printed, each sheet is in French too
    browser.media("print")
    sheet = browser.js("document.querySelector('.sheet[data-player=\"5\"]').innerText")
    browser.media("screen")
    assert "Verdict\u00a0: illégal" in sheet and "Juge\u00a0:" in sheet and "Constats" in sheet


# -- a large event: sections are written so that a browser need not build them all at once


@pytest.fixture(scope="module")
def big_report(tmp_path_factory) -> Path:
    """A roster of 260 players (more than the report shows at once: html.EAGER) pasting one list."""
    from riftcheck.reporters.html import EAGER

    n = EAGER + 60
    d = tmp_path_factory.mktemp("big")
    kennen = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
    with open(d / "r.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["player", "list"])
        for i in range(n):
            lst = kennen if i % 2 else kennen.replace("3 Gust\n", "4 Gust\n")
            w.writerow([f"Player {i:03d}", lst])
    run = check_event(read_event(d / "r.csv"))
    path = d / "big.html"
    path.write_text(get_reporter("html").render(run), encoding="utf-8")
    return path


LAZY = "document.querySelectorAll('section.player noscript.lazy').length"
SHOWN = "document.querySelectorAll('section.player .zones').length"


def test_a_large_report_builds_a_section_when_it_is_needed(browser, big_report):
    from riftcheck.reporters.html import EAGER

    n = EAGER + 60
    browser.open(big_report)
    # every row and every section heading is there; the sections far below are not built yet
    assert browser.js("document.querySelectorAll('#players tbody tr').length") == n
    assert browser.js("document.querySelectorAll('section.player h2').length") == n
    assert browser.js(LAZY) > n - 20
    # the filter works on the whole table
    browser.js(
        "var q=document.getElementById('filter'); q.value='player 25'; q.dispatchEvent(new Event('input'))"
    )
    assert browser.js(ROW_NAMES) == [f"Player {i}" for i in range(250, 260)]
    # a link to a player builds that section (findings, the list as read, the charts)
    browser.js("document.querySelector('#players tbody a[href=\"#p-257\"]').click()")
    assert browser.js("!document.querySelector('#p-257 noscript.lazy')")
    assert browser.js("document.querySelectorAll('#p-257 svg').length") == 2
    assert "copy-limit" in browser.js("document.getElementById('p-257').textContent")
    # scrolling builds what comes near the screen
    browser.js("document.getElementById('p-100').scrollIntoView()")
    browser.js("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert browser.js("!document.querySelector('#p-100 noscript.lazy')")
    # the button builds every section (so that the browser's search finds any card)
    browser.js("document.getElementById('show-all').click()")
    assert browser.js(LAZY) == 0 and browser.js(SHOWN) == n
    assert browser.js("document.getElementById('show-all').hidden") is True


CV = "getComputedStyle(document.getElementById('%s')).contentVisibility"


def test_a_large_report_leaves_only_built_sections_to_content_visibility(browser, big_report):
    """Issue 23: ``content-visibility: auto`` on thousands of headings not built yet made Chromium
    slower to open the report, not faster; a built section has it, one not built yet does not."""
    browser.open(big_report)
    browser.js("document.getElementById('p-1').scrollIntoView()")
    browser.js("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert browser.js("!document.querySelector('#p-1 noscript.lazy')")
    assert browser.js(CV % "p-1") == "auto"
    assert browser.js("!!document.querySelector('#p-250 noscript.lazy')")
    assert browser.js(CV % "p-250") == "visible"
    browser.js("document.querySelector('#players tbody a[href=\"#p-250\"]').click()")
    assert browser.js("document.getElementById('p-250').classList.contains('built')")
    assert browser.js(CV % "p-250") == "auto"
    # without scripts every section is there as written, and left to the browser's layout
    browser.open(big_report, scripts=False)
    assert browser.js(CV % "p-250") == "auto" and browser.js(CV % "p-1") == "auto"


def test_a_large_report_prints_every_sheet_and_reads_without_scripts(browser, big_report):
    from riftcheck.reporters.html import EAGER

    n = EAGER + 60
    browser.open(big_report)
    assert browser.js("document.querySelectorAll('section.sheet noscript.lazy').length") == n
    browser.pdf(big_report.with_suffix(".pdf"))  # the browser says it prints: every sheet is built
    assert browser.js("document.querySelectorAll('section.sheet noscript.lazy').length") == 0
    assert browser.js("document.querySelectorAll('section.sheet .sign').length") == n
    browser.open(big_report, scripts=False)
    # without scripts the sections are markup as written: every list, every chart
    assert browser.js(SHOWN) == n
    assert browser.js("document.querySelectorAll('section.player svg').length") == 2 * n
