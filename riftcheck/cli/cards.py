"""``riftcheck cards ...``: look cards up and maintain the card database.

Commands and exit codes:

* ``show REF [--format text|json]`` - one card; 0 found, 1 unknown or ambiguous (the
  message lists candidates or up to three suggestions; nothing is substituted).
* ``search TEXT [--type --domain --set --format]`` - cards whose name contains TEXT; 0 always.
* ``stats [--format]`` - counts per set, type and supertype; 0.
* ``lint [PATH]`` - sense checks; 0 clean (warnings allowed), 1 errors found,
  3 when the file cannot be read or parsed at all.
* ``update [--source gallery|riftcodex] [--locales en_US,fr_FR] [--allow-removals] [--allow-renames]
  [--source-url URL] [--timeout S] [--total-timeout S] [--max-response-size BYTES]`` -
  refresh the user's copy; 0 installed, 3 offline, too slow (each request
  within ``--timeout``, the whole update within ``--total-timeout``), a
  response too large (64 MiB by default), a redirect to another origin, a
  page of the wrong shape (named by page and field), or a new database that
  fails its checks, would lose cards or rename one without ``--allow-renames`` (the old copy is untouched in every failure).

The database is the one ``--cards PATH`` names, else the user's updated copy,
else the bundled one. A database that cannot be loaded exits 3.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import typer

from riftcheck.cli import _common
from riftcheck.i18n import N_, NC_, Translator, plural
from riftcheck.models import Msg, Plural

cards_app = typer.Typer(
    help="Look cards up and maintain the card database.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

Format = Literal["text", "json"]


def register(app: typer.Typer) -> None:
    """Add the ``cards`` command group to the main app (once, however often it is called)."""
    if any(g.typer_instance is cards_app for g in app.registered_groups):
        return
    app.add_typer(cards_app, name="cards")


def _echo_json(obj) -> None:
    from riftcheck.infra.escape import json_document

    typer.echo(json_document(obj, indent=2))


def _say(text: str, err: bool = False) -> None:
    """Print one line composed from card data (a feed's names, tags...): shown, never obeyed by a terminal or CI."""
    from riftcheck.infra.escape import line

    typer.echo(line(text), err=err)


def _read_db_file(path) -> bytes:
    """The bytes of a card database file, through the guarded reader (CardDataError when refused)."""
    from riftcheck.cards.db import MAX_DB_BYTES
    from riftcheck.infra.errors import CardDataError
    from riftcheck.infra.fileio import ReadRefused, read_bytes

    try:
        return read_bytes(path, MAX_DB_BYTES)
    except ReadRefused as exc:
        raise CardDataError(
            Msg("card database {path} cannot be read: {exc}", path=path, exc=exc.message)
        ) from None


def _fmt_stat(v) -> str:
    return "-" if v is None else str(v)


# The fixed words of the cards commands, one per card type, supertype, printing variant and
# provenance kind (riftcheck.models.CARD_TYPES...; tests/cards/test_cards_french.py checks they
# cover them): marked here for the catalogue, said with Translator.text.
TYPE_WORDS = (N_("Legend"), N_("Unit"), N_("Spell"), N_("Gear"), N_("Rune"), N_("Battlefield"))
SUPERTYPE_WORDS = (N_("Champion"), N_("Signature"), N_("Basic"), N_("Token"))
# (the variants "a" and "b" are letters of the printing id, the same in every language)
VARIANT_WORDS = (N_("base"), N_("signed"), N_("overnumbered"), N_("promo"))
PROVENANCE_WORDS = (N_("official"), N_("community"), N_("inferred"), N_("document"))
#: The tags that are words of the game the French rules texts translate (000:812 « le tag
#: Objet » for Equipment; 000:858 « Zaun, Poro, Mecha »): said with Translator.text in the
#: context "tag". Any other tag (a region, a creature: Ionia, Yordle) is shown as the card prints
#: it, and French labels it so.
TAG_WORDS = (NC_("tag", "Equipment"), NC_("tag", "Mech"))
#: The name of a language the card database holds names in, as ``cards show`` labels it
LOCALE_LABELS = {"fr-FR": N_("French name:"), "zh-CN": N_("Chinese name:")}
#: The label column of ``cards show`` in English (its width since the first release)
_LABEL_WIDTH = 14


def _tr(db=None) -> Translator:
    """The run's translator; in French it names cards as ``db`` knows them in French."""
    from riftcheck import i18n

    lang = i18n.current()
    if lang == "en":
        return Translator("en")
    return i18n.translator_of(lang, db)


def _out(message: str, err: bool = False, tr: Translator | None = None) -> None:
    """Print one message in the run's language (card data in it shown, never obeyed)."""
    from riftcheck import i18n

    _say((tr or Translator(i18n.current())).message(message), err=err)


def _kind(card, tr: Translator) -> str:
    """``Champion Unit`` / ``Unité Champion``: the type with its supertypes, in the reader's order."""
    kind = tr.text(card.type)
    if not card.supertypes:
        return kind
    supers = " ".join(tr.text(s) for s in card.supertypes)
    return tr.message(Msg("{supertypes} {type}", supertypes=supers, type=kind))


def _tags(tags, tr: Translator) -> str:
    """A card's tags in the reader's language: the game's words translated (« Objet »), the
    others as printed, which a language other than English says (« Ionia (nom imprimé) »)."""
    if tr.lang == "en":
        return ", ".join(tags)
    said = [tr.text(t, "tag") for t in tags if t in TAG_WORDS]
    printed = [t for t in tags if t not in TAG_WORDS]
    if printed:
        names = ", ".join(printed)
        said.append(
            tr.message(
                Plural(
                    len(printed), "{names} (printed name)", "{names} (printed names)", names=names
                )
            )
        )
    return ", ".join(said)


def _domains(card, tr: Translator, sep: str = ", ") -> str:
    return sep.join(tr.text(d) for d in card.domains) or tr.text(N_("colourless"))


def _variant(variant: str, tr: Translator) -> str:
    return tr.text(variant) if variant in VARIANT_WORDS else variant


def _printing_text(p, tr: Translator) -> str:
    return p.id if p.variant == "base" else f"{p.id} ({_variant(p.variant, tr)})"


def _source(source: str, tr: Translator) -> str:
    """A name's provenance in the reader's language where riftcheck wrote its words (a source's
    own title stays as the reference quotes it)."""
    from riftcheck.cards.lint import provenance_text

    said = provenance_text(source)
    return tr.message(said) if isinstance(said, Msg) else said


def french_first(card, tr: Translator) -> str | None:
    """The card's name in the reader's language when it is not English and the database has one."""
    if tr.lang == "en" or not card.name:
        return None
    return tr.names.get(card.name)


def card_text(
    card, tr: Translator | None = None, printing=None, legality: str | None = None
) -> str:
    """Plain-text description of a card for ``cards show`` (card data shown, never obeyed).

    In French the labels and game words are French and the card's French name comes first
    (its English name on the next line); ``printing`` and ``legality`` add their lines.
    """
    from riftcheck.infra import escape

    tr = tr or Translator("en")
    title, rows = _title(card, tr)
    rows += _fact_rows(card, tr)
    if printing is not None:
        here = f"{printing.id} ({_variant(printing.variant, tr)})"
        rows.append((tr.text(N_("this printing:")), here, True))
    if legality is not None:
        rows.append((tr.text(N_("legality:")), tr.message(legality), True))
    lines = [title, *_aligned(rows, tr)]
    # each line riftcheck composed is escaped on its own: a newline inside a card name is shown as \n
    return "\n".join(map(escape.line, lines))


#: One line of ``cards show`` after its title: (label, value, whether it is in the aligned column)
_Row = tuple[str, str, bool]


def _title(card, tr: Translator) -> tuple[str, list[_Row]]:
    """The first line (the card's name in the reader's language) and the name rows under it."""
    rows: list[_Row] = []
    local = french_first(card, tr)
    if local:
        title = local
        rows.append((tr.text(N_("English name:")), card.name, True))
    elif card.name:
        title = card.name
    else:
        title = tr.message(Msg("{name}  (no English name yet)", name=card.display_name))
    if card.name and card.name_sources.get("en"):
        rows.append((tr.text(N_("name source:")), _source(card.name_sources["en"], tr), True))
    return title, rows


def _fact_rows(card, tr: Translator) -> list[_Row]:
    """The rows of the card's game facts, its names in other languages and its printings."""
    from riftcheck.cards.db import card_to_json

    j = card_to_json(card)
    kind = _kind(card, tr)
    if card.token:
        kind = tr.message(Msg("{kind}  (token: never a deck card)", kind=kind))
    rows = [
        (tr.text(N_("type:")), kind, True),
        (tr.text(N_("domains:")), _domains(card, tr), True),
    ]
    if card.champion_tag:
        # as the reader's cards print it (« Maître Yi »: the French names say it), else as it is
        tag = tr.tags.get(card.champion_tag, card.champion_tag)
        rows.append((tr.text(N_("champion tag:")), tag, True))
    if card.tags:
        rows.append((tr.text(N_("tags:")), _tags(card.tags, tr), True))
    stats = (card.energy, card.power, card.might)
    if any(v is not None for v in stats):
        # a card with none of them (a legend, a rune, a battlefield) has no row: a value left
        # empty reads glued to its label (« - / - / - », « Légende aucune »)
        shown = " / ".join(_fmt_stat(v) for v in stats)
        rows.append((tr.text(N_("energy/power/might:")), shown, False))
    if card.keywords:
        rows.append((tr.text(N_("keywords:")), ", ".join(card.keywords), True))
    if card.type in ("Unit", "Spell", "Gear") and not card.token:
        # the copy rule is about the main deck and sideboard: a legend, rune or battlefield has none
        limit = j["deck_limit"]
        shown = tr.text(N_("any number")) if limit is None else str(limit)
        rows.append((tr.text(N_("deck limit:")), shown, True))
    rows += _name_rows(card, j["names"], tr)
    printings = ", ".join(_printing_text(p, tr) for p in card.printings)
    rows.append((tr.text(N_("printings:")), printings, True))
    return rows


def _name_rows(card, names: dict, tr: Translator) -> list[_Row]:
    """The card's names in languages other than English, each with its source."""
    from riftcheck.cards.db import full_name

    rows: list[_Row] = []
    for loc, n in names.items():
        if loc != "en":
            if loc == "fr-FR":  # the name the French reports give it (CardDB.names_in)
                n = full_name(n, card.type, card.champion_tag)
            # the language in words (« nom français : »), in the column; its source on a row of
            # its own, not in parentheses inside the name's (atkF 11)
            if loc in LOCALE_LABELS:
                rows.append((tr.text(LOCALE_LABELS[loc]), n, True))
            else:
                rows.append((tr.message(Msg("name ({locale}):", locale=loc)), n, True))
            src = card.name_sources.get(loc)
            if src:
                rows.append((tr.text(N_("name source:")), _source(src, tr), True))
    return rows


def _aligned(rows: list[_Row], tr: Translator) -> list[str]:
    """``  label: value`` lines, the values of the aligned rows in one column: English keeps its
    column of 14 since the first release; another language puts it after its longest label."""
    width = _LABEL_WIDTH
    if tr.lang != "en":
        width = max(len(lb) for lb, _, col in rows if col)
    return [f"  {(lb.ljust(width) if col else lb)} {v}" for lb, v, col in rows]


def legality_line(card, ruleset: str, as_of: str | None, db, printing=None) -> Msg:
    """``banned in constructed since 2026-09-18``, ``not legal until ...``, ``legal in constructed on ...``:
    judged by the ruleset's ban and set tables on the date (the ``banned`` rule's own matcher).
    In Sealed and Draft a ``printing`` named (``cards show RAD-182``) is judged by its own set, as
    limited-set-dates judges a line naming it (evtR 1)."""
    import datetime as _dt

    from riftcheck import api
    from riftcheck.rules.banned import ban_lookup
    from riftcheck.rulesets import load_ruleset

    day = api.parse_date(as_of) if as_of is not None else _dt.date.today()
    rs = load_ruleset(ruleset)
    on = day.isoformat()
    if card.token:
        return Msg("a token, never a deck card")
    ban = ban_lookup(db, rs.bans_on(day), rs.tables.get("aliases"))(card)
    if ban is not None:
        return Msg(
            "banned in {ruleset} since {date} (on {day})",
            ruleset=rs.name,
            date=ban["effective"].isoformat(),
            day=on,
        )
    if "limited-set-dates" in rs.rules:
        # Sealed and Draft play a set from its Pre-Rift events, else its release: what the
        # limited-set-dates rule of `check` judges, by its own reading of the sets table (atkN m17)
        from riftcheck.rules.limited_set_dates import first_played

        rows = {s["code"]: s for s in rs.tables.get("sets", ())}
        found = first_played(card, rows)
        if found is not None and found[0] > day:
            return Msg(
                "not legal in {ruleset} until {date} (on {day})",
                ruleset=rs.name,
                date=found[0].isoformat(),
                day=on,
            )
        # a basic rune comes from any source (TR 602.1.a.2): its printing is never judged
        row = rows.get(printing.set) if printing is not None and card.type != "Rune" else None
        start = (row.get("pre_rift") or row["release"]) if row is not None else None
        if start is not None and start > day:
            return Msg(
                "this printing not legal in {ruleset} until {date} (on {day}): no product held "
                "it before; the card's other printings are legal",
                ruleset=rs.name,
                date=start.isoformat(),
                day=on,
            )
    legal = rs.legal_sets_on(day)
    # every ruleset knows the sets; a Limited one does not judge by them (TR 602.1)
    if "set-legality" in rs.rules and not any(
        p.set in legal and p.variant != "overnumbered" for p in card.printings
    ):
        release = {s["code"]: s["release"] for s in rs.tables.get("sets", ())}
        later = sorted(
            release[p.set] for p in card.printings if p.set in release and release[p.set] > day
        )
        if later:
            return Msg(
                "not legal in {ruleset} until {date} (on {day})",
                ruleset=rs.name,
                date=later[0].isoformat(),
                day=on,
            )
        return Msg("not legal in {ruleset} on {day}", ruleset=rs.name, day=on)
    mine = {rs.name, rs.format}
    ahead = sorted(
        b["effective"]
        for b in rs.tables.get("bans", ())
        if b["effective"] > day
        and (not b.get("formats") or mine.intersection(b["formats"]))
        and ban_lookup(db, (b,), rs.tables.get("aliases"))(card) is not None
    )
    text = Msg("legal in {ruleset} on {day}", ruleset=rs.name, day=on)
    if ahead:
        return Msg("{legal}; banned from {date}", legal=text, date=ahead[0].isoformat())
    return text


@cards_app.command("show")
def show(
    ctx: typer.Context,
    ref: str = typer.Argument(
        ..., help="A printing id (OGN-001, ogn-001-298, OGN-007/298, OGN-001-1) or a name."
    ),
    fmt: Format = typer.Option("text", "--format", "-f", help="Output format."),
    ruleset: str = typer.Option(
        "constructed",
        "--ruleset",
        "-r",
        metavar="NAME|PATH",
        help="Ruleset whose bans and sets say whether the card is legal.",
    ),
    as_of: str | None = typer.Option(
        None, "--as-of", metavar="DATE", help="Date legality is judged on [default: today]."
    ),
) -> None:
    """Show one card: id, English, French or Chinese name in any style; banned or not yet legal on a date."""
    from riftcheck.cards.db import card_to_json, describe

    db = _common.get_db(ctx)
    card, printing, problem = db.try_resolve(ref)
    if problem is not None:
        if fmt == "json":
            _echo_json(
                {
                    "error": problem.kind,
                    "ref": ref,
                    "message": describe(problem),
                    "candidates": [{"name": n, "id": i} for n, i in problem.candidates],
                    "suggestions": [{"name": n, "id": i} for n, i in problem.suggestions],
                }
            )
        _out(Msg("riftcheck: error: {message}", message=describe(problem)), err=True, tr=_tr(db))
        raise typer.Exit(1)
    status = legality_line(card, ruleset, as_of, db, printing)
    if fmt == "json":
        obj = card_to_json(card)
        obj["printing"] = printing.id if printing else None
        obj["legality"] = status
        _echo_json(obj)
    else:
        typer.echo(card_text(card, _tr(db), printing, status))


@cards_app.command("search")
def search(
    ctx: typer.Context,
    text: str = typer.Argument("", help="Part of a name (any language); empty lists every card."),
    type_: str | None = typer.Option(
        None,
        "--type",
        "-t",
        help="Legend, Unit, Spell, Gear, Rune or Battlefield (French names too: Unité, Sort...).",
    ),
    domain: str | None = typer.Option(
        None,
        "--domain",
        "-d",
        help="Fury, Calm, Mind, Body, Chaos, Order or colorless (French names too: Fureur, Esprit...).",
    ),
    set_: str | None = typer.Option(None, "--set", "-s", help="Set code: OGN, SFD, RAD..."),
    fmt: Format = typer.Option("text", "--format", "-f", help="Output format."),
) -> None:
    """Find cards by part of a name, filtered by type, domain and set."""
    from riftcheck.cards.db import card_to_json
    from riftcheck.cards.normalize import COLOURLESS_WORDS, domain_name, fold, type_name
    from riftcheck.infra.errors import UsageError
    from riftcheck.models import CARD_TYPES, DOMAINS

    if type_ and type_name(type_) is None:
        raise UsageError(
            Msg(
                "--type {type_} is not a card type (expected one of {en_types}; French names work too: Légende, Unité, Sort, Équipement, Rune, Champ de bataille)",
                type_=f"{type_!r}",
                en_types=", ".join(CARD_TYPES),
            )
        )
    type_ = type_name(type_) if type_ else None

    if domain and domain_name(domain) is None and fold(domain.strip()) not in COLOURLESS_WORDS:
        raise UsageError(
            Msg(
                "--domain {domain} is not a domain (expected one of {en_domains} or colorless; French names work too: Fureur, Calme, Esprit, Corps, Chaos, Ordre, neutre)",
                domain=f"{domain!r}",
                en_domains=", ".join(DOMAINS),
            )
        )
    db = _common.get_db(ctx)
    found = db.search(text, type=type_, domain=domain, set=set_)
    if fmt == "json":
        _echo_json([card_to_json(c) for c in found])
        return
    tr = _tr(db)
    for c in found:
        bp = c.base_printing
        local = french_first(c, tr)
        if local:
            label = f"{local} ({c.name})"
        elif c.name:
            label = c.name
        else:
            label = tr.message(_unnamed(c))
        what = f"{tr.text(c.type)}, {_domains(c, tr, '/')}"
        _say(f"{bp.id if bp else c.key:<10} {label}  [{what}]")
    _out(plural(len(found), "card"), err=True, tr=tr)


def _unnamed(card) -> Msg:
    """A card the database knows no English name for, as a listing names it: its id, then the
    name it has (often only the Chinese one) and why that is all (``RAD-001 (业余爆破狂, no English
    name yet)``): never a name in another script alone."""
    other = next((n for n in card.names.values() if n), "")
    if other:
        return Msg("{id} ({name}, no English name yet)", id=card.display_name, name=other)
    return Msg("{id} (no English name yet)", id=card.display_name)


@cards_app.command("stats")
def stats(
    ctx: typer.Context, fmt: Format = typer.Option("text", "--format", "-f", help="Output format.")
) -> None:
    """Counts of the database per set, type and supertype."""
    from collections import Counter

    from riftcheck.cards.build import printing_sort_key

    db = _common.get_db(ctx)
    game = [c for c in db.cards if not c.token]
    per_set_cards: Counter = Counter()
    per_set_printings: Counter = Counter()
    for c in db.cards:
        for s in dict.fromkeys(p.set for p in c.printings):
            per_set_cards[s] += 1
        for p in c.printings:
            per_set_printings[p.set] += 1
    out = {
        "database": db.info(),
        "cards": len(game),
        "tokens": len(db.cards) - len(game),
        "printings": sum(per_set_printings.values()),
        "without_english_name": sum(1 for c in db.cards if not c.name),
        "per_set": {
            s: {"cards": per_set_cards[s], "printings": per_set_printings[s]}
            for s in sorted(per_set_cards, key=lambda s: printing_sort_key(f"{s}-0"))
        },
        "per_type": dict(Counter(c.type for c in game).most_common()),
        "per_supertype": dict(Counter(s for c in game for s in c.supertypes).most_common()),
        # per set: game cards, and how many have a name in each language
        "coverage": db.coverage(),
    }
    if fmt == "json":
        _echo_json(out)
        return
    tr = _tr()
    _out(
        Msg(
            "card database {version} ({date}) {path}",
            version=db.version,
            date=db.date,
            path=db.path,
        ),
        tr=tr,
    )
    _out(
        Msg(
            "{cards} ({without} without an English name), {tokens}, {printings}",
            cards=plural(out["cards"], "card"),
            without=out["without_english_name"],
            tokens=plural(out["tokens"], "token"),
            printings=plural(out["printings"], "printing"),
        ),
        tr=tr,
    )
    _out(Msg("per set (cards with a printing in the set / printings):"), tr=tr)
    for s, v in out["per_set"].items():
        _say(f"  {s:<5} {v['cards']:>5} {v['printings']:>5}")
    from riftcheck.cards.db import coverage_lines

    for line in coverage_lines(db):
        _out(line, tr=tr)
    for title, counts in (
        (Msg("per type:"), out["per_type"]),
        (Msg("per supertype:"), out["per_supertype"]),
    ):
        _out(title, tr=tr)
        words = {t: tr.text(t) for t in counts}
        width = max([12, *(len(w) + 1 for w in words.values())])
        for t, n in counts.items():
            _say(f"  {words[t]:<{width}} {n:>5}")


@cards_app.command("lint")
def lint(
    ctx: typer.Context,
    path: Path | None = typer.Argument(None, help="Database file; default: the one in use."),
    fmt: Format = typer.Option("text", "--format", "-f", help="Output format."),
) -> None:
    """Check a card database for sense; exits 1 when it has errors."""
    from riftcheck.cards.db import LANG_NAMES
    from riftcheck.cards.lint import lint_file, provenance, provenance_text

    if path is None:
        path = _common.get_db(ctx).path
    issues = lint_file(path)
    errors = sum(1 for i in issues if i.severity == "error")
    counts, listed = provenance(json.loads(_read_db_file(path))) if not errors else ({}, [])
    if fmt == "json":
        _echo_json(
            {
                "path": str(path),
                "errors": errors,
                "warnings": len(issues) - errors,
                "issues": [
                    {"severity": i.severity, "card": i.ref, "message": i.message} for i in issues
                ],
                "name_provenance": counts,
                "names_not_official": [
                    {"id": pid, "locale": loc, "name": n, "source": src}
                    for pid, loc, n, src in listed
                ],
            }
        )
    else:
        tr = _tr()
        for i in issues:
            _out(Msg("{path}: {issue}", path=path, issue=i.line()), tr=tr)
        for pid, loc, n, src in listed:
            note = Msg(
                # the language said in words (« nom français »), not its tag
                "{path}: note: {pid}: {language} name {name}: {source}",
                path=path,
                pid=pid,
                language=LANG_NAMES.get(loc, loc),
                name=repr(n),
                source=provenance_text(src),
            )
            _out(note, tr=tr)
        for loc, per in counts.items():
            shown = ", ".join(f"{tr.text(k)} {v}" for k, v in per.items())
            _out(
                Msg("{path}: names ({locale}): {counts}", path=path, locale=loc, counts=shown),
                tr=tr,
            )
        summary = Msg(
            "{path}: {errors}, {warnings}",
            path=path,
            errors=plural(errors, "error"),
            warnings=plural(len(issues) - errors, "warning"),
        )
        _out(summary, err=True, tr=tr)
    raise typer.Exit(1 if errors else 0)


def _print_update(res, tr: Translator) -> None:
    """What an update did: counts, the cards added, removed, renamed or given Riot's English name,
    and the names stored per further locale."""
    _out(
        Msg(
            "installed {path}: {cards}, {printings} ({added} added, {removed} removed, "
            "{renamed} renamed, {warnings})",
            path=res.path,
            cards=plural(res.cards, "card"),
            printings=plural(res.printings, "printing"),
            added=len(res.added),
            removed=len(res.removed),
            renamed=len(res.renamed),
            warnings=plural(res.warnings, "lint warning"),
        ),
        tr=tr,
    )
    for n in res.added[:20]:
        _say(f"  + {n}")
    for n in res.removed[:20]:
        _say(f"  - {n}")
    for n in res.renamed:  # every rename, not a sample: each changes what decks and bans name
        _say(f"  ~ {n}")
    for n in res.replaced:
        _out(Msg("  ~ {change} (a community name, replaced by Riot's)", change=n), tr=tr)
    for loc, (stored, repeats) in res.localized.items():
        _out(
            Msg(
                "  {locale}: {names}{repeats}",
                locale=loc,
                names=plural(stored, "translated name"),
                repeats=Plural(
                    repeats,
                    " ({n} more only repeats the English name and is no translation)",
                    " ({n} more only repeat the English name and are no translation)",
                )
                if repeats
                else "",
            ),
            tr=tr,
        )


@cards_app.command("update")
def update(
    ctx: typer.Context,
    source: str = typer.Option("gallery", "--source", help="gallery (Riot's feed) or riftcodex."),
    locales: str = typer.Option(
        "en_US", "--locales", help="Gallery locales, comma-separated: en_US,fr_FR,..."
    ),
    allow_removals: bool = typer.Option(
        False, "--allow-removals", help="Accept a database that loses cards."
    ),
    allow_renames: bool = typer.Option(
        False,
        "--allow-renames",
        help="Accept a database that renames cards (each is listed, old -> new).",
    ),
    source_url: str | None = typer.Option(
        None,
        "--source-url",
        envvar="RIFTCHECK_CARDS_SOURCE_URL",
        metavar="URL",
        help="Base URL of the API (for mirrors and tests).",
    ),
    # the defaults shown as whole numbers: « 20.0 » is a decimal point in French prose (atkF 15)
    timeout: float = typer.Option(
        20,
        "--timeout",
        metavar="SECONDS",
        help="Seconds each request may take, connect to last byte.",
    ),
    total_timeout: float = typer.Option(
        600,
        "--total-timeout",
        metavar="SECONDS",
        help="Seconds the whole update may take.",
    ),
    max_response_size: int = typer.Option(
        64 * 1024 * 1024,
        "--max-response-size",
        metavar="BYTES",
        show_default=False,
        help="Largest response accepted from the API, in bytes [default: 64 MiB].",
    ),
) -> None:
    """Refresh the user's card database from a public API (the bundled one stays as the fallback)."""
    import math

    from riftcheck.cards import update as upd
    from riftcheck.infra.errors import CardDataError, UsageError

    for option, value, hi in (
        ("--timeout", timeout, 3600),
        ("--total-timeout", total_timeout, 86400),
    ):
        if not (math.isfinite(value) and 0 < value <= hi):
            raise UsageError(
                Msg(
                    "{option} {value}: expected a number of seconds above 0 and at most {hi}",
                    option=option,
                    value=value,
                    hi=hi,
                )
            )
    if not 1 <= max_response_size <= 2**31:
        raise UsageError(
            Msg(
                "--max-response-size {max_response_size}: expected a number of bytes from 1 to {n}",
                max_response_size=max_response_size,
                n=f"{2**31:,}",
            )
        )

    if source not in upd.SOURCES:
        raise UsageError(
            Msg(
                "--source {source} is not a source (expected one of {join})",
                source=f"{source!r}",
                join=", ".join(upd.SOURCES),
            )
        )
    # Every item is refused before any request (the feed would be asked for it, and fail), an
    # empty one too: "" or "fr_FR," is a slip, not a request for the English default.
    # Each item is mapped once: the refusal and the request list read the same answer.
    wanted = []
    for loc in (x.strip() for x in locales.split(",")):
        gallery = upd.gallery_locale(loc)
        if gallery is None:
            from riftcheck.infra.escape import clipped

            loc = clipped(loc, 40)
            raise UsageError(
                Msg(
                    "--locales {locale} is not a locale of the card gallery "
                    "(expected one or more of {join}, comma-separated)",
                    locale=f"{loc!r}",
                    join=", ".join(upd.GALLERY_LOCALES),
                )
            )
        wanted.append(gallery)
    locs = tuple(dict.fromkeys(wanted))
    db = _common.get_db(ctx)
    try:
        current = json.loads(_read_db_file(db.path))
    except ValueError as exc:
        raise CardDataError(
            Msg("card database {path} cannot be read: {exc}", path=db.path, exc=exc)
        ) from None
    res = upd.update(
        current,
        source=source,
        locales=locs,
        allow_removals=allow_removals,
        allow_renames=allow_renames,
        base_url=source_url,
        max_response=max_response_size,
        total_timeout=total_timeout,
        timeout=timeout,
    )
    _print_update(res, _tr())
