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

Every string that comes from a file, a card database or a plugin (player
names, card names, file names, messages) goes through
:func:`riftcheck.escape.html`; ids and classes are riftcheck's own.
"""

from __future__ import annotations

from riftcheck.escape import html as esc
from riftcheck.escape import log_lines
from riftcheck.models import ZONES
from riftcheck.reporters._util import (
    event_status,
    finding_key,
    location_text,
    partial_note,
    severity_counts,
)
from riftcheck.reporters.base import Reporter

ZONE_TITLES = {
    "legend": "Legend",
    "champion": "Chosen Champion",
    "main": "Main deck",
    "battlefields": "Battlefields",
    "runes": "Runes",
    "sideboard": "Sideboard",
}
STATUSES = ("legal", "illegal", "missing", "unreadable")
_DOMAIN_COLOURS = {
    "Fury": "#c8102e",
    "Calm": "#2e8b57",
    "Mind": "#1f6fb5",
    "Body": "#e07b00",
    "Chaos": "#7b3fa0",
    "Order": "#c9a100",
    "Colorless": "#888888",
}

CSS = """
:root{--fg:#1b1b1f;--muted:#5b5b66;--line:#d9d9e0;--bg:#fff;--soft:#f4f4f8;--legal:#1a7f37;--illegal:#c62828;
--missing:#8e24aa;--unreadable:#8e24aa;--warning:#a15c00}
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);
margin:0 auto;max-width:1200px;padding:16px}
h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.25em;margin:.2em 0}h3{font-size:1.02em;margin:1em 0 .3em}
.muted,.prov{color:var(--muted);font-size:.9em}
.cards{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}
.card{border:1px solid var(--line);border-radius:8px;padding:8px 14px;min-width:110px;background:var(--soft)}
.card b{display:block;font-size:1.5em}
.badge{display:inline-block;border-radius:4px;padding:0 6px;font-weight:600;color:#fff;font-size:.85em;
text-transform:uppercase}
.b-legal{background:var(--legal)}.b-illegal{background:var(--illegal)}.b-missing{background:var(--missing)}
.b-unreadable{background:var(--unreadable)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);
vertical-align:top}
th button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit}
th[aria-sort=ascending] button::after{content:" \\25B2"}th[aria-sort=descending] button::after{content:" \\25BC"}
.wrap{overflow-x:auto}
.controls{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0;align-items:center}
.controls input,.controls select{font:inherit;padding:4px 8px}
section.player{border-top:2px solid var(--line);margin-top:24px;padding-top:8px}
.sev-error{color:var(--illegal);font-weight:600}.sev-warning{color:var(--warning);font-weight:600}
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
  var table=document.getElementById('players');if(!table)return;
  var body=table.tBodies[0],q=document.getElementById('filter'),st=document.getElementById('status-filter');
  var shown=document.getElementById('shown');
  document.getElementById('controls').hidden=false;
  function apply(){
    var text=q.value.trim().toLowerCase(),want=st.value,n=0;
    Array.prototype.forEach.call(body.rows,function(r){
      var ok=(!text||r.textContent.toLowerCase().indexOf(text)>=0)&&
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

#: Forbids every request the page could make: styles and the script are inline, images are data.
CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"


class _Player:
    """What the report shows of one deck: a player of an event, or a deck file of a check run."""

    def __init__(self, run, i: int, d, report=None):
        self.i = i
        self.d = d
        self.report = report
        reg = report.registration if report is not None else None
        self.reg = reg
        self.name = (reg.player or reg.id or "(no name)") if reg is not None else d.source
        self.status = event_status(run, d)
        own = {id(f) for f in report.problems} if report is not None else set()
        self.problems = sorted(report.problems, key=finding_key) if report is not None else []
        errs = [d.error] if d.error is not None and id(d.error) not in own else []
        self.findings = errs + [f for f in sorted(d.findings, key=finding_key) if id(f) not in own]
        self.deck = d.deck

    @property
    def anchor(self) -> str:
        return f"p-{self.i}"


def _status_badge(status: str) -> str:
    return f'<span class="badge b-{status}">{esc(status)}</span>'


def _rule_link(rule: str) -> str:
    return f'<a href="#rule-{esc(rule)}"><code>{esc(rule)}</code></a>'


def _where(f) -> str:
    loc = f.location
    if loc is None:
        return ""
    lt = location_text(f)
    name = loc.file.replace("\\", "/").rsplit("/", 1)[-1]
    return f"{name}:{lt}" if lt else name


def _findings_table(findings, caption: str) -> str:
    if not findings:
        return ""
    rows = []
    for f in findings:
        fix = f'<div class="muted">fix: {esc(f.fix)}</div>' if f.fix else ""
        cite = f' <span class="muted">({esc(f.citation)})</span>' if f.citation else ""
        rows.append(
            f'<tr><td class="sev-{esc(f.severity)}">{esc(f.severity)}</td><td>{_rule_link(f.rule)}</td>'
            f"<td>{esc(_where(f))}</td><td>{esc(f.message)}{cite}{fix}</td></tr>"
        )
    return (
        f'<h3>{esc(caption)}</h3><div class="wrap"><table class="findings"><thead><tr><th>Severity</th>'
        "<th>Rule</th><th>Where</th><th>Message</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></div>"
    )


def _entry_text(e) -> str:
    name = e.card.display_name if e.card is not None else e.ref
    pid = f" ({e.printing.id})" if e.printing is not None else ""
    return f"{e.count} {name}{pid}"


def _list_as_read(deck) -> str:
    out = ['<h3>The list as read</h3><div class="zones">']
    for z in ZONES:
        entries = deck.zone(z)
        total = sum(e.count for e in entries)
        items = []
        for e in entries:
            cls = ' class="unresolved"' if e.card is None else ""
            line = f' <span class="muted">line {e.location.line}</span>' if e.location.line else ""
            bad = " (not a known card)" if e.card is None else ""
            items.append(f"<li{cls}>{esc(_entry_text(e))}{esc(bad)}{line}</li>")
        out.append(
            f"<div><b>{esc(ZONE_TITLES[z])}</b> ({total})<ul>{''.join(items) or '<li class=muted>none</li>'}</ul></div>"
        )
    out.append("</div>")
    return "".join(out)


def bar_chart(pairs, title: str, colours=None, width: int = 300, height: int = 140) -> str:
    """An inline SVG bar chart of ``(label, value)`` pairs, with the values written over the bars."""
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
            f'<rect x="{x}" y="{y}" width="{bw}" height="{h}" fill="{esc(fill)}"><title>{esc(label)}: {v}</title></rect>'
            f'<text x="{x + bw / 2}" y="{max(y - 2, 26)}" text-anchor="middle">{v}</text>'
            f'<text x="{x + bw / 2}" y="{height - 4}" text-anchor="middle">{esc(label)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _deck_summary(deck) -> str:
    from riftcheck.stats import deck_stats

    s = deck_stats(deck)
    zones = "".join(
        f'<tr><td>{esc(ZONE_TITLES[z])}</td><td data-v="{n}">{n}</td></tr>'
        for z, n in s.zone_counts
    )
    legend = f"<p>Legend: {esc(s.legend)}" + (
        f" ({esc(', '.join(s.legend_domains))})" if s.legend_domains else ""
    )
    legend = (legend + "</p>") if s.legend else ""
    champ = f"<p>Chosen Champion: {esc(s.champion)}</p>" if s.champion else ""
    charts = bar_chart([(str(k), v) for k, v in s.energy_curve], "Energy curve (main deck)")
    charts += bar_chart(
        [(d[:4] if len(s.domain_split) > 5 else d, v) for d, v in s.domain_split],
        "Domains (main deck)",
        colours={d[:4] if len(s.domain_split) > 5 else d: c for d, c in _DOMAIN_COLOURS.items()},
        width=max(160, 60 * len(s.domain_split) + 20),
    )
    return (
        f'<h3>Deck summary</h3>{legend}{champ}<div class="charts"><table class="zone-counts" style="width:auto">'
        f"<thead><tr><th>Zone</th><th>Cards</th></tr></thead><tbody>{zones}"
        f"<tr><td>Main deck with champion</td><td>{s.main_deck}</td></tr></tbody></table>{charts}</div>"
    )


def _diff(p) -> str:
    rep = p.report
    if rep is None or (rep.diff is None and rep.played_error is None):
        return ""
    if rep.diff is None:
        return f'<h3>Deck check</h3><p class="sev-error">{esc(rep.played_error.message)}</p>'
    d = rep.diff
    head = (
        f"<h3>Deck check: played vs registered</h3><p>Played list: <code>{esc(d.played)}</code>. "
        + (
            "Identical to the registered list."
            if d.identical
            else (
                "Differences are legal sideboard exchanges (TR 403.4)."
                if d.allowed
                else "The played deck differs."
            )
        )
        + "</p>"
    )
    rows = "".join(
        f"<tr><td>{esc(c.zone)}</td><td>{esc(c.name)}</td><td>{c.registered}</td><td>{c.played}</td>"
        f"<td>{esc(c.kind)}</td></tr>"
        for c in d.changes
    )
    table = (
        '<div class="wrap"><table class="diff"><thead><tr><th>Zone</th><th>Card</th><th>Registered</th>'
        f"<th>Played</th><th>Change</th></tr></thead><tbody>{rows}</tbody></table></div>"
        if rows
        else ""
    )
    notes = "".join(f'<p class="muted">{esc(n)}</p>' for n in d.notices)
    return head + table + notes


def _sheet(run, p: _Player, event_name: str, day: str) -> str:
    """The printed deck check sheet of one player."""
    reg = p.reg
    table = esc(reg.table) if reg is not None and reg.table else "____"
    team = f" · team {esc(reg.team)}" if reg is not None and reg.team else ""
    head = (
        f'<div class="head"><div><h2>{esc(p.name)}</h2><div>{esc(event_name)} · {esc(day)}{team}</div></div>'
        f"<div><div>Table {table}</div><div>Verdict: {esc(p.status)}</div></div></div>"
    )
    body = []
    if p.deck is not None:
        body.append('<div class="cols">')
        for z in ZONES:
            entries = p.deck.zone(z)
            if not entries:
                continue
            total = sum(e.count for e in entries)
            items = "".join(
                f'<li><span class="box"></span>{esc(_entry_text(e))}</li>' for e in entries
            )
            body.append(
                f'<div class="zone"><h3>{esc(ZONE_TITLES[z])} ({total})</h3><ul>{items}</ul></div>'
            )
        body.append("</div>")
    else:
        body.append("<p>No readable list: see the findings.</p>")
    findings = p.problems + p.findings
    if findings:
        items = "".join(
            f"<li>{esc(f.severity)} {esc(f.rule)}"
            + (f" ({esc(_where(f))})" if f.location else "")
            + f": {esc(f.message)}</li>"
            for f in findings
        )
        body.append(f"<h3>Findings</h3><ul>{items}</ul>")
    body.append(
        '<div class="sign">Judge: ____________________ Time: ________ Result: ____________</div>'
    )
    return f'<section class="sheet" data-player="{p.i}">{head}{"".join(body)}</section>'


class HtmlReporter(Reporter):
    """One self-contained HTML document (see the module documentation)."""

    #: The report shows each list as read: the run must keep the decks (see ``check_paths(keep_decks=)``).
    needs_decks = True

    def render(self, run) -> str:
        """The whole HTML document."""
        e = run.event
        reports = {p.source: p for p in e.players} if e is not None else {}
        players = [_Player(run, i, d, reports.get(d.source)) for i, d in enumerate(run.decks, 1)]
        title = (e.event.name or e.event.source) if e is not None else "riftcheck report"
        day = (
            e.as_of.isoformat()
            if e is not None
            else (
                run.as_of.isoformat()
                if run.as_of
                else ", ".join(sorted({d.isoformat() for d in run.deck_as_of.values()}))
            )
        )
        out = [
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(title)} - riftcheck</title><style>{CSS}</style></head><body>",
            '<div class="screen">',
            self._header(run, title, players),
            self._table(run, players),
            self._teams(run),
            "".join(self._player(run, p) for p in players),
            self._rules(run, players),
            "</div>",
            "".join(_sheet(run, p, title, day) for p in players),
            f"<script>{SCRIPT}</script></body></html>\n",
        ]
        # nothing in the file starts a CI workflow command when it is printed in a log (&#58; is ':')
        return log_lines("".join(out), "xml")

    def _header(self, run, title: str, players) -> str:
        sub = _event_lines(run.event) if run.event is not None else []
        note = partial_note(run)
        if note:
            sub.append(f'<p class="sev-warning">Partial check: {esc(note)}.</p>')
        return (
            f'<header><h1>{esc(title)}</h1>{"".join(sub)}<p class="prov" id="provenance">'
            f'{" · ".join(_provenance(run))}</p><div class="cards" id="summary">'
            f"{''.join(_summary_cards(run, players))}</div></header>"
        )

    def _table(self, run, players) -> str:
        event = run.event is not None
        cols = [("#", "num"), ("Player" if event else "Deck", "text")]
        if event:
            cols += [("Team", "text"), ("Table", "text")]
        cols += [("Verdict", "text"), ("Errors", "num"), ("Warnings", "num")]
        if event:
            cols.append(("Roster problems", "num"))
        head = "".join(
            f'<th data-type="{t}"><button type="button">{esc(name)}</button></th>'
            for name, t in cols
        )
        rows = []
        for p in players:
            fs = p.findings
            errors = sum(1 for f in fs if f.severity == "error")
            warnings = sum(1 for f in fs if f.severity == "warning")
            num = p.reg.row if p.reg is not None else p.i
            cells = [
                f'<td data-v="{num}">{num}</td>',
                f'<td data-v="{esc(p.name.casefold())}"><a href="#{p.anchor}">{esc(p.name)}</a></td>',
            ]
            if event:
                team = p.reg.team or "" if p.reg is not None else ""
                table = p.reg.table or "" if p.reg is not None else ""
                cells += [
                    f'<td data-v="{esc(team.casefold())}">{esc(team)}</td>',
                    f'<td data-v="{esc(table)}">{esc(table)}</td>',
                ]
            cells += [
                f'<td data-v="{STATUSES.index(p.status) if p.status in STATUSES else 9}">{_status_badge(p.status)}</td>',
                f'<td data-v="{errors}">{errors}</td>',
                f'<td data-v="{warnings}">{warnings}</td>',
            ]
            if event:
                cells.append(f'<td data-v="{len(p.problems)}">{len(p.problems)}</td>')
            rows.append(
                f'<tr data-i="{p.i}" data-status="{p.status}" data-problems="{len(p.problems)}">{"".join(cells)}</tr>'
            )
        options = "".join(f'<option value="{s}">{s}</option>' for s in STATUSES)
        controls = (
            '<div class="controls" id="controls" hidden><label>Filter <input type="search" id="filter" '
            'placeholder="name, team, card..." autocomplete="off"></label><label>Verdict <select id="status-filter">'
            f'<option value="">all</option>{options}'
            + ('<option value="problems">with roster problems</option>' if event else "")
            + f'</select></label><span class="muted"><span id="shown">{len(players)}</span> shown</span></div>'
        )
        return (
            f'<h2>{"Players" if event else "Decks"}</h2>{controls}<div class="wrap"><table id="players">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )

    def _teams(self, run) -> str:
        if not run.teams:
            return ""
        out = ["<h2>Teams</h2>"]
        for t in run.teams:
            status = "unreadable" if t.legal is None else "legal" if t.legal else "illegal"
            out.append(
                f'<section class="team"><h3>Team {esc(t.name or "")} {_status_badge(status)}</h3>'
                f'<p class="muted">{esc(", ".join(t.sources))}</p>'
                + _findings_table(sorted(t.findings, key=finding_key), "Team findings")
                + "</section>"
            )
        return "".join(out)

    def _player(self, run, p: _Player) -> str:
        reg = p.reg
        meta = []
        if reg is not None:
            meta.append(f"row {reg.row}")
            for label, v in (
                ("id", reg.id),
                ("team", reg.team),
                ("table", reg.table),
                ("notes", reg.notes),
            ):
                if v:
                    meta.append(f"{label} {esc(v)}")
            ref = reg.list or reg.deck_code
            if ref is not None:
                shown = ref.value if ref.kind != "inline" else "pasted in the roster"
                meta.append(f"list: {esc(ref.kind)} <code>{esc(shown)}</code>")
        counts = severity_counts(p.problems + p.findings)
        parts = [
            f'<section class="player" id="{p.anchor}" data-status="{p.status}"><h2>{esc(p.name)} '
            f"{_status_badge(p.status)}</h2>",
            f'<p class="muted">{" · ".join(meta)}{" · " if meta and counts else ""}{esc(counts)}</p>',
            _findings_table(p.problems, "Roster problems"),
            _findings_table(p.findings, "Findings"),
            _diff(p),
        ]
        if p.deck is not None:
            notices = "".join(f"<li>{esc(n.message)}</li>" for n in p.d.notices)
            if notices:
                parts.append(f"<h3>Notices</h3><ul>{notices}</ul>")
            parts.append(_list_as_read(p.deck))
            parts.append(_deck_summary(p.deck))
        parts.append("</section>")
        return "".join(parts)

    def _rules(self, run, players) -> str:
        used = {f.rule for p in players for f in p.problems + p.findings}
        used |= {f.rule for t in run.teams for f in t.findings}
        items = []
        for rid in sorted(set(run.rules) | used):
            info = run.rules.get(rid)
            summary = info.summary if info is not None else ""
            cites = (
                f' <span class="muted">({esc(", ".join(info.citations))})</span>'
                if info and info.citations
                else ""
            )
            items.append(
                f'<dt id="rule-{esc(rid)}"><code>{esc(rid)}</code></dt><dd>{esc(summary)}{cites}</dd>'
            )
        return f'<h2 id="rules">Rules and roster checks</h2><dl class="rules">{"".join(items)}</dl>'


def _summary_cards(run, players) -> list[str]:
    """The header's count cards: players (or decks) in total and by status, roster problems, teams."""
    e = run.event
    counts = {s: 0 for s in STATUSES}
    for p in players:
        counts[p.status] = counts.get(p.status, 0) + 1
    noun = "Players" if e is not None else "Decks"
    cards = [f'<div class="card" id="count-total"><b>{len(players)}</b>{noun}</div>']
    for s in STATUSES:
        cards.append(
            f'<div class="card" id="count-{s}"><b>{counts.get(s, 0)}</b>{s.capitalize()}</div>'
        )
    if e is not None:
        n = sum(len(p.problems) for p in players)
        cards.append(f'<div class="card" id="count-problems"><b>{n}</b>Roster problems</div>')
    if run.teams:
        ok = sum(1 for t in run.teams if t.legal is True)
        cards.append(
            f'<div class="card" id="count-teams"><b>{ok}/{len(run.teams)}</b>Teams legal</div>'
        )
    return cards


def _provenance(run) -> list[str]:
    """What the verdicts depend on: version, ruleset, rules date, as-of date and origin, card data."""
    e = run.event
    cd = run.card_data
    prov = [f"riftcheck {esc(run.riftcheck_version)}", f"ruleset {esc(run.ruleset)}"]
    if run.ruleset_description:
        prov[-1] += f" ({esc(run.ruleset_description)})"
    if run.rules_date:
        prov.append(f"rules of {esc(run.rules_date)}")
    if e is not None:
        prov.append(f"judged as of {esc(e.as_of.isoformat())} ({esc(e.as_of_origin)})")
        prov.append(f"ruleset from {esc(e.ruleset_origin)}")
    elif run.as_of:
        prov.append(f"judged as of {esc(run.as_of.isoformat())} (--as-of)")
    else:
        prov.append("judged as of each deck's event date, else today")
    prov.append(
        f"card database {esc(cd.get('version') or '?')} ({esc(cd.get('date') or 'undated')}, "
        f"sha256 {esc((cd.get('sha256') or '?')[:12])})"
    )
    return prov


def _event_lines(e) -> list[str]:
    """The event's date, region and source, its notices, bans and sideboarding, under the title."""
    ev = e.event
    bits = [b for b in (ev.date.isoformat() if ev.date else None, ev.region) if b]
    sub = [
        f'<p class="muted">{esc(" · ".join(bits) or "no event date given")} · source '
        f"<code>{esc(ev.source)}</code></p>"
    ]
    for n in e.notices:
        sub.append(f'<p class="muted">Note: {esc(n)}</p>')
    if e.bans:
        sub.append(f"<p>Event bans: {esc(', '.join(e.bans))}</p>")
    if e.sideboarding:
        sub.append("<p>Deck checks allow one-for-one sideboard exchanges (TR 403.4).</p>")
    return sub
