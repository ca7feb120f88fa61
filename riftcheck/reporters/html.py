"""The HTML report: one self-contained file to open, sort, filter and print.

Everything is in the file: the styles, a short script, the charts (inline
SVG). It loads nothing (a Content-Security-Policy forbids any network
request), so it can be mailed, put on a USB stick or opened at a venue
without a connection. What it shows:

* a summary (players or decks: legal, illegal, missing, unreadable; the
  event, its date and where the date came from, the ruleset, the card
  database);
* a table of players, sortable by any column and filterable by text and
  verdict when scripts run, complete and readable when they do not;
* per player: the verdict, the findings (each rule id linked to its
  explanation at the end of the file), the roster problems, the deck check
  (played vs registered), the list as read zone by zone, and the deck summary:
  cards per zone, the energy curve and the domain split as SVG charts;
* a print stylesheet: printed, the report is one *deck check sheet* per
  page and player: the player's name, table, the list by zone with an empty
  box to tick for every card, the findings, and a line for the judge.

A report of 10,000 players stays usable (it opens and filters in seconds):
each player's section below its heading, and each printed sheet, is written
inside a ``<noscript class="lazy">``. Without scripts a browser reads it as
markup, so every section is there as written; with scripts it is one text
node the parser passes over, and the script turns it into the section when
it comes near the screen, when a link or the address names it, when "show
every player's details" is pressed, and (the sheets) before printing. A
report of up to :data:`EAGER` players is shown whole at once. Only a built
section (class ``built``) leaves its layout off the screen to the browser
(``content-visibility: auto``): on 10,000 sections not built yet, that
bookkeeping cost Chromium more than the sections themselves (about 40% of the
time to open a 10,000-player report), and a heading alone needs no saving.

Every string that comes from a file, a card database or a plugin (player
names, card names, file names, messages) goes through
:func:`riftcheck.infra.escape.html`; ids and classes are riftcheck's own.

The report is written in the run's language (``ReportOptions.lang``): headings,
labels, verdicts, messages and fixes are said by the same translator as the
text report (:func:`riftcheck.i18n.translator`), cards named in French when
the database knows a French name; ids, classes and ``data-`` values, which the
script and the print stylesheet read, stay the same in every language.
"""

from __future__ import annotations

import re
from pathlib import Path

from riftcheck.i18n import N_, NC_, Translator, citation_legend
from riftcheck.infra.escape import cell, log_lines
from riftcheck.infra.escape import html as esc
from riftcheck.models import ZONES, Msg, Plural, joined
from riftcheck.reporters._util import (
    STATUS_WORDS,
    TEAM_WORDS,
    event_status,
    finding_key,
    location_text,
    severity_counts,
    strict_note,
    team_note,
    team_status,
    team_title,
    team_word,
    verdict_note,
)
from riftcheck.reporters.base import Reporter

ZONE_TITLES = {
    "legend": N_("Legend"),
    "champion": N_("Chosen Champion"),
    "main": N_("Main deck"),
    "battlefields": N_("Battlefields"),
    "runes": N_("Runes"),
    "sideboard": N_("Sideboard"),
    "additional_legends": N_("Additional legends"),
}
#: The zones a list shows, then Neeko's additional legends (TR 401.2.a: on the decklist, not cards
#: of the deck), shown when the deck names any
_LISTED = (*ZONES, "additional_legends")
#: The zones whose title is a feminine noun in French (« Légende », « Runes »): an empty one says
#: "none" in the catalogue's "feminine" context (« aucune »), as the deck view's rows do
#: (riftcheck/reporters/deckview.py); the others say the plain "none" (« aucun »)
_FEMININE_ZONES = frozenset({"legend", "runes", "additional_legends"})
STATUSES = ("legal", "illegal", "missing", "unreadable", "deck-check-failed", "roster-error")


#: The count cards' labels, one per status, agreeing with the count (« 1 Absent », « 2 Absents »):
#: ``{n}`` is the count the card shows in bold, the rest its label
def _status_title(status: str, n: int) -> Plural:
    if status == "legal":
        return Plural(n, "{n} Legal", "{n} Legal")
    if status == "illegal":
        return Plural(n, "{n} Illegal", "{n} Illegal")
    if status == "missing":
        return Plural(n, "{n} Missing", "{n} Missing")
    if status == "unreadable":
        return Plural(n, "{n} Unreadable", "{n} Unreadable")
    if status == "deck-check-failed":
        return Plural(n, "{n} Legal list, failed deck check", "{n} Legal lists, failed deck checks")
    return Plural(n, "{n} Legal list, roster error", "{n} Legal lists, roster errors")


#: How a deck check's change is named in its table
_CHANGE_KINDS = {"added": N_("added"), "removed": N_("removed"), "changed": N_("changed")}
#: How a registration's list was given
_LIST_KINDS = {"path": N_("path"), "code": N_("code"), "inline": N_("inline")}
#: The English report, for the module's functions called without a translator
_ENGLISH = Translator("en")
_DOMAIN_COLOURS = {
    "Fury": "#c8102e",
    "Calm": "#2e8b57",
    "Mind": "#1f6fb5",
    "Body": "#e07b00",
    "Chaos": "#7b3fa0",
    "Order": "#c9a100",
    N_("Colorless"): "#888888",
}

CSS = """
:root{--fg:#1b1b1f;--muted:#5b5b66;--line:#d9d9e0;--bg:#fff;--soft:#f4f4f8;--legal:#1a7f37;--illegal:#c62828;
--missing:#8e24aa;--unreadable:#8e24aa;--warning:#a15c00}
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);
margin:0 auto;max-width:1200px;padding:16px}
h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.25em;margin:.2em 0}h3{font-size:1.02em;margin:1em 0 .3em}
.muted,.prov{color:var(--muted);font-size:.9em}
.cv{white-space:pre-wrap}
.cards{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}
.card{border:1px solid var(--line);border-radius:8px;padding:8px 14px;min-width:110px;background:var(--soft)}
.card b{display:block;font-size:1.5em}
.badge{display:inline-block;border-radius:4px;padding:0 6px;font-weight:600;color:#fff;font-size:.85em;
text-transform:uppercase}
.b-legal{background:var(--legal)}.b-illegal{background:var(--illegal)}.b-missing{background:var(--missing)}
.b-unreadable{background:var(--unreadable)}.b-roster-error{background:var(--illegal)}
.b-deck-check-failed{background:var(--illegal)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);
vertical-align:top}
th button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit}
th[aria-sort=ascending] button::after{content:" \\25B2"}th[aria-sort=descending] button::after{content:" \\25BC"}
.wrap{overflow-x:auto}
.controls{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0;align-items:center}
.controls input,.controls select{font:inherit;padding:4px 8px}
section.player{border-top:2px solid var(--line);margin-top:24px;padding-top:8px}
.large section.player.built{content-visibility:auto;contain-intrinsic-size:auto 600px}
@media (scripting:none){.large section.player{content-visibility:auto;contain-intrinsic-size:auto 600px}}
noscript.lazy{display:block}
.sev-error{color:var(--illegal);font-weight:600}.sev-warning{color:var(--warning);font-weight:600}
.partial{color:var(--warning);font-weight:600}.card.partial{border-color:var(--warning)}
.sev-info{color:var(--muted)}
.zones{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:8px 24px}
.zones ul{list-style:none;margin:0;padding:0}.zones li{padding:1px 0}
.unresolved{color:var(--illegal)}
.charts{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
svg text{font:11px system-ui,sans-serif;fill:var(--fg)}
.sheet{display:none}
dl.rules dt{font-weight:600;margin-top:6px}dl.rules dd{margin:0 0 0 16px}
code{font-size:.92em}
@media (max-width:640px){body{padding:8px;font-size:14px}.hide-narrow{display:none}}
@media print{
  @page{size:A4;margin:12mm}
  body{max-width:none;padding:0;font-size:11pt}
  .screen{display:none!important}
  .sheet{display:block;break-after:page;page-break-after:always}
  .sheet:last-of-type{break-after:auto;page-break-after:auto}
  .sheet h2{font-size:16pt;margin:0}
  .sheet .head{display:flex;justify-content:space-between;border-bottom:2px solid #000;margin-bottom:6px}
  .sheet .cols{columns:2;column-gap:10mm}
  .sheet .zone{break-inside:avoid;margin-bottom:4mm}
  .sheet h3{font-size:11pt;margin:0 0 1mm}
  .sheet ul{list-style:none;margin:0;padding:0}
  .sheet li{padding:0.4mm 0}
  .box{display:inline-block;width:3.6mm;height:3.6mm;border:0.3mm solid #000;margin-right:2mm;vertical-align:-0.5mm}
  .sheet .sign{margin-top:8mm;border-top:1px solid #000;padding-top:2mm}
}
"""

SCRIPT = """
(function(){
  function show(box){
    var lazy=box.querySelector('noscript.lazy');if(!lazy)return;
    var t=document.createElement('template');t.innerHTML=lazy.textContent;lazy.replaceWith(t.content);
    box.classList.add('built');
  }
  var sections=document.querySelectorAll('section.player'),eager=sections.length<=%(eager)d;
  function target(){
    var id=decodeURIComponent(location.hash.slice(1)),el=id&&document.getElementById(id);
    if(el&&el.matches('section.player')){show(el);el.scrollIntoView();}
  }
  if(eager||!('IntersectionObserver' in window)){
    Array.prototype.forEach.call(document.querySelectorAll('section.player, section.sheet'),show);
  }else{
    var seen=new IntersectionObserver(function(items){items.forEach(function(it){
      if(it.isIntersecting){show(it.target);seen.unobserve(it.target);}});},{rootMargin:'2000px 0px'});
    Array.prototype.forEach.call(sections,function(s){seen.observe(s);});
  }
  window.addEventListener('hashchange',target);target();
  window.addEventListener('beforeprint',function(){
    Array.prototype.forEach.call(document.querySelectorAll('section.sheet'),show);});
  var all=document.getElementById('show-all');
  if(all){all.hidden=false;all.addEventListener('click',function(){
    Array.prototype.forEach.call(sections,show);all.hidden=true;});}
  var table=document.getElementById('players');if(!table)return;
  var body=table.tBodies[0],q=document.getElementById('filter'),st=document.getElementById('status-filter');
  var shown=document.getElementById('shown');
  document.getElementById('controls').hidden=false;
  function apply(){
    var text=q.value.trim().toLowerCase(),want=st.value,n=0;
    Array.prototype.forEach.call(body.rows,function(r){
      if(r._text===undefined)r._text=r.textContent.toLowerCase();
      var ok=(!text||r._text.indexOf(text)>=0)&&
        (!want||r.getAttribute('data-status')===want||(want==='problems'&&r.getAttribute('data-problems')!=='0'));
      r.hidden=!ok;if(ok)n++;});
    shown.textContent=String(n);
  }
  q.addEventListener('input',apply);st.addEventListener('change',apply);
  Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,col){
    var b=th.querySelector('button');if(!b)return;
    b.addEventListener('click',function(){
      var asc=th.getAttribute('aria-sort')!=='ascending',num=th.getAttribute('data-type')==='num';
      Array.prototype.forEach.call(table.tHead.rows[0].cells,function(o){o.removeAttribute('aria-sort');});
      th.setAttribute('aria-sort',asc?'ascending':'descending');
      var rows=Array.prototype.slice.call(body.rows);
      rows.sort(function(a,b){
        var x=a.cells[col].getAttribute('data-v'),y=b.cells[col].getAttribute('data-v');
        var c=num?(parseFloat(x)-parseFloat(y)):x.localeCompare(y);
        if(c===0)c=parseFloat(a.getAttribute('data-i'))-parseFloat(b.getAttribute('data-i'));
        return asc?c:-c;});
      rows.forEach(function(r){body.appendChild(r);});
    });
  });
  apply();
})();
"""

#: The button that shows every section at once (for a search of the whole page).
SHOW_ALL = N_("Show every player's details")
#: ... in a check report, whose rows are decks, not players (atkF 20)
SHOW_ALL_DECKS = N_("Show every deck's details")
#: Up to this many players, every section is shown as soon as the page is read; beyond, each
#: is shown when it nears the screen (see the module documentation).
EAGER = 200

#: Forbids every request the page could make: styles and the script are inline, images are data.
CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"


def _own(text: str) -> str:
    """riftcheck's own words (a catalogue entry) as element content or a quoted attribute value.

    They hold no markup; ``&``, ``<``, ``>`` and ``"`` are escaped all the same, since a
    translation is text too. (An apostrophe is left as it is, as the English text always was.)
    """
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def _t(tr: Translator, word: str) -> str:
    """A fixed word of the report (a heading, a label) in the report's language, for HTML."""
    return _own(tr.text(word))


def _say(tr: Translator, message: str) -> str:
    """A message (a :class:`~riftcheck.models.Msg` or a finding's text) in the report's language, escaped."""
    return esc(tr.message(message))


class _Player:
    """What the report shows of one deck: a player of an event, or a deck file of a check run."""

    def __init__(self, run, i: int, d, report=None, tr: Translator = _ENGLISH):
        self.i = i
        self.d = d
        self.report = report
        reg = report.registration if report is not None else None
        self.reg = reg
        self.name = (reg.shown or tr.text(N_("(no name)"))) if reg is not None else d.source
        self.status = event_status(run, d)
        self.note = verdict_note(run, d)
        self.team_status = team_status(run, d)
        self.team_note = team_note(run, d)
        own = {id(f) for f in report.problems} if report is not None else set()
        self.problems = sorted(report.problems, key=finding_key) if report is not None else []
        errs = [d.error] if d.error is not None and id(d.error) not in own else []
        self.findings = errs + [f for f in sorted(d.findings, key=finding_key) if id(f) not in own]
        self.deck = d.deck

    @property
    def anchor(self) -> str:
        return f"p-{self.i}"


def _lazy(html: str) -> str:
    """``html`` that scripts show when it is needed, and a browser without scripts reads as it is
    (see the module documentation). It cannot end its ``noscript`` early: every string from a
    file is escaped, so ``</noscript`` appears in none."""
    return f'<noscript class="lazy">{html}</noscript>'


#: a team's verdict in its heading: the team's words (French agrees them with « équipe »)
_TEAM_BADGE = {
    "legal": NC_("team", "legal"),
    "illegal": NC_("team", "illegal"),
    "unreadable": NC_("team", "unreadable"),
    "roster-error": NC_("team", "legal lists · roster error"),
}


def _status_badge(status: str, tr: Translator = _ENGLISH, note=None) -> str:
    """A verdict's badge; ``note`` (``pool not checked``, ``partial check``) is said beside it: a
    check that did not run is never a plain "legal", even in a filtered table."""
    badge = f'<span class="badge b-{status}">{_t(tr, STATUS_WORDS.get(status, status))}</span>'
    return badge + (f' <span class="partial">({_say(tr, note)})</span>' if note else "")


def _rule_link(rule: str) -> str:
    return f'<a href="#rule-{esc(rule)}"><code>{esc(rule)}</code></a>'


def _where(f) -> str:
    loc = f.location
    if loc is None:
        return ""
    lt = location_text(f)
    name = loc.file.replace("\\", "/").rsplit("/", 1)[-1]
    return f"{name}:{lt}" if lt else name


def _cites(message, citation: str) -> bool:
    """Whether ``message`` gives ``citation`` itself (``TR 602.4.a.5``, not ``TR 602.4.a``)."""
    return re.search(re.escape(citation) + r"(?!\.?\w)", str(message)) is not None


def _findings_table(findings, caption: str, tr: Translator = _ENGLISH) -> str:
    if not findings:
        return ""
    rows = []
    for f in findings:
        fix = (
            f'<div class="muted">{_say(tr, Msg("fix: {text}", text=f.fix))}</div>' if f.fix else ""
        )
        # (RB/RT in French: the citation is said, as the text report says it); a citation the
        # message gives already is not repeated after it (atkQ 10: « … (RT 602.4.a.5) (RB
        # 103.3.a.2, RB 103.3.d.3, RT 602.4.a.5) »)
        cited = [c for c in str(f.citation or "").split(", ") if c and not _cites(f.message, c)]
        cite = (
            f' <span class="muted">({esc(tr.citations(tr.message(", ".join(cited))))})</span>'
            if cited
            else ""
        )
        rows.append(
            f'<tr><td class="sev-{esc(f.severity)}">{_t(tr, f.severity)}</td><td>{_rule_link(f.rule)}</td>'
            f"<td>{esc(_where(f))}</td><td>{_say(tr, f.message)}{cite}{fix}</td></tr>"
        )
    heads = "".join(
        f"<th>{_t(tr, h)}</th>" for h in (N_("Severity"), N_("Rule"), N_("Where"), N_("Message"))
    )
    return (
        f'<h3>{_t(tr, caption)}</h3><div class="wrap"><table class="findings"><thead><tr>{heads}'
        "</tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>"
    )


def _entry_text(e, tr: Translator = _ENGLISH) -> str:
    """One line of the list as read: the card's canonical name in the language the player wrote it
    in (``3 Stacked Deck`` stays English in a French report, ``partie truquee`` is ``Partie
    truquée``), never a name the player did not write; the reference as written when unknown."""
    from riftcheck.decks.write import entry_name

    name = entry_name(e)
    pid = f" ({e.printing.id})" if e.printing is not None else ""
    return f"{e.count} {name}{pid}"


def _list_as_read(deck, tr: Translator = _ENGLISH) -> str:
    out = [f'<h3>{_t(tr, N_("The list as read"))}</h3><div class="zones">']
    for z in _LISTED:
        entries = deck.zone(z)
        if z == "additional_legends" and not entries:
            continue
        total = sum(e.count for e in entries)
        items = []
        for e in entries:
            cls = ' class="unresolved"' if e.card is None else ""
            line = (
                f' <span class="muted">{_say(tr, Msg("line {line}", line=e.location.line))}</span>'
                if e.location.line
                else ""
            )
            bad = " " + _t(tr, N_("(not a known card)")) if e.card is None else ""
            items.append(f"<li{cls}>{esc(_entry_text(e, tr))}{bad}{line}</li>")
        said = (
            _own(tr.text(NC_("feminine", "none"), "feminine"))
            if z in _FEMININE_ZONES
            else _t(tr, N_("none"))
        )
        none = f"<li class=muted>{said}</li>"
        out.append(
            f"<div><b>{_t(tr, ZONE_TITLES[z])}</b> ({total})<ul>{''.join(items) or none}</ul></div>"
        )
    out.append("</div>")
    return "".join(out)


def bar_chart(
    pairs, title: str, colours=None, width: int = 300, height: int = 140, colon: str = ": "
) -> str:
    """An inline SVG bar chart of ``(label, value)`` pairs, with the values written over the bars;
    ``colon`` joins a bar's label and value in its tooltip (French puts a no-break space before it)."""
    pairs = list(pairs)
    if not pairs:
        return ""
    top = max(v for _, v in pairs) or 1
    n = len(pairs)
    gap = 4
    bw = max(6, (width - 10 - gap * n) // n)
    chart_h = height - 34
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><title>{esc(title)}</title>'
        f'<text x="0" y="11" font-weight="600">{esc(title)}</text>'
    ]
    for k, (label, v) in enumerate(pairs):
        x = 5 + k * (bw + gap)
        h = round(chart_h * v / top)
        y = 16 + chart_h - h
        fill = (colours or {}).get(str(label), "#4a5ad8")
        parts.append(
            f'<rect x="{x}" y="{y}" width="{bw}" height="{h}" fill="{esc(fill)}"><title>{esc(label)}{esc(colon)}{v}</title></rect>'
            f'<text x="{x + bw / 2}" y="{max(y - 2, 26)}" text-anchor="middle">{v}</text>'
            f'<text x="{x + bw / 2}" y="{height - 4}" text-anchor="middle">{esc(label)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _deck_summary(deck, tr: Translator = _ENGLISH) -> str:
    from riftcheck.stats import deck_stats

    s = deck_stats(deck)
    zones = "".join(
        f'<tr><td>{_t(tr, ZONE_TITLES[z])}</td><td data-v="{n}">{n}</td></tr>'
        for z, n in s.zone_counts
    )
    legend = ""
    if s.legend:
        card = Msg("{card} ({domains})", card=s.legend, domains=", ".join(s.legend_domains))
        said = Msg("Legend: {card}", card=card if s.legend_domains else s.legend)
        legend = f"<p>{_say(tr, said)}</p>"
    champ = (
        f"<p>{_say(tr, Msg('Chosen Champion: {card}', card=s.champion))}</p>" if s.champion else ""
    )
    charts = bar_chart(
        [(str(k), v) for k, v in s.energy_curve],
        tr.text(N_("Energy curve (main deck)")),
        colon=tr.text(N_(": ")),
    )
    # the domains in the report's language, whole: a cut word (« Fure », « Calm ») is no name the
    # rules texts give; the chart is as wide as its longest name needs
    labels = {d: tr.text(d) for d, _ in s.domain_split}
    bar = max(52, 8 * max((len(x) for x in labels.values()), default=0) + 8)
    charts += bar_chart(
        [(labels[d], v) for d, v in s.domain_split],
        tr.text(N_("Domains (main deck)")),
        colours={tr.text(d): c for d, c in _DOMAIN_COLOURS.items()},
        width=max(160, (bar + 4) * len(s.domain_split) + 20),
        colon=tr.text(N_(": ")),
    )
    return (
        f'<h3>{_t(tr, N_("Deck summary"))}</h3>{legend}{champ}<div class="charts">'
        f'<table class="zone-counts" style="width:auto"><thead><tr><th>{_t(tr, N_("Zone"))}</th>'
        f"<th>{_t(tr, N_('Cards'))}</th></tr></thead><tbody>{zones}"
        f"<tr><td>{_t(tr, N_('Main deck with champion'))}</td><td>{s.main_deck}</td></tr></tbody>"
        f"</table>{charts}</div>"
    )


def _diff(p, tr: Translator = _ENGLISH) -> str:
    rep = p.report
    if rep is None or (rep.diff is None and rep.played_error is None):
        return ""
    if rep.diff is None:
        return (
            f"<h3>{_t(tr, N_('Deck check'))}</h3>"
            f'<p class="sev-error">{_say(tr, rep.played_error.message)}</p>'
        )
    d = rep.diff
    if d.identical:
        verdict = N_("Identical to the registered list.")
    elif d.allowed and d.local:
        verdict = N_("Differences are sideboarding the local ruleset allows.")
    elif d.allowed:
        verdict = N_("Differences are sideboarding the format allows.")
    else:
        verdict = N_("The played deck differs.")
    head = (
        f"<h3>{_t(tr, N_('Deck check: played vs registered'))}</h3>"
        f"<p>{_t(tr, N_('Played list:'))} <code>{esc(d.played)}</code>. {_t(tr, verdict)}</p>"
    )
    rows = "".join(
        f"<tr><td>{esc(_zone_word(tr, c.zone))}</td><td>{esc(tr.names.get(c.name, c.name))}</td>"
        f"<td>{c.registered}</td><td>{c.played}</td>"
        f"<td>{_t(tr, _CHANGE_KINDS.get(c.kind, c.kind))}</td></tr>"
        for c in d.changes
    )
    heads = "".join(
        f"<th>{_t(tr, h)}</th>"
        for h in (N_("Zone"), N_("Card"), N_("Registered"), N_("Played"), N_("Change"))
    )
    table = (
        f'<div class="wrap"><table class="diff"><thead><tr>{heads}</tr></thead><tbody>{rows}'
        "</tbody></table></div>"
        if rows
        else ""
    )
    notes = "".join(f'<p class="muted">{_say(tr, n)}</p>' for n in d.notices)
    return head + table + notes


def _zone_word(tr: Translator, zone: str) -> str:
    """A deck check's zone (``main``, ``sideboard``): the id in English, the zone's title in French."""
    return zone if tr.lang == "en" or zone not in ZONE_TITLES else tr.text(ZONE_TITLES[zone])


def _pasted(text: str) -> str:
    """A pasted text for a ``<pre>``: line by line, each line's control and invisible characters
    as escapes (as every cell), its line breaks kept as breaks."""
    import re

    return "\n".join(esc(cell(line)) for line in re.split(r"\r\n|\n|\r", text))


def _unread_cells(event, reg) -> list[tuple[str, str]]:
    """``(header, cell)`` of a CSV roster's row for the columns riftcheck does not read (a form's
    ``Timestamp``), an earlier run's report columns left out (this report says the verdicts)."""
    if event is None or not reg.cells:
        return []
    from riftcheck.events.values import column_field

    theirs = {i + k for i, n in event.report_columns for k in range(n)}
    return [
        (h, reg.cells[i])
        for i, h in enumerate(event.columns)
        if i < len(reg.cells) and i not in theirs and h.strip() and column_field(h) is None
    ]


#: Up to this many cells, a row's table of cells is open when the page is read; a wider row's
#: (a form's hundred columns) is one click away.
OPEN_CELLS = 12


def _row_cells(event, reg, tr: Translator = _ENGLISH) -> str:
    """Every cell of a CSV roster's row, in place: its column's number and header, and the cell as
    the JSON report's ``cells`` give it, escaped as every cell is (:func:`cell`). Empty cells,
    cells of only whitespace, cells under a blank or repeated header and cells past the header
    are all there: the meta line says what riftcheck read, this table what the row holds
    (evtT 1, 3: they were on no page). An event file's player has no roster row."""
    if event is None or reg is None or not reg.cells:
        return ""
    return _cells_table(event, reg.cells, tr)


def _cells_table(event, cells, tr: Translator = _ENGLISH, title=None) -> str:
    """The table of :func:`_row_cells` for the ``cells`` of one roster row (a player's, or an
    empty row's), under ``title`` (a :class:`Msg`; ``None``: "The row as registered")."""
    columns = event.columns
    width = max(len(columns), len(cells))
    rows = []
    for i in range(width):
        if i >= event.header_width:
            head = f'<span class="muted">{_t(tr, N_("(past the header)"))}</span>'
        elif columns[i]:
            head = _cv(cell(columns[i]))
        else:
            head = f'<span class="muted">{_t(tr, N_("(no header)"))}</span>'
        value = cells[i] if i < len(cells) else ""
        rows.append(f"<tr><td>{i + 1}</td><th>{head}</th><td>{_cv(cell(value))}</td></tr>")
    heads = "<th>#</th>" + "".join(f"<th>{_t(tr, h)}</th>" for h in (N_("Column"), N_("Cell")))
    opened = " open" if width <= OPEN_CELLS else ""
    return (
        f"<details{opened}><summary>"
        f"{_say(tr, title) if title else _t(tr, N_('The row as registered'))}</summary>"
        f'<div class="wrap"><table class="cells"><thead><tr>{heads}</tr></thead><tbody>'
        + "".join(rows)
        + "</tbody></table></div></details>"
    )


def _empty_rows(run, tr: Translator = _ENGLISH) -> str:
    """The roster's rows that are no player (every cell empty or whitespace: a tab, an NBSP),
    each with its number and its every cell, as ``--format csv`` writes them back in place: a
    row of a tab was on no page (evtV 2)."""
    e = getattr(run, "event", None)
    rows = getattr(e.event, "empty_rows", ()) if e is not None else ()
    if not rows:
        return ""
    head = Plural(len(rows), "{n} empty row is not a player", "{n} empty rows are not players")
    body = "".join(
        _cells_table(e.event, cells, tr, Msg("row {row}", row=row)) for row, cells in rows
    )
    return f'<section class="empty-rows"><h2>{_say(tr, head)}</h2>{body}</section>'


def _cv(s: str) -> str:
    """A roster cell's text for the page: escaped, and inside a ``white-space:pre-wrap`` span when it
    has runs of spaces or edge spaces, which a browser would otherwise show as one (the cell as
    written, atkL 1)."""
    text = esc(s)
    return f'<span class="cv">{text}</span>' if "  " in s or s != s.strip(" ") else text


def _sheet(run, p: _Player, event_name: str, day: str, tr: Translator = _ENGLISH) -> str:
    """The printed deck check sheet of one player."""
    reg = p.reg
    table = esc(cell(reg.table)) if reg is not None and reg.table else "____"
    team = (
        f" · {_say(tr, Msg('team {team}', team=cell(reg.team)))}"
        if reg is not None and reg.team
        else ""
    )
    head = (
        f'<div class="head"><div><h2>{_cv(p.name)}</h2><div>{esc(event_name)} · {esc(day)}{team}</div></div>'
        f"<div><div>{_t(tr, N_('Table'))} {table}</div>"
        f"<div>{_say(tr, Msg('Verdict: {verdict}', verdict=tr.text(STATUS_WORDS.get(p.status, p.status))))}"
        + (f" ({_say(tr, p.note)})" if p.note else "")
        + "</div>"
        + (
            f"<div>{_t(tr, TEAM_WORDS[p.team_status])}"
            + (f" ({_say(tr, p.team_note)})" if p.team_note else "")
            + "</div>"
            if p.team_status
            else ""
        )
        + "</div></div>"
    )
    body = []
    if p.deck is not None:
        body.append('<div class="cols">')
        for z in _LISTED:
            entries = p.deck.zone(z)
            if not entries:
                continue
            total = sum(e.count for e in entries)
            items = "".join(
                f'<li><span class="box"></span>{esc(_entry_text(e, tr))}</li>' for e in entries
            )
            body.append(
                f'<div class="zone"><h3>{_t(tr, ZONE_TITLES[z])} ({total})</h3><ul>{items}</ul></div>'
            )
        body.append("</div>")
    else:
        body.append(f"<p>{_t(tr, N_('No readable list: see the findings.'))}</p>")
    findings = p.problems + p.findings
    if findings:
        items = "".join(
            f"<li>{_t(tr, f.severity)} {esc(f.rule)}"
            + (f" ({esc(_where(f))})" if f.location else "")
            + f"{_t(tr, N_(': '))}{_say(tr, f.message)}</li>"
            for f in findings
        )
        body.append(f"<h3>{_t(tr, N_('Findings'))}</h3><ul>{items}</ul>")
    sign = _t(tr, N_("Judge: ____________________ Time: ________ Result: ____________"))
    body.append(f'<div class="sign">{sign}</div>')
    return f'<section class="sheet" data-player="{p.i}">{_lazy(head + "".join(body))}</section>'


class HtmlReporter(Reporter):
    """One self-contained HTML document (see the module documentation)."""

    #: The report shows each list as read: the run must keep the decks (see ``check_paths(keep_decks=)``).
    needs_decks = True

    def _tr(self, run) -> Translator:
        """The translator of the report's language (French names of cards from the run's database)."""
        lang = getattr(self.options, "lang", "en") or "en"
        if lang == "en":
            return _ENGLISH
        from riftcheck.i18n import translator

        path = (run.card_data or {}).get("path")
        return translator(lang, Path(path) if path else None)

    def render(self, run) -> str:
        """The whole HTML document."""
        tr = self.tr = self._tr(run)
        e = run.event
        reports = {p.source: p for p in e.players} if e is not None else {}
        players = [
            _Player(run, i, d, reports.get(d.source), tr) for i, d in enumerate(run.decks, 1)
        ]
        title = (
            (e.event.name or e.event.source) if e is not None else tr.text(N_("riftcheck report"))
        )
        # the event and the tool joined by an en dash, not a hyphen; a check report's title names
        # riftcheck already (« rapport riftcheck - riftcheck » before, atkF 20)
        page = title if e is None else f"{title} \u2013 riftcheck"
        # the date on each printed sheet: a date in words in French (tr.value), ISO in English
        day = (
            tr.value(e.as_of.isoformat())
            if e is not None
            else (
                tr.value(run.as_of.isoformat())
                if run.as_of
                else ", ".join(
                    tr.value(d) for d in sorted({d.isoformat() for d in run.deck_as_of.values()})
                )
            )
        )
        out = [
            f'<!DOCTYPE html>\n<html lang="{tr.lang}"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(page)}</title><style>{CSS}</style></head>"
            # a large report leaves the layout of the sections off the screen to the browser
            + ('<body class="large">' if len(players) > EAGER else "<body>"),
            '<div class="screen">',
            self._header(run, title, players),
            self._table(run, players),
            self._teams(run),
            "".join(self._player(run, p) for p in players),
            _empty_rows(run, tr),
            self._rules(run, players),
            "</div>",
            "".join(_sheet(run, p, title, day, tr) for p in players),
            f"<script>{SCRIPT % {'eager': EAGER}}</script></body></html>\n",
        ]
        # nothing in the file starts a CI workflow command when it is printed in a log (&#58; is ':')
        return log_lines("".join(out), "xml")

    def _header(self, run, title: str, players) -> str:
        tr = self.tr
        sub = _event_lines(run.event, tr) if run.event is not None else []
        # what the text report says under its first two lines: notes on the card data, a partial
        # check, and every change to what was checked, as warnings above the summary
        _, _, *said = run.provenance.lines()
        sub.extend(f'<p class="sev-warning changed">{_say(tr, line)}</p>' for line in said)
        strict = strict_note(run, self.options.strict)
        if strict is not None:  # the run fails by warnings only: said as the text summary says it
            sub.append(f'<p class="sev-error strict">{_say(tr, strict)}</p>')
        return (
            f'<header><h1>{esc(title)}</h1>{"".join(sub)}<p class="prov" id="provenance">'
            f'{" · ".join(_provenance(run, tr))}</p><div class="cards" id="summary">'
            f"{''.join(_summary_cards(run, players, tr))}</div></header>"
        )

    def _table(self, run, players) -> str:
        tr = self.tr
        event = run.event is not None
        cols = [("#", "num"), (N_("Player") if event else N_("Deck"), "text")]
        if event:
            cols += [(N_("Team"), "text"), (N_("Table"), "text")]
        cols += [(N_("Verdict"), "text"), (N_("Errors"), "num"), (N_("Warnings"), "num")]
        if event:
            cols.append((N_("Roster problems"), "num"))
        head = "".join(
            f'<th data-type="{t}"><button type="button">{_t(tr, name) if name != "#" else name}</button></th>'
            for name, t in cols
        )
        rows = [self._row(p, event) for p in players]
        options = "".join(
            f'<option value="{s}">{_t(tr, STATUS_WORDS[s])}</option>'
            for s in STATUSES
            if event or s not in ("roster-error", "deck-check-failed")
        )
        problems = (
            f'<option value="problems">{_t(tr, N_("with roster problems"))}</option>'
            if event
            else ""
        )
        controls = (
            f'<div class="controls" id="controls" hidden><label>{_t(tr, N_("Filter"))} '
            f'<input type="search" id="filter" placeholder="{_t(tr, N_("name, team, card..."))}" '
            f'autocomplete="off"></label><label>{_t(tr, N_("Verdict"))} <select id="status-filter">'
            f'<option value="">{_t(tr, N_("all"))}</option>{options}{problems}</select></label>'
            f'<span class="muted">{_shown(tr, len(players))}</span>'
            f'<button type="button" id="show-all" hidden>'
            f"{_t(tr, SHOW_ALL if event else SHOW_ALL_DECKS)}</button></div>"
        )
        heading = _t(tr, N_("Players") if event else N_("Decks"))
        return (
            f'<h2>{heading}</h2>{controls}<div class="wrap"><table id="players">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )

    def _row(self, p: _Player, event: bool) -> str:
        """One player's (or deck's) row of the table: the ``data-`` values the script sorts by."""
        fs = p.findings
        errors = sum(1 for f in fs if f.severity == "error")
        warnings = sum(1 for f in fs if f.severity == "warning")
        num = p.reg.row if p.reg is not None else p.i
        cells = [
            f'<td data-v="{num}">{num}</td>',
            f'<td data-v="{esc(p.name.casefold())}"><a href="#{p.anchor}">{_cv(p.name)}</a></td>',
        ]
        if event:
            team = cell(p.reg.team or "") if p.reg is not None else ""
            table = cell(p.reg.table or "") if p.reg is not None else ""
            # the team's verdict beside its name: a team is legal only as a whole (TR 603)
            ts = p.team_status
            badge = (
                f' <span class="badge b-{"legal" if ts == "legal" else "illegal"} team-verdict">'
                f"{_t(self.tr, TEAM_WORDS[ts])}"
                + (f" ({_say(self.tr, p.team_note)})" if p.team_note else "")
                + "</span>"
                if ts
                else ""
            )
            cells += [
                f'<td data-v="{esc(team.casefold())}">{_cv(team)}{badge}</td>',
                f'<td data-v="{esc(table)}">{_cv(table)}</td>',
            ]
        rank = STATUSES.index(p.status) if p.status in STATUSES else 9
        cells += [
            f'<td data-v="{rank}">{_status_badge(p.status, self.tr, p.note)}</td>',
            f'<td data-v="{errors}">{errors}</td>',
            f'<td data-v="{warnings}">{warnings}</td>',
        ]
        if event:
            cells.append(f'<td data-v="{len(p.problems)}">{len(p.problems)}</td>')
        return (
            f'<tr data-i="{p.i}" data-status="{p.status}" data-problems="{len(p.problems)}">'
            f"{''.join(cells)}</tr>"
        )

    def _teams(self, run) -> str:
        if not run.teams:
            return ""
        tr = self.tr
        out = [f"<h2>{_t(tr, N_('Teams'))}</h2>"]
        for t in run.teams:
            status = team_word(t, run)
            # an unnamed team (check --team) is « Équipe », not « Équipe » and a blank
            name = esc(team_title(tr, t.name))
            # the team's word, not a deck's: French agrees it with « équipe » (atkG 13)
            word = esc(tr.text(_TEAM_BADGE[status], context="team"))
            out.append(
                f'<section class="team"><h3>{name} <span class="badge b-{status}">{word}</span></h3>'
                f'<p class="muted">{", ".join(_say(tr, s) for s in t.sources)}</p>'
                # no team finding says why: its decks are illegal on their own (atkJ item 4)
                + (f'<p class="team-why">{_say(tr, t.why)}</p>' if t.why else "")
                + _findings_table(sorted(t.findings, key=finding_key), N_("Team findings"), tr)
                + "</section>"
            )
        return "".join(out)

    def _meta(self, reg, event=None) -> list[str]:
        """A registration's row, id, team, table, notes, list, deck code and pool, then the
        roster's columns riftcheck does not read (``Timestamp``), as HTML pieces: every cell as
        registered, as ``--format csv`` writes it back (evtR 5: the pool, the deck code beside a
        list and the other columns were on no page)."""
        tr = self.tr
        meta = [_say(tr, reg.where)]
        for label, v in (
            (N_("id"), reg.id),
            (N_("team"), reg.team),
            (N_("table"), reg.table),
            (N_("notes"), reg.notes),
        ):
            if v:
                meta.append(f"{_t(tr, label)} {_cv(cell(v))}")
        ref = reg.list or reg.deck_code
        if ref is not None:
            shown = ref.value if ref.kind != "inline" else tr.text(N_("pasted in the roster"))
            kind = _t(tr, _LIST_KINDS.get(ref.kind, ref.kind))
            meta.append(f"{_t(tr, N_('list:'))} {kind} <code>{esc(shown)}</code>")
        for label, other in ((N_("deck code:"), reg.deck_code), (N_("pool:"), reg.pool)):
            if other is None or other is ref:
                continue
            shown = other.value if other.kind != "inline" else tr.text(N_("pasted in the roster"))
            kind = _t(tr, _LIST_KINDS.get(other.kind, other.kind))
            meta.append(f"{_t(tr, label)} {kind} <code>{esc(shown)}</code>")
        # a cell of only whitespace is a cell written (evtT 1); every cell is in _row_cells too
        meta.extend(f"{_cv(cell(h))} {_cv(cell(v))}" for h, v in _unread_cells(event, reg) if v)
        return meta

    def _player(self, run, p: _Player) -> str:
        tr = self.tr
        meta = self._meta(p.reg, run.event.event) if p.reg is not None else []
        group = getattr(p.report, "identical", None)
        if group is not None and group.row != p.reg.row:
            # the group's one finding is at its first row: a link to it, beside every member
            from riftcheck.events.problems import identical_note

            meta.append(f'<a href="#p-{group.first + 1}">{_say(tr, identical_note(group))}</a>')
        counts = severity_counts(p.problems + p.findings)
        parts = [
            f'<p class="muted">{" · ".join(meta)}{" · " if meta and counts else ""}'
            f"{_say(tr, counts)}</p>",
            _row_cells(run.event.event if p.reg is not None else None, p.reg, tr),
            _findings_table(p.problems, N_("Roster problems"), tr),
            _findings_table(p.findings, N_("Findings"), tr),
            _diff(p, tr),
        ]
        for ref, title in (
            (p.reg.list if p.reg is not None else None, N_("List as pasted in the roster")),
            (
                p.reg.played if p.reg is not None else None,
                N_("Played list as pasted in the roster"),
            ),
            (p.reg.pool if p.reg is not None else None, N_("Pool as pasted in the roster")),
        ):
            if ref is not None and ref.kind == "inline":
                # a list pasted in the roster: its text as registered, its comments too (the list
                # as read below has only its cards; evtT 8: a pasted list's text was on no page)
                parts.append(
                    f"<details><summary>{_t(tr, title)}</summary>"
                    f'<pre class="cv">{_pasted(ref.value)}</pre></details>'
                )
        if p.deck is not None:
            notices = "".join(f"<li>{_say(tr, n.message)}</li>" for n in p.d.notices)
            if notices:
                parts.append(f"<h3>{_t(tr, N_('Notices'))}</h3><ul>{notices}</ul>")
            parts.append(_list_as_read(p.deck, tr))
            parts.append(_deck_summary(p.deck, tr))
        return (
            f'<section class="player" id="{p.anchor}" data-status="{p.status}"><h2>{_cv(p.name)} '
            f"{_status_badge(p.status, tr, p.note)}</h2>{_lazy(''.join(parts))}</section>"
        )

    def _rules(self, run, players) -> str:
        tr = self.tr
        used = {f.rule for p in players for f in p.problems + p.findings}
        used |= {f.rule for t in run.teams for f in t.findings}
        items = []
        for rid in sorted(set(run.rules) | used):
            info = run.rules.get(rid)
            summary = info.summary if info is not None else ""
            cites = (
                f' <span class="muted">({esc(tr.citations(tr.message(info.numbering_text())))})</span>'
                if info and info.citations
                else ""
            )
            items.append(
                f'<dt id="rule-{esc(rid)}"><code>{esc(rid)}</code></dt><dd>{_say(tr, summary)}{cites}</dd>'
            )
        # a deck check has no roster: its section is the rules alone
        heading = _t(tr, N_("Rules and roster checks") if run.event is not None else N_("Rules"))
        return f'<h2 id="rules">{heading}</h2><dl class="rules">{"".join(items)}</dl>'


def _shown(tr: Translator, n: int) -> str:
    """``<span id="shown">12</span> shown``: the count the filter script updates, in its sentence."""
    return _t(tr, N_("{n} shown")).replace("{n}", f'<span id="shown">{n}</span>', 1)


def _summary_cards(run, players, tr: Translator = _ENGLISH) -> list[str]:
    """The header's count cards: players (or decks) in total and by status, roster problems, teams."""
    e = run.event
    counts = {s: 0 for s in STATUSES}
    for p in players:
        counts[p.status] = counts.get(p.status, 0) + 1
    total = len(players)
    noun = (
        Plural(total, "{n} Player", "{n} Players")
        if e is not None
        else Plural(total, "{n} Deck", "{n} Decks")
    )
    cards = [_count_card(tr, "count-total", noun)]
    for s in STATUSES:
        if s in ("roster-error", "deck-check-failed") and e is None:
            continue
        cards.append(_count_card(tr, f"count-{s}", _status_title(s, counts.get(s, 0))))
    if e is not None:
        n = e.roster_problems(players)  # the count the text and JSON summaries say
        cards.append(
            _count_card(
                tr, "count-problems", Plural(n, "{n} Roster problem", "{n} Roster problems")
            )
        )
    if e is not None and e.unchecked_pools:
        # said in the summary too, not only beside each verdict (a partial check)
        pools = Plural(e.unchecked_pools, "{n} Pool not checked", "{n} Pools not checked")
        cards.append(_count_card(tr, "count-pools", pools, "card partial"))
    if run.teams:
        ok = sum(1 for t in run.teams if team_word(t, run) == "legal")
        n = len(run.teams)
        # the label agrees with what it counts, the legal teams (« 1/2 Équipe légale »: one
        # legal team of two, as the text summary's « 1 légale »), not with the total (frU 3)
        teams = Plural(ok, "{ok}/{n} Team legal", "{ok}/{n} Teams legal", ok=ok, n=n)
        cards.append(_count_card(tr, "count-teams", teams, shown=f"{ok}/{n}"))
    return cards


def _count_card(
    tr: Translator, key: str, said: Plural, kind: str = "card", shown: str | None = None
) -> str:
    """A count card: the count in bold, then its label agreeing with it (« 1 Joueur »,
    « 13 Joueurs »); ``said`` is a :class:`Plural` whose text is ``{n} Label``, or ``shown``
    then ``Label`` (``1/4``: the legal teams of all)."""
    text = tr.message(said)
    count, _, label = text.partition(" ")
    want = str(said.count) if shown is None else shown
    if count != want:  # a catalogue that moves the count: the whole text as the label
        count, label = want, text
    return f'<div class="{kind}" id="{key}"><b>{_own(count)}</b>{_own(label)}</div>'


def _provenance(run, tr: Translator = _ENGLISH) -> list[str]:
    """What the verdicts depend on: version, ruleset, rules date, as-of date and origin, card data."""
    e = run.event
    cd = run.card_data
    ruleset = Msg("ruleset {name}", name=run.ruleset)
    if run.ruleset_description:
        ruleset = Msg("{text} ({description})", text=ruleset, description=run.ruleset_description)
    prov = [f"riftcheck {esc(run.riftcheck_version)}", _say(tr, ruleset)]
    documents = run.provenance.documents_text() if run.provenance is not None else None
    if documents:  # the rules documents in force on the judging dates
        prov.append(_say(tr, documents))
        legend = citation_legend(tr)  # RB, RT in the findings' citations: the legend
        if legend:
            prov.append(_own(legend))
    elif run.rules_date:
        prov.append(_say(tr, Msg("rules of {date}", date=run.rules_date)))
    if e is not None:
        day = e.as_of.isoformat()
        prov.append(_say(tr, Msg("judged as of {day} ({origin})", day=day, origin=e.as_of_origin)))
        prov.append(_say(tr, Msg("ruleset from {origin}", origin=e.ruleset_origin)))
    elif run.as_of:
        prov.append(
            _say(
                tr,
                Msg("judged as of {day} ({origin})", day=run.as_of.isoformat(), origin="--as-of"),
            )
        )
    else:
        prov.append(_t(tr, N_("judged as of each deck's event date, else today")))
    prov.append(
        _say(
            tr,
            Msg(
                "card database {version} ({date}, sha256 {sha})",
                version=cd.get("version") or "?",
                date=cd.get("date") or Msg("undated"),
                sha=(cd.get("sha256") or "?")[:12],
            ),
        )
    )
    return prov


def _event_lines(e, tr: Translator = _ENGLISH) -> list[str]:
    """The event's date, region and source, its notices, bans and sideboarding, under the title."""
    ev = e.event
    bits = [b for b in (tr.value(ev.date.isoformat()) if ev.date else None, ev.region) if b]
    when = esc(" · ".join(bits)) if bits else _t(tr, N_("no event date given"))
    sub = [f'<p class="muted">{when} · {_t(tr, N_("source"))} <code>{esc(ev.source)}</code></p>']
    for n in e.notices:
        sub.append(f'<p class="muted">{_say(tr, Msg("Note: {text}", text=n))}</p>')
    if e.bans:
        # each card a part of its own, named in the report's language as the text report does
        bans = Plural(
            len(e.bans), "Event ban: {cards}", "Event bans: {cards}", cards=joined(list(e.bans))
        )
        sub.append(f"<p>{_say(tr, bans)}</p>")
    if e.sideboarding and e.sideboarding_rules is not None:
        sub.append(f"<p>{_say(tr, e.sideboarding_rules.text())}</p>")
    return sub
