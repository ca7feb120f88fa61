"""The catalogue at build and test time, with Babel: extraction, reading, checking, compiling.

Babel (``pip install -e '.[test]'``) is the maintained library for gettext catalogues; riftcheck
uses it where a catalogue is made and checked, never in a run (a French run reads the ``.mo``
with the standard :mod:`gettext`, and an English run reads nothing: docs/architecture.md,
"Messages in French"). ``python -m riftcheck.i18n`` compiles the ``.po`` (:func:`build`),
``python -m riftcheck.i18n --missing`` lists the marked messages it lacks.

Extraction is Babel's: its Python extractor finds ``Msg("...")``, ``N_("...")``,
``Plural(n, "one", "many")`` and an option's help (the fourth argument of ``Opt``), and a method
of riftcheck's own, plugged into Babel's extraction, adds what no keyword can name: the help
typer shows (``help=``, ``short_help=``, ``epilog=`` in the command-line modules, a command
function's docstring), the two forms of ``plural(n, "word")``, and the shipped rulesets'
descriptions and region names (data riftcheck says through the catalogue).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

from riftcheck import i18n
from riftcheck.infra import fileio

#: The largest source file or catalogue read (the catalogue is some 300 KB)
_LIMIT = 16 * 1024 * 1024

#: Babel's keyword specifications: the argument that is the msgid (and the plural's)
KEYWORDS = {
    **{"Msg": None, "N_": None, "Plural": (2, 3), "Opt": (4,), "_help": None, "plural": (1, 2)},
    "_doc": None,  # a prose paragraph of a rule's documentation (its class docstring)
    "NC_": ((1, "c"), 2),  # a msgid with its context (msgctxt), as pgettext's
}
#: The keywords typer reads a literal help from
HELP_KEYWORDS = ("help", "short_help", "epilog")


def _babel():
    try:
        import babel  # noqa: F401
    except ImportError as exc:  # a run never needs it; building the catalogue does
        raise SystemExit(
            "riftcheck: building or checking the catalogue needs Babel: pip install -e '.[test]'"
        ) from exc


def extract(root: Path = i18n.SOURCE_DIR) -> tuple[dict[str, list[str]], list[str]]:
    """Every marked msgid of the ``.py`` files under ``root`` and where it is (``file:line``); a
    plural's msgid is its two forms joined by NUL, as in a ``.mo``. The second list names the
    ``Msg`` calls whose template is not a literal (outside riftcheck.i18n, which builds messages
    from its own tables), which no extraction can find."""
    _babel()
    from babel.messages.extract import extract as babel_extract

    found: dict[str, list[str]] = {}
    opaque: list[str] = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root.parent).as_posix()
        options = {
            "cli": path.parent.name == "cli",
            "rules": path.parent.name == "rules" and path.parent.parent == root,
            "opaque": [],
        }
        source = io.BytesIO(fileio.read_bytes(path, _LIMIT))  # the one guarded reader
        with source as f:
            for lineno, message, _comments, context in babel_extract(
                _riftcheck_method, f, keywords=KEYWORDS, options=options
            ):
                msgid = "\0".join(message) if isinstance(message, tuple) else message
                if context:  # the key of a context's entry in a .mo: context EOT msgid
                    msgid = f"{context}\x04{msgid}"
                found.setdefault(msgid, []).append(f"{rel}:{lineno}")
        if path.resolve() != Path(i18n.__file__).resolve():
            opaque += [f"{rel}:{n}" for n in options["opaque"]]
    if root == i18n.SOURCE_DIR:
        for msgid, where in _ruleset_descriptions():
            found.setdefault(msgid, []).append(where)
    return found, opaque


def _riftcheck_method(fileobj, keywords, comment_tags, options) -> Iterator[tuple]:
    """A Babel extraction method: Babel's Python extractor, plus the help texts of a
    command-line module and the forms of ``plural(n, "word")`` (see the module's docstring)."""
    import ast

    data = fileobj.read()
    seen = set()
    for lineno, funcname, messages, comments in _babel_python(
        data, keywords, comment_tags, options
    ):
        first = messages[0] if isinstance(messages, tuple) else messages
        if funcname == "Msg" and first is None:
            options["opaque"].append(lineno)
        if funcname != "plural":  # plural's msgid is made from its word: _more_of
            seen.add((lineno, funcname, first))
            yield lineno, funcname, messages, comments
    tree = ast.parse(data)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield from _more_of(node, seen, options.get("cli"))
    if options.get("cli"):
        for fn, doc in _command_docstrings(tree):
            yield fn.lineno, "_help", doc, []
    if options.get("rules"):
        for cls, paragraph in _rule_doc_paragraphs(tree):
            yield cls.lineno, "_doc", paragraph, []


def _babel_python(data: bytes, keywords, comment_tags, options) -> list[tuple]:
    """Babel's Python extractor on ``data``. It warns on stderr of each f-string among a call's
    arguments: riftcheck's are values (``type_=f"{type_!r}"``), and a template written as one is
    reported as opaque instead."""
    import contextlib

    from babel.messages.extract import extract_python

    with contextlib.redirect_stderr(io.StringIO()):
        return list(extract_python(io.BytesIO(data), keywords, comment_tags, options))


def _more_of(node, seen: set, cli: bool) -> Iterator[tuple]:
    """What Babel's extractor cannot see in one call: ``plural(n, "word")``'s forms, a ``Msg`` or
    ``N_`` inside an f-string's ``{...}`` (its tokenizer sees no call there before Python 3.12),
    and in a command-line module the literal help typer shows."""
    name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
    first = _literal(node.args[0]) if node.args else None
    if name in ("Msg", "N_") and first is not None and (node.lineno, name, first) not in seen:
        yield node.lineno, name, first, []
    if name == "plural" and (forms := _plural_forms(node)):
        yield node.lineno, "plural", forms, []
    if cli:
        for kw in node.keywords:
            if kw.arg in HELP_KEYWORDS and _literal(kw.value) is not None:
                yield node.lineno, "_help", _literal(kw.value), []


def _ruleset_descriptions() -> list[tuple[str, str]]:
    """The ``description:`` of each shipped ruleset (``riftcheck rulesets`` says it through the
    catalogue) and the names of its regions: data marked for translation, as xgettext reads a
    data file."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    out = []
    for name in list_rulesets():
        rs = load_ruleset(name)
        if rs.description:
            out.append((rs.description, f"rulesets/{name}.yaml"))
        # a region's name is said in sentences (launched in China (mainland) in December 2025)
        for region in rs.regions().values():
            if region.get("name"):
                out.append((region["name"], f"rulesets/{name}.yaml"))
    return out


def _rule_doc_paragraphs(tree) -> list[tuple[object, str]]:
    """(class, part) of each part of the documentation of the rules of one module (a class that
    sets ``id``: ``explain`` says its docstring), as :func:`riftcheck.rules.base.doc_parts`
    splits it: its prose paragraphs and its examples' comments."""
    import ast

    from riftcheck.rules.base import doc_parts

    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        sets_id = any(
            isinstance(st, ast.Assign) and any(getattr(t, "id", None) == "id" for t in st.targets)
            for st in node.body
        )
        doc = ast.get_docstring(node, clean=True)
        if sets_id and doc:
            out += [(node, part) for part in doc_parts(doc)]
    return out


def _command_docstrings(tree) -> list[tuple[object, str]]:
    """(function, docstring) of the command functions of one module: typer shows the docstring
    as the command's help. A command function is decorated by ``X.command(...)`` or
    ``X.callback(...)``, or is the argument of ``X.command(...)(function)``."""
    import ast

    def registers(call) -> bool:
        return (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in ("command", "callback")
        )

    registered = {
        arg.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and registers(node.func)
        for arg in node.args
        if isinstance(arg, ast.Name)
    }
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if node.name in registered or any(registers(d) for d in node.decorator_list):
            doc = ast.get_docstring(node, clean=True)
            if doc:
                out.append((node, doc))
    return out


def _literal(node) -> str | None:
    import ast

    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _plural_forms(node) -> tuple[str, str] | None:
    """``("{n} card", "{n} cards")`` for ``plural(n, "card")`` (or ``plural(n, "copy", "copies")``)."""
    args = node.args
    if len(args) < 2 or _literal(args[1]) is None:
        return None
    word = _literal(args[1])
    many = _literal(args[2]) if len(args) > 2 else None
    many = many or next((_literal(k.value) for k in node.keywords if k.arg == "many"), None)
    return "{n} " + word, "{n} " + (many or word + "s")


def read(lang: str = "fr"):
    """``lang``'s ``.po`` as a Babel catalogue; a msgid defined twice is refused, as msgfmt
    refuses it (Babel would keep the second silently)."""
    _babel()
    from babel.messages.pofile import PoFileParser, read_po

    po = i18n.po_path(lang)
    seen: dict[str, int] = {}

    class Strict(PoFileParser):
        def _add_message(self):
            msgid = "".join(
                s.decode() if isinstance(s, bytes) else str(s) for s in self.messages[:1]
            )
            if self.context:  # one msgid may have an entry per context (msgctxt)
                msgid = f"{self.context.denormalize()}\x04{msgid}"
            if msgid and msgid in seen:
                raise ValueError(f"{po}: msgid {msgid!r} is defined twice")
            seen[msgid] = 1
            super()._add_message()

    data = fileio.read_bytes(po, _LIMIT)  # the one guarded reader
    catalog = read_po(io.BytesIO(data), locale=lang)
    Strict(type(catalog)(locale=lang)).parse(io.BytesIO(data))
    return catalog


def entries(catalog) -> dict[str, str]:
    """msgid -> msgstr of ``catalog`` as gettext's ``.mo`` holds them (a plural's two msgids and its
    forms joined by NUL), the header left out."""
    out = {}
    for m in catalog:
        if not m.id:
            continue
        key = f"{m.context}\x04" if m.context else ""
        if isinstance(m.id, tuple):
            out[key + "\0".join(m.id)] = "\0".join(m.string)
        else:
            out[key + m.id] = m.string
    return out


def problems(catalog) -> list[str]:
    """What Babel's checkers find in ``catalog`` (plural forms per entry, format strings)."""
    return [f"{m.id!r}: {e}" for m, errors in catalog.check() for e in errors]


def compiled(catalog) -> bytes:
    """The ``.mo`` bytes of ``catalog`` (Babel's ``write_mo``)."""
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def build(lang: str = "fr") -> Path:
    """Compile ``lang``'s ``.po`` into its ``.mo`` (after Babel's checks); returns the ``.mo``."""
    catalog = read(lang)
    found = problems(catalog)
    if found:
        raise SystemExit("riftcheck: the catalogue has errors:\n  " + "\n  ".join(found))
    mo = i18n.po_path(lang).with_suffix(".mo")
    mo.write_bytes(compiled(catalog))
    return mo


def missing(lang: str = "fr") -> dict[str, list[str]]:
    """The marked msgids (:func:`extract`) that ``lang``'s ``.po`` has no translation for."""
    catalog = entries(read(lang))
    found, _ = extract()
    return {m: w for m, w in sorted(found.items()) if m and not catalog.get(m)}


def main(argv: list[str]) -> None:
    if argv == ["--missing"]:
        for msgid, where in missing().items():
            print(f"# {' '.join(where)}\n{i18n.po_entry(msgid, '')}\n")
        return
    for lang in i18n.LANGS[1:]:
        print(f"wrote {build(lang)}")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
