"""``riftcheck rules``, ``riftcheck rulesets`` and ``riftcheck explain RULE``.

Everything printed here comes from the rule classes and ruleset files
themselves, so each rule is documented in one place: its module.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from typing import Annotated, Any, Literal

import typer

from riftcheck.i18n import N_, NC_, citation_legend
from riftcheck.models import Msg, joined, semicolons

#: A rule's scope as ``explain`` says it (``riftcheck rules --format json`` keeps the id)
_SCOPES = {
    "deck": NC_("scope", "deck"),
    "team": NC_("scope", "team"),
    "deck+team": NC_("scope", "deck, or a team's shared pool"),
}

#: What a rule needs besides the deck (``Rule.needs``), said in the reader's language: English
#: keeps the ids, French says what to give (« requiert : une équipe (--team ou …) », never the
#: English word « team » as a value: frS 4); a plugin's other needs are shown as written
_NEEDS = {
    "pool": NC_("needs", "pool"),
    "team": NC_("needs", "team"),
    "legend": NC_("needs", "legend"),
}

ListFormat = Literal["text", "json"]

#: The ``--as-of`` of ``rules`` and ``explain``: the date whose rules documents number the citations.
AsOf = Annotated[
    str | None,
    typer.Option(
        "--as-of",
        metavar="DATE",
        help="Cite the rules as numbered in the documents in force on this date [default: today].",
    ),
]


class Numbering:
    """Citations as the rules documents in force on a day number them (those of the default
    ruleset, which every shipped ruleset shares): what ``rules`` and ``explain`` show."""

    def __init__(self, as_of: str | None = None):
        from riftcheck.rulesets import load_ruleset
        from riftcheck.runner import plan

        self.day = plan.parse_date(as_of) if as_of is not None else _dt.date.today()
        rs = load_ruleset(plan.DEFAULT_RULESET)
        self.documents = rs.documents_on(self.day)
        self.citations = rs.citations_on(self.day)

    def cite(self, keys) -> list[str]:
        """A rule's citation keys as numbered on the day (a key of no rule in force left out)."""
        from riftcheck.documents import cited

        return [c for c in (cited([k], self.citations) for k in keys) if c]

    def line(self) -> Msg:
        """``Citations as numbered in Core Rules 2026-10-09, Tournament Rules 2026-10-09 (in force on
        2026-12-01).``"""

        day = self.day.isoformat()
        if self.documents and all(f.before_oldest for f in self.documents):
            # one sentence, not "(the oldest edition riftcheck holds) (in force on 2025-01-01)":
            # an edition published after the day was not in force on it (atkF 16)
            return Msg(
                "Citations as numbered in {documents}, the oldest editions riftcheck holds (none was in force yet on {day}).",
                documents=joined([f.edition.label for f in self.documents]),
                day=day,
            )
        if any(f.before_oldest for f in self.documents):
            return Msg(
                "Citations as numbered in {documents}, for {day}.",
                documents=joined([f.label for f in self.documents]),
                day=day,
            )
        return Msg(
            "Citations as numbered in {documents} (in force on {day}).",
            documents=joined([f.label for f in self.documents]),
            day=day,
        )

    def as_dict(self) -> dict[str, Any]:
        """The day and the documents in force, for ``--format json``."""
        return {
            "as_of": self.day.isoformat(),
            "documents": [
                {**f.edition.as_dict(), "before_oldest": f.before_oldest} for f in self.documents
            ],
        }


def _json_default(value: Any) -> Any:
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if isinstance(value, (tuple, frozenset, set)):
        return list(value)
    if hasattr(value, "items"):
        return dict(value)
    return str(value)


def _dump(data: Any) -> None:
    from riftcheck.infra.escape import json_document

    typer.echo(json_document(data, indent=2, default=_json_default))


def _echo(text: str) -> None:
    """Print text that holds plugin docstrings and ruleset descriptions: shown, never obeyed."""
    from riftcheck.infra.escape import lines

    typer.echo(lines(text))


def _width() -> int:
    """The width to fit: the terminal's (or ``COLUMNS``), 80 in a pipe."""
    import shutil

    return shutil.get_terminal_size((80, 24)).columns


def fit(text: str, width: int) -> str:
    """``text`` fitted to ``width`` columns. A paragraph of unindented prose (lines up to a blank
    line) is rewrapped; any other long line is wrapped under its own
    indentation plus two, except that a code line's ``# comment`` moves to a comment line of
    its own above it (an example stays valid YAML)."""
    out: list[str] = []
    for block in text.split("\n\n"):
        lines = block.split("\n")
        prose = all(x and not x[0].isspace() for x in lines)
        if prose and max(map(len, lines)) > width:
            out.append(_hang(" ".join(x.strip() for x in lines), 0, width))
        elif lines[0] and not lines[0][0].isspace():
            # a list under a head line (« Options: », « * item »): an item's continuation lines are
            # its sentence going on, not lines of their own (a translation breaks where its English
            # did, mid-sentence): joined, then wrapped under the item
            out.append("\n".join(_fit_item(x, width) for x in _items(lines)))
        else:  # a code block (an example): each line as written
            out.append("\n".join(_fit_line(x, width) for x in lines))
    return "\n\n".join(out)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _items(lines: list[str]) -> list[str]:
    """The logical lines of a list block: a line indented deeper than the item before it goes on
    that item; the block's head ending in a colon (« Options: ») is followed by its items, not
    continued (an item may end in a colon: « (null : » then its sentence going on)."""
    items: list[str] = []
    for line in lines:
        head = len(items) == 1 and items[0].rstrip().endswith(":")
        if items and not head and line.strip() and _indent(line) > _indent(items[-1]):
            items[-1] += " " + line.strip()
        else:
            items.append(line)
    return items


def _fit_item(line: str, width: int) -> str:
    """A list item wrapped to ``width``, its continuation lines two spaces in (under a bullet's text)."""
    if len(line) <= width:
        return line
    return _hang(line, _indent(line) + 2, width)


def _fit_line(line: str, width: int) -> str:
    if len(line) <= width:
        return line
    lead = line[: len(line) - len(line.lstrip())]
    if "  # " in line:
        code, comment = line.split("  # ", 1)
        comment_line = _hang(f"{lead}# {comment.strip()}", len(lead), width, prefix="# ")
        return comment_line + "\n" + code.rstrip()
    return _hang(line, len(lead) + 2, width)


def _hang(line: str, pad: int, width: int, prefix: str = "") -> str:
    """``line`` wrapped to ``width``, its continuation lines indented ``pad`` spaces (then
    ``prefix``); hyphenated words (rule ids) are never split."""
    from riftcheck.reporters._util import wrap

    if len(line) <= width:
        return line
    lead = line[: len(line) - len(line.lstrip())]
    return "\n".join(wrap(line.strip(), width, lead, " " * pad + prefix))


def rule_records(numbering: Numbering | None = None) -> list[dict[str, Any]]:
    """Every registered rule as a plain record (id, summary, citations as numbered by
    ``numbering`` (default: today's documents) and their keys, origin, options, severities)."""
    from riftcheck.rules import all_rules, rule_origin

    numbering = numbering or Numbering()
    out = []
    for rid, rule in all_rules().items():
        out.append(
            {
                "id": rid,
                "summary": rule.summary,
                "citations": [str(c) for c in numbering.cite(rule.citations)],
                "citation_keys": list(rule.citations),
                "origin": rule_origin(rid),
                "scope": rule.scope,
                "needs": sorted(rule.needs),
                "severities": dict(rule.severities),
                "options": {
                    name: {"default": opt.default, "doc": _numbered(opt.doc, numbering)}
                    for name, opt in rule.options.items()
                },
            }
        )
    return out


def _numbered(text: str, numbering: Numbering) -> str:
    from riftcheck.documents import numbered

    return numbered(text, numbering.citations)


def ruleset_records() -> list[dict[str, Any]]:
    """Every shipped ruleset as a plain record (name, description, extends, dates)."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    out = []
    for name in list_rulesets():
        rs = load_ruleset(name)
        newest = rs.newest_ban_date()
        out.append(
            {
                "name": rs.name,
                "description": rs.description,
                "extends": list(rs.extends),
                "format": rs.format,
                "identity": rs.identity,
                "team_size": rs.team_size,
                "rules": list(rs.rules),
                "newest_ban": newest.isoformat() if newest else None,
                "sets": [
                    {"code": s["code"], "name": s["name"], "release": s["release"].isoformat()}
                    for s in rs.tables.get("sets", ())
                ],
            }
        )
    return out


#: The narrowest column ``rules`` writes the summaries in beside the rule ids
_NARROW = 16


def _translator():
    """The translator of this run's language (:func:`riftcheck.i18n.current`); no card names needed."""
    from riftcheck.i18n import Translator, current

    return Translator(current())


def _origin(origin: str) -> str:
    """A rule's origin as a message: ``built-in``, else the plugin's distribution and entry point."""
    if origin == "built-in":
        return Msg("built-in")
    if origin.startswith("plugin "):
        return Msg("plugin {where}", where=origin[len("plugin ") :])
    return origin


def rules_command(
    fmt: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = "text",
    as_of: AsOf = None,
) -> None:
    """List every rule: id, summary, citations, and whether it is built in or a plugin."""
    numbering = Numbering(as_of)
    records = rule_records(numbering)
    if fmt == "json":
        _dump({**numbering.as_dict(), "rules": records})
        return
    from riftcheck.reporters._util import wrap

    tr = _translator()
    width = _width()
    pad = max(len(r["id"]) for r in records) + 2
    lines = [tr.text(N_("RULE")).ljust(pad) + tr.text(N_("SUMMARY, then citations and origin"))]
    from riftcheck.rules import get_rule

    for r in records:
        origin = _origin(r["origin"])
        # the citations as messages (the records hold their English text, for JSON): « [numérotation
        # : Règles de base du 16 juillet 2026] », « RB 132.1 » said in the run's language
        cites = numbering.cite(get_rule(r["id"]).citations)
        about = (
            Msg("{citations} ({origin})", citations=joined(cites), origin=origin)
            if cites
            else origin
        )
        # the summary wrapped under itself (a plugin's summary is shown as it wrote it); on a
        # terminal too narrow for a column beside the ids, under the id (a word a line at most)
        col = pad if width - pad >= _NARROW else 2
        if col != pad:
            lines.append(r["id"])
        first = r["id"].ljust(pad) if col == pad else " " * col
        lines += wrap(tr.text(r["summary"]), width, first, " " * col)
        lines.append(_hang(" " * col + tr.message(about), col, width))
    _echo("\n".join(lines))
    _echo("\n" + _hang(tr.message(numbering.line()), 0, width))
    legend = citation_legend(tr)  # the citations' abbreviations are this language's (RB, RT)
    if legend:
        _echo(legend)
    _echo(tr.message(Msg("riftcheck explain RULE shows a rule's options and examples.")))


#: How each identity mode of a ruleset is said (its value is a word of the ruleset file)
_IDENTITY = {"legend": lambda: Msg("identity legend"), "limited": lambda: Msg("identity limited")}


def rulesets_command(
    fmt: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = "text",
) -> None:
    """List the shipped rulesets: description, what each extends, newest ban and set dates."""
    records = ruleset_records()
    if fmt == "json":
        _dump({"rulesets": records})
        return
    tr = _translator()
    width = _width()
    out: list[str] = []
    for r in records:
        # a shipped ruleset's description is in the catalogue; a user's file is shown as written
        description = tr.text(r["description"])
        out.append(
            tr.message(Msg("{name}: {description}", name=r["name"], description=description))
        )
        extras = []
        if r["extends"]:
            extras.append(Msg("extends {names}", names=" -> ".join(r["extends"])))
        extras.append(
            _IDENTITY[r["identity"]]()
            if r["identity"] in _IDENTITY
            else Msg("identity {identity}", identity=r["identity"])
        )
        if r["team_size"]:
            extras.append(Msg("teams of {n}", n=r["team_size"]))
        extras.append(
            Msg("newest ban {date}", date=r["newest_ban"]) if r["newest_ban"] else Msg("no bans")
        )
        out.append("  " + tr.message(semicolons(extras)))
        if r["sets"]:
            # a set and its release date (a French sentence says the date in words)
            sets = joined(
                [Msg("{code} {release}", code=s["code"], release=s["release"]) for s in r["sets"]]
            )
            out.append("  " + tr.message(Msg("sets: {sets}", sets=sets)))
    from riftcheck.reporters._util import wrap

    lines = [_hang(line, 4, width) for line in out]
    # the closing sentence is a paragraph of its own: wrapped flush left, not hung under a ruleset
    lines += ["", "\n".join(wrap(tr.message(_USE_RULESET), width, "", ""))]
    _echo("\n".join(lines))


#: The severity of a rule's case ``default`` (said « par défaut » in French) in ``explain``
_DEFAULT = NC_("severity", "default")

#: The words ``explain`` says the shipped rules' other severity cases by; the case's key (the
#: value a config's severity override names) follows in parentheses when the word differs.
_KINDS = {
    "additional-legend": NC_("severity", "additional-legend"),
    "limited-gap": NC_("severity", "limited-gap"),
    "missing-optional": NC_("severity", "missing-optional"),
    "pool-entry": NC_("severity", "pool-entry"),
    "pool-size": NC_("severity", "pool-size"),
    "precon": NC_("severity", "precon"),
    "release-day-unknown": NC_("severity", "release-day-unknown"),
    "release-unknown": NC_("severity", "release-unknown"),
    "scheduled": NC_("severity", "scheduled"),
    "short-after-fixes": NC_("severity", "short-after-fixes"),
    "sideboard-only": NC_("severity", "sideboard-only"),
    "sideboard-risk": NC_("severity", "sideboard-risk"),
    "size-unstated": NC_("severity", "size-unstated"),
    "start-unsure": NC_("severity", "start-unsure"),
}


def _kind(key: str, tr) -> str:
    """The severity case ``key`` of a rule as ``explain`` says it: ``default`` a word, a shipped
    case its word with the key in parentheses (« préconstruit (precon) »), any other the key."""
    if key == "default":
        return tr.text(_DEFAULT, "severity")
    word = tr.text(_KINDS[key], "severity") if key in _KINDS else key
    return word if word == key else f"{word} ({key})"


#: The closing sentence of ``riftcheck rulesets``.
_USE_RULESET = Msg(
    "Use one with --ruleset NAME, or --ruleset PATH for your own file (it may extend a "
    "shipped one)."
)


def _option_line(name: str, opt: dict[str, Any], tr, numbering: Numbering) -> str:
    default = json.dumps(opt["default"], default=_json_default)
    # a built-in option's doc is in the catalogue (its [key] citations too); a plugin's as written
    doc = tr.citations(_numbered(_after_colon(opt["doc"], tr), numbering))
    return "  " + tr.message(
        Msg("{name} (default {default}): {doc}", name=name, default=default, doc=doc)
    )


def explain_text(rule_id: str, tr=None, numbering: Numbering | None = None) -> str:
    """The text ``riftcheck explain`` prints for ``rule_id`` (raises UsageError when unknown),
    said by the translator ``tr`` (``None``: English), its citations (in the facts and in the
    documentation) numbered by ``numbering`` (default: the documents in force today)."""
    from riftcheck.i18n import Translator
    from riftcheck.rules import get_rule, rule_origin

    tr = tr or Translator("en")
    say = tr.message
    rule = get_rule(rule_id)
    numbering = numbering or Numbering()
    head = Msg("{rule}: {description}", rule=rule.id, description=_after_colon(rule.summary, tr))
    lines = [say(head), ""]
    cites = numbering.cite(rule.citations)
    lines.append(
        say(
            Msg("Citations: {citations}", citations=joined(cites))
            if cites
            else Msg("Citations: none")
        )
    )
    legend = citation_legend(tr) if cites else None  # RB, RT: the legend of the abbreviations
    if legend:
        lines.append(legend)
    lines.append(say(numbering.line()))
    lines.append(say(Msg("Origin: {origin}", origin=_origin(rule_origin(rule.id)))))
    if rule.scope != "deck" or rule.needs:
        needs = ", ".join(
            tr.text(_NEEDS[n], "needs") if n in _NEEDS else n for n in sorted(rule.needs)
        ) or Msg("nothing else")
        scope = tr.text(_SCOPES[rule.scope], "scope") if rule.scope in _SCOPES else rule.scope
        lines.append(say(Msg("Scope: {scope}; needs: {needs}", scope=scope, needs=needs)))
    # the key ``default`` is a word (the severity when no other case applies), the others ids
    severities = ", ".join(
        tr.message(Msg("{kind} -> {severity}", kind=_kind(k, tr), severity=tr.text(v)))
        for k, v in rule.severities.items()
    )
    lines.append(say(Msg("Severities: {severities}", severities=severities)))
    if rule.options:
        lines.append(say(Msg("Options:")))
        for name, opt in rule.options.items():
            lines.append(
                _option_line(name, {"default": opt.default, "doc": opt.doc}, tr, numbering)
            )
    else:
        lines.append(say(Msg("Options: none")))
    used = _used_in(rule.id, tr)
    rulesets = semicolons(used) if used else Msg("none of the shipped ones")
    lines.append(say(Msg("In rulesets: {rulesets}", rulesets=rulesets)))
    if not rule.doc_said_in(
        tr
    ):  # a rule (a plugin's, or one not translated yet) documented in English
        lines.append(say(Msg("(the documentation below is in English)")))
    text = "\n".join([*lines, "", rule.doc(numbering.citations, tr)])
    # reST's ``code`` is for the documentation's source, not a terminal reader: French quotes it
    # « code », English `code` as its messages write a command (« run `riftcheck cards update` »)
    if tr.lang != "en":
        return _CODE.sub(lambda m: f"\u00ab\u00a0{m.group(1)}\u00a0\u00bb", text)
    return _CODE.sub(lambda m: f"`{m.group(1)}`", text)


def _after_colon(text: str, tr) -> str:
    """A rule's summary or an option's doc said by ``tr`` to follow « : »: French writes a lower-case
    letter after a colon (« required (défaut true) : le deck doit… »), none of these starting
    with a proper noun; an acronym (« RB ») or a text the catalogue does not say (a plugin's,
    in English) is left as it is."""
    said = tr.text(text)
    if tr.lang == "en" or said == text or len(said) < 2:
        return said
    if said[0].isupper() and said[1].islower():
        return said[0].lower() + said[1:]
    return said


#: A piece of code as a rule's documentation marks it (reST: ``limit``), on one line or two
_CODE = re.compile(r"``(.+?)``", re.DOTALL)


def _used_in(rule_id: str, tr) -> list[str]:
    """``name (option: value, ...)`` for each shipped ruleset that runs ``rule_id``."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    used = []
    for name in list_rulesets():
        rs = load_ruleset(name)
        if rule_id in rs.rules:
            opts = rs.rules[rule_id].options
            shown = ", ".join(
                f"{k}: {tr.message(Msg('dated')) if type(v).__name__ == 'Dated' else json.dumps(v, default=_json_default)}"
                for k, v in opts.items()
            )
            used.append(f"{name}" + (f" ({shown})" if shown else ""))
    return used


def explain_command(
    rule: Annotated[str, typer.Argument(metavar="RULE", help="A rule id, e.g. copy-limit.")],
    as_of: AsOf = None,
) -> None:
    """Explain a rule: summary, citations, options with defaults, legal and illegal examples."""
    width = _width()
    from riftcheck.i18n import current, translator

    # the examples name cards as the report does (« Partie truquée »): the database's names
    text = explain_text(rule, translator(current()), Numbering(as_of))
    head, _, rest = text.partition("\n\n")  # the summary line, then the facts
    facts, _, doc = rest.partition("\n\n")
    head = _hang(head, 4, width)
    facts = "\n".join(_fit_line(line, width) for line in facts.split("\n"))
    _echo(f"{head}\n\n{facts}\n\n{fit(doc, width)}")


def register(app: typer.Typer) -> None:
    """Add ``rules``, ``rulesets`` and ``explain`` to the riftcheck app."""
    app.command("rules")(rules_command)
    app.command("rulesets")(rulesets_command)
    app.command("explain")(explain_command)
