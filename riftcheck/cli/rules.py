"""``riftcheck rules``, ``riftcheck rulesets`` and ``riftcheck explain RULE``.

Everything printed here comes from the rule classes and ruleset files
themselves, so each rule is documented in one place: its module.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

import typer

ListFormat = Literal["text", "json"]


def _json_default(value: Any) -> Any:
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if isinstance(value, (tuple, frozenset, set)):
        return list(value)
    if hasattr(value, "items"):
        return dict(value)
    return str(value)


def _dump(data: Any) -> None:
    from riftcheck.escape import json_document

    typer.echo(json_document(data, indent=2, default=_json_default))


def _echo(text: str) -> None:
    """Print text that holds plugin docstrings and ruleset descriptions: shown, never obeyed."""
    from riftcheck.escape import lines

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
        else:
            out.append("\n".join(_fit_line(x, width) for x in lines))
    return "\n\n".join(out)


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


def rule_records() -> list[dict[str, Any]]:
    """Every registered rule as a plain record (id, summary, citations, origin, options, severities)."""
    from riftcheck.rules import all_rules, rule_origin

    out = []
    for rid, rule in all_rules().items():
        out.append(
            {
                "id": rid,
                "summary": rule.summary,
                "citations": list(rule.citations),
                "origin": rule_origin(rid),
                "scope": rule.scope,
                "needs": sorted(rule.needs),
                "severities": dict(rule.severities),
                "options": {
                    name: {"default": opt.default, "doc": opt.doc}
                    for name, opt in rule.options.items()
                },
            }
        )
    return out


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


def rules_command(
    fmt: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = "text",
) -> None:
    """List every rule: id, summary, citations, and whether it is built in or a plugin."""
    records = rule_records()
    if fmt == "json":
        _dump({"rules": records})
        return
    width = _width()
    pad = max(len(r["id"]) for r in records) + 2
    lines = ["RULE".ljust(pad) + "SUMMARY, then citations and origin"]
    for r in records:
        about = ", ".join(r["citations"]) + f" ({r['origin']})" if r["citations"] else r["origin"]
        lines.append(r["id"].ljust(pad) + r["summary"])
        lines.append(" " * pad + about)
    _echo("\n".join(_hang(line, pad, width) for line in lines))
    _echo("\nriftcheck explain RULE shows a rule's options and examples.")


def rulesets_command(
    fmt: Annotated[ListFormat, typer.Option("--format", "-f", help="Output format.")] = "text",
) -> None:
    """List the shipped rulesets: description, what each extends, newest ban and set dates."""
    records = ruleset_records()
    if fmt == "json":
        _dump({"rulesets": records})
        return
    width = _width()
    out: list[str] = []
    for r in records:
        out.append(f"{r['name']}: {r['description']}")
        extras = []
        if r["extends"]:
            extras.append("extends " + " -> ".join(r["extends"]))
        extras.append(f"identity {r['identity']}")
        if r["team_size"]:
            extras.append(f"teams of {r['team_size']}")
        extras.append(f"newest ban {r['newest_ban']}" if r["newest_ban"] else "no bans")
        out.append("  " + "; ".join(extras))
        if r["sets"]:
            out.append("  sets: " + ", ".join(f"{s['code']} {s['release']}" for s in r["sets"]))
    out += [
        "",
        "Use one with --ruleset NAME, or --ruleset PATH for your own file (it may extend a",
        "shipped one).",
    ]
    _echo("\n".join(_hang(line, 4, width) for line in out))


def _option_line(name: str, opt: dict[str, Any]) -> str:
    default = json.dumps(opt["default"], default=_json_default)
    return f"  {name} (default {default}): {opt['doc']}"


def explain_text(rule_id: str) -> str:
    """The text ``riftcheck explain`` prints for ``rule_id`` (raises UsageError when unknown)."""
    from riftcheck.rules import get_rule, rule_origin
    from riftcheck.rulesets import list_rulesets, load_ruleset

    rule = get_rule(rule_id)
    lines = [f"{rule.id}: {rule.summary}", ""]
    lines.append("Citations: " + (", ".join(rule.citations) or "none"))
    lines.append(f"Origin: {rule_origin(rule.id)}")
    if rule.scope != "deck" or rule.needs:
        lines.append(
            f"Scope: {rule.scope}; needs: {', '.join(sorted(rule.needs)) or 'nothing else'}"
        )
    lines.append("Severities: " + ", ".join(f"{k} -> {v}" for k, v in rule.severities.items()))
    if rule.options:
        lines.append("Options:")
        for name, opt in rule.options.items():
            lines.append(_option_line(name, {"default": opt.default, "doc": opt.doc}))
    else:
        lines.append("Options: none")
    used = []
    for name in list_rulesets():
        rs = load_ruleset(name)
        if rule.id in rs.rules:
            opts = rs.rules[rule.id].options
            shown = ", ".join(
                f"{k}: {'dated' if type(v).__name__ == 'Dated' else json.dumps(v, default=_json_default)}"
                for k, v in opts.items()
            )
            used.append(f"{name}" + (f" ({shown})" if shown else ""))
    lines.append("In rulesets: " + ("; ".join(used) or "none of the shipped ones"))
    return "\n".join([*lines, "", rule.doc()])


def explain_command(
    rule: Annotated[str, typer.Argument(metavar="RULE", help="A rule id, e.g. copy-limit.")],
) -> None:
    """Explain a rule: summary, citations, options with defaults, legal and illegal examples."""
    width = _width()
    text = explain_text(rule)
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
